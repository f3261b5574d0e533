/**
 * The audit log (docs/product-rules.md, audit log): one entry per write and per sign-in, failed
 * sign-in and sign-out. The backend's dispatcher (index.ts) is the one place that records them,
 * around the handlers that apply writes; no resource records its own.
 */
import {
  type AuditAction,
  type AuditActor,
  type AuditChange,
  auditLogSchema,
  SESSION_RESOURCE,
} from '../../src/schema/auditLog';
import { type Db, deepFreeze, type Row } from './db';
import type { MockRequest, MockResponse } from './http';
import { displayName, type ResourceDef } from './resource';

export const AUDIT_TABLE = auditLogSchema.name;

/** What an entry says apart from its time, actor and address. */
export interface AuditFact {
  resource: string;
  rowId: number | null;
  rowName: string | null;
  action: AuditAction;
  changes: AuditChange[];
  /**
   * The rows an entry of many rows wrote (an import's new members, the members a bulk change
   * changed): what finds the entry in each of their histories. Kept, never answered.
   */
  rowIds?: number[];
}

/** Fields whose values are never recorded, whatever the resource calls them. */
const SECRET_NAME = /password|passwd|token|secret/i;
/** Kept by every row; not part of what a write changed. */
const BOOKKEEPING = new Set(['id', 'createTime', 'updateTime']);
/** Longest account name a failed sign-in records (what was typed is not trusted). */
const MAX_TYPED_ACCOUNT = 64;

