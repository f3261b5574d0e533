/** @jest-environment node */
/**
 * What the dev and preview servers answer, decided as nginx decides (docs/deploy.md): an API path
 * that does not exist gets a JSON 404 from the mock backend, never index.html; a navigation to a
 * console route and a file go on to the server's own files. Checked on the backend itself and on
 * Umi's own mock middleware over the mock files it loads, in front of a stand-in for the server's
 * index.html fallback.
 */
import type { Server } from 'node:http';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import mockConfig from '../../config/mock';
import { createBackend } from '../../mock/backend';
import { forTheConsole } from '../../mock/backend/http';
import { login } from './backendSession';

const root = join(__dirname, '..', '..');

describe('unknown API paths', () => {
  it('get 404 with a JSON error from the backend, signed in or not', () => {
    const backend = createBackend();
    const res = login(backend, 'admin', 'Admin@123');
    const headers = {
      authorization: `Bearer ${res.headers?.['x-access-token']}`,
      'x-authorization': String(res.headers?.['access-token']),
      'accept-language': 'en-US',
    };
    for (const [method, path] of [
      ['POST', '/auditLog/delete'],
      ['POST', '/auditLog/add'],
      ['GET', '/nope'],
      ['GET', '/dataMember/nope'],
      ['GET', '/dataMember/add'],
      ['POST', '/member'],
      ['GET', '/login'],
    ]) {
      for (const h of [headers, {}]) {
        const answer = backend.handle({ method, path, query: {}, body: {}, headers: h });
        expect([method, path, answer.status]).toEqual([method, path, 404]);
        expect(answer.body).toEqual({ statusCode: 404, errors: expect.any(String) });
        expect(answer.raw).toBeUndefined();
      }
    }
    // Known calls are not affected.
    expect(backend.handle({ method: 'GET', path: '/dataMember/page', query: {}, body: {}, headers }).status).toBe(200);
    expect(backend.handle({ method: 'GET', path: '/dataMember/page', query: {}, body: {}, headers: {} }).status).toBe(
      401,
    );
  });

  it("leave files and navigations to the console, as nginx's rule does", () => {
    const html = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
    expect(forTheConsole('GET', '/member', html)).toBe(true);
    expect(forTheConsole('HEAD', '/member/profile/3', html)).toBe(true);
    expect(forTheConsole('GET', '/umi.1a2b3c4d.js', '*/*')).toBe(true);
    expect(forTheConsole('GET', '/logo2.svg', 'image/avif,image/webp,*/*')).toBe(true);
    expect(forTheConsole('GET', '/nope', 'application/json')).toBe(false);
    expect(forTheConsole('GET', '/nope', '*/*')).toBe(false);
    expect(forTheConsole('POST', '/member', html)).toBe(false);
    expect(forTheConsole('POST', '/auditLog/delete', 'application/json')).toBe(false);
  });
});

/** One request to the test server: status, content type and body text. */
function call(server: Server, method: string, path: string, headers: Record<string, string> = {}, body?: string) {
  const { port } = server.address() as AddressInfo;
  return new Promise<{ status: number; type: string; text: string }>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          type: String(res.headers['content-type'] ?? ''),
          text: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe("the dev and preview servers' mock middleware", () => {
  let server: Server;
  const INDEX = '<!doctype html><title>console</title>';

  beforeAll(async () => {
    // The mock files as Umi loads them (its glob, less the exclusions of .umirc.ts), and its middleware.
    const { getMockData } = require('@umijs/preset-umi/dist/features/mock/getMockData');
    const { createMockMiddleware } = require('@umijs/preset-umi/dist/features/mock/createMockMiddleware');
    const express = require('@umijs/bundler-utils/compiled/express');
    const mockData = getMockData({ cwd: root, mockConfig });
    const app = express();
    app.use(createMockMiddleware({ context: { mockData } }));
    // What follows the mocks in both servers: their files, then index.html for every other path.
    app.use((_req: unknown, res: { type(t: string): { send(b: string): void } }) => res.type('html').send(INDEX));
    server = app.listen(0);
    await new Promise((resolve) => server.once('listening', resolve));
  });

  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const json = { accept: 'application/json', 'content-type': 'application/json' };

  it('answers unknown API paths with a JSON 404', async () => {
    for (const [method, path] of [
      ['POST', '/auditLog/delete'],
      ['GET', '/nope'],
      ['GET', '/dataMember/nope'],
    ]) {
      const res = await call(server, method, path, json, method === 'POST' ? '{"id":1}' : undefined);
      expect([method, path, res.status]).toEqual([method, path, 404]);
      expect(res.type).toMatch(/^application\/json/);
      expect(JSON.parse(res.text)).toEqual({ statusCode: 404, errors: expect.any(String) });
    }
  });

  it('still answers the known calls and the demo media', async () => {
    const signIn = await call(server, 'POST', '/login', json, '{"account":"admin","password":"Admin@123"}');
    expect(JSON.parse(signIn.text).statusCode).toBe(200);
    expect((await call(server, 'GET', '/dataMember/page', json)).status).toBe(401);
    const cover = await call(server, 'GET', '/media/animate/cover/owl.svg');
    expect([cover.status, cover.type]).toEqual([200, 'image/svg+xml']);
  });

  it('leaves navigations and files to the server', async () => {
    const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
    for (const path of ['/member', '/member/profile/3', '/account/settings', '/login', '/nope']) {
      const res = await call(server, 'GET', path, html);
      expect([path, res.status, res.text]).toEqual([path, 200, INDEX]);
    }
    expect((await call(server, 'GET', '/umi.js', { accept: '*/*' })).text).toBe(INDEX);
  });
});
