/**
 * What nginx itself answers, read at the HTTP level (no browser): the fallback to index.html and
 * where it stops, cache headers, security headers, gzip, and the API proxy. global-setup.mjs
 * starts nginx with deploy/nginx.conf (E2E_BASE_URL) and deploy/nginx-subpath.conf
 * (E2E_CONSOLE_URL, ends in /console).
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { test } from '../e2e/fixtures.mjs';
import { BASE_URL, CONSOLE_URL, ROOT, USERS } from '../e2e/lib.mjs';
import { freePort, nginxBinary, renderSite, startNginx } from './server.mjs';

const HTML = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const JSON_TYPE = 'application/json';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * One request as sent (no automatic decompression, unlike fetch): { status, headers, body }.
 * `url` is absolute; headers are lower-case.
 */
function raw(url, { method = 'GET', headers = {}, body } = {}) {
  const u = new URL(url);
  const send = u.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolvePromise, reject) => {
    const req = send(u, { method, headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () =>
        resolvePromise({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

const text = (res) => res.body.toString('utf8');
const isIndexHtml = (res) =>
  /text\/html/.test(res.headers['content-type'] ?? '') && text(res).includes('<div id="root"');

/** The CSP the build put in index.html's <meta>, as a directive -> value map. */
function directives(policy) {
  const out = new Map();
  for (const part of policy.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) out.set(name.toLowerCase(), values.join(' '));
  }
  return out;
}
function metaPolicy(html) {
  const m = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html);
  assert.ok(m, 'index.html has no Content-Security-Policy <meta>');
  return m[1];
}

/** The security headers every answer carries, 404s and API answers included. */
function assertSecurityHeaders(res, where, metaCsp) {
  const csp = res.headers['content-security-policy'];
  assert.ok(csp, `${where}: no Content-Security-Policy header`);
  const got = directives(csp);
  assert.equal(got.get('frame-ancestors'), "'none'", `${where}: frame-ancestors`);
  if (metaCsp) {
    // Exactly the build's directives plus frame-ancestors: the header never loosens the meta
    // and never drifts from it (a build with API_BASE changes both).
    const want = directives(metaCsp);
    want.set('frame-ancestors', "'none'");
    assert.deepEqual(Object.fromEntries(got), Object.fromEntries(want), `${where}: CSP header vs the build's meta`);
  }
  assert.equal(res.headers['x-content-type-options'], 'nosniff', `${where}: X-Content-Type-Options`);
  assert.match(res.headers['referrer-policy'] ?? '', /^(same-origin|strict-origin-when-cross-origin)$/, where);
}

/** The script and stylesheet index.html loads (the hashed bundle). */
function bundleOf(html) {
  const js = /<script src="([^"]+\.js)"/.exec(html)?.[1];
  const css = /<link rel="stylesheet" href="([^"]+\.css)"/.exec(html)?.[1];
  assert.ok(js && css, 'index.html names a script and a stylesheet');
  return { js, css };
}

