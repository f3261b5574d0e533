/** The product's constants in one place (docs/product-rules.md, constants). */
export const LOGIN_PATH = '/login';
export const DEFAULT_REDIRECT = '/member';
/** Home (config/routes.ts), which every level may open: where "Back to home" of the 403, 404 and error pages goes. */
export const HOME_PATH = '/home';
export const EXCEPTION_PATH = '/exception';

/** Cookie names of the main token and the second access token (docs/product-rules.md, requests). */
export const TOKEN_COOKIE = 'x-access-token';
export const ACCESS_TOKEN_COOKIE = 'access-token';
/** Response headers that carry them. */
export const TOKEN_HEADERS = { main: 'x-access-token', second: 'access-token' } as const;

export const DEFAULT_PAGE_SIZE = 10;
export const FIRST_PAGE = 1;
export const FOCUS_REFRESH_THROTTLE_MS = 5000;
export const CACHE_TIME_MS = 5 * 60 * 1000;
/** A list that loads as it scrolls asks for its next page once its end is this close. */
export const LOAD_MORE_THRESHOLD_PX = 100;
export const CHUNK_TIMEOUT_MS = 120_000;
/** Client time-out of one API call; a slower call fails with a clear "timed out" message. */
export const REQUEST_TIMEOUT_MS = 15_000;

export const LANG_MENU_MIN_WIDTH = 160;

/** API host, fixed at build time ('' means the console's own origin). */
export const apiBase = (): string => (typeof API_BASE === 'string' ? API_BASE : '');

/** Where the built assets (logo2.svg ...) are served: the deploy-time override, else the build's. */
export function publicBase(): string {
  if (typeof window !== 'undefined' && window.publicPath) return window.publicPath;
  return typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : '/';
}
