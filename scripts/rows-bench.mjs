#!/usr/bin/env node
/**
 * A list at 100 rows a page (/member, or ROWS_PATH), on two (or more) builds served side by side
 * and visited in turn (docs/performance.md, "A page of 100 rows"): per run a cold signed-in visit, the pager's 10 ->
 * 100 a page, then Next and Previous at 100 rows (ROWS_NEXTS changes, default 2), each timed on
 * the page's clock from the click to the 100th new row in the DOM and to the frame painted, with
 * the main thread's long tasks between them. ROWS_PROFILE=1 also records a CPU profile of each
 * change and prints the page changes' self time by package (source maps of each build, as
 * `npm run profile` maps them) and the inclusive time of our own functions. A figure printer.
 *
 *   SOURCEMAP=1 OUTPUT_PATH=dist-a npx max build   # (on the first version; dist-b on the second)
 *   ROWS_RUNS=5 node scripts/rows-bench.mjs dist-a dist-b
 */
import { armClickToRows, coldPage, launch, median } from './bench.mjs';
import { profileReader } from './main-thread.mjs';
import { startPreview } from './serve.mjs';

const dirs = process.argv.slice(2);
if (!dirs.length) {
  // A command-line tool's usage error (exit status 2), before any server or browser is started.
  console.error('usage: node scripts/rows-bench.mjs <build dir> [<build dir> ...]');
  process.exit(2);
}
const RUNS = Number(process.env.ROWS_RUNS || 5);
const NEXTS = Number(process.env.ROWS_NEXTS || 2);
const PROF = process.env.ROWS_PROFILE === '1';
const DETAIL = process.env.ROWS_DETAIL;
/** The list page, with at least 300 rows (three pages of 100). */
const PATH = process.env.ROWS_PATH || '/member';
const ROW = '.ant-table-tbody tr.ant-table-row';

/** Each build's profile reader (its source maps). */
const readers = new Map();
const readerOf = (dir) => {
  if (!readers.has(dir)) readers.set(dir, profileReader(dir));
  return readers.get(dir);
};
/** Inclusive time per our-own source file (src/...), any frame on the stack. */
function inclusiveOurs(dir, profile) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const times = new Map();
  profile.samples.forEach((id, i) => {
    const seen = new Set();
    for (let n = id; n !== undefined; n = parent.get(n)) {
      const cf = nodes.get(n).callFrame;
      if (!cf.url) continue;
      const s = readerOf(dir).sourceOf(cf);
      if (!s || s.includes('node_modules') || s.startsWith('(')) continue;
      const k = `${s.replace(/^webpack:\/\/\/?\.?\/?/, '')} ${cf.functionName}`;
      if (seen.has(k)) continue;
      seen.add(k);
      times.set(k, (times.get(k) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
    }
  });
  return times;
}

async function oneRun(browser, dir, origin) {
  const { context, page } = await coldPage(browser, origin, { signedIn: true });
  await page.goto(`${origin}${PATH}`, { waitUntil: 'domcontentloaded' });
  await page.locator(ROW).first().waitFor();
  await page.waitForLoadState('networkidle');
  const cdp = PROF ? await context.newCDPSession(page) : null;
  const timed = async (action) => {
    await page.evaluate(armClickToRows, { row: ROW, minRows: 100 });
    if (cdp) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await cdp.send('Profiler.start');
    }
    await action();
    const r = await page.evaluate(() => window.__benchClick);
    if (cdp) {
      const { profile } = await cdp.send('Profiler.stop');
      r.times = readerOf(dir).selfTimes(profile, DETAIL);
      r.ours = inclusiveOurs(dir, profile);
      r.busy = [...r.times].filter(([k]) => k !== '(idle)').reduce((a, [, t]) => a + t, 0);
    }
    await page.waitForLoadState('networkidle');
    return r;
  };
  // Pager: 10 -> 100 a page.
  const sw = await timed(async () => {
    await page.locator('.ant-pagination-options .ant-select-selector').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '100' }).click();
  });
  const nexts = [];
  for (let i = 0; i < NEXTS; i++)
    nexts.push(
      await timed(() =>
        page
          .locator(i % 2 ? 'li.ant-pagination-prev button' : 'li.ant-pagination-next button')
          .first()
          .click(),
      ),
    );
  await context.close();
  return { sw, nexts };
}

const servers = await Promise.all(dirs.map((d) => startPreview({ env: { OUTPUT_PATH: d }, label: d })));
const browser = await launch();
const res = Object.fromEntries(dirs.map((d) => [d, { sw: [], next: [] }]));
try {
  for (let i = 0; i < RUNS; i++)
    for (const [n, s] of servers.entries()) {
      const r = await oneRun(browser, dirs[n], s.origin);
      res[dirs[n]].sw.push(r.sw);
      res[dirs[n]].next.push(...r.nexts);
      const f = (x) =>
        `${Math.round(x.dom)}/${Math.round(x.painted)} long ${Math.round(x.longSum)}${x.busy ? ` busy ${Math.round(x.busy)}` : ''}`;
      console.error(`${dirs[n]} run ${i + 1}: switch ${f(r.sw)}; next ${r.nexts.map(f).join(', ')}`);
    }
} finally {
  await browser.close();
  for (const s of servers) s.stop();
}
// The figures are this script's output, on stdout (progress went to stderr above), as bench.mjs prints.
const med = (xs, k) => Math.round(median(xs.map((x) => x[k])));
for (const d of dirs)
  for (const k of ['sw', 'next']) {
    const xs = res[d][k];
    console.log(
      `${d} ${k === 'sw' ? 'pager 10->100' : 'next page @100'} (n=${xs.length}): click->100th row ${med(xs, 'dom')} ms, ->painted ${med(xs, 'painted')} ms, long tasks sum ${med(xs, 'longSum')} ms, longest ${med(xs, 'longMax')} ms${PROF ? `, profile busy ${med(xs, 'busy')} ms` : ''}`,
    );
    if (PROF && k === 'next') {
      const mean = new Map();
      for (const x of xs) for (const [key, t] of x.times) mean.set(key, (mean.get(key) ?? 0) + t / xs.length);
      const rows = [...mean].filter(([key, t]) => key !== '(idle)' && t >= 3).sort((a, b) => b[1] - a[1]);
      for (const [key, t] of rows) console.log(`   ${key}: ${t.toFixed(1)} ms`);
      const ours = new Map();
      for (const x of xs) for (const [key, t] of x.ours) ours.set(key, (ours.get(key) ?? 0) + t / xs.length);
      console.log('   -- our code, inclusive:');
      for (const [key, t] of [...ours]
        .filter(([, t]) => t >= 3)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 40))
        console.log(`   ${key}: ${t.toFixed(1)} ms`);
    }
  }
