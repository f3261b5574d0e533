import { useAccess } from '@umijs/max';

import { useMemo, useState } from 'react';
import CrudTable from '@/components/crud/CrudTable';
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
          try {
            await deviceService.edit({ id: row.id, memberId: null });
            message.success(t('device.unbound', { sn: row.sn }));
          } catch {
            // shown by the request layer
          }
        },
      }),
    [t, canWrite, message],
  );
  return (
    <>
      <CrudTable view={view} />
      {bindUsed && (
        <LazyDialog open={binding !== undefined} onCancel={() => setBinding(undefined)} message={message}>
          <BindModal device={binding} onClose={() => setBinding(undefined)} onSaved={() => setBinding(undefined)} />
        </LazyDialog>
      )}
    </>
  );
}
