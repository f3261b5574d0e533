#!/usr/bin/env node
/**
 * npm run bench: what a cold first visit costs, in bytes and in time. It prints figures and never
 * fails on them (scripts/budget.mjs enforces the byte budgets).
 *
 *   1. builds dist/ the way the budgets measure it (`max build` with source maps, serve.mjs
 *      MEASURED_BUILD) unless BENCH_SKIP_BUILD=1 (reuse dist/) or BENCH_URL=http://host:port (a
 *      server already running);
 *   2. serves it with `max preview` (mock backend included) on a free port;
 *   3. in headless Chromium, a fresh context (cold cache) per run:
 *      - bytes per route group: every JS and CSS response until the page is complete and the
 *        network quiet, gzipped here (zlib level 9; 1 KB = 1024 B);
 *      - times, median of BENCH_RUNS (default 5) runs, all on the page's own clock
 *        (performance.now(), 0 = navigation start; see PAGE_CLOCK_PROBE):
 *          navigation -> password field of /login, first row of /member, /training-record and
 *          the settings catalogue (in the DOM); beside them, labelled, the Node clock figure
 *          (page.goto -> Playwright sees the element), which adds Playwright's own latency;
 *          /training-record (5,000 records): the response's last byte (Resource Timing
 *          responseEnd) -> the new rows painted, after a page change, a sort and a filter;
 *          signed in on /member, a side-menu click -> the first row of the list it opens, for a
 *          list not yet visited in the tab and for one visited before (menuClickToRows);
 *          sign-in pressed -> first /member row painted, with and without the sign-in page's
 *          idle-time prefetch (src/services/prefetch.ts; turned off through its localStorage key);
 *      - the chain of a cold /member: every request's start and end on the page clock (Resource
 *        Timing), with what each started after, for the run with the median first row.
 * With MOCK_SCALE=large (the preview seeds 200,000 training records; mock/backend/scale.ts), also:
 *      - the mock's answer to one /training-record page (Node fetch against the preview, median
 *        of several: the default order, page 2, a sort, a filter) and to one export page (2,000 rows);
 *      - a click -> the new first row painted on /training-record (next page, and Query), goal <= 300 ms;
 *      - exporting all 200,000 records (Export CSV -> the download): seconds (goal <= 30 s), and
 *        the longest main-thread task meanwhile (goal <= 200 ms; PerformanceObserver 'longtask').
 *    BENCH_LARGE_ONLY=1 measures only these.
 * BENCH_VERBOSE=1 also lists every JS file per route group; BENCH_NETWORK=40/10000/5000 times
 * the visits behind an emulated network (round trip ms / down kbit/s / up kbit/s; bytes are the
 * same either way).
 */
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/chromium.mjs';
import { build, MEASURED_BUILD, ROOT, startPreview } from './serve.mjs';
// Every script that drives the browser imports this one: without Chromium they stop here, naming
// the command that installs it, rather than after a build and a server start.
import './check-browser.mjs';

export { CHROMIUM_ARGS };

export const ADMIN = { account: 'admin', password: 'Admin@123' };

/** localStorage key and value that turn the sign-in page's prefetch off (src/services/prefetch.ts). */
export const PREFETCH_OFF = ['console.prefetch', 'off'];

const ROW = '.ant-table-tbody tr.ant-table-row';

/** Opens the first row's chart on the member score list (the chart library loads only then). */
const openFirstChart = async (page) => {
  const row = page.locator(ROW).first();
  const direct = row.getByRole('button', { name: 'Chart', exact: true });
  if (await direct.count()) return direct.click();
  // An administrator's row has more actions than fit: "Chart" is in its "More" menu.
  await row.getByRole('button', { name: /^More actions/ }).click();
  await page.locator('.ant-dropdown-menu').getByRole('menuitem', { name: 'Chart', exact: true }).click();
};

/**
 * The route groups whose first visit is weighed. `ready` says when the page is complete; with
 * `after`, that action runs once it is ready and the page is complete at `complete`.
 */
