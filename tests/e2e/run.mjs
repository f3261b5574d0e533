#!/usr/bin/env node
/**
 * Browser tests, start to finish (npm run test:e2e):
 *   1. builds dist/ (base '/') and dist-console/ (BASE_PATH=/console/) with `max build`, unless
 *      the build there is newer than its sources (npm test's budget check has just made dist/);
 *      E2E_SKIP_BUILD=1 reuses an existing build however old;
 *   2. serves each with `max preview` (mock backend included) on a free port and waits for it;
 *   3. runs `node --test --test-concurrency=1` over tests/e2e/*.test.mjs with E2E_BASE_URL and
 *      E2E_CONSOLE_URL set (spec output on the terminal, TAP in test-results/e2e.tap);
 *   4. stops the servers whatever happens (failure, Ctrl-C, crash) and exits non-zero when
 *      anything failed.
 * Arguments are passed to `node --test`: test files (tests/e2e/auth.test.mjs) replace the
 * default list; options such as --test-name-pattern="logout" are added to it.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { childEnv, isBuildStale, MAX, ROOT, run, startPreview } from '../../scripts/serve.mjs';

const here = dirname(fileURLToPath(import.meta.url));
/** Artefacts; E2E_RESULTS_DIR moves them (two runs in one checkout would clear each other's). */
const RESULTS = process.env.E2E_RESULTS_DIR ? resolve(process.env.E2E_RESULTS_DIR) : join(ROOT, 'test-results');
const TAP_FILE = join(RESULTS, 'e2e.tap');

const BUILDS = [
  { name: 'root', outDir: 'dist', env: {}, basePath: '/' },
  {
    name: 'sub-path',
    outDir: 'dist-console',
    env: { BASE_PATH: '/console/', OUTPUT_PATH: 'dist-console' },
    basePath: '/console/',
  },
];

const log = (msg) => console.log(`[e2e] ${msg}`);
const servers = [];
/** The build or test process running now (gets our SIGINT/SIGTERM passed on). */
let foreground;

// ---------------------------------------------------------------------------------------------
// Processes

/** Runs a step with the output on our terminal; logs how it ended and how long it took. */
async function step(label, start) {
  const started = Date.now();
  const code = await start((child) => {
    foreground = child;
  });
  log(`${label}: exit ${code} after ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return code;
}

/** Stops every preview server (the whole process group), synchronously: safe in 'exit'. */
function stopServers() {
  for (const s of servers.splice(0)) s.stop();
}

process.on('exit', stopServers);
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(sig, () => {
    log(`${sig}: stopping the tests and the servers`);
    if (foreground && foreground.exitCode === null && foreground.signalCode === null) {
      try {
        foreground.kill(sig);
      } catch {
        // gone
      }
    }
    stopServers();
    process.exit(130);
  });
}

// ---------------------------------------------------------------------------------------------
// Main

function testFiles(args) {
  const files = args.filter((a) => !a.startsWith('-'));
  if (files.length) return files;
  return readdirSync(here)
    .filter((f) => f.endsWith('.test.mjs'))
    .sort()
    .map((f) => relative(ROOT, join(here, f)));
}

/** The summary lines of the TAP report (# tests, # pass, # fail...). */
function tapSummary() {
  if (!existsSync(TAP_FILE)) return undefined;
  const lines = readFileSync(TAP_FILE, 'utf8').split('\n');
  const summary = lines.filter((l) => /^# (tests|suites|pass|fail|cancelled|skipped|todo|duration_ms) \d/.test(l));
  return summary.length ? summary : undefined;
}

async function main() {
  const t0 = Date.now();
  const args = process.argv.slice(2);
  mkdirSync(RESULTS, { recursive: true });
  rmSync(join(RESULTS, 'screenshots'), { recursive: true, force: true });
  rmSync(TAP_FILE, { force: true });

  if (!existsSync(MAX)) throw new Error(`${MAX} not found: run npm install first`);

  for (const build of BUILDS) {
    const index = join(ROOT, build.outDir, 'index.html');
    if (process.env.E2E_SKIP_BUILD === '1' && existsSync(index)) {
      log(`E2E_SKIP_BUILD=1: reusing ${build.outDir}/`);
      continue;
    }
    if (!isBuildStale(build.outDir)) {
      log(`${build.outDir}/ is newer than its sources: reusing it`);
      continue;
    }
    log(`building ${build.name} (${build.outDir}/, base ${build.basePath})`);
    const code = await step(`max build (${build.name})`, (onStart) =>
      run(MAX, ['build'], childEnv(build.env), onStart),
    );
    if (code !== 0 || !existsSync(index)) throw new Error(`the ${build.name} build failed (exit ${code})`);
  }
  const tBuilt = Date.now();

  const [baseUrl, consoleUrl] = await Promise.all(
    BUILDS.map(async (build) => {
      const server = await startPreview({ env: build.env, basePath: build.basePath, label: build.name });
      servers.push({ name: build.name, ...server });
      log(`${build.name} build served at ${server.url} (pid ${server.pid})`);
      return server.url;
    }),
  );
  const tServed = Date.now();

  const files = testFiles(args);
  const extra = args.filter((a) => a.startsWith('-'));
  log(`running ${files.length} file(s): ${files.join(' ')}`);
  const code = await step('node --test', (onStart) =>
    run(
      process.execPath,
      [
        '--test',
        '--test-concurrency=1',
        '--test-reporter=spec',
        '--test-reporter-destination=stdout',
        '--test-reporter=tap',
        `--test-reporter-destination=${TAP_FILE}`,
        ...extra,
        ...files,
      ],
      childEnv({
        E2E_BASE_URL: baseUrl,
        E2E_CONSOLE_URL: consoleUrl.replace(/\/$/, ''),
        E2E_RESULTS_DIR: RESULTS,
      }),
      onStart,
    ),
  );
  const tTested = Date.now();
  stopServers();

  const summary = tapSummary();
  console.log('');
  log(
    `times: build ${((tBuilt - t0) / 1000).toFixed(0)} s, servers ${((tServed - tBuilt) / 1000).toFixed(0)} s, tests ${((tTested - tServed) / 1000).toFixed(0)} s`,
  );
  log(`screenshots: ${relative(ROOT, join(RESULTS, 'screenshots'))}/, TAP report: ${relative(ROOT, TAP_FILE)}`);
  if (!summary) {
    log('the test runner produced no summary: it crashed before reporting');
    return 1;
  }
  for (const line of summary) console.log(line);
  const count = (k) => Number(summary.find((l) => l.startsWith(`# ${k} `))?.split(' ')[2] ?? 0);
  if (count('pass') + count('fail') === 0) {
    log('no test ran');
    return 1;
  }
  return code === 0 && count('fail') === 0 && count('cancelled') === 0 ? 0 : 1;
}

main()
  .then((code) => {
    process.exitCode = code;
  })
  .catch((e) => {
    console.error(`[e2e] ${e.stack || e.message}`);
    for (const s of servers) console.error(`[e2e] --- ${s.name} preview output ---\n${s.output()}`);
    console.error('[e2e] stopped before any test ran: no summary');
    process.exitCode = 1;
  })
  .finally(stopServers);
