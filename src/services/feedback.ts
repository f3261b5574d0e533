import type { App } from 'antd';

type FeedbackApi = ReturnType<typeof App.useApp>;

/**
 * The antd App context's message / notification / modal, for every caller: components, the
 * request layer and the offline and update notices. They follow the theme and the language
 * (antd's static functions do not).
 *
 * antd's App brings Modal, notification and message with it, about 20 KB gzip the sign-in page
 * never shows unless something goes wrong, so it lives in a chunk of its own
 * (src/components/FeedbackHost.tsx), mounted beside the app (src/components/FeedbackGate.tsx):
 * at once on any page inside the layout, and on the sign-in page when the first notice is asked
 * for (or once the idle-time prefetch has fetched it). Until the host is mounted, notices wait
 * here and are shown as soon as it is (docs/performance.md, "Where the bytes of the sign-in page go").
 */
let current: FeedbackApi | undefined;
/** Notices asked for before the host was mounted, shown as soon as it is. */
let waiting: ((api: FeedbackApi) => void)[] = [];

let hostWanted = false;
const hostListeners = new Set<() => void>();

/**
 * Asks for the host to be mounted (FeedbackGate listens), or withdraws the request after its
 * download failed, so that the next notice asks again.
 */
export function setFeedbackHostWanted(wanted: boolean): void {
  if (hostWanted === wanted) return;
  hostWanted = wanted;
  for (const listener of hostListeners) listener();
}

export function feedbackHostWanted(): boolean {
  return hostWanted;
}

export function onFeedbackHostWanted(listener: () => void): () => void {
  hostListeners.add(listener);
  return () => hostListeners.delete(listener);
}

/** Called by the host with the App context's functions when it mounts, and with undefined when it leaves. */
export function setFeedback(api: FeedbackApi | undefined): void {
  current = api;
  if (!api) return;
  const due = waiting;
  waiting = [];
  for (const show of due) show(api);
}

/** Runs `show` now if the host is mounted, else once it is (the host is asked for). */
export function withFeedback(show: (api: FeedbackApi) => void): void {
  if (current) show(current);
  else {
    waiting.push(show);
    setFeedbackHostWanted(true);
  }
}

/**
 * Forwards each named function of one of the App context's groups to the mounted host, or queues
 * the call until there is one. A call made while the host is mounted returns what antd returns.
 */
function forward<K extends keyof FeedbackApi>(group: K, names: readonly (keyof FeedbackApi[K])[]): FeedbackApi[K] {
  const out: Record<PropertyKey, unknown> = {};
  for (const name of names)
    out[name] = (...args: unknown[]) => {
      const call = (api: FeedbackApi) => (api[group][name] as (...a: unknown[]) => unknown)(...args);
      if (current) return call(current);
      withFeedback(call);
      return undefined;
    };
  return out as FeedbackApi[K];
}

const NOTICE_KINDS = ['success', 'error', 'info', 'warning', 'open', 'destroy'] as const;

/** message / notification / modal, the same as `App.useApp()` returns inside the App, usable anywhere. */
export const feedback: FeedbackApi = {
  message: forward('message', [...NOTICE_KINDS, 'loading']),
  notification: forward('notification', NOTICE_KINDS),
  modal: forward('modal', ['confirm', 'info', 'success', 'error', 'warning']),
};

/** Forgets the host, the waiting notices and the request for a host (tests). */
export function resetFeedback(): void {
  current = undefined;
  waiting = [];
  hostWanted = false;
}
