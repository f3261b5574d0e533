/**
 * Umi mock adapter: serves the in-memory backend to `max dev` and `max preview`.
 * Imports by relative path only (see STACK-NOTES.md: one unparsable mock file disables all).
 */
import { createBackend, type MockResponse } from './backend';
import { parseMultipart } from './multipart';

const backend = createBackend();

type Req = {
  method: string;
  params?: Record<string, string>;
  on?(event: 'data' | 'end' | 'error', fn: (chunk?: Buffer) => void): void;
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

/** The unread body of a multipart request (Umi's mock leaves it to the handler). */
const rawBody = (req: Req): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on?.('data', (c) => c && chunks.push(c));
    req.on?.('end', () => resolve(Buffer.concat(chunks)));
    req.on?.('error', reject);
  });

const handler = async (req: Req, res: Res) => {
  const type = String(req.headers['content-type'] ?? '');
  const body = type.startsWith('multipart/form-data') ? parseMultipart(await rawBody(req), type) : req.body;
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers[k.toLowerCase()] = v;
  const answer = backend.handle({
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
  const file = backend.uploaded(req.path);
  if (!file) {
    res.status(404).end('');
    return;
  }
  res.setHeader('Content-Type', file.type);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.status(200).end(Buffer.from(file.data));
};

export default {
  ...Object.fromEntries(backend.routes().map((r) => [`${r.method} ${r.path}`, handler])),
  'GET /uploads/:file': uploaded,
};
