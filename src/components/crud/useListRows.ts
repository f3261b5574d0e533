import { keepPreviousData } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import type { BaseRow } from '@/schema/types';
import type { CrudService, FormValues, PageParams } from '@/services/crud';
import { useApiQuery } from '@/services/query';

/**
 * The page of rows a list shows, read through the query cache: the page its URL names, with the
 * rows before kept on screen while another page, sort or filter loads, asked again each time the
 * list is opened afresh (its menu entry, Back, a link), as a visit would be.
 *
 * While `holding` (a bare opening waiting for the user's default view: useSavedViews) it reads and
 * shows no rows at all: not even a first page the cache holds, which keepPreviousData would carry
 * on to the screen while the view's own rows load.
 */
export function useListRows<T extends BaseRow>(
  service: CrudService<T, FormValues>,
  params: PageParams,
  { openedKey, holding }: { openedKey: number; holding: boolean },
) {
  const page = service.queries.page(params);
  const rows = useApiQuery(
    holding
      ? { queryKey: service.keys.heldPage, queryFn: page.queryFn, enabled: false }
      : { ...page, placeholderData: keepPreviousData },
  );
  // (Not while held: that would read the first page the hold keeps off the screen.)
  const reload = useCallback(() => {
    if (!holding) void rows.refetch();
  }, [rows.refetch, holding]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: on each reopening only
  useEffect(() => {
    if (openedKey > 0 && !holding) void rows.refetch({ cancelRefetch: false });
  }, [openedKey]);
  return { rows, reload };
}
