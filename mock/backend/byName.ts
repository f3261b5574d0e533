import { type Backend, createBackend } from './index';

/**
 * The header a caller names its own backend with: each browser-test worker sends its own name
 * (tests/e2e/lib.mjs), so workers run side by side and one's writes never change another's
 * results. Without it a call reaches the server's one shared backend (`npm start`, `npm run preview`).
 */
export const BACKEND_HEADER = 'x-mock-backend';

/** Named backends kept at most; the one used longest ago goes first. */
const KEPT = 16;

/** One shared backend plus one per name, each built on its first call. */
export function backendsByName(): (headers: Record<string, string | string[] | undefined>) => Backend {
  // The shared backend's headbands live by the wall clock, for whoever tries the console; a named
  // one's (a test worker's) only step when its test says so (POST /__mock/live).
  const shared = createBackend(undefined, undefined, undefined, { clock: 'auto' });
  const named = new Map<string, Backend>();
  return (headers) => {
    const name = headers[BACKEND_HEADER];
    if (typeof name !== 'string' || !name) return shared;
    let backend = named.get(name);
    if (backend) named.delete(name);
    else backend = createBackend();
    named.set(name, backend);
    if (named.size > KEPT) named.delete(named.keys().next().value as string);
    return backend;
  };
}
