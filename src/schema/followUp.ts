import type { BaseRow, ResourceSchema } from './types';

/**
 * Follow-ups of Home's attention lists (docs/product-rules.md, follow-ups): staff record that they
 * followed a child up, or snooze the child's entry until a date. Written by levels 1 and 2, read by
 * every level, never changed or removed.
 */

/** The attention list an entry was on (GET /dashboard/overview, attention). */
export const FOLLOW_UP_KINDS = ['scoreDrop', 'idle', 'cycleEnding'] as const;
export type FollowUpKind = (typeof FOLLOW_UP_KINDS)[number];

/** `done`: followed up, with a note; `snooze`: off the list until `snoozeUntil`. */
export const FOLLOW_UP_ACTIONS = ['done', 'snooze'] as const;
export type FollowUpAction = (typeof FOLLOW_UP_ACTIONS)[number];

/** Levels that may add a follow-up; level 3 reads them. */
export const FOLLOW_UP_WRITE_LEVELS: readonly number[] = [1, 2];

/** A snooze ends at most this many days after today. */
export const SNOOZE_MAX_DAYS = 90;

export type FollowUp = BaseRow & {
  userId: number;
  kind: FollowUpKind;
  action: FollowUpAction;
  note: string;
  /** YYYY-MM-DD, the day the entry may show again (snooze only). */
  snoozeUntil: string | null;
  /**
   * What the entry was about, set by the server: `score:<assessment id>`, `idle:<last session
   * time>`, `cycle:<cycle id>`. Something new for the child (a new falling score, a new stop) is
   * another subject, and the entry shows again.
   */
  subject: string;
  /** Who, as the account was then (set by the server). */
  staffId: number;
  staffAccount: string;
  staffName: string | null;
  /** Derived (read only). */
  memberName?: string | null;
};

export const followUpSchema: ResourceSchema = {
  name: 'dataFollowUp',
  derived: { memberName: 'userId' },
  defaultSort: { field: 'createTime', order: 'descend' },
  fields: {
    userId: { kind: 'ref', ref: 'dataMember', required: true, filter: 'eq', sortable: true },
    kind: { kind: 'enum', required: true, values: FOLLOW_UP_KINDS, filter: 'eq' },
    action: { kind: 'enum', required: true, values: FOLLOW_UP_ACTIONS, filter: 'eq' },
    note: { kind: 'text', max: 500 },
    snoozeUntil: { kind: 'date', nullable: true },
    subject: { kind: 'string', readOnly: true, filter: 'eq' },
    staffId: { kind: 'int', readOnly: true, filter: 'eq' },
    staffAccount: { kind: 'string', readOnly: true },
    staffName: { kind: 'string', readOnly: true, nullable: true },
  },
};
