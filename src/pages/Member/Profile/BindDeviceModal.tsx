import { Select } from 'antd';
import { pickableFirst } from '@/components/crud/pickableFirst';
import { useT } from '@/locales/useT';
import BindDialog, { bindDevice } from '@/pages/Device/BindDialog';
import { deviceService } from '@/services/device';
import type { Member } from '@/services/member';
import { useLoaded } from '@/services/query';

/**
 * Binds a headband to this member: the device list's bind, seen from the member's side.
 * Headbands held by someone else or disabled cannot be picked, as the server would refuse them.
 */
export default function BindDeviceModal({
  open,
  member,
  onClose,
  onSaved,
}: {
  open: boolean;
  member: Member;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useT();
  const devices = useLoaded({ ...deviceService.queries.list(), enabled: open });
  return (
    <BindDialog
      open={open}
      title={t('profile.bindTitle', { name: member.name })}
      field={{
        name: 'deviceId',
        label: t('member.deviceId'),
        help: t('member.deviceHelp'),
      }}
      picker={
        <Select
          showSearch
          optionFilterProp="label"
          loading={devices.loading}
          options={pickableFirst(
            (devices.data ?? []).map((d) => ({
              value: d.id,
              // Say why a headband cannot be picked: who holds it (as the member form's picker
              // does), or that it is disabled.
              label:
                d.memberId != null && d.memberName
                  ? t('crud.heldBy', { label: d.sn, name: d.memberName })
                  : d.status === 0
                    ? t('device.disabledOption', { label: d.sn })
                    : d.sn,
              disabled: d.memberId != null || d.status === 0,
            })),
          )}
        />
      }
      bind={async (deviceId) => {
        await bindDevice(deviceId, member.id);
        return devices.data?.find((d) => d.id === deviceId)?.sn ?? '';
      }}
      onClose={onClose}
      onSaved={onSaved}
    />
  );
}
