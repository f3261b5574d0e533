import { beforeStart, dateProblem } from '../../src/schema/dateLimits';
import { COLOR_RE, EMAIL_RE, URL_RE } from '../../src/schema/patterns';
import { maskPhone, phonesMasked } from '../../src/schema/phone';
import { oneLine, showsNothing } from '../../src/schema/text';
import { type FieldSchema, isDateKind, type ResourceSchema } from '../../src/schema/types';
import { calendar } from './calendar';
import { type Db, type OrderBy, type Row, SortedRows, type Table } from './db';
import { ApiFailure, type FieldErrors, fail, type MockResponse, ok } from './http';
import { fieldName, type Lang, type TextKey, t } from './i18n';
import type { Rand } from './random';
import type { Scale } from './scale';

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

// ---------------------------------------------------------------- validation

const DATE_RE = /^\d{4}-\d{2}-\d{2}/;

/** Missing, or text that shows nothing (spaces, invisible characters): what the form's required rules refuse. */
const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && showsNothing(v));

/** Coerces and checks one field; returns [value, error]. */
function checkField(f: FieldSchema, raw: unknown, ctx: Ctx, stored?: unknown): [unknown, string | undefined] {
  const { lang } = ctx;
  if (isBlank(raw) || (Array.isArray(raw) && raw.length === 0 && f.required)) {
    if (f.required) return [undefined, t(lang, 'required')];
    if (f.kind === 'refs') return [[], undefined];
    return [f.kind === 'string' || f.kind === 'text' ? '' : null, undefined];
  }
  switch (f.kind) {
    case 'int':
    case 'number': {
      const n = typeof raw === 'number' ? raw : Number(raw);
      if (!Number.isFinite(n)) return [raw, t(lang, 'notNumber')];
      if (f.kind === 'int' && !Number.isInteger(n)) return [raw, t(lang, 'notInteger')];
      if (f.min !== undefined && n < f.min) return [n, t(lang, 'tooSmall', { n: f.min })];
      if (f.max !== undefined && n > f.max) return [n, t(lang, 'tooLarge', { n: f.max })];
      return [n, undefined];
    }
    case 'bool':
      return [Boolean(raw), undefined];
    case 'enum': {
      const v = f.values?.find((x) => String(x) === String(raw));
      return v === undefined ? [raw, t(lang, 'badValue')] : [v, undefined];
    }
    case 'date':
    case 'datetime': {
      const s = String(raw);
      if (!DATE_RE.test(s) || Number.isNaN(Date.parse(s))) return [raw, t(lang, 'badDate')];
      const value = f.kind === 'date' ? s.slice(0, 10) : new Date(s).toISOString();
      const problem = dateProblem(f, value, new Date(ctx.now), stored, calendar().dayOf);
      if (problem?.kind === 'future') return [raw, t(lang, 'future')];
      if (problem?.kind === 'age') return [raw, t(lang, 'ageRange', { min: problem.min, max: problem.max })];
      if (problem?.kind === 'outside') return [raw, t(lang, 'dayRange', { from: problem.from, to: problem.to })];
      return [value, undefined];
    }
    case 'ref': {
      const id = Number(raw);
      const row = f.ref ? ctx.db.table(f.ref).get(id) : undefined;
      if (!row) return [raw, t(lang, 'refMissing')];
      return [id, disabledChoice(f, [row], ctx, stored)];
    }
    case 'refs': {
      if (!Array.isArray(raw)) return [raw, t(lang, 'badValue')];
      const ids = [...new Set(raw.map(Number))];
      const rows = ids.map((id) => (f.ref ? ctx.db.table(f.ref).get(id) : undefined));
      if (rows.some((row) => !row)) return [raw, t(lang, 'refMissing')];
      return [ids, disabledChoice(f, rows as Row[], ctx, stored)];
    }
    case 'json':
      return [raw, undefined];
    default: {
      if (typeof raw !== 'string') return [raw, t(lang, 'badValue')];
      // A password is kept as typed (the sign-in compares it so); every other text without its
      // spaces around, and on one line but in a text area's field.
      const s = f.kind === 'password' ? raw : (f.kind === 'text' ? raw : oneLine(raw)).trim();
      // In characters (code points), as the form counts them: an emoji is one.
      const length = [...s].length;
      if (f.min !== undefined && length < f.min) return [s, t(lang, 'tooShort', { n: f.min })];
      if (f.max !== undefined && length > f.max) return [s, t(lang, 'tooLong', { n: f.max })];
      if (f.kind === 'url' && !URL_RE.test(s)) return [s, t(lang, 'badUrl')];
      if (f.kind === 'email' && !EMAIL_RE.test(s)) return [s, t(lang, 'badEmail')];
      if (f.kind === 'color' && !COLOR_RE.test(s)) return [s, t(lang, 'badColor')];
      if (f.pattern && !new RegExp(f.pattern).test(s)) {
        const key =
          f.patternMessage === 'validation.account'
            ? 'badAccount'
            : f.patternMessage === 'validation.password'
              ? 'weakPassword'
              : f.patternMessage === 'validation.phone'
                ? 'badPhone'
                : 'badFormat';
        return [s, t(lang, key)];
      }
      return [s, undefined];
    }
  }
}

