/**
 * msw over the mock backend: component tests talk HTTP to the same executable contract as
 * `npm start` and the browser tests. Each test file gets a fresh backend (see setup.ts).
 */
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { type Backend, createBackend } from '../mock/backend';

let backend: Backend = createBackend();

export const getBackend = (): Backend => backend;

export function resetBackend(): Backend {
  backend = createBackend();
  return backend;
}

export const server = setupServer(
  http.all('*', async ({ request }) => {
    const url = new URL(request.url);
    const known = backend.routes().some((r) => r.path === url.pathname && r.method === request.method);
    if (!known) return undefined;
    const headers: Record<string, string> = {};
    request.headers.forEach((v, k) => {
      headers[k.toLowerCase()] = v;
    });
    const text = request.method === 'GET' ? '' : await request.text();
    const answer = backend.handle({
      method: request.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: text ? JSON.parse(text) : undefined,
      headers,
    });
    const out = { ...answer.headers, 'Access-Control-Expose-Headers': 'x-access-token, access-token' };
    if (answer.raw !== undefined)
      return new HttpResponse(answer.raw, { status: answer.status, headers: { ...out, 'Content-Type': 'text/html' } });
    return HttpResponse.json(answer.body as Record<string, unknown>, { status: answer.status, headers: out });
  }),
);
