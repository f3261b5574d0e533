#!/usr/bin/env node
/**
 * Byte budgets of the production build (issue 6 item 2), checked on exact bytes in `npm test`:
 *   - the sign-in page's first load: at most 260 KB gzip of JS;
 *   - the shell plus a list page (cold first visit, signed in): at most 420 KB gzip, JS and CSS,
 *     on each of the list pages below;
 *   - only the language in use loads: the first visit in each language fetches that language's
 *     pack chunk and no other, and no other file carries message texts;
 *   - libraries only one page needs load with that page alone: the chart library (the files
 *     the chart page loads and the member list does not) is loaded by no other page, and the
 *     sign-in page loads none of ProLayout, ProTable or ProForm, and a list page's first visit
 *     neither ProTable nor ProForm (the add / edit form loads when first opened);
 *   - icons are imported one by one (no `from '@ant-design/icons'` in src/).
 * Bytes are what headless Chromium received on a cold first visit (every JS and CSS response
 * until the page is complete and the network is quiet), gzipped here at level 9; 1 KB = 1024 B.
 *
 * Builds dist/ first when it is missing or older than the sources (BUDGET_SKIP_BUILD=1 never
 * builds; BUDGET_URL=http://host:port checks a server already running). Exit status 1 when a
 * budget is exceeded.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { launch, ROUTE_GROUPS, weighFirstVisit } from './bench.mjs';
import { build, isBuildStale, ROOT, startPreview } from './serve.mjs';

const KB = 1024;
export const BUDGETS = {
  loginJs: 260 * KB,
  shellPlusListPage: 420 * KB,
};

/**
 * A key every one of our language packs has, as a pack writes it: an object key followed by its
 * text (minified code keeps the quotes of a dotted key). Code that only names the message id
 * (`t('login.accountRequired')`) does not match.
 */
