/**
 * Shell pages: redirects, 404, /exception, and the
 * error boundary behind "Trigger Error".
 */
import assert from 'node:assert/strict';
import { test } from './fixtures.mjs';
import {
  allowConsole,
  api,
  appPath,
  BASE_URL,
  clickMenu,
  eventually,
  expectMenu,
  expectSelectedInView,
  go,
  leaveSignedOut,
  loginPathFor,
  MENU,
  MENU_KEYS,
  mainArea,
  menuEntry,
  requestsOf,
  responsesOf,
  resultBlock,
  rowsLoaded,
  screenshot,
  selectedMenuEntry,
  sideMenu,
  signIn,
  signInByApi,
  TEXT,
  textOf,
  waitForList,
  waitForPath,
} from './lib.mjs';

const escapeRe = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The console's error boundary: an alert with its heading, in place of the page in the shell. */
const boundary = (page, locale) =>
  page.getByRole('alert').filter({ has: page.getByRole('heading', { name: TEXT[locale].boundary }) });

test.describe('redirects', () => {
  for (const path of ['/', '/index.html']) {
    test(`${path} -> /member (signed in)`, { tag: '@viewer' }, async ({ newPage }) => {
      const page = await newPage();
      await signInByApi(page, 'viewer', '/trigger-error');
      await go(page, path);
      await waitForList(page, '/member');
      await page.getByTestId('header-user').waitFor();
    });
  }

  test('/ when not signed in -> /login (redirect / or /member), then /member', { tag: '@viewer' }, async ({
    newPage,
  }) => {
    const page = await newPage();
    await go(page, '/');
    // Either is right: the session check may run before or after the router's own redirect.
    await waitForPath(page, new RegExp(`^(${escapeRe(loginPathFor('/'))}|${escapeRe(loginPathFor('/member'))})$`));
    await signIn(page, 'viewer');
    await waitForList(page, '/member');
  });
});

test.describe("the server's answers", () => {
  test('an API path it does not have gets a JSON 404; navigations get the console, files their bytes', async () => {
    for (const [method, path] of [
      ['POST', '/auditLog/delete'],
      ['GET', '/nope'],
      ['GET', '/dataMember/nope'],
    ]) {
      const res = await api(method, path, method === 'POST' ? { body: { id: 1 } } : {});
      assert.deepEqual([method, path, res.status], [method, path, 404]);
      assert.match(res.headers.get('content-type') ?? '', /^application\/json/);
      assert.equal(res.json?.statusCode, 404);
    }
    // Known calls are untouched: a sign-in answers, a list without a token is refused.
    assert.equal(
      (await api('POST', '/login', { body: { account: 'admin', password: 'Admin@123' } })).json?.statusCode,
      200,
    );
    assert.equal((await api('GET', '/dataMember/page')).status, 401);
    // (A dot in the last segment is no file unless nginx's file rule names its extension.)
    for (const path of [
      '/member',
      '/member/profile/3',
      '/account/settings',
      '/nope',
      '/member/profile/3.0',
      '/a.html',
    ]) {
      const res = await fetch(`${BASE_URL}${path}`, {
        headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
      });
      assert.deepEqual([path, res.status], [path, 200]);
      assert.match(await res.text(), /<div id="root">/, `${path}: the console's page`);
    }
    const missing = await fetch(`${BASE_URL}/nope/file.txt`, { headers: { accept: 'text/html,*/*;q=0.8' } });
    assert.equal(missing.status, 404, 'a missing file is a 404, never the page');
    const cover = await fetch(`${BASE_URL}/media/animate/cover/owl.svg`);
    assert.deepEqual([cover.status, cover.headers.get('content-type')], [200, 'image/svg+xml']);
  });
});

