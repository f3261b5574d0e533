/**
 * Access by level (docs/product-rules.md, access levels): a typed URL of a page the level may not open
 * shows the translated 403 result instead of the page; admin opens the same pages.
 */
import assert from 'node:assert/strict';
import { test } from './fixtures.mjs';
import {
  api,
  appPath,
  buttonName,
  chunks,
  eventually,
  expectMenu,
  MENU,
  mainArea,
  requestsOf,
  resultBlock,
  screenshot,
  selectedMenuEntry,
  signInByApi,
  TEXT,
  textOf,
  USERS,
  waitForList,
  walkAs,
} from './lib.mjs';

/** Pages with a pageId (1, 2, 3): only level 1 may open them. */
const GUARDED = [
  { path: '/account', title: MENU['en-US'].account, api: '/dataAccountInfo/' },
  { path: '/account?current=2', title: MENU['en-US'].account, api: '/dataAccountInfo/' },
  { path: '/training-record', title: MENU['en-US']['training-record'] },
  { path: '/audit-log', title: MENU['en-US']['audit-log'], api: '/auditLog/' },
  { path: '/device', title: MENU['en-US'].device },
  { path: '/basic-settings/sysWorry', title: 'Worry Management' },
  { path: '/basic-settings/music', title: 'Music' },
  { path: '/basic-settings/cognitive/training-rule2', title: 'Cognitive Training Rule 2' },
  { path: '/api-docs', title: MENU['en-US']['api-docs'] },
];

/** The 403 result is shown in the layout, and nothing of the page itself. */
async function expectForbidden(page, locale, path, api) {
  const result = resultBlock(page, 403);
  await result.waitFor({ state: 'visible' });
  const text = await textOf(mainArea(page));
  assert.ok(text.includes(TEXT[locale].forbidden), `${path}: 403 text missing, content was: ${text}`);
  assert.equal(await mainArea(page).locator('.app-page').count(), 0, `${path}: page container shown`);
  assert.equal(await mainArea(page).locator('table, form').count(), 0, `${path}: page table/form shown`);
  if (api) {
    const calls = requestsOf(page).filter((r) => r.url.includes(api));
    assert.deepEqual(calls, [], `${path}: the forbidden page still called its API`);
  }
  // The shell stays: header and menu.
  await page.getByTestId('header-user').waitFor();
  await mainArea(page).getByRole('heading', { level: 1, name: '403', exact: true }).waitFor();
  // The window says what the page does.
  await eventually(async () => assert.equal(await page.title(), `${FORBIDDEN_TITLE[locale]} - ${TEXT[locale].title}`));
}

/** The window's title on the 403 page, before the console's. */
const FORBIDDEN_TITLE = { 'en-US': 'Access Denied', 'zh-CN': '无权访问' };