/**
 * The refusal of a settings row disabled since, chosen anew: a disabled catalogue row stays where
 * it is chosen already (a member of a grade disabled later still saves its other fields), but is
 * taken for no new choice, as the console's pickers offer it for none (docs/product-rules.md).
 */
function disabledChoice(f: FieldSchema, rows: Row[], ctx: Ctx, stored: unknown): string | undefined {
  const off = disabledAnew(f, rows, ctx, stored);
  return off && t(ctx.lang, 'refDisabled', off);
}

/**
 * The first of these rows that a reference field would take anew (not among `stored`, what it
 * holds now) although its settings catalogue has disabled it, as a message names it: the
 * catalogue's word for one row and the row's name. Also the bulk change's check (memberBatch.ts).
 */
export function disabledAnew(
  f: FieldSchema,
  rows: Row[],
  ctx: Ctx,
  stored: unknown,
): { what: string; name: string } | undefined {
  const def = f.ref ? ctx.defs.get(f.ref) : undefined;
  if (!def?.schema.catalogue || !def.schema.status) return undefined;
  const held = new Set((Array.isArray(stored) ? stored : [stored]).map(Number));
  const off = rows.find((row) => row.status === 0 && !held.has(row.id));
  return off && { what: def.label[ctx.lang], name: displayName(def, off, ctx.db) };
}

/**
 * Validates a write. `existing` is the stored row on edit. Returns the clean row to store;
 * throws ApiFailure with field errors (statusCode 400) when anything is wrong.
 */
