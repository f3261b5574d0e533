/**
 * The console's one http client: one umi-request instance whose interceptors attach the
 * tokens and save new ones, and one `request` function that unwraps the envelope and maps
 * every failure to a message (docs/product-rules.md, error catalogue). Pages and components never fetch directly.
 */
import { getIntl, getLocale, history } from '@umijs/max';
import { extend, type RequestOptionsInit } from 'umi-request';
import { apiBase, EXCEPTION_PATH, REQUEST_TIMEOUT_MS, TOKEN_HEADERS } from './config';
import { ApiError, ERROR_KEYS, errorsText, type FieldErrors, ShowType } from './errors';
import { feedback } from './feedback';
import { accessDenied, goLogin, mainToken, onLoginPage, saveTokens, secondToken } from './session';

const LOGIN_CALL = /^\/login(\?|$)/;

export const client = extend({
  prefix: apiBase(),
  credentials: 'omit',
  timeout: REQUEST_TIMEOUT_MS,
});

/** The user's time zone: the server counts a day filter's days and "today" in it (docs/api.md, "Days"). */
const TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The headers a call to `path` carries (docs/product-rules.md, requests): the language and time
 * zone, and with a session the JSON types and the two tokens. The device stream (services/live)
 * reads its body as it arrives, so it calls fetch itself, with these same headers.
 */
export function sessionHeaders(path: string, body?: unknown): Record<string, string> {
  const headers: Record<string, string> = { 'Accept-Language': getLocale(), 'X-Time-Zone': TIME_ZONE };
  const token = mainToken();
  if (!LOGIN_CALL.test(path) && token) {
    // (A file upload's multipart type and boundary are set by the browser.)
    if (!(body instanceof FormData)) headers['Content-Type'] = 'application/json';
    headers.Accept = 'application/json';
    headers.Authorization = `Bearer ${token}`;
    headers['X-Authorization'] = secondToken();
  }
  return headers;
}

client.interceptors.request.use((url, options) => {
  const path = url.startsWith(apiBase()) ? url.slice(apiBase().length) : url;
  const headers = { ...(options.headers as Record<string, string>), ...sessionHeaders(path, options.data) };
  return { url, options: { ...options, headers } };
});

client.interceptors.response.use((response) => {
  saveTokens(response.headers.get(TOKEN_HEADERS.main), response.headers.get(TOKEN_HEADERS.second));
  return response;
});

export interface CallOptions {
  method?: 'GET' | 'POST';
  params?: Record<string, unknown>;
  data?: unknown;
  /** No message and no redirect: the caller handles every failure itself. */
  skipErrorHandler?: boolean;
  /**
   * Nothing shown yet: the ApiError's `show()` shows what this call would have shown, for a
   * caller that decides later whether anyone is waiting for the answer (the query cache).
   */
  deferErrorHandler?: boolean;
  /** Show no toast for a 400 with field errors: the form puts them on its fields. */
  fieldErrorsInForm?: boolean;
  /**
   * The call sends what was typed into a form that stays open when it fails: a failure that is no
   * fault of the input (network, time-out, unreadable answer) says that the input is kept. A call
   * with `fieldErrorsInForm` comes from such a form, and needs no more.
   */
  keepsInput?: boolean;
  /**
   * Cancels the call (umi-request hands its options to fetch as they are). A call cancelled
   * this way shows no message: it rejects with the AbortError, and the caller who aborted knows why.
   */
  signal?: AbortSignal;
}

const tr = (id: string, values?: Record<string, string | number>) => getIntl().formatMessage({ id }, values);

/** An ApiError worded with the console's own text under `key` (which `errorText` looks up again). */
function keyed(key: string, code: ApiError['code'], kind: ApiError['kind'], fieldErrors?: FieldErrors): ApiError {
  const error = new ApiError(tr(key), code, kind, fieldErrors);
  error.textKey = key;
  return error;
}

/** Drops empty filter values so the query stays short and the server sees no blanks. */
function cleanParams(params?: Record<string, unknown>) {
  if (!params) return undefined;
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(params)) {
    if (v === undefined || v === null || v === '') continue;
    out[k] = Array.isArray(v) ? v.join(',') : String(v);
  }
  return out;
}

interface Envelope {
  statusCode?: number | string;
  data?: unknown;
  errors?: unknown;
  success?: boolean;
  errorCode?: string | number;
  errorMessage?: string;
  showType?: ShowType;
}

/** The key of the notice that the session has ended: one notice however many calls get the 401. */
const SESSION_ENDED_NOTICE = 'request.401';

