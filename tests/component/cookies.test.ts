/**
 * Token cookie attributes on plain http: SameSite=Strict and path /, not
 * Secure (a Secure cookie would be dropped on http). The https case is cookies.https.test.ts.
 */
import Cookies from 'js-cookie';
import { ACCESS_TOKEN_COOKIE, TOKEN_COOKIE } from '@/services/config';
import { clearTokens, cookieOptions, mainToken, saveTokens, secondToken } from '@/services/session';

afterEach(() => {
  clearTokens();
  jest.restoreAllMocks();
});

it('runs on http here', () => {
  expect(window.location.protocol).toBe('http:');
});

it('sets both token cookies with SameSite=Strict and path /', () => {
  const set = jest.spyOn(Cookies, 'set');
  saveTokens('main-token', 'second-token');
  expect(set).toHaveBeenCalledWith(TOKEN_COOKIE, 'main-token', { path: '/', sameSite: 'strict', secure: false });
  expect(set).toHaveBeenCalledWith(ACCESS_TOKEN_COOKIE, 'second-token', {
    path: '/',
    sameSite: 'strict',
    secure: false,
  });
  expect(mainToken()).toBe('main-token');
  expect(secondToken()).toBe('second-token');
});

it('cookieOptions() says strict, never Secure on http', () => {
  expect(cookieOptions()).toEqual({ path: '/', sameSite: 'strict', secure: false });
});

it('clearTokens() removes both', () => {
  saveTokens('a', 'b');
  clearTokens();
  expect(mainToken()).toBeUndefined();
  expect(secondToken()).toBe('0');
});