export function validate(def: ResourceDef, input: Record<string, unknown>, ctx: Ctx, existing?: Row) {
  const { schema } = def;
  const errors: FieldErrors = {};
  const clean: Record<string, unknown> = {};
  const table = ctx.db.table(schema.name);

  for (const [name, f] of Object.entries(schema.fields)) {
    if (f.readOnly) continue;
    // On edit an absent field keeps its stored value; a write-only one (password) means "unchanged".
    if (existing && !(name in input)) continue;
    if (!existing && f.requiredOnAdd && isBlank(input[name])) {
      errors[name] = t(ctx.lang, 'required');
      continue;
    }
    if (f.writeOnly && isBlank(input[name])) continue;
    const [value, error] = checkField(f, input[name], ctx, existing?.[name]);
    if (error) errors[name] = error;
    else clean[name] = value;
    if (!error && f.unique && !isBlank(value)) {
      const within = f.uniqueWithin;
      const scope = within && String(input[within] ?? existing?.[within]);
      const clash = table
        .all()
        .find(
          (r) =>
            r.id !== existing?.id &&
            (!within || String(r[within]) === scope) &&
            String(r[name]).toLowerCase() === String(value).toLowerCase(),
        );
      if (clash) {
        if (def.uniqueConflictCode) throw new ApiFailure(fail(def.uniqueConflictCode, t(ctx.lang, 'accountExists')));
        errors[name] = t(ctx.lang, 'duplicate', { field: fieldName(ctx.lang, name) });
      }
    }
  }
  if (schema.status) {
    if ('status' in input || !existing) {
      const s = input.status ?? 1;
      if (s !== 0 && s !== 1 && s !== '0' && s !== '1') errors.status = t(ctx.lang, 'badValue');
      else clean.status = Number(s);
    }
  }
  if (schema.sort) {
    if ('sort' in input || !existing) {
      const [v, e] = checkField({ kind: 'int', min: 0, max: 9999 }, input.sort ?? 0, ctx);
      if (e) errors.sort = e;
      else clean.sort = v;
    }
  }

  const merged: Row = { ...(existing ?? ({} as Row)), ...clean } as Row;
  for (const rule of schema.rules ?? []) {
    if (rule.kind === 'lte' || rule.kind === 'lt') {
      const a = merged[rule.a] as number | null;
      const b = merged[rule.b] as number | null;
      if (errors[rule.a] || errors[rule.b] || a == null || b == null) continue;
      const key = isDateKind(schema.fields[rule.a]?.kind) ? (`${rule.kind}Date` as const) : rule.kind;
      if (rule.kind === 'lte' ? a > b : a >= b)
        errors[rule.a] = t(ctx.lang, key, { field: fieldName(ctx.lang, rule.b), b: String(b) });
    } else if (rule.kind === 'noOverlap') {
      const lo = merged[rule.min] as number;
      const hi = merged[rule.max] as number;
      if (errors[rule.min] || errors[rule.max] || lo == null || hi == null) continue;
      // Every row it overlaps is named: moved past one, the range could still meet the next.
      const others = table
        .all()
        .filter(
          (r) =>
            r.id !== existing?.id &&
            (!rule.scope || r[rule.scope] === merged[rule.scope]) &&
            (r[rule.min] as number) <= hi &&
            lo <= (r[rule.max] as number),
        )
        .sort((a, b) => (a[rule.min] as number) - (b[rule.min] as number));
      const texts = def.overlapTexts ?? { message: 'overlap', item: 'overlapItem' };
      if (others.length)
        errors[rule.min] = t(ctx.lang, texts.message, {
          what: def.label[ctx.lang],
          list: others
            .map((other) =>
              t(ctx.lang, texts.item, {
                name: displayName(def, other, ctx.db),
                lo: String(other[rule.min]),
                hi: String(other[rule.max]),
              }),
            )
            .join(t(ctx.lang, 'listSeparator')),
        });
    } else if (rule.kind === 'fromStart') {
      if (errors[rule.field] || errors[rule.start]) continue;
      if (beforeStart(rule, merged, calendar().dayOf(ctx.now), existing))
        errors[rule.field] = t(ctx.lang, 'fromStart', { date: String(merged[rule.start]) });
    }
  }
  if (Object.keys(errors).length === 0) Object.assign(errors, def.validate?.(merged, ctx, existing) ?? {});
  if (Object.keys(errors).length) throw new ApiFailure(fail(400, errors));
  return clean;
}

// ---------------------------------------------------------------- querying

type Predicate = (row: Row) => boolean;

