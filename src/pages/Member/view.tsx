import { Link } from '@umijs/max';
import type { ResourceView } from '@/components/crud/types';
import { NONE } from '@/components/Text';
import { maskPhone } from '@/schema/member';
import { gradeService, worryService } from '@/services/catalogues';
import { deviceService } from '@/services/device';
import { type Member, memberService } from '@/services/member';
import { ageOf } from './utils';

/** Link to the device list filtered on one serial number. */
export const deviceLink = (sn: string | null | undefined, linked = true) =>
  !sn ? NONE : linked ? <Link to={`/device?sn=${encodeURIComponent(sn)}`}>{sn}</Link> : <span>{sn}</span>;

/** A member's profile page. */
export const profilePath = (id: number | string) => `/member/profile/${id}`;

/** A member's name as a link to their profile (plain text when the id is unknown). */
export const memberLink = (name: string | null | undefined, id: number | null | undefined) =>
  !name ? NONE : id == null ? <span>{name}</span> : <Link to={profilePath(id)}>{name}</Link>;

/**
 * A member's link in another list's column, kept to one cut line with the whole name in its title
 * (global.less): a long name grew the column and pushed the next columns under the pinned actions.
 */
export const memberCell = (name: string | null | undefined, id: number | null | undefined) =>
  name ? (
    <span className="crud-text-cell" title={name}>
      {memberLink(name, id)}
    </span>
  ) : (
    NONE
  );

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
