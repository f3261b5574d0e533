/**
 * Browser-test helpers for @playwright/test (the fixtures in fixtures.mjs build on them): the
 * demo sign-ins, the texts the specs look for, sign-in journeys, list-page locators, the mock
 * backend's switches and screenshots. The servers' addresses come in E2E_BASE_URL and
 * E2E_CONSOLE_URL (set by global-setup.mjs, or by whoever points the tests at a running server).
 *
 * Every page made by openPage() is watched: console errors and warnings, uncaught page errors,
 * dialogs (alert/confirm) and requests to any host other than the app's own origin fail the
 * test when it ends, unless the test declared them expected with allowConsole().
 */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const here = dirname(fileURLToPath(import.meta.url));
export const ROOT = resolve(here, '../..');
export const RESULTS_DIR = process.env.E2E_RESULTS_DIR
  ? resolve(process.env.E2E_RESULTS_DIR)
  : join(ROOT, 'test-results');
export const SCREENSHOT_DIR = join(RESULTS_DIR, 'screenshots');

const trimSlash = (u) => u.replace(/\/+$/, '');

/** The root build (base '/'), e.g. http://localhost:40123. */
export const BASE_URL = trimSlash(process.env.E2E_BASE_URL || 'http://localhost:8000');
/** The sub-path build, e.g. http://localhost:40124/console (unset when not served). */
export const CONSOLE_URL = process.env.E2E_CONSOLE_URL ? trimSlash(process.env.E2E_CONSOLE_URL) : undefined;

/**
 * Each Playwright worker talks to a mock backend of its own (mock/backend/byName.ts), named in
 * this header on every call its pages and its Node-side calls make; outside a worker, none.
 */
export const MOCK_HEADERS = process.env.TEST_WORKER_INDEX
  ? { 'x-mock-backend': `worker-${process.env.TEST_WORKER_INDEX}` }
  : {};

/** The demo sign-ins of the mock backend (mock/backend/resources/accounts.ts). */
export const USERS = {
  admin: { account: 'admin', password: 'Admin@123', name: '系统管理员', level: 1 },
  operator: { account: 'operator', password: 'Operator@123', name: '运营专员', level: 2 },
  viewer: { account: 'viewer', password: 'Viewer@123', name: '访客', level: 3 },
};

/** Texts the specs look for, written out here on purpose (not read from src/locales). */
export const TEXT = {
  'en-US': {
    username: 'Username',
    password: 'Password',
    signIn: 'Sign in',
    wrongCredentials: 'Wrong username or password',
    language: 'Language',
    forbidden: 'Sorry, you are not allowed to open this page.',
    notFound: 'Sorry, the page you visited does not exist.',
    boundary: 'Something went wrong on this page',
    throwError: 'Throw an error',
    logout: 'Log out',
    title: 'User Management System',
  },
  'zh-CN': {
    username: '用户名',
    password: '密码',
    signIn: '登录',
    wrongCredentials: '用户名或密码错误',
    language: '语言',
    forbidden: '抱歉，你无权访问此页面。',
    notFound: '抱歉，你访问的页面不存在。',
    boundary: '此页面出错了',
    throwError: '抛出错误',
    logout: '退出登录',
    title: '用户管理系统',
  },
};

/** Top-level menu labels, in menu order. */
export const MENU = {
  'en-US': {
    home: 'Home',
    member: 'Member Management',
    'training-record': 'Training Record',
    account: 'Account Management',
    'audit-log': 'Audit Log',
    device: 'Device Management',
    'basic-settings': 'Basic Settings',
    'api-docs': 'API Contract',
    'trigger-error': 'Trigger Error',
  },
  'zh-CN': {
    home: '首页',
    member: '会员管理',
    'training-record': '训练记录',
    account: '账号管理',
    'audit-log': '操作日志',
    device: '设备管理',
    'basic-settings': '基础设置',
    'api-docs': '接口契约',
    'trigger-error': '触发错误',
  },
};

/** Which top-level menu entries each level sees (docs/product-rules.md, routes and menu). */
export const MENU_KEYS = {
  admin: [
    'home',
    'member',
    'training-record',
    'account',
    'audit-log',
    'device',
    'basic-settings',
    'api-docs',
    'trigger-error',
  ],
  operator: ['home', 'member', 'trigger-error'],
  viewer: ['home', 'member', 'trigger-error'],
};

/** antd puts a space between two CJK characters in a button ("登 录"): match either form. */
export const buttonName = (text) => new RegExp(`^\\s*${[...text].map(escapeRegExp).join('\\s*')}\\s*$`);

/** Console lines Chromium writes for failed HTTP calls: allowed only where a test provokes them. */
export const failedResource = (status) =>
  new RegExp(`Failed to load resource: the server responded with a status of ${status}`);

// ---------------------------------------------------------------------------------------------
// Browser and pages

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The page's main area (ProLayout's content, a `main` landmark): the page without the shell. */
export const mainArea = (page) => page.getByRole('main');

