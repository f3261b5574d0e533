/**
 * Security in the browser: redirects stay on the origin, HTML from the server
 * is shown as text, CSV cells cannot run as formulas, token cookies are strict and never in a
 * URL or the console, and the production Content-Security-Policy holds on every page.
 * The basic redirect list is in auth.test.mjs; the cookie attributes on https are unit-tested
 * (tests/unit/cookies.https.test.ts).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from './fixtures.mjs';
import {
  allowConsole,
  api,
  appPath,
  assertListPath,
  BASE_URL,
  buttonName,
  cspViolationsOf,
  eventually,
  go,
  leaveSignedOut,
  loginForm,
  requestsOf,
  rowOf,
  rowsLoaded,
  signInByApi,
  toasts,
  tokenCookies,
  USERS,
  waitForList,
} from './lib.mjs';

// Short enough for a 32-character name field.
const XSS = '<img src=x onerror=__xss=1>';
const XSS_SCRIPT = '<script>window.__xss=2</script>';

async function adminTokens() {
  const res = await api('POST', '/login', { body: { account: USERS.admin.account, password: USERS.admin.password } });
  return { token: res.headers.get('x-access-token'), second: res.headers.get('access-token') };
}

/** No script ran and no element came out of the planted markup. */
async function assertInert(page, where) {
  assert.equal(await page.evaluate(() => window.__xss), undefined, `${where}: planted script ran`);
  assert.equal(await page.locator('img[src="x"]').count(), 0, `${where}: planted <img> became an element`);
  assert.equal(
    await page.evaluate(() => [...document.scripts].filter((s) => s.textContent.includes('__xss')).length),
    0,
    `${where}: planted <script> became an element`,
  );
}

test.describe('redirect after sign-in never leaves the origin', () => {
  // Forms not in auth.test.mjs, one of each kind: sign in through the form, land on /member of this
  // origin. tests/component/session.test.ts checks safeRedirect against many more forms.
  const attempts = ['/\\/evil.example', '\u3000//evil.example', `//${new URL(BASE_URL).host}@evil.example`];
  test('each attempt lands on /member of the console origin, with no request elsewhere', {
    tag: '@viewer',
  }, async ({ newPage }) => {
    const page = await newPage();
    for (const target of attempts) {
      await leaveSignedOut(page);
      // The raw text goes into the query as given (the form encoding a visitor could type).
      await go(page, `/login?redirect=${encodeURIComponent(target)}`);
      const f = loginForm(page);
      await f.username.fill(USERS.viewer.account);
      await f.password.fill(USERS.viewer.password);
      await f.submit.click();
      await page.getByTestId('header-user').waitFor();
      assert.equal(new URL(page.url()).origin, new URL(BASE_URL).origin, `${target}: left the origin`);
      // The member list as it opens: /member plus the paging ProTable writes, nothing else.
      await waitForList(page, '/member').catch(() => {});
      assertListPath(appPath(page), '/member', {}, `${target}: followed ${appPath(page)}`);
    }
    const foreign = requestsOf(page).filter(
      (r) => !r.url.startsWith(new URL(BASE_URL).origin) && /^https?:/.test(r.url),
    );
    assert.deepEqual(foreign, []);
  });
});

