/** Error catalogue (docs/product-rules.md, error catalogue): code -> locale key. */
export const ERROR_KEYS: Record<number, string> = {
  1000: 'error.1000',
  1001: 'error.1001',
  1002: 'error.1002',
  1003: 'error.1003',
  1004: 'error.1004',
  1005: 'error.1005',
  1006: 'error.1006',
  1007: 'error.1007',
  401: 'error.401',
  403: 'error.403',
  404: 'error.404',
  500: 'error.500',
  502: 'error.502',
  503: 'error.503',
  504: 'error.504',
};

/** antd-pro style showType of the generic handler (docs/product-rules.md, error catalogue). */
export enum ShowType {
  SILENT = 0,
  WARN_MESSAGE = 1,
  ERROR_MESSAGE = 2,
  NOTIFICATION = 4,
  REDIRECT = 9,
}

export type FieldErrors = Record<string, string>;

/**
 * A failed call, as callers see it. `code` is the body statusCode (or errorCode), or the HTTP
 * status; `fieldErrors` holds a 400's per-field texts; `handled` says a message was shown.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: number | string | undefined,
    readonly kind: 'business' | 'http' | 'network' | 'timeout' | 'parse',
    readonly fieldErrors?: FieldErrors,
    public handled = false,
    /** Shows what the failed call would have shown (request.ts); set on every error of a call. */
    public show?: () => void,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /**
   * The locale key `message` was made from, when it is the console's own text (the catalogue's
   * for a status, a network failure...) rather than the server's words: a page that keeps
   * showing the error says it again in the language switched to (`errorText`).
   */
  textKey?: string;
}

/**
 * What a page shows for a failed call, in the language in use: the console's own text is looked
 * up again, the server's words are kept as they came, anything else is "please retry".
 */
export function errorText(error: unknown, t: (key: string) => string): string {
  if (!(error instanceof ApiError)) return t('request.retry');
  return error.textKey ? t(error.textKey) : error.message || t('request.retry');
}

/** "errors" of a body as one line: a string as is, an object as its values joined by " | ". */
export function errorsText(errors: unknown): string {
  if (errors == null) return '';
  if (typeof errors === 'string') return errors;
  // A field may carry several messages ({ name: ['too short', 'taken'] }), or a nested object:
  // every text is shown, each once, never "[object Object]".
  if (typeof errors === 'object')
    return (Array.isArray(errors) ? errors : Object.values(errors as Record<string, unknown>))
      .map(errorsText)
      .filter(Boolean)
      .join(' | ');
  return String(errors);
}

/** A call answered with a 401: the session has ended, which every page tells the same way. */
export function endsSession(error: unknown): error is ApiError {
  return error instanceof ApiError && error.kind === 'http' && error.code === 401;
}

/**
 * A call refused with 1002: the record it names does not exist (deleted since the page read it),
 * or, on a delete, another row still points at it. Either way what the page shows is out of date.
 */
export function isRecordMissing(error: unknown): error is ApiError {
  return error instanceof ApiError && error.code === 1002;
}
