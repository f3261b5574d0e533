import type { ProTableProps } from '@ant-design/pro-components';
import type { CheckboxProps } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useT } from '@/locales/useT';
import type { BaseRow } from '@/schema/types';
import { SelectedCount, SelectionActions } from './SelectionBar';

type SelectionProps<T> = Pick<
  ProTableProps<T, Record<string, unknown>>,
  'rowSelection' | 'tableAlertRender' | 'tableAlertOptionRender'
>;

/**
 * The list's row selection (for a level that deletes): a named checkbox per row, the bar that
 * counts the selection, and its Clear and Delete. Emptied when the list is opened afresh or its
 * filters change (`scope`: a selection the list no longer shows would be acted on unseen), and of
 * the rows a write removed (`drop`). Paging and sorting keep it.
 */
export function useSelection<T extends BaseRow>({
  enabled,
  rowName,
  scope,
  onDelete,
  extra,
  unselectable,
}: {
  enabled: boolean;
  rowName: (row: T) => string;
  scope: string;
  onDelete: (rows: T[]) => void;
  /** The page's own actions on the selected rows, beside Delete selected. */
  extra?: (rows: T[]) => ReactNode[];
  /**
   * Why a row cannot be selected (a locale key), for a list whose selection is for deleting only:
   * a row that cannot be deleted (the signed-in account, a bound device) would make the server
   * refuse the whole selection.
   */
  unselectable?: (row: T) => string | undefined;
}): { props: SelectionProps<T>; drop: (ids: Set<number>) => void } {
  const t = useT();
  const [selected, setSelected] = useState<T[]>([]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: on each new scope of the list
  useEffect(() => setSelected((s) => (s.length ? [] : s)), [scope]);
  const drop = (ids: Set<number>) => setSelected((s) => s.filter((r) => !ids.has(r.id)));
  if (!enabled) return { props: { rowSelection: false }, drop };
  return {
    drop,
    props: {
      rowSelection: {
        preserveSelectedRowKeys: true,
        selectedRowKeys: selected.map((r) => r.id),
        onChange: (_, picked) => setSelected(picked.filter(Boolean)),
        // Each row's checkbox is named after its row (an unlabelled form field otherwise).
        // (antd passes the prop on to the <input>; its types do not list aria-*.)
        getCheckboxProps: (row) => {
          const why = unselectable?.(row);
          return {
            'aria-label': t('a11y.selectRow', { name: rowName(row) }),
            ...(why ? { disabled: true, title: t(why) } : {}),
          } as Partial<CheckboxProps>;
        },
        // antd names the header's checkbox "Select all", in English whatever the language.
        getTitleCheckboxProps: () => ({ 'aria-label': t('a11y.selectAll') }),
      },
      tableAlertRender: ({ selectedRowKeys }) => <SelectedCount count={selectedRowKeys.length} />,
      tableAlertOptionRender: ({ onCleanSelected }) => (
        <SelectionActions
          count={selected.length}
          onClear={onCleanSelected}
          onDelete={() => onDelete(selected)}
          extra={extra?.(selected)}
        />
      ),
    },
  };
}
