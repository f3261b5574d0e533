/**
 * The query each list last showed, so that a page's "back to the list" arrow returns to the list
 * as the user left it (its filters, sort and page), as the browser's Back does, from wherever that
 * page was opened. Only useListUrl records it; it lasts as long as the page's script (a reload
 * starts the list afresh, as a menu click does).
 */
const shown = new Map<string, string>();

export function rememberListQuery(path: string, search: string): void {
  shown.set(path, search);
}

/** The list's path with the query it last showed (its bare path when it has not been shown). */
export function listAsLeft(path: string): string {
  const search = shown.get(path) ?? '';
  return search && !search.startsWith('?') ? `${path}?${search}` : `${path}${search}`;
}
