import { useT } from '@/locales/useT';
import MemberSelect from '@/pages/Member/components/MemberSelect';
import type { Device } from '@/services/device';
import BindDialog, { bindDevice } from './BindDialog';

/** Binds this headband to a member picked among those without one. */
export default function BindModal({
  device,
  onClose,
  onSaved,
}: {
  device: Device | undefined;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useT();
  return (
    <BindDialog
      open={Boolean(device)}
      title={t('device.bindTitle', { sn: device?.sn ?? '' })}
      field={{
        name: 'memberId',
        label: t('device.memberId'),
        help: t('device.bindHelp'),
      }}
      picker={<MemberSelect withoutDevice />}
      bind={async (memberId) => {
        if (!device) return '';
        await bindDevice(device.id, memberId);
        return device.sn;
      }}
      onClose={onClose}
      onSaved={onSaved}
      // The headband gone, its row leaves the list as after a bind: the list keeps the focus's place.
      onGone={onSaved}
    />
  );
}
