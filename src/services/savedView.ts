/**
 * A user's saved views of a list (docs/api.md, saved views): read through the query cache, keyed
 * `['savedView', 'list', { list }]`. A view is nobody else's data, so its writes mark only the
 * views stale (no list, Home or audit entry shows them).
 */
import { queryOptions } from '@tanstack/react-query';
import { queryClient } from './query';
import { type CallOptions, get, post } from './request';

export interface SavedView {
  id: number;
  list: string;
  name: string;
  /** The list's URL query (without "?"). */
  query: string;
  /** ProTable's column settings, or null for the list's own. */
  columns: Record<string, unknown> | null;
  isDefault: boolean;
}

export type SavedViewInput = Pick<SavedView, 'list' | 'name' | 'query' | 'columns' | 'isDefault'>;

const KEY = 'savedView';

export const savedViewQuery = (list: string) =>
  queryOptions({
    queryKey: [KEY, 'list', { list }],
    // A failure is shown by the query cache, to a reader who waits (not to the first screen's prefetch).
    queryFn: () => get<SavedView[]>(`/${KEY}/list`, { list }, { deferErrorHandler: true }),
  });

// Read again at once, though no menu is open to show them ('all'): the menu opens on what the
// cache holds, and a view just saved must be in it, not arrive under the keyboard's focus.
const changed = <T>(call: Promise<T>) =>
  call.then((value) => {
    void queryClient.invalidateQueries({ queryKey: [KEY], refetchType: 'all' });
    return value;
  });

export const savedViewService = {
  add: (view: SavedViewInput) => changed(post<SavedView>(`/${KEY}/add`, view, { fieldErrorsInForm: true })),
  /** A rename is typed into a field (`fieldErrorsInForm`); the Default switch is a click (none). */
  edit: (view: Partial<SavedViewInput> & { id: number }, opts?: CallOptions) =>
    changed(post<SavedView>(`/${KEY}/edit`, view, opts)),
  remove: (id: number) => changed(post<null>(`/${KEY}/delete`, { id })),
};
