#!/usr/bin/env node
/**
 * Browser tests, start to finish (npm run test:e2e):
 *   1. builds dist/ (base '/') and dist-console/ (BASE_PATH=/console/) with `max build`;
 *      E2E_SKIP_BUILD=1 reuses an existing build;
 *   2. serves each with `max preview` (mock backend included) on a free port and waits for it;
 *   3. runs `node --test --test-concurrency=1` over tests/e2e/*.test.mjs with E2E_BASE_URL and
 *      E2E_CONSOLE_URL set (spec output on the terminal, TAP in test-results/e2e.tap);
 *   4. stops the servers whatever happens (failure, Ctrl-C, crash) and exits non-zero when
 *      anything failed.
 * Arguments are passed to `node --test`: test files (tests/e2e/auth.test.mjs) replace the
 * default list; options such as --test-name-pattern="logout" are added to it.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const ROOT = resolve(here, '../..');
/** Artefacts; E2E_RESULTS_DIR moves them (two runs in one checkout would clear each other's). */
const RESULTS = process.env.E2E_RESULTS_DIR ? resolve(process.env.E2E_RESULTS_DIR) : join(ROOT, 'test-results');
const TAP_FILE = join(RESULTS, 'e2e.tap');
const MAX = join(ROOT, 'node_modules', '.bin', 'max');

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

/** Environment for a child: ours minus the build switches, plus `extra`. */
function childEnv(extra) {
  const env = { ...process.env };
  delete env.BASE_PATH;
  delete env.OUTPUT_PATH;
  return { ...env, ...extra };
}

function run(cmd, args, { env, label }) {
  return new Promise((resolvePromise) => {
    const started = Date.now();
    const child = spawn(cmd, args, { cwd: ROOT, env, stdio: 'inherit' });
    foreground = child;
    child.on('error', (e) => {
      log(`${label}: could not start: ${e.message}`);
      resolvePromise(1);
    });
    child.on('exit', (code, signal) => {
      log(
        `${label}: ${signal ? `killed by ${signal}` : `exit ${code}`} after ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
      resolvePromise(code ?? 1);
    });
  });
}

function freePort() {
  return new Promise((resolvePromise, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolvePromise(port));
    });
  });
}

/** Starts `max preview` for one build in its own process group; resolves with its base URL. */
async function startPreview(build) {
  const wanted = await freePort();
  const child = spawn(MAX, ['preview', '--port', String(wanted)], {
    cwd: ROOT,
    env: childEnv({ ...build.env, BROWSER: 'none' }),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // own process group: Ctrl-C does not reach it half-way, stopServers() ends it all
  });
  const entry = { name: build.name, child, output: '' };
  servers.push(entry);
  const collect = (chunk) => {
    entry.output += chunk.toString();
    if (entry.output.length > 20_000) entry.output = entry.output.slice(-20_000);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);

  // `max preview` moves to another port when the one asked for is taken: read the real one.
  const port = await new Promise((resolvePromise, reject) => {
    const timer = setTimeout(() => reject(new Error(`${build.name} preview did not start within 90 s`)), 90_000);
    const check = () => {
      // biome-ignore lint/suspicious/noControlCharactersInRegex: strips the colour codes of the log line
      const m = /App listening at https?:\/\/[^:\s]+:(\d+)/.exec(entry.output.replace(/\u001b\[[0-9;]*m/g, ''));
      if (m) {
        clearTimeout(timer);
        resolvePromise(Number(m[1]));
      }
    };
    child.stdout.on('data', check);
    child.stderr.on('data', check);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${build.name} preview exited (${code}) before listening:\n${entry.output}`));
    });
  });
  const url = `http://localhost:${port}${build.basePath}`;
  await waitUntilAnswering(url, build.name);
  // The mock backend answers too (an API call without a token is a 401, not index.html).
  const probe = await fetch(`http://localhost:${port}/getLoginAccount`);
  const type = probe.headers.get('content-type') ?? '';
  if (probe.status !== 401 || !type.includes('json')) {
    throw new Error(
      `${build.name}: the mock backend is not answering (GET /getLoginAccount -> ${probe.status} ${type})`,
    );
  }
  log(`${build.name} build served at ${url} (pid ${child.pid})`);
  return url;
}

async function waitUntilAnswering(url, name) {
  const end = Date.now() + 60_000;
  for (;;) {
    try {
      const res = await fetch(url);
      const body = await res.text();
      if (res.ok && body.includes('<div id="root"')) return;
    } catch {
      // not up yet
    }
    if (Date.now() > end) throw new Error(`${name}: ${url} did not answer with the app within 60 s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Stops every preview server (the whole process group), synchronously: safe in 'exit'. */
function stopServers() {
  for (const s of servers.splice(0)) {
    if (s.child.exitCode !== null || s.child.signalCode !== null) continue;
    try {
      process.kill(-s.child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    const pid = s.child.pid;
    // Anything still alive after 3 s gets SIGKILL (unref'd: never keeps us running).
    setTimeout(() => {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        // gone
      }
    }, 3000).unref();
  }
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
    log(`building ${build.name} (${build.outDir}/, base ${build.basePath})`);
    const code = await run(MAX, ['build'], { env: childEnv(build.env), label: `max build (${build.name})` });
    if (code !== 0 || !existsSync(index)) throw new Error(`the ${build.name} build failed (exit ${code})`);
  }
  const tBuilt = Date.now();

  const [baseUrl, consoleUrl] = await Promise.all(BUILDS.map(startPreview));
  const tServed = Date.now();

  const files = testFiles(args);
  const extra = args.filter((a) => a.startsWith('-'));
  log(`running ${files.length} file(s): ${files.join(' ')}`);
  const code = await run(
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
    {
      env: childEnv({
        E2E_BASE_URL: baseUrl,
        E2E_CONSOLE_URL: consoleUrl.replace(/\/$/, ''),
        E2E_RESULTS_DIR: RESULTS,
      }),
      label: 'node --test',
    },
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
    for (const s of servers) if (s.output) console.error(`[e2e] --- ${s.name} preview output ---\n${s.output}`);
    console.error('[e2e] stopped before any test ran: no summary');
    process.exitCode = 1;
  })
  .finally(stopServers);
