import { useEffect, useState } from 'react';

/** Below antd's md breakpoint (768 px): a phone, or a very narrow window. */
const NARROW = '(max-width: 767.98px)';

const matches = () => typeof window !== 'undefined' && Boolean(window.matchMedia?.(NARROW).matches);

/**
 * Whether the screen is narrow, known in the very first render (antd's Grid.useBreakpoint answers
 * only after mounting, and ProTable takes its columns' pinning from its first render).
 */
export function useNarrow(): boolean {
  const [narrow, setNarrow] = useState(matches);
  useEffect(() => {
    const query = window.matchMedia?.(NARROW);
    if (!query) return;
    const onChange = () => setNarrow(query.matches);
    onChange();
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return narrow;
}