test.describe('a page whose code is on its way', () => {
  test('shows a loading bar in its place, then the page', { tag: '@admin' }, async ({ newPage }) => {
    const page = await newPage();
    await signInByApi(page, 'admin', '/home');
    // The code of the pages not yet opened comes slowly.
    await page.route(/\.async\.js$/, async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await page.reload();
    const bar = page.locator('.route-loading');
    await bar.waitFor({ state: 'visible' });
    assert.equal(await bar.getAttribute('aria-busy'), 'true');
    await page.getByTestId('header-user').waitFor();
    await bar.waitFor({ state: 'detached' });
  });
});

test.describe('not found', () => {
  /** The window's title on the not-found page. */
  const NOT_FOUND_TITLE = { 'en-US': 'Page Not Found - User Management System', 'zh-CN': '页面不存在 - 用户管理系统' };
  for (const [locale, paths] of [
    ['en-US', ['/no-such-page', '/member/no/such/page', '/basic-settings/no-such-catalogue']],
    ['zh-CN', ['/no-such-page']],
  ]) {
    test(`unknown paths show the 404 page in the shell (${locale})`, { tag: '@admin' }, async ({ newPage }) => {
      const page = await newPage({ locale });
      await signInByApi(page, 'admin');
      for (const path of paths) {
        await go(page, path);
        const result = resultBlock(page, 404);
        await result.waitFor({ state: 'visible' });
        assert.ok((await textOf(result)).includes(TEXT[locale].notFound), `${path}: 404 text`);
        await mainArea(page).getByRole('heading', { level: 1, name: '404', exact: true }).waitFor();
        assert.equal(appPath(page), path, 'the URL stays what was typed');
        await eventually(async () => assert.equal(await page.title(), NOT_FOUND_TITLE[locale]));
        await expectMenu(page, 'admin', locale);
      }
      // On to a page of the console: headed by its menu title alone, and the window titled by it again.
      const heading = MENU[locale]['training-record'];
      await clickMenu(page, heading);
      await mainArea(page).getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
      await eventually(async () => assert.equal(await page.title(), `${heading} - ${TEXT[locale].title}`));
    });
  }

  test('on a short window (200 % zoom of 1,440 × 900) the 404 and 403 pages show code, text and way home on the first screen', {
    tag: '@operator',
  }, async ({ newPage }) => {
    const page = await newPage({ locale: 'en-US' });
    await signInByApi(page, 'operator');
    for (const [size, full] of [
      [{ width: 720, height: 450 }, false],
      [{ width: 1440, height: 900 }, true],
    ]) {
      await page.setViewportSize(size);
      for (const [path, status] of [
        ['/no-such-page', 404],
        ['/account', 403],
      ]) {
        await go(page, path);
        const result = resultBlock(page, status);
        await result.waitFor({ state: 'visible' });
        const bottom = await result
          .getByRole('button', { name: 'Back to home' })
          .evaluate((b) => b.getBoundingClientRect().bottom);
        assert.ok(bottom <= size.height, `${path} at ${size.width}×${size.height}: the button ends at ${bottom} px`);
        const picture = await result.locator('svg.app-result-picture').boundingBox();
        // Full size where it fits, as antd draws it.
        if (full) assert.ok(Math.abs(picture.height - 294) < 1, `picture ${picture.height} px high`);
        else assert.ok(picture.height < 160, `picture ${picture.height} px high`);
      }
    }
    await screenshot(page, 'not-found-1440x900-en-US');
  });

  test("a path typed in another letter case opens its page under the route's own spelling, for what the level may open", {
    tag: '@operator',
  }, async ({ newPage }) => {
    const page = await newPage({ locale: 'en-US' });
    await signInByApi(page, 'operator', '/member');
    await go(page, '/MEMBER?current=2');
    await waitForPath(page, /^\/member\?current=2(&|$)/);
    await rowsLoaded(page);
    await eventually(async () => assert.equal(await page.title(), `Member - ${TEXT['en-US'].title}`));
    assert.deepEqual(
      (await selectedMenuEntry(page).allTextContents()).map((s) => s.trim()),
      ['Member'],
    );
    // A page the level may not open is forbidden under either spelling, and titled so.
    await go(page, '/ACCOUNT');
    await waitForPath(page, '/account');
    await resultBlock(page, 403).waitFor();
    await eventually(async () => assert.equal(await page.title(), `Access Denied - ${TEXT['en-US'].title}`));
    // A sign-in asked to lead there gives the first page instead, as for /account.
    await leaveSignedOut(page);
    await go(page, `/login?redirect=${encodeURIComponent('/ACCOUNT')}`);
    await signIn(page, 'operator');
    await waitForList(page, '/member');
  });
});

test.describe('/exception', () => {
  test('shows code and message from the query', { tag: '@operator' }, async ({ newPage }) => {
    const page = await newPage();
    await signInByApi(page, 'operator', '/exception?code=E1&message=hello');
    const result = resultBlock(page);
    await result.waitFor();
    const text = await textOf(result);
    assert.match(text, /\bE1\b/, 'code shown');
    await page.getByRole('heading', { level: 1, name: /\bE1\b/ }).waitFor();
    assert.match(text, /\bhello\b/, 'message shown');
  });

  test('403, 404 and 500 get their own picture and text; any other code the generic one', { tag: '@operator' }, async ({
    newPage,
  }) => {
    const page = await newPage({ locale: 'en-US' });
    await signInByApi(page, 'operator', '/exception?code=500&message=db%20down');
    const result = resultBlock(page);
    for (const [code, kind, says] of [
      ['403', 'app-result-403', TEXT['en-US'].forbidden],
      ['404', 'app-result-404', 'does not exist'],
      ['500', 'app-result-500', 'went wrong on the server'],
      ['abc', 'ant-result-warning', 'db down'],
    ]) {
      await go(page, `/exception?${new URLSearchParams({ code, message: 'db down' })}`);
      await result.waitFor();
      assert.match(await result.getAttribute('class'), new RegExp(kind), `picture of ${code}`);
      const text = await textOf(result);
      assert.ok(text.includes(`Error ${code}`) && text.includes(says) && text.includes('db down'), text);
    }
  });

  test('a message containing HTML is shown as text, never as markup; a code that is none is left out', {
    tag: '@operator',
  }, async ({ newPage }) => {
    const page = await newPage();
    await signIn(page, 'operator');
    const message = '<img src=x onerror=alert(1)><script>alert(2)</script>';
    const code = '<b id="injected">E2</b>';
    await go(page, `/exception?${new URLSearchParams({ code, message })}`);
    const result = resultBlock(page);
    await result.waitFor();
    const text = await textOf(result);
    assert.ok(text.includes('<img src=x onerror=alert(1)>'), `message shown as text: ${text}`);
    // No error code looks like that: the heading says "Error" alone (src/pages/Exception).
    assert.ok(!text.includes('injected') && text.includes('Error'), `code left out: ${text}`);
    assert.equal(await page.locator('img[src="x"], #injected').count(), 0, 'no element created from the query');
    assert.equal(await mainArea(page).locator('script').count(), 0);
    await page.waitForTimeout(300);
    assert.deepEqual(
      requestsOf(page).filter((r) => new URL(r.url).pathname === '/x'),
      [],
      'the browser never tried to load the injected image',
    );
    // A dialog from alert() would be reported by newPage() and fail the test.
  });
});

test.describe('error boundary', () => {
  for (const locale of ['en-US', 'zh-CN']) {
    test(`Trigger Error: the boundary shows, the menu still works, and the page recovers (${locale})`, {
      tag: '@admin',
    }, async ({ newPage }) => {
      const page = await newPage({ locale });
      // The deliberate render error is logged by React and by the boundary: expected here only.
      allowConsole(page, /Deliberate error|来自“触发错误”页面的演示错误|ErrorBoundary/);
      await signIn(page, 'admin');
      await clickMenu(page, MENU[locale]['trigger-error']);
      await waitForPath(page, '/trigger-error');
      const button = page.getByRole('button', { name: new RegExp(TEXT[locale].throwError.split('').join('\\s*')) });
      await button.click();
      await boundary(page, locale).waitFor();
      assert.equal(await button.count(), 0, 'the boundary takes the place of the page');
      // The shell survived.
      await page.getByTestId('header-user').waitFor();
      await expectMenu(page, 'admin', locale);

      // The menu still navigates...
      await clickMenu(page, MENU[locale].device);
      await waitForList(page, '/device');
      await mainArea(page).locator('.app-page').first().waitFor();
      await rowsLoaded(page);
      assert.equal(await page.getByText(TEXT[locale].boundary).count(), 0, 'boundary cleared on navigation');

      // ...and coming back gives a working page again.
      await clickMenu(page, MENU[locale]['trigger-error']);
      await waitForPath(page, '/trigger-error');
      await button.waitFor();
      assert.equal(await page.getByText(TEXT[locale].boundary).count(), 0);
    });
  }
});

test.describe('side menu', () => {
  test('long labels wrap in the sidebar instead of being cut, and every label has its whole name on hover', {
    tag: '@admin',
  }, async ({ newPage }) => {
    const page = await newPage({ locale: 'en-US' });
    await signInByApi(page, 'admin', '/member');
    await waitForList(page, '/member');
    const menu = sideMenu(page);
    // A settings page's label is wider than the 200 px sidebar.
    const long = 'Neuro Training Feedback Auto Rule';
    await menuEntry(page, MENU['en-US']['basic-settings']).click();
    const entry = menu.getByRole('menuitem').filter({ hasText: long });
    await entry.waitFor();
    const cut = (li) => [...li.querySelectorAll('*')].some((el) => el.scrollWidth > el.clientWidth + 1);
    assert.ok(!(await entry.evaluate(cut)), 'the label is not cut');
    assert.ok((await entry.evaluate((li) => li.getBoundingClientRect().height)) > 40, 'the label takes more lines');
    assert.equal(await entry.locator(`[title="${long}"]`).count(), 1, 'its whole name on hover');
    // No entry of the open menu is cut, and each carries its whole name.
    for (const item of await menu.locator('li.ant-menu-item, .ant-menu-submenu-title').all()) {
      if (!(await item.isVisible())) continue;
      const text = await textOf(item);
      assert.ok(!(await item.evaluate(cut)), `"${text}" is not cut`);
      assert.equal(await item.locator('[title]').first().getAttribute('title'), text);
    }
    await screenshot(page, 'side-menu-wrapped-en-US');
  });

  test('exactly one entry is highlighted, the right one, and none on the user-menu pages', { tag: '@admin' }, async ({
    newPage,
  }) => {
    const page = await newPage({ locale: 'en-US' });
    await signInByApi(page, 'admin', '/member/member-score');
    const selected = selectedMenuEntry(page);
    for (const [path, label] of [
      ['/member/member-score', 'Member Score'],
      ['/member', 'Member'],
      ['/account', MENU['en-US'].account],
      ['/account/center', undefined],
      ['/account/settings', undefined],
    ]) {
      await go(page, path);
      await page.getByTestId('header-user').waitFor();
      await eventually(async () => {
        const texts = (await selected.allTextContents()).map((s) => s.trim());
        assert.deepEqual(texts, label ? [label] : [], `highlighted on ${path}`);
      });
    }
  });

  test("a header menu's entry clicked as soon as the pointer reaches it closes the menu, and it stays closed", {
    tag: '@operator',
  }, async ({ newPage }) => {
    // With antd's animations on: the menu closing under the pointer is what reopened it.
    const page = await newPage({ locale: 'en-US', reducedMotion: 'no-preference' });
    await signInByApi(page, 'operator', '/member');
    await waitForList(page, '/member');
    // Each entry twice: the second time it is the page or language already in use, so nothing but
    // the menu itself would close it again. Playwright clicks within antd's 0.15 s hover delay of
    // the pointer entering the menu, as a quick hand does.
    for (const [button, entry] of [
      ['user-menu', 'Account Center'],
      ['user-menu', 'Account Center'],
      ['lang-menu', 'English'],
      ['lang-menu', 'English'],
    ]) {
      const trigger = page.getByTestId(button);
      const item = page.getByRole(button === 'lang-menu' ? 'menuitemradio' : 'menuitem', { name: new RegExp(entry) });
      await trigger.hover();
      await item.click();
      await item.waitFor({ state: 'hidden' });
      await page.waitForTimeout(500);
      assert.equal(await item.isVisible(), false, `${entry}: the menu did not open again`);
      assert.equal(await trigger.getAttribute('aria-expanded'), 'false', `${button}: says it is closed`);
    }
    assert.equal(appPath(page), '/account/center');
  });

  test("the highlighted entry is in the sidebar's view on a short screen: opened by its URL, and after Back", {
    tag: '@admin',
  }, async ({ newPage }) => {
    const page = await newPage({ locale: 'en-US', viewport: { width: 1366, height: 768 } });
    const deep = '/basic-settings/neurotraining-feedback-auto-rule';
    await signInByApi(page, 'admin', deep);
    await rowsLoaded(page);
    await expectSelectedInView(page, 'Neuro Training Feedback Auto Rule');
    await screenshot(page, 'pages-menu-deep-1366x768-en-US');
    await go(page, '/member');
    await rowsLoaded(page);
    await expectSelectedInView(page, 'Member');
    await page.goBack();
    await rowsLoaded(page);
    await expectSelectedInView(page, 'Neuro Training Feedback Auto Rule');
  });

  test('a collapsed sidebar names each icon by its entry, shows it in a tooltip, and opens its settings group within reach on a short screen', {
    tag: '@admin',
  }, async ({ newPage }) => {
    const page = await newPage({ locale: 'en-US', viewport: { width: 900, height: 700 } });
    await signInByApi(page, 'admin', '/member');
    await rowsLoaded(page);
    // Below 992 px the sidebar starts collapsed, its groups opening as pop-ups.
    await page.getByRole('button', { name: 'Expand the menu', exact: true }).waitFor();
    // Each icon is named by its entry's label (it was the icon's own name: "team", "setting").
    for (const key of MENU_KEYS.admin) await menuEntry(page, MENU['en-US'][key]).waitFor();
    // And shows its label in a tooltip, on hover and on keyboard focus (before, no label showed).
    const tip = (label) => page.getByRole('tooltip').filter({ hasText: new RegExp(`^${label}$`) });
    await menuEntry(page, 'Training Record').hover();
    await tip('Training Record').waitFor();
    await screenshot(page, 'pages-menu-collapsed-tooltip-900x700-en-US');
    await page.mouse.move(600, 650);
    await tip('Training Record').waitFor({ state: 'hidden' });
    await page.getByRole('link', { name: 'Audit Log', exact: true }).focus();
    await tip('Audit Log').waitFor();
    await menuEntry(page, MENU['en-US']['basic-settings']).hover();
    const last = page.getByRole('menuitem', { name: 'Neuro Training Feedback Auto Rule', exact: true });
    await last.waitFor();
    // The group's list (antd caps it at the screen's height less 100 px, scrolling within) opened
    // beside the icon, 323 px down, and ran 223 px past the bottom: its last entries could not be
    // scrolled onto the screen.
    const list = await page.getByRole('menu').filter({ has: last }).boundingBox();
    assert.ok(list.y >= 0 && list.y + list.height <= 700 + 1, `the group's list at ${list.y}-${list.y + list.height}`);
    await last.scrollIntoViewIfNeeded();
    await last.click();
    // (The list writes its paging into the URL once its first frame is painted: the path is what counts.)
    await page.waitForURL(/\/basic-settings\/neurotraining-feedback-auto-rule(\?|$)/);
  });

  test('the pointer resting on an entry fetches its page and first rows; the click then asks for none', {
    tag: '@admin',
  }, async ({ adminPage: page }) => {
    await rowsLoaded(page);
    const asked = (re) => requestsOf(page).filter((r) => re.test(new URL(r.url).pathname));
    const PAGE_CALL = /^\/dataTrainingRecord\/page$/;
    const PAGE_CODE = /\/p__TrainingRecord__index\.[^/]*\.js$/;
    assert.equal(asked(PAGE_CALL).length, 0);
    await menuEntry(page, MENU['en-US']['training-record']).hover();
    await eventually(() => {
      assert.equal(asked(PAGE_CODE).length, 1, "the page's code");
      assert.equal(asked(PAGE_CALL).length, 1, 'its first page of rows');
      assert.ok(
        responsesOf(page).some((r) => PAGE_CALL.test(new URL(r.url).pathname)),
        'answered',
      );
    });
    await clickMenu(page, MENU['en-US']['training-record']);
    await waitForList(page, '/training-record');
    await rowsLoaded(page);
    assert.equal(asked(PAGE_CALL).length, 1, 'the rows came from the prefetch');
    assert.equal(asked(PAGE_CODE).length, 1);
  });
});