function isSecret(def: ResourceDef | undefined, field: string): boolean {
  const f = def?.schema.fields[field];
  return SECRET_NAME.test(field) || Boolean(f?.writeOnly) || f?.kind === 'password';
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Set by the server, not written by the user: a read-only field (who wrote a follow-up, what it
 * was about) or a name derived from a reference, or copied from it (the reference itself is
 * recorded, by its name).
 * An entry records what the write said, so it leaves these out.
 */
function serverSet(def: ResourceDef | undefined, field: string): boolean {
  const schema = def?.schema;
  return (
    Boolean(schema?.fields[field]?.readOnly) ||
    Boolean(schema?.derived && field in schema.derived) ||
    Boolean(def?.copiedNames?.includes(field))
  );
}

/** Not part of what a write changed. */
const notWritten = (def: ResourceDef | undefined, field: string) => BOOKKEEPING.has(field) || serverSet(def, field);

/** The client's address as the server sees it: the first X-Forwarded-For hop, else the socket's. */
export function clientIp(req: Pick<MockRequest, 'headers' | 'ip'>): string {
  const forwarded = req.headers['x-forwarded-for']?.split(',')[0]?.trim();
  return (forwarded || req.ip || '127.0.0.1').replace(/^::ffff:/, '');
}

export function actorOf(user: Row): AuditActor {
  return {
    id: user.id,
    account: String(user.account ?? ''),
    name: user.name == null ? null : String(user.name),
    level: user.isSuperAdmin == null ? null : Number(user.isSuperAdmin),
  };
}

/** A failed sign-in's actor: the account typed, with its id and level when it exists. */
export function typedActor(db: Db, accounts: string, typed: unknown): AuditActor {
  const account = String(typed ?? '').slice(0, MAX_TYPED_ACCOUNT);
  const known = db
    .table(accounts)
    .all()
    .find((u) => u.account === account);
  return known ? actorOf(known) : { id: null, account, name: null, level: null };
}

/** A whole row as changes (an add's `after`, a delete's `before`), secrets left out. */
export function rowChanges(def: ResourceDef | undefined, row: Row, side: 'before' | 'after'): AuditChange[] {
  return Object.entries(row)
    .filter(([field]) => !notWritten(def, field) && !isSecret(def, field))
    .map(([field, value]) => ({ field, [side]: value ?? null }));
}

/** The fields that differ between two versions of a row; a secret only says that it changed. */
export function diff(def: ResourceDef | undefined, before: Row, after: Row): AuditChange[] {
  const out: AuditChange[] = [];
  for (const field of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (notWritten(def, field) || same(before[field], after[field])) continue;
    out.push(
      isSecret(def, field)
        ? { field, redacted: true }
        : { field, before: before[field] ?? null, after: after[field] ?? null },
    );
  }
  return out;
}

/** How a row names itself in the log; null when it has nothing but its id. */
function rowNameOf(def: ResourceDef, row: Row, db: Db): string | null {
  const name = displayName(def, row, db);
  return name === String(row.id) ? null : name;
}

/** An edit that changed only the binding is a bind / unbind; only `priority`, a rule's reorder. */
function editAction(def: ResourceDef, changes: AuditChange[]): AuditAction {
  if (changes.length !== 1) return 'edit';
  const [c] = changes;
  if (def.bindField && c.field === def.bindField) return c.after == null ? 'unbind' : 'bind';
  if (c.field === 'priority' && 'priority' in def.schema.fields) return 'reorder';
  return 'edit';
}

const WRITE_OPS = new Set(['add', 'edit', 'delete', 'changeStatus', 'reorder']);

export const succeeded = (answer: MockResponse): boolean =>
  answer.status === 200 && (answer.body as { statusCode?: number } | null)?.statusCode === 200;

/**
 * Starts watching one write call of a resource: takes the rows it may change before it runs,
 * and returns what to record once it has answered (nothing when it failed).
 */
export function watchWrite(
  def: ResourceDef,
  op: string,
  body: Record<string, unknown>,
  db: Db,
): ((answer: MockResponse) => AuditFact[]) | undefined {
  if (!WRITE_OPS.has(op)) return undefined;
  const table = db.table(def.schema.name);
  const resource = def.schema.name;
  // A reorder moves the rule's neighbour too, which only the call finds: every rule is watched.
  const ids =
    op === 'reorder'
      ? table.all().map((r) => r.id)
      : (op === 'delete' && Array.isArray(body.ids) ? body.ids : [body.id]).map(Number);
  const before = new Map<number, Row>();
  for (const id of ids) {
    const row = table.get(id);
    if (row) before.set(id, { ...row });
  }
  return (answer) => {
    if (!succeeded(answer)) return [];
    if (op === 'add') {
      const id = (answer.body as { data?: { id?: number } }).data?.id;
      const row = id === undefined ? undefined : table.get(id);
      if (!row) return [];
      return [
        {
          resource,
          rowId: row.id,
          rowName: rowNameOf(def, row, db),
          action: 'add',
          changes: rowChanges(def, row, 'after'),
        },
      ];
    }
    if (op === 'delete')
      return [...before.values()].map((row) => ({
        resource,
        rowId: row.id,
        rowName: rowNameOf(def, row, db),
        action: 'delete' as const,
        changes: rowChanges(def, row, 'before'),
      }));
    // One entry per rule whose priority changed: the rule moved and the neighbour it swapped with.
    if (op === 'reorder')
      return [...before.values()].flatMap((old) => {
        const now = table.get(old.id);
        const changes = now ? diff(def, old, now) : [];
        return now && changes.length
          ? [{ resource, rowId: now.id, rowName: rowNameOf(def, now, db), action: 'reorder' as const, changes }]
          : [];
      });
    const [old] = before.values();
    const now = old && table.get(old.id);
    if (!old || !now) return [];
    const changes = diff(def, old, now);
    // A save that changed nothing wrote nothing: no entry (a status set to what it was still is one).
    if (op === 'edit' && !changes.length) return [];
    const action = op === 'changeStatus' ? op : editAction(def, changes);
    return [{ resource, rowId: now.id, rowName: rowNameOf(def, now, db), action, changes }];
  };
}

/** Session entries: sign-in, failed sign-in, sign-out. */
export const sessionFact = (action: 'signIn' | 'signInFailed' | 'signOut'): AuditFact => ({
  resource: SESSION_RESOURCE,
  rowId: null,
  rowName: null,
  action,
  changes: [],
});

/** The log of one backend instance: entries are added, never changed or removed. */
export class AuditLog {
  constructor(private db: Db) {}

  record(fact: AuditFact, actor: AuditActor, ip: string, now: string): void {
    deepFreeze(this.db.table(AUDIT_TABLE).insert({ time: now, actor, ...fact, ip }, now));
  }
}