/** One query key as a test of a row, or undefined when the key does not filter (unknown or blank). */
function keyFilter(def: ResourceDef, key: string, value: string, db: Db, reading: Reading): Predicate | undefined {
  if (value === '' || value === undefined) return undefined;
  // A value the reader sees masked is found by all of it, never by a part (which would tell its digits).
  if (reading.hidden?.includes(key)) return (row) => row[key] === value;
  const custom = def.filters?.[key];
  if (custom) return (row) => custom(row, value, db);
  const rangeMatch = /^(.+?)(From|To|Min|Max)$/.exec(key);
  if (rangeMatch && (rangeMatch[1] in def.schema.fields || rangeMatch[1] === 'createTime')) {
    const [, field, edge] = rangeMatch;
    if (edge === 'From' || edge === 'To') {
      // A date (10 characters) stands for its whole day, in the reader's calendar for a time field
      // (dayBound); each row's text is compared whole with the bound (no text is cut per row: a
      // large table has many).
      if (value.length < 10) {
        return (row) => {
          const v = row[field];
          if (v == null) return false;
          const text = String(v).slice(0, 10);
          return edge === 'From' ? text >= value : text <= value;
        };
      }
      const bound = value.length !== 10 ? value : dayBound(def, field, edge, value);
      return edge === 'From'
        ? (row) => row[field] != null && String(row[field]) >= bound
        : (row) => row[field] != null && String(row[field]) <= bound;
    }
    const n = Number(value);
    return (row) => {
      const v = row[field];
      if (v == null) return false;
      return edge === 'Min' ? !(Number(v) < n) : !(Number(v) > n);
    };
  }
  const f: FieldSchema | undefined =
    key === 'status' && def.schema.status ? { kind: 'enum', filter: 'eq' } : def.schema.fields[key];
  if (!f?.filter && key !== 'id') return undefined;
  if (f?.filter === 'like') {
    const part = value.toLowerCase();
    // A large table repeats its values (a member's name on each of its records): each distinct one is read once.
    const seen = new Map<unknown, boolean>();
    return (row) => {
      const v = row[key];
      let found = seen.get(v);
      if (found === undefined) {
        found = String(v ?? '')
          .toLowerCase()
          .includes(part);
        seen.set(v, found);
      }
      return found;
    };
  }
  if (f?.filter === 'contains' || f?.kind === 'refs') {
    const wanted = value.split(',').map(Number);
    return (row) => {
      const v = row[key];
      return Array.isArray(v) && wanted.some((w) => (v as number[]).includes(w));
    };
  }
  if (f?.filter === 'in') {
    const allowed = new Set(value.split(','));
    return (row) => allowed.has(String(row[key]));
  }
  if (value === 'null') return (row) => row[key] == null;
  return (row) => String(row[key]) === value;
}

/** The query's filters as one test, parsed once per query rather than once per row. */
function compileFilters(
  def: ResourceDef,
  filters: Record<string, string>,
  db: Db,
  reading: Reading,
): Predicate | undefined {
  const tests = Object.entries(filters)
    .map(([k, v]) => keyFilter(def, k, v, db, reading))
    .filter((p): p is Predicate => p !== undefined);
  if (tests.length === 0) return undefined;
  return (row) => {
    for (const test of tests) if (!test(row)) return false;
    return true;
  };
}

const PAGING_KEYS = new Set(['current', 'pageSize', 'sortField', 'sortOrder', '_t']);

interface Order {
  field: string;
  /** 1 ascending, -1 descending. */
  dir: 1 | -1;
  /** A text field's collation (the reader's language), else the values' own order. */
  collation?: string;
}

/** Field kinds whose values are words: they sort as the reader's language sorts them. */
const TEXT_KINDS = new Set(['string', 'text']);

function orderOf(def: ResourceDef, q: Record<string, string>, reading: Reading): Order {
  const fallback =
    def.schema.defaultSort ??
    (def.schema.sort ? { field: 'sort', order: 'ascend' } : { field: 'id', order: 'descend' });
  // An order by values the reader sees masked would tell of their hidden part: the default order instead.
  const sortField = reading.hidden?.includes(q.sortField) ? '' : q.sortField;
  const asked = sortField || fallback.field;
  const dir = (sortField ? q.sortOrder : fallback.order) === 'descend' ? -1 : 1;
  // A reference sorted by name is sorted by the name the rows carry of it (presented rows).
  const named = def.schema.fields[asked]?.sortsByName
    ? Object.entries(def.schema.derived ?? {}).find(([, source]) => source === asked)?.[0]
    : undefined;
  const field = named ?? asked;
  const text = named !== undefined || TEXT_KINDS.has(def.schema.fields[field]?.kind ?? '');
  return { field, dir, collation: text ? reading.collation : undefined };
}

/**
 * A key answered by `decorate` or computed by the server (a readOnly field, such as a member's
 * trainingCount): filtering or sorting by it needs presented rows. Keys that do not filter at all
 * (unknown ones) need nothing.
 */
function isDerived(def: ResourceDef, key: string, sorting: boolean): boolean {
  if (key === 'id' || key === 'createTime' || key === 'updateTime') return false;
  if (key === 'status' && def.schema.status) return false;
  if (key === 'sort' && def.schema.sort) return false;
  if (!sorting && def.filters?.[key]) return false;
  const range = sorting ? null : /^(.+?)(From|To|Min|Max)$/.exec(key);
  if (range && range[1] === 'createTime') return false;
  const field = def.schema.fields[key] ?? (range ? def.schema.fields[range[1]] : undefined);
  if (!field) return sorting;
  return Boolean(field.readOnly);
}

