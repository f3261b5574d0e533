import { DeleteOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import type { ReactNode } from 'react';
import ConfirmPopover from '@/components/ConfirmPopover';
import { useT } from '@/locales/useT';

/** How many rows are selected, announced as it changes. */
export function SelectedCount({ count }: { count: number }) {
  const t = useT();
  // On one line: beside the actions on a phone, the count was squeezed to a character a line.
  return (
    <span aria-live="polite" style={{ whiteSpace: 'nowrap' }}>
      {t('crud.selected', { count })}
    </span>
  );
}

/** What can be done with the selected rows: clear the selection, delete them (asked first). */
export function SelectionActions({
  count,
  onClear,
  onDelete,
  extra,
}: {
  count: number;
  onClear: () => void;
  /** Absent: the level or the list deletes nothing. */
  onDelete?: () => void;
  /** The page's own actions on the selection. */
  extra?: ReactNode[];
}) {
  const t = useT();
  // The actions wrap onto more lines rather than run past the card on a phone.
  return (
    <Space size="middle" wrap>
      <Button type="link" size="small" onClick={onClear}>
        {t('crud.clearSelection')}
      </Button>
      {extra}
      {onDelete && (
        <ConfirmPopover
          title={t('crud.confirmBulkDelete', { count })}
          okText={t('crud.delete')}
          okButtonProps={{ danger: true }}
          cancelText={t('common.cancel')}
          onConfirm={onDelete}
        >
          <Button size="small" danger icon={<DeleteOutlined aria-hidden />}>
            {t('crud.bulkDelete')}
          </Button>
        </ConfirmPopover>
      )}
    </Space>
  );
}
