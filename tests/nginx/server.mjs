/**
 * nginx for the tests, in front of a build, with no root rights and nothing under /etc/nginx:
 *   - renderSite(file, values): the committed deploy/*.conf with its `# CHANGE:` lines (listen,
 *     root, the upstream's server) replaced; throws when one of them is not there any more, so
 *     the test never runs a config that drifted from the committed one;
 *   - startNginx({ site, label }): a main config around it (daemon off, pid, logs and temp files
 *     in a fresh folder), `nginx -t` first for a readable error, then nginx in the foreground of
 *     its own process group; resolves { url, stop, logs } once it answers. The folder is made under
 *     NGINX_WORK_DIR, else the system's temp folder.
 */
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The nginx binary: NGINX_BIN, else Debian's. */
export function nginxBinary() {
  const candidates = [process.env.NGINX_BIN, '/usr/sbin/nginx', '/usr/bin/nginx'].filter(Boolean);
  return candidates.find((p) => existsSync(p));
}

/** Debian's mime.types (a test config includes it, as Debian's nginx.conf does). */
const MIME_TYPES = ['/etc/nginx/mime.types', '/usr/local/nginx/conf/mime.types'].find((p) => existsSync(p));

export function freePort() {
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
 * The site file with its `# CHANGE:` lines filled in. `values`: { listen: '127.0.0.1:8081',
 * root: '/abs/dist', upstream: '127.0.0.1:8000' }; server_name stays as committed.
 */
export function renderSite(file, { listen, root, upstream }) {
  const text = readFileSync(file, 'utf8');
  const rules = [
    { name: 'listen', re: /^(\s*)listen\s+[^;]+;\s*# CHANGE:.*$/m, line: (i) => `${i}listen ${listen};` },
    { name: 'root', re: /^(\s*)root\s+[^;]+;\s*# CHANGE:.*$/m, line: (i) => `${i}root ${root};` },
    { name: 'upstream server', re: /^(\s*)server\s+[^;]+;\s*# CHANGE:.*$/m, line: (i) => `${i}server ${upstream};` },
  ];
  let out = text;
  for (const rule of rules) {
    if (!rule.re.test(out)) throw new Error(`${file}: no "${rule.name} ...; # CHANGE:" line to fill in`);
    out = out.replace(rule.re, (_m, indent) => rule.line(indent));
  }
  return out;
}

/** The main config that Debian's /etc/nginx/nginx.conf would be, minus what needs root. */
function mainConfig(dir, sitePath) {
  return `# Written by tests/nginx/server.mjs for one test run.
daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
    ${MIME_TYPES ? `include ${MIME_TYPES};` : ''}
    default_type application/octet-stream;
    sendfile on;
    access_log ${dir}/access.log;
    client_body_temp_path ${dir}/client_body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;
    include ${sitePath};
}
`;
}

async function waitUntilAnswering(url, label, child, logs) {
  const end = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${label}: nginx exited (${child.exitCode}):\n${logs()}`);
    try {
      const res = await fetch(url, { headers: { accept: 'text/html' } });
      if (res.ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > end) throw new Error(`${label}: ${url} did not answer within 20 s:\n${logs()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * Starts nginx with `site` (the rendered site file's text) on `port`. `probe` is the path that
 * must answer 200 once it is up. Resolves { url, dir, pid, stop, logs }.
 */
export async function startNginx({ site, port, probe = '/', label = 'nginx' }) {
  const bin = nginxBinary();
  if (!bin) throw new Error('nginx is not installed: apt-get install -y nginx');
  // NGINX_WORK_DIR (global-setup.mjs: test-results/nginx-work, cleared at each run) keeps the logs with the
  // other artefacts and nothing piles up in the system's temp folder.
  const parent = process.env.NGINX_WORK_DIR || tmpdir();
  mkdirSync(parent, { recursive: true });
  const dir = mkdtempSync(join(parent, `nginx-${label}-`));
  // Run as root, nginx's workers are `nobody`: they must reach the temp folders in here.
  chmodSync(dir, 0o755);
  for (const sub of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, sub));
  const sitePath = join(dir, 'site.conf');
  const mainPath = join(dir, 'nginx.conf');
  writeFileSync(sitePath, site);
  writeFileSync(mainPath, mainConfig(dir, sitePath));
  // -e: the error log before the config is read (Debian's default, /var/log/nginx, needs root).
  const args = ['-p', dir, '-e', join(dir, 'error.log'), '-c', mainPath];
  const logs = () => {
    const read = (f) => (existsSync(join(dir, f)) ? readFileSync(join(dir, f), 'utf8').slice(-5000) : '');
    return `--- ${dir}/error.log ---\n${read('error.log')}`;
  };

  const check = spawnSync(bin, ['-t', ...args], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`${label}: nginx -t refused the config:\n${check.stderr}`);

  const child = spawn(bin, args, { stdio: ['ignore', 'ignore', 'pipe'], detached: true });
  let stderr = '';
  child.stderr.on('data', (c) => {
    stderr = (stderr + c.toString()).slice(-5000);
  });
  const stop = () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    try {
      // SIGTERM to the master: it stops its workers (the group, in case it cannot).
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // gone
    }
  };
  process.on('exit', stop);
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilAnswering(`${url}${probe}`, label, child, () => `${stderr}\n${logs()}`);
  } catch (e) {
    stop();
    throw e;
  }
  return { url, dir, pid: child.pid, stop, logs };
}
