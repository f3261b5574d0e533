import type { ProFormInstance } from '@ant-design/pro-components';
import { history, useLocation } from '@umijs/max';
import type { TablePaginationConfig, TableProps } from 'antd';
import { type MutableRefObject, useCallback, useEffect, useRef, useState } from 'react';
import type { Translate } from '@/locales/useT';
import { FIRST_PAGE } from '@/services/config';
import { routerPathname } from '@/services/session';
import { rememberListQuery } from './listAsLeft';
import { pagerItemRender } from './pagerNames';
import {
  queryOfList,
  readTableUrl,
  type SearchField,
  sameQuery,
  type TableUrlState,
  withReadableFilters,
} from './tableUrl';

export interface ListUrl {
  /** What the list shows: read from the URL, on every render. */
  state: TableUrlState;
  /** Shows another page, sort or set of filters: the one place a list writes its URL. */
  show: (next: TableUrlState) => void;
  /**
   * Changes when the URL changed under the list by something else (its menu entry, Back or
   * Forward, a link with other filters): the search form opens afresh from the URL.
   */
  openedKey: number;
  /** This opening of the list was at its bare path (no query): a saved default view may apply. */
  openedBare: boolean;
  /** The list's own path. */
  ownPath: string;
}

/**
 * A list's paging, sort and filters live in its URL (docs/product-rules.md, lists), so they come
 * back on reload, on Back and Forward, and from a shared link, and a menu click (the bare path)
 * clears them. The URL is the state: the list reads it, and this hook is the only code that writes
 * it, without a new history entry. Only while the list's own page is shown: a late write after
 * the URL has moved on (a 401's redirect to /login, a menu click) must not rewrite another page's
 * query.
 */
export function useListUrl(owned: SearchField[]): ListUrl {
  // The route the list renders in, not the browser's URL of the moment: React may mount a page
  // that was still loading its code after the URL has moved on (the old screen stays up while the
  // next page's code loads), and that list must not take the next page's path and query for its own.
  const opened = useLocation();
  const [ownPath] = useState(() => routerPathname(opened.pathname));
  const [search, setSearch] = useState(() => opened.search);
  const [openedKey, setOpenedKey] = useState(0);
  const [openedBare, setOpenedBare] = useState(() => !opened.search);
  const written = useRef(search);
  const ownedNow = useRef(owned);
  ownedNow.current = owned;

  const show = useCallback(
    (next: TableUrlState) => {
      if (routerPathname() !== ownPath) return;
      const query = queryOfList(history.location.search, next, ownedNow.current);
      written.current = query;
      setSearch(query);
      if (!sameQuery(query, history.location.search)) history.replace({ pathname: routerPathname(), search: query });
    },
    [ownPath],
  );

  useEffect(
    () =>
      history.listen(({ location }) => {
        if (routerPathname(location.pathname) !== ownPath || sameQuery(location.search, written.current)) return;
        written.current = location.search;
        setSearch(location.search);
        setOpenedBare(!location.search);
        setOpenedKey((k) => k + 1);
      }),
    [ownPath],
  );

  useEffect(() => rememberListQuery(ownPath, search), [ownPath, search]);

  const state = withReadableFilters(readTableUrl(search), owned);
  // The list writes what it shows as soon as it opens (a bare path gains its paging), so the URL
  // of what is on screen is always whole: once the frame that shows the list is painted, since a
  // URL write renders the layout and the list again, which held that frame back (docs/performance.md,
  // "Which renders a list goes through"). Not when something has written the URL in between.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per opening of the list
  useEffect(() => {
    const opening = written.current;
    const write = () => {
      if (written.current === opening) show(state);
    };
    // (A hidden tab paints no frame, and has none to hold back.)
    if (document.visibilityState === 'hidden') return write();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(write);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [openedKey]);
  return { state, show, openedKey, openedBare, ownPath };
}

/**
 * A page past the list's last one shows the last page that has rows, rather than an empty table
 * under a pager that counts them: its last row was deleted, or a shared link names a page that
 * fewer rows no longer fill. `answer` is the page the URL asks for (not a placeholder).
 */
export function useLastPageInRange({ state, show }: Pick<ListUrl, 'state' | 'show'>, answer?: { total: number }) {
  const last = answer ? Math.max(FIRST_PAGE, Math.ceil(answer.total / state.pageSize)) : undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: when the answer or the page changes
  useEffect(() => {
    if (last !== undefined && state.current > last) show({ ...state, current: last });
  }, [last, state.current]);
}

/** The table's paging, as the URL says: a new page size starts again from the first page. */
export function pagingOf(
  { state, show }: Pick<ListUrl, 'state' | 'show'>,
  total: number,
  t: Translate,
): TablePaginationConfig {
  return {
    current: state.current,
    pageSize: state.pageSize,
    total,
    showSizeChanger: true,
    // A page far in a long list (5,000 records are 500 pages) is reached by its number, not by
    // jumps of five.
    showQuickJumper: total > state.pageSize * 10,
    showTotal: (all, [from, to]) => t('crud.total', { from, to, total: all }),
    itemRender: pagerItemRender(t, state.current),
    onChange: (page, size) => show({ ...state, current: size === state.pageSize ? page : FIRST_PAGE, pageSize: size }),
  };
}

/**
 * Clears the list's filters (its search form's Reset, an empty list's "Clear filters"): the first
 * page with none. The form is emptied too: on its own it would go back to the values it opened
 * with, the URL's.
 */
export function clearFiltersOf(
  { state, show }: Pick<ListUrl, 'state' | 'show'>,
  form: MutableRefObject<ProFormInstance | undefined>,
  fields: SearchField[],
) {
  return () => {
    form.current?.setFieldsValue(Object.fromEntries(fields.map((f) => [f.name, undefined])));
    show({ ...state, current: FIRST_PAGE, filters: {} });
  };
}

/** A click on a column's sort arrows shows the first page in that order (or in none). */
export function onSortOf<T>({ state, show }: Pick<ListUrl, 'state' | 'show'>): NonNullable<TableProps<T>['onChange']> {
  return (_pagination, _filters, sorter, extra) => {
    if (extra.action !== 'sort') return;
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    const order = one?.order ?? undefined;
    show({ ...state, current: FIRST_PAGE, sortField: order ? String(one.columnKey) : undefined, sortOrder: order });
  };
}