/**
 * A key that matches rows by equality with a stored value (an `eq` filter of the schema, or the
 * id): its rows are one group of the table's index on that field (a member's training records).
 */
function isEquality(def: ResourceDef, key: string, reading: Reading): boolean {
  if (reading.hidden?.includes(key) || def.filters?.[key]) return false;
  if (key === 'id' || (key === 'status' && def.schema.status)) return true;
  const f = def.schema.fields[key];
  return f?.filter === 'eq' && f.kind !== 'refs' && !f.readOnly;
}

/**
 * Rows an index picks out are sorted apart up to this share of the table; above it the kept order
 * is read instead. Measured at 200,000 records: sorting a third of them costs about what one pass
 * over an order other than the one the rows were stored in does.
 */
const SMALL_PART = 1 / 3;

/**
 * The rows of the filters' equalities (a group of the table's index on that field) and ranges (a
 * run of the table's order of that field), the fewest of them; undefined when no filter has an
 * index. Each holds every row that passes its filter: the other filters are still tested.
 */
function narrowest(
  def: ResourceDef,
  filters: Record<string, string>,
  activeKeys: string[],
  table: Table,
  db: Db,
  reading: Reading,
  /** The order's field, whose range the pass over the order reads as a run of it anyway. */
  ordered?: string,
): readonly Row[] | undefined {
  let best: readonly Row[] | undefined;
  const consider = (rows: readonly Row[]) => {
    if (!best || rows.length < best.length) best = rows;
  };
  for (const key of activeKeys) if (isEquality(def, key, reading)) consider(table.group(key, filters[key]).ascending);
  const ranged = new Set(activeKeys.flatMap((k) => /^(.+?)(From|To|Min|Max)$/.exec(k)?.[1] ?? []));
  for (const field of ranged) {
    if (field === ordered || reading.hidden?.includes(field) || !rangeEdges(def, field)) continue;
    const kept = table.ordered({ field });
    const run = runOf(kept, field, filters, def, db, reading);
    if (run) consider(kept.ascending.slice(run.from, run.to));
  }
  return best;
}

/**
 * The rows of a query, filtered and in order, as stored (not presented), with the total. Large
 * tables (a training centre's year of records) make presenting, filtering and sorting every row
 * on every call too slow for a list, so:
 *   - filters and sorts on stored fields run on the stored rows, and only the rows answered are
 *     presented (the handlers do that); a key that `decorate` answers or the server computes
 *     (e.g. a member's trainingCount) still goes through presented rows;
 *   - the rows come in order from the table's kept order of the field (mock/backend/db.ts),
 *     which every write keeps in step, and a query filters them as it reads them;
 *   - an equality on a stored field (a member's records) starts from that value's group of rows,
 *     when it is a small part of the table, and sorts only those.
 * `want` is how many rows from the start the caller needs (a page's end); omitted: all. The
 * answer holds at least those (and the total of all that match).
 */