/**
 * An antd Result (the 403, 404 and 500 pages, the error boundary's) in the main area, of one
 * code or of any. A Result has no role, and its code shows only in its class (`app-result-403`,
 * src/components/Exception), so this stays a CSS selector; its texts are checked by the specs.
 */
export const resultBlock = (page, status = undefined) =>
  mainArea(page).locator(status ? `.app-result-${status}` : '.ant-result');

/**
 * The toasts on screen: antd's message and notification notices. A notification has the `alert`
 * role like a form's inline error, and a message has none, so only their classes tell them apart.
 */
export const toasts = (page) => page.locator('.ant-message-notice, .ant-notification-notice');

/** Just the notifications (the request layer's error toasts), not the short messages. */
export const notifications = (page) => page.locator('.ant-notification-notice');

/** Per-page bookkeeping: base URL, what was seen, what the test said to expect. */
const state = new WeakMap();

const sanitize = (s) =>
  s
    .replace(/[^\w\u4e00-\u9fff.-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120);

/**
 * Browser contexts kept from test to test within a worker, one per set of context options (`key`).
 * A context opened cold costs about twice the CPU of a page opened in one used before: measured on
 * a signed-in /member, 6-8.5 s of machine CPU against 3.5-4 s, on a 2-core machine. Each test still
 * gets a context of its own while it runs (a leased one is lent to no other page), and the context
 * comes back to the next test with no cookies, no local or session storage and no page running the
 * console (its last page waits on a static file, see releaseContext): only the HTTP cache and the
 * compiled scripts stay, which are the build's and the same for every test.
 *
 * Each is a persistent context (a browser of its own on a profile in a temporary folder), not an
 * off-the-record one from the worker's browser: Chromium keeps no code cache for off-the-record
 * profiles, so every new page compiled the console's scripts again. Measured on a 2-core machine,
 * a new page's cold load took 1.1 s of machine CPU for /login and about 2.5 s for a signed-in
 * /member off the record, 0.65 s and 1.6 s on a profile of its own.
 */
const pool = [];

/**
 * For the tests' browsers only (the bench and the budgets measure the console as users get it):
 * no TurboFan. A test's page lives a few seconds, too short for optimised code to pay for its
 * compiling, which ran on the renderer's background threads: a signed-in /member loaded again in
 * one tab took 980 ms of renderer CPU with it and 840 ms without, its main thread unchanged.
 */
const TEST_ONLY_ARGS = ['--js-flags=--no-opt'];

/**
 * Where a context handed back leaves its last page: a static file of the console's origin (public/),
 * which runs no script and calls nothing.
 */
const KEEPER_PATH = '/logo2.svg';

/** Pages moved to KEEPER_PATH: their events are left out of every test's record. */
const retired = new WeakSet();

/** Browsers idle in the pool at most; the one used longest ago closes first. */
const POOL_SIZE = 6;

/** Closes every pooled context of this worker (its teardown, fixtures.mjs) and deletes their profiles. */
export async function closePooledContexts() {
  await Promise.all(pool.splice(0).map(closeLease));
  // A browser a test closed itself may still have been writing its profile when closeLease ran.
  if (profiles) rmSync(profiles, { recursive: true, force: true, maxRetries: 5 });
  profiles = undefined;
}

/** This worker's folder of profiles, made on first use. */
let profiles;

/** Closes a pooled context (a test may have closed it already) and deletes its profile. */
async function closeLease(lease) {
  lease.closed = true;
  await lease.context.close().catch(() => {});
  rmSync(lease.profile, { recursive: true, force: true, maxRetries: 5 });
}

/** The browser-wide parts of a context: they depend only on `key`, never on one test. */
async function newPooledContext(key) {
  const { locale, baseURL, allowHosts, reducedMotion, fakeClock, timezoneId } = key;
  profiles ??= mkdtempSync(join(tmpdir(), 'console-e2e-'));
  const profile = mkdtempSync(join(profiles, 'profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, ...TEST_ONLY_ARGS],
    headless: true,
    locale,
    timezoneId,
    viewport: DEFAULT_VIEWPORT,
    reducedMotion,
    serviceWorkers: 'block',
    extraHTTPHeaders: MOCK_HEADERS,
  });
  // The blank tab a profile opens with: each test opens its own.
  await Promise.all(context.pages().map((p) => p.close()));
  const lease = { context, profile, id: JSON.stringify(key), busy: false, closed: false, used: 0, s: undefined };
  context.on('close', () => {
    lease.closed = true;
  });
  context.setDefaultTimeout(10_000);
  context.setDefaultNavigationTimeout(20_000);
  if (fakeClock) await context.clock.install();
  const allowedOrigins = new Set([new URL(baseURL).origin, ...allowHosts.map((h) => new URL(h).origin)]);

  // Every test runs under the build's Content-Security-Policy: a violation on any page it opens
  // fails the test (the newPage fixture reports it), whichever part of the console it checks.
  await context.exposeBinding('__cspViolation', (_source, text) => lease.s?.csp.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      window.__cspViolation(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
  });

  // Anything not from the app's own origin is recorded (the newPage fixture fails the test with
  // it). Not through route(): a routed context bypasses the HTTP cache, so each page fetched and
  // compiled every script afresh (a third of a signed-in /member's cold-load CPU).
  const foreign = (url) => /^(https?|wss?):$/.test(url.protocol) && !allowedOrigins.has(url.origin);

  context.on('page', (page) => {
    // A page reports to the test that opened it: what a page of the last test still says while
    // the context is handed back (a late console line) never lands in the next test's record.
    // A page kept open on the static file (releaseContext) is no test's page any more: what it
    // does there (the browser asks for /favicon.ico, a 404 here) is nobody's to report.
    const owner = lease.s;
    const s = () => (retired.has(page) ? undefined : owner);
    page.on('console', (msg) => {
      const type = msg.type();
      if (type !== 'error' && type !== 'warning' && type !== 'assert') return;
      const loc = msg.location();
      s()?.issues.push({
        kind: `console.${type}`,
        text: msg.text(),
        where: loc?.url ? `${loc.url}:${loc.lineNumber}` : '',
      });
    });
    page.on('pageerror', (err) =>
      s()?.issues.push({ kind: 'pageerror', text: `${err.name}: ${err.message}`, where: '' }),
    );
    page.on('dialog', (d) => {
      s()?.issues.push({ kind: `dialog.${d.type()}`, text: d.message(), where: page.url() });
      d.dismiss().catch(() => {});
    });
    page.on('request', (r) => {
      s()?.requests.push({ method: r.method(), url: r.url() });
      if (foreign(new URL(r.url()))) s()?.foreign.push(`${r.method()} ${r.url()}`);
    });
    page.on('websocket', (ws) => {
      if (foreign(new URL(ws.url()))) s()?.foreign.push(`WebSocket ${ws.url()}`);
    });
    page.on('response', (r) => s()?.responses.push({ status: r.status(), url: r.url(), method: r.request().method() }));
  });
  return lease;
}

/** A free context for `key` from this worker's pool, or a new one. */
async function leaseContext(key) {
  const id = JSON.stringify(key);
  for (const closed of pool.filter((l) => l.closed)) {
    pool.splice(pool.indexOf(closed), 1);
    await closeLease(closed);
  }
  let lease = pool.find((l) => l.id === id && !l.busy);
  if (!lease) {
    const idle = pool.filter((l) => !l.busy).sort((a, b) => a.used - b.used);
    while (pool.length >= POOL_SIZE && idle.length) {
      const old = idle.shift();
      pool.splice(pool.indexOf(old), 1);
      await closeLease(old);
    }
    lease = await newPooledContext(key);
    pool.push(lease);
  }
  lease.busy = true;
  lease.used = Date.now();
  return lease;
}

/** Back to the pool with nothing of this test left in it; a context that will not clear is dropped. */
async function releaseContext(lease, baseURL) {
  try {
    // The last page stays open, moved off the console to a static file of the same origin
    // (KEEPER_PATH), until the next hand-back; the others close. No page runs the console once
    // its cookies are gone. Keeping a page of the origin open spared the next test's page much of
    // a renderer's start: the smallest test (scripts/browser-test-cost.mjs) took 2.35 s of machine
    // CPU with every page closed, 1.68 s with this. The storage is cleared when the context is
    // next lent (clearStorage), on the new test's page, before it opens anything.
    const pages = lease.context.pages();
    const keeper = pages.at(-1);
    await Promise.all(pages.filter((p) => p !== keeper).map((p) => p.close()));
    if (keeper) {
      retired.add(keeper);
      await keeper.goto(`${baseURL}${KEEPER_PATH}`);
    }
    await lease.context.clearCookies();
  } catch {
    await closeLease(lease);
  }
  lease.s = undefined;
  lease.busy = false;
}

/** Empties `origin`'s storage in the page's context (the page has not opened the console yet). */
async function clearStorage(page, origin) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Storage.clearDataForOrigin', {
    origin,
    storageTypes: 'cookies,local_storage,session_storage,indexeddb,websql,cache_storage,service_workers',
  });
  await cdp.detach();
}