export const ROUTE_GROUPS = [
  { key: 'login', label: 'sign-in page (/login)', path: '/login', signedIn: false, ready: 'password' },
  { key: 'account', label: 'shell + list page (/account)', path: '/account', signedIn: true, ready: 'row' },
  { key: 'member', label: 'shell + list page (/member)', path: '/member', signedIn: true, ready: 'row' },
  { key: 'device', label: 'shell + list page (/device)', path: '/device', signedIn: true, ready: 'row' },
  {
    key: 'records',
    label: 'shell + list page (/training-record)',
    path: '/training-record',
    signedIn: true,
    ready: 'row',
  },
  {
    key: 'catalogue',
    label: 'shell + settings catalogue (/basic-settings/sysWorry)',
    path: '/basic-settings/sysWorry',
    signedIn: true,
    ready: 'row',
  },
  {
    key: 'memberScore',
    label: 'shell + member scores, a chart opened (/member/member-score)',
    path: '/member/member-score',
    signedIn: true,
    ready: 'row',
    after: openFirstChart,
    complete: 'chart',
  },
  {
    key: 'behaviour',
    label: 'shell + member behaviour scores with charts (/member/member-behavior-score/1)',
    path: '/member/member-behavior-score/1',
    signedIn: true,
    ready: 'chart',
  },
  {
    key: 'home',
    label: 'shell + Home overview with its charts (/home)',
    path: '/home',
    signedIn: true,
    ready: 'chart',
  },
  {
    key: 'profile',
    label: 'shell + member profile with charts (/member/profile/1)',
    path: '/member/profile/1',
    signedIn: true,
    ready: 'chart',
  },
];

const log = (msg) => console.error(`[bench] ${msg}`);

// ---------------------------------------------------------------------------------------------
// Browser

export function launch() {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
  });
}

