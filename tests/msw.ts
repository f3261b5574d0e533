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

/** A request's body as the backend takes it: JSON, or a multipart form's fields and files. */
async function bodyOf(request: Request): Promise<unknown> {
  if (request.method === 'GET') return undefined;
  if ((request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of (await request.formData()).entries())
      out[k] = typeof v === 'string' ? v : { name: v.name, type: v.type, data: new Uint8Array(await v.arrayBuffer()) };
    return out;
  }
  const text = await request.text();
  return text ? JSON.parse(text) : undefined;
}

export const server = setupServer(
  http.all('*', async ({ request }) => {
    const url = new URL(request.url);
    const file = request.method === 'GET' ? backend.uploaded(url.pathname) : undefined;
    if (file) return new HttpResponse(file.data, { status: 200, headers: { 'Content-Type': file.type } });
    const known = backend.routes().some((r) => r.path === url.pathname && r.method === request.method);
    if (!known) return undefined;
    const headers: Record<string, string> = {};
    request.headers.forEach((v, k) => {
      headers[k.toLowerCase()] = v;
    });
    const answer = backend.handle({
      method: request.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: await bodyOf(request),
      headers,
    });
    const out = { ...answer.headers, 'Access-Control-Expose-Headers': 'x-access-token, access-token' };
    if (answer.raw !== undefined)
      return new HttpResponse(answer.raw, { status: answer.status, headers: { ...out, 'Content-Type': 'text/html' } });
    return HttpResponse.json(answer.body as Record<string, unknown>, { status: answer.status, headers: out });
  }),
);
