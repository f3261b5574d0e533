/** Where a script may put the focus. */

/** The controls that take the keyboard focus, one selector each. */
const CONTROLS = ['input:not([disabled])', 'button:not([disabled])', '[tabindex]:not([tabindex="-1"])', 'a[href]'];

/** A selector for any control that takes the keyboard focus. */
export const FOCUSABLE = CONTROLS.join(', ');

/** A selector for those controls inside what `scope` (a selector) matches. */
export const focusableIn = (scope: string) => CONTROLS.map((c) => `${scope} ${c}`).join(', ');

/**
 * Moves the focus to the page's content: ProLayout's content is the page's one <main>. It is made
 * focusable by script, never a Tab stop itself, so the next Tab goes to the content's first
 * control. Returns false when the page has no such content (the sign-in page).
 */
export function focusPageContent(): boolean {
  const main = document.querySelector<HTMLElement>('main');
  if (!main) return false;
  main.setAttribute('tabindex', '-1');
  main.focus();
  return true;
}

/**
 * How long after a page change the focus may still fall with the page that left, and how often to
 * look. Signing in replaces the sign-in form only once the first page's code and data are in: on
 * a busy machine that took over a second, and a watch of one second missed the fall.
 */
const PAGE_LEAVES_WITHIN_MS = 10_000;
const LOOK_EVERY_MS = 50;

let shownPath: string | undefined;

/**
 * Called on every change of location: after a move to another page, when the focus falls to the
 * page's body with the control that led away (a link in the old page, a menu entry drawn again,
 * the sign-in form), it goes to the new page's content, so that the next Tab goes on from there
 * and not from the top of the document or the middle of the menu. A focus that stays on a control,
 * or that the new page puts somewhere (a field), is left alone; so is the focus once the user has
 * pressed the pointer anywhere (a click on the page's background puts it on the body on purpose).
 * The document's first page keeps the browser's own start, and a change of query alone (a list's
 * page or filters) is not a move.
 */
export function focusContentOnPageChange(pathname: string, isFirst: boolean): void {
  const moved = shownPath !== undefined && shownPath !== pathname;
  shownPath = pathname;
  if (isFirst || !moved) return;
  focusContentOnFall(PAGE_LEAVES_WITHIN_MS, () => shownPath === pathname);
}

/**
 * For `withinMs`, while `still()` holds: once the focus falls to the page's body (the control that
 * held it left the page), it goes to the page's content. A press of the pointer ends the watch.
 */
export function focusContentOnFall(withinMs: number, still = () => true): void {
  const started = Date.now();
  const stop = () => {
    window.clearInterval(timer);
    document.removeEventListener('pointerdown', stop, true);
  };
  const timer = window.setInterval(() => {
    if (!still() || Date.now() - started > withinMs) return stop();
    const fallen = !document.activeElement || document.activeElement === document.body;
    if (fallen && focusPageContent()) stop();
  }, LOOK_EVERY_MS);
  document.addEventListener('pointerdown', stop, true);
}
