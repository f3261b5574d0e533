import { history } from '@umijs/max';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE } from '@/services/config';
import { routerPathname } from '@/services/session';

export interface TableUrlState {
  current: number;
  pageSize: number;
  sortField?: string;
  sortOrder?: 'ascend' | 'descend';
  /** Filter params exactly as sent to the API (ranges as <field>From / <field>To ...). */
  filters: Record<string, string>;
}

const PAGING = new Set(['current', 'pageSize', 'sortField', 'sortOrder']);

/** A list page's search, page and sort, read from the URL query (so reloads and links keep them). */
export function readTableUrl(search: string = history.location.search): TableUrlState {
  const q = new URLSearchParams(search);
  const num = (k: string, d: number) => {
    const n = Number(q.get(k));
    return Number.isInteger(n) && n > 0 ? n : d;
  };
  const order = q.get('sortOrder');
  const filters: Record<string, string> = {};
  q.forEach((v, k) => {
    if (!PAGING.has(k) && v !== '') filters[k] = v;
  });
  return {
    current: num('current', FIRST_PAGE),
    pageSize: Math.min(num('pageSize', DEFAULT_PAGE_SIZE), 100),
    sortField: q.get('sortField') || undefined,
    sortOrder: order === 'ascend' || order === 'descend' ? order : undefined,
    filters,
  };
}

/**
 * Writes the state back to the URL without a new history entry, only while the table's own page
 * (`ownPath`) is shown: a late request after a 401 redirect must not rewrite /login's query.
 */
export function writeTableUrl(state: TableUrlState, ownPath: string): void {
  if (routerPathname() !== ownPath) return;
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(state.filters)) if (v !== '' && v != null) q.set(k, v);
  if (state.current !== FIRST_PAGE) q.set('current', String(state.current));
  if (state.pageSize !== DEFAULT_PAGE_SIZE) q.set('pageSize', String(state.pageSize));
  if (state.sortField && state.sortOrder) {
    q.set('sortField', state.sortField);
    q.set('sortOrder', state.sortOrder);
  }
  const search = q.toString() ? `?${q.toString()}` : '';
  if (search !== history.location.search) history.replace({ pathname: routerPathname(), search });
}
