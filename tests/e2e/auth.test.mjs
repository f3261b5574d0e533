/**
 * Sign-in, session and sign-out, and the redirect rule (docs/product-rules.md, sessions).
 */
import assert from 'node:assert/strict';
import { test } from './fixtures.mjs';
import {
  allowConsole,
  api,
  appPath,
  appUrl,
  assertListPath,
  assertLoginForList,
  BASE_URL,
  clickMenu,
  eventually,
  expectMenu,
  failedResource,
  go,
  leaveSignedOut,
  loginForm,
  loginPathFor,
  MENU,
  pageCode,
  signIn,
  signInByApi,
  splitPath,
  TEXT,
  toasts,
  tokenCookies,
  USERS,
  userMenu,
  waitForList,
  waitForListAtRest,
  waitForPath,
} from './lib.mjs';

test.describe('sign-in per level', () => {
  for (const who of ['admin', 'operator', 'viewer']) {
    test(`${who} signs in, lands on /member and sees exactly their menu`, { tag: `@${who}` }, async ({ newPage }) => {
      const page = await newPage();
      const u = USERS[who];
      // The account as it is often pasted, with spaces around it: the form drops them.
      await signIn(page, { ...u, account: ` ${u.account}  ` });
      // The member list, with the paging ProTable writes into its URL.
      await waitForList(page, '/member');
      assert.equal((await page.getByTestId('header-user').textContent()).trim(), `${u.account} (${u.name})`);
      await expectMenu(page, who, 'en-US');
      const cookies = await tokenCookies(page);
      assert.ok(cookies['x-access-token']?.value, 'x-access-token cookie set');
      assert.ok(cookies['access-token']?.value, 'access-token cookie set');
      assert.equal(cookies['x-access-token'].path, '/');
      assert.equal(cookies['access-token'].path, '/');
    });
  }

  test('admin: the header shows "admin (系统管理员)" and Member Management holds Member and Member Score', {
    tag: '@admin',
  }, async ({ newPage }) => {
    const page = await newPage({ locale: 'zh-CN' });
    await signIn(page, 'admin');
    assert.equal((await page.getByTestId('header-user').textContent()).trim(), 'admin (系统管理员)');
    await expectMenu(page, 'admin', 'zh-CN');
    await clickMenu(page, '认知评估', MENU['zh-CN'].member);
    await waitForList(page, '/member/member-score');
    await clickMenu(page, '会员', MENU['zh-CN'].member);
    await waitForList(page, '/member');
  });
});

