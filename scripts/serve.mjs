/**
 * Building and serving the production bundle, shared by the browser tests (tests/e2e/run.mjs),
 * the benchmark (bench.mjs) and the byte budgets (budget.mjs):
 *   - isBuildStale(outDir): the build is missing or older than anything it is made from;
 *   - build(env, label): `max build` with the given environment;
 *   - MEASURED_BUILD / needsMeasuredBuild(outDir): the build the budgets and the benchmark
 *     measure (dist/ with source maps), and whether dist/ has to be made again for them;
 *   - startPreview({ env, basePath, label }): `max preview` (mock backend included) on a free
 *     port, in its own process group; resolves once the app and the mock backend answer.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const MAX = join(ROOT, 'node_modules', '.bin', 'max');

/** What a build is made from: a change to any of these makes an existing build stale. */
const BUILD_INPUTS = ['src', 'config', 'public', 'mock', '.umirc.ts', '.env', 'package.json'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = 0;
  for (const name of readdirSync(path)) {
    // Umi's generated folders are rewritten by every dev server and test run.
    if (name === '.umi' || name.startsWith('.umi-') || name === 'node_modules') continue;
    newest = Math.max(newest, newestMtime(join(path, name)));
  }
  return newest;
}

/** The build in `outDir` is missing or older than its sources. */
export function isBuildStale(outDir = 'dist') {
  const index = join(ROOT, outDir, 'index.html');
  if (!existsSync(index)) return true;
  return Math.max(...BUILD_INPUTS.map((p) => newestMtime(join(ROOT, p)))) > statSync(index).mtimeMs;
}

/**
 * The build scripts/budget.mjs and scripts/bench.mjs measure: the production build plus source
 * maps (SOURCEMAP=1, read by the budget to tell which libraries each loaded file carries). The
 * scripts are the same as without maps but for a last `//# sourceMappingURL=` line, which the
 * measurements leave out. The browser tests reuse this dist/.
 */
export const MEASURED_BUILD = { SOURCEMAP: '1' };

/** dist/ (or `outDir`) has source maps next to its scripts. */
export function hasSourceMaps(outDir = 'dist') {
  const dir = join(ROOT, outDir);
  return existsSync(dir) && readdirSync(dir).some((f) => /^umi\.[^/]*\.js\.map$/.test(f));
}

/** The measured build has to be made (again): missing, older than its sources, or without maps. */
export function needsMeasuredBuild(outDir = 'dist') {
  return isBuildStale(outDir) || !hasSourceMaps(outDir);
}

/** Our environment minus the build switches, plus `extra` (each build says its own). */
export function childEnv(extra = {}) {
  const env = { ...process.env };
  delete env.BASE_PATH;
  delete env.OUTPUT_PATH;
  delete env.SOURCEMAP;
  return { ...env, ...extra };
}

/**
 * Runs a command in the project folder with the output on our terminal; resolves with its exit
 * code. `onStart` receives the child (the e2e runner passes Ctrl-C on to it).
 */
export function run(cmd, args, env = process.env, onStart = undefined) {
  return new Promise((resolvePromise) => {
    const child = spawn(cmd, args, { cwd: ROOT, env, stdio: ['ignore', 'inherit', 'inherit'] });
    onStart?.(child);
    child.on('error', () => resolvePromise(1));
    child.on('exit', (code) => resolvePromise(code ?? 1));
  });
}

