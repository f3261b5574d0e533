/**
 * Umi mock adapter: serves the in-memory backend to `max dev` and `max preview`, and the demo
 * media (./media.ts). The only mock file Umi loads (.umirc.ts, mock), so the order of its routes
 * is the order Umi tries them in: the catch-all for unknown API paths comes last.
 * Imports by relative path only: Umi parses every mock file, and one it cannot parse turns all mocks off.
 */
import openapi from '../docs/openapi.json';
import { DEVICE_STREAM_PATH } from '../src/schema/live';
import type { MockResponse } from './backend';
import { BACKEND_HEADER, backendsByName } from './backend/byName';
import { createContract, describeViolation } from './backend/contract';
import { forTheConsole, isFile, isNavigation } from './backend/http';
import { byteRange } from './backend/range';
import media, { type MediaFile } from './media';

/** The backend a call reaches: the shared one, or the one its caller names (browser-test workers). */
const backendOf = backendsByName();
/** The routes, the same for every backend. */
const routes = backendOf({}).routes();

/**
 * Every call and its answer are held to docs/openapi.json (mock/backend/contract.ts). A breach is
 * a console warning naming the call and the field, and is kept per backend name, so a browser test
 * asks GET /__mock/contract for those of its worker's backend and fails on any (tests/e2e/fixtures.mjs).
 */
const contract = createContract(openapi);
const violations = new Map<string, string[]>();
/** Kept per backend at most: a test that breaks the contract a thousand times needs the first few. */
const KEPT_VIOLATIONS = 200;
const nameOf = (headers: Req['headers']) => {
  const name = headers[BACKEND_HEADER];
  return typeof name === 'string' ? name : '';
};

function holdToContract(req: Req, call: Parameters<typeof contract.check>[0], answer: MockResponse) {
  // Injected faults (a body that is not JSON, a held call) are the test's, not the contract's.
  if (answer.raw !== undefined || answer.delayMs) return;
  const found = contract.check(call, answer);
  if (!found.length) return;
  const kept = violations.get(nameOf(req.headers)) ?? [];
  for (const v of found) {
    const line = describeViolation(v);
    if (!kept.includes(line)) console.warn(`[api contract] ${line}`);
    if (kept.length < KEPT_VIOLATIONS) kept.push(line);
  }
  violations.set(nameOf(req.headers), kept);
}

/** GET /__mock/contract: the breaches this caller's backend recorded; `?take=1` also forgets them. */
const contractReport = (req: Req, res: Res) => {
  const name = nameOf(req.headers);
  const found = violations.get(name) ?? [];
  if (req.query?.take) violations.delete(name);
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.status(200).end(JSON.stringify({ statusCode: 200, data: { backend: name, violations: found } }));
};

type Req = {
  method: string;
  params?: Record<string, string>;
  /** A multipart body's files, as Umi's mock middleware (multer, in memory) hands them over. */
  files?: { fieldname: string; originalname: string; mimetype: string; buffer: Buffer }[];
  path: string;
  /** Express's: what the next middleware reads, path and query. */
  url: string;
  query: Record<string, string>;
  body: unknown;
  headers: Record<string, string | string[] | undefined>;
  socket?: { remoteAddress?: string };
  on(event: 'close', listener: () => void): void;
};
type Res = {
  status(code: number): Res;
  setHeader(name: string, value: string): void;
  end(body?: string | Buffer): void;
  /** Express (max dev and max preview): a streamed answer writes as it goes. */
  write(chunk: string): boolean;
  flushHeaders?(): void;
  on(event: 'close', listener: () => void): void;
};
/** The next middleware of the dev or preview server: its files, then index.html. */
type Next = () => void;

const EXPOSED = 'x-access-token, access-token';

function send(res: Res, answer: MockResponse) {
  res.setHeader('Access-Control-Expose-Headers', EXPOSED);
  for (const [k, v] of Object.entries(answer.headers ?? {})) res.setHeader(k, v);
  if (answer.raw !== undefined) {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.status(answer.status).end(answer.raw);
    return;
  }
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.status(answer.status).end(JSON.stringify(answer.body));
}

/**
 * Sends `answer`, or holds it for its `delayMs` first (a 'timeout' fault). A held answer is dropped
 * when the client hangs up: the console's time-out aborts its fetch, and the timer must neither
 * answer a closed connection nor keep the server's process alive.
 */
function sendWhenDue(res: Res, answer: MockResponse) {
  if (!answer.delayMs) {
    send(res, answer);
    return;
  }
  const timer = setTimeout(() => send(res, answer), answer.delayMs);
  timer.unref?.();
  res.on('close', () => clearTimeout(timer));
}