test.describe('before the scripts have run', () => {
  test('a slow first visit shows a spinner, not a blank page, and it goes once the page is drawn', async ({
    newPage,
  }) => {
    const page = await newPage();
    let release = () => {};
    const held = new Promise((resolve) => {
      release = resolve;
    });
    // The entry script arrives late, as on a slow connection.
    await page.route(/\/umi\.[0-9a-f]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const spinner = () =>
      page.evaluate(() => {
        const s = getComputedStyle(document.getElementById('root'), '::before');
        return { content: s.content, opacity: s.opacity };
      });
    // (The entry is a blocking script: the document is not loaded until it has run.)
    await page.goto(appUrl(page, '/login'), { waitUntil: 'commit' });
    await eventually(async () => assert.deepEqual(await spinner(), { content: '""', opacity: '1' }));
    release();
    await loginForm(page).submit.waitFor();
    assert.equal((await spinner()).content, 'none');
  });
});

test.describe('wrong credentials', () => {
  for (const [locale, text] of [
    ['en-US', TEXT['en-US'].wrongCredentials],
    ['zh-CN', TEXT['zh-CN'].wrongCredentials],
  ]) {
    test(`wrong password shows "${text}" at the form and stays on /login (${locale})`, { tag: '@admin' }, async ({
      newPage,
    }) => {
      const page = await newPage({ locale });
      await go(page, '/login?redirect=%2Fdevice');
      await signIn(page, { account: 'admin', password: 'not-the-password' }, { expectFailure: true });
      const alert = page.locator('form').getByRole('alert');
      await alert.waitFor({ state: 'visible' });
      assert.equal((await alert.textContent()).trim(), text);
      assert.equal(appPath(page), '/login?redirect=%2Fdevice');
      assert.deepEqual(await tokenCookies(page), {}, 'no token cookie after a failed sign-in');
      // What was typed stays; no notification pops up on the login page (docs/product-rules.md, error catalogue).
      assert.equal(await loginForm(page).username.inputValue(), 'admin');
      assert.equal(await toasts(page).count(), 0);
      // The right password then works and follows the redirect.
      await loginForm(page).password.fill(USERS.admin.password);
      await loginForm(page).submit.click();
      await waitForList(page, '/device');
    });
  }
});

test.describe('redirect to /login and back', () => {
  test('not signed in: /training-record?current=2 -> /login?redirect=... -> back on /training-record?current=2', {
    tag: '@admin',
  }, async ({ newPage }) => {
    const page = await newPage();
    await go(page, '/training-record?current=2');
    await waitForPath(page, loginPathFor('/training-record?current=2'));
    await loginForm(page).username.waitFor();
    await signIn(page, 'admin');
    // Back on page 2 (ProTable adds the page size it uses), a page the list has.
    await waitForListAtRest(page, '/training-record', { current: '2' });
  });

  test('not signed in: every page (not only guarded ones) asks to sign in first', async ({ newPage }) => {
    const page = await newPage();
    for (const path of ['/member', '/trigger-error', '/member/member-score', '/basic-settings/music']) {
      await go(page, path);
      await waitForPath(page, loginPathFor(path));
      assert.equal(await page.getByTestId('header-user').count(), 0, `${path}: no shell before sign-in`);
    }
  });

  // Off-site targets in the redirect query must never be followed. One of each kind here, through
  // the form; tests/component/session.test.ts checks safeRedirect against many more forms.
  const attempts = ['https://evil.example', '/\\evil.example', 'javascript:alert(1)'];
  test('off-site redirect attempts land on /member on the console origin', {
    tag: '@admin',
  }, async ({ newPage, note }) => {
    const seen = [];
    // One page for the three: each attempt starts signed out and loads the page afresh.
    const page = await newPage();
    for (const target of attempts) {
      await leaveSignedOut(page);
      await go(page, `/login?redirect=${encodeURIComponent(target)}`);
      await signIn(page, 'admin');
      await waitForList(page, '/member').catch(() => {});
      // Let any late navigation happen before judging.
      await page.waitForTimeout(300);
      const url = new URL(page.url());
      seen.push(`${JSON.stringify(target)} -> ${page.url()}`);
      assert.equal(url.origin, new URL(BASE_URL).origin, `${JSON.stringify(target)} left the origin: ${page.url()}`);
      // The member list as it opens: /member plus the paging ProTable writes, nothing else.
      assertListPath(url.pathname + url.search, '/member', {}, `${JSON.stringify(target)} -> ${page.url()}`);
    }
    note(seen.join('\n'));
  });

  test('a same-origin redirect with query and hash is followed as is', { tag: '@operator' }, async ({ newPage }) => {
    const page = await newPage();
    await go(page, `/login?redirect=${encodeURIComponent('/trigger-error?a=1&b=%E4%BD%A0')}`);
    await signIn(page, 'operator');
    await waitForPath(page, '/trigger-error?a=1&b=%E4%BD%A0');
  });
});

test.describe('401 in the middle of a session', () => {
  test('a bogus token, then a reload: /login?redirect=<that page>, and signing in returns there', {
    tag: '@admin',
  }, async ({ newPage }) => {
    const page = await newPage();
    allowConsole(page, failedResource(401));
    await signIn(page, 'admin');
    await go(page, '/trigger-error?from=mid-session');
    await page.getByRole('button', { name: TEXT['en-US'].throwError }).waitFor();
    await page.context().addCookies([
      { name: 'x-access-token', value: 'bogus-token', url: BASE_URL },
      { name: 'access-token', value: 'bogus-second', url: BASE_URL },
    ]);
    await page.reload();
    await waitForPath(page, loginPathFor('/trigger-error?from=mid-session'));
    await signIn(page, 'admin');
    await waitForPath(page, '/trigger-error?from=mid-session');
  });

  test('session ended on the server, then a click to another page: /login?redirect=<that page>', {
    tag: '@admin',
  }, async ({ newPage, note }) => {
    const page = await newPage();
    allowConsole(page, failedResource(401));
    await signIn(page, 'admin');
    await go(page, '/trigger-error');
    await page.getByRole('button', { name: TEXT['en-US'].throwError }).waitFor();
    // End the session behind the browser's back: the cookies stay, the server forgets them.
    const c = await tokenCookies(page);
    const out = await api('POST', '/logout', { token: c['x-access-token'].value, second: c['access-token'].value });
    assert.equal(out.status, 200);
    await clickMenu(page, MENU['en-US']['training-record']);
    // A page that calls the API meets the 401 at once; a page that makes no call meets it on
    // the next load. Either way the visitor must end on /login with the page to come back to.
    const redirected = await eventually(() => assert.match(appPath(page), /^\/login/), { timeout: 4000 }).then(
      () => true,
      () => false,
    );
    if (!redirected) {
      note('the Training Record page made no API call on opening; checked on reload');
      await page.reload();
    }
    // The page to come back to: the list, with the paging it writes into its URL as it opens, or
    // without it when its first read (started as the menu entry was pressed) met the 401 first.
    await eventually(() => {
      const back = splitPath(splitPath(appPath(page)).params.redirect ?? '');
      if (Object.keys(back.params).length) assertLoginForList(appPath(page), '/training-record');
      else assert.equal(appPath(page), loginPathFor('/training-record'));
    });
    await signIn(page, 'admin');
    await waitForList(page, '/training-record');
  });

  test('token cookies deleted, then a reload: /login?redirect=<that page>', { tag: '@viewer' }, async ({ newPage }) => {
    const page = await newPage();
    await signIn(page, 'viewer');
    await go(page, '/trigger-error?tab=2');
    await page.getByRole('button', { name: TEXT['en-US'].throwError }).waitFor();
    const here = appPath(page);
    await page.context().clearCookies();
    await page.reload();
    await waitForPath(page, loginPathFor(here));
    await signIn(page, 'viewer');
    await waitForPath(page, here);
  });
});

test.describe('logout', () => {
  for (const locale of ['en-US', 'zh-CN']) {
    test(`logout goes to /login with the redirect, ends the session, and /member asks to sign in again (${locale})`, {
      tag: '@operator',
    }, async ({ newPage }) => {
      const page = await newPage({ locale });
      await signIn(page, 'operator');
      await go(page, '/trigger-error?x=1');
      await page.getByTestId('header-user').waitFor();
      const before = await tokenCookies(page);
      const token = before['x-access-token'].value;
      const second = before['access-token'].value;
      assert.equal((await api('GET', '/getLoginAccount', { token, second })).status, 200);

      await userMenu(page, TEXT[locale].logout);
      await waitForPath(page, loginPathFor('/trigger-error?x=1'));
      await loginForm(page).username.waitFor();
      assert.deepEqual(await tokenCookies(page), {}, 'token cookies cleared');
      assert.equal((await api('GET', '/getLoginAccount', { token, second })).status, 401, 'server session ended');

      await go(page, '/member');
      await waitForPath(page, loginPathFor('/member'));
      assert.equal(await page.getByTestId('header-user').count(), 0);
      // Browser back does not bring the signed-in shell back either.
      await page.goBack().catch(() => {});
      await page.waitForTimeout(500);
      assert.equal(await page.getByTestId('header-user').count(), 0, `shell visible after Back at ${page.url()}`);
    });
  }

  /**
   * React keeps the old screen up while the sign-in page's code loads: a page whose own code
   * arrives in that time must not open there and read without the session (src/components/Layout/SessionGate.tsx).
   */
  test("signing out while the page's code is still on its way: the page never opens without the session", {
    tag: '@admin',
  }, async ({ newPage }) => {
    const page = await newPage({ locale: 'en-US' });
    /** A page's code, held back until released; `arrived` once it has been delivered. */
    const held = async (pattern) => {
      let release;
      const released = new Promise((resolve) => {
        release = resolve;
      });
      const arrived = page.waitForResponse((r) => pattern.test(new URL(r.url()).pathname));
      arrived.catch(() => {}); // awaited below; a test that failed earlier closes the page under it
      await page.route(pattern, async (route) => {
        await released;
        await route.continue();
      });
      return { release, arrived };
    };
    const memberCode = await held(pageCode('Member'));
    const loginCode = await held(pageCode('Login'));
    await signInByApi(page, 'admin', '/member');
    const calls = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'fetch' || r.resourceType() === 'xhr')
        calls.push(`${r.method()} ${new URL(r.url()).pathname}`);
    });

    await userMenu(page, TEXT['en-US'].logout);
    await waitForPath(page, loginPathFor('/member'));
    memberCode.release();
    await memberCode.arrived;
    // Time for the page's code to run and, were it let, for the page to mount and ask for its rows.
    await page.waitForTimeout(500);
    assert.equal(await page.locator('table').count(), 0, 'no list opened after the sign-out');
    loginCode.release();
    await loginCode.arrived;
    await loginForm(page).username.waitFor();
    assert.deepEqual(calls, ['POST /logout'], 'the only call after the sign-out is the sign-out');
  });

  test("opening the user menu fetches the sign-in page's code, so Log out shows the sign-in page without a wait for it", {
    tag: '@viewer',
  }, async ({ newPage }) => {
    const page = await newPage({ locale: 'en-US' });
    await signInByApi(page, 'viewer', '/member');
    await waitForList(page, '/member');
    const loginCode = pageCode('Login');
    const fetched = page.waitForResponse((r) => loginCode.test(new URL(r.url()).pathname) && r.ok());
    await page.getByTestId('user-menu').hover();
    await fetched;
    const again = [];
    page.on('request', (r) => {
      if (loginCode.test(new URL(r.url()).pathname)) again.push(r.url());
    });
    await page.getByRole('menuitem', { name: TEXT['en-US'].logout }).click();
    await loginForm(page).username.waitFor();
    assert.deepEqual(again, [], 'the code was not fetched a second time');
  });
});
