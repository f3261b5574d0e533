import { useEffect, useState } from 'react';
import type { BaseRow } from '@/schema/types';
import type { CrudService, FormValues } from '@/services/crud';
import { isRecordMissing } from '@/services/errors';
import { useApiQuery } from '@/services/query';
import { draftKey, draftLeft, dropDraft } from './formDraft';

/**
 * Which row the add / edit form and the detail drawer show. Once opened, each stays mounted so
 * it can play its closing animation; until then neither is loaded.
 */
export function useListDialogs<T extends BaseRow>(service: CrudService<T, FormValues>) {
  // A form the session ended under reopens on return, with its draft (formDraft.ts): a new row's
  // at once, a row's edit once the row has been read again.
  const [left] = useState(() => draftLeft(service.name));
  const [editing, setEditing] = useState<T | 'new' | undefined>(left === 'new' ? 'new' : undefined);
  const [formUsed, setFormUsed] = useState(editing !== undefined);
  const [detail, setDetail] = useState<T>();
  const [detailUsed, setDetailUsed] = useState(false);
  const edit = (target: T | 'new') => {
    setFormUsed(true);
    setEditing(target);
  };
  // The row left in edit, until its form has reopened (or it turned out deleted): read once.
  const [pending, setPending] = useState(typeof left === 'number' ? left : undefined);
  // Silent: when the row cannot be read now, its draft waits for its Edit.
  const leftRow = useApiQuery({ ...service.queries.detail(pending ?? 0, { silent: true }), enabled: pending != null });
  useEffect(() => {
    if (pending == null) return;
    if (leftRow.data) {
      setPending(undefined);
      setFormUsed(true);
      setEditing((now) => now ?? leftRow.data);
    } else if (leftRow.error) {
      setPending(undefined);
      // A row deleted since has no form to reopen: its draft goes.
      if (isRecordMissing(leftRow.error)) dropDraft(draftKey(service.name, pending));
    }
  }, [leftRow.data, leftRow.error, pending, service.name]);
  return {
    editing,
    formUsed,
    detail,
    detailUsed,
    edit,
    closeForm: () => setEditing(undefined),
    openDetail: (row: T) => {
      setDetailUsed(true);
      setDetail(row);
    },
    closeDetail: () => setDetail(undefined),
  };
}
