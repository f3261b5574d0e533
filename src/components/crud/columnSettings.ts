import type { ColumnsState, ProColumns } from '@ant-design/pro-components';
import { useMemo, useState } from 'react';
import type { BaseRow } from '@/schema/types';
import { storedColumns } from './savedViews/SavedViews';

/** A list's column settings, by column key: ProTable's `columnsState` shape, as it stored them. */
export type ColumnsMap = Record<string, ColumnsState>;

/** What the column settings read of a column. */
export interface ListColumn {
  key?: unknown;
  title?: unknown;
  fixed?: unknown;
  hideInTable?: boolean;
}

/** What the column settings need of the list. */
export interface ColumnSettings {
  /** The list's columns as it declares them (their own pinning). */
  columns: ListColumn[];
  value: ColumnsMap;
  /** Stores a choice (null: the list's own again) and shows it. */
  save: (next: ColumnsMap | null) => void;
}

const ownPin = (fixed: unknown): 'left' | 'right' | undefined =>
  fixed === 'left' || fixed === 'right' ? fixed : undefined;

/**
 * The list's column settings, kept in localStorage under `columnsKey` in the shape and key ProTable
 * kept them in (so users keep what they chose, and saved views carry them): each column shown
 * unless stored hidden, in its stored order, and pinned where it was stored. The columns the list
 * pins itself (its name on the left, its actions on the right) stay pinned there whatever is
 * stored: ProTable's popover offered to unpin them, but a plain column ignored it and a reload
 * pinned it again. `reread` changes when something else wrote the storage (a saved view applied).
 */
export function useColumnSettings<T extends BaseRow>(columns: ProColumns<T>[], columnsKey: string, reread: number) {
  const token = `${columnsKey}\n${reread}`;
  const [held, setHeld] = useState(() => ({ token, stored: storedColumns(columnsKey) as ColumnsMap | null }));
  let stored = held.stored;
  if (held.token !== token) {
    stored = storedColumns(columnsKey) as ColumnsMap | null;
    setHeld({ token, stored });
  }
  const value = useMemo(() => {
    const map: ColumnsMap = { ...stored };
    for (const c of columns) {
      const key = String(c.key);
      const locked = ownPin(c.fixed);
      map[key] = { show: true, ...map[key], ...(locked && { fixed: locked }) };
    }
    return map;
  }, [columns, stored]);
  // ProTable pins a plain column (no value type) by its own `fixed` alone, so the choice goes there
  // too; and it gives a pinned column without a width 200 px, where it takes what it needs.
  const shown = useMemo(
    () =>
      columns.map((c) => {
        const fixed = ownPin(c.fixed) ?? value[String(c.key)]?.fixed;
        return fixed === c.fixed ? c : { ...c, fixed, width: c.width ?? 'max-content' };
      }),
    [columns, value],
  );
  const save = (next: ColumnsMap | null) => {
    try {
      if (next) window.localStorage.setItem(columnsKey, JSON.stringify(next));
      else window.localStorage.removeItem(columnsKey);
    } catch {
      // Storage refused (full, or blocked): the choice holds until the list is left.
    }
    setHeld({ token, stored: next });
  };
  const settings: ColumnSettings = { columns, value, save };
  return { columns: shown, settings };
}