test.describe('typed URL of a forbidden page', () => {
  const runs = chunks(GUARDED, 3);
  for (const who of ['operator', 'viewer']) {
    runs.forEach((run, i) => {
      test(`${who}: every pageId page shows 403, not its content (en-US, ${i + 1}/${runs.length})`, {
        tag: `@${who}`,
      }, async ({ newPage }) => {
        const page = await newPage();
        const apis = new Map(run.map((g) => [g.path, g.api]));
        await walkAs(page, who, [...apis.keys()], async (path) => {
          await expectForbidden(page, 'en-US', path, apis.get(path));
          assert.equal(appPath(page), path, 'the URL stays what was typed');
        });
      });
    });
  }

  test('operator: /basic-settings (the bare group path) does not open a settings page', { tag: '@operator' }, async ({
    newPage,
  }) => {
    const page = await newPage();
    await signInByApi(page, 'operator', '/basic-settings');
    await expectForbidden(page, 'en-US', '/basic-settings');
  });

  test('viewer: the 403 page is translated (zh-CN)', { tag: '@viewer' }, async ({ newPage }) => {
    const page = await newPage({ locale: 'zh-CN' });
    await signInByApi(page, 'viewer', '/device');
    await expectForbidden(page, 'zh-CN', '/device');
  });

  test('operator: a client-side navigation to a forbidden page also shows 403', { tag: '@operator' }, async ({
    newPage,
  }) => {
    const page = await newPage();
    await signInByApi(page, 'operator');
    // No menu entry leads there; the app's own history does (e.g. a link in a later page).
    await page.evaluate(() => {
      window.history.pushState({}, '', '/account');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expectForbidden(page, 'en-US', '/account (pushState)', '/dataAccountInfo/');
  });

  runs.forEach((run, i) => {
    test(`admin opens every one of those pages (${i + 1}/${runs.length})`, { tag: '@admin' }, async ({ newPage }) => {
      const page = await newPage();
      const titles = new Map(run.map((g) => [g.path, g.title]));
      await walkAs(page, 'admin', [...titles.keys()], async (path) => {
        await mainArea(page).locator('.app-page').first().waitFor();
        assert.equal(await resultBlock(page).count(), 0, `${path}: a 403, 404 or other result`);
        // The menu marks the page as the current one.
        const selected = selectedMenuEntry(page);
        await selected.first().waitFor();
        assert.equal(
          (await selected.first().textContent()).replace(/\s+/g, ' ').trim(),
          titles.get(path),
          `${path}: selected menu entry`,
        );
        // The window is titled as the page is headed (a settings catalogue: in the clinic's words, not the menu's).
        const heading = (await mainArea(page).getByRole('heading', { level: 1 }).first().textContent()).trim();
        await eventually(async () => assert.equal(await page.title(), `${heading} - ${TEXT['en-US'].title}`));
      });
    });
  });

  test('admin: /basic-settings redirects to /basic-settings/sysWorry', { tag: '@admin' }, async ({ newPage }) => {
    const page = await newPage();
    await signInByApi(page, 'admin', '/basic-settings');
    // The first catalogue's list, with the paging ProTable writes into its URL.
    await waitForList(page, '/basic-settings/sysWorry');
    await mainArea(page).locator('.app-page').first().waitFor();
    assert.equal(await resultBlock(page).count(), 0);
  });
});

test.describe('a level lowered mid-session', () => {
  test('the next refused call takes the new level: its menu and buttons, the first page for one it may not open, and a notice', {
    tag: '@admin',
  }, async ({ newPage, defer }) => {
    const account = `lvl${Date.now().toString(36)}`;
    const password = 'Level2026';
    const res = await api('POST', '/login', { body: { account: 'admin', password: USERS.admin.password } });
    const admin = { token: res.headers.get('x-access-token'), second: res.headers.get('access-token') };
    const added = await api('POST', '/dataAccountInfo/add', {
      ...admin,
      body: { account, name: 'Level test', isSuperAdmin: 1, password, email: `${account}@example.com` },
    });
    const id = added.json.data.id;
    defer(() => api('POST', '/dataAccountInfo/delete', { ...admin, body: { id } }));
    const page = await newPage({ locale: 'en-US', allowConsole: [/status of 403/] });
    await signInByApi(page, { account, password }, '/account');
    await waitForList(page, '/account');
    await expectMenu(page, 'admin');
    // Another level-1 account makes it a viewer; its next write is refused.
    assert.equal(
      (await api('POST', '/dataAccountInfo/edit', { ...admin, body: { id, isSuperAdmin: 3 } })).json.statusCode,
      200,
    );
    // By keyboard: at 1,280 px the status column starts under the pinned Actions column, and a
    // click right after Playwright scrolled the table to it was sometimes lost (1 run in 6).
    const status = page.getByRole('row').filter({ hasText: 'viewer@example.com' }).getByRole('switch');
    await status.focus();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: buttonName('Confirm') }).click();
    await page.getByText('Your access level has changed').waitFor();
    await waitForList(page, '/member');
    await expectMenu(page, 'viewer');
    await screenshot(page, 'access-level-lowered-en-US');
  });
});
