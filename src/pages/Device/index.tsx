import { useAccess } from '@umijs/max';
import { useMemo, useRef, useState } from 'react';
import CrudTable from '@/components/crud/CrudTable';
import { keepPlace } from '@/components/crud/keepPlace';
import LazyDialog from '@/components/LazyDialog';
import { useFeedback } from '@/components/useFeedback';
import { useFeatureTexts } from '@/locales/features';
import { useT } from '@/locales/useT';
import { type Device, deviceService } from '@/services/device';
import { useLiveStream } from '@/services/live/hooks';
import { lazyComponent } from '@/utils/lazyComponent';
import { deviceView } from './view';

/** The bind form (antd Form) loads when a headband is first bound. */
const BindModal = lazyComponent(() => import('./BindModal'));

/** /device (pageId 2): headbands, their live status, binding to members, status. */
export default function DevicePage() {
  useFeatureTexts();
  const t = useT();
  const { canWrite } = useAccess();
  const { message } = useFeedback();
  const [binding, setBinding] = useState<Device>();
  // The rows' online state, battery and signal change in place as the headbands report.
  useLiveStream();
  // Once opened, the form stays mounted so it can play its closing animation.
  const [bindUsed, setBindUsed] = useState(false);
  // A list filtered on bound or unbound headbands loses a row its bind or unbind changes, and the
  // row's More with it: the keyboard user's place is kept as a delete keeps it (keepPlace).
  const table = useRef<HTMLDivElement>(null);
  const view = useMemo(
    () =>
      deviceView({
        t,
        canWrite,
        bind: (row) => {
          setBindUsed(true);
          setBinding(row);
        },
        unbind: async (row) => {
          const placeKept = keepPlace(table.current, [row.id]);
          try {
            await deviceService.edit({ id: row.id, memberId: null });
            message.success(t('device.unbound', { sn: row.sn }));
            placeKept();
          } catch {
            // shown by the request layer
          }
        },
      }),
    [t, canWrite, message],
  );
  return (
    <>
      <div ref={table}>
        <CrudTable view={view} />
      </div>
      {bindUsed && (
        <LazyDialog open={binding !== undefined} onCancel={() => setBinding(undefined)} message={message}>
          <BindModal
            device={binding}
            onClose={() => setBinding(undefined)}
            onSaved={() => {
              if (binding) keepPlace(table.current, [binding.id])();
              setBinding(undefined);
            }}
          />
        </LazyDialog>
      )}
    </>
  );
}
