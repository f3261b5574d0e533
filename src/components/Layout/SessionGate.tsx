import { type ReactNode, useSyncExternalStore } from 'react';
import { onSessionState, sessionHasEnded } from '@/services/session';

/**
 * The page inside the layout, while a session lasts. When it ends (sign-out, a 401), the way to
 * /login may wait for the sign-in page's code, and React keeps the old screen up meanwhile: a page
 * whose own code arrives in that time would mount there and read with no session (401s in the
 * console, errors on screen). A store's change renders at once, ahead of the navigation (which
 * React may hold back while that code loads), so the page is gone first.
 */
export default function SessionGate({ children }: { children: ReactNode }) {
  const ended = useSyncExternalStore(onSessionState, sessionHasEnded);
  return ended ? null : children;
}
