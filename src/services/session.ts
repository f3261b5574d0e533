import { history } from '@umijs/max';
import Cookies from 'js-cookie';
import { ACCESS_TOKEN_COOKIE, DEFAULT_REDIRECT, EXCEPTION_PATH, LOGIN_PATH, TOKEN_COOKIE } from './config';

/** Cookie attributes: path / (docs/product-rules.md, requests), never sent cross-site, Secure on https. */
export function cookieOptions(): Cookies.CookieAttributes {
  return {
    path: '/',
    sameSite: 'strict',
    secure: typeof window !== 'undefined' && window.location.protocol === 'https:',
  };
}

export function saveTokens(main?: string | null, second?: string | null): void {
  if (main) Cookies.set(TOKEN_COOKIE, main, cookieOptions());
  if (second) Cookies.set(ACCESS_TOKEN_COOKIE, second, cookieOptions());
  if (main) markSessionLive();
}

const sessionEndListeners = new Set<() => void>();
const sessionStateListeners = new Set<() => void>();
let sessionEnded = false;

function setSessionEnded(ended: boolean): void {
  if (sessionEnded === ended) return;
  sessionEnded = ended;
  for (const listener of sessionStateListeners) listener();
}

/**
 * Whether the session has ended (sign-out, or a 401 on the way to /login) and no new one has
 * started: the console's pages then render nothing (src/components/Layout/SessionGate.tsx). Until
 * the sign-in page's code has loaded, React keeps the old screen up, and a page that mounts in it
 * meanwhile would read with no session.
 */
export const sessionHasEnded = (): boolean => sessionEnded;

/** Subscribes to sessionHasEnded's changes (for useSyncExternalStore); returns the unsubscribe. */
export function onSessionState(listener: () => void): () => void {
  sessionStateListeners.add(listener);
  return () => {
    sessionStateListeners.delete(listener);
  };
}

/** A session is live again: a sign-in stored its tokens, or the app started with a valid one. */
export function markSessionLive(): void {
  setSessionEnded(false);
}

/**
 * Runs `listener` whenever a session ends (sign-out, or a 401 that sends the visitor to /login):
 * what one user was shown must not show for the next (the query cache forgets everything).
 * Returns the unsubscribe.
 */
export function onSessionEnd(listener: () => void): () => void {
  sessionEndListeners.add(listener);
  return () => {
    sessionEndListeners.delete(listener);
  };
}

const accessDeniedListeners = new Set<() => void>();

/**
 * Runs `listener` whenever a call is refused with 403: the user's level may have been lowered
 * meanwhile (src/components/Layout/AccessWatch.tsx). Returns the unsubscribe.
 */
export function onAccessDenied(listener: () => void): () => void {
  accessDeniedListeners.add(listener);
  return () => {
    accessDeniedListeners.delete(listener);
  };
}

/** A call was refused with 403. */
export function accessDenied(): void {
  for (const listener of accessDeniedListeners) listener();
}

function endSession(): void {
  setSessionEnded(true);
  for (const listener of sessionEndListeners) listener();
}

export function clearTokens(): void {
  Cookies.remove(TOKEN_COOKIE, { path: '/' });
  Cookies.remove(ACCESS_TOKEN_COOKIE, { path: '/' });
  endSession();
}

export const mainToken = (): string | undefined => Cookies.get(TOKEN_COOKIE);
export const secondToken = (): string => Cookies.get(ACCESS_TOKEN_COOKIE) ?? '0';

/** A redirect target that cannot leave the origin: a path, no second slash or backslash after the first, no control character. */
const pathOnly = (target: string) =>
  target.startsWith('/') &&
  !/^\/[\\/]/.test(target) &&
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
  !/[\\\u0000-\u001f\u007f]/.test(target);

/**
 * Pages that are no place to go after signing in, in any letter case and spelled with escapes
 * (`/%65xception`), as the router matches them.
 */
const NOT_AFTER_SIGN_IN = new RegExp(`^(${LOGIN_PATH}|${EXCEPTION_PATH})(/|$)`, 'i');
const notAfterSignIn = (pathname: string) => NOT_AFTER_SIGN_IN.test(routerPathname(pathname));

/**
 * The redirect target to follow after sign-in: only a path on this origin. Absolute and
 * protocol-relative URLs, backslash tricks, control characters and encoded forms of them
 * fall back to the default page, as do the sign-in page and the error page (whose code and
 * message a link could otherwise choose). The target is checked in each of its decoded forms but
 * followed as given, so that its query keeps its own encoding: a search for "a&b" or "a+b" comes
 * back as typed. A target that carries the sub-path the console is served under (copied from the
 * address bar) loses it, as navigation adds it again.
 */
export function safeRedirect(raw: string | null | undefined): string {
  if (!raw) return DEFAULT_REDIRECT;
  let decoded = raw;
  // Repeated encoding undone, so that %2F%2Fevil.com cannot slip through as "a path"; more
  // layers than a link gathers on its way are refused.
  for (let i = 0; ; i += 1) {
    if (!pathOnly(decoded) || notAfterSignIn(decoded.split(/[?#]/)[0])) return DEFAULT_REDIRECT;
    if (!/%[0-9a-f]{2}/i.test(decoded)) break;
    if (i === 4) return DEFAULT_REDIRECT;
    try {
      decoded = decodeURIComponent(decoded);
    } catch {
      return DEFAULT_REDIRECT;
    }
  }
  try {
    const probe = 'http://console.invalid';
    const url = new URL(raw, probe);
    if (url.origin !== probe) return DEFAULT_REDIRECT;
    // Dot segments are resolved only now ('/..//evil.example' becomes '//evil.example'): the
    // normalised path must pass the same test as the raw one.
    const pathname = routerPathname(url.pathname);
    if (!pathOnly(pathname) || notAfterSignIn(pathname)) return DEFAULT_REDIRECT;
    return pathname + url.search + url.hash;
  } catch {
    return DEFAULT_REDIRECT;
  }
}

/** The router's base path without its trailing slash ('' at the root, '/console' under a sub-path). */
export function routerBase(): string {
  const built = typeof ROUTER_BASE === 'string' ? ROUTER_BASE : '/';
  const base = (typeof window !== 'undefined' && window.routerBase) || built;
  return base.replace(/\/+$/, '');
}

/**
 * The app path of the current location. Under a sub-path the history's pathname carries the
 * base (/console/member) while navigation adds it again, so app code compares and stores this.
 */
export function routerPathname(pathname: string = history.location.pathname): string {
  const base = routerBase();
  if (base && (pathname === base || pathname.startsWith(`${base}/`))) return pathname.slice(base.length) || '/';
  return pathname;
}

/** Current app path with its query (without the deploy base path). */
export function currentPath(): string {
  return routerPathname() + history.location.search;
}

export const onLoginPage = (): boolean => routerPathname() === LOGIN_PATH;

/**
 * Goes to /login with `redirect` holding where the visitor was, unless already on /login or
 * the current URL already carries a redirect (docs/product-rules.md, sessions).
 */
export function goLogin(): void {
  if (onLoginPage()) return;
  endSession();
  const params = new URLSearchParams(history.location.search);
  const redirect = params.get('redirect') ?? currentPath();
  history.replace(`${LOGIN_PATH}?${new URLSearchParams({ redirect }).toString()}`);
}
