import type { BaseRow, ResourceSchema, Status } from './types';

/** EEG headband. A member has at most one device; binding is kept in step with member.deviceId. */
export type Device = BaseRow & {
  /** Unique, e.g. BH-2024-000123. */
  sn: string;
  model: string;
  firmwareVersion: string;
  /** Bound member; null when unbound. */
  memberId: number | null;
  status: Status;
  /** Reported by the device (read only). */
  lastOnlineTime: string | null;
  remark: string;
  /** Derived (read only). */
  memberName?: string | null;
};

export const deviceSchema: ResourceSchema = {
  name: 'dataDevice',
  derived: { memberName: 'memberId' },
  status: true,
  defaultSort: { field: 'sn', order: 'ascend' },
  fields: {
    sn: { kind: 'string', required: true, unique: true, min: 3, max: 32, filter: 'like', sortable: true },
    model: { kind: 'string', required: true, max: 32, filter: 'like', sortable: true },
    firmwareVersion: { kind: 'string', max: 32, filter: 'like', sortable: true },
    memberId: { kind: 'ref', ref: 'dataMember', nullable: true, filter: 'eq', sortable: true },
    lastOnlineTime: { kind: 'datetime', readOnly: true, nullable: true, sortable: true },
    remark: { kind: 'text', max: 200 },
  },
};
