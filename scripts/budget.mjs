#!/usr/bin/env node
/**
 * Byte budgets of the production build (issue 6 item 2), checked on exact bytes:
 *   - the sign-in page's first load: at most 260 KB gzip of JS;
 *   - the shell plus a list page (cold first visit, signed in): at most 420 KB gzip, JS and CSS;
 *   - libraries only one page needs load with that page alone: the chart library (the files
 *     the chart page loads and the member list does not) is loaded by no other page, and the
 *     sign-in page loads none of ProLayout, ProTable or ProForm;
 *   - icons are imported one by one (no `from '@ant-design/icons'` in src/).
 * Bytes are what headless Chromium received on a cold first visit (every JS and CSS response
 * until the page is complete and the network is quiet), gzipped here at level 9; 1 KB = 1024 B.
 *
 * Builds dist/ first when it is missing or older than the sources (BUDGET_SKIP_BUILD=1 never
 * builds; BUDGET_URL=http://host:port checks a server already running). Exit status 1 when a
 * budget is exceeded.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { launch, ROOT, ROUTE_GROUPS, run, startPreview, weighFirstVisit } from './bench.mjs';

const KB = 1024;
export const BUDGETS = {
  loginJs: 260 * KB,
  shellPlusListPage: 420 * KB,
};

/** List pages checked against the shell + list page budget. */
const LIST_PAGES = ['/account', '/member', '/device', '/training-record'];
/** Pages that must not load the chart library (the member score and behaviour pages draw charts). */
const NON_CHART_PAGES = [
  { path: '/login', signedIn: false, ready: 'password' },
  ...LIST_PAGES.map((path) => ({ path, signedIn: true, ready: 'row' })),
  { path: '/basic-settings/sysWorry', signedIn: true, ready: 'row' },
];

/** Text the chart library's bundle carries (the G2 canvas renderer). */
const CHART_LIBRARY = /g-canvas/;

