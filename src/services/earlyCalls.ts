/**
 * GET calls started before anything asked for them (firstScreen.ts), handed to the first call
 * that asks for the same thing: the request layer's `get` looks here before calling the server.
 * An early answer is handed out once, to a call with the same path and parameters, within
 * EARLY_TTL_MS. An early call shows nothing itself: when it failed, the taker gets the failure
 * and shows it by its own options (request.ts `get`), as if it had made the call; the server is
 * not asked twice.
 */

/** How long an early answer may wait for the call that takes it. */
export const EARLY_TTL_MS = 15_000;

type Params = Record<string, unknown>;

const early = new Map<string, { at: number; promise: Promise<unknown> }>();

/** The same key for the same call, whatever the order of its parameters (empty ones dropped). */
export function callKey(url: string, params?: Params): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params ?? {}).sort(([a], [b]) => a.localeCompare(b))) {
    if (v === undefined || v === null || v === '') continue;
    q.append(k, Array.isArray(v) ? v.join(',') : String(v));
  }
  const text = q.toString();
  return text ? `${url}?${text}` : url;
}

/** Keeps an early call's promise for the first call of `url` with `params`. */
export function putEarly(url: string, params: Params | undefined, promise: Promise<unknown>): void {
  // Unclaimed, a failure is dropped quietly; claimed, the taker handles it (below).
  promise.catch(() => undefined);
  early.set(callKey(url, params), { at: Date.now(), promise });
}

/** The early answer (or failure) of this GET call, once; undefined when there is none or it is too old. */
export function takeEarly<T>(url: string, params: Params | undefined): Promise<T> | undefined {
  const key = callKey(url, params);
  const hit = early.get(key);
  if (!hit) return undefined;
  early.delete(key);
  if (Date.now() - hit.at > EARLY_TTL_MS) return undefined;
  return hit.promise as Promise<T>;
}

/** Forgets every early call (tests; nothing else needs it). */
export function clearEarly(): void {
  early.clear();
}
