import type { App } from 'antd';

type useAppProps = ReturnType<typeof App.useApp>;

/**
 * The antd App context's message / notification / modal, reachable from non-React code
 * (the request layer). FeedbackBridge (src/components/FeedbackBridge) fills it once the App
 * is mounted, so toasts follow the theme and locale (antd's static message functions do not).
 */
let current: useAppProps | undefined;
/** Notices asked for before the App was mounted, shown as soon as it is. */
let waiting: ((api: useAppProps) => void)[] = [];

export function setFeedback(api: useAppProps | undefined): void {
  current = api;
  if (!api) return;
  const due = waiting;
  waiting = [];
  for (const show of due) show(api);
}

/** Runs `show` now if the App is mounted, else once it is (e.g. a notice raised while the app starts). */
export function withFeedback(show: (api: useAppProps) => void): void {
  if (current) show(current);
  else waiting.push(show);
}

export function getFeedback(): useAppProps | undefined {
  return current;
}
