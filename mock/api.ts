/**
 * Umi mock adapter: serves the in-memory backend to `max dev` and `max preview`.
 * Imports by relative path only: Umi parses every mock file, and one it cannot parse turns all mocks off.
 */
import type { MockResponse } from './backend';
import { backendsByName } from './backend/byName';

/** The backend a call reaches: the shared one, or the one its caller names (browser-test workers). */
const backendOf = backendsByName();
/** The routes, the same for every backend. */
const routes = backendOf({}).routes();

type Req = {
  method: string;
  params?: Record<string, string>;
  /** A multipart body's files, as Umi's mock middleware (multer, in memory) hands them over. */
  files?: { fieldname: string; originalname: string; mimetype: string; buffer: Buffer }[];
  path: string;
  query: Record<string, string>;
  body: unknown;
  headers: Record<string, string | string[] | undefined>;
  socket?: { remoteAddress?: string };
};
type Res = {
  status(code: number): Res;
  setHeader(name: string, value: string): void;
  end(body: string | Buffer): void;
};

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

/** A multipart body as the backend takes it: its text fields, and each file by its field name. */
function multipartBody(req: Req): Record<string, unknown> {
  const body: Record<string, unknown> = { ...(req.body as Record<string, unknown> | undefined) };
  for (const f of req.files ?? [])
    body[f.fieldname] = { name: f.originalname, type: f.mimetype, data: new Uint8Array(f.buffer) };
  return body;
}

const handler = (req: Req, res: Res) => {
  const type = String(req.headers['content-type'] ?? '');
  const body = type.startsWith('multipart/form-data') ? multipartBody(req) : req.body;
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers[k.toLowerCase()] = v;
  const answer = backendOf(req.headers).handle({
    method: req.method,
    path: req.path,
    query: req.query ?? {},
    body,
    headers,
    ip: req.socket?.remoteAddress,
  });
  if (answer.delayMs) setTimeout(() => send(res, answer), answer.delayMs);
  else send(res, answer);
};

/** A file sent to POST /upload, served back on the console's origin. */
const uploaded = (req: Req, res: Res) => {
  const file = backendOf(req.headers).uploaded(req.path);
  if (!file) {
    res.status(404).end('');
    return;
  }
  res.setHeader('Content-Type', file.type);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.status(200).end(Buffer.from(file.data));
};

export default {
  ...Object.fromEntries(routes.map((r) => [`${r.method} ${r.path}`, handler])),
  'GET /uploads/:file': uploaded,
};
