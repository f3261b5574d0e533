/**
 * Fault tolerance (docs/product-rules.md, requests): the API down, a 500, a call slower than the client's 15 s
 * time-out, a body that is not JSON, and a 401 while a form is being filled. In each case the
 * page stays usable, the message is clear and in the user's language, a retry works once the
 * fault is gone, and what the user typed is kept.
 * The fault switch belongs to the worker's mock backend, which the worker's next tests use: every
 * test clears it.
 */
import assert from 'node:assert/strict';
import { expect, test } from './fixtures.mjs';
import {
  allowConsole,
  api,
  appPath,
  eventually,
  go,
  loginForm,
  MENU,
  mainArea,
  menuEntry,
  notifications,
  pageCode,
  rowsOf,
  setFault,
  settled,
  signIn,
  signInByApi,
  textOf,
  tokenCookies,
  USERS,
  waitForPath,
} from './lib.mjs';

const LIST_API = '/dataDevice/page';
/**
 * The client's time-out of one call (REQUEST_TIMEOUT_MS in src/services/config.ts, 15 s in
 * docs/product-rules.md, constants), which the test checks: not a limit on the test, which moves the
 * page's clock past it instead of waiting.
 */
const REQUEST_TIMEOUT_MS = 15_000;

const TEXTS = {
  'en-US': {
    network: 'Network error: the server cannot be reached',
    timeout: 'The server took too long to answer',
    parse: 'The server sent an answer the console cannot read',
    http500: 'The server had an internal error',
    hint: 'Check the connection and try again.',
    inputKept: 'Your input is kept',
    loadError: 'The list could not be loaded',
    retry: /Retry/,
    offline: 'You are offline now',
    online: 'You are back online',
  },
  'zh-CN': {
    network: '网络错误：无法连接服务器',
    timeout: '服务器响应超时',
    parse: '服务器返回的内容无法识别',
    http500: '服务器内部错误',
    hint: '请检查网络后重试。',
    inputKept: '已填写的内容仍然保留',
    loadError: '列表加载失败',
    retry: /重\s*试/,
    offline: '当前处于离线状态',
    online: '网络已恢复',
  },
};

const rows = rowsOf;

/**
 * Opens the list from the menu (signed in on another page). Its first read starts, silently, as
 * the entry is pointed at or pressed (src/components/Layout/MenuLink.tsx); the list shows how that
 * read ended, or asks again when it failed before the list opened. So a fault here holds until
 * the test lifts it, however many calls that takes.
 */
async function openList(page, locale) {
  await page.getByTestId('header-user').waitFor();
  await menuEntry(page, MENU[locale].device).click();
  await waitForPath(page, /^\/device/);
}
/**
 * Follows the list's calls: `quiet()` resolves once none has been on its way for `quietMs` (the
 * entry's prefetch and the list's own read may both be), so a fault lifted then meets no call.
 */
function listCalls(page, quietMs = 300) {
  let open = 0;
  let last = Date.now();
  const count = (step) => (r) => {
    if (!r.url().includes(LIST_API)) return;
    open += step;
    last = Date.now();
  };
  page.on('request', count(1));
  page.on('requestfinished', count(-1));
  page.on('requestfailed', count(-1));
  return {
    quiet: () =>
      eventually(() => assert.ok(open === 0 && Date.now() - last >= quietMs, `${open} list calls on their way`)),
  };
}

/** The list's "New" button (its name starts with the icon's label, "plus"). */
const newButton = (page) => page.getByRole('button', { name: /New$/ });

/** The notification texts currently shown. */
async function notices(page) {
  return (await notifications(page).allTextContents()).join(' | ');
}

/** The page is still usable: the shell is there and the menu navigates. */
async function stillUsable(page, locale) {
  await page.getByTestId('header-user').waitFor({ state: 'visible' });
  await menuEntry(page, MENU[locale].member).click();
  // The Device entry opens the list afresh, which asks again: wait for that call to be answered
  // (or to fail), or it could still be on its way when the test lifts the fault.
  const again = page.waitForRequest((r) => r.url().includes(LIST_API));
  await menuEntry(page, MENU[locale].device).click();
  await waitForPath(page, /^\/device/);
  await (await again).response();
}

/**
 * After the fault: the list's Retry, not under the notification of the same failure, brings the
 * rows at once (after a time-out too: the call that timed out is cancelled, or the browser would
 * hold the same GET until the server answered it).
 */
