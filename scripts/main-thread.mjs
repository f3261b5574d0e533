#!/usr/bin/env node
/**
 * npm run profile: where the main thread's time goes on a cold visit, by package. For each visit
 * (the sign-in page to its password field, a cold /member to its first row), PROFILE_RUNS
 * (default 5) fresh contexts each record a V8 CPU profile (Chromium's sampling profiler, 100 µs)
 * from navigation until the element is seen; each sample's function is mapped through the
 * build's source maps to its source file, and the file to its package (scripts/bundle-report.mjs
 * `owner`: a package under node_modules, antd by component, or our own folder). It prints the
 * mean self time per package over the runs, largest first, and the page-clock time of the
 * element (scripts/bench.mjs PAGE_CLOCK_PROBE). A figure printer: it never fails on them.
 *
 *   npm run profile                       # builds dist/ with source maps when needed
 *   PROFILE_SKIP_BUILD=1 npm run profile  # reuse dist/ as it is (it must have source maps)
 *   REPORT_DEPTH=2 npm run profile        # group our own code by shallower folders
 *   PROFILE_OUT=/tmp/prof npm run profile # also write each .cpuprofile (open in DevTools)
 *   PROFILE_DETAIL=rc-util npm run profile   # one row's functions instead (for a built-in, its caller's file)
 *
 * Rows the profiler names itself: (program) is the browser's own work outside JavaScript (style,
 * layout, paint, parsing HTML and CSS, and compiling scripts before they run), (garbage
 * collector), and (idle), which is left out of the busy total (waiting for the network).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { coldPage, launch, median, ms } from './bench.mjs';
import { owner, segmentsByLine, sourceAt } from './bundle-report.mjs';
import { build, MEASURED_BUILD, needsMeasuredBuild, ROOT, startPreview } from './serve.mjs';

const VISITS = [
  {
    label: 'cold /login, to the password field',
    path: '/login',
    signedIn: false,
    selector: 'input[type="password"]',
    mark: 'password',
  },
  {
    label: 'cold /member, to the first row',
    path: '/member',
    signedIn: true,
    selector: '.ant-table-tbody tr.ant-table-row',
    mark: 'row',
  },
];

const log = (msg) => console.error(`[profile] ${msg}`);

/**
 * Reads CPU profiles of the build in `dir` (relative to the project): each sample's function is
 * mapped through that build's source maps (read once per script file) to its source and package.
 * Also used by scripts/rows-bench.mjs, which profiles two builds side by side.
 */
