import { useCallback, useEffect, useRef } from 'react';
import { useInertMeasureRows } from './useInertMeasureRows';

/** antd marks the cells of pinned columns with these classes (they are `position: sticky`). */
const PINNED_LEFT = 'ant-table-cell-fix-left';
const PINNED_RIGHT = 'ant-table-cell-fix-right';
/** Room left between a focused control and a pinned column. */
const MARGIN = 8;

/**
 * Keeps a control that takes the keyboard focus in a scrolled list out from under the pinned
 * columns. The browser scrolls a focused control into the table's box, but the pinned name and
 * actions columns lie over the ends of that box: a switch or link next to them stayed half
 * hidden. Here the table scrolls on until the control is clear of them.
 */
function keepClear(e: FocusEvent) {
  const control = e.target;
  if (!(control instanceof HTMLElement)) return;
  const cell = control.closest('td, th');
  const row = cell?.parentElement;
  if (!cell || !row || cell.classList.contains(PINNED_LEFT) || cell.classList.contains(PINNED_RIGHT)) return;
  // antd's scroll container of the table (it has no role or name of its own).
  const box = cell.closest<HTMLElement>('.ant-table-content, .ant-table-body');
  if (!box || box.scrollWidth <= box.clientWidth) return;
  const cells = Array.from(row.children);
  const left = Math.max(
    box.getBoundingClientRect().left,
    ...cells.filter((c) => c.classList.contains(PINNED_LEFT)).map((c) => c.getBoundingClientRect().right),
  );
  const right = Math.min(
    box.getBoundingClientRect().right,
    ...cells.filter((c) => c.classList.contains(PINNED_RIGHT)).map((c) => c.getBoundingClientRect().left),
  );
  const r = control.getBoundingClientRect();
  if (r.right > right) box.scrollLeft += r.right - right + MARGIN;
  else if (r.left < left) box.scrollLeft -= left - r.left + MARGIN;
}

/** A ref for an element that holds a list: controls focused in its table stay clear of the pinned columns. */
export function useFocusClearOfPinned<E extends HTMLElement>() {
  const off = useRef<() => void>();
  useEffect(() => () => off.current?.(), []);
  return useCallback((root: E | null) => {
    off.current?.();
    off.current = undefined;
    if (!root) return;
    root.addEventListener('focusin', keepClear);
    off.current = () => root.removeEventListener('focusin', keepClear);
  }, []);
}

/**
 * Brings a control focused inside `box` back into the window once new rows have drawn: a page size
 * chosen by keyboard grows the table under its selector, which the browser leaves far below the
 * window with the focus in it (scrolling does not follow a focused element that layout moves).
 */
function focusedInView(box: HTMLElement | null) {
  const focused = document.activeElement;
  if (box && focused instanceof HTMLElement && box.contains(focused)) focused.scrollIntoView({ block: 'nearest' });
}

/**
 * The element around a list's table: `ref` to give it (its measure rows inert, focus clear of the
 * pinned columns, focus kept in the window when `rows`, the rows drawn, change), `element` to read it.
 */
export function useTableBox<E extends HTMLElement>(rows: unknown) {
  const inertMeasureRows = useInertMeasureRows<E>();
  const focusClearOfPinned = useFocusClearOfPinned<E>();
  const element = useRef<E | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once each new page of rows has drawn
  useEffect(() => focusedInView(element.current), [rows]);
  const ref = useCallback(
    (root: E | null) => {
      element.current = root;
      inertMeasureRows(root);
      focusClearOfPinned(root);
    },
    [inertMeasureRows, focusClearOfPinned],
  );
  return { ref, element };
}