export function queryRows(
  def: ResourceDef,
  q: Record<string, string>,
  db: Db,
  want?: number,
  reading: Reading = {},
): QueryAnswer {
  const filters = Object.fromEntries(Object.entries(q).filter(([k]) => !PAGING_KEYS.has(k)));
  const order = orderOf(def, q, reading);
  const activeKeys = Object.keys(filters).filter((k) => filters[k] !== '' && filters[k] !== undefined);
  const table = db.table(def.schema.name);
  const by: OrderBy = { field: order.field, collation: order.collation };
  if (isDerived(def, order.field, true) || activeKeys.some((k) => isDerived(def, k, false))) {
    const test = compileFilters(def, filters, db, reading);
    const presented = table.all().map((r) => present(def, r, db, reading.lang ?? 'zh'));
    const rows = test ? presented.filter(test) : presented;
    const sorted = new SortedRows(by, rows);
    return {
      rows: Array.from({ length: sorted.length }, (_, i) => sorted.at(i, order.dir)),
      total: rows.length,
      presented: true,
    };
  }

  const test = compileFilters(def, filters, db, reading);
  const kept = table.ordered(by);
  // The fewest rows an index gives for the filters (a member's records, a period's): when they are
  // a small part of the table, only they are tested and sorted.
  const few = narrowest(def, filters, activeKeys, table, db, reading, order.collation ? undefined : order.field);
  if (few && few.length <= kept.length * SMALL_PART) {
    const sorted = new SortedRows(by, test ? few.filter(test) : few);
    const rows = Array.from({ length: Math.min(want ?? sorted.length, sorted.length) }, (_, i) =>
      sorted.at(i, order.dir),
    );
    return { rows, total: sorted.length, presented: false };
  }
  const end = want ?? kept.length;
  if (!test) {
    const rows = Array.from({ length: Math.min(end, kept.length) }, (_, i) => kept.at(i, order.dir));
    return { rows, total: kept.length, presented: false };
  }
  // A range on the order's own field (records of a period, newest first) is one run of the order.
  const span = order.collation ? undefined : runOf(kept, order.field, filters, def, db, reading);
  const at = span
    ? (i: number) => kept.ascending[order.dir === 1 ? span.from + i : span.to - 1 - i]
    : (i: number) => kept.at(i, order.dir);
  const count = span ? span.to - span.from : kept.length;
  const rows: Row[] = [];
  let total = 0;
  for (let i = 0; i < count; i++) {
    const row = at(i);
    if (!test(row)) continue;
    if (total < end) rows.push(row);
    total += 1;
  }
  return { rows, total, presented: false };
}

/**
 * The edge of a range filter that names a whole day (YYYY-MM-DD), as text that the field's kept
 * values compare with: a time field's first or last moment of that day in the reader's calendar;
 * for a date field the day itself, or (`To`) the day followed by the highest character.
 */
function dayBound(def: ResourceDef, field: string, edge: string, day: string): string {
  if (timeKindOf(def, field) === 'datetime') return edge === 'From' ? calendar().startOf(day) : calendar().endOf(day);
  return edge === 'To' ? `${day}~` : day;
}

const timeKindOf = (def: ResourceDef, field: string) =>
  field === 'createTime' || field === 'updateTime' ? 'datetime' : def.schema.fields[field]?.kind;

/**
 * The filter suffixes of a range on `field` that follow its order: dates compare as text and
 * numbers as numbers, as the order does (other pairs are only filtered, row by row).
 */
function rangeEdges(def: ResourceDef, field: string): readonly [string, string] | undefined {
  const kind = timeKindOf(def, field);
  if (isDateKind(kind)) return ['From', 'To'];
  if (kind === 'int' || kind === 'number') return ['Min', 'Max'];
  return undefined;
}

/**
 * Where the rows that pass the range filters on `field` (`<field>From` / `To` / `Min` / `Max`)
 * lie in its ascending order: from the first that passes the lower bounds to the first after it
 * that fails an upper one (a bound holds for a run of an order by the same values; rows without a
 * value, at the end, pass none). Undefined without such a filter.
 */
function runOf(
  kept: SortedRows,
  field: string,
  filters: Record<string, string>,
  def: ResourceDef,
  db: Db,
  reading: Reading,
): { from: number; to: number } | undefined {
  const edges = rangeEdges(def, field);
  if (!edges) return undefined;
  const bound = (edge: string) => {
    const key = field + edge;
    const test = filters[key] && !def.filters?.[key] ? keyFilter(def, key, filters[key], db, reading) : undefined;
    return test ? [test] : [];
  };
  const lower = bound(edges[0]);
  const upper = bound(edges[1]);
  if (!lower.length && !upper.length) return undefined;
  const rows = kept.ascending;
  // The first index in [lo, hi) whose row passes `test` (which fails, then passes, along the order).
  const first = (lo: number, hi: number, test: (row: Row) => boolean) => {
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (test(rows[mid])) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  };
  const from = first(0, kept.valuedCount, (row) => lower.every((t) => t(row)));
  const to = first(from, kept.valuedCount, (row) => !upper.every((t) => t(row)));
  return { from, to };
}