/** `max build` with `env` (e.g. { BASE_PATH, OUTPUT_PATH }); throws when it fails. */
export async function build(env = {}, onStart = undefined) {
  const code = await run(MAX, ['build'], childEnv(env), onStart);
  if (code !== 0) throw new Error(`max build failed (exit ${code})`);
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

/**
 * `max preview` for the build that `env` names (OUTPUT_PATH / BASE_PATH), on a free port and in
 * its own process group, so Ctrl-C does not reach it half-way and stop() ends all of it.
 * Resolves { url, stop, output } once the app answers at url and the mock backend answers JSON.
 */
export async function startPreview({ env = {}, basePath = '/', label = 'preview' } = {}) {
  const wanted = await freePort();
  const child = spawn(MAX, ['preview', '--port', String(wanted)], {
    cwd: ROOT,
    env: childEnv({ ...env, BROWSER: 'none' }),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const collect = (chunk) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);

  let stopped = false;
  const stop = () => {
    if (stopped || child.exitCode !== null || child.signalCode !== null) return;
    stopped = true;
    const pid = child.pid;
    try {
      process.kill(-pid, 'SIGTERM');
    } catch {
      return; // already gone
    }
    // Anything still alive after 3 s gets SIGKILL (unref'd: never keeps us running).
    setTimeout(() => {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        // gone
      }
    }, 3000).unref();
  };
  process.on('exit', stop);

  // `max preview` moves to another port when the one asked for is taken: read the real one.
  const port = await new Promise((resolvePromise, reject) => {
    const timer = setTimeout(() => reject(new Error(`${label}: max preview did not start within 90 s`)), 90_000);
    const check = () => {
      // biome-ignore lint/suspicious/noControlCharactersInRegex: strips the colour codes of the log line
      const m = /App listening at https?:\/\/[^:\s]+:(\d+)/.exec(output.replace(/\u001b\[[0-9;]*m/g, ''));
      if (m) {
        clearTimeout(timer);
        resolvePromise(Number(m[1]));
      }
    };
    child.stdout.on('data', check);
    child.stderr.on('data', check);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${label}: max preview exited (${code}) before listening:\n${output}`));
    });
  });
  const origin = `http://localhost:${port}`;
  const url = `${origin}${basePath}`;
  try {
    await waitUntilAnswering(url, label);
    // The mock backend answers too (an API call without a token is a 401 in JSON, not index.html).
    const probe = await fetch(`${origin}/getLoginAccount`);
    const type = probe.headers.get('content-type') ?? '';
    if (probe.status !== 401 || !type.includes('json'))
      throw new Error(`${label}: the mock backend is not answering (GET /getLoginAccount -> ${probe.status} ${type})`);
  } catch (e) {
    stop();
    throw e;
  }
  return { url, origin, pid: child.pid, stop, output: () => output };
}

async function waitUntilAnswering(url, label) {
  const end = Date.now() + 60_000;
  for (;;) {
    try {
      // As a browser navigates: the mock's catch-all answers an API-like request with a JSON 404.
      const res = await fetch(url, { headers: { accept: 'text/html' } });
      if (res.ok && (await res.text()).includes('<div id="root"')) return;
    } catch {
      // not up yet
    }
    if (Date.now() > end) throw new Error(`${label}: ${url} did not answer with the app within 60 s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The two production builds the browser tests serve: at the root, and under /console/. */
export const TEST_BUILDS = [
  { name: 'root', outDir: 'dist', env: {}, basePath: '/' },
  {
    name: 'sub-path',
    outDir: 'dist-console',
    env: { BASE_PATH: '/console/', OUTPUT_PATH: 'dist-console' },
    basePath: '/console/',
  },
];

/**
 * Builds each of TEST_BUILDS that is missing or older than its sources (npm test's budget check
 * has usually just made dist/); E2E_SKIP_BUILD=1 reuses an existing build however old.
 */
export async function ensureTestBuilds(log = console.log) {
  if (!existsSync(MAX)) throw new Error(`${MAX} not found: run npm install first`);
  for (const b of TEST_BUILDS) {
    const index = join(ROOT, b.outDir, 'index.html');
    if (process.env.E2E_SKIP_BUILD === '1' && existsSync(index)) {
      log(`E2E_SKIP_BUILD=1: reusing ${b.outDir}/`);
      continue;
    }
    if (!isBuildStale(b.outDir)) {
      log(`${b.outDir}/ is newer than its sources: reusing it`);
      continue;
    }
    log(`building ${b.name} (${b.outDir}/, base ${b.basePath})`);
    const started = Date.now();
    const code = await run(MAX, ['build'], childEnv(b.env));
    log(`max build (${b.name}): exit ${code} after ${((Date.now() - started) / 1000).toFixed(1)} s`);
    if (code !== 0 || !existsSync(index)) throw new Error(`the ${b.name} build failed (exit ${code})`);
  }
}