const DEFAULT_VIEWPORT = { width: 1280, height: 800 };

/**
 * A browser context and page for one test, clean (see `pools`). Options:
 * - locale: the browser language ('en-US' by default; 'fr-FR', 'en-GB'... to test the default).
 * - baseURL: which build to talk to (BASE_URL by default, CONSOLE_URL for the sub-path build).
 * - storedLocale: a value for localStorage umi_locale before any page script runs.
 * - allowConsole: RegExps of console/page-error texts this test expects.
 * - allowHosts: extra origins this test may contact (none by default).
 * - reducedMotion: 'reduce' by default, which the console honours by turning antd's animations
 *   off (src/app.tsx): a click then never lands on a popup still zooming open. 'no-preference'
 *   for a test about the animated behaviour.
 * - viewport: 1280 x 800 by default.
 * - fakeClock: true for a test that moves time on (`page.clock.fastForward`) instead of waiting
 *   for it: Playwright's clock, installed in a browser of its own (a clock stays in its context),
 *   runs at the real pace until the test jumps it. Checks of what has not happened yet read the
 *   page with the clock stopped (`page.clock.pauseAt`, then `resume`): left running, it counts the
 *   real seconds each check takes on a busy machine.
 * - timezoneId: the browser's time zone (the machine's by default), in a browser of its own.
 * Returns the page and close(), which hands the context back clean and returns what went wrong:
 * unexpected console errors/warnings, page errors, dialogs, third-party requests and CSP
 * violations (the newPage fixture fails the test with them).
 */