/** Closes the notice that the session has ended, once a new one has begun. */
export function closeSessionEndedNotice(): void {
  feedback.notification.destroy(SESSION_ENDED_NOTICE);
}

/**
 * Which call (its URL) last raised each failure notice that may still be open: the same call
 * succeeding (a Retry, a refresh) takes the notice away, since what it reported is over.
 */
const noticeRaisedBy = new Map<string, string>();

function notifyFailure(url: string, notice: { key: string; message: string; description: string }): void {
  feedback.notification.error(notice);
  if (url) noticeRaisedBy.set(notice.key, url);
}

/** Closes the failure notices that a call to `url` raised, now that it has succeeded. */
function closeNoticesOf(url: string): void {
  for (const [key, raisedBy] of noticeRaisedBy)
    if (raisedBy === url) {
      noticeRaisedBy.delete(key);
      feedback.notification.destroy(key);
    }
}

/**
 * Shows the message an ApiError deserves (docs/product-rules.md, error catalogue). Marks it handled.
 * `keepsInput`: the failed call sent a form's input, which the notice says is kept (CallOptions).
 */
export function showError(error: unknown, url = '', keepsInput = false): void {
  if (!(error instanceof ApiError)) {
    toast('error', error instanceof Error && error.message ? error.message : tr('request.retry'));
    return;
  }
  if (error.handled) return;
  error.handled = true;
  // A key per kind of failure: calls failing together (a list and its filters' options, or
  // a call and its retry) show one notification, refreshed, not a stack of the same text.
  if (error.kind === 'http') {
    const status = Number(error.code);
    if (status === 401) {
      // What went wrong before belongs to the session that ended: only its end goes on to /login.
      feedback.notification.destroy();
      feedback.message.destroy();
      noticeRaisedBy.clear();
      // Titled as every HTTP error is (SPEC's "request error {status}: {url}"), with the
      // catalogue's text for 401 and what the user does next.
      feedback.notification.warning({
        key: SESSION_ENDED_NOTICE,
        message: tr('request.httpError', { status, url }),
        description: tr('request.signInAgain', { reason: tr('error.401') }),
      });
      goLogin();
      return;
    }
    if (onLoginPage()) return;
    // The message is the catalogue's text for the status, or the server's (classify).
    notifyFailure(url, {
      key: `request.http ${status} ${url}`,
      message: tr('request.httpError', { status, url }),
      description: error.message,
    });
    return;
  }
  if (error.kind === 'network' || error.kind === 'timeout' || error.kind === 'parse') {
    notifyFailure(url, {
      key: `request.${error.kind}`,
      message: tr(`request.${error.kind}`),
      description: tr(keepsInput ? 'request.inputKept' : 'request.retryHint', { hint: tr('request.retryHint') }),
    });
    return;
  }
  toast('error', error.message || tr('request.retry'));
}

/**
 * A toast keyed by its text: calls failing alike at once (a list and the saved views beside it)
 * show it once, not a stack of the same words.
 */
function toast(type: 'error' | 'warning', text: string): void {
  feedback.message[type]({ key: `request.toast ${text}`, content: text });
}

/** The generic handler of antd-pro style bodies (success / errorCode / errorMessage / showType). */
function showByType(body: Envelope, error: ApiError): void {
  error.handled = true;
  const msg = body.errorMessage || tr('request.retry');
  switch (body.showType) {
    case ShowType.SILENT:
      return;
    case ShowType.WARN_MESSAGE:
      toast('warning', msg);
      return;
    case ShowType.NOTIFICATION:
      feedback.notification.open({
        key: `request.notice ${body.errorCode} ${msg}`,
        message: String(body.errorCode ?? ''),
        description: msg,
      });
      return;
    case ShowType.REDIRECT:
      history.push(
        `${EXCEPTION_PATH}?${new URLSearchParams({ code: String(body.errorCode ?? ''), message: msg }).toString()}`,
      );
      return;
    default:
      toast('error', msg);
  }
}

type UmiRequestError = Error & { type?: string; response?: Response; data?: unknown; request?: unknown };

/** A body's `errors` by field, when it is an object of them (a 400's: { field: text }). */
function fieldErrorsOf(errors: unknown): FieldErrors | undefined {
  if (!errors || typeof errors !== 'object' || Array.isArray(errors)) return undefined;
  return Object.fromEntries(
    Object.entries(errors as Record<string, unknown>).map(([k, v]) => [k, errorsText(v)]),
  ) as FieldErrors;
}

