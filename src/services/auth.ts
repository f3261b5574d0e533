import type { CurrentUser } from '@/schema/account';
import { type CallOptions, get, post } from './request';
import { clearTokens } from './session';

export interface LoginParams {
  account: string;
  password: string;
}

/** POST /login. The tokens arrive in response headers; the client's interceptor stores them. */
export const login = (params: LoginParams, opts?: CallOptions) => post<{ user: CurrentUser }>('/login', params, opts);

/** The signed-in user, fetched at start outside /login (docs/product-rules.md, sessions). */
export const fetchCurrentUser = (opts?: CallOptions) => get<CurrentUser>('/getLoginAccount', undefined, opts);

/** How long Log out waits for the server's answer before the session ends here anyway. */
export const LOGOUT_WAIT_MS = 1000;

/**
 * POST /logout, then the tokens go, whatever the server answers (docs/product-rules.md,
 * sessions): a failed call must not keep the user signed in, nor a slow one keep them waiting.
 * The call is not cancelled: it left with the tokens, and the server may still end the session.
 */
export async function logout(): Promise<void> {
  const call = post<null>('/logout', undefined, { skipErrorHandler: true }).catch(() => undefined);
  await Promise.race([call, new Promise((resolve) => setTimeout(resolve, LOGOUT_WAIT_MS))]);
  clearTokens();
}
