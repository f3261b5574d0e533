import { useState } from 'react';
import type { BaseRow } from '@/schema/types';
import { draftKey, readDraft } from './formDraft';

/**
 * Which row the add / edit form and the detail drawer show. Once opened, each stays mounted so
 * it can play its closing animation; until then neither is loaded.
 */
export function useListDialogs<T extends BaseRow>(resource: string) {
  // A draft of a new row left when the session ended reopens the form on return (formDraft.ts).
  const [editing, setEditing] = useState<T | 'new' | undefined>(() =>
    readDraft(draftKey(resource, 'new')) ? 'new' : undefined,
  );
  const [formUsed, setFormUsed] = useState(editing !== undefined);
  const [detail, setDetail] = useState<T>();
  const [detailUsed, setDetailUsed] = useState(false);
  return {
    editing,
    formUsed,
    detail,
    detailUsed,
    edit: (target: T | 'new') => {
      setFormUsed(true);
      setEditing(target);
    },
    closeForm: () => setEditing(undefined),
    openDetail: (row: T) => {
      setDetailUsed(true);
      setDetail(row);
    },
    closeDetail: () => setDetail(undefined),
  };
}