export async function openPage(options = {}) {
  const {
    locale = 'en-US',
    baseURL = BASE_URL,
    storedLocale,
    allowConsole = [],
    allowHosts = [],
    viewport = DEFAULT_VIEWPORT,
    reducedMotion = 'reduce',
    fakeClock = false,
    timezoneId,
  } = options;
  const origin = new URL(baseURL).origin;
  // What a browser is launched with. The stored language is the page's own (below): as part of
  // the key it made a browser per pair of languages, and six per worker were not enough for them.
  const lease = await leaseContext({
    locale,
    baseURL,
    allowHosts,
    reducedMotion,
    fakeClock,
    timezoneId,
  });
  const s = {
    baseURL,
    origin,
    basePath: new URL(baseURL).pathname.replace(/\/+$/, ''),
    allow: [...allowConsole],
    issues: [],
    foreign: [],
    csp: [],
    responses: [],
    requests: [],
  };
  lease.s = s;
  const page = await lease.context.newPage();
  await clearStorage(page, origin);
  if (storedLocale) {
    await page.addInitScript((value) => {
      // Also runs in about:blank, where localStorage is off limits.
      if (!/^https?:$/.test(window.location.protocol)) return;
      if (!window.localStorage.getItem('umi_locale')) window.localStorage.setItem('umi_locale', value);
    }, storedLocale);
  }
  if (viewport.width !== DEFAULT_VIEWPORT.width || viewport.height !== DEFAULT_VIEWPORT.height)
    await page.setViewportSize(viewport);
  state.set(page, s);

  const close = async () => {
    if (!lease.closed) await releaseContext(lease, baseURL);
    const unexpected = s.issues.filter((i) => !s.allow.some((re) => re.test(i.text)));
    return [
      ...unexpected.map((i) => `${i.kind}: ${i.text}${i.where ? ` (${i.where})` : ''}`),
      ...s.foreign.map((f) => `third-party request: ${f}`),
      ...s.csp.map((v) => `Content-Security-Policy violation: ${v}`),
    ];
  };
  return { page, close };
}

/** Declares console/page-error texts this test provokes on purpose (RegExp or substring). */
export function allowConsole(page, ...patterns) {
  const s = must(page);
  for (const p of patterns) s.allow.push(p instanceof RegExp ? p : new RegExp(escapeRegExp(p)));
}

/** Fails now if the page has asked for any other origin so far (the newPage fixture checks again at the end). */
export function expectNoThirdParty(page) {
  assert.deepEqual(must(page).foreign, [], 'requests to third-party hosts');
}

/** Requests and responses the page has made so far (for "no call to X" checks). */
export const requestsOf = (page) => must(page).requests;
export const responsesOf = (page) => must(page).responses;
/** The Content-Security-Policy violations seen so far (the fixture fails the test on any left). */
export const cspViolationsOf = (page) => must(page).csp;

function must(page) {
  const s = state.get(page);
  assert.ok(s, 'this page was not made by the newPage fixture');
  return s;
}

/** Absolute URL of an app path on this page's build ('/member' -> http://host:port[/console]/member). */
export function appUrl(page, path = '/') {
  return must(page).baseURL + (path.startsWith('/') ? path : `/${path}`);
}

/** Opens an app path (goto + wait for the DOM). */
export async function go(page, path = '/') {
  await page.goto(appUrl(page, path), { waitUntil: 'domcontentloaded' });
}

/**
 * Ends the page's session from outside: leaves the console (about:blank), then clears the cookies.
 * Leaving first matters: calls the signed-in page still makes (a search form's options) would
 * otherwise go out without the cookies and be refused with a 401. The next `go` loads afresh.
 */
export async function leaveSignedOut(page) {
  await page.goto('about:blank');
  await page.context().clearCookies();
}

/**
 * Goes to `path` inside the running console, as a link does: the URL changes and the router is
 * told (a popstate, which its history listens to), with no page load. A full load costs a few
 * seconds of CPU on a 2-core machine (scripts parsed, the shell rendered again); this, the page alone.
 */
