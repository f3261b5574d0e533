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
