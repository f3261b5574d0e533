import { useT } from '@/locales/useT';
import type { BaseRow } from '@/schema/types';
import { inRowOrder } from './RowActions';
import type { TableUrlState } from './tableUrl';
import type { ResourceView, RowAction, RowPlace } from './types';

/**
 * The list's own row actions a level gets, by key: Details always, Edit and Delete for a level
 * that writes (unless the view says otherwise). A page's own actions go between them (inRowOrder).
 */
export function ownActionKeys(
  view: Pick<ResourceView<BaseRow>, 'readOnly' | 'noDelete'>,
  canWrite: boolean,
): { detail: string; edit?: string; remove?: string } {
  return {
    detail: 'detail',
    edit: canWrite && !view.readOnly ? 'edit' : undefined,
    remove: canWrite && !view.noDelete ? 'delete' : undefined,
  };
}

interface Input<T extends BaseRow> {
  view: ResourceView<T>;
  canWrite: boolean;
  rowName: (row: T) => string;
  /** What the list shows, and how many rows match: where a row lies in the default order. */
  state: TableUrlState;
  total: number;
  openDetail: (row: T) => void;
  edit: (row: T) => void;
  remove: (rows: T[]) => void;
}

/** Each row's actions: the list's own (by level) with the page's own between them. */
export function useRowActionsOf<T extends BaseRow>({
  view,
  canWrite,
  rowName,
  state,
  total,
  openDetail,
  edit,
  remove,
}: Input<T>): (row: T, index: number) => RowAction[] {
  const t = useT();
  const own = ownActionKeys(view, canWrite);
  // Where a row lies in the list's default order (a rule's ↑ / ↓ end there). Under another sort
  // or filter the ends are not known here.
  const { current, pageSize, sortField, sortOrder, filters } = state;
  const defaultSort = view.service.schema.defaultSort;
  const inDefaultOrder =
    !Object.keys(filters).length &&
    (!sortField || (sortField === defaultSort?.field && sortOrder === defaultSort.order));
  const placeOf = (index: number): RowPlace => {
    const at = (current - 1) * pageSize + index;
    return { first: inDefaultOrder && at === 0, last: inDefaultOrder && at === total - 1 };
  };
  return (row, index) => {
    const why = own.remove ? view.undeletable?.(row) : undefined;
    // A page's own actions (a member's records, a device's binding) come before Delete.
    return inRowOrder<RowAction>(
      {
        detail: { key: 'detail', label: t('crud.detail'), onClick: () => openDetail(row) },
        edit: own.edit ? { key: 'edit', label: t('crud.edit'), onClick: () => edit(row) } : undefined,
        remove: own.remove
          ? {
              key: 'delete',
              label: t('crud.delete'),
              danger: true,
              disabledReason: why && t(why),
              confirm: t('crud.confirmDelete', { name: rowName(row) }),
              onClick: () => remove([row]),
            }
          : undefined,
      },
      view.rowActions?.(row, placeOf(index)) ?? [],
    );
  };
}
