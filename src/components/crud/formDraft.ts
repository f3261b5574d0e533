/**
 * Drafts of the add / edit form in sessionStorage: when the session ends while
 * a form is open (a 401 sends the user to /login), what was typed is there again once the user
 * has signed in and come back. Write-only fields (passwords) are never stored; a draft goes away
 * when the form is saved or closed on purpose, and with the browser tab.
 */
const PREFIX = 'draft:';

/** The start of every draft key of `resource` on this page. */
const draftsOf = (resource: string) =>
  `${PREFIX}${typeof window === 'undefined' ? '' : window.location.pathname}:${resource}:`;

export const draftKey = (resource: string, id: number | 'new') => `${draftsOf(resource)}${id}`;

/**
 * The form of `resource` this page left with a draft in it (the session ended under it): 'new',
 * the id of the row being edited, or undefined. A new row's draft comes first.
 */
export function draftLeft(resource: string): number | 'new' | undefined {
  try {
    const start = draftsOf(resource);
    const ids = Object.keys(window.sessionStorage)
      .filter((key) => key.startsWith(start))
      .map((key) => key.slice(start.length));
    if (ids.includes('new')) return 'new';
    return ids.map(Number).find((n) => Number.isInteger(n) && n > 0);
  } catch {
    return undefined;
  }
}

/** Whose session wrote the drafts in this tab (the user's id). */
const OWNER_KEY = 'draft-owner';

/**
 * A session has begun for `userId`: drafts another user's session left (a form open when it
 * ended) are dropped, unseen, and the drafts written from now on are this user's.
 */
export function draftsBelongTo(userId: number): void {
  try {
    const storage = window.sessionStorage;
    if (storage.getItem(OWNER_KEY) !== String(userId))
      for (const key of Object.keys(storage)) if (key.startsWith(PREFIX)) storage.removeItem(key);
    storage.setItem(OWNER_KEY, String(userId));
  } catch {
    // storage off: there are no drafts either
  }
}

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
