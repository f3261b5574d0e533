import type { ResourceSchema } from '../../src/schema/types';
import type { Db, Row } from './db';
import type { FieldErrors, MockResponse } from './http';
import type { Lang, TextKey } from './i18n';
import type { Rand } from './random';
import type { Scale } from './scale';

/*
 * What a resource of the mock backend is (its definition, the context of a call) and how its rows
 * read. How a write is checked is in validate.ts, how a query is answered in query.ts, and the
 * generic calls (/R/page, /R/add...) in resourceOps.ts.
 */

export interface Ctx {
  db: Db;
  lang: Lang;
  now: string;
  /** Signed-in user's id and level. */
  user: { id: number; isSuperAdmin: number };
  /** How text sorts for this reader (i18n.ts, collationOf). */
  collation?: string;
  /** Every resource definition, for reference checks. */
  defs: ReadonlyMap<string, ResourceDef>;
}

export interface ResourceDef {
  schema: ResourceSchema;
  /** How the resource names itself in "still used by ..." messages. */
  label: { zh: string; en: string };
  /** Field that names a row in messages (default: name, title, sn or account). */
  nameField?: string;
  /**
   * Stored copies of a referenced row's name, kept in step by the server (a record's memberName):
   * the audit log records the reference, by name, instead.
   */
  copiedNames?: string[];
  /** How a row names itself in messages and the audit log when no one field does (whose, when). */
  rowLabel?: (row: Row, db: Db) => string;
  /** Demo rows. Runs in registry order, so a seed can read the tables seeded before it. */
  seed?: (rand: Rand, db: Db, scale: Scale) => Record<string, unknown>[];
  /** Extra validation after the schema's; return field errors. */
  validate?: (row: Row, ctx: Ctx, existing?: Row) => FieldErrors | undefined;
  /** Derived values added to rows on read (names of references, counts...), texts in the reader's language. */
  decorate?: (row: Row, db: Db, lang: Lang) => Row;
  /** A presented row as a page or a list answers it, where lighter than its detail (the audit log's changes). */
  listed?: (row: Row, query: Record<string, string>) => Row;
  /** Query keys the schema does not cover: key -> predicate. */
  filters?: Record<string, (row: Row, value: string, db: Db) => boolean>;
  /** Business check before delete; return a message to refuse. */
  beforeDelete?: (row: Row, ctx: Ctx) => MockResponse | undefined;
  /** Business check before an edit or a status change is stored (`next`: the row as it would be); return a message to refuse. */
  beforeUpdate?: (existing: Row, next: Row, ctx: Ctx) => MockResponse | undefined;
  /** Only page/list/detail/delete (e.g. training records). */
  readOnly?: boolean;
  /** Only page/list/detail: rows are written by the backend itself, never by a call (the audit log). */
  appendOnly?: boolean;
  /** Levels that may read it (default: every level); the others get HTTP 403, as a write does. */
  readLevels?: readonly number[];
  /** Levels that may write it (default: level 1 only); the others get HTTP 403. */
  writeLevels?: readonly number[];
  /**
   * A reference that binds the row to another (a device's member): an edit that changes only
   * this field is recorded in the audit log as `bind` (set) or `unbind` (cleared).
   */
  bindField?: string;
  /**
   * How a `noOverlap` refusal words the rows the range meets: the message around the list and one
   * row of it (`name`, `lo`, `hi`). Default `overlap` and `overlapItem`: the resource's label, then
   * each row's name and range.
   */
  overlapTexts?: { message: TextKey; item: TextKey };
  /** Status code for a unique-field clash (default: a 400 field error). */
  uniqueConflictCode?: number;
  /** Calls beyond the generic seven, by op name: /<resource>/<op>. */
  extra?: Record<string, ExtraOp>;
}

export interface ExtraOp {
  method: 'GET' | 'POST';
  /** Needs level 1, like every generic write. */
  write?: boolean;
  handle: (query: Record<string, string>, body: Record<string, unknown>, ctx: Ctx) => MockResponse;
  /**
   * Instead of `handle`, for a call that writes many rows: answers with the audit entries it
   * makes, which the dispatcher records once the call has succeeded (one entry per call).
   */
  audited?: (
    query: Record<string, string>,
    body: Record<string, unknown>,
    ctx: Ctx,
  ) => { answer: MockResponse; facts: import('./audit').AuditFact[] };
}

const NAME_FIELDS = ['name', 'title', 'sn', 'account'];

export function displayName(def: ResourceDef, row: Row, db: Db): string {
  if (def.rowLabel) return def.rowLabel(row, db);
  const f = def.nameField ?? NAME_FIELDS.find((k) => k in def.schema.fields) ?? 'id';
  return String(row[f] ?? row.id);
}

/**
 * Rows as the client sees them: write-only fields removed, derived values added, and every other
 * field of the schema there (one the server never set, such as a new account's lastLoginTime, as
 * null), as docs/openapi.json promises.
 */
export function present(def: ResourceDef, row: Row, db: Db, lang: Lang): Row {
  const out: Row = { ...row };
  for (const [k, f] of Object.entries(def.schema.fields)) {
    if (f.writeOnly) delete out[k];
    else if (out[k] === undefined) out[k] = f.kind === 'refs' ? [] : null;
  }
  return def.decorate ? def.decorate(out, db, lang) : out;
}