/** POST /login from Node: the two token cookies for a fresh context. */
export async function tokenCookies(baseURL, user = ADMIN) {
  const res = await fetch(`${baseURL}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(user),
  });
  const json = await res.json();
  if (json?.statusCode !== 200) throw new Error(`sign-in of ${user.account} failed: ${JSON.stringify(json)}`);
  return ['x-access-token', 'access-token'].map((name) => ({
    name,
    value: res.headers.get(name),
    url: baseURL,
    sameSite: 'Strict',
  }));
}

/**
 * Runs in every document before any of its scripts (page.addInitScript), and records on the
 * page's own clock (performance.now(), 0 = navigation start), in window.__bench:
 *   - marks.<name>: when the element `WATCH[name]` first entered the DOM (a MutationObserver
 *     started at document start checks after every batch of DOM changes), and marks.<name>Painted:
 *     when the frame that shows it has been painted (a task queued from the next animation frame
 *     runs after that frame's paint);
 *   - marks.signIn: when the sign-in button was clicked (the click event's own time stamp);
 *   - longTasks: [start, duration] of every main-thread task over 50 ms.
 * Also lets Resource Timing keep 2,000 entries (the default 250 can fill on a long visit).
 */
export function PAGE_CLOCK_PROBE() {
  if (window.__bench) return;
  const WATCH = {
    password: 'input[type="password"]',
    row: '.ant-table-tbody tr.ant-table-row',
    chart: 'figure canvas',
    // Home's figures (the Statistic values render only once the overview has answered).
    figures: '.ant-statistic-content',
    profileHeader: '[data-testid="profile-name"]',
  };
  const marks = {};
  const longTasks = [];
  const afterPaint = (done) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => done(performance.now());
      channel.port2.postMessage(null);
    });
  const check = () => {
    for (const [name, selector] of Object.entries(WATCH)) {
      if (marks[name] === undefined && document.querySelector(selector)) {
        marks[name] = performance.now();
        afterPaint((t) => {
          marks[`${name}Painted`] = t;
        });
      }
    }
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
  addEventListener(
    'click',
    (event) => {
      if (
        marks.signIn === undefined &&
        event.target instanceof Element &&
        event.target.closest('button[type="submit"]')
      )
        marks.signIn = event.timeStamp;
    },
    true,
  );
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) longTasks.push([e.startTime, e.duration]);
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // no Long Tasks API: no long tasks listed
  }
  performance.setResourceTimingBufferSize?.(2000);
  window.__bench = { marks, longTasks };
}

/**
 * BENCH_NETWORK=<round trip ms>/<down kbit/s>/<up kbit/s> (e.g. 40/10000/5000) puts every timed
 * visit behind Chromium's network emulation; unset, the pages load from localhost, where bytes
 * and round trips cost almost nothing and the main thread is all there is to measure.
 */
const NETWORK = (() => {
  const m = /^(\d+)\/(\d+)\/(\d+)$/.exec(process.env.BENCH_NETWORK ?? '');
  if (!m) return undefined;
  const kbit = (n) => (Number(n) * 1000) / 8;
  return { offline: false, latency: Number(m[1]), downloadThroughput: kbit(m[2]), uploadThroughput: kbit(m[3]) };
})();

/**
 * A fresh context (empty cache), English, signed in as admin when `signedIn`, with the page-clock
 * probe; `prefetch: false` turns the sign-in page's idle-time prefetch off.
 */
export async function coldPage(browser, baseURL, { signedIn, locale = 'en-US', prefetch = true } = {}) {
  const context = await browser.newContext({ locale, viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
  context.setDefaultTimeout(30_000);
  context.setDefaultNavigationTimeout(30_000);
  await context.addInitScript(
    ([lang, off]) => {
      if (!/^https?:$/.test(window.location.protocol)) return;
      window.localStorage.setItem('umi_locale', lang);
      if (off) window.localStorage.setItem(off[0], off[1]);
    },
    [locale, prefetch ? null : PREFETCH_OFF],
  );
  await context.addInitScript(PAGE_CLOCK_PROBE);
  if (signedIn) await context.addCookies(await tokenCookies(baseURL));
  const page = await context.newPage();
  if (NETWORK) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
  }
  return { context, page };
}

const READY = {
  password: (page) => page.locator('input[type="password"]').waitFor({ state: 'visible' }),
  row: (page) => page.locator(ROW).first().waitFor({ state: 'visible' }),
  chart: (page) => page.locator('figure canvas').first().waitFor({ state: 'visible' }),
  figures: (page) => page.locator('.ant-statistic-content').first().waitFor({ state: 'visible' }),
  profileHeader: (page) => page.locator('[data-testid="profile-name"]').waitFor({ state: 'visible' }),
};

/** Waits until the probe has recorded `name` (and returns every mark so far). */
async function markOf(page, name) {
  await page.waitForFunction((n) => window.__bench?.marks[n] !== undefined, name, { polling: 50 });
  return page.evaluate(() => ({ ...window.__bench.marks }));
}

/** Body bytes as served, less the last `//# sourceMappingURL=` line of a source-mapped build. */
function withoutMapComment(buf) {
  const text = buf.toString('latin1');
  const m = /\n?\/\/# sourceMappingURL=[^\n]*\s*$/.exec(text.slice(-300));
  return m ? buf.subarray(0, buf.length - m[0].length) : buf;
}

/** Requests that stay open while their page is shown (live device status): never "finished". */
const LONG_LIVED = /\/dataDevice\/stream/;

/**
 * Counts `page`'s requests in flight, long-lived ones left out; `quiet()` resolves once none has
 * been in flight for `quietMs`. Playwright's networkidle is reached once per document, and never
 * when a live stream opened first: on a busy machine Home's stream (opened after 1.5 s without
 * requests of the app's own) could start before Playwright saw 500 ms of quiet.
 */
function trackRequests(page, quietMs = 500) {
  const open = new Set();
  let lastChange = Date.now();
  const settle = (req) => {
    if (open.delete(req)) lastChange = Date.now();
  };
  page.on('request', (req) => {
    if (LONG_LIVED.test(req.url())) return;
    open.add(req);
    lastChange = Date.now();
  });
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  return {
    async quiet(timeout = 30_000) {
      const end = Date.now() + timeout;
      while (open.size > 0 || Date.now() - lastChange < quietMs) {
        if (Date.now() > end) throw new Error(`network not quiet within ${timeout} ms (${open.size} in flight)`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
  };
}

/**
 * `{ raw, gzip }` of one file of the build, by its full URL, read once per process: a build's
 * files do not change while it is served, and every visit loads the shell's same files. Reading
 * each body through the browser (the DevTools protocol, base64, once per visit) cost more CPU
 * than the page loads it measures.
 */
const fileWeights = new Map();
function weighFile(url) {
  if (!fileWeights.has(url))
    fileWeights.set(
      url,
      fetch(url)
        .then((res) => {
          if (!res.ok) throw new Error(`${url}: ${res.status}`);
          return res.arrayBuffer();
        })
        .then((body) => {
          const buf = withoutMapComment(Buffer.from(body));
          return { raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length };
        }),
    );
  return fileWeights.get(url);
}

/**
 * Opens `group.path` cold and records every JS and CSS file it received until the page is
 * complete (`ready`, then `after` and `complete` when given) and the network has been quiet:
 * { js: {raw, gzip, files}, css: {...} }, bytes exact (each file's body as served, weighed once).
 */
export async function weighFirstVisit(browser, baseURL, group) {
  const { context, page } = await coldPage(browser, baseURL, group);
  const network = trackRequests(page);
  const received = new Map();
  page.on('response', (res) => {
    const url = res.url();
    if (!url.startsWith(baseURL) || !res.ok()) return;
    const type = res.request().resourceType();
    const kind = type === 'script' ? 'js' : type === 'stylesheet' ? 'css' : undefined;
    if (kind) received.set(url, kind);
  });
  await page.goto(baseURL + group.path, { waitUntil: 'domcontentloaded' });
  await READY[group.ready](page);
  if (group.after) {
    await network.quiet();
    await group.after(page);
    await READY[group.complete](page);
  }
  await network.quiet();
  // The sign-in page's prefetch starts once the page is idle (requestIdleCallback, up to 3 s on):
  // on a busy machine that came after the quiet, and the prefetch weighed nothing. An idle callback
  // asked for now runs after the page's own, so the prefetch has started by then.
  if (group.key === 'login' && group.prefetch) {
    await page.evaluate(() => new Promise((done) => requestIdleCallback(() => done(), { timeout: 5000 })));
    await network.quiet();
  }
  await page.waitForTimeout(500);
  await context.close();
  const files = await Promise.all(
    [...received].map(async ([url, kind]) => ({ kind, url: url.slice(baseURL.length), ...(await weighFile(url)) })),
  );
  const sum = (kind) => {
    const fs = files.filter((f) => f.kind === kind);
    return {
      raw: fs.reduce((a, f) => a + f.raw, 0),
      gzip: fs.reduce((a, f) => a + f.gzip, 0),
      files: fs.sort((a, b) => b.gzip - a.gzip),
    };
  };
  return { js: sum('js'), css: sum('css') };
}

// ---------------------------------------------------------------------------------------------
// Times

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
export const ms = (x) => `${Math.round(x)} ms`;
const spread = (xs) => `${ms(median(xs))} (${Math.round(Math.min(...xs))}-${Math.round(Math.max(...xs))})`;

/** A figures table: a title line, then per row its DOM and painted times as median (min-max). */
function printDomPaintedTable(title, first, rows) {
  console.log(title);
  console.log(`| ${first} | -> row in the DOM | -> row painted |`);
  console.log('|---|---:|---:|');
  for (const [label, xs] of rows)
    console.log(`| ${label} | ${spread(xs.map((x) => x.dom))} | ${spread(xs.map((x) => x.painted))} |`);
}

/** The request timeline of the page so far (Resource Timing, page clock), scripts, styles and calls. */
function requestTimeline() {
  const nav = performance.getEntriesByType('navigation')[0];
  return [
    { path: '(document)', kind: 'document', start: 0, end: nav.responseEnd },
    ...performance
      .getEntriesByType('resource')
      .filter((e) => ['script', 'link', 'css', 'fetch', 'xmlhttprequest'].includes(e.initiatorType))
      .map((e) => ({
        path: e.name.replace(window.location.origin, ''),
        kind: e.initiatorType === 'link' || e.initiatorType === 'css' ? 'style' : e.initiatorType,
        start: e.startTime,
        end: e.responseEnd,
      })),
  ];
}

/**
 * Cold visit of `path`: navigation -> `ready` in the DOM and painted (page clock), the Node
 * clock figure, and for list pages the request timeline once the network is quiet.
 */
export async function coldVisit(browser, baseURL, path, signedIn, ready) {
  const { context, page } = await coldPage(browser, baseURL, { signedIn });
  const t0 = Date.now();
  await page.goto(baseURL + path, { waitUntil: 'commit' });
  await READY[ready](page);
  const node = Date.now() - t0;
  const marks = await markOf(page, `${ready}Painted`);
  await page.waitForLoadState('networkidle');
  const timeline = await page.evaluate(requestTimeline);
  await context.close();
  return { dom: marks[ready], painted: marks[`${ready}Painted`], node, timeline };
}

/**
 * In the page, before an action on the list: resolves with the times from the last byte of the
 * next `apiPath` response (Resource Timing responseEnd) to the first row changing in the DOM and
 * to the frame that shows it painted. window.__benchUpdate is awaited after the action.
 */
function armTableUpdate({ row, apiPath }) {
  const before = document.querySelector(row)?.textContent;
  const since = performance.now();
  window.__benchUpdate = new Promise((resolvePromise, reject) => {
    const timer = setTimeout(() => reject(new Error(`no table update after ${apiPath}`)), 20_000);
    const observer = new MutationObserver(() => {
      const first = document.querySelector(row);
      if (!first || first.textContent === before) return;
      const dom = performance.now();
      observer.disconnect();
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          const painted = performance.now();
          clearTimeout(timer);
          const entry = performance
            .getEntriesByType('resource')
            .filter((e) => e.name.includes(apiPath) && e.startTime >= since)
            .pop();
          if (!entry) reject(new Error(`rows changed but no ${apiPath} response was seen`));
          else resolvePromise({ dom: dom - entry.responseEnd, painted: painted - entry.responseEnd });
        };
        channel.port2.postMessage(null);
      });
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}

async function timeTableUpdate(page, action, apiPath = '/dataTrainingRecord/page') {
  await page.evaluate(armTableUpdate, { row: ROW, apiPath });
  await action();
  return page.evaluate(() => window.__benchUpdate);
}

/** Page change, sort and filter on /training-record, on one cold page: { page, sort, filter }. */
export async function tableUpdates(browser, baseURL) {
  const { context, page } = await coldPage(browser, baseURL, { signedIn: true });
  await page.goto(`${baseURL}/training-record`, { waitUntil: 'domcontentloaded' });
  await READY.row(page);
  await page.waitForLoadState('networkidle');
  const result = {};
  result.page = await timeTableUpdate(page, () => page.locator('.ant-pagination-item-2').click());
  await page.waitForLoadState('networkidle');
  result.sort = await timeTableUpdate(page, () =>
    page.locator('.ant-table-thead th.ant-table-column-has-sorters').first().click(),
  );
  await page.waitForLoadState('networkidle');
  // Filter: a training type chosen in ProTable's search form (the server filters the 5,000).
  const form = page.locator('.ant-pro-table-search form');
  await form.getByLabel('Type').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').nth(1).click();
  result.filter = await timeTableUpdate(page, () => form.getByRole('button', { name: 'Query' }).click());
  await context.close();
  return result;
}

/**
 * A cold /login, the fields filled while the page sits idle (until the network has been quiet
 * for a second: the prefetch, when on, has finished), then "Sign in": the times from the click
 * to the first /member row in the DOM and painted, the JS the sign-in page had fetched by then,
 * and its longest main-thread task while idle (what the prefetch costs the typing).
 */
export async function signInToFirstRow(browser, baseURL, prefetch) {
  const { context, page } = await coldPage(browser, baseURL, { signedIn: false, prefetch });
  await page.goto(`${baseURL}/login`, { waitUntil: 'domcontentloaded' });
  await READY.password(page);
  const shown = (await markOf(page, 'password')).password;
  await page.locator('input[autocomplete="username"]').fill(ADMIN.account);
  await page.locator('input[type="password"]').fill(ADMIN.password);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  const before = await page.evaluate(
    (since) => ({
      scripts: performance.getEntriesByType('resource').filter((e) => e.initiatorType === 'script').length,
      longest: Math.max(0, ...window.__bench.longTasks.filter(([s]) => s >= since).map(([, d]) => d)),
    }),
    shown,
  );
  await page.locator('button[type="submit"]').click();
  const marks = await markOf(page, 'rowPainted');
  await context.close();
  return { dom: marks.row - marks.signIn, painted: marks.rowPainted - marks.signIn, ...before };
}

// ---------------------------------------------------------------------------------------------
// The chain of a cold list page

/** Prints a request timeline: start-end on the page clock, and what each started after. */
export function printChain(timeline, firstRow) {
  const rows = [...timeline].sort((a, b) => a.start - b.start);
  console.log('| start | end | request | kind | started after (the last request to end before it) |');
  console.log('|---:|---:|---|---|---|');
  for (const r of rows) {
    const prior = rows.filter((o) => o !== r && o.end <= r.start).sort((a, b) => b.end - a.end)[0];
    const after = prior ? `${prior.path} (+${Math.round(r.start - prior.end)} ms)` : '';
    console.log(`| ${Math.round(r.start)} | ${Math.round(r.end)} | ${r.path} | ${r.kind} | ${after} |`);
  }
  console.log(`| ${Math.round(firstRow)} | | first row in the DOM | | |`);
}

// ---------------------------------------------------------------------------------------------
// A large data set (MOCK_SCALE=large)

/** The tokens of a sign-in as the API takes them (Authorization and X-Authorization). */
async function apiHeaders(baseURL) {
  const [main, second] = await tokenCookies(baseURL);
  return { authorization: `Bearer ${main.value}`, 'x-authorization': second.value, accept: 'application/json' };
}

/**
 * The mock's time to answer GET /dataTrainingRecord/page with `query`, from Node: the first call
 * (nothing kept yet for that order and filter) and the median of `runs` more.
 */
export async function timePageCall(baseURL, headers, query, runs = 7) {
  const url = `${baseURL}/dataTrainingRecord/page?${new URLSearchParams(query)}`;
  const once = async () => {
    const t0 = performance.now();
    const res = await fetch(url, { headers });
    const json = await res.json();
    const took = performance.now() - t0;
    if (json?.statusCode !== 200) throw new Error(`${url}: ${JSON.stringify(json).slice(0, 200)}`);
    return { took, total: json.data.total, rows: json.data.list.length };
  };
  const first = await once();
  const xs = [];
  for (let i = 0; i < runs; i++) xs.push((await once()).took);
  return { first: first.took, median: median(xs), total: first.total, rows: first.rows };
}

/**
 * Click -> new rows painted, on the page clock (the click's own time stamp to the frame), run in
 * the page: resolves `window.__benchClick` once at least `minRows` rows show and they differ from
 * those before the click (their number, keys or first row's text), with the long tasks between
 * the click and the paint (PAGE_CLOCK_PROBE records them).
 */
export function armClickToRows({ row, minRows = 1 }) {
  const shown = () => {
    const rows = [...document.querySelectorAll(row)];
    return `${rows.length}|${rows[0]?.textContent}|${rows.map((r) => r.getAttribute('data-row-key')).join()}`;
  };
  const before = shown();
  window.__benchClick = new Promise((resolvePromise, reject) => {
    let clicked;
    addEventListener(
      'click',
      (e) => {
        clicked = e.timeStamp;
      },
      { capture: true, once: true },
    );
    const timer = setTimeout(() => reject(new Error('no new rows within 30 s')), 30_000);
    const observer = new MutationObserver(() => {
      if (clicked === undefined || document.querySelectorAll(row).length < minRows || shown() === before) return;
      const dom = performance.now();
      observer.disconnect();
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          clearTimeout(timer);
          const painted = performance.now();
          const long = window.__bench.longTasks.filter(([start]) => start >= clicked - 5 && start < painted);
          resolvePromise({
            dom: dom - clicked,
            painted: painted - clicked,
            longSum: long.reduce((sum, [, d]) => sum + d, 0),
            longMax: Math.max(0, ...long.map(([, d]) => d)),
          });
        };
        channel.port2.postMessage(null);
      });
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
  });
}

/** On one /training-record page: next page, then a type filter's Query, each click -> row painted. */
export async function clickToRows(browser, baseURL) {
  const { context, page } = await coldPage(browser, baseURL, { signedIn: true });
  await page.goto(`${baseURL}/training-record`, { waitUntil: 'domcontentloaded' });
  await READY.row(page);
  await page.waitForLoadState('networkidle');
  const timed = async (action) => {
    await page.evaluate(armClickToRows, { row: ROW });
    await action();
    const r = await page.evaluate(() => window.__benchClick);
    await page.waitForLoadState('networkidle');
    return r;
  };
  const next = await timed(() => page.locator('.ant-pagination-next button, li.ant-pagination-next').first().click());
  const form = page.locator('.ant-pro-table-search form');
  await form.getByLabel('Type').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').nth(1).click();
  const query = await timed(() => form.getByRole('button', { name: 'Query' }).click());
  await context.close();
  return { next, query };
}

/** Side-menu entries of lists, in en-US, for the menu-click times. */
const MENU_LISTS = ['Training Record', 'Device Management'];

/**
 * Signed in on /member (rows shown, network quiet): a side-menu click -> the first row of the
 * list it opens painted, on the page clock. Each list of MENU_LISTS is opened twice: first not
 * yet visited in this tab (its code and its rows to fetch), then again after the other one
 * (visited: code loaded, rows in the query cache).
 */
export async function menuClickToRows(browser, baseURL) {
  const { context, page } = await coldPage(browser, baseURL, { signedIn: true });
  const network = trackRequests(page);
  await page.goto(`${baseURL}/member`, { waitUntil: 'domcontentloaded' });
  await READY.row(page);
  await network.quiet();
  const menu = page.getByRole('complementary').getByRole('menu').first();
  const open = async (label) => {
    await page.evaluate(armClickToRows, { row: ROW });
    await menu.getByRole('menuitem', { name: new RegExp(`${label}$`) }).click();
    const r = await page.evaluate(() => window.__benchClick);
    // A list page refreshes its rows behind the cached ones: let that settle before the next click.
    await network.quiet();
    return r;
  };
  const notVisited = [];
  const visited = [];
  for (const label of MENU_LISTS) notVisited.push(await open(label));
  for (const label of MENU_LISTS) visited.push(await open(label));
  await context.close();
  return { notVisited, visited };
}

/**
 * Export CSV on /training-record (every record): the click -> the download, the rows in the file,
 * and the longest main-thread task from the click to the download (the probe's long tasks).
 */
export async function exportAll(browser, baseURL) {
  const { context, page } = await coldPage(browser, baseURL, { signedIn: true });
  await page.goto(`${baseURL}/training-record`, { waitUntil: 'domcontentloaded' });
  await READY.row(page);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const since = await page.evaluate(() => performance.now());
  const t0 = Date.now();
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 180_000 }),
    page.getByRole('button', { name: /Export CSV/ }).click(),
  ]);
  const seconds = (Date.now() - t0) / 1000;
  const tasks = await page.evaluate((from) => window.__bench.longTasks.filter(([s]) => s >= from), since);
  const path = await download.path();
  const { readFileSync } = await import('node:fs');
  const text = readFileSync(path, 'utf8');
  let lines = 0;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) lines += 1;
  await context.close();
  return {
    seconds,
    rows: lines - 1,
    bytes: text.length,
    longest: Math.max(0, ...tasks.map(([, d]) => d)),
    longTasks: tasks.length,
  };
}

