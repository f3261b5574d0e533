#!/usr/bin/env node
/**
 * Two builds side by side: each served by its own `max preview`, and on each in turn, on the
 * page's clock (docs/performance.md, "How the figures are taken": compare builds by alternating
 * their runs): the cold sign-in page (password field), a cold /member (first row), and bench's
 * side-menu clicks from /member (first row painted, lists not yet visited and visited).
 *
 *   SOURCEMAP=1 OUTPUT_PATH=dist-a npx max build   # (on the first version)
 *   SOURCEMAP=1 OUTPUT_PATH=dist-b npx max build   # (on the second)
 *   node scripts/compare-builds.mjs dist-a dist-b [runs=7]
 *
 * Prints each build's medians and every run; never fails.
 */
import { coldVisit, launch, median, menuClickToRows } from './bench.mjs';
import { startPreview } from './serve.mjs';

const VISITS = [
  ['password field, cold /login', '/login', false, 'password'],
  ['first row, cold /member', '/member', true, 'row'],
];

/** Visits both builds in turn, `runs` times; resolves each build's times per visit. */
async function compare(dirs, runs) {
  const servers = await Promise.all(dirs.map((dir) => startPreview({ env: { OUTPUT_PATH: dir }, label: dir })));
  const times = new Map();
  const add = (key, ms) => times.set(key, [...(times.get(key) ?? []), ms]);
  // Launched inside the try: a browser that fails to start still stops the servers.
  let browser;
  try {
    browser = await launch();
    for (let i = 0; i < runs; i++)
      for (const [n, server] of servers.entries()) {
        for (const [label, path, signedIn, ready] of VISITS) {
          const { dom } = await coldVisit(browser, server.origin, path, signedIn, ready);
          add(`${dirs[n]}: ${label}`, dom);
        }
        const clicks = await menuClickToRows(browser, server.origin);
        for (const r of clicks.notVisited)
          add(`${dirs[n]}: menu click -> rows painted, list not yet visited`, r.painted);
        for (const r of clicks.visited) add(`${dirs[n]}: menu click -> rows painted, list visited`, r.painted);
      }
    return times;
  } finally {
    await browser?.close();
    for (const server of servers) server.stop();
  }
}

const [a, b, runs = '7'] = process.argv.slice(2);
if (!a || !b) {
  console.error('usage: node scripts/compare-builds.mjs <build dir> <build dir> [runs]');
  process.exitCode = 2;
} else {
  const times = await compare([a, b], Number(runs));
  // The figures are this script's output, printed like bench's.
  for (const [key, xs] of times)
    console.log(`${key}: median ${Math.round(median(xs))} ms (${xs.map(Math.round).join(', ')})`);
}
