/** Transport-neutral request/response, so Umi's mock, msw and unit tests share one backend. */
export interface MockRequest {
  method: string;
  /** Path without the API base or query, e.g. /dataMember/page. */
  path: string;
  query: Record<string, string>;
  body: unknown;
  /** Lower-case header names. */
  headers: Record<string, string>;
  /** The connection's remote address, when the transport has one (Umi's mock: the socket's). */
  ip?: string;
}

export interface MockResponse {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
  /** Send `body` as this raw text instead of JSON (fault injection: a body that is not JSON). */
  raw?: string;
  /** Delay before answering, in ms (fault injection: time-outs). */
  delayMs?: number;
}

export type FieldErrors = Record<string, string>;

/**
 * The extensions of the files the console's server serves or refuses itself: the same list as
 * nginx's file rule (deploy/nginx.conf; mockServer.test.ts keeps the two equal). A path with any
 * other dot in its last segment (`/member/profile/200.0`, `/a.html`) is not taken for a file.
 */
export const FILE_EXTENSIONS =
  'js|mjs|css|map|json|txt|xml|webmanifest|png|jpe?g|gif|webp|avif|svg|ico|woff2?|ttf|otf|eot|mp3|wav|ogg|mp4|aac';
const FILE = new RegExp(`\\.(${FILE_EXTENSIONS})$`, 'i');
export const isFile = (path: string): boolean => FILE.test(path);

/** A navigation: GET or HEAD whose Accept names text/html (what a browser sends for a typed URL, a link or a reload). */
export const isNavigation = (method: string, accept = ''): boolean =>
  (method === 'GET' || method === 'HEAD') && /\btext\/html\b/i.test(accept);

/**
 * Whether a request that no API route answers belongs to the console rather than to the API, by
 * the rule nginx follows (docs/deploy.md, what nginx decides): a file (its extension is one of
 * FILE_EXTENSIONS: a script, a style, an image) or a navigation, plus the dev server's own
 * `/__umi...` calls. The dev and preview servers serve those (the file, or index.html); any other
 * request is an API call to a path that does not exist.
 */
export function forTheConsole(method: string, path: string, accept = ''): boolean {
  return isFile(path) || path.startsWith('/__umi') || isNavigation(method, accept);
}

export const ok = (data: unknown, headers?: Record<string, string>): MockResponse => ({
  status: 200,
  body: { statusCode: 200, data },
  headers,
});

/** A business error: HTTP 200 with a statusCode from the catalogue (docs/product-rules.md, error catalogue). */
export const fail = (statusCode: number, errors: string | FieldErrors): MockResponse => ({
  status: 200,
  body: { statusCode, errors },
});

export const httpError = (status: number, errors: string): MockResponse => ({
  status,
  body: { statusCode: status, errors },
});

export class ApiFailure extends Error {
  constructor(readonly response: MockResponse) {
    super(typeof response.body === 'object' ? JSON.stringify(response.body) : String(response.body));
  }
}
