import { Link } from '@umijs/max';
import { Button, Tooltip } from 'antd';
import ConfirmPopover from '@/components/ConfirmPopover';
import type { ResourceView } from '@/components/crud/types';
import Text, { LINK_BUTTON } from '@/components/Text';
import { memberLink } from '@/pages/Member/view';
import { type Device, deviceService } from '@/services/device';
import RelativeTime from './RelativeTime';

interface Actions {
  t: (id: string, values?: Record<string, string>) => string;
  canWrite: boolean;
  bind: (row: Device) => void;
  unbind: (row: Device, reload: () => void) => Promise<void>;
}

/** Devices (DOMAIN.md `dataDevice`): binding goes through the row actions, not the edit form. */
export const deviceView = ({ t, canWrite, bind, unbind }: Actions): ResourceView<Device> => ({
  service: deviceService,
  i18nPrefix: 'device',
  rowName: (row) => row.sn,
  actionsWidth: canWrite ? 300 : 150,
  fields: [
    { name: 'sn', searchOrder: 1 },
    { name: 'model', searchOrder: 2, initialValue: 'BrainBand S2' },
    { name: 'firmwareVersion', search: false },
    { name: 'memberId', form: false, search: false, render: (_, row) => memberLink(row.memberName) },
    {
      name: 'bound',
      schema: { kind: 'enum', values: [1, 0], filter: 'eq' },
      table: false,
      form: false,
      detail: false,
      searchOrder: 4,
    },
    { name: 'status', search: true, searchOrder: 3 },
    { name: 'lastOnlineTime', search: false, render: (_, row) => <RelativeTime value={row.lastOnlineTime} /> },
    { name: 'remark', table: false },
  ],
  createdColumn: false,
  rowActions: (row, reload) => {
    const out = [
      <Link key="records" to={`/training-record?deviceSn=${encodeURIComponent(row.sn)}`}>
        {t('device.records')}
      </Link>,
    ];
    if (!canWrite) return out;
    if (row.memberId == null)
      out.unshift(
        // A disabled headband is not handed out (the server refuses it too).
        row.status === 0 ? (
          <Tooltip key="bind" title={t('device.bindDisabled')}>
            <Text type="secondary" aria-disabled style={{ cursor: 'not-allowed' }}>
              {t('device.bind')}
            </Text>
          </Tooltip>
        ) : (
          <Button key="bind" {...LINK_BUTTON} onClick={() => bind(row)}>
            {t('device.bind')}
          </Button>
        ),
      );
    else
      out.unshift(
        <ConfirmPopover
          key="unbind"
          title={t('device.unbindConfirm', { sn: row.sn, name: row.memberName ?? '' })}
          okText={t('device.unbind')}
          okButtonProps={{ danger: true }}
          cancelText={t('common.cancel')}
          onConfirm={() => unbind(row, reload)}
        >
          <Button {...LINK_BUTTON}>{t('device.unbind')}</Button>
        </ConfirmPopover>,
      );
    return out;
  },
});
