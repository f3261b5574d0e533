#!/usr/bin/env node
/**
 * npm run bench: what a cold first visit costs, in bytes and in time (issue 6 item 1).
 *
 *   1. builds the production bundle (`max build`; BENCH_SKIP_BUILD=1 reuses dist/);
 *   2. serves it with `max preview` (mock backend included) on a free port
 *      (BENCH_URL=http://host:port uses a server that is already running instead);
 *   3. in headless Chromium, with a fresh profile (cold cache) per run:
 *      - bytes: per route group, the JS and CSS the browser fetched, gzipped here with zlib
 *        (level 9) from the bodies it received;
 *      - times (median of BENCH_RUNS runs, default 5): navigation -> password field on /login;
 *        navigation -> first table row on /member, /training-record and a catalogue; on
 *        /training-record the table update after a page change, a sort and a filter, from the
 *        end of the API response to the frame that shows the new rows.
 * It prints figures and never fails on them (budgets are checked by scripts/budget.mjs).
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/chromium.mjs';
import { build, ROOT, startPreview } from './serve.mjs';

export { CHROMIUM_ARGS };

export const ADMIN = { account: 'admin', password: 'Admin@123' };

/** The route groups whose first visit is weighed. `ready` says when the page is complete. */
export const ROUTE_GROUPS = [
  { key: 'login', label: 'sign-in page (/login)', path: '/login', signedIn: false, ready: 'password' },
  { key: 'list', label: 'shell + list page (/account)', path: '/account', signedIn: true, ready: 'row' },
  { key: 'member', label: 'shell + list page (/member)', path: '/member', signedIn: true, ready: 'row' },
  {
    key: 'catalogue',
    label: 'shell + settings catalogue (/basic-settings/sysWorry)',
    path: '/basic-settings/sysWorry',
    signedIn: true,
    ready: 'row',
  },
  {
    key: 'charts',
    label: 'shell + member sub-page with charts (/member/member-behavior-score/1)',
    path: '/member/member-behavior-score/1',
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

/** A fresh context (empty cache), English, signed in as admin when `signedIn`. */
export async function coldPage(browser, baseURL, { signedIn, locale = 'en-US' } = {}) {
  const context = await browser.newContext({ locale, viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
  context.setDefaultTimeout(30_000);
  context.setDefaultNavigationTimeout(30_000);
  await context.addInitScript((value) => {
    if (/^https?:$/.test(window.location.protocol)) window.localStorage.setItem('umi_locale', value);
  }, locale);
  if (signedIn) await context.addCookies(await tokenCookies(baseURL));
  const page = await context.newPage();
  return { context, page };
}

const READY = {
  password: (page) => page.locator('input[type="password"]').waitFor({ state: 'visible' }),
  row: (page) => page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor({ state: 'visible' }),
  chart: (page) => page.locator('figure canvas').first().waitFor({ state: 'visible' }),
};

/**
 * Opens `path` cold and records every JS and CSS response until the page is complete and the
 * network has been quiet: { js: {raw, gzip, files}, css: {...} }, bytes exact.
 */
export async function weighFirstVisit(browser, baseURL, group) {
  const { context, page } = await coldPage(browser, baseURL, group);
  const bodies = [];
  page.on('response', (res) => {
    const url = res.url();
    if (!url.startsWith(baseURL)) return;
    const type = res.request().resourceType();
    const kind = type === 'script' ? 'js' : type === 'stylesheet' ? 'css' : undefined;
    if (!kind) return;
    bodies.push(
      res
        .body()
        .then((buf) => ({
          kind,
          url: url.slice(baseURL.length),
          raw: buf.length,
          gzip: gzipSync(buf, { level: 9 }).length,
        }))
        .catch(() => undefined),
    );
  });
  await page.goto(baseURL + group.path, { waitUntil: 'domcontentloaded' });
  await READY[group.ready](page);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const files = (await Promise.all(bodies)).filter(Boolean);
  await context.close();
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

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/** Navigation -> `ready`, cold, in ms (Node clock around the browser's work). */
async function timeToReady(browser, baseURL, path, signedIn, ready) {
  const { context, page } = await coldPage(browser, baseURL, { signedIn });
  const t0 = Date.now();
  await page.goto(baseURL + path, { waitUntil: 'commit' });
  await READY[ready](page);
  const ms = Date.now() - t0;
  await context.close();
  return ms;
}

/**
 * In the page: waits until the first row of the table differs from `before` and the API call
 * `apiPath` has finished; returns (frame that shows the new rows) - (end of the response), ms.
 * Installed before the action (window.__benchUpdate), awaited after it.
 */
function installUpdateProbe({ before, apiPath }) {
  const since = performance.now();
  window.__benchUpdate = new Promise((resolvePromise, reject) => {
    const deadline = since + 20_000;
    const tick = () => {
      const row = document.querySelector('.ant-table-tbody tr.ant-table-row');
      const entry = performance
        .getEntriesByType('resource')
        .filter((e) => e.name.includes(apiPath) && e.startTime >= since)
        .pop();
      const now = performance.now();
      if (row && row.textContent !== before && entry && entry.responseEnd > 0) {
        resolvePromise(now - entry.responseEnd);
        return;
      }
      if (now > deadline) reject(new Error(`no table update after ${apiPath}`));
      else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

async function timeTableUpdate(page, action, apiPath = '/dataTrainingRecord/page') {
  const before = await page.locator('.ant-table-tbody tr.ant-table-row').first().textContent();
  await page.evaluate(installUpdateProbe, { before, apiPath });
  await action();
  return page.evaluate(() => window.__benchUpdate);
}

/** Page change, sort and filter on /training-record, each on a cold page: { page, sort, filter } ms. */
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
  // Filter: a training type picked in the search form (the server filters the 5,000 records).
  const form = page.locator('form.crud-search');
  await form.getByLabel('Type').click();
  const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option').nth(1);
  await option.click();
  result.filter = await timeTableUpdate(page, () => form.getByRole('button', { name: 'Query' }).click());
  await context.close();
  return result;
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
      log('building dist/ (max build)');
      const t0 = Date.now();
      await build();
      log(`built in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
    }
    server = await startPreview({ label: 'bench' });
    baseURL = server.origin;
  }
  log(`measuring ${baseURL} (${runs} cold runs per timing)`);
  const browser = await launch();
  try {
    console.log(`\nFirst visit, cold cache: bytes the browser loaded (gzip -9 of each body; raw in brackets)`);
    console.log('| route group | JS gzip | CSS gzip | JS files |');
    console.log('|---|---:|---:|---:|');
    for (const group of ROUTE_GROUPS) {
      const w = await weighFirstVisit(browser, baseURL, group);
      console.log(
        `| ${group.label} | ${kb(w.js.gzip)} (${kb(w.js.raw)}) | ${kb(w.css.gzip)} (${kb(w.css.raw)}) | ${w.js.files.length} |`,
      );
      if (process.env.BENCH_VERBOSE === '1')
        for (const f of w.js.files) console.log(`|   ${f.url} | ${kb(f.gzip)} | | |`);
    }

    const timings = [
      ['navigation -> password field, /login', '/login', false, 'password'],
      ['navigation -> first table row, /member', '/member', true, 'row'],
      ['navigation -> first table row, /training-record', '/training-record', true, 'row'],
      ['navigation -> first table row, /basic-settings/sysWorry', '/basic-settings/sysWorry', true, 'row'],
    ];
    console.log(`\nTimes, headless Chromium, cold cache, median of ${runs} runs (min-max)`);
    console.log('| measure | median | range |');
    console.log('|---|---:|---:|');
    for (const [label, path, signedIn, ready] of timings) {
      const xs = [];
      for (let i = 0; i < runs; i++) xs.push(await timeToReady(browser, baseURL, path, signedIn, ready));
      console.log(`| ${label} | ${median(xs).toFixed(0)} ms | ${Math.min(...xs)}-${Math.max(...xs)} ms |`);
    }
    const updates = { page: [], sort: [], filter: [] };
    for (let i = 0; i < runs; i++) {
      const r = await tableUpdates(browser, baseURL);
      for (const k of Object.keys(updates)) updates[k].push(r[k]);
    }
    for (const [k, label] of [
      ['page', 'page change'],
      ['sort', 'sort'],
      ['filter', 'filter'],
    ]) {
      const xs = updates[k];
      console.log(
        `| /training-record (5,000 records): response -> rows painted, ${label} | ${median(xs).toFixed(0)} ms | ${Math.min(...xs).toFixed(0)}-${Math.max(...xs).toFixed(0)} ms |`,
      );
    }
  } finally {
    await browser.close();
    server?.stop();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((e) => {
    console.error(`[bench] ${e.stack || e.message}`);
    process.exitCode = 1;
  });
}