export function profileReader(dir = 'dist') {
  const maps = new Map();
  function mapOf(url) {
    const file = basename(new URL(url).pathname);
    if (!maps.has(file)) {
      try {
        const map = JSON.parse(readFileSync(join(ROOT, dir, `${file}.map`), 'utf8'));
        maps.set(file, { map, lines: segmentsByLine(map) });
      } catch {
        maps.set(file, null);
      }
    }
    return maps.get(file);
  }

  /** The source file of a function of the console's scripts, or undefined for any other. */
  function sourceOf({ url, lineNumber, columnNumber }) {
    if (!/^https?:/.test(url)) return undefined;
    const found = mapOf(url);
    return found
      ? sourceAt(found.map, found.lines, lineNumber, columnNumber)
      : `(no source map) ${basename(new URL(url).pathname)}`;
  }

  /** Who a profile node's function belongs to. */
  function ownerOf(callFrame) {
    const { url, functionName } = callFrame;
    if (!url) return functionName.startsWith('(') ? functionName : '(browser built-ins)';
    const source = sourceOf(callFrame);
    if (source === undefined) return '(other scripts)';
    return source.startsWith('(') ? source : owner(source);
  }

  /**
   * Self time (ms) per owner in one CPU profile; with `detail` (an owner's name), per function of
   * that owner instead: its source file and name, and for a built-in, the source file that called it.
   */
  function selfTimes(profile, detail) {
    const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
    const parents = new Map(profile.nodes.flatMap((n) => (n.children ?? []).map((c) => [c, n])));
    const times = new Map();
    profile.samples.forEach((id, i) => {
      const { callFrame } = nodes.get(id);
      let key = ownerOf(callFrame);
      if (detail) {
        if (key !== detail) return;
        const caller = parents.get(id)?.callFrame;
        const where = callFrame.url
          ? sourceOf(callFrame)
          : `called from ${caller ? (sourceOf(caller) ?? (caller.functionName || '(top level)')) : '?'}`;
        key = `${callFrame.functionName || '(anonymous)'} in ${String(where).replace(/^.*node_modules\//, '')}`;
      }
      times.set(key, (times.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
    });
    return times;
  }

  return { sourceOf, selfTimes };
}

const { selfTimes } = profileReader();

async function profileVisit(browser, baseURL, visit, run) {
  const { context, page } = await coldPage(browser, baseURL, { signedIn: visit.signedIn });
  // A static file of the origin first, so that the visit stays in the renderer being profiled.
  await page.goto(`${baseURL}/logo2.svg`);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await page.goto(baseURL + visit.path, { waitUntil: 'commit' });
  await page.locator(visit.selector).first().waitFor();
  const { profile } = await cdp.send('Profiler.stop');
  const mark = await page.evaluate((name) => window.__bench?.marks[name], visit.mark);
  if (process.env.PROFILE_OUT) {
    mkdirSync(process.env.PROFILE_OUT, { recursive: true });
    const name = `${visit.path.replace(/\W+/g, '') || 'root'}-${run + 1}.cpuprofile`;
    writeFileSync(join(process.env.PROFILE_OUT, name), JSON.stringify(profile));
  }
  await context.close();
  return { times: selfTimes(profile, process.env.PROFILE_DETAIL), mark };
}

/** The script's output: one Markdown table per visit, as docs/performance.md quotes it. */
function printTable(visit, results) {
  const mean = new Map();
  for (const { times } of results)
    for (const [key, t] of times) mean.set(key, (mean.get(key) ?? 0) + t / results.length);
  const busy = [...mean].filter(([k]) => k !== '(idle)').reduce((sum, [, t]) => sum + t, 0);
  const detail = process.env.PROFILE_DETAIL;
  console.log(
    `\n${visit.label}: element in the DOM at ${ms(median(results.map((r) => r.mark)))} (median of ${results.length}, page clock); ${detail ? `${detail}: ${ms(busy)} (mean)` : `main thread busy ${ms(busy)} until it was seen (mean), idle ${ms(mean.get('(idle)') ?? 0)}`}`,
  );
  console.log(`| ${detail ? 'function' : 'package or folder'} | self time (mean) | share of ${detail ?? 'busy'} |`);
  console.log('|---|---:|---:|');
  const rows = [...mean].filter(([k, t]) => k !== '(idle)' && t >= 2).sort((a, b) => b[1] - a[1]);
  for (const [key, t] of rows) console.log(`| ${key} | ${ms(t)} | ${((100 * t) / busy).toFixed(1)} % |`);
  const rest = busy - rows.reduce((sum, [, t]) => sum + t, 0);
  console.log(`| everything under 2 ms each | ${ms(rest)} | ${((100 * rest) / busy).toFixed(1)} % |`);
}

async function main() {
  const runs = Number(process.env.PROFILE_RUNS || 5);
  if (process.env.PROFILE_SKIP_BUILD !== '1' && needsMeasuredBuild()) {
    log('building dist/ (max build, with source maps)');
    await build(MEASURED_BUILD);
  }
  const server = await startPreview({ label: 'profile' });
  const baseURL = server.origin;
  // Launched inside the try: a browser that fails to start still stops the server.
  let browser;
  try {
    browser = await launch();
    for (const visit of VISITS) {
      const results = [];
      for (let i = 0; i < runs; i++) results.push(await profileVisit(browser, baseURL, visit, i));
      printTable(visit, results);
    }
  } finally {
    await browser?.close();
    server.stop();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((e) => {
    console.error(`[profile] ${e.stack || e.message}`);
    process.exitCode = 1;
  });
}
