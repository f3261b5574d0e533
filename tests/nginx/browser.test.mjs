/**
 * The console in Chromium through nginx (deploy/nginx.conf and deploy/nginx-subpath.conf):
 * sign-in, the list pages, reloads of deep links, and the header policy on every page.
 * global-setup.mjs points the e2e helpers (E2E_BASE_URL, E2E_CONSOLE_URL) at nginx.
 */
import assert from 'node:assert/strict';
import { test } from '../e2e/fixtures.mjs';
import {
  CONSOLE_URL,
  chunks,
  go,
  rowsLoaded,
  rowsOf,
  runTitle,
  screenshot,
  signIn,
  signInByApi,
  waitForList,
} from '../e2e/lib.mjs';
import { SIGNED_IN_ROUTES } from '../e2e/quality.mjs';

const LIST_PAGES = ['/member', '/training-record', '/account', '/device', '/basic-settings/sysWorry'];

/** Records every Content-Security-Policy violation of the page, from its first script on. */
async function watchCsp(page) {
  await page.addInitScript(() => {
    window.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      window.__csp.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  const violations = [];
  return {
    violations,
    async collect(where) {
      const v = await page.evaluate(() => window.__csp.splice(0));
      if (v.length) violations.push(`${where}: ${v.join(' | ')}`);
    },
  };
}

/** The document's response carries nginx's policy (with frame-ancestors) and the other headers. */
function assertDocumentHeaders(response, where) {
  assert.ok(response, `${where}: no document response`);
  const headers = response.headers();
  assert.match(headers['content-security-policy'] ?? '', /frame-ancestors 'none'/, `${where}: CSP header`);
  assert.equal(headers['x-content-type-options'], 'nosniff', where);
  assert.ok(headers['referrer-policy'], `${where}: Referrer-Policy`);
  assert.equal(headers['cache-control'], 'no-cache', `${where}: index.html Cache-Control`);
}

test.describe('the console through deploy/nginx.conf', () => {
  test('admin signs in with the form and every list page shows rows', { tag: '@admin' }, async ({ newPage }) => {
    const page = await newPage();
    const csp = await watchCsp(page);
    await signIn(page, 'admin');
    await waitForList(page, '/member');
    await csp.collect('/login -> /member');
    for (const path of LIST_PAGES) {
      const response = await page.goto(`${new URL(page.url()).origin}${path}`, { waitUntil: 'domcontentloaded' });
      assertDocumentHeaders(response, path);
      await rowsLoaded(page);
      assert.ok((await rowsOf(page).count()) > 0, `${path}: a row`);
      await csp.collect(path);
    }
    await screenshot(page, 'nginx-basic-settings-sysWorry');
    assert.deepEqual(csp.violations, [], csp.violations.join('\n'));
  });

  test('a reload of a deep link keeps the page', { tag: '@admin' }, async ({ newPage }) => {
    const page = await newPage();
    await signInByApi(page, 'admin', '/account/settings');
    for (const path of ['/account/settings', '/member/member-score']) {
      await go(page, path);
      await page.getByTestId('header-user').waitFor();
      const response = await page.reload({ waitUntil: 'domcontentloaded' });
      assertDocumentHeaders(response, `reload of ${path}`);
      await page.getByTestId('header-user').waitFor();
      assert.equal(new URL(page.url()).pathname, path, 'still on the deep link');
      // The page itself rendered, not the not-found page.
      assert.equal(await page.getByText('Sorry, the page you visited does not exist.').count(), 0, path);
    }
  });

  // Every page, a few pages a test (the sign-in page with the first run).
  const runs = chunks(SIGNED_IN_ROUTES, 9);
  runs.forEach((run, i) => {
    test(`no page raises a CSP violation under the header policy (${runTitle(run, i, runs.length)})`, {
      tag: '@admin',
    }, async ({ newPage }) => {
      const page = await newPage();
      const csp = await watchCsp(page);
      if (i === 0) {
        await go(page, '/login');
        await page.locator('input[type="password"]').waitFor();
        await csp.collect('/login');
      }
      await signInByApi(page, 'admin', run[0]);
      for (const path of run) {
        await go(page, path);
        await page.getByTestId('header-user').waitFor();
        await page.waitForLoadState('networkidle').catch(() => {});
        await csp.collect(path);
      }
      assert.deepEqual(csp.violations, [], csp.violations.join('\n'));
    });
  });
});

// global-setup.mjs always serves the sub-path build; a deployment tested with NGINX_BASE_URL alone has none.
const NO_SUBPATH = !CONSOLE_URL && 'no sub-path deployment to test (NGINX_CONSOLE_URL)';

test.describe('the sub-path build through deploy/nginx-subpath.conf', { skip: NO_SUBPATH }, () => {
  test('sign-in under /console/, a list page, and a reload of a deep link', { tag: '@admin' }, async ({ newPage }) => {
    const page = await newPage({ baseURL: CONSOLE_URL });
    const csp = await watchCsp(page);
    await go(page, '/login');
    await signIn(page, 'admin');
    await waitForList(page, '/member');
    assert.equal(new URL(page.url()).pathname, '/console/member');
    await rowsLoaded(page);

    const response = await page.goto(`${CONSOLE_URL}/device`, { waitUntil: 'domcontentloaded' });
    assertDocumentHeaders(response, '/console/device');
    await rowsLoaded(page);
    assert.ok((await rowsOf(page).count()) > 0, '/console/device: a row');

    await go(page, '/account/settings');
    await page.getByTestId('header-user').waitFor();
    await page.reload({ waitUntil: 'domcontentloaded' });
    await page.getByTestId('header-user').waitFor();
    assert.equal(new URL(page.url()).pathname, '/console/account/settings');
    await csp.collect('/console/');
    assert.deepEqual(csp.violations, [], csp.violations.join('\n'));
    await screenshot(page, 'nginx-console-account-settings');
  });
});
