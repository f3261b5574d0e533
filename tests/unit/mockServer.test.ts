/** @jest-environment node */
/**
 * What the dev and preview servers answer, decided as nginx decides (docs/deploy.md): an API path
 * that does not exist gets a JSON 404 from the mock backend, never index.html; a navigation to a
 * console route and a file go on to the server's own files. Checked here on the backend and its
 * rule; the servers themselves in the browser layer.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { createBackend } from '../../mock/backend';
import { FILE_EXTENSIONS, forTheConsole, isFile } from '../../mock/backend/http';
import { login } from './backendSession';

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
    // A dot alone makes no file: a member id typed as 200.0, a page named like one.
    expect(isFile('/member/profile/200.0')).toBe(false);
    expect(isFile('/foo.html')).toBe(false);
    expect(forTheConsole('GET', '/member/profile/200.0', html)).toBe(true);
    expect(forTheConsole('GET', '/member/profile/200.0', 'application/json')).toBe(false);
    expect(isFile('/nope/file.txt')).toBe(true);
  });

  it("take for files the extensions nginx's file rule takes, in both configurations", () => {
    for (const conf of ['nginx.conf', 'nginx-subpath.conf']) {
      const text = readFileSync(resolve(__dirname, '../../deploy', conf), 'utf8');
      const rules = [...text.matchAll(/location ~\* "\\\.\(([^)]+)\)\$"/g)].map((m) => m[1]);
      expect(rules.length).toBeGreaterThan(0);
      for (const rule of rules) expect([conf, rule]).toEqual([conf, FILE_EXTENSIONS]);
    }
  });
});

// The dev and preview servers' own answers (the mock middleware in front of index.html):
// tests/e2e/pages.test.mjs, against `max preview`.

describe('the mock files Umi loads', () => {
  // Umi loads mock/api.ts without the app's aliases: one `@/` import anywhere under it turns every
  // mock off, and the servers answer the API with index.html.
  it('reach the code they share with the console by relative paths only', () => {
    const seen = new Set<string>();
    const aliased: string[] = [];
    const walk = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const text = readFileSync(file, 'utf8');
      for (const [, typeOnly, spec] of text.matchAll(/^import\s+(type\s+)?[^;]*?from\s+'([^']+)'/gms)) {
        if (typeOnly) continue;
        if (spec.startsWith('@/')) aliased.push(`${file} imports ${spec}`);
        if (!spec.startsWith('.')) continue;
        const base = resolve(dirname(file), spec);
        const found = [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`, base].find(
          (c) => existsSync(c) && statSync(c).isFile(),
        );
        if (found) walk(found);
      }
    };
    walk(resolve(__dirname, '../../mock/api.ts'));
    expect(seen.size).toBeGreaterThan(20);
    expect(aliased).toEqual([]);
  });
});
