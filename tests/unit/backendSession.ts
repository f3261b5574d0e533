/**
 * A signed-in session on an in-process mock backend, for the backend's own unit tests: POST /login,
 * then calls carrying the two token headers the console sends (and English messages).
 */
import { type Backend, DEMO_SIGN_INS, login, signIn as signInBackend } from '../../mock/backend';

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely in these checks.
export type Loose = any;
export type Body = { statusCode: number; data?: Loose; errors?: Loose };

/** The demo sign-ins (mock/backend/resources/accounts.ts). */
export const DEMO = DEMO_SIGN_INS;

export { login };

/** Signs in and returns the session's calls; `extra` headers go with every call, the sign-in too. */
export function signIn(
  backend: Backend,
  account = 'admin',
  password = 'Admin@123',
  extra: Record<string, string> = {},
) {
  const session = signInBackend(backend, account, password, extra);
  const get = (path: string, query: Record<string, string> = {}) => session.call('GET', path, query).body as Body;
  const post = (path: string, body: unknown) => session.call('POST', path, {}, body).body as Body;
  return { ...session, get, post };
}

/** signIn as one of the demo levels. */
export const signInAs = (backend: Backend, who: keyof typeof DEMO) =>
  signIn(backend, DEMO[who].account, DEMO[who].password);
