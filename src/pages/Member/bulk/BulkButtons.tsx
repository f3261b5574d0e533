import EditOutlined from '@ant-design/icons/EditOutlined';
import { Button } from 'antd';
import { Suspense, useState } from 'react';
import type { ListHandle } from '@/components/crud/types';
import { useT } from '@/locales/useT';
import type { Member } from '@/services/member';
import type { BulkTarget } from '@/services/memberBatch';
import { lazyComponent } from '@/utils/lazyComponent';

// The dialog loads when first opened: the list's first visit does not carry it.
const BulkDialog = lazyComponent(() => import('../batchDialogs').then((m) => ({ default: m.BulkDialog })));

function useDialog() {
  const [opened, setOpened] = useState(0);
  const [open, setOpen] = useState(false);
  return {
    opened,
    open,
    show: () => {
      setOpened((n) => n + 1);
      setOpen(true);
    },
    close: () => setOpen(false),
  };
}

/** "Change…" beside the selection's count: one change to the selected members (level 1). */
export function BulkSelectedButton({ selected }: { selected: Member[] }) {
  const t = useT();
  const dialog = useDialog();
  const target: BulkTarget = { ids: selected.map((m) => m.id) };
  return (
    <>
      <Button size="small" icon={<EditOutlined />} onClick={dialog.show}>
        {t('bulk.open')}
      </Button>
      {dialog.opened > 0 && (
        <Suspense fallback={null}>
          <BulkDialog
            key={dialog.opened}
            open={dialog.open}
            onClose={dialog.close}
            target={target}
            count={selected.length}
            members={selected}
          />
        </Suspense>
      )}
    </>
  );
}

/** "Change all N" in the toolbar: one change to every member the applied filters select. */
export function BulkFilteredButton({ list }: { list: ListHandle }) {
  const t = useT();
  const dialog = useDialog();
  const count = list.total ?? 0;
  return (
    <>
      <Button icon={<EditOutlined />} disabled={count === 0} onClick={dialog.show}>
        {t('bulk.openAll', { count })}
      </Button>
      {dialog.opened > 0 && (
        <Suspense fallback={null}>
          <BulkDialog
            key={dialog.opened}
            open={dialog.open}
            onClose={dialog.close}
            target={{ filters: list.applied?.() ?? {} }}
            count={count}
          />
        </Suspense>
      )}
    </>
  );
}
