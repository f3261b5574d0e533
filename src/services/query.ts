/**
 * The console's one cache of server data (docs/architecture.md, "Server data"): a TanStack Query
 * client. Every read is a query whose key starts with its resource's name (keys are built next
 * to the resource's calls, src/services/crud.ts); every write invalidates, here, the resources it
 * affects, so no page keeps a list of what to refresh.
 *
 * The client is handed to the hooks directly rather than through a React provider: the sign-in
 * page, in the entry chunk, reads no server data, and a provider in the app's root would carry
 * the library into that chunk.
 */
import {
  focusManager,
  type Query,
  QueryCache,
  QueryClient,
  type QueryKey,
  type QueryMeta,
  type UseQueryOptions,
  type UseQueryResult,
  useQueries,
  useQuery,
} from '@tanstack/react-query';
import { onLocaleSwitch } from '@/locales/load';
import { SCHEMAS } from '@/schema';
import { CACHE_TIME_MS, FOCUS_REFRESH_THROTTLE_MS } from './config';
import { ApiError, endsSession, isRecordMissing } from './errors';
import { onSessionEnd } from './session';

export const queryClient = new QueryClient({
  // A read's call shows nothing itself (crud.ts readQuery): its failure is shown here, once, when
  // someone waits for the answer who does not say why on their own (crud.ts `Read`). A 401 is
  // shown (the notice, then the sign-in page) to any reader: the session has ended. A read that
  // nobody waits for yet (the first screen's prefetch) shows nothing; its page asks again.
  queryCache: new QueryCache({
    onError: (error, query) => {
      if (!(error instanceof ApiError)) return;
      const saysWhy = (meta: QueryMeta | undefined) =>
        meta?.silent === true || (meta?.silent === 'missing' && isRecordMissing(error));
      const watchers = query.observers.map((o) => o.options.meta);
      const wanted = watchers.length ? endsSession(error) || watchers.some((m) => !saysWhy(m)) : !saysWhy(query.meta);
      if (wanted) error.show?.();
    },
  }),
  defaultOptions: {
    queries: {
      // An answer younger than the focus-refresh throttle is fresh: a revisit or a return to
      // the window within that time asks nothing; after it, the cached answer shows at once and
      // a new one is fetched behind it (docs/product-rules.md, constants).
      staleTime: FOCUS_REFRESH_THROTTLE_MS,
      gcTime: CACHE_TIME_MS,
      refetchOnWindowFocus: true,
      // The request layer has shown why a call failed; asking again is the user's choice (Retry).
      retry: false,
    },
  },
});

// Back to the window (from another window, or from another tab) counts as a return: the library
// listens to the tab's visibility only.
focusManager.setEventListener((handleFocus) => {
  if (typeof window === 'undefined') return undefined;
  const onReturn = () => handleFocus();
  window.addEventListener('focus', onReturn);
  document.addEventListener('visibilitychange', onReturn);
  return () => {
    window.removeEventListener('focus', onReturn);
    document.removeEventListener('visibilitychange', onReturn);
  };
});

// What a provider would do on mounting: the client starts following focus and the network.
if (typeof window !== 'undefined') queryClient.mount();

// Another user may sign in next, in this same tab.
onSessionEnd(() => queryClient.clear());

// Every answer came in the old language (a list sorted by name in its order): what is on screen
// is asked for again, the rest on its next read.
onLocaleSwitch(() => void queryClient.invalidateQueries());

/** A query on the console's cache. */
export function useApiQuery<T, K extends QueryKey = QueryKey>(
  options: UseQueryOptions<T, Error, T, K>,
): UseQueryResult<T, Error> {
  return useQuery(options, queryClient);
}

/** Several queries at once, as many as there are options (e.g. one per reference field). */
export function useApiQueries(
  // biome-ignore lint/suspicious/noExplicitAny: each query has a type of its own; callers read each answer as theirs
  options: UseQueryOptions<any, Error, any, QueryKey>[],
  // biome-ignore lint/suspicious/noExplicitAny: as above
): UseQueryResult<any, Error>[] {
  return useQueries({ queries: options }, queryClient);
}

/** Keys of data that every write may change: the overview's figures and the audit trail. */
export const EVERY_WRITE_AFFECTS = ['dashboard', 'auditLog'] as const;

/**
 * The resources a write to `resource` may change: itself; the resources whose rows point at it
 * (they show its names, filter by it, are counted by it); the resources it points at (their
 * counters and bindings: a member's devices, a device's member); what its schema names in
 * `affects` (counts derived further away); and EVERY_WRITE_AFFECTS.
 */
export function affectedBy(resource: string): Set<string> {
  const out = new Set<string>([resource, ...EVERY_WRITE_AFFECTS]);
  const own = SCHEMAS[resource];
  for (const f of Object.values(own?.fields ?? {})) if (f.ref) out.add(f.ref);
  for (const name of own?.affects ?? []) out.add(name);
  for (const schema of Object.values(SCHEMAS))
    if (Object.values(schema.fields).some((f) => f.ref === resource)) out.add(schema.name);
  return out;
}

/**
 * After a write to `resource`: every query of what it affects is out of date. Those on screen
 * refetch, showing their answer meanwhile; the others are dropped, so that a page opened later
 * waits for the new answer rather than showing the old one first (a renamed grade under its old
 * name until the refresh came).
 */
export function afterWrite(resource: string): Promise<void> {
  const affected = affectedBy(resource);
  const hit = (q: Query) => affected.has(String(q.queryKey[0]));
  queryClient.removeQueries({ predicate: (q) => hit(q) && q.getObserversCount() === 0 });
  return queryClient.invalidateQueries({ predicate: hit });
}

/**
 * A write refused at a reference of its row: what the row points at may have gone meanwhile (a
 * member deleted while a cycle for them was being added), and the screens that show it must learn so.
 */
const refusedReference = (resource: string, error: unknown) =>
  error instanceof ApiError &&
  Object.keys(error.fieldErrors ?? {}).some((name) => Boolean(SCHEMAS[resource]?.fields[name]?.ref));

/**
 * Resolves with `result` once the write's affected queries are marked stale. A write refused
 * because its row is gone (or still in use), or at one of its references, marks them stale too:
 * the screens behind the error show what the server holds now rather than a row that cannot be
 * changed or a record that is no more.
 */
export function written<T>(resource: string, result: Promise<T>): Promise<T> {
  return result.then(
    (value) => {
      void afterWrite(resource);
      return value;
    },
    (error: unknown) => {
      if (isRecordMissing(error) || refusedReference(resource, error)) void afterWrite(resource);
      throw error;
    },
  );
}

/** A read as a page section shows it: its answer, why it failed, whether it is loading, and Retry. */
export interface Loaded<T> {
  /** The answer (the cached one while a newer one is on its way). */
  data?: T;
  /** Why the last try failed. */
  error?: unknown;
  /** True while there is no answer yet and one is on its way. */
  loading: boolean;
  /** Asks again (a Retry button). */
  reload: () => void;
}

/** A query as a Loaded (a disabled query is neither loading nor failed). */
export function useLoaded<T, K extends QueryKey = QueryKey>(options: UseQueryOptions<T, Error, T, K>): Loaded<T> {
  const q = useApiQuery(options);
  return { data: q.data, error: q.error ?? undefined, loading: q.isLoading, reload: () => void q.refetch() };
}
