import { focusPageContent } from '@/components/Layout/pageContent';

/** How often to look, how long to wait for the rows to leave, and then for the focus to fall. */
const LOOK_EVERY_MS = 50;
const ROWS_LEAVE_WITHIN_MS = 30_000;
const FOCUS_FALLS_WITHIN_MS = 1_000;

/** antd's table gives each data row its key (its measure row has none). */
const rowsIn = (box: HTMLElement) => Array.from(box.querySelectorAll<HTMLElement>('tbody > tr[data-row-key]'));

const CONTROLS = ['a[href]', 'button:not([disabled])', 'input:not([disabled])', '[tabindex]:not([tabindex="-1"])'];
/** A row's commands (RowActions), then any control of the row. */
const ROW_COMMAND = CONTROLS.map((c) => `.crud-row-actions ${c}`).join(', ');
const ROW_CONTROL = CONTROLS.join(', ');

/** Puts the focus on the commands of the row now at `at` (or the last row); the page's content when none is left. */
function focusRowAt(box: HTMLElement, at: number) {
  const rows = rowsIn(box);
  const row = rows[Math.min(at, rows.length - 1)];
  const target = row?.querySelector<HTMLElement>(ROW_COMMAND) ?? row?.querySelector<HTMLElement>(ROW_CONTROL);
  if (target) target.focus();
  else focusPageContent();
}

/**
 * Keeps a keyboard user's place in a list whose rows are being deleted. The command that deleted
 * them (a row's Delete, its More menu, the selection bar) leaves with them, and the focus would
 * fall to the page's body: the next Tab would start again from the top of the page.
 *
 * Called before the delete, it notes where the rows stand in the table inside `box`. The function
 * it returns is called once the delete has succeeded: it waits for the rows to leave (the list
 * refetches behind) and, if the focus fell with them, puts it on the commands of the row that took
 * their place. A confirmation dialog may give the focus back a moment after the rows left, so the
 * fall is looked for a little longer; a focus the user moved elsewhere is left alone.
 */
export function keepPlace(box: HTMLElement | null, ids: number[]): () => void {
  const keys = new Set(ids.map(String));
  const before = box ? rowsIn(box) : [];
  const leaving = before.filter((row) => keys.has(row.dataset.rowKey ?? ''));
  if (!box || !leaving.length) return () => {};
  const at = before.indexOf(leaving[0]);
  return () => {
    const started = Date.now();
    let leftAt: number | undefined;
    const timer = window.setInterval(() => {
      const now = Date.now();
      // The list itself went (the user moved on): nothing to keep.
      if (!box.isConnected) return window.clearInterval(timer);
      if (leftAt === undefined) {
        if (leaving.some((row) => row.isConnected)) {
          if (now - started > ROWS_LEAVE_WITHIN_MS) window.clearInterval(timer);
          return;
        }
        leftAt = now;
      }
      const focused = document.activeElement;
      if (!focused || focused === document.body) {
        window.clearInterval(timer);
        focusRowAt(box, at);
      } else if (now - leftAt > FOCUS_FALLS_WITHIN_MS) window.clearInterval(timer);
    }, LOOK_EVERY_MS);
  };
}
