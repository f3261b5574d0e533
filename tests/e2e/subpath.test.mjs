/**
 * The console built for a sub-path (BASE_PATH=/console/): sign-in, deep-link
 * reload, navigation, and every asset served from under the sub-path.
 * global-setup.mjs builds dist-console/ and serves it; its address comes in E2E_CONSOLE_URL.
 */
import assert from 'node:assert/strict';
import { test } from './fixtures.mjs';
import {
  appPath,
  assertListPath,
  CONSOLE_URL,
  clickMenu,
  expectMenu,
  go,
  MENU,
  mainArea,
  responsesOf,
  resultBlock,
  rowsLoaded,
  signIn,
  signInByApi,
  waitForList,
  waitForListAtRest,
  waitForPath,
} from './lib.mjs';

test.describe('sub-path build under /console/', () => {
  // Pointed at one running server (E2E_BASE_URL without E2E_CONSOLE_URL): nothing to test here.
  test.skip(!CONSOLE_URL, 'E2E_CONSOLE_URL is not set: no sub-path build to test');
  test.beforeAll(() => {
    assert.match(
      new URL(CONSOLE_URL).pathname,
      /^\/console$/,
      `E2E_CONSOLE_URL should end in /console: ${CONSOLE_URL}`,
    );
  });

  /** Every response for the page's own assets came from under /console/ and succeeded. */
  function expectAssetsUnderBase(page) {
    const origin = new URL(CONSOLE_URL).origin;
    const assets = responsesOf(page).filter(
      (r) => r.url.startsWith(origin) && /\.(js|css|svg|png|ico)(\?|$)/.test(r.url),
    );
    assert.ok(assets.length > 0, 'assets were loaded');
    for (const r of assets) {
      assert.ok(new URL(r.url).pathname.startsWith('/console/'), `asset outside /console/: ${r.url}`);
      assert.ok(r.status < 400, `asset failed: ${r.status} ${r.url}`);
    }
  }

  test('sign-in from /console/ lands on /console/member; reload of the deep link keeps the shell', {
    tag: '@admin',
  }, async ({ newPage }) => {
    const page = await newPage();
    await go(page, '/');
    // The redirect may name the target with or without the base path; where it lands is what counts.
    await waitForPath(page, /^\/login\?redirect=(%2Fconsole)?%2F(member)?$/);
    assert.equal(new URL(page.url()).pathname, '/console/login');
    await signIn(page, 'admin');
    await waitForList(page, '/member');
    assert.equal(new URL(page.url()).pathname, '/console/member');
    await expectMenu(page, 'admin', 'en-US');

    await page.reload();
    await page.getByTestId('header-user').waitFor();
    assert.equal(new URL(page.url()).pathname, '/console/member');
    await expectMenu(page, 'admin', 'en-US');

    // The logo comes from the sub-path too.
    const logo = page.locator('header img').first();
    await logo.waitFor();
    assert.match(await logo.getAttribute('src'), /^\/console\/logo2\.svg$/);
    // Beside the console's name it says nothing of its own (ProLayout's default alt is "logo").
    assert.equal(await logo.getAttribute('alt'), '');
    assert.ok(await logo.evaluate((img) => img.complete && img.naturalWidth > 0), 'logo loaded');
    expectAssetsUnderBase(page);
  });

  test('opening /console/login itself and signing in lands on /console/member', { tag: '@viewer' }, async ({
    newPage,
  }) => {
    const page = await newPage();
    await go(page, '/login');
    await signIn(page, 'viewer');
    await waitForList(page, '/member');
    assert.equal(new URL(page.url()).pathname, '/console/member');
    await expectMenu(page, 'viewer', 'en-US');
  });

  test('menu navigation and a deep-link reload of a nested page stay under /console/', { tag: '@admin' }, async ({
    newPage,
  }) => {
    const page = await newPage();
    await signInByApi(page, 'admin', '/member');
    await clickMenu(page, MENU['en-US']['trigger-error']);
    await waitForPath(page, '/trigger-error');
    assert.equal(new URL(page.url()).pathname, '/console/trigger-error');
    await clickMenu(page, 'Music', MENU['en-US']['basic-settings']);
    await waitForList(page, '/basic-settings/music');
    assert.equal(new URL(page.url()).pathname, '/console/basic-settings/music');
    await page.reload();
    await page.getByTestId('header-user').waitFor();
    await mainArea(page).locator('.app-page').first().waitFor();
    assert.equal(await resultBlock(page).count(), 0, 'no 403/404 after reload');
    await rowsLoaded(page);
    // The list reads its URL again: same page, same paging.
    assertListPath(appPath(page), '/basic-settings/music');
    expectAssetsUnderBase(page);
  });

  test('not signed in: a deep link goes to /console/login with the redirect and comes back', { tag: '@admin' }, async ({
    newPage,
  }) => {
    const page = await newPage();
    await go(page, '/training-record?current=2');
    await waitForPath(page, /^\/login\?redirect=/);
    assert.equal(new URL(page.url()).pathname, '/console/login');
    const redirect = new URL(page.url()).searchParams.get('redirect');
    assert.ok(
      ['/training-record?current=2', '/console/training-record?current=2'].includes(redirect),
      `redirect=${redirect}`,
    );
    await signIn(page, 'admin');
    // Back on page 2 (ProTable adds the page size it uses), a page the list has.
    await waitForListAtRest(page, '/training-record', { current: '2' });
    assert.equal(new URL(page.url()).pathname, '/console/training-record');
  });

  test('logout under /console/ comes back to the same page after signing in again', { tag: '@viewer' }, async ({
    newPage,
  }) => {
    const page = await newPage();
    await signInByApi(page, 'viewer', '/trigger-error?x=1');
    await page.getByTestId('header-user').waitFor();
    await page.getByTestId('user-menu').hover();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await waitForPath(page, /^\/login\?redirect=/);
    assert.equal(new URL(page.url()).pathname, '/console/login');
    await signIn(page, 'viewer');
    await waitForPath(page, '/trigger-error?x=1');
    assert.equal(new URL(page.url()).pathname, '/console/trigger-error');
  });

  test('operator under /console/: forbidden page shows 403; /console/index.html goes to /member', {
    tag: '@operator',
  }, async ({ operatorPage: page }) => {
    await expectMenu(page, 'operator', 'en-US');
    await go(page, '/device');
    await resultBlock(page, 403).waitFor();
    await go(page, '/index.html');
    await waitForList(page, '/member');
    assert.equal(new URL(page.url()).pathname, '/console/member');
  });
});