/** Checks one build behind nginx: `base` is the URL the console lives at (no trailing slash). */
function describeBuild(label, base) {
  const origin = () => new URL(base()).origin;
  const at = (path) => `${base()}${path}`;

  test.describe(`${label}: files and the fallback`, () => {
    test('the entry page is index.html, revalidated on every visit (Cache-Control: no-cache)', async () => {
      for (const path of ['/', '/index.html']) {
        const res = await raw(at(path), { headers: { accept: HTML } });
        assert.equal(res.status, 200, path);
        assert.ok(isIndexHtml(res), `${path} is index.html`);
        assert.equal(res.headers['cache-control'], 'no-cache', `${path}: Cache-Control`);
        assertSecurityHeaders(res, path, metaPolicy(text(res)));
      }
    });

    test('a deep link opened or reloaded gets index.html (no-cache), with the security headers', async () => {
      for (const path of ['/account/settings', '/member/member-score', '/basic-settings/sysWorry', '/no-such-page']) {
        const res = await raw(at(path), { headers: { accept: HTML } });
        assert.equal(res.status, 200, path);
        assert.ok(isIndexHtml(res), `${path} is index.html`);
        assert.equal(res.headers['cache-control'], 'no-cache', `${path}: Cache-Control`);
        assertSecurityHeaders(res, path, metaPolicy(text(res)));
      }
    });

    test('the hashed script and stylesheet are cached for a year (immutable)', async () => {
      const index = await raw(at('/'), { headers: { accept: HTML } });
      const { js, css } = bundleOf(text(index));
      for (const [path, type] of [
        [js, /javascript/],
        [css, /text\/css/],
      ]) {
        const res = await raw(`${origin()}${path}`);
        assert.equal(res.status, 200, path);
        assert.match(res.headers['content-type'] ?? '', type, `${path}: Content-Type`);
        assert.equal(res.headers['cache-control'], IMMUTABLE, `${path}: Cache-Control`);
        assertSecurityHeaders(res, path);
      }
    });

    test('a missing asset is a 404, never index.html, and is not cached', async () => {
      const paths = [
        '/umi.nope.js',
        '/umi.0123abcd.js', // looks hashed: its 404 must not be cached for a year
        '/p__Nope.0123abcd.chunk.css',
        '/umi.nope.js.map',
        '/static/nope.png',
        '/nope.svg',
        '/nope.json',
        '/fonts/nope.woff2',
        '/member/nope.js', // under a route's path
      ];
      for (const path of paths) {
        // A browser asks for a script with */*; a reload of its URL would ask for HTML.
        for (const accept of ['*/*', HTML]) {
          const res = await raw(at(path), { headers: { accept } });
          assert.equal(res.status, 404, `${path} (${accept}): ${res.status}`);
          assert.ok(!text(res).includes('<div id="root"'), `${path}: answered with index.html`);
          assert.notEqual(res.headers['cache-control'], IMMUTABLE, `${path}: a 404 cached for a year`);
          assertSecurityHeaders(res, `${path} (404)`);
        }
      }
    });

    test('gzip: the script comes compressed when asked, plain otherwise', async () => {
      const index = await raw(at('/'), { headers: { accept: HTML } });
      const { js } = bundleOf(text(index));
      const plain = await raw(`${origin()}${js}`);
      assert.equal(plain.headers['content-encoding'], undefined, 'no Accept-Encoding: no compression');
      const zipped = await raw(`${origin()}${js}`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
      assert.equal(zipped.status, 200);
      assert.equal(zipped.headers['content-encoding'], 'gzip');
      assert.match(zipped.headers.vary ?? '', /Accept-Encoding/i);
      assert.ok(zipped.body.length < plain.body.length / 2, `${zipped.body.length} of ${plain.body.length} bytes`);
      assert.ok(gunzipSync(zipped.body).equals(plain.body), 'the gzip body is the script');
      // index.html itself too.
      const page = await raw(at('/member'), { headers: { accept: HTML, 'accept-encoding': 'gzip' } });
      assert.equal(page.headers['content-encoding'], 'gzip', 'index.html is compressed');
    });
  });

  test.describe(`${label}: the API on the same origin`, () => {
    const apiUrl = (path) => `${origin()}${path}`;

    test('POST /login reaches the API (the page /login is the same path)', { tag: '@admin' }, async () => {
      const res = await raw(apiUrl('/login'), {
        method: 'POST',
        headers: { accept: JSON_TYPE, 'content-type': JSON_TYPE },
        body: JSON.stringify({ account: USERS.admin.account, password: USERS.admin.password }),
      });
      assert.equal(res.status, 200, text(res));
      assert.equal(JSON.parse(text(res)).statusCode, 200, text(res));
      assert.ok(res.headers['x-access-token'], 'the token header passes through');
      assert.equal(res.headers['cache-control'], undefined, 'nginx adds no Cache-Control to API answers');
      assertSecurityHeaders(res, 'POST /login');
      // The page of the same path is still the console.
      const pageRes = await raw(at('/login'), { headers: { accept: HTML } });
      assert.ok(isIndexHtml(pageRes), 'GET /login as a navigation is index.html');
    });

    test('an API GET asking for JSON is proxied; the same path as a navigation is the console', async () => {
      const call = await raw(apiUrl('/getLoginAccount'), { headers: { accept: JSON_TYPE } });
      assert.equal(call.status, 401, 'no token: the API says 401');
      assert.match(call.headers['content-type'] ?? '', /json/);
      // fetch() without an Accept header sends */*: still an API call.
      const bare = await raw(apiUrl('/dataMember/page?current=1&pageSize=1'), { headers: { accept: '*/*' } });
      assert.equal(bare.status, 401);
      assert.match(bare.headers['content-type'] ?? '', /json/);
      const nav = await raw(apiUrl('/getLoginAccount'), { headers: { accept: HTML } });
      assert.ok(label === 'sub-path' || isIndexHtml(nav), 'a typed API URL opens the console (its 404 page)');
    });

    test('uploads and media: a file posted through nginx comes back from /uploads/ once, with nosniff; /media/ too', {
      tag: '@admin',
    }, async () => {
      const login = await fetch(apiUrl('/login'), {
        method: 'POST',
        headers: { accept: JSON_TYPE, 'content-type': JSON_TYPE },
        body: JSON.stringify({ account: USERS.admin.account, password: USERS.admin.password }),
      });
      const token = login.headers.get('x-access-token');
      const second = login.headers.get('access-token');
      // A 1x1 PNG.
      const png = Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
        'base64',
      );
      const form = new FormData();
      form.append('file', new Blob([png], { type: 'image/png' }), 'dot.png');
      const up = await fetch(apiUrl('/upload'), {
        method: 'POST',
        headers: { accept: JSON_TYPE, authorization: `Bearer ${token}`, 'x-authorization': second ?? '0' },
        body: form,
      });
      const answer = await up.json();
      assert.equal(answer.statusCode, 200, JSON.stringify(answer));
      assert.match(answer.data.url, /^\/uploads\/.+\.png$/);
      const file = await raw(apiUrl(answer.data.url), { headers: { accept: HTML } });
      assert.equal(file.status, 200, 'an uploaded file opened in a tab is the file, not the console');
      assert.ok(file.body.equals(png), 'the same bytes');
      assert.equal(file.headers['content-type'], 'image/png');
      assert.equal(file.headers['x-content-type-options'], 'nosniff', 'one nosniff header, not two');
      // The catalogues' media (the mock's demo covers) come from the API too, with its cache header.
      const cover = await raw(apiUrl('/media/animate/cover/cat-wave.svg'), { headers: { accept: HTML } });
      assert.equal(cover.status, 200, '/media/ is the API');
      assert.equal(cover.headers['content-type'], 'image/svg+xml');
      assert.equal(cover.headers['cache-control'], 'public, max-age=86400', "the API's Cache-Control, untouched");
      const missing = await raw(apiUrl('/uploads/nope.png'), { headers: { accept: 'image/*' } });
      assert.equal(missing.status, 404, "a missing upload is the API's 404");
      assert.ok(!text(missing).includes('<div id="root"'));
    });

    test('the audit log sees the client address nginx saw, not a forged X-Forwarded-For', {
      tag: '@admin',
    }, async () => {
      const signIn = await raw(apiUrl('/login'), {
        method: 'POST',
        headers: { accept: JSON_TYPE, 'content-type': JSON_TYPE, 'x-forwarded-for': '203.0.113.66' },
        body: JSON.stringify({ account: USERS.admin.account, password: USERS.admin.password }),
      });
      assert.equal(signIn.status, 200);
      const headers = {
        accept: JSON_TYPE,
        authorization: `Bearer ${signIn.headers['x-access-token']}`,
        'x-authorization': String(signIn.headers['access-token'] ?? '0'),
      };
      const res = await raw(apiUrl('/auditLog/page?current=1&pageSize=1&action=signIn&actorAccount=admin'), {
        headers,
      });
      assert.equal(res.status, 200, text(res));
      const [entry] = JSON.parse(text(res)).data.list;
      assert.ok(entry, 'the sign-in was recorded');
      assert.notEqual(entry.ip, '203.0.113.66', 'the forged hop was recorded');
      assert.equal(entry.ip, '127.0.0.1');
    });
  });
}

