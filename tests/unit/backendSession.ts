/**
 * A signed-in session on an in-process mock backend, for the backend's own unit tests: POST /login,
 * then calls carrying the two token headers the console sends (and English messages).
 */
import type { Backend } from '../../mock/backend';

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely in these checks.
export type Loose = any;
export type Body = { statusCode: number; data?: Loose; errors?: Loose };

/** The demo sign-ins (mock/backend/resources/accounts.ts). */
export const DEMO = {
  admin: { account: 'admin', password: 'Admin@123' },
  operator: { account: 'operator', password: 'Operator@123' },
  viewer: { account: 'viewer', password: 'Viewer@123' },
} as const;

/** POST /login as is (its answer, tokens in its headers). */
export function login(backend: Backend, account: string, password: string, headers: Record<string, string> = {}) {
  return backend.handle({ method: 'POST', path: '/login', query: {}, body: { account, password }, headers });
}

/** Signs in and returns the session's calls; `extra` headers go with every call, the sign-in too. */
export function signIn(
  backend: Backend,
  account = 'admin',
  password = 'Admin@123',
  extra: Record<string, string> = {},
) {
  const res = login(backend, account, password, extra);
  const tokens = { main: String(res.headers?.['x-access-token']), second: String(res.headers?.['access-token']) };
  const headers = {
    authorization: `Bearer ${tokens.main}`,
    'x-authorization': tokens.second,
    'accept-language': 'en-US',
    ...extra,
  };
  const call = (method: string, path: string, query: Record<string, string> = {}, body: unknown = undefined) =>
    backend.handle({ method, path, query, body, headers });
  const get = (path: string, query: Record<string, string> = {}) => call('GET', path, query).body as Body;
  const post = (path: string, body: unknown) => call('POST', path, {}, body).body as Body;
  return { call, get, post, tokens };
}

/** signIn as one of the demo levels. */
export const signInAs = (backend: Backend, who: keyof typeof DEMO) =>
  signIn(backend, DEMO[who].account, DEMO[who].password);