/** Prints the large-scale figures (MOCK_SCALE=large). */
async function benchLarge(browser, baseURL, runs) {
  const headers = await apiHeaders(baseURL);
  console.log(`
MOCK_SCALE=large: the mock's answer to GET /dataTrainingRecord/page (Node fetch, ms; goal <= 150 ms)`);
  console.log('| call | rows of total | first call | median of 7 more |');
  console.log('|---|---:|---:|---:|');
  for (const [label, query] of [
    ['first page, default order (newest first)', { current: '1', pageSize: '10' }],
    ['page 2', { current: '2', pageSize: '10' }],
    ['sorted by score', { current: '1', pageSize: '10', sortField: 'score', sortOrder: 'ascend' }],
    ['filtered: type neuro, score >= 80', { current: '1', pageSize: '10', type: '1', scoreMin: '80' }],
    [
      'filtered by date range, sorted by duration',
      {
        current: '1',
        pageSize: '20',
        startTimeFrom: '2026-01-01',
        startTimeTo: '2026-06-30',
        sortField: 'durationSec',
        sortOrder: 'descend',
      },
    ],
    ['an export page (2,000 rows, page 50)', { current: '50', pageSize: '2000' }],
  ]) {
    const r = await timePageCall(baseURL, headers, query);
    console.log(`| ${label} | ${r.rows} of ${r.total} | ${ms(r.first)} | ${ms(r.median)} |`);
  }

  const clicks = { next: [], query: [] };
  for (let i = 0; i < runs; i++) {
    const r = await clickToRows(browser, baseURL);
    clicks.next.push(r.next);
    clicks.query.push(r.query);
  }
  printDomPaintedTable(
    '\nMOCK_SCALE=large, /training-record: click -> new first row (page clock), goal <= 300 ms painted',
    'click',
    [
      ['next page', clicks.next],
      ['Query (a training type)', clicks.query],
    ],
  );

  const exportRuns = Number(process.env.BENCH_EXPORT_RUNS || 1);
  console.log(`
MOCK_SCALE=large: Export CSV of every training record (goal <= 30 s, no task > 200 ms)`);
  console.log('| run | rows | file | click -> download | longest task | tasks > 50 ms |');
  console.log('|---:|---:|---:|---:|---:|---:|');
  for (let i = 0; i < exportRuns; i++) {
    const r = await exportAll(browser, baseURL);
    console.log(
      `| ${i + 1} | ${r.rows} | ${(r.bytes / 1024 / 1024).toFixed(1)} MB | ${r.seconds.toFixed(1)} s | ${ms(r.longest)} | ${r.longTasks} |`,
    );
  }
}