describeBuild('root', () => BASE_URL);

// global-setup.mjs always serves the sub-path build; a deployment tested with NGINX_BASE_URL alone has none.
const NO_SUBPATH = !CONSOLE_URL && 'no sub-path deployment to test (NGINX_CONSOLE_URL)';

test.describe('sub-path: files and redirects', () => {
  test.skip(Boolean(NO_SUBPATH), String(NO_SUBPATH));
  test('the sub-path server is configured', () => {
    assert.match(new URL(CONSOLE_URL).pathname, /^\/console$/);
  });

  test('/ and /console lead to /console/', async () => {
    const origin = new URL(CONSOLE_URL).origin;
    const root = await raw(`${origin}/`, { headers: { accept: HTML } });
    assert.equal(root.status, 302);
    assert.equal(root.headers.location, '/console/');
    const bare = await raw(`${origin}/console`, { headers: { accept: HTML } });
    assert.equal(bare.status, 301);
    assert.equal(bare.headers.location, '/console/');
  });

  test('a file outside /console/ is a 404, not the API', async () => {
    const origin = new URL(CONSOLE_URL).origin;
    const res = await raw(`${origin}/umi.nope.js`);
    assert.equal(res.status, 404);
  });
});

if (CONSOLE_URL) describeBuild('sub-path', () => CONSOLE_URL);

