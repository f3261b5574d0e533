/**
 * What one browser test's page costs the machine: `node scripts/browser-test-cost.mjs [runs]`.
 * Serves dist/ (build it first: `npm run build`), then opens pages the way the browser tests do
 * (tests/e2e/lib.mjs openPage, its pooled contexts included), signs in as admin on /member, waits
 * for the first row and hands the context back, `runs` times (10 by default) after one warm-up.
 * Prints the wall time and the machine's CPU time per test, and that CPU by process kind (the
 * renderers' share shows under the zygote that reaps them). Read it on an otherwise idle machine:
 * the CPU figures are the whole machine's (/proc/stat), and the browser layer is CPU-bound on two
 * cores, so its length follows this figure (docs/testing.md, "How long each layer takes").
 */
import { readdirSync, readFileSync } from 'node:fs';
import { startPreview } from './serve.mjs';

const RUNS = Number(process.argv[2]) || 10;
/** Linux reports process times in ticks of 1/100 s. */
const TICK = 100;

/** The machine's busy CPU seconds since boot. */
function machineBusy() {
  const f = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  // user, nice, system, irq, softirq
  return (f[0] + f[1] + f[2] + f[5] + f[6]) / TICK;
}

/** CPU seconds of each live process by kind, with what each has reaped from its exited children. */
function processTimes() {
  const times = new Map();
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
      const kind = /--type=([\w-]+)/.exec(cmd)?.[1] ?? (cmd.includes('chromium') ? 'browser' : cmd.split(' ')[0]);
      times.set(pid, {
        kind,
        own: (Number(fields[11]) + Number(fields[12])) / TICK,
        reaped: (Number(fields[13]) + Number(fields[14])) / TICK,
      });
    } catch {
      // gone meanwhile
    }
  }
  return times;
}

const server = await startPreview({ label: 'dist' });
const baseURL = server.url.replace(/\/$/, '');
process.env.E2E_BASE_URL = baseURL;
const { closePooledContexts, openPage, rowsLoaded, signInByApi } = await import('../tests/e2e/lib.mjs');

async function oneTest() {
  const { page, close } = await openPage({ baseURL });
  await signInByApi(page, 'admin', '/member');
  await rowsLoaded(page);
  const problems = await close();
  if (problems.length) throw new Error(problems.join('\n'));
}

try {
  await oneTest();
  const before = processTimes();
  const busy = machineBusy();
  const start = Date.now();
  for (let i = 0; i < RUNS; i++) await oneTest();
  const wall = (Date.now() - start) / RUNS;
  const cpu = ((machineBusy() - busy) / RUNS) * 1000;
  const byKind = new Map();
  for (const [pid, t] of processTimes()) {
    const was = before.get(pid);
    const add = (kind, seconds) => seconds > 0 && byKind.set(kind, (byKind.get(kind) ?? 0) + seconds);
    add(t.kind, t.own - (was?.own ?? 0));
    add(`${t.kind} (exited children)`, t.reaped - (was?.reaped ?? 0));
  }
  console.log(`${RUNS} tests: ${wall.toFixed(0)} ms wall and ${cpu.toFixed(0)} ms of machine CPU per test`);
  for (const [kind, seconds] of [...byKind].sort((a, b) => b[1] - a[1]).filter(([, s]) => s / RUNS >= 0.01))
    console.log(`  ${kind.padEnd(40)} ${((seconds / RUNS) * 1000).toFixed(0)} ms`);
} finally {
  await closePooledContexts();
  server.stop();
}