export async function goInApp(page, path) {
  const url = appUrl(page, path);
  await page.evaluate(
    (to) =>
      new Promise((done) => {
        window.history.pushState(null, '', to);
        window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
        // Two frames: the router has rendered the new page (or its loading state) by then, so no
        // check that follows reads the page it left.
        requestAnimationFrame(() => requestAnimationFrame(() => done(undefined)));
      }),
    url,
  );
}

/** The app path + query of the page's current URL, without the deploy base path. */
export function appPath(page) {
  const s = must(page);
  const u = new URL(page.url());
  assert.equal(u.origin, s.origin, `page left the console's origin: ${page.url()}`);
  const path = u.pathname.startsWith(`${s.basePath}/`) ? u.pathname.slice(s.basePath.length) : u.pathname;
  return path + u.search;
}

/** Waits until the app path (path + query) matches `expected` (string = exact, or RegExp). */
export async function waitForPath(page, expected, timeout = 10_000) {
  await eventually(
    () => {
      const p = appPath(page);
      if (expected instanceof RegExp) assert.match(p, expected);
      else assert.equal(p, expected);
    },
    { timeout },
  );
}

/** The login URL the app should produce for a given target path+query. */
export const loginPathFor = (target) => `/login?${new URLSearchParams({ redirect: target })}`;

/** The rendered text of a locator as a user reads it (hidden parts left out), trimmed. */
export async function textOf(locator) {
  // biome-ignore lint/performance/useDomNodeTextContent: Playwright's innerText (visible text) is the point
  return (await locator.innerText()).trim();
}

/** Retries an assertion until it passes or the time is up (then throws the last failure). */
export async function eventually(fn, { timeout = 10_000, interval = 100 } = {}) {
  const end = Date.now() + timeout;
  for (;;) {
    try {
      return await fn();
    } catch (e) {
      if (Date.now() > end) throw e;
      await new Promise((r) => setTimeout(r, interval));
    }
  }
}

/**
 * Waits until an antd popup (a Modal, a confirm) has finished its opening animation. It zooms
 * out of the point that was clicked, and Playwright's "stable" check can pass while the motion
 * is paused on its first frame: the click then lands where the button is not yet, on the mask.
 */
export async function settled(locator) {
  await locator.waitFor();
  await eventually(async () =>
    assert.ok(
      await locator.evaluate((el) => !/(^|\s)\S+-(appear|enter)(-\w+)?(\s|$)/.test(el.className)),
      'still opening',
    ),
  );
}

// ---------------------------------------------------------------------------------------------
// Journeys

const anyOf = (key) => new RegExp(`^\\s*(${TEXT['en-US'][key]}|${TEXT['zh-CN'][key]})\\s*$`);

/** The login form's fields and button, in either language. */
export function loginForm(page) {
  return {
    username: page.getByLabel(anyOf('username')),
    password: page.getByLabel(anyOf('password')),
    // Not anchored: for a moment after a failed try, antd's fading spinner ("loading") is part of the name.
    submit: page.getByRole('button', { name: /Sign in|登\s*录/ }),
  };
}

/**
 * Signs in through the login form. Opens /login first unless the page is already on it.
 * `who` is 'admin' | 'operator' | 'viewer' or { account, password }. Waits for the shell
 * (header user) unless expectFailure is set. Returns the page.
 */
export async function signIn(page, who, { expectFailure = false } = {}) {
  const user = typeof who === 'string' ? USERS[who] : who;
  assert.ok(user, `unknown user ${who}`);
  if (!/^\/login(\?|$)/.test(safeAppPath(page))) await go(page, '/login');
  const f = loginForm(page);
  await f.username.fill(user.account);
  await f.password.fill(user.password);
  await f.submit.click();
  if (!expectFailure) {
    await eventually(() => assert.doesNotMatch(appPath(page), /^\/login/));
    await page.getByTestId('header-user').waitFor({ state: 'visible' });
  }
  return page;
}

/**
 * Signs in without the form: POST /login from Node, the two token cookies put in the browser,
 * then `path` opened (default /member) and the shell awaited. For specs about other pages; the
 * form itself is covered by auth.test.mjs.
 */
export async function signInByApi(page, who, path = '/member') {
  const s = must(page);
  const user = typeof who === 'string' ? USERS[who] : who;
  assert.ok(user, `unknown user ${who}`);
  const res = await api('POST', '/login', {
    body: { account: user.account, password: user.password },
    baseURL: s.baseURL,
  });
  assert.equal(res.json?.statusCode, 200, `sign-in of ${user.account} failed: ${res.text}`);
  const cookie = (name) => ({ name, value: res.headers.get(name), url: s.origin, sameSite: 'Strict' });
  await page.context().addCookies([cookie('x-access-token'), cookie('access-token')]);
  await go(page, path);
  await page.getByTestId('header-user').waitFor({ state: 'visible' });
  return page;
}

/**
 * Signs `who` in (signInByApi) on the first of `paths`, then opens the others in turn inside the
 * console (goInApp: one page load for the whole walk); `check(path)` runs on each page once the
 * shell shows.
 */