test.describe('gzip_static', () => {
  // Its own nginx over a folder holding a script and a different .gz of it: which body comes
  // back tells whether the precompressed file was used. Needs the local nginx (not a deployment).
  const skip = (process.env.NGINX_BASE_URL || !nginxBinary()) && 'needs the local nginx (not a deployment)';
  test.skip(Boolean(skip), String(skip));
  test('a precompressed file.gz next to a file is sent as is', async ({ defer }) => {
    const dir = mkdtempSync(join(process.env.NGINX_WORK_DIR || tmpdir(), 'gzip-static-root-'));
    chmodSync(dir, 0o755);
    writeFileSync(join(dir, 'index.html'), '<!DOCTYPE html><div id="root"></div>');
    writeFileSync(join(dir, 'app.0123abcd.js'), 'console.log("compressed by nginx");\n'.repeat(40));
    writeFileSync(join(dir, 'app.0123abcd.js.gz'), gzipSync('console.log("precompressed");\n'));
    const port = await freePort();
    const site = renderSite(join(ROOT, 'deploy', 'nginx.conf'), {
      listen: `127.0.0.1:${port}`,
      root: dir,
      upstream: '127.0.0.1:9', // no API needed
    });
    const server = await startNginx({ site, port, label: 'gzip-static' });
    defer(() => server.stop());
    const res = await raw(`${server.url}/app.0123abcd.js`, { headers: { 'accept-encoding': 'gzip' } });
    assert.equal(res.status, 200);
    assert.equal(res.headers['content-encoding'], 'gzip');
    assert.equal(gunzipSync(res.body).toString(), 'console.log("precompressed");\n');
    assert.equal(res.headers['cache-control'], IMMUTABLE, 'the same headers as the file itself');
  });
});

test.describe("Debian's nginx.conf", () => {
  // The files are meant for /etc/nginx/conf.d/, inside Debian's own http { } (which already sets
  // gzip, mime.types, logs...). A copy of /etc/nginx with its paths pointed at the copy shows
  // whether they load there without conflicts, without touching /etc/nginx.
  const skip =
    (process.env.NGINX_BASE_URL || !nginxBinary() || !existsSync('/etc/nginx/nginx.conf')) &&
    "needs the local nginx and Debian's /etc/nginx";
  test.skip(Boolean(skip), String(skip));
  for (const file of ['nginx.conf', 'nginx-subpath.conf']) {
    test(`deploy/${file} passes nginx -t as /etc/nginx/conf.d/console.conf`, async () => {
      const dir = mkdtempSync(join(process.env.NGINX_WORK_DIR || tmpdir(), 'debian-etc-'));
      cpSync('/etc/nginx', dir, { recursive: true });
      const main = join(dir, 'nginx.conf');
      const text = readFileSync(main, 'utf8')
        .replaceAll('/etc/nginx', dir)
        .replace(/^(\s*pid\s+)[^;]+;/m, `$1${dir}/nginx.pid;`)
        .replaceAll('/var/log/nginx', dir)
        // `user www-data` warns when the test does not run as root, and only matters as root.
        .replace(/^\s*user\s+[^;]+;/m, '');
      writeFileSync(main, text);
      // Debian's default site also listens on port 80: docs/deploy.md says to remove it.
      rmSync(join(dir, 'sites-enabled', 'default'), { force: true });
      // nginx -t binds the port: a free one, so it runs as any user next to anything else.
      const site = renderSite(join(ROOT, 'deploy', file), {
        listen: `127.0.0.1:${await freePort()}`,
        root: '/var/www/console',
        upstream: '127.0.0.1:8080',
      });
      writeFileSync(join(dir, 'conf.d', 'console.conf'), site);
      const check = spawnSync(nginxBinary(), ['-t', '-p', dir, '-e', join(dir, 'error.log'), '-c', main], {
        encoding: 'utf8',
      });
      assert.equal(check.status, 0, check.stderr);
      assert.doesNotMatch(check.stderr, /\[warn\]/, 'no warning either');
    });
  }
});