// ---------------------------------------------------------------------------------------------
// Main

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

async function main() {
  const runs = Number(process.env.BENCH_RUNS || 5);
  let server;
  let baseURL = process.env.BENCH_URL?.replace(/\/+$/, '');
  if (!baseURL) {
    if (process.env.BENCH_SKIP_BUILD === '1' && existsSync(join(ROOT, 'dist', 'index.html'))) {
      log('BENCH_SKIP_BUILD=1: reusing dist/');
    } else {
      log('building dist/ (max build, with source maps)');
      const t0 = Date.now();
      await build(MEASURED_BUILD);
      log(`built in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
    }
    server = await startPreview({ label: 'bench' });
    baseURL = server.origin;
  }
  log(`measuring ${baseURL} (${runs} cold runs per timing${NETWORK ? `, network ${process.env.BENCH_NETWORK}` : ''})`);
  // Launched inside the try: a browser that fails to start still stops the server.
  let browser;
  try {
    browser = await launch();
    console.log(
      `\nChromium ${browser.version()}, Node ${process.version}, ${cpus().length} cores, load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(
          ' ',
        )} at the start; network: ${NETWORK ? `emulated ${process.env.BENCH_NETWORK} (round trip ms / down / up kbit/s)` : 'localhost, not throttled'}`,
    );
    const large = process.env.MOCK_SCALE === 'large';
    if (large) await benchLarge(browser, baseURL, runs);
    if (large && process.env.BENCH_LARGE_ONLY === '1') return;
    console.log(`\nFirst visit, cold cache: bytes the browser loaded (gzip -9 of each body; raw in brackets)`);
    console.log('| route group | JS gzip | CSS gzip | JS + CSS gzip | JS files |');
    console.log('|---|---:|---:|---:|---:|');
    for (const group of ROUTE_GROUPS) {
      const w = await weighFirstVisit(browser, baseURL, { ...group, prefetch: false });
      console.log(
        `| ${group.label} | ${kb(w.js.gzip)} (${kb(w.js.raw)}) | ${kb(w.css.gzip)} (${kb(w.css.raw)}) | ${kb(w.js.gzip + w.css.gzip)} | ${w.js.files.length} |`,
      );
      if (process.env.BENCH_VERBOSE === '1')
        for (const f of w.js.files) console.log(`|   ${f.url} | ${kb(f.gzip)} | | | |`);
    }
    console.log('(sign-in page with its idle-time prefetch off: the prefetch is the next page’s code)');

    const visits = [
      ['navigation -> password field, /login', '/login', false, 'password'],
      ['navigation -> first row, cold /member', '/member', true, 'row'],
      ['navigation -> first row, /training-record', '/training-record', true, 'row'],
      ['navigation -> first row, /basic-settings/sysWorry', '/basic-settings/sysWorry', true, 'row'],
      ['navigation -> Home figures, /home (goal 1200 ms)', '/home', true, 'figures'],
      // Goal for the profile: header and first chart painted within 1.2 s.
      ['navigation -> header, /member/profile/1 (goal <= 1.2 s)', '/member/profile/1', true, 'profileHeader'],
      ['navigation -> first chart, /member/profile/1 (goal <= 1.2 s)', '/member/profile/1', true, 'chart'],
    ];
    console.log(`\nTimes on the page's clock (0 = navigation start), cold cache, median (min-max) of ${runs} runs`);
    console.log('| measure | in the DOM | painted | Node clock (goto -> Playwright sees it) |');
    console.log('|---|---:|---:|---:|');
    let memberRuns = [];
    for (const [label, path, signedIn, ready] of visits) {
      const xs = [];
      for (let i = 0; i < runs; i++) xs.push(await coldVisit(browser, baseURL, path, signedIn, ready));
      if (path === '/member') memberRuns = xs;
      console.log(
        `| ${label} | ${spread(xs.map((x) => x.dom))} | ${ms(median(xs.map((x) => x.painted)))} | ${ms(median(xs.map((x) => x.node)))} |`,
      );
    }

    const updates = { page: [], sort: [], filter: [] };
    for (let i = 0; i < runs; i++) {
      const r = await tableUpdates(browser, baseURL);
      for (const k of Object.keys(updates)) updates[k].push(r[k]);
    }
    printDomPaintedTable(
      `\n/training-record (${process.env.MOCK_SCALE === 'large' ? '200,000' : '5,000'} records): last byte of the response -> rows, goal <= 200 ms painted`,
      'update',
      [
        ['page change (page 2)', updates.page],
        ['sort (first sortable column)', updates.sort],
        ['filter (a training type)', updates.filter],
      ],
    );

    const menuClicks = { notVisited: [], visited: [] };
    for (let i = 0; i < runs; i++) {
      const r = await menuClickToRows(browser, baseURL);
      menuClicks.notVisited.push(...r.notVisited);
      menuClicks.visited.push(...r.visited);
    }
    printDomPaintedTable(
      `\nSigned in, a side-menu click -> the first row of the list it opens (${MENU_LISTS.join(', ')}; page clock, ${runs} runs each), goals <= 400 ms not visited, <= 200 ms visited`,
      'list',
      [
        ['not yet visited in this tab', menuClicks.notVisited],
        ['visited before (cached rows)', menuClicks.visited],
      ],
    );

    // Alternate the two variants so that a change in the machine's load touches both alike.
    const signIn = { on: [], off: [] };
    for (let i = 0; i < runs; i++) {
      signIn.on.push(await signInToFirstRow(browser, baseURL, true));
      signIn.off.push(await signInToFirstRow(browser, baseURL, false));
    }
    console.log(`\nSign-in pressed -> first /member row (page clock), after filling the form on an idle /login`);
    console.log(
      '| sign-in page prefetch | -> row in the DOM | -> row painted | JS files fetched before the click | longest task while idle |',
    );
    console.log('|---|---:|---:|---:|---:|');
    for (const [key, label] of [
      ['on', 'on (layout, /member, user menu fetched while idle)'],
      ['off', `off (localStorage ${PREFETCH_OFF[0]}=${PREFETCH_OFF[1]})`],
    ]) {
      const xs = signIn[key];
      console.log(
        `| ${label} | ${spread(xs.map((x) => x.dom))} | ${spread(xs.map((x) => x.painted))} | ${median(xs.map((x) => x.scripts))} | ${ms(median(xs.map((x) => x.longest)))} |`,
      );
    }

    const byRow = [...memberRuns].sort((a, b) => a.dom - b.dom);
    const mid = byRow[Math.floor((byRow.length - 1) / 2)];
    console.log(`\nThe chain of a cold /member (the run with the median first row, page clock, ms)`);
    printChain(mid.timeline, mid.dom);
  } finally {
    await browser?.close();
    server?.stop();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((e) => {
    console.error(`[bench] ${e.stack || e.message}`);
    process.exitCode = 1;
  });
}