export async function walkAs(page, who, paths, check) {
  for (const [i, path] of paths.entries()) {
    if (i === 0) await signInByApi(page, who, path);
    else {
      await goInApp(page, path);
      await page.getByTestId('header-user').waitFor();
    }
    await check(path);
  }
}

function safeAppPath(page) {
  try {
    return appPath(page);
  } catch {
    return '';
  }
}

/** The side menu (ProLayout's sider is the page's one `complementary` landmark). */
export const sideMenu = (page) => page.getByRole('complementary').getByRole('menu').first();

/**
 * A side-menu entry by its label, which is its whole accessible name (src/components/Layout/MenuLabel.tsx),
 * also in a collapsed sidebar that shows its icon alone.
 */
export const menuEntry = (page, label) => sideMenu(page).getByRole('menuitem', { name: label, exact: true });

/**
 * The side menu's entry that marks the current page. antd marks it with a class only (no
 * aria-current or aria-selected on a menu item), so this one stays a CSS selector.
 */
export const selectedMenuEntry = (page) => sideMenu(page).locator('li.ant-menu-item-selected');

/** Waits until the current page's entry is `label` and lies wholly inside the sidebar's box. */
export async function expectSelectedInView(page, label) {
  const entry = selectedMenuEntry(page);
  await eventually(async () => {
    assert.equal((await entry.textContent()).trim(), label);
    const box = await entry.boundingBox();
    const side = await page.getByRole('complementary').boundingBox();
    assert.ok(
      box.y >= side.y && box.y + box.height <= side.y + side.height + 1,
      `"${label}" at ${Math.round(box.y)}-${Math.round(box.y + box.height)}, the sidebar ${side.y}-${side.y + side.height}`,
    );
  });
}

/**
 * The top-level entries of the side menu, in order. Only the DOM tells a top-level entry from a
 * nested one (antd gives both the menuitem role), and the label's own span holds the full text
 * where the visible one may be cut by an ellipsis.
 */
export async function topMenu(page) {
  const items = sideMenu(page).locator(
    ':scope > li.ant-menu-item .ant-pro-base-menu-inline-item-text, :scope > li.ant-menu-submenu > .ant-menu-submenu-title .ant-pro-base-menu-inline-item-text',
  );
  await items.first().waitFor({ state: 'attached' });
  return (await items.allTextContents()).map((x) => x.trim());
}

/** Asserts the top-level menu equals exactly what `who` must see in `locale`. */
export async function expectMenu(page, who, locale = 'en-US') {
  const want = MENU_KEYS[who].map((k) => MENU[locale][k]);
  await eventually(async () => assert.deepEqual(await topMenu(page), want));
}

/** Clicks a side-menu entry by its visible label (opens its group first when given). */
export async function clickMenu(page, label, group) {
  if (group) {
    const title = menuEntry(page, group);
    if ((await title.getAttribute('aria-expanded')) !== 'true') await title.click();
  }
  await menuEntry(page, label).click();
}

/** Opens the user menu and clicks one of its entries (text in the page's language). */
export async function userMenu(page, itemText) {
  await openHoverMenu(page, page.getByTestId('user-menu'), page.getByRole('menuitem', { name: itemText }));
}

/** Picks a language from the language menu ("English" or "简体中文"). */
export async function switchLanguage(page, label) {
  await openHoverMenu(
    page,
    page.getByTestId('lang-menu'),
    page.getByRole('menuitemradio', { name: new RegExp(label) }),
  );
}

/**
 * Opens a hover dropdown and clicks an item. A hover can be lost when the page re-renders under
 * the pointer (a table arriving, say), so the pointer leaves and comes back until the item shows.
 */
async function openHoverMenu(page, trigger, item) {
  for (let attempt = 1; ; attempt += 1) {
    await trigger.hover();
    try {
      await item.waitFor({ state: 'visible', timeout: 2500 });
      break;
    } catch (e) {
      if (attempt >= 4) throw e;
      await page.mouse.move(0, 0);
    }
  }
  await item.click();
}

/** The token cookies the browser holds for the page's origin. */
export async function tokenCookies(page) {
  const cookies = await page.context().cookies(must(page).origin);
  return Object.fromEntries(
    cookies.filter((c) => c.name === 'x-access-token' || c.name === 'access-token').map((c) => [c.name, c]),
  );
}

// ---------------------------------------------------------------------------------------------
// List pages (src/components/crud/CrudTable.tsx, on ProTable)

/**
 * The paging ProTable writes into a list's URL as soon as the list opens (form.syncToUrl), next
 * to the search fields and the sort: /member opens as /member?current=1&pageSize=10.
 */
export const LIST_PAGING = { current: '1', pageSize: '10' };

/** An app path split into its pathname and its query params (an object: their order is free). */
export function splitPath(p) {
  const u = new URL(p, 'http://app.invalid');
  return { pathname: u.pathname, params: Object.fromEntries(u.searchParams) };
}

