import { useAccess } from '@umijs/max';
import { useEffect, useRef } from 'react';
import { focusContentOnFall } from '@/components/focusTargets';
import { REQUEST_TIMEOUT_MS } from '@/services/config';

/**
 * Closes an open dialog that writes once its user may no longer write: another administrator
 * lowered their level meanwhile (AccessWatch reads it after a write's 403, or on a return to the
 * window, and says so). Left open, it offered a Save the server refuses and showed what the new
 * level may not see (a guardian's whole phone number). The button that opened it has gone with the
 * level: the focus goes to the page's content.
 */
export function useClosedWhenWritesGo(open: boolean, close: () => void): void {
  const { canWrite } = useAccess();
  // (A page passes a new function each render; only a change of level or of `open` closes.)
  const closeNow = useRef(close);
  closeNow.current = close;
  useEffect(() => {
    if (!open || canWrite) return;
    closeNow.current();
    focusContentOnFall(REQUEST_TIMEOUT_MS);
  }, [open, canWrite]);
}
