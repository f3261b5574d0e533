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