/**
 * Asserts that an app path (path + query) is the list at `pathname` with exactly `params` plus
 * ProTable's paging (current 1 and page size 10 unless `params` says otherwise), in any order.
 */
export function assertListPath(actual, pathname, params = {}, message = undefined) {
  const got = splitPath(actual);
  assert.equal(got.pathname, pathname, message ?? `path of ${actual}`);
  assert.deepEqual(got.params, { ...LIST_PAGING, ...params }, message ?? `query of ${actual}`);
}

/** Waits until the page shows the list at `pathname` with exactly these params (assertListPath). */
export async function waitForList(page, pathname, params = {}, timeout = 10_000) {
  await eventually(() => assertListPath(appPath(page), pathname, params), { timeout });
}

/**
 * Waits for the list's URL as waitForList does, then for its rows, and checks the URL again: a
 * page past the list's end shows for a moment, then moves to the last page (useListUrl).
 */
export async function waitForListAtRest(page, pathname, params = {}) {
  await waitForList(page, pathname, params);
  await rowsLoaded(page);
  assertListPath(appPath(page), pathname, params);
}

/** Asserts that a path is /login asking to come back to the list at `pathname` (assertListPath). */
export function assertLoginForList(actual, pathname, params = {}) {
  const login = splitPath(actual);
  assert.equal(login.pathname, '/login', `not the sign-in page: ${actual}`);
  assert.deepEqual(Object.keys(login.params), ['redirect'], `sign-in query of ${actual}`);
  assertListPath(login.params.redirect, pathname, params, `redirect of ${actual}`);
}

/**
 * The data rows of the list(s) on the page. antd writes each data row's key into data-row-key;
 * the header row, the hidden row antd measures the columns with and the "No data" row have none,
 * and no role or text tells those apart from data rows.
 */
export const rowsOf = (page) => page.locator('tr[data-row-key]');

/** The data row that shows `text` (a name, an account...). */
export const rowOf = (page, text) => rowsOf(page).filter({ hasText: text });

/** Waits until the list shows its first data row (its request is answered). */
export async function rowsLoaded(page, timeout = 10_000) {
  await rowsOf(page).first().waitFor({ state: 'visible', timeout });
}

/** The texts of one column of the list, found by its header, top to bottom. */
export async function columnTexts(page, header) {
  const headers = (await listTable(page).getByRole('columnheader').allTextContents()).map((h) => h.trim());
  const index = headers.indexOf(header);
  assert.ok(index >= 0, `no column "${header}" in ${headers.join(' | ')}`);
  return rowsOf(page).evaluateAll((rows, i) => rows.map((r) => r.cells[i]?.textContent.trim() ?? ''), index);
}

/** Texts of the list's toolbar, search form and row actions (button names: see buttonName). */
export const LIST_TEXT = {
  'en-US': {
    query: 'Query',
    reset: 'Reset',
    expand: 'Expand',
    collapse: 'Collapse',
    reload: 'Refresh',
    density: 'Density',
    columns: 'Columns',
    fullScreen: 'Full screen',
    exitFullScreen: 'Exit full screen',
    moreFor: (name) => `More actions for ${name}`,
    actionsFor: (name) => `Actions for ${name}`,
  },
  'zh-CN': {
    query: '查询',
    reset: '重置',
    expand: '展开',
    collapse: '收起',
    reload: '刷新',
    density: '表格密度',
    columns: '列设置',
    fullScreen: '全屏',
    exitFullScreen: '退出全屏',
    moreFor: (name) => `${name}的更多操作`,
    actionsFor: (name) => `${name}的操作`,
  },
};

/** The list's search form (ProTable's): the form with the Query button. Fields by label. */
export const searchForm = (page) =>
  page.locator('form').filter({ has: page.getByRole('button', { name: /^\s*(Query|查\s*询)\s*$/ }) });

/**
 * The search form's Expand / Collapse toggle, by its text (keyboard.test.mjs checks that Tab
 * reaches it).
 */
export const expandToggle = (page, locale = 'en-US') =>
  searchForm(page).getByText(new RegExp(`^\\s*(${LIST_TEXT[locale].expand}|${LIST_TEXT[locale].collapse})\\s*$`));

/** One of the list's toolbar options by name: 'reload', 'density', 'columns', 'fullScreen' or 'exitFullScreen'. */
export const listOption = (page, key, locale = 'en-US') =>
  page.getByRole('button', { name: LIST_TEXT[locale][key], exact: true });

/**
 * The list's table: the one with column headers outside a figure (a chart carries a visually
 * hidden data table of its own inside its figure).
 */
export const listTable = (page) =>
  page.locator('table:not(figure table)').filter({ has: page.getByRole('columnheader') });

/** The list's column headers, in order (the selection column's header, which has no text, left out). */
export async function columnHeaders(page) {
  return (await listTable(page).getByRole('columnheader').allTextContents()).map((h) => h.trim()).filter(Boolean);
}

