import type { App } from 'antd';

type useAppProps = ReturnType<typeof App.useApp>;

/**
 * The antd App context's message / notification / modal, reachable from non-React code
 * (the request layer). FeedbackBridge (src/components/FeedbackBridge) fills it once the App
 * is mounted, so toasts follow the theme and locale (ARCHITECTURE.md).
 */
let current: useAppProps | undefined;

export function setFeedback(api: useAppProps | undefined): void {
  current = api;
}

export function getFeedback(): useAppProps | undefined {
  return current;
}
