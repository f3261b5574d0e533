import type { BaseRow, PageResult } from '@/schema/types';
import { queryClient } from '@/services/query';

/**
 * Whether the list of `resource` on screen shows the row `id` once it has been read again after a
 * save (the save's own refetch: src/services/query.ts `afterWrite`; nothing is asked for here). A
 * row added, or changed, so that the list's search or order puts it on another page, or on none,
 * would otherwise leave without a word after "Saved".
 */
export async function shownAfterSave(resource: string, id: number): Promise<boolean> {
  const lists = { queryKey: [resource, 'page'], type: 'active' } as const;
  await new Promise<void>((settled) => {
    const check = () => {
      if (queryClient.isFetching(lists)) return;
      stop();
      settled();
    };
    const stop = queryClient.getQueryCache().subscribe(check);
    check();
  });
  return queryClient
    .getQueriesData<PageResult<BaseRow>>(lists)
    .some(([, page]) => page?.list.some((row) => row.id === id));
}