async function retryWorks(page, locale) {
  const alert = page.getByRole('alert').filter({ hasText: TEXTS[locale].loadError });
  await alert.waitFor({ state: 'visible' });
  const retry = alert.getByRole('button', { name: TEXTS[locale].retry });
  const box = await retry.boundingBox();
  const atItsCentre = await page.evaluate(
    ([x, y]) => document.elementFromPoint(x, y)?.closest('button')?.textContent ?? '',
    [box.x + box.width / 2, box.y + box.height / 2],
  );
  assert.match(atItsCentre, TEXTS[locale].retry, 'Retry is not covered');
  await retry.click();
  await rows(page).first().waitFor({ state: 'visible' });
  await alert.waitFor({ state: 'hidden' });
}

for (const locale of ['en-US', 'zh-CN']) {
  test.describe(`a failing list call (${locale})`, () => {
    test('API down: a clear network message, the page stays usable, Retry works', { tag: '@admin' }, async ({
      newPage,
      defer,
      note,
    }) => {
      const page = await newPage({ locale, storedLocale: locale });
      allowConsole(page, /Failed to load resource/);
      await signInByApi(page, 'admin', '/member');
      // Which list calls the page made, and when (reported: a call after the route is lifted and
      // before Retry would hide the failure Retry is there for).
      const started = Date.now();
      const calls = [];
      page.on(
        'request',
        (r) => r.url().includes(LIST_API) && calls.push(`${Date.now() - started} ms ${appPath(page)}`),
      );
      defer(() => note(`list calls: ${calls.join('; ')}`));
      await page.route(`**${LIST_API}**`, (route) => route.abort('connectionrefused'));
      await openList(page, locale);
      await eventually(async () => assert.match(await notices(page), new RegExp(TEXTS[locale].network)));
      // A read's notice: nothing was typed, so it does not say that the input is kept.
      assert.match(await notices(page), new RegExp(TEXTS[locale].hint));
      assert.doesNotMatch(await notices(page), new RegExp(TEXTS[locale].inputKept));
      await stillUsable(page, locale);
      calls.push(`${Date.now() - started} ms: route lifted`);
      await page.unroute(`**${LIST_API}**`);
      await retryWorks(page, locale);
    });

    test('a 500: the translated server-error message, then Retry works', { tag: '@admin' }, async ({
      newPage,
      defer,
    }) => {
      defer(() => setFault('none'));
      const page = await newPage({ locale, storedLocale: locale });
      allowConsole(page, /Failed to load resource: the server responded with a status of 500/);
      await signInByApi(page, 'admin', '/member');
      const calls = listCalls(page);
      await setFault('500', { path: LIST_API });
      await openList(page, locale);
      await eventually(async () => assert.match(await notices(page), new RegExp(TEXTS[locale].http500)));
      // The list says why in the same words, not the server's.
      const alert = page.getByRole('alert').filter({ hasText: TEXTS[locale].loadError });
      const reason = await textOf(alert);
      assert.match(reason, new RegExp(TEXTS[locale].http500));
      assert.doesNotMatch(reason, /Internal Server Error/);
      await calls.quiet();
      await setFault('none');
      await retryWorks(page, locale);
    });

    test('a body that is not JSON: a clear message, then Retry works', { tag: '@admin' }, async ({
      newPage,
      defer,
    }) => {
      defer(() => setFault('none'));
      const page = await newPage({ locale, storedLocale: locale });
      await signInByApi(page, 'admin', '/member');
      // Until the list has failed again after the menu round trip of stillUsable, so Retry has a
      // failed list to bring back.
      const calls = listCalls(page);
      await setFault('notjson', { path: LIST_API });
      await openList(page, locale);
      await eventually(async () => assert.match(await notices(page), new RegExp(TEXTS[locale].parse)));
      await stillUsable(page, locale);
      await page.getByRole('alert').filter({ hasText: TEXTS[locale].loadError }).waitFor();
      await calls.quiet();
      await setFault('none');
      await retryWorks(page, locale);
    });
  });
}

