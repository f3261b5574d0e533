import type { BaseRow, ResourceSchema, Status } from './types';

/** 1 online (the headband reports now), 0 offline. */
export const ONLINE_VALUES = [1, 0] as const;
export type Online = (typeof ONLINE_VALUES)[number];

/** Battery at or below this percentage counts as low (Home's device card, the list's warning colour). */
export const LOW_BATTERY = 20;

/** Signal quality 0-100 in words: good from SIGNAL_GOOD, fair from SIGNAL_FAIR, poor below. */
export const SIGNAL_GOOD = 70;
export const SIGNAL_FAIR = 40;
export type SignalLevel = 'good' | 'fair' | 'poor' | 'none';

/** The word for a signal quality; an offline headband has none. */
export function signalLevel(signal: number, online: boolean): SignalLevel {
  if (!online) return 'none';
  return signal >= SIGNAL_GOOD ? 'good' : signal >= SIGNAL_FAIR ? 'fair' : 'poor';
}

/** EEG headband. A member has at most one device; binding is kept in step with member.deviceId. */
export type Device = BaseRow & {
  /** Unique, e.g. BH-2024-000123. */
  sn: string;
  model: string;
  firmwareVersion: string;
  /** Bound member; null when unbound. */
  memberId: number | null;
  status: Status;
  /** Reported by the device (read only): now while it is online. */
  lastOnlineTime: string | null;
  remark: string;
  /** Reported by the device (read only), pushed on GET /dataDevice/stream (src/schema/live.ts). */
  online: Online;
  /** Percent, 0-100. */
  battery: number;
  /** Signal quality, 0-100 (0 while offline). */
  signal: number;
  /** The stream event that last changed the three above (0: none yet): lets a reader tell an older answer. */
  liveSeq: number;
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
    memberId: { kind: 'ref', ref: 'dataMember', nullable: true, filter: 'eq', sortable: true, sortsByName: true },
    lastOnlineTime: { kind: 'datetime', readOnly: true, nullable: true, sortable: true },
    remark: { kind: 'text', max: 200 },
    online: { kind: 'enum', values: ONLINE_VALUES, readOnly: true, filter: 'eq', sortable: true },
    battery: { kind: 'int', min: 0, max: 100, readOnly: true, sortable: true },
    signal: { kind: 'int', min: 0, max: 100, readOnly: true, sortable: true },
    liveSeq: { kind: 'int', readOnly: true },
  },
};