/** How the caller reads a resource, where it changes what a query answers. */
export interface Reading {
  /** Fields the reader sees masked: a filter on one matches whole values only, and no order uses it. */
  hidden?: readonly string[];
  /** The collation text fields sort in (the reader's language: `zh-CN` pinyin, `en`); else code points. */
  collation?: string;
  /** The reader's language, for the texts a row's presentation builds (default Chinese, as langOf's). */
  lang?: Lang;
}

export interface QueryAnswer {
  /** In order; at least the rows asked for (all of them when `want` was omitted). */
  rows: Row[];
  total: number;
  /** The rows are presented already (a derived key was involved), else stored rows. */
  presented: boolean;
}

/** Every row of a query, presented, filtered and in order. */
export function query(def: ResourceDef, q: Record<string, string>, db: Db, reading: Reading = {}): Row[] {
  const { rows, presented } = queryRows(def, q, db, undefined, reading);
  return presented ? rows : rows.map((r) => present(def, r, db, reading.lang ?? 'zh'));
}

/**
 * The phone fields this reader sees masked (src/schema/member.ts, phonesMasked): answered masked,
 * found by the whole number only, never an order.
 */
function hiddenFields(def: ResourceDef, ctx: Ctx): string[] {
  if (!phonesMasked(ctx.user.isSuperAdmin)) return [];
  return Object.entries(def.schema.fields)
    .filter(([, f]) => f.kind === 'phone')
    .map(([k]) => k);
}

/** A presented row as the reader may see it: its hidden fields masked. */
function shown(row: Row, hidden: readonly string[]): Row {
  if (!hidden.length) return row;
  const out: Row = { ...row };
  for (const k of hidden) if (typeof out[k] === 'string' && out[k]) out[k] = maskPhone(out[k] as string);
  return out;
}

// ---------------------------------------------------------------- handlers

const idOf = (v: unknown) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/** A 1002 refusal when another row still points at `row`. */
function refuseInUse(def: ResourceDef, row: Row, ctx: Ctx): MockResponse | undefined {
  const ref = findReference(def, row, ctx);
  if (!ref) return undefined;
  const what = ref.def.label[ctx.lang];
  const name = displayName(ref.def, ref.row, ctx.db);
  // A member's row named by its number alone (training cycle "1": every member has one) names
  // its member too.
  const member =
    !ref.def.rowLabel && ref.def.schema.name !== 'dataMember' && ref.row.userId != null
      ? ctx.db.table('dataMember').get(Number(ref.row.userId))?.name
      : undefined;
  return fail(
    1002,
    member === undefined
      ? t(ctx.lang, 'inUse', { what, name })
      : t(ctx.lang, 'inUseOfMember', { what, name, member: String(member) }),
  );
}

/** A delete of several rows refused for one: its text names that row and says nothing was deleted. */
function nameRefusedRow(refused: MockResponse, def: ResourceDef, row: Row, ctx: Ctx): MockResponse {
  const body = refused.body as { statusCode: number; errors?: unknown };
  if (typeof body.errors !== 'string') return refused;
  return fail(body.statusCode, t(ctx.lang, 'noneDeleted', { row: displayName(def, row, ctx.db), why: body.errors }));
}

/** The row a call names by id, if there is one. */
function rowById(def: ResourceDef, id: unknown, ctx: Ctx): Row | undefined {
  const n = idOf(id);
  return n === undefined ? undefined : ctx.db.table(def.schema.name).get(n);
}

/** The row a call names by id, or a 1002 answer. */
export function requireRow(def: ResourceDef, id: unknown, ctx: Ctx): Row {
  const row = rowById(def, id, ctx);
  if (!row) throw new ApiFailure(fail(1002, t(ctx.lang, 'notFound')));
  return row;
}

/** Who still points at `row`: the first referencing row of any resource, or undefined. */
export function findReference(target: ResourceDef, row: Row, ctx: Ctx): { def: ResourceDef; row: Row } | undefined {
  for (const def of ctx.defs.values()) {
    for (const [name, f] of Object.entries(def.schema.fields)) {
      if (f.ref !== target.schema.name) continue;
      const table = ctx.db.table(def.schema.name);
      // A single reference has its table's index on it (a member's training records); a list of them is searched.
      const user =
        f.kind === 'refs'
          ? table.all().find((r) => ((r[name] as number[]) ?? []).includes(row.id))
          : table.group(name, row.id).at(0);
      if (user) return { def, row: user };
    }
  }
  return undefined;
}

