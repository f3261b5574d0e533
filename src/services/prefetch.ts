/**
 * Idle-time prefetch from the sign-in page (docs/performance.md, "Sign-in to the first list"):
 * while the visitor types, the code the sign-in leads to (the layout, the page it redirects to
 * and the header's user menu) is fetched, so pressing "Sign in" waits for the two API calls and
 * a render instead of ~700 KB of scripts. The host of messages and notifications comes too.
 *
 * Public means only: Umi's `useAppData().preloadRoute(path)` (documented with the `routePrefetch`
 * config, which .umirc.ts must enable; without it the call loads nothing) loads the matched
 * routes' components exactly as the router would, and firstScreen.ts's `loadUserMenu` the user
 * menu (the very import app.tsx's lazy component uses, so the same file).
 * It starts once the page has loaded and the main thread is idle (requestIdleCallback), and is
 * skipped when the browser asks to save data or PREFETCH_KEY in localStorage is 'off' (the
 * benchmark measures the sign-in both ways).
 */
import { useAppData, useModel } from '@umijs/max';
import { useCallback, useEffect } from 'react';
import { isChunkLoadError } from '@/components/ErrorBoundary';
import { loadFeedbackHost, loadFirstScreenData, loadUserMenu } from './firstScreen';
import { routerBase } from './session';

/** localStorage key: 'off' turns the prefetch off (scripts/bench.mjs, scripts/budget.mjs). */
export const PREFETCH_KEY = 'console.prefetch';

/** Whether this visit may prefetch: not when turned off, nor when the connection saves data. */
export function prefetchAllowed(): boolean {
  try {
    if (window.localStorage.getItem(PREFETCH_KEY) === 'off') return false;
  } catch {
    // storage unavailable: prefetch as usual
  }
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } })
    .connection;
  return !(connection?.saveData || /2g/.test(connection?.effectiveType ?? ''));
}

let droppedFailuresQuiet = false;

/**
 * Umi's `preloadRoute` starts a page's import and drops its promise, so a download that fails
 * (the connection gone, a deploy that replaced the file) becomes an unhandled rejection in the
 * console. A failed prefetch costs nothing: opening the page imports the code again, and a failure
 * then is the page's error boundary's to show (React handles that promise). So a chunk-load
 * rejection that nothing handled is marked handled; every other rejection is left alone.
 */
function quietDroppedChunkFailures(): void {
  if (droppedFailuresQuiet) return;
  droppedFailuresQuiet = true;
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason)) event.preventDefault();
  });
}

/** Runs `task` once the page has loaded and the main thread is idle; returns a cancel. */
export function whenLoadedAndIdle(task: () => void): () => void {
  let cancelled = false;
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (!cancelled) task();
  };
  const schedule = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(run, { timeout: 3000 });
    else timer = setTimeout(run, 500);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    if (idle !== undefined) window.cancelIdleCallback(idle);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/**
 * On the sign-in page: once idle, fetch the code of `target` (the app path the sign-in goes to,
 * e.g. safeRedirect(params.get('redirect'))) and of the layout around it.
 */
export function useIdlePrefetch(target: string): void {
  const { preloadRoute } = useAppData();
  useEffect(() => {
    if (!preloadRoute || !prefetchAllowed()) return undefined;
    // The router matches full paths: the deploy base path comes first.
    const path = `${routerBase()}${target.split(/[?#]/)[0]}`;
    return whenLoadedAndIdle(() => {
      quietDroppedChunkFailures();
      preloadRoute(path);
      loadUserMenu().catch(() => undefined);
      loadFeedbackHost().catch(() => undefined);
    });
  }, [preloadRoute, target]);
}

/**
 * In the console: the prefetch of a page the visitor is about to open (a side-menu entry under
 * the pointer, focused or pressed; src/components/Layout/MenuLink.tsx). Its code comes as the
 * router would load it, and a list's first reads (firstScreenData.ts: its page of rows with no
 * filter, as a menu click opens it, and its reference lists) go into the query cache, so the
 * click waits for a render rather than for the page to render, then ask, then render again.
 * Answers younger than the cache's fresh time are not asked again; the same switches as the
 * sign-in page's prefetch turn it off.
 */
export function usePagePrefetch(): (path: string) => void {
  const { preloadRoute } = useAppData();
  const { initialState } = useModel('@@initialState');
  const user = initialState?.currentUser;
  return useCallback(
    (path: string) => {
      if (!prefetchAllowed()) return;
      quietDroppedChunkFailures();
      preloadRoute?.(`${routerBase()}${path}`);
      if (!user) return;
      loadFirstScreenData()
        .then((data) => data.prefetchFirstScreen(path, '', Promise.resolve(user)))
        .catch(() => undefined);
    },
    [preloadRoute, user],
  );
}