const PACK_ENTRY = /["']login\.accountRequired["']\s*:/;
const LANGUAGES = ['en-US', 'zh-CN'];

/** List pages checked against the shell + list page budget. */
const LIST_PAGES = ['/account', '/member', '/device', '/training-record', '/basic-settings/sysWorry'];
/** Pages that must not load the chart library (the member score and behaviour pages draw charts). */
const NON_CHART_PAGES = [
  { path: '/login', signedIn: false, ready: 'password' },
  ...LIST_PAGES.map((path) => ({ path, signedIn: true, ready: 'row' })),
];

/** Text the chart library's bundle carries (the G2 canvas renderer). */
const CHART_LIBRARY = /g-canvas/;

/** Text every bundle of these libraries carries (class-name prefixes), and none of ours. */
const PRO_TABLE = ['ProTable', /["'`]pro-table["'`-]|ant-pro-table/];
const PRO_FORM = ['ProForm', /["'`]pro-form["'`-]|ant-pro-form/];
const LOGIN_FORBIDDEN = [['ProLayout', /["'`]pro-layout["'`-]|ant-pro-layout/], PRO_TABLE, PRO_FORM];
/** A list page's first visit: the add / edit form (ProForm) loads when first opened. */
const LIST_FORBIDDEN = [PRO_TABLE, PRO_FORM];

const log = (msg) => console.error(`[budget] ${msg}`);
const kb = (n) => `${(n / KB).toFixed(1)} KB`;

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
    if (process.env.BUDGET_SKIP_BUILD !== '1' && isBuildStale('dist')) {
      log('dist/ is missing or older than the sources: max build');
      await build();
    }
    server = await startPreview({ label: 'budget' });
    baseURL = server.origin;
  }

  const failures = [];
  const rows = [];
  let met = 0;
  const verdict = (ok, line, failure) => {
    rows.push(`${ok ? 'ok  ' : 'FAIL'} ${line}`);
    if (ok) met += 1;
    else failures.push(failure ?? line);
  };
  const check = (label, actual, limit) =>
    verdict(
      actual <= limit,
      `${label}: ${kb(actual)} (budget ${kb(limit)}, ${actual} B)`,
      `${label}: ${kb(actual)} > ${kb(limit)}`,
    );
  const texts = new Map();
  const textOf = async (url) => {
    if (!texts.has(url)) texts.set(url, await fetch(baseURL + url).then((r) => r.text()));
    return texts.get(url);
  };

  const browser = await launch();
  try {
    const weigh = (path, signedIn, ready) => weighFirstVisit(browser, baseURL, { path, signedIn, ready });

    const login = await weigh('/login', false, 'password');
    check('sign-in page, JS gzip', login.js.gzip, BUDGETS.loginJs);
    const loginText = await Promise.all(login.js.files.map((f) => textOf(f.url)));
    for (const [name, re] of LOGIN_FORBIDDEN) {
      const hit = login.js.files.filter((_, i) => re.test(loginText[i])).map((f) => f.url);
      verdict(!hit.length, `sign-in page loads no ${name}${hit.length ? `: ${hit.join(' ')}` : ''}`);
    }

    // Only the language in use: its pack chunk, no other pack, no messages anywhere else.
    for (const locale of LANGUAGES) {
      const visit = await weighFirstVisit(browser, baseURL, { path: '/login', ready: 'password', locale });
      const files = visit.js.files.map((f) => f.url);
      const withMessages = [];
      for (const url of files) if (PACK_ENTRY.test(await textOf(url))) withMessages.push(url);
      const own = files.filter((u) => u.includes(`locale-${locale}.`));
      const others = files.filter((u) => /locale-[a-z]{2}-[A-Z]{2}\./.test(u) && !u.includes(`locale-${locale}.`));
      verdict(
        own.length === 1 && others.length === 0 && withMessages.length === 1 && withMessages[0] === own[0],
        `${locale} sign-in page loads its own language pack only (pack: ${own.join(' ') || 'none'}; other packs: ${others.join(' ') || 'none'}; files with messages: ${withMessages.join(' ') || 'none'})`,
      );
    }

    const listWeights = {};
    for (const path of LIST_PAGES) {
      const w = await weigh(path, true, 'row');
      listWeights[path] = w;
      const bytes = w.js.gzip + w.css.gzip;
      check(`shell + ${path}, JS + CSS gzip`, bytes, BUDGETS.shellPlusListPage);
      const text = await Promise.all(w.js.files.map((f) => textOf(f.url)));
      for (const [name, re] of LIST_FORBIDDEN) {
        const hit = w.js.files.filter((_, i) => re.test(text[i])).map((f) => f.url);
        verdict(!hit.length, `${path} first visit loads no ${name}${hit.length ? `: ${hit.join(' ')}` : ''}`);
      }
    }

    // The chart library: what the chart page loads beyond the member list.
    const chartGroup = ROUTE_GROUPS.find((g) => g.key === 'charts');
    const charts = await weighFirstVisit(browser, baseURL, chartGroup);
    const memberFiles = new Set(listWeights['/member'].js.files.map((f) => f.url));
    const chartOnly = charts.js.files.filter((f) => !memberFiles.has(f.url)).map((f) => f.url);
    const chartText = await Promise.all(chartOnly.map((url) => textOf(url)));
    const chartLib = charts.js.files.filter((f) => CHART_LIBRARY.test(chartText[chartOnly.indexOf(f.url)] ?? ''));
    rows.push(
      `info chart page: ${kb(charts.js.gzip)} JS gzip; its own files: ${chartOnly.join(' ')} (library ${kb(chartLib.reduce((a, f) => a + f.gzip, 0))})`,
    );
    verdict(chartLib.length > 0, 'the chart library is found among the chart page files');
    for (const p of NON_CHART_PAGES) {
      const w = p.path === '/login' ? login : (listWeights[p.path] ?? (await weigh(p.path, p.signedIn, p.ready)));
      const hit = w.js.files.filter((f) => chartLib.some((c) => c.url === f.url)).map((f) => f.url);
      verdict(!hit.length, `${p.path} loads no chart library${hit.length ? `: ${hit.join(' ')}` : ''}`);
    }
  } finally {
    await browser.close();
    server?.stop();
  }

  const barrels = iconBarrelImports();
  verdict(!barrels.length, `icons imported one by one${barrels.length ? `: not in ${barrels.join(' ')}` : ''}`);

  console.log(rows.join('\n'));
  if (failures.length) console.log(`\nbudget checks failed:\n  ${failures.join('\n  ')}`);
  // One line for .ci/run's count.
  console.log(`\nBudgets: ${met} passed, ${failures.length} failed`);
  if (failures.length) process.exitCode = 1;
}

main().catch((e) => {
  console.error(`[budget] ${e.stack || e.message}`);
  process.exitCode = 1;
});
