import type { ResourceView, RowAction } from '@/components/crud/types';
import { memberCell } from '@/pages/Member/links';
import { type Device, deviceService } from '@/services/device';
import { Battery, OnlineState, Signal } from './LiveStatus';
import RelativeTime from './RelativeTime';

interface Actions {
  t: (id: string, values?: Record<string, string>) => string;
  canWrite: boolean;
  bind: (row: Device) => void;
  unbind: (row: Device) => Promise<void>;
}

/** Devices: binding goes through the row actions, not the edit form. */
export const deviceView = ({ t, canWrite, bind, unbind }: Actions): ResourceView<Device> => ({
  service: deviceService,
  i18nPrefix: 'device',
  rowName: (row) => row.sn,
  fields: [
    { name: 'sn', searchOrder: 1 },
    // What the headband reports now, kept current by the device stream (src/services/live): first
    // after the number, so a phone's row summary shows them.
    { name: 'online', search: true, searchOrder: 6, render: (_, row) => <OnlineState device={row} /> },
    { name: 'battery', search: true, searchRange: true, searchOrder: 7, render: (_, row) => <Battery device={row} /> },
    { name: 'signal', search: false, render: (_, row) => <Signal device={row} /> },
    { name: 'model', searchOrder: 2, initialValue: 'BrainBand S2' },
    { name: 'firmwareVersion', search: false },
    { name: 'memberId', form: false, search: false, render: (_, row) => memberCell(row.memberName, row.memberId) },
    {
      name: 'bound',
      schema: { kind: 'enum', values: [1, 0], filter: 'eq' },
      table: false,
      form: false,
      detail: false,
      searchOrder: 4,
    },
    { name: 'status', search: true, searchOrder: 3 },
    // Searchable so Home's device figures (seen lately, not seen for days) link to their rows.
    {
      name: 'lastOnlineTime',
      search: true,
      searchOrder: 5,
      // Online, it is being seen now: said so rather than "a few seconds ago", which would age on screen.
      render: (_, row) => (row.online ? t('live.seenNow') : <RelativeTime value={row.lastOnlineTime} />),
    },
    { name: 'remark', table: false },
  ],
  createdColumn: false,
  // A bound headband is still in use (the server refuses its delete): it is unbound first.
  undeletable: (row) => (row.memberId != null ? 'device.unbindFirst' : undefined),
  rowActions: (row) => {
    const records: RowAction = {
      key: 'records',
      label: t('device.records'),
      to: `/training-record?deviceSn=${encodeURIComponent(row.sn)}`,
    };
    if (!canWrite) return [records];
    const binding: RowAction =
      row.memberId == null
        ? {
            key: 'bind',
            label: t('device.bind'),
            // A disabled headband is not handed out (the server refuses it too).
            disabledReason: row.status === 0 ? t('device.bindDisabled') : undefined,
            onClick: () => bind(row),
          }
        : {
            key: 'unbind',
            label: t('device.unbind'),
            danger: true,
            confirm: t('device.unbindConfirm', { sn: row.sn, name: row.memberName ?? '' }),
            confirmOk: t('device.unbind'),
            onClick: () => unbind(row),
          };
    return [binding, records];
  },
});
