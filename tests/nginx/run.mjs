#!/usr/bin/env node
/**
 * The nginx layer (npm run test:nginx): the production build behind the committed
 * deploy/nginx.conf and deploy/nginx-subpath.conf, driven by the browser.
 *   1. stops with the apt command when nginx is not installed;
 *   2. builds dist/ and dist-console/ only when missing or older than their sources (the browser
 *      tests have usually just built both); E2E_SKIP_BUILD=1 reuses them however old;
 *   3. starts `max preview` as the API (its mock backend is the upstream; nginx proxies only
 *      non-navigation calls to it, so its own copy of the app is never what the tests see);
 *   4. starts nginx twice, each config as committed with its listen/root/upstream lines filled
 *      in (tests/nginx/server.mjs): dist/ at the root, dist-console/ under /console/;
 *   5. runs `node --test --test-concurrency=1` over tests/nginx/*.test.mjs with E2E_BASE_URL and
 *      E2E_CONSOLE_URL pointing at nginx (the e2e helpers then talk to nginx); spec output on the
 *      terminal, TAP in test-results/nginx/nginx.tap;
 *   6. stops everything it started and prints the runner's summary (`# pass N`, `# fail M`).
 * NGINX_BASE_URL (and NGINX_CONSOLE_URL) skip 2-4 and test a deployment that is already running.
 * Arguments are passed to `node --test` as in tests/e2e/run.mjs.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { childEnv, isBuildStale, MAX, ROOT, run, startPreview } from '../../scripts/serve.mjs';
import { freePort, nginxBinary, renderSite, startNginx } from './server.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const RESULTS = process.env.NGINX_RESULTS_DIR
  ? resolve(process.env.NGINX_RESULTS_DIR)
  : join(ROOT, 'test-results', 'nginx');
const TAP_FILE = join(RESULTS, 'nginx.tap');

const BUILDS = [
  { name: 'root', outDir: 'dist', env: {} },
  { name: 'sub-path', outDir: 'dist-console', env: { BASE_PATH: '/console/', OUTPUT_PATH: 'dist-console' } },
];

const log = (msg) => console.log(`[nginx] ${msg}`);
const servers = [];
let foreground;

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

function testFiles(args) {
  const files = args.filter((a) => !a.startsWith('-'));
  if (files.length) return files;
  return readdirSync(here)
    .filter((f) => f.endsWith('.test.mjs'))
    .sort()
    .map((f) => relative(ROOT, join(here, f)));
}

function tapSummary() {
  if (!existsSync(TAP_FILE)) return undefined;
  const lines = readFileSync(TAP_FILE, 'utf8').split('\n');
  const summary = lines.filter((l) => /^# (tests|suites|pass|fail|cancelled|skipped|todo|duration_ms) \d/.test(l));
  return summary.length ? summary : undefined;
}

async function buildIfNeeded() {
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
    log(`building ${build.name} (${build.outDir}/)`);
    const code = await run(MAX, ['build'], childEnv(build.env), (child) => {
      foreground = child;
    });
    if (code !== 0 || !existsSync(index)) throw new Error(`the ${build.name} build failed (exit ${code})`);
  }
}

/** The API, then nginx in front of each build; returns the two base URLs. */
async function startServers() {
  const api = await startPreview({ label: 'api (max preview)' });
  servers.push({ name: 'api', ...api });
  const upstream = `127.0.0.1:${new URL(api.origin).port}`;
  log(`API (mock backend) at ${api.origin} (pid ${api.pid})`);

  const rootPort = await freePort();
  const rootSite = renderSite(join(ROOT, 'deploy', 'nginx.conf'), {
    listen: `127.0.0.1:${rootPort}`,
    root: join(ROOT, 'dist'),
    upstream,
  });
  const root = await startNginx({ site: rootSite, port: rootPort, label: 'root' });
  servers.push({ name: 'nginx (root)', ...root, output: root.logs });
  log(`deploy/nginx.conf serves dist/ at ${root.url} (pid ${root.pid}, files in ${root.dir})`);

  // The sub-path config wants the build in a folder named console under its root.
  const subPort = await freePort();
  const subRoot = join(RESULTS, 'subpath-root');
  mkdirSync(subRoot, { recursive: true });
  symlinkSync(join(ROOT, 'dist-console'), join(subRoot, 'console'));
  const subSite = renderSite(join(ROOT, 'deploy', 'nginx-subpath.conf'), {
    listen: `127.0.0.1:${subPort}`,
    root: subRoot,
    upstream,
  });
  const sub = await startNginx({ site: subSite, port: subPort, probe: '/console/', label: 'subpath' });
  servers.push({ name: 'nginx (sub-path)', ...sub, output: sub.logs });
  log(`deploy/nginx-subpath.conf serves dist-console/ at ${sub.url}/console/ (pid ${sub.pid})`);
  return [root.url, `${sub.url}/console`];
}

async function main() {
  const t0 = Date.now();
  const args = process.argv.slice(2);
  rmSync(RESULTS, { recursive: true, force: true });
  mkdirSync(RESULTS, { recursive: true });
  // nginx's folders (config, logs, temp files) live with the other artefacts, for this process
  // and the test files (which start one nginx of their own).
  process.env.NGINX_WORK_DIR = RESULTS;

  let baseUrl = process.env.NGINX_BASE_URL;
  let consoleUrl = process.env.NGINX_CONSOLE_URL;
  if (baseUrl) {
    log(`NGINX_BASE_URL: testing ${baseUrl}${consoleUrl ? ` and ${consoleUrl}` : ''}, starting nothing`);
  } else {
    if (!nginxBinary()) {
      console.error('[nginx] nginx is not installed. Install it with:');
      console.error('[nginx]   sudo apt-get install -y nginx   (as root: apt-get install -y nginx)');
      console.error('[nginx] stopped before any test ran: no summary');
      return 1;
    }
    if (!existsSync(MAX)) throw new Error(`${MAX} not found: run npm install first`);
    await buildIfNeeded();
    [baseUrl, consoleUrl] = await startServers();
  }
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
    childEnv({
      E2E_BASE_URL: baseUrl,
      E2E_CONSOLE_URL: consoleUrl ?? '',
      E2E_RESULTS_DIR: RESULTS,
      NGINX_WORK_DIR: RESULTS,
    }),
    (child) => {
      foreground = child;
    },
  );
  const tTested = Date.now();
  stopServers();

  const summary = tapSummary();
  console.log('');
  log(
    `times: builds and servers ${((tServed - t0) / 1000).toFixed(0)} s, tests ${((tTested - tServed) / 1000).toFixed(0)} s`,
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
    console.error(`[nginx] ${e.stack || e.message}`);
    for (const s of servers) if (s.output) console.error(`[nginx] --- ${s.name} output ---\n${s.output()}`);
    console.error('[nginx] stopped before any test ran: no summary');
    process.exitCode = 1;
  })
  .finally(stopServers);
