import { useCallback, useEffect, useRef } from 'react';

const SELECTOR = '.ant-table-measure-row:not([inert])';

/**
 * antd's Table (5.29, with a horizontal scroll) keeps a hidden "measure row" that clones the
 * header cells, the select-all checkbox included: a focusable control inside aria-hidden
 * (axe aria-hidden-focus, serious). Marking that row `inert` takes its clones out of the tab
 * order and the accessibility tree; the row still measures the column widths.
 * Returns a ref for an element that contains the table.
 */
export function useInertMeasureRows<E extends HTMLElement>() {
  const observer = useRef<MutationObserver>();
  useEffect(() => () => observer.current?.disconnect(), []);
  return useCallback((root: E | null) => {
    observer.current?.disconnect();
    if (!root) return;
    const mark = () => {
      for (const row of root.querySelectorAll(SELECTOR)) row.setAttribute('inert', '');
    };
    mark();
    observer.current = new MutationObserver(mark);
    observer.current.observe(root, { childList: true, subtree: true });
  }, []);
}