test.describe('HTML in server texts and record fields is shown as text', () => {
  test('an account named with markup: list, detail, edit form, delete confirmation', { tag: '@admin' }, async ({
    newPage,
    defer,
  }) => {
    const tokens = await adminTokens();
    const account = `xss${Date.now().toString(36)}`;
    const created = await api('POST', '/dataAccountInfo/add', {
      ...tokens,
      body: { account, name: XSS, remark: XSS_SCRIPT, isSuperAdmin: 3, status: 1, password: 'Xss@12345' },
    });
    assert.equal(created.json?.statusCode, 200, created.text);
    defer(() => api('POST', '/dataAccountInfo/delete', { ...tokens, body: { ids: [created.json.data.id] } }));

    const page = await newPage();
    await signInByApi(page, 'admin', `/account?account=${account}`);
    const row = rowOf(page, account);
    await row.waitFor();
    assert.ok((await row.textContent()).includes(XSS), 'the name shows as its literal text');
    await assertInert(page, 'list');

    // Detail drawer (ProDescriptions, fresh from /detail).
    await row.getByRole('button', { name: 'Details', exact: true }).click();
    const drawer = page.getByRole('dialog');
    await drawer.waitFor();
    await eventually(async () => assert.ok((await drawer.textContent()).includes(XSS), 'the name shows as text'));
    await assertInert(page, 'detail');
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });

    await row.getByRole('button', { name: 'Edit', exact: true }).click();
    const dialog = page.getByRole('dialog');
    assert.equal(await dialog.getByLabel('Name').inputValue(), XSS);
    await assertInert(page, 'edit form');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // The row's Delete asks in a popover (antd gives its body the tooltip role), naming the account.
    await row.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('tooltip').filter({ has: page.getByRole('button', { name: buttonName('Delete') }) });
    await confirm.waitFor();
    assert.ok((await confirm.textContent()).includes(`Delete "${account}"?`), await confirm.textContent());
    await assertInert(page, 'delete confirmation');
  });

  test('a catalogue row named with markup: list and edit form', { tag: '@admin' }, async ({ newPage, defer }) => {
    const tokens = await adminTokens();
    const name = `${XSS}${Date.now().toString(36).slice(-5)}`;
    const created = await api('POST', '/sysWorry/add', { ...tokens, body: { name, status: 1 } });
    assert.equal(created.json?.statusCode, 200, `could not create a sysWorry row: ${created.text}`);
    defer(() => api('POST', '/sysWorry/delete', { ...tokens, body: { ids: [created.json.data.id] } }));
    const page = await newPage();
    // One page of 100 rows (read from the URL by the list): the new row is on it wherever it sorts.
    await signInByApi(page, 'admin', '/basic-settings/sysWorry?pageSize=100');
    await rowsLoaded(page);
    const row = rowOf(page, name);
    await row.waitFor();
    await assertInert(page, 'catalogue list');
    await row.getByRole('button', { name: 'Edit', exact: true }).click();
    await page.getByRole('dialog').waitFor();
    await assertInert(page, 'catalogue edit form');
  });

  test('server error texts with markup show as text in toasts and notifications', { tag: '@admin' }, async ({
    newPage,
  }) => {
    const page = await newPage();
    allowConsole(page, /Failed to load resource/);
    await signInByApi(page, 'admin', '/member');
    // A business error whose text is markup, then a 500 whose body is markup.
    await page.route('**/dataAccountInfo/page**', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: 1001, errors: XSS }),
      }),
    );
    await go(page, '/account');
    await toasts(page).first().waitFor();
    await eventually(async () =>
      assert.ok((await toasts(page).allTextContents()).join(' ').includes('<img'), 'the markup shows as text'),
    );
    await assertInert(page, 'business error toast');
    await page.unroute('**/dataAccountInfo/page**');
    await page.route('**/dataDevice/page**', (route) =>
      route.fulfill({ status: 500, contentType: 'text/html', body: `<html><body>${XSS}${XSS_SCRIPT}</body></html>` }),
    );
    await go(page, '/device');
    await toasts(page).first().waitFor();
    await page.waitForTimeout(300);
    await assertInert(page, '500 notification');
  });

  test('/exception?message=<script>... shows the text', { tag: '@admin' }, async ({ newPage }) => {
    const page = await signInByApi(
      await newPage(),
      'admin',
      `/exception?code=500&message=${encodeURIComponent(`${XSS_SCRIPT}${XSS}`)}`,
    );
    await page.getByText('window.__xss=2', { exact: false }).first().waitFor();
    await assertInert(page, '/exception');
  });
});

test.describe('CSV export cannot carry formulas', () => {
  test('cells starting with = + - @ get a leading apostrophe', { tag: '@admin' }, async ({ newPage }) => {
    const page = await newPage();
    await signInByApi(page, 'admin', '/training-record');
    await rowsLoaded(page);
    const evil = {
      memberName: '=HYPERLINK("http://evil.example","x")',
      contentName: '+1+1',
      deviceSn: '-2+3',
      feedbackName: '@SUM(A1:A2)',
    };
    // The export's calls (GET /R/page, 2,000 rows a call): three rows, poisoned.
    await page.route('**/dataTrainingRecord/page**', async (route) => {
      if (new URL(route.request().url()).searchParams.get('pageSize') !== '2000') return route.continue();
      const res = await route.fetch();
      const json = await res.json();
      json.data.list = json.data.list.slice(0, 3).map((r) => ({ ...r, ...evil }));
      json.data.total = 3;
      await route.fulfill({ response: res, json });
    });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /Export CSV/ }).click(),
    ]);
    const text = readFileSync(await download.path(), 'utf8');
    const lines = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    assert.equal(lines.length, 4, text);
    for (const line of lines.slice(1)) {
      assert.ok(line.includes(`"'=HYPERLINK(""http://evil.example"",""x"")"`), line);
      assert.ok(line.includes(",'+1+1,"), line);
      assert.ok(line.includes(",'-2+3,"), line);
      assert.ok(line.includes("'@SUM(A1:A2)"), line);
      // No cell of the line starts with a formula character.
      assert.doesNotMatch(line, /(^|,)[=+\-@]/, line);
    }
  });
});