test.describe('a call slower than the client time-out (15 s; the mock holds it until the client gives up)', () => {
  test('the list says the server took too long, the page stays usable, Retry works', { tag: '@admin' }, async ({
    newPage,
    defer,
  }) => {
    defer(() => setFault('none'));
    // The page's clock is moved on rather than waited for: the time-out is the page's own timer.
    const page = await newPage({ fakeClock: true });
    await signInByApi(page, 'admin', '/member');
    await setFault('timeout', { path: LIST_API, times: 1 });
    const held = page.waitForRequest((r) => r.url().includes(LIST_API));
    // The call's time-out is counted on the page's clock, which is read before the call starts and
    // once it is on its way: the call left between the two.
    const pageNow = () => page.evaluate(() => Date.now());
    const beforeCall = await pageNow();
    // The menu opens the list while its call hangs.
    await openList(page, 'en-US');
    await held;
    // The call held is the menu entry's prefetch, which leaves before the page's code may have
    // come: the list must be on screen, waiting for it, before the clock passes the time-out. A
    // prefetch that fails with no page waiting is silent, and the page then asks again (the
    // fault holds one call only), so a late list showed its rows and no notice.
    await mainArea(page).locator('.ant-table-wrapper [aria-busy="true"]').waitFor();
    const callOut = await pageNow();
    const timedOut = page.getByRole('alert').filter({ hasText: TEXTS['en-US'].loadError });
    // The clock jumps to a second short of the client's time-out and stops there while the page is
    // read: left running, the real seconds that reading takes on a busy machine reached the time-out.
    await page.clock.pauseAt(beforeCall + REQUEST_TIMEOUT_MS - 1_000);
    await page.getByTestId('header-user').waitFor({ state: 'visible' });
    assert.doesNotMatch(await notices(page), /took too long/, 'no time-out before 15 s');
    assert.equal(await timedOut.count(), 0, 'the list still waits before 15 s');
    // ...then past it, and runs on.
    await page.clock.fastForward(callOut + REQUEST_TIMEOUT_MS + 500 - (await pageNow()));
    await page.clock.resume();
    await eventually(async () => assert.match(await notices(page), /The server took too long to answer/));
    await retryWorks(page, 'en-US');
  });
});

test.describe('the session ends while a form is being filled', () => {
  test('401 on save -> sign in again -> back on the page, the form reopens with what was typed', {
    tag: '@admin',
  }, async ({ newPage }) => {
    const page = await newPage();
    allowConsole(page, /Failed to load resource: the server responded with a status of 401/);
    await signInByApi(page, 'admin', '/account');
    await rows(page).first().waitFor();
    await page.getByRole('button', { name: /New/ }).click();
    const dialog = page.getByRole('dialog');
    const account = `draft${Date.now().toString(36)}`;
    await dialog.getByLabel('Account').fill(account);
    await dialog.getByLabel('Name').fill('Draft Person');
    await dialog.getByLabel('Phone').fill('13912345678');
    await dialog.getByLabel('Password', { exact: true }).fill('Draft@1234');

    // The session ends on the server (signed out elsewhere).
    const cookies = await tokenCookies(page);
    await api('POST', '/logout', {
      token: cookies['x-access-token'].value,
      second: cookies['access-token'].value,
    });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await waitForPath(page, /^\/login\?redirect=%2Faccount/);
    await eventually(async () =>
      assert.match(await notices(page), /Request error 401: \/dataAccountInfo\/add.*Your session has ended/s),
    );

    const f = loginForm(page);
    await f.username.fill(USERS.admin.account);
    await f.password.fill(USERS.admin.password);
    await f.submit.click();
    await waitForPath(page, /^\/account/);
    // The form is open again with everything typed except the password (never stored).
    await dialog.waitFor({ state: 'visible' });
    assert.equal(await dialog.getByLabel('Account').inputValue(), account);
    assert.equal(await dialog.getByLabel('Name').inputValue(), 'Draft Person');
    assert.equal(await dialog.getByLabel('Phone').inputValue(), '13912345678');
    assert.equal(await dialog.getByLabel('Password', { exact: true }).inputValue(), '');
    assert.ok(
      !(await page.evaluate(() => JSON.stringify({ ...sessionStorage }))).includes('Draft@1234'),
      'the password was stored',
    );
    // Saving now works, and the draft goes away.
    await dialog.getByLabel('Password', { exact: true }).fill('Draft@1234');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    assert.equal(
      await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('draft:')).length),
      0,
    );
    await page.reload();
    await rows(page).first().waitFor();
    assert.equal(await dialog.count(), 0, 'no form reopens once saved');
    assert.match(appPath(page), /^\/account/);

    const admin = await api('POST', '/login', { body: { account: 'admin', password: USERS.admin.password } });
    const tokens = { token: admin.headers.get('x-access-token'), second: admin.headers.get('access-token') };
    const found = await api('GET', `/dataAccountInfo/page?account=${account}`, tokens);
    const id = found.json?.data?.list?.[0]?.id;
    assert.ok(id, `the account was created: ${found.text}`);
    await api('POST', '/dataAccountInfo/delete', { ...tokens, body: { ids: [id] } });
  });

  test('closing the form on purpose drops the draft', { tag: '@admin' }, async ({ newPage }) => {
    const page = await newPage();
    await signInByApi(page, 'admin', '/basic-settings/sysWorry');
    await rows(page).first().waitFor();
    await newButton(page).click();
    const dialog = page.getByRole('dialog').filter({ has: page.locator('form') });
    await dialog.locator('input[type="text"]:visible').first().fill('typed then cancelled');
    assert.equal(
      await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('draft:')).length),
      1,
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    // (Clicked during its opening zoom, Discard was missed about one run in seven on a busy machine.)
    await settled(page.getByRole('dialog').filter({ hasText: 'Discard' }));
    // The choice that loses nothing has the focus: a reflexive Enter keeps the typing.
    await expect(page.getByRole('button', { name: 'Keep editing' })).toBeFocused();
    await page.getByRole('button', { name: 'Discard' }).click();
    await dialog.waitFor({ state: 'hidden' });
    assert.equal(
      await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('draft:')).length),
      0,
    );
    assert.equal(await textOf(newButton(page)), 'New');
  });
});

