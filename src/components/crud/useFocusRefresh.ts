import { useEffect, useRef } from 'react';
import { FOCUS_REFRESH_THROTTLE_MS } from '@/services/config';

/**
 * Calls `refresh` when the window regains focus (someone else may have changed the data
 * meanwhile), at most once per throttle period (5000 ms, docs/product-rules.md, constants).
 */
export function useFocusRefresh(refresh: () => void, throttleMs = FOCUS_REFRESH_THROTTLE_MS): void {
  const last = useRef(Date.now());
  const latest = useRef(refresh);
  latest.current = refresh;
  useEffect(() => {
    const onFocus = () => {
      if (document.visibilityState === 'hidden') return;
      const now = Date.now();
      if (now - last.current < throttleMs) return;
      last.current = now;
      latest.current();
    };
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onFocus);
    return () => {
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onFocus);
    };
  }, [throttleMs]);
}