test.describe('tokens', () => {
  test('token cookies are SameSite=Strict, path /, and never in a URL or the console', { tag: '@admin' }, async ({
    newPage,
  }) => {
    const page = await newPage();
    const logged = [];
    page.on('console', (m) => logged.push(m.text()));
    await go(page, '/login?redirect=%2Faccount');
    const f = loginForm(page);
    await f.username.fill(USERS.admin.account);
    await f.password.fill(USERS.admin.password);
    await f.submit.click();
    await page.getByTestId('header-user').waitFor();
    await go(page, '/device');
    await rowsLoaded(page);
    const cookies = await tokenCookies(page);
    for (const name of ['x-access-token', 'access-token']) {
      assert.ok(cookies[name], `${name} set`);
      assert.equal(cookies[name].sameSite, 'Strict', `${name} SameSite`);
      assert.equal(cookies[name].path, '/');
      // http here: Secure is set on https only (tests/unit/cookies.https.test.ts).
    }
    const secrets = Object.values(cookies)
      .map((c) => c.value)
      .filter((v) => v && v.length > 3);
    const urls = [...requestsOf(page).map((r) => r.url), page.url()];
    for (const s of secrets) {
      assert.equal(urls.filter((u) => u.includes(s) || u.includes(encodeURIComponent(s))).length, 0, 'token in a URL');
      assert.equal(logged.filter((l) => l.includes(s)).length, 0, 'token in the console');
      const stored = await page.evaluate(
        () => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }),
      );
      assert.ok(!stored.includes(s), 'token in web storage');
    }
  });
});

test.describe('Content-Security-Policy of the production build', () => {
  test('index.html carries the policy: own origin (+ API base) only, no inline script', async () => {
    const html = await (await fetch(`${BASE_URL}/login`, { headers: { accept: 'text/html' } })).text();
    const meta = /<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"]+)"/i.exec(html);
    assert.ok(meta, 'no CSP meta in index.html');
    const policy = Object.fromEntries(
      meta[1]
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([k, ...v]) => [k, v]),
    );
    assert.deepEqual(policy['default-src'], ["'self'"]);
    assert.deepEqual(policy['script-src'], ["'self'"]);
    assert.deepEqual(policy['object-src'], ["'none'"]);
    assert.equal(policy['connect-src'][0], "'self'");
    for (const [k, v] of Object.entries(policy))
      for (const src of v)
        assert.ok(
          /^'(self|none|unsafe-inline)'$|^data:$/.test(src) || (k === 'connect-src' && /^https?:\/\/[^/]+$/.test(src)),
          `${k} allows ${src}`,
        );
    assert.ok(!policy['style-src'].includes("'unsafe-eval'") && !policy['script-src'].includes("'unsafe-inline'"));
    // No inline script the policy would block.
    assert.equal([...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>/g)].length, 0, 'inline <script> in index.html');
  });

  // Each page in both languages is checked against this policy by the page walk (a11y.test.mjs),
  // and every browser test fails on a violation (lib.mjs openPage): this shows that the check sees one.
  test('a violation is caught: an inline script added to a page is refused and reported', { tag: '@admin' }, async ({
    adminPage: page,
  }) => {
    allowConsole(page, /violates the following Content Security Policy directive/);
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__ran = true';
      document.body.append(script);
    });
    await eventually(() => assert.equal(cspViolationsOf(page).length, 1));
    assert.match(cspViolationsOf(page)[0], /^script-src/);
    assert.equal(await page.evaluate(() => window.__ran), undefined, 'the inline script did not run');
    cspViolationsOf(page).splice(0);
  });
});