/** A multipart body as the backend takes it: its text fields, and each file by its field name. */
function multipartBody(req: Req): Record<string, unknown> {
  const body: Record<string, unknown> = { ...(req.body as Record<string, unknown> | undefined) };
  for (const f of req.files ?? [])
    body[f.fieldname] = { name: f.originalname, type: f.mimetype, data: new Uint8Array(f.buffer) };
  return body;
}

/** A request's headers as the backend takes them: lower-case names, one value each. */
function headersOf(req: Req): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers[k.toLowerCase()] = v;
  return headers;
}

const handler = (req: Req, res: Res) => {
  const type = String(req.headers['content-type'] ?? '');
  const body = type.startsWith('multipart/form-data') ? multipartBody(req) : req.body;
  const headers = headersOf(req);
  const call = { method: req.method, path: req.path, query: req.query ?? {}, body, headers };
  const answer = backendOf(req.headers).handle({ ...call, ip: req.socket?.remoteAddress });
  holdToContract(req, { ...call, multipart: type.startsWith('multipart/form-data') }, answer);
  sendWhenDue(res, answer);
};

/**
 * GET /dataDevice/stream (docs/api.md, live device status): Server-Sent Events, each written the
 * moment it happens. Both servers compress answers (the `compression` middleware), which would hold
 * events back to compress them; `no-transform` makes it leave this one alone. nginx reads
 * X-Accel-Buffering (deploy/nginx.conf also switches its buffering off for this path).
 */
const stream = (req: Req, res: Res) => {
  const opened = backendOf(req.headers).openStream({
    method: req.method,
    path: req.path,
    query: req.query ?? {},
    body: undefined,
    headers: headersOf(req),
    ip: req.socket?.remoteAddress,
  });
  if ('refused' in opened) {
    sendWhenDue(res, opened.refused);
    return;
  }
  res.status(200);
  res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
  res.setHeader('Cache-Control', 'no-cache, no-transform');
  res.setHeader('X-Accel-Buffering', 'no');
  res.flushHeaders?.();
  const close = opened.open({ write: (text) => void res.write(text), end: () => res.end() });
  req.on('close', close);
};

/**
 * A file with its length, and the part a Range header asks for (206, or 416 past its end), so a
 * media element shows the duration and seeks.
 */
function sendFile(req: Req, res: Res, file: MediaFile) {
  const size = file.data.length;
  const range = byteRange(String(req.headers.range ?? ''), size);
  res.setHeader('Content-Type', file.type);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Accept-Ranges', 'bytes');
  if (file.cache) res.setHeader('Cache-Control', file.cache);
  if (range.status === 416) {
    res.setHeader('Content-Range', `bytes */${size}`);
    res.status(416).end('');
    return;
  }
  if (range.status === 206) res.setHeader('Content-Range', `bytes ${range.start}-${range.end}/${size}`);
  res.setHeader('Content-Length', String(range.end - range.start + 1));
  res.status(range.status).end(file.data.subarray(range.start, range.end + 1));
}

/** A file sent to POST /upload, served back on the console's origin. */
const uploaded = (req: Req, res: Res) => {
  const file = backendOf(req.headers).uploaded(req.path);
  if (!file) {
    res.status(404).end('');
    return;
  }
  sendFile(req, res, { type: file.type, data: Buffer.from(file.data) });
};

/**
 * Any other path. As nginx decides (docs/deploy.md): a file or a navigation goes on to the server
 * (a console route gets index.html); anything else is an API call the backend does not have, which
 * it answers with a JSON 404, never index.html with 200.
 */
const unknown = (req: Req, res: Res, next: Next) => {
  const method = req.method.toUpperCase();
  const accept = String(req.headers.accept ?? '');
  if (!forTheConsole(method, req.path, accept)) return handler(req, res);
  // The preview server's fallback to index.html passes over any path with a dot in its last
  // segment (a member id typed as 200.0), answering a bare "Cannot GET": such a navigation is
  // given the console's page here, as nginx gives it.
  if (isNavigation(method, accept) && /\.[^/]*$/.test(req.path) && !isFile(req.path)) req.url = `${BASE}index.html`;
  next();
};
/** Where the console is served (BASE_PATH, as .umirc.ts reads it). */
const BASE = process.env.BASE_PATH || '/';

export default {
  [`GET ${DEVICE_STREAM_PATH}`]: stream,
  ...Object.fromEntries(routes.map((r) => [`${r.method} ${r.path}`, handler])),
  'GET /__mock/contract': contractReport,
  'GET /uploads/:file': uploaded,
  ...Object.fromEntries(
    Object.entries(media).map(([route, make]) => [
      route,
      (req: Req, res: Res) => sendFile(req, res, make(req.params?.file ?? '')),
    ]),
  ),
  // Last: Umi tries the routes in this order.
  ...Object.fromEntries(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].map((m) => [`${m} /(.*)`, unknown])),
};
