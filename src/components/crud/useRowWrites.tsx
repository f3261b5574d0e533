import { Modal } from 'antd';
import type { RefObject } from 'react';
import { safeConfirm } from '@/components/feedbackNames';
import { useFeedback } from '@/components/useFeedback';
import { useT } from '@/locales/useT';
import type { BaseRow, Status } from '@/schema/types';
import type { CrudService } from '@/services/crud';
import { keepPlace } from './keepPlace';

/**
 * A list's writes on its rows: delete (one or many) and the status switch, asked first. The
 * service's write refreshes every view of the resource (src/services/query.ts). The
 * confirmations render where `holder` is placed, so they show while the list is full screen.
 * A write that takes rows out of the list (a delete; a status change under a status filter) keeps
 * the keyboard user's place in the table inside `box` (keepPlace).
 */
export function useRowWrites<T extends BaseRow>(
  service: CrudService<T>,
  rowName: (row: T) => string,
  onRemoved: (ids: Set<number>) => void,
  box: RefObject<HTMLElement>,
) {
  const t = useT();
  const { message } = useFeedback();
  // Its own confirmations, rendered where `holder` is placed, with the console's defaults.
  const [modal, holder] = Modal.useModal();
  const confirm = safeConfirm(modal.confirm);

  const remove = async (rows: T[]) => {
    const ids = rows.map((r) => r.id);
    const placeKept = keepPlace(box.current, ids);
    try {
      await service.remove(ids.length === 1 ? ids[0] : ids);
      message.success(ids.length > 1 ? t('crud.deletedRows', { count: ids.length }) : t('crud.deleted'));
      onRemoved(new Set(ids));
      placeKept();
    } catch {
      // The request layer has shown why (e.g. 1001, or a row still in use).
    }
  };

  const changeStatus = (row: T, next: Status) => {
    confirm({
      title: t(next ? 'crud.confirmEnable' : 'crud.confirmDisable', { name: rowName(row) }),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        // A list filtered by status loses the row, and its switch with it.
        const placeKept = keepPlace(box.current, [row.id]);
        try {
          await service.changeStatus(row.id, next);
          message.success(t('crud.statusChanged'));
          placeKept();
        } catch {
          // shown by the request layer
        }
      },
    });
  };

  return { remove, changeStatus, holder };
}