/**
 * The notices' host is not in the sign-in page's first download (src/services/feedback.ts): the
 * page's idle prefetch brings it, so a connection lost afterwards is still told, in the page's
 * language, and so is its return.
 */
for (const locale of ['en-US', 'zh-CN'])
  test(`the connection drops on the sign-in page: it says so, then that it is back (${locale})`, async ({
    newPage,
    defer,
  }) => {
    const page = await newPage({ locale, storedLocale: locale });
    const script = (name) =>
      page.waitForResponse((r) => new RegExp(`/${name}\\.\\w+\\.async\\.js$`).test(new URL(r.url()).pathname));
    const host = script('feedback');
    // The host's file is one of several that its import needs, and going offline before the others
    // are in leaves no host to tell it. So the test waits for the whole prefetch: the page the
    // sign-in leads to (on a busy machine after the host), then the network quiet.
    const nextPage = script('p__Member__index');
    await go(page, '/login');
    await loginForm(page).password.waitFor();
    await host;
    await nextPage;
    await page.waitForLoadState('networkidle');
    defer(() => page.context().setOffline(false));
    await page.context().setOffline(true);
    await page.getByText(TEXTS[locale].offline).waitFor();
    await page.context().setOffline(false);
    await page.getByText(TEXTS[locale].online).waitFor();
  });

/**
 * The sign-in page's idle prefetch of the next page's code fails (src/services/prefetch.ts): the
 * console shows no unhandled ChunkLoadError (Umi's preloadRoute drops the import's promise), and
 * signing in downloads the code again and opens the page.
 */
test("the idle prefetch cannot fetch the next page's code: no error is left behind, and signing in opens the page", async ({
  newPage,
}) => {
  const page = await newPage();
  const memberCode = pageCode('Member');
  await page.route(memberCode, (route) => route.abort('internetdisconnected'), { times: 1 });
  const failed = page.waitForEvent('requestfailed', (r) => memberCode.test(new URL(r.url()).pathname));
  // What Chromium itself prints for the refused download; an unhandled rejection would add a page error.
  allowConsole(page, /Failed to load resource: net::ERR_INTERNET_DISCONNECTED/);
  await go(page, '/login');
  await failed;
  const fetched = page.waitForResponse((r) => memberCode.test(new URL(r.url()).pathname) && r.ok());
  await signIn(page, 'admin');
  await fetched;
  // (The list writes its paging into the URL once its first frame is painted.)
  await waitForPath(page, /^\/member(\?current=1&pageSize=10)?$/);
  await rowsOf(page).first().waitFor();
});