/** The largest page GET /R/page answers. */
export const MAX_PAGE_SIZE = 2_000;

export type Op = 'page' | 'list' | 'detail' | 'add' | 'edit' | 'delete' | 'changeStatus';
export const READ_OPS: readonly Op[] = ['page', 'list', 'detail'];
export const ALL_OPS: readonly Op[] = ['page', 'list', 'detail', 'add', 'edit', 'delete', 'changeStatus'];

export function opsOf(def: ResourceDef): readonly Op[] {
  if (def.appendOnly) return READ_OPS;
  if (def.readOnly) return [...READ_OPS, 'delete'];
  return def.schema.status ? ALL_OPS : ALL_OPS.filter((o) => o !== 'changeStatus');
}

const listed = (def: ResourceDef, row: Row, q: Record<string, string>) => (def.listed ? def.listed(row, q) : row);

export function handleResource(
  def: ResourceDef,
  op: Op,
  q: Record<string, string>,
  body: Record<string, unknown>,
  ctx: Ctx,
): MockResponse {
  const table = ctx.db.table(def.schema.name);
  const hidden = hiddenFields(def, ctx);
  const reading: Reading = { hidden, collation: ctx.collation, lang: ctx.lang };
  switch (op) {
    case 'page': {
      // Up to 2,000 a page: what the console's export asks for at a time.
      const pageSize = Math.min(Math.max(idOf(q.pageSize) ?? 10, 1), MAX_PAGE_SIZE);
      const current = idOf(q.current) ?? 1;
      const { rows, total, presented } = queryRows(def, q, ctx.db, current * pageSize, reading);
      const slice = rows.slice((current - 1) * pageSize, current * pageSize);
      const list = (presented ? slice : slice.map((r) => present(def, r, ctx.db, ctx.lang))).map((r) =>
        shown(listed(def, r, q), hidden),
      );
      return ok({ list, total, current, pageSize });
    }
    case 'list':
      return ok(query(def, q, ctx.db, reading).map((r) => shown(listed(def, r, q), hidden)));
    case 'detail':
      return ok(shown(present(def, requireRow(def, q.id, ctx), ctx.db, ctx.lang), hidden));
    case 'add': {
      const clean = validate(def, body, ctx);
      return ok(present(def, table.insert(clean, ctx.now), ctx.db, ctx.lang));
    }
    case 'edit': {
      const existing = requireRow(def, body.id, ctx);
      const clean = validate(def, body, ctx, existing);
      const refused = def.beforeUpdate?.(existing, { ...existing, ...clean } as Row, ctx);
      if (refused) return refused;
      return ok(present(def, table.update(existing.id, clean, ctx.now), ctx.db, ctx.lang));
    }
    case 'changeStatus': {
      const existing = requireRow(def, body.id, ctx);
      const status = Number(body.status);
      if (status !== 0 && status !== 1) return fail(400, { status: t(ctx.lang, 'badValue') });
      const refused = def.beforeUpdate?.(existing, { ...existing, status }, ctx);
      if (refused) return refused;
      return ok(present(def, table.update(existing.id, { status }, ctx.now), ctx.db, ctx.lang));
    }
    case 'delete': {
      // Of several rows, one deleted meanwhile (by another user, in another tab) is as the user
      // wants it: gone. Refusing the rest for it left a selection that could never be deleted.
      // A lone row gone is still 1002, which tells its form or list to refresh.
      const several = Array.isArray(body.ids) && body.ids.length > 1;
      const ids = Array.isArray(body.ids) ? body.ids : [body.id];
      const rows = several
        ? ids.flatMap((id) => rowById(def, id, ctx) ?? [])
        : ids.map((id) => requireRow(def, id, ctx));
      for (const row of rows) {
        const refused = def.beforeDelete?.(row, ctx) ?? refuseInUse(def, row, ctx);
        // Of several rows, the user must learn which one is in use, and that none went.
        if (refused) return rows.length > 1 ? nameRefusedRow(refused, def, row, ctx) : refused;
      }
      for (const row of rows) table.remove(row.id);
      return ok(null);
    }
  }
}
