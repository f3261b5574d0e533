/**
 * The device stream behind deploy/nginx.conf (docs/deploy.md, the device stream): an event the
 * API writes reaches the client within a second (no proxy buffering, no gzip holding it back), the
 * answer stays an uncompressed event stream, and a browser navigation to its path gets the console.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { test } from '../e2e/fixtures.mjs';
import { api, BASE_URL, MOCK_HEADERS, ROOT, USERS } from '../e2e/lib.mjs';

const LIMIT_MS = 1_000;

/** POST /__mock/live through nginx, on this worker's backend. */
async function live(body) {
  const res = await fetch(new URL('/__mock/live', BASE_URL), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...MOCK_HEADERS },
    body: JSON.stringify(body),
  });
  assert.equal(res.status, 200);
  return (await res.json()).data;
}

/**
 * Opens the stream with Node's http client (raw headers, chunks as they come). Resolves with the
 * answer's status and headers, `until(text)` (when the received text holds it) and `close()`.
 */
function openStream(headers) {
  return new Promise((resolve, reject) => {
    let received = '';
    const waiting = [];
    const req = httpRequest(new URL('/dataDevice/stream', BASE_URL), { headers }, (res) => {
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        received += chunk;
        for (const w of waiting.splice(0)) if (!w(received)) waiting.push(w);
      });
      resolve({
        status: res.statusCode,
        headers: res.headers,
        until: (text) =>
          new Promise((done) => {
            const check = (all) => {
              if (!all.includes(text)) return false;
              done(Date.now());
              return true;
            };
            if (!check(received)) waiting.push(check);
          }),
        since: (mark) => received.slice(mark),
        get length() {
          return received.length;
        },
        close: () => req.destroy(),
      });
    });
    req.on('error', (e) => {
      if (e.code !== 'ECONNRESET') reject(e);
    });
    req.end();
  });
}

test.describe('the device stream through nginx', () => {
  test(`an event reaches the client within ${LIMIT_MS} ms, uncompressed`, { tag: '@admin' }, async ({ note }) => {
    const signIn = await api('POST', '/login', {
      body: { account: USERS.admin.account, password: USERS.admin.password },
    });
    assert.equal(signIn.json?.statusCode, 200);
    const opened = Date.now();
    const stream = await openStream({
      ...MOCK_HEADERS,
      accept: 'text/event-stream',
      // A client that takes gzip: nginx must still not compress (and so hold back) the stream.
      'accept-encoding': 'gzip',
      authorization: `Bearer ${signIn.headers.get('x-access-token')}`,
      'x-authorization': signIn.headers.get('access-token'),
    });
    try {
      assert.equal(stream.status, 200);
      assert.match(String(stream.headers['content-type']), /^text\/event-stream/);
      assert.equal(stream.headers['content-encoding'], undefined, 'not compressed');
      const first = await stream.until(': connected');
      assert.ok(first - opened < LIMIT_MS, `the first bytes came after ${first - opened} ms`);
      await stream.until('event: snapshot');

      const latencies = [];
      for (let i = 0; i < 3; i++) {
        const mark = stream.length;
        const sent = Date.now();
        const { changes } = await live({ advance: 1 });
        assert.ok(changes.length > 0, 'a step changes at least one headband');
        const arrived = await Promise.race([
          stream.until(`"liveSeq":${changes.at(-1).liveSeq}`),
          new Promise((r) => setTimeout(() => r(undefined), 5_000)),
        ]);
        assert.ok(arrived, `the event came through: ${stream.since(mark).slice(0, 200)}`);
        latencies.push(arrived - sent);
      }
      note(`event latency through nginx: ${latencies.join(', ')} ms (from the API call that made it)`);
      for (const ms of latencies) assert.ok(ms < LIMIT_MS, `an event took ${ms} ms`);
    } finally {
      stream.close();
    }
  });

  test('both configs switch buffering and gzip off for it, with a long read time-out', async () => {
    // The mock API also sends X-Accel-Buffering: no, which would hide a config that buffers; a real
    // API may not send it, so the configs must say it themselves.
    for (const file of ['nginx.conf', 'nginx-subpath.conf']) {
      const text = readFileSync(join(ROOT, 'deploy', file), 'utf8');
      // The block: from its line to the closing brace at the location's own indentation.
      const start = text.indexOf('location = /dataDevice/stream {');
      const block = start < 0 ? undefined : text.slice(start, text.indexOf('\n    }\n', start));
      assert.ok(block, `${file}: a location for the device stream`);
      for (const line of [
        /proxy_buffering off;/,
        /gzip off;/,
        /proxy_read_timeout (\d+[hm]|\d{3,}s?);/,
        /proxy_pass http:\/\/console_api;/,
      ])
        assert.match(block, line, `${file}: ${line}`);
      assert.doesNotMatch(block, /add_header|proxy_set_header/, `${file}: keeps the server's headers`);
    }
  });

  test('without a session it answers 401; a navigation to its path gets the console', async () => {
    const refused = await fetch(new URL('/dataDevice/stream', BASE_URL), {
      headers: { ...MOCK_HEADERS, accept: 'text/event-stream' },
    });
    assert.equal(refused.status, 401);
    const page = await fetch(new URL('/dataDevice/stream', BASE_URL), {
      headers: { ...MOCK_HEADERS, accept: 'text/html,application/xhtml+xml' },
    });
    assert.equal(page.status, 200);
    assert.match(await page.text(), /<div id="root"/);
  });
});
