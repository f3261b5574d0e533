#!/usr/bin/env node
/**
 * `npm test`: everything but the browser layers, as fast as two cores allow (docs/testing.md).
 *   1. Chromium is there (scripts/check-browser.mjs), lint (Biome);
 *   2. side by side: jest (two workers) and, at a lower priority, the type check and the
 *      production build the budgets measure (only when dist/ is stale: scripts/serve.mjs)
 *      followed by the byte budgets (scripts/budget.mjs) on that build.
 * Each step's output is printed whole when it ends, with its duration. The budgets are skipped
 * when the build failed; the exit status is non-zero when any step failed.
 */
import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';
import { childEnv, MAX, MEASURED_BUILD, needsMeasuredBuild, ROOT } from './serve.mjs';

const NPX = 'npx';

/**
 * Scheduling priority (a Unix niceness, 0 to 19; not a time) of the steps that only need
 * throughput (the type check, the build, the budgets): jest's waits are timed (3 s for a page to
 * answer, tests/jest/setup-dom.tsx), so on two shared cores jest comes first and the others take
 * the rest. Beside an unhindered build, the first test of a component file once took over 3 s to
 * see its rows (about 1 s on an idle machine).
 */
const BACKGROUND_NICENESS = 10;

/** Runs a command; resolves with its exit code and everything it printed. */
function step(name, cmd, args, env = process.env, nice = 0) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    // Set before the command starts its own processes (webpack's and the minifier's workers),
    // which inherit it.
    if (nice && child.pid) setPriority(child.pid, nice);
    const out = [];
    child.stdout.on('data', (d) => out.push(d));
    child.stderr.on('data', (d) => out.push(d));
    const done = (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      process.stdout.write(`\n=== ${name} (${seconds} s, exit ${code}) ===\n${Buffer.concat(out).toString()}`);
      resolve({ name, code, seconds });
    };
    child.on('error', () => done(1));
    child.on('exit', (code) => done(code ?? 1));
  });
}

/** Runs a command with its output straight on the terminal. */
function inline(cmd, args, env = process.env) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: ROOT, env, stdio: 'inherit' });
    child.on('error', () => resolve(1));
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

const results = [];
const failed = () => results.filter((r) => r.code !== 0).map((r) => r.name);

if ((await inline('node', ['scripts/check-browser.mjs'])) !== 0) process.exit(1);
results.push(await step('lint', NPX, ['biome', 'check', '.']));

if (failed().length === 0) {
  // The budgets start as soon as their build is there, beside jest: they read bytes, not times,
  // and mostly wait on a quiet network, so jest's load changes none of their figures.
  const buildThenBudgets = async () => {
    if (needsMeasuredBuild('dist')) {
      const built = await step(
        'build (dist/ for the budgets)',
        MAX,
        ['build'],
        childEnv(MEASURED_BUILD),
        BACKGROUND_NICENESS,
      );
      if (built.code !== 0) return [built];
      return [built, await step('budgets', 'node', ['scripts/budget.mjs'], process.env, BACKGROUND_NICENESS)];
    }
    return [await step('budgets', 'node', ['scripts/budget.mjs'], process.env, BACKGROUND_NICENESS)];
  };
  const parallel = await Promise.all([
    // `npm run typecheck`: incremental, its state in node_modules/.cache/tsc, so a second run checks
    // only what changed (10 s instead of 25 s on an idle 2-core machine with nothing changed).
    step('type check', 'npm', ['run', '--silent', 'typecheck'], process.env, BACKGROUND_NICENESS),
    step('jest', NPX, ['jest']),
    buildThenBudgets(),
  ]);
  results.push(...parallel.flat());
}

console.log(
  `\nnpm test: ${results.map((r) => `${r.name} ${r.code === 0 ? 'ok' : 'FAILED'}${r.seconds ? ` ${r.seconds} s` : ''}`).join(', ')}`,
);
// exitCode, not exit(): stdout is a pipe under .ci/run, and exit() dropped what was still
// queued for it (jest's summary, printed last now that the budgets run beside it).
process.exitCode = failed().length ? 1 : 0;
