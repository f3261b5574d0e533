/**
 * Drafts of the add / edit form in sessionStorage: when the session ends while
 * a form is open (a 401 sends the user to /login), what was typed is there again once the user
 * has signed in and come back. Write-only fields (passwords) are never stored; a draft goes away
 * when the form is saved or closed on purpose, and with the browser tab.
 */
const PREFIX = 'draft:';

export const draftKey = (resource: string, id: number | 'new') =>
  `${PREFIX}${typeof window === 'undefined' ? '' : window.location.pathname}:${resource}:${id}`;

export function readDraft(key: string): Record<string, unknown> | undefined {
  try {
    const text = window.sessionStorage.getItem(key);
    const value = text ? JSON.parse(text) : undefined;
    return value && typeof value === 'object' ? value : undefined;
  } catch {
    return undefined;
  }
}

export function writeDraft(key: string, values: Record<string, unknown>): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(values));
  } catch {
    // storage full or off: the form still works, only without a draft
  }
}

export function dropDraft(key: string): void {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // nothing to drop
  }
}
