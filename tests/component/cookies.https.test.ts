/**
 * @jest-environment-options {"url": "https://console.example/"}
 */
/**
 * Token cookie attributes on https: SameSite=Strict, path / and Secure.
 */
import Cookies from 'js-cookie';
import { ACCESS_TOKEN_COOKIE, TOKEN_COOKIE } from '@/services/config';
import { clearTokens, cookieOptions, mainToken, saveTokens } from '@/services/session';

afterEach(() => {
  clearTokens();
  jest.restoreAllMocks();
});

it('runs on https here', () => {
  expect(window.location.protocol).toBe('https:');
});

it('cookieOptions() adds Secure on https', () => {
  expect(cookieOptions()).toEqual({ path: '/', sameSite: 'strict', secure: true });
});

it('sets both token cookies Secure and SameSite=Strict', () => {
  const set = jest.spyOn(Cookies, 'set');
  saveTokens('main-token', 'second-token');
  const attrs = { path: '/', sameSite: 'strict', secure: true };
  expect(set).toHaveBeenCalledWith(TOKEN_COOKIE, 'main-token', attrs);
  expect(set).toHaveBeenCalledWith(ACCESS_TOKEN_COOKIE, 'second-token', attrs);
  // The page (an https origin) can read them back: they were accepted with these attributes.
  expect(mainToken()).toBe('main-token');
});

it('writes the attributes into the cookie string js-cookie sends to document.cookie', () => {
  const writes: string[] = [];
  const desc = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
  jest.spyOn(document, 'cookie', 'set').mockImplementation((v: string) => {
    writes.push(v);
    desc?.set?.call(document, v);
  });
  saveTokens('m', 's');
  expect(writes).toHaveLength(2);
  for (const w of writes) {
    expect(w).toMatch(/; path=\//);
    expect(w).toMatch(/; sameSite=strict/i);
    expect(w).toMatch(/; secure/);
  }
});
