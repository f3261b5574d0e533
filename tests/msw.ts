/**
 * msw over the mock backend: component tests talk HTTP to the same executable contract as
 * `npm start` and the browser tests. A test starts on the seeded data: the backend is built anew
 * before a test only when an earlier test wrote to it (a copy of the seeded tables, made once).
 * Every call and its answer are held to docs/openapi.json (mock/backend/contract.ts): what breaks
 * it is kept, and the test fails when it ends (tests/jest/setup-dom.tsx), naming the call and the field.
 */
import { delay, HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import openapi from '../docs/openapi.json';
import { type Backend, createBackend } from '../mock/backend';
import { inCalendarOf, TIME_ZONE_HEADER } from '../mock/backend/calendar';
import { createContract, describeViolation } from '../mock/backend/contract';
import { DEVICE_STREAM_PATH } from '../src/schema/live';

const contract = createContract(openapi);
let violations: string[] = [];

/** The contract violations of the calls since the last take, one line each; the list starts empty again. */
export function takeContractViolations(): string[] {
  const out = violations;
  violations = [];
  return out;
}

/** Calls that change nothing a later test reads: signing in and out (tokens are per test). */
const SESSION_CALLS = new Set(['/login', '/logout']);

let written = false;

/** The backend with its writes noted; its `db` is read-only by convention in tests. */
function watched(inner: Backend): Backend {
  return {
    ...inner,
    handle(req) {
      if (req.method.toUpperCase() !== 'GET' && !SESSION_CALLS.has(req.path)) written = true;
      return inner.handle(req);
    },
  };
}

let backend: Backend = watched(createBackend());

export const getBackend = (): Backend => backend;

/**
 * Runs `read` in the calendar the backend counts the page's calls' days in: their X-Time-Zone is
 * this process's zone (src/services/request.ts). What a test reads straight from the backend then
 * counts days as the page does, whatever zone the tests run in (`TZ=... npx jest`).
 */
export const inBrowserCalendar = <T>(read: () => T): T =>
  inCalendarOf({ [TIME_ZONE_HEADER.toLowerCase()]: Intl.DateTimeFormat().resolvedOptions().timeZone }, read);

/** A fresh, seeded backend for the next test, when the last one was written to. */
export function resetBackendIfWritten(): void {
  if (!written) return;
  backend = watched(createBackend());
  written = false;
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

/** The request's headers as the backend takes them (lower-case names). */
function headersOf(request: Request): Record<string, string> {
  const headers: Record<string, string> = {};
  request.headers.forEach((v, k) => {
    headers[k.toLowerCase()] = v;
  });
  return headers;
}

/** GET /dataDevice/stream: the backend's events as a ReadableStream, open until the client goes. */
function stream(request: Request, url: URL) {
  const opened = backend.openStream({
    method: 'GET',
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    body: undefined,
    headers: headersOf(request),
  });
  if ('refused' in opened)
    return HttpResponse.json(opened.refused.body as Record<string, unknown>, { status: opened.refused.status });
  const encoder = new TextEncoder();
  let close: () => void = () => undefined;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      close = opened.open({
        write: (text) => {
          try {
            controller.enqueue(encoder.encode(text));
          } catch {
            close();
          }
        },
        end: () => {
          try {
            controller.close();
          } catch {
            // already closed by the client
          }
        },
      });
      // A client that gave up before the answer started (the test ended) has no one to cancel it.
      if (request.signal.aborted) close();
      else request.signal.addEventListener('abort', () => close());
    },
    cancel: () => close(),
  });
  return new HttpResponse(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
}

export const server = setupServer(
  http.all('*', async ({ request }) => {
    const url = new URL(request.url);
    if (request.method === 'GET' && url.pathname === DEVICE_STREAM_PATH) return stream(request, url);
    const file = request.method === 'GET' ? backend.uploaded(url.pathname) : undefined;
    if (file) return new HttpResponse(file.data, { status: 200, headers: { 'Content-Type': file.type } });
    const known = backend.routes().some((r) => r.path === url.pathname && r.method === request.method);
    if (!known) return undefined;
    const headers = headersOf(request);
    const call = {
      method: request.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: await bodyOf(request),
      headers,
    };
    const answer = backend.handle(call);
    // Injected faults (a body that is not JSON, a held call) are the test's, not the contract's.
    if (answer.raw === undefined && !answer.delayMs) {
      const multipart = (headers['content-type'] ?? '').startsWith('multipart/form-data');
      for (const v of contract.check({ ...call, multipart }, answer)) violations.push(describeViolation(v));
    }
    const out = { ...answer.headers, 'Access-Control-Expose-Headers': 'x-access-token, access-token' };
    if (answer.raw !== undefined)
      return new HttpResponse(answer.raw, { status: answer.status, headers: { ...out, 'Content-Type': 'text/html' } });
    return HttpResponse.json(answer.body as Record<string, unknown>, { status: answer.status, headers: out });
  }),
);

/**
 * The server fails the next `times` GETs of `path` (those `match` accepts) with a 500, then answers
 * as usual. `left` says how many failures remain.
 */
export function failGets(path: string, times = 1, match: (url: URL) => boolean = () => true) {
  const state = { left: times };
  server.use(
    http.get(`*${path}`, ({ request }) => {
      if (state.left <= 0 || !match(new URL(request.url))) return undefined;
      state.left -= 1;
      return HttpResponse.json({}, { status: 500 });
    }),
  );
  return state;
}

/**
 * The calls the app makes from now on, as `pick` reads each (its request and URL); a call it
 * answers `undefined` for is left out. The list grows as calls go out; the watch ends with the
 * test (tests/jest/setup-dom.tsx).
 */
export function watchCalls<T>(pick: (url: URL, request: Request) => T | undefined): T[] {
  const seen: T[] = [];
  server.events.on('request:start', ({ request }) => {
    const picked = pick(new URL(request.url), request);
    if (picked !== undefined) seen.push(picked);
  });
  return seen;
}

/** Holds every call of `method` to `path` until the returned `release()`; then the backend answers as usual. */
function holdCalls(method: 'get' | 'post', path: string): () => void {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http[method](`*${path}`, async () => {
      await held;
      await delay(0);
      // Nothing answered here: the call goes on to the backend's handler.
      return undefined;
    }),
  );
  return () => release();
}

/**
 * Holds every GET of `path` (e.g. '/sysGrade/list') until the returned `release()`; each is then
 * answered by the mock backend as usual. For what a page shows while a call is on its way.
 */
export const holdGets = (path: string): (() => void) => holdCalls('get', path);

/** Holds every POST of `path` (a save) until the returned `release()`: for what a form does while it waits. */
export const holdPosts = (path: string): (() => void) => holdCalls('post', path);
