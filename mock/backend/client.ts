/**
 * An in-process client of a backend, for the scripts and tests that call it without HTTP: it
 * signs in with POST /login and sends the two token headers the console sends with every call.
 */
import { MAIN_TOKEN_HEADER, SECOND_TOKEN_HEADER } from './auth';
import type { MockRequest, MockResponse } from './http';

interface Handler {
  handle(req: MockRequest): MockResponse;
}

/** The demo sign-ins (./resources/accounts.ts). */
export const DEMO_SIGN_INS = {
  admin: { account: 'admin', password: 'Admin@123' },
  operator: { account: 'operator', password: 'Operator@123' },
  viewer: { account: 'viewer', password: 'Viewer@123' },
} as const;

/** POST /login as is (its answer, the tokens in its headers). */
export function login(backend: Handler, account: string, password: string, headers: Record<string, string> = {}) {
  return backend.handle({ method: 'POST', path: '/login', query: {}, body: { account, password }, headers });
}

/**
 * Signs in and returns the session's calls, with the sign-in's own answer. Messages come in English unless `extra` headers (sent
 * with every call, the sign-in too) ask for another language.
 */
export function signIn(
  backend: Handler,
  account: string = DEMO_SIGN_INS.admin.account,
  password: string = DEMO_SIGN_INS.admin.password,
  extra: Record<string, string> = {},
) {
  const res = login(backend, account, password, extra);
  const tokens = { main: String(res.headers?.[MAIN_TOKEN_HEADER]), second: String(res.headers?.[SECOND_TOKEN_HEADER]) };
  const headers = {
    authorization: `Bearer ${tokens.main}`,
    'x-authorization': tokens.second,
    'accept-language': 'en-US',
    ...extra,
  };
  const call = (method: string, path: string, query: Record<string, string> = {}, body: unknown = undefined) =>
    backend.handle({ method, path, query, body, headers });
  return { call, tokens, answer: res };
}
