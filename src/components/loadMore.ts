import type { UseQueryOptions } from '@tanstack/react-query';
import { type UIEvent, useState } from 'react';
import type { PageResult } from '@/schema/types';
import { LOAD_MORE_THRESHOLD_PX } from '@/services/config';
import { useApiQueries } from '@/services/query';

/** What `usePagedRows` gives its list. */
export interface PagedRows<T> {
  /** One entry per row of the list (its total): the row once read, `undefined` until then. */
  rows: (T | undefined)[];
  /** True while the first page, which tells the total, is on its way. */
  loading: boolean;
  /** True while any page is on its way. */
  fetching: boolean;
  /** Whether the row at this index is in a page whose read failed (it stays undefined). */
  failedAt: (index: number) => boolean;
  /** True when the first page failed: the list has nothing to show, not even its length. */
  failed: boolean;
  /** Asks again for every page whose read failed (the list opened again, a Retry button). */
  retry: () => void;
  /** The scrolling box's scroll handler (a select's `onPopupScroll`). */
  onScroll: (e: UIEvent<HTMLElement>) => void;
}

/** A page's read asked for again if it failed (and is not already on its way again). */
function askAgainIfFailed(answer: { isError: boolean; isFetching: boolean; refetch: () => unknown } | undefined) {
  if (answer?.isError && !answer.isFetching) void answer.refetch();
}

/**
 * A list too long to load whole, read a page at a time as it scrolls: page 1 at once; then each
 * page whose rows come within LOAD_MORE_THRESHOLD_PX of view (docs/product-rules.md, constants),
 * the one under the scroll bar's thumb included when it is dragged far.
 *
 * The list holds an entry for every row from the start, `undefined` for a row not read yet, so
 * that it never grows: antd's Select moves its keyboard-active option back to the first whenever
 * its number of options changes, and a keyboard user walking down the list would lose their place
 * at each page read (ant-design/ant-design#30604).
 *
 * A page whose read failed is asked for again when it scrolls into view again, or on `retry`:
 * reads are not retried by themselves (src/services/query.ts).
 *
 * `key` names the list (its filters): another key starts again from page 1.
 */
export function usePagedRows<T>(
  key: string,
  pageSize: number,
  pageQuery: (current: number) => UseQueryOptions<PageResult<T>, Error, PageResult<T>>,
): PagedRows<T> {
  const [wanted, setWanted] = useState({ key, pages: [1] });
  const pages = wanted.key === key ? wanted.pages : [1];
  const answers = useApiQueries(pages.map(pageQuery));
  const total = answers[0]?.data?.total ?? 0;
  const rows: (T | undefined)[] = new Array(total).fill(undefined);
  pages.forEach((page, i) => {
    ((answers[i]?.data as PageResult<T> | undefined)?.list ?? []).forEach((row, j) => {
      const at = (page - 1) * pageSize + j;
      if (at < total) rows[at] = row;
    });
  });

  const onScroll = (e: UIEvent<HTMLElement>) => {
    const box = e.currentTarget;
    if (!total || !box.scrollHeight) return;
    // The rows are of one height: the box's scroll height shared among them.
    const rowHeight = box.scrollHeight / total;
    const first = Math.max(0, Math.floor((box.scrollTop - LOAD_MORE_THRESHOLD_PX) / rowHeight));
    const last = Math.min(
      total - 1,
      Math.floor((box.scrollTop + box.clientHeight + LOAD_MORE_THRESHOLD_PX) / rowHeight),
    );
    const missing: number[] = [];
    for (let page = Math.floor(first / pageSize) + 1; page <= Math.floor(last / pageSize) + 1; page++) {
      const at = pages.indexOf(page);
      if (at < 0) missing.push(page);
      else askAgainIfFailed(answers[at]);
    }
    if (missing.length) setWanted({ key, pages: [...pages, ...missing] });
  };
  const failedPages = new Set(pages.filter((_, i) => answers[i]?.isError));

  return {
    rows,
    loading: Boolean(answers[0]?.isLoading),
    fetching: answers.some((a) => a.isFetching),
    failedAt: (index) => failedPages.has(Math.floor(index / pageSize) + 1),
    failed: Boolean(answers[0]?.isError),
    retry: () => answers.forEach(askAgainIfFailed),
    onScroll,
  };
}
