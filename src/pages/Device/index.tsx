import { useAccess } from '@umijs/max';
import { App } from 'antd';
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import CrudTable from '@/components/crud/CrudTable';
import type { RowPlace } from '@/components/crud/types';
import { invalidateRefOptions } from '@/components/crud/useRefOptions';
import { useT } from '@/locales/useT';
import { type Device, deviceService } from '@/services/device';
import { deviceView } from './view';

/** The bind form (antd Form) loads when a headband is first bound. */
const BindModal = lazy(() => import('./BindModal'));

/** /device (pageId 2): headbands, binding to members, status. */
export default function DevicePage() {
  const t = useT();
  const { canWrite } = useAccess();
  const { message } = App.useApp();
  const [binding, setBinding] = useState<Device>();
  // Once opened, the form stays mounted so it can play its closing animation.
  const [bindUsed, setBindUsed] = useState(false);
  const reloadRef = useRef<() => void>();
  const view = useMemo(() => {
    return deviceView({
      t,
      canWrite,
      bind: (row) => {
        setBindUsed(true);
        setBinding(row);
      },
      unbind: async (row, reload) => {
        try {
          await deviceService.edit({ id: row.id, memberId: null });
          invalidateRefOptions('dataMember');
          invalidateRefOptions('dataDevice');
          message.success(t('device.unbound', { sn: row.sn }));
          reload();
        } catch {
          // shown by the request layer
        }
      },
    });
  }, [t, canWrite, message]);
  // The table's reload, captured from a row action's call (the bind modal closes outside the table).
  const wrapped = useMemo(
    () => ({
      ...view,
      rowActions: (row: Device, reload: () => void, place: RowPlace) => {
        reloadRef.current = reload;
        return view.rowActions?.(row, reload, place) ?? [];
      },
    }),
    [view],
  );
  return (
    <>
      <CrudTable view={wrapped} />
      {bindUsed && (
        <Suspense fallback={null}>
          <BindModal
            device={binding}
            onClose={() => setBinding(undefined)}
            onSaved={() => {
              setBinding(undefined);
              invalidateRefOptions('dataDevice');
              reloadRef.current?.();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