// ---------------------------------------------------------------------------------------------
// Mock backend and artefacts

/**
 * Switches the mock backend's fault injection (POST /__mock/fault): mode '500' | 'timeout' |
 * 'notjson' | 'none'; opts.path limits it to calls whose path contains that text; opts.times
 * to that many calls. Use t.after(() => setFault('none')) so a failing test cannot leave it on.
 */
export async function setFault(mode, { path, times, baseURL = BASE_URL } = {}) {
  const origin = new URL(baseURL).origin;
  const res = await fetch(`${origin}/__mock/fault`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...MOCK_HEADERS },
    body: JSON.stringify({ mode, path, times }),
  });
  assert.equal(res.status, 200, `POST /__mock/fault answered ${res.status}`);
  return res.json();
}

/**
 * The API contract breaches (docs/contract.md) the mock backend recorded for this worker's backend
 * since the last call, one line each (method, path, the field's JSON pointer, what is wrong); the
 * server forgets them. An empty list from a server without the mock backend (a deployment).
 */
export async function takeContractViolations(baseURL = BASE_URL) {
  const res = await fetch(`${new URL(baseURL).origin}/__mock/contract?take=1`, {
    headers: { accept: 'application/json', ...MOCK_HEADERS },
  }).catch(() => undefined);
  if (!res?.ok) return [];
  const body = await res.json().catch(() => undefined);
  return Array.isArray(body?.data?.violations) ? body.data.violations : [];
}

/** Calls the API from Node (not the browser), e.g. to check a token is still valid. */
export async function api(method, path, { token, second, body, baseURL = BASE_URL } = {}) {
  const headers = { accept: 'application/json', ...MOCK_HEADERS };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) {
    headers.authorization = `Bearer ${token}`;
    headers['x-authorization'] = second ?? '0';
  }
  const res = await fetch(new URL(path, new URL(baseURL).origin), {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, json, text };
}

/**
 * PNG of what the viewport shows, in test-results/screenshots/<name>.png; returns the path.
 * { fullPage: true } captures the whole scroll height, but the shell's fixed header and sider
 * then stop at the first screen, which looks broken in the picture while the page is fine.
 */
export async function screenshot(page, name, { fullPage = false } = {}) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = join(SCREENSHOT_DIR, `${sanitize(name)}.png`);
  await page.screenshot({ path: file, fullPage, animations: 'disabled' });
  return file;
}

/**
 * Picks `option` in the antd select labelled `label` inside `scope` (a dialog, or any locator).
 * The dialog's opening zoom is waited out first (`settled`): a forced click during it lands where
 * the select is not yet, and focuses it with its list shut. A click on a select just shown, as
 * its dialog's previous select closes, has also left the list shut (a CI run's failure
 * screenshot: the select focused, no list): typing opens a searchable select's list for sure,
 * narrowed to the option as a user would (a list renders only the eight options in view), and a
 * select without search opens from the keyboard when its list has not shown.
 */
export async function pickOption(page, scope, label, option) {
  await settled(scope);
  const input = scope.getByLabel(label);
  // (A select showing a value covers its input with that value's text, which takes the click.)
  await input.click({ force: true });
  const list = page.locator('.ant-select-dropdown:visible');
  if (await input.isEditable()) await input.fill(option);
  else
    await list
      .first()
      .waitFor({ timeout: 1000 })
      .catch(() => input.press('ArrowDown'));
  // antd's visible options have no role (the role="option" nodes are a hidden list for screen
  // readers, which a click cannot reach), so the dropdown's classes find them.
  await list.locator('.ant-select-item-option', { hasText: option }).first().click();
}

/**
 * Waits for the web fonts and for every animation and transition under way to end, so that what
 * is measured or photographed next is the resting page. The browser lists them
 * (`document.getAnimations()`, CSS transitions included); left out are the endless ones (a
 * spinner, a pulsing status dot) and antd's wave, the ring a clicked button sends out for about
 * 2 s around itself, over no text.
 */
export async function settle(page) {
  await page.evaluate(() => document.fonts?.ready);
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (a) =>
            a.playState !== 'running' ||
            a.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY ||
            a.effect?.target?.closest?.('.ant-wave'),
        ),
    null,
    { polling: 'raf' },
  );
}

/** A page's own code file in the build: `pageCode('Member')` matches `/p__Member__index.<hash>.async.js`. */
export const pageCode = (name) => new RegExp(`/p__${name}__index\\.\\w+\\.async\\.js$`);

/**
 * `list` cut into runs of at most `size`, for a check over many pages written as one test per run:
 * each test stays well inside the time limit, and a failure names the pages it covers.
 */
export function chunks(list, size) {
  const out = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

/** A test title's part that names the run of pages it covers: "3/6: /a … /b". */
export function runTitle(run, index, count) {
  return `${index + 1}/${count}: ${run[0]}${run.length > 1 ? ` … ${run.at(-1)}` : ''}`;
}
