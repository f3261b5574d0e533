import type { BaseRow, ResourceSchema } from './types';

/**
 * What an audit entry records (docs/product-rules.md, audit log): every write through the API
 * and every sign-in, failed sign-in and sign-out. Entries are written by the server only.
 */
export const AUDIT_ACTIONS = [
  'add',
  'edit',
  'delete',
  'changeStatus',
  'bind',
  'unbind',
  'reorder',
  'profile',
  'password',
  'signIn',
  'signInFailed',
  'signOut',
  // One entry per call that writes many members (docs/api.md, member import and bulk changes).
  'import',
  'bulkEdit',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** `resource` of sign-in, failed sign-in and sign-out entries. */
export const SESSION_RESOURCE = 'session';

/** Who did it, as the account was at that moment (a failed sign-in may name no account: id null). */
export interface AuditActor {
  id: number | null;
  account: string;
  name: string | null;
  /** isSuperAdmin at that moment. */
  level: number | null;
}

/**
 * One changed field. Edits list the changed fields with both values; an add lists the new row's
 * fields (`after` only), a delete the removed row's (`before` only). A password is never
 * recorded: its change shows as `{ field, redacted: true }`.
 */
export interface AuditChange {
  field: string;
  before?: unknown;
  after?: unknown;
  redacted?: true;
  /**
   * For a reference field, the referenced rows' names as the server answers the entry (their
   * names now; `#id` once a row is gone). The recorded values stay ids.
   */
  beforeText?: string;
  afterText?: string;
  /** In an entry of many rows (a bulk change), the row this change is of. */
  rowId?: number;
  rowName?: string;
}

/** The changes of an entry a page or a list of the log answers at most (GET /auditLog/detail has all). */
export const LISTED_CHANGES = 200;

export interface AuditEntry extends BaseRow {
  time: string;
  actor: AuditActor;
  /** Resource name as the API uses it (dataMember, sysWorry...), or `session`. */
  resource: string;
  /** The row written; null for session entries. */
  rowId: number | null;
  /** How the row was named when it was written (its name, title, sn or account). */
  rowName: string | null;
  action: AuditAction;
  /**
   * Its changes: in a page or a list the first LISTED_CHANGES of them, in its detail every one
   * (a bulk change of thousands of members made a page of the log megabytes long).
   */
  changes: AuditChange[];
  /** How many changes the entry has in all. */
  changeCount: number;
  /** Client address as the server saw it. */
  ip: string;
}

export const auditLogSchema: ResourceSchema = {
  name: 'auditLog',
  defaultSort: { field: 'time', order: 'descend' },
  fields: {
    time: { kind: 'datetime', required: true, filter: 'range', sortable: true },
    actor: { kind: 'json', required: true },
    resource: { kind: 'string', required: true, filter: 'eq', sortable: true },
    rowId: { kind: 'int', nullable: true, filter: 'eq', sortable: true },
    // Found by a part of it, any case: a row is looked for by its name more often than by its id.
    rowName: { kind: 'string', nullable: true, filter: 'like' },
    action: { kind: 'enum', required: true, values: AUDIT_ACTIONS, filter: 'in', sortable: true },
    changes: { kind: 'json', required: true },
    changeCount: { kind: 'int', readOnly: true },
    ip: { kind: 'string', required: true },
  },
};