/** Text every bundle of these libraries carries (class-name prefixes), and none of ours. */
const LOGIN_FORBIDDEN = [
  ['ProLayout', /["'`]pro-layout["'`-]|ant-pro-layout/],
  ['ProTable', /["'`]pro-table["'`-]|ant-pro-table/],
  ['ProForm', /["'`]pro-form["'`-]|ant-pro-form/],
];

const log = (msg) => console.error(`[budget] ${msg}`);
const kb = (n) => `${(n / KB).toFixed(1)} KB`;

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = 0;
  for (const name of readdirSync(path)) {
    if (name === '.umi' || name.startsWith('.umi-') || name === 'node_modules') continue;
    newest = Math.max(newest, newestMtime(join(path, name)));
  }
  return newest;
}

/** dist/ is missing or older than anything the build reads. */
function buildIsStale() {
  const index = join(ROOT, 'dist', 'index.html');
  if (!existsSync(index)) return true;
  const sources = ['src', 'config', 'public', 'mock', 'scripts/stubs', '.umirc.ts', 'package.json'].map((p) =>
    newestMtime(join(ROOT, p)),
  );
  return Math.max(...sources) > statSync(index).mtimeMs;
}

/** Files in src/ that import icons from the package root instead of one by one. */
function iconBarrelImports(dir = join(ROOT, 'src')) {
  const found = [];
  for (const name of readdirSync(dir)) {
    if (name === '.umi' || name.startsWith('.umi-')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) found.push(...iconBarrelImports(path));
    else if (/\.(t|j)sx?$/.test(name) && /from\s+['"]@ant-design\/icons['"]/.test(readFileSync(path, 'utf8')))
      found.push(relative(ROOT, path));
  }
  return found;
}

async function main() {
  let server;
  let baseURL = process.env.BUDGET_URL?.replace(/\/+$/, '');
  if (!baseURL) {
    if (process.env.BUDGET_SKIP_BUILD !== '1' && buildIsStale()) {
      log('dist/ is missing or older than the sources: max build');
      const env = { ...process.env };
      delete env.BASE_PATH;
      delete env.OUTPUT_PATH;
      if ((await run(join(ROOT, 'node_modules', '.bin', 'max'), ['build'], env)) !== 0)
        throw new Error('max build failed');
    }
    server = await startPreview();
    baseURL = server.url;
  }

  const failures = [];
  const rows = [];
  const check = (label, actual, limit) => {
    const ok = actual <= limit;
    rows.push(`${ok ? 'ok  ' : 'OVER'} ${label}: ${kb(actual)} (budget ${kb(limit)}, ${actual} B)`);
    if (!ok) failures.push(`${label}: ${kb(actual)} > ${kb(limit)}`);
  };

  const browser = await launch();
  try {
    const weigh = (path, signedIn, ready) => weighFirstVisit(browser, baseURL, { path, signedIn, ready });

    const login = await weigh('/login', false, 'password');
    check('sign-in page, JS gzip', login.js.gzip, BUDGETS.loginJs);
    const loginText = await Promise.all(login.js.files.map((f) => fetch(baseURL + f.url).then((r) => r.text())));
    for (const [name, re] of LOGIN_FORBIDDEN) {
      const hit = login.js.files.filter((_, i) => re.test(loginText[i])).map((f) => f.url);
      rows.push(
        `${hit.length ? 'FAIL' : 'ok  '} sign-in page loads no ${name}${hit.length ? `: ${hit.join(' ')}` : ''}`,
      );
      if (hit.length) failures.push(`the sign-in page loads ${name} (${hit.join(' ')})`);
    }

    const listWeights = {};
    for (const path of LIST_PAGES) {
      const w = await weigh(path, true, 'row');
      listWeights[path] = w;
      check(`shell + ${path}, JS + CSS gzip`, w.js.gzip + w.css.gzip, BUDGETS.shellPlusListPage);
    }

    // The chart library: what the chart page loads beyond the member list.
    const chartGroup = ROUTE_GROUPS.find((g) => g.key === 'charts');
    const charts = await weighFirstVisit(browser, baseURL, chartGroup);
    const memberFiles = new Set(listWeights['/member'].js.files.map((f) => f.url));
    const chartOnly = charts.js.files.filter((f) => !memberFiles.has(f.url)).map((f) => f.url);
    const chartText = await Promise.all(chartOnly.map((url) => fetch(baseURL + url).then((r) => r.text())));
    const chartLib = charts.js.files.filter((f) => CHART_LIBRARY.test(chartText[chartOnly.indexOf(f.url)] ?? ''));
    rows.push(
      `info chart page: ${kb(charts.js.gzip)} JS gzip; its own files: ${chartOnly.join(' ')} (library ${kb(chartLib.reduce((a, f) => a + f.gzip, 0))})`,
    );
    if (!chartLib.length) failures.push('could not find the chart library among the chart page files');
    for (const p of NON_CHART_PAGES) {
      const w = p.path === '/login' ? login : (listWeights[p.path] ?? (await weigh(p.path, p.signedIn, p.ready)));
      const hit = w.js.files.filter((f) => chartLib.some((c) => c.url === f.url)).map((f) => f.url);
      rows.push(
        `${hit.length ? 'FAIL' : 'ok  '} ${p.path} loads no chart library${hit.length ? `: ${hit.join(' ')}` : ''}`,
      );
      if (hit.length) failures.push(`${p.path} loads the chart library (${hit.join(' ')})`);
    }
  } finally {
    await browser.close();
    server?.stop();
  }

  const barrels = iconBarrelImports();
  rows.push(
    `${barrels.length ? 'FAIL' : 'ok  '} icons imported one by one${barrels.length ? `: not in ${barrels.join(' ')}` : ''}`,
  );
  if (barrels.length) failures.push(`icons imported from '@ant-design/icons' in ${barrels.join(', ')}`);

  console.log(rows.join('\n'));
  if (failures.length) {
    console.log(`\n${failures.length} budget(s) exceeded:\n  ${failures.join('\n  ')}`);
    process.exitCode = 1;
  } else console.log('\nall budgets met');
}

main().catch((e) => {
  console.error(`[budget] ${e.stack || e.message}`);
  process.exitCode = 1;
});