function classify(e: unknown): ApiError {
  const err = e as UmiRequestError;
  if (err?.response) {
    const body = (err.data ?? {}) as Envelope;
    const status = err.response.status;
    // A server that answers a refused save with the HTTP status itself (400 or 422) gets its
    // notice as every HTTP error does, and the form puts the field errors its body names on the fields.
    const fieldErrors = fieldErrorsOf(body?.errors);
    // The catalogue's text first, as the notification shows it: a page that shows the reason
    // itself (a list's load error) then says it in the user's language too, not the server's.
    const key = ERROR_KEYS[status];
    if (key) return keyed(key, status, 'http', fieldErrors);
    const text = errorsText(body?.errors) || err.response.statusText;
    return text ? new ApiError(text, status, 'http', fieldErrors) : keyed('request.retry', status, 'http', fieldErrors);
  }
  if (err?.type === 'Timeout' || /timeout/i.test(err?.message ?? '')) {
    return keyed('request.timeout', undefined, 'timeout');
  }
  return keyed('request.network', undefined, 'network');
}

/**
 * The call, or an AbortError as soon as `signal` aborts: the fetch is aborted too, but not every
 * fetch (a polyfill, a test's interceptor) rejects at once, and the caller who cancelled should not wait.
 */
function untilAborted<T>(call: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new DOMException('The call was cancelled', 'AbortError'));
    if (signal.aborted) onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    call.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** Calls the API and returns the envelope's `data`; throws ApiError after showing its message. */
export async function request<T>(url: string, opts: CallOptions = {}): Promise<T> {
  const {
    method = 'GET',
    params,
    data,
    skipErrorHandler,
    deferErrorHandler,
    fieldErrorsInForm,
    keepsInput,
    signal,
  } = opts;
  /** The error, carrying how it is shown; shown now unless the caller said otherwise. */
  const fail = (
    error: ApiError,
    display: () => void = () => showError(error, url, keepsInput ?? fieldErrorsInForm),
  ): ApiError => {
    // Refused whether or not the caller shows why: the user's level may have been lowered meanwhile.
    if (error.kind === 'http' && error.code === 403) accessDenied();
    error.show = display;
    if (!skipErrorHandler && !deferErrorHandler) display();
    return error;
  };
  // The fetch's own signal: the caller's cancel, and the client's time-out. umi-request's time-out
  // only stops waiting; a call left running kept the browser from sending the same GET again (a
  // Retry) until the server answered the first one, since Chromium's cache lets one request per URL
  // through at a time.
  const fetchCancel = new AbortController();
  const cancel = () => fetchCancel.abort();
  signal?.addEventListener('abort', cancel, { once: true });
  if (signal?.aborted) cancel();
  const init: RequestOptionsInit = { method, params: cleanParams(params), data, signal: fetchCancel.signal };
  let body: Envelope;
  try {
    const call = client(url, init);
    body = (await (signal ? untilAborted(call, signal) : call)) as Envelope;
  } catch (e) {
    if (signal?.aborted) throw e;
    const error = classify(e);
    if (error.kind === 'timeout') cancel();
    throw fail(error);
  } finally {
    signal?.removeEventListener('abort', cancel);
  }
  // The envelope is an object; a bare array or value is not an answer the console can read.
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw fail(keyed('request.parse', undefined, 'parse'));
  }
  if (body.success === false) {
    const error = new ApiError(body.errorMessage || tr('request.retry'), body.errorCode, 'business');
    throw fail(error, () => showByType(body, error));
  }
  // A server that writes the code as text ("200") means the same number.
  const status =
    typeof body.statusCode === 'string' && /^\d+$/.test(body.statusCode) ? Number(body.statusCode) : body.statusCode;
  if (status !== undefined && status !== 200) {
    if (status === 401) {
      throw fail(new ApiError(errorsText(body.errors), 401, 'http'));
    }
    const fieldErrors = fieldErrorsOf(body.errors);
    const key = typeof status === 'number' ? ERROR_KEYS[status] : undefined;
    const serverText = errorsText(body.errors);
    const error = serverText
      ? new ApiError(serverText, status, 'business', fieldErrors)
      : keyed(key ?? 'request.retry', status, 'business', fieldErrors);
    throw fail(error, () => {
      if (!(fieldErrors && fieldErrorsInForm)) showError(error, url);
    });
  }
  if (noticeRaisedBy.size) closeNoticesOf(url);
  return body.data as T;
}

export const get = <T>(url: string, params?: Record<string, unknown>, opts?: CallOptions): Promise<T> =>
  request<T>(url, { ...opts, method: 'GET', params });

export const post = <T>(url: string, data?: unknown, opts?: CallOptions) =>
  request<T>(url, { ...opts, method: 'POST', data });
