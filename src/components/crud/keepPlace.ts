import { history } from '@umijs/max';
import { FOCUSABLE, focusableIn, focusPageContent } from '@/components/focusTargets';
import { FIRST_PAGE, REQUEST_TIMEOUT_MS } from '@/services/config';
import { readTableUrl } from './tableUrl';

/** How often to look, and how long to wait for the rows to leave, then for where the focus should go. */
const LOOK_EVERY_MS = 50;
/** The refetch that takes them out answers within the client's time-out, or not at all. */
const ROWS_LEAVE_WITHIN_MS = REQUEST_TIMEOUT_MS + 1_000;
const SETTLES_WITHIN_MS = 3_000;

/** The page the list shows, as its URL says (the URL is the list's state: useListUrl). */
const shownPage = () => readTableUrl(history.location.search).current;

/** antd's table gives each data row its key (its measure row has none). */
const rowsIn = (box: HTMLElement) => Array.from(box.querySelectorAll<HTMLElement>('tbody > tr[data-row-key]'));

/** A row's commands (RowActions). */
const ROW_COMMAND = focusableIn('.crud-row-actions');

/** Puts the focus on the commands of the row now at `at` (or the last row, past the end); false when the table has no row. */
function focusRowAt(box: HTMLElement, at: number): boolean {
  const rows = rowsIn(box);
  const row = rows[Math.min(at, rows.length - 1)];
  const target = row?.querySelector<HTMLElement>(ROW_COMMAND) ?? row?.querySelector<HTMLElement>(FOCUSABLE);
  target?.focus();
  return Boolean(target);
}

/**
 * Keeps a keyboard user's place in a list whose rows leave it: deleted, or changed so that the
 * list's filters no longer match them. The command that did it (a row's Delete, its More menu, the
 * selection bar, the row's status switch, the Edit its form gives the focus back to) leaves with
 * them, and the focus would fall to the page's body: the next Tab would start again from the top
 * of the page.
 *
 * Called before the write, it notes where the rows stand in the table inside `box`. The function
 * it returns is called once the write has succeeded: it waits for the rows to leave (the list
 * refetches behind) and, if the focus fell with them, puts it on the commands of the row that took
 * their place. A confirmation dialog may give the focus back a moment after the rows left, and a
 * page left empty moves to the last page that has rows (useLastPageInRange), so both are waited
 * for a little; when no row comes, the focus goes to the page's content, at once when the first
 * page was left empty (there is no page to move back to). A focus the user moved elsewhere is left
 * alone. With `ifGone`, it does nothing while the rows are still listed (a form closed over a row
 * that may have left meanwhile, or not).
 */
export function keepPlace(box: HTMLElement | null, ids: number[]): (ifGone?: boolean) => void {
  const keys = new Set(ids.map(String));
  const before = box ? rowsIn(box) : [];
  const leaving = before.filter((row) => keys.has(row.dataset.rowKey ?? ''));
  if (!box || !leaving.length) return () => {};
  const at = before.indexOf(leaving[0]);
  const page = shownPage();
  return (ifGone) => {
    if (ifGone && leaving.some((row) => row.isConnected)) return;
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
      const fallen = !document.activeElement || document.activeElement === document.body;
      const waited = now - leftAt > SETTLES_WITHIN_MS;
      // A page emptied moves back a page (useLastPageInRange): the row next to the ones that left is that page's last.
      const place = shownPage() < page ? Number.POSITIVE_INFINITY : at;
      const emptied = page === FIRST_PAGE && rowsIn(box).length === 0;
      if (fallen && focusRowAt(box, place)) window.clearInterval(timer);
      else if (fallen && emptied) {
        window.clearInterval(timer);
        focusPageContent();
      } else if (waited) {
        window.clearInterval(timer);
        if (fallen) focusPageContent();
      }
    }, LOOK_EVERY_MS);
  };
}
