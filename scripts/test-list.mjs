#!/usr/bin/env node
/**
 * Prints how many tests each layer holds and their names, without running them (docs/testing.md,
 * "Counting the tests"): jest with a test-name filter that matches nothing (every test is
 * reported as skipped, with its full name), Playwright with --list.
 *
 *   node scripts/test-list.mjs              # counts per layer, then every name
 *   node scripts/test-list.mjs --counts     # the counts only
 *
 * Compare two checkouts with `diff <(node scripts/test-list.mjs) <(cd ../other && node scripts/test-list.mjs)`.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..');
const countsOnly = process.argv.includes('--counts');

function run(cmd, args, env = {}) {
  const res = spawnSync(cmd, args, {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, ...env },
    maxBuffer: 64 * 1024 * 1024,
  });
  return res;
}

/** jest: `layer › file › describe › test` for every test, grouped by the project (layer) that runs it. */
function jestNames() {
  const out = join(mkdtempSync(join(tmpdir(), 'test-list-')), 'jest.json');
  run('npx', ['jest', '--json', `--outputFile=${out}`, '--testNamePattern', '^(?!x)x$']);
  const report = JSON.parse(readFileSync(out, 'utf8'));
  const names = [];
  for (const file of report.testResults) {
    const rel = file.name.slice(ROOT.length + 1);
    const layer = rel.split('/')[1] ?? 'jest';
    for (const t of file.assertionResults) names.push([layer, `${rel} › ${t.fullName}`]);
  }
  return names;
}

/** Playwright: `layer › [project] › file › title` for every test of one config. */
function playwrightNames(layer, config) {
  const args = ['playwright', 'test', '--list', '--reporter=json'];
  if (config) args.push('-c', config);
  // The sub-path tests are listed only when their server address is known; any address will do.
  const res = run('npx', args, {
    E2E_BASE_URL: 'http://127.0.0.1:9',
    E2E_CONSOLE_URL: 'http://127.0.0.1:9/console',
    NGINX_BASE_URL: 'http://127.0.0.1:9',
    NGINX_CONSOLE_URL: 'http://127.0.0.1:9/console',
  });
  const report = JSON.parse(res.stdout.slice(res.stdout.indexOf('{')));
  const names = [];
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests ?? [])
        names.push([layer, `[${t.projectName}] ${[...path, spec.title].join(' › ').replace(/\s+@\w+/g, '')}`]);
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, [suite.title]);
  return names;
}

const all = [...jestNames(), ...playwrightNames('browser'), ...playwrightNames('nginx', 'tests/nginx')];
const counts = new Map();
for (const [layer] of all) counts.set(layer, (counts.get(layer) ?? 0) + 1);
for (const [layer, n] of counts) console.log(`${layer}: ${n}`);
console.log(`total: ${all.length}`);
if (!countsOnly)
  for (const [layer, name] of all.sort((a, b) => a[1].localeCompare(b[1]))) console.log(`${layer} › ${name}`);
