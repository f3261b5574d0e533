/**
 * Before the nginx tests (tests/nginx/playwright.config.mjs):
 *   1. stops with the apt command when nginx is not installed;
 *   2. builds dist/ and dist-console/ only when missing or older than their sources (the browser
 *      tests have usually just built both); E2E_SKIP_BUILD=1 reuses them however old;
 *   3. starts `max preview` as the API (its mock backend is the upstream; nginx proxies only
 *      non-navigation calls to it, so its own copy of the app is never what the tests see);
 *   4. starts nginx twice, each config as committed with its listen/root/upstream lines filled
 *      in (server.mjs): dist/ at the root, dist-console/ under /console/;
 *   5. hands nginx's addresses to the tests in E2E_BASE_URL and E2E_CONSOLE_URL (the e2e helpers
 *      then talk to nginx). Everything it started stops when the run ends.
 * NGINX_BASE_URL (and NGINX_CONSOLE_URL) skip 1-4 and test a deployment that is already running.
 */
import { mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { ensureTestBuilds, ROOT, startPreview } from '../../scripts/serve.mjs';
import { freePort, nginxBinary, renderSite, startNginx } from './server.mjs';

const log = (msg) => console.log(`[nginx] ${msg}`);
/** nginx's folders (config, logs, temp files), for this process and the test files. */
const WORK = join(ROOT, 'test-results', 'nginx-work');

export default async function globalSetup() {
  process.env.NGINX_WORK_DIR = WORK;
  if (process.env.NGINX_BASE_URL) {
    process.env.E2E_BASE_URL = process.env.NGINX_BASE_URL;
    if (process.env.NGINX_CONSOLE_URL) process.env.E2E_CONSOLE_URL = process.env.NGINX_CONSOLE_URL;
    log(`NGINX_BASE_URL: testing ${process.env.NGINX_BASE_URL}, starting nothing`);
    return undefined;
  }
  if (!nginxBinary()) {
    throw new Error(
      'nginx is not installed. Install it with: sudo apt-get install -y nginx (as root: apt-get install -y nginx)',
    );
  }
  rmSync(WORK, { recursive: true, force: true });
  mkdirSync(WORK, { recursive: true });
  await ensureTestBuilds(log);

  const servers = [];
  const stop = () => {
    for (const s of servers.splice(0)) s.stop();
  };
  try {
    const api = await startPreview({ label: 'api (max preview)' });
    servers.push(api);
    const upstream = `127.0.0.1:${new URL(api.origin).port}`;
    log(`API (mock backend) at ${api.origin} (pid ${api.pid})`);

    const rootPort = await freePort();
    const rootSite = renderSite(join(ROOT, 'deploy', 'nginx.conf'), {
      listen: `127.0.0.1:${rootPort}`,
      root: join(ROOT, 'dist'),
      upstream,
    });
    const root = await startNginx({ site: rootSite, port: rootPort, label: 'root' });
    servers.push(root);
    log(`deploy/nginx.conf serves dist/ at ${root.url} (pid ${root.pid}, files in ${root.dir})`);

    // The sub-path config wants the build in a folder named console under its root.
    const subPort = await freePort();
    const subRoot = join(WORK, 'subpath-root');
    mkdirSync(subRoot, { recursive: true });
    symlinkSync(join(ROOT, 'dist-console'), join(subRoot, 'console'));
    const subSite = renderSite(join(ROOT, 'deploy', 'nginx-subpath.conf'), {
      listen: `127.0.0.1:${subPort}`,
      root: subRoot,
      upstream,
    });
    const sub = await startNginx({ site: subSite, port: subPort, probe: '/console/', label: 'subpath' });
    servers.push(sub);
    log(`deploy/nginx-subpath.conf serves dist-console/ at ${sub.url}/console/ (pid ${sub.pid})`);

    process.env.E2E_BASE_URL = root.url;
    process.env.E2E_CONSOLE_URL = `${sub.url}/console`;
  } catch (e) {
    stop();
    throw e;
  }
  return stop;
}
