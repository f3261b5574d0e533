/**
 * Umi mock adapter: serves the in-memory backend to `max dev` and `max preview`.
 * Imports by relative path only (see STACK-NOTES.md: one unparsable mock file disables all).
 */
import { createBackend, type MockResponse } from './backend';

const backend = createBackend();

type Req = {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  headers: Record<string, string | string[] | undefined>;
  socket?: { remoteAddress?: string };
};
type Res = {
  status(code: number): Res;
  setHeader(name: string, value: string): void;
  end(body: string): void;
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

const handler = (req: Req, res: Res) => {
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers[k.toLowerCase()] = v;
  const answer = backend.handle({
    method: req.method,
    path: req.path,
    query: req.query ?? {},
    body: req.body,
    headers,
    ip: req.socket?.remoteAddress,
  });
  if (answer.delayMs) setTimeout(() => send(res, answer), answer.delayMs);
  else send(res, answer);
};

export default Object.fromEntries(backend.routes().map((r) => [`${r.method} ${r.path}`, handler]));
