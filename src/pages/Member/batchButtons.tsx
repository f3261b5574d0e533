import { EditOutlined, UploadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useCallback, useState } from 'react';
import type { ListHandle } from '@/components/crud/types';
import LazyDialog from '@/components/LazyDialog';
import { useDialogOpening } from '@/components/useDialogOpening';
import { useT } from '@/locales/useT';
import type { Member } from '@/services/member';
import type { BulkTarget } from '@/services/memberBatch';
import { lazyComponent } from '@/utils/lazyComponent';

// The dialogs load when one is first opened: the list's first visit carries neither.
const ImportDialog = lazyComponent(() => import('./batchDialogs').then((m) => ({ default: m.ImportDialog })));
const BulkDialog = lazyComponent(() => import('./batchDialogs').then((m) => ({ default: m.BulkDialog })));

/** Which dialog is open: the import, or a bulk change of these members. */
export type BatchDialog =
  | { kind: 'import' }
  | { kind: 'bulk'; target: BulkTarget; count: number; members?: Pick<Member, 'id' | 'name' | 'deviceId'>[] };

/**
 * The member list's import and bulk-change dialogs, held by the page rather than by the buttons:
 * the buttons sit in the table, which mounts afresh when the screen crosses the phone's width,
 * and an open dialog stays open through that.
 */
export function useBatchDialogs() {
  const [dialog, setDialog] = useState<BatchDialog>();
  // Each opening starts afresh (a new dialog, no file or choice from the last time).
  const { open, opened, show: showDialog, close } = useDialogOpening();
  const show = useCallback(
    (next: BatchDialog) => {
      setDialog(next);
      showDialog();
    },
    [showDialog],
  );
  const holder =
    dialog && opened > 0 ? (
      <LazyDialog open={open} onCancel={close}>
        {dialog.kind === 'import' ? (
          <ImportDialog key={opened} open={open} onClose={close} />
        ) : (
          <BulkDialog
            key={opened}
            open={open}
            onClose={close}
            target={dialog.target}
            count={dialog.count}
            members={dialog.members}
          />
        )}
      </LazyDialog>
    ) : null;
  return { show, holder };
}

/** "Import" in the member list's toolbar (level 1). */
export function ImportButton({ onOpen }: { onOpen: (d: BatchDialog) => void }) {
  const t = useT();
  return (
    <Button icon={<UploadOutlined aria-hidden />} onClick={() => onOpen({ kind: 'import' })}>
      {t('memberImport.open')}
    </Button>
  );
}

/** "Change…" beside the selection's count: one change to the selected members (level 1). */
export function BulkSelectedButton({ selected, onOpen }: { selected: Member[]; onOpen: (d: BatchDialog) => void }) {
  const t = useT();
  return (
    <Button
      size="small"
      icon={<EditOutlined aria-hidden />}
      onClick={() =>
        onOpen({
          kind: 'bulk',
          target: { ids: selected.map((m) => m.id) },
          count: selected.length,
          members: selected.map((m) => ({ id: m.id, name: m.name, deviceId: m.deviceId })),
        })
      }
    >
      {t('bulk.open')}
    </Button>
  );
}

/** "Change all N" in the toolbar: one change to every member the applied filters select. */
export function BulkFilteredButton({ list, onOpen }: { list: ListHandle; onOpen: (d: BatchDialog) => void }) {
  const t = useT();
  const count = list.total ?? 0;
  return (
    <Button
      icon={<EditOutlined aria-hidden />}
      disabled={count === 0}
      onClick={() => onOpen({ kind: 'bulk', target: { filters: list.applied?.() ?? {} }, count })}
    >
      {/* Until the list has answered (or when it could not), how many is not known: not "0". */}
      {list.total === undefined ? t('bulk.openAllUnknown') : t('bulk.openAll', { count })}
    </Button>
  );
}
