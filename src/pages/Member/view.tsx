import type { ResourceView } from '@/components/crud/types';
import { NONE } from '@/components/Text';
import { maskPhone } from '@/schema/member';
import { gradeService, worryService } from '@/services/catalogues';
import { deviceService } from '@/services/device';
import { type Member, memberService } from '@/services/member';
import { deviceLink, memberLink } from './links';
import { ageOf } from './utils';

/** pageIds of the pages the current user may open (training records 1, devices 2). */
export interface Reach {
  records: boolean;
  devices: boolean;
}

export const memberView = (
  t: (id: string) => string,
  reach: Reach,
  toolbar?: ResourceView<Member>['toolbar'],
): ResourceView<Member> => ({
  service: memberService,
  toolbar,
  i18nPrefix: 'member',
  formWidth: 720,
  fields: [
    { name: 'name', searchOrder: 1, render: (_, row) => memberLink(row.name, row.id) },
    { name: 'gender', search: false, initialValue: 1 },
    {
      name: 'age',
      schema: { kind: 'int', readOnly: true },
      search: false,
      detail: false,
      render: (_, row) => ageOf(row.birthday) ?? '-',
    },
    { name: 'birthday', table: false },
    {
      name: 'gradeId',
      refService: gradeService,
      searchOrder: 3,
      render: (_, row) => row.gradeName ?? NONE,
    },
    { name: 'guardianName', search: false },
    { name: 'guardianPhone', searchOrder: 2, maskForReaders: maskPhone },
    { name: 'worryIds', table: false, refService: worryService, searchOrder: 5 },
    {
      name: 'deviceId',
      search: false,
      refService: deviceService,
      refLabel: 'sn',
      refHeldBy: (d) =>
        d.memberId == null ? undefined : { id: Number(d.memberId), name: String(d.memberName ?? `#${d.memberId}`) },
      // As the server refuses it (docs/api.md): a disabled headband is bound to no one.
      refRefused: (d) => (d.status === 0 ? 'device.disabledOption' : undefined),
      help: 'member.deviceHelp',
      render: (_, row) => deviceLink(row.deviceSn, reach.devices),
    },
    { name: 'status', search: true, searchOrder: 4 },
    { name: 'trainingCount', search: false },
    // Searchable so Home's figures (members who trained, idle children) link to their rows.
    { name: 'lastTrainingTime', search: true, searchOrder: 6 },
    // Search only (the list shows no created column): Home's "new members" links here.
    {
      name: 'createTime',
      schema: { kind: 'date' },
      search: true,
      table: false,
      form: false,
      detail: false,
      searchOrder: 7,
    },
  ],
  createdColumn: false,
  rowActions: (row) => [
    { key: 'behavior', label: t('member.toBehavior'), to: `/member/member-behavior-score/${row.id}` },
    { key: 'cycle', label: t('member.toCycles'), to: `/member/member-training-cycle/${row.id}` },
    ...(reach.records
      ? [{ key: 'records', label: t('member.toRecords'), to: `/training-record?userId=${row.id}` }]
      : []),
  ],
});
