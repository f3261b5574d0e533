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

export async function logout(): Promise<void> {
  try {
    await post<null>('/logout', undefined, { skipErrorHandler: true });
  } finally {
    clearTokens();
  }
}
