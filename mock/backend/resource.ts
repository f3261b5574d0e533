import { dateProblem } from '../../src/schema/dateLimits';
import { COLOR_RE, EMAIL_RE, URL_RE } from '../../src/schema/patterns';
import { maskPhone, phonesMasked } from '../../src/schema/phone';
import type { FieldSchema, ResourceSchema } from '../../src/schema/types';
import type { Db, Row } from './db';
import { ApiFailure, type FieldErrors, fail, type MockResponse, ok } from './http';
import { type Lang, t } from './i18n';
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
  /** Demo rows. Runs in registry order, so a seed can read the tables seeded before it. */
  seed?: (rand: Rand, db: Db, scale: Scale) => Record<string, unknown>[];
  /** Extra validation after the schema's; return field errors. */
  validate?: (row: Row, ctx: Ctx, existing?: Row) => FieldErrors | undefined;
  /** Derived values added to rows on read (names of references, counts...). */
  decorate?: (row: Row, db: Db) => Row;
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
}

const NAME_FIELDS = ['name', 'title', 'sn', 'account'];

export function displayName(def: ResourceDef, row: Row): string {
  const f = def.nameField ?? NAME_FIELDS.find((k) => k in def.schema.fields) ?? 'id';
  return String(row[f] ?? row.id);
}

/** Rows as the client sees them: write-only fields removed, derived values added. */
export function present(def: ResourceDef, row: Row, db: Db): Row {
  const out: Row = { ...row };
  for (const [k, f] of Object.entries(def.schema.fields)) if (f.writeOnly) delete out[k];
  return def.decorate ? def.decorate(out, db) : out;
}

// ---------------------------------------------------------------- validation

const DATE_RE = /^\d{4}-\d{2}-\d{2}/;

const isBlank = (v: unknown) => v === undefined || v === null || v === '';

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
      const problem = dateProblem(f, value, new Date(ctx.now), stored);
      if (problem?.kind === 'future') return [raw, t(lang, 'future')];
      if (problem?.kind === 'age') return [raw, t(lang, 'ageRange', { min: problem.min, max: problem.max })];
      return [value, undefined];
    }
    case 'ref': {
      const id = Number(raw);
      if (!f.ref || !ctx.db.table(f.ref).get(id)) return [raw, t(lang, 'refMissing')];
      return [id, undefined];
    }
    case 'refs': {
      if (!Array.isArray(raw)) return [raw, t(lang, 'badValue')];
      const ids = [...new Set(raw.map(Number))];
      if (!f.ref || ids.some((id) => !ctx.db.table(f.ref as string).get(id))) return [raw, t(lang, 'refMissing')];
      return [ids, undefined];
    }
    case 'json':
      return [raw, undefined];
    default: {
      if (typeof raw !== 'string') return [raw, t(lang, 'badValue')];
      const s = raw.trim();
      if (f.min !== undefined && s.length < f.min) return [s, t(lang, 'tooShort', { n: f.min })];
      if (f.max !== undefined && s.length > f.max) return [s, t(lang, 'tooLong', { n: f.max })];
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
    if (f.writeOnly && isBlank(input[name])) continue;
    const [value, error] = checkField(f, input[name], ctx, existing?.[name]);
    if (error) errors[name] = error;
    else clean[name] = value;
    if (!error && f.unique && !isBlank(value)) {
      const clash = table
        .all()
        .find((r) => r.id !== existing?.id && String(r[name]).toLowerCase() === String(value).toLowerCase());
      if (clash) {
        if (def.uniqueConflictCode) throw new ApiFailure(fail(def.uniqueConflictCode, t(ctx.lang, 'accountExists')));
        errors[name] = t(ctx.lang, 'duplicate');
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
      if (rule.kind === 'lte' ? a > b : a >= b) errors[rule.a] = t(ctx.lang, rule.kind, { b: String(b) });
    } else if (rule.kind === 'noOverlap') {
      const lo = merged[rule.min] as number;
      const hi = merged[rule.max] as number;
      if (errors[rule.min] || errors[rule.max] || lo == null || hi == null) continue;
      const other = table
        .all()
        .find(
          (r) =>
            r.id !== existing?.id &&
            (!rule.scope || r[rule.scope] === merged[rule.scope]) &&
            (r[rule.min] as number) <= hi &&
            lo <= (r[rule.max] as number),
        );
      if (other) errors[rule.min] = t(ctx.lang, 'overlap', { name: displayName(def, other) });
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
      // A date (10 characters) compares with the value's day: `From` holds the whole day (a
      // longer text that starts with it sorts after it), `To` too (whatever starts with it).
      if (value.length <= 10)
        return (row) => {
          const v = row[field];
          if (v == null) return false;
          const text = String(v).slice(0, 10);
          return edge === 'From' ? text >= value : text <= value;
        };
      return (row) => {
        const v = row[field];
        if (v == null) return false;
        const text = String(v);
        return edge === 'From' ? text >= value : text <= value;
      };
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
    return (row) =>
      String(row[key] ?? '')
        .toLowerCase()
        .includes(part);
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
  const field = sortField || fallback.field;
  const dir = (sortField ? q.sortOrder : fallback.order) === 'descend' ? -1 : 1;
  const text = TEXT_KINDS.has(def.schema.fields[field]?.kind ?? '');
  return { field, dir, collation: text ? reading.collation : undefined };
}

const collators = new Map<string, Intl.Collator>();

/**
 * Each distinct value of `field` among `rows` by its place in the collation's order: sorting
 * compares two numbers, and the collator runs once per distinct value, not once per comparison.
 */
function collationRanks(rows: Row[], field: string, collation: string): Map<unknown, number> {
  let collator = collators.get(collation);
  if (!collator) {
    collator = new Intl.Collator(collation);
    collators.set(collation, collator);
  }
  const values = new Set<string>();
  for (const r of rows) if (typeof r[field] === 'string') values.add(r[field] as string);
  return new Map([...values].sort(collator.compare).map((v, i) => [v, i]));
}

/**
 * The list's order of `rows`: by the field (empty values last; text in the collation's order), then
 * by id in the same direction.
 */
function comparator({ field, dir, collation }: Order, rows: Row[]): (a: Row, b: Row) => number {
  const rank = collation ? collationRanks(rows, field, collation) : undefined;
  return (a, b) => {
    // A stored row may lack a field its answer has as null (decorate fills it in): the same here.
    const x = (a[field] ?? null) as string | number | null;
    const y = (b[field] ?? null) as string | number | null;
    if (x === y) return (a.id - b.id) * dir;
    if (x == null) return 1;
    if (y == null) return -1;
    if (rank) return ((rank.get(x) ?? 0) - (rank.get(y) ?? 0) || a.id - b.id) * dir;
    return (x < y ? -1 : 1) * dir;
  };
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
 * The rows of a query, filtered and in order, as stored (not presented), with the total. Large
 * tables (a training centre's year of records) make presenting, filtering and sorting every row
 * on every call too slow for a list, so:
 *   - filters and sorts on stored fields run on the stored rows, and only the rows answered are
 *     presented (the handlers do that); a key that `decorate` answers or the server computes
 *     (e.g. a member's trainingCount) still goes through presented rows, as before;
 *   - each table's rows in each order, and the last few queries' results, are kept until the
 *     table changes (its version), so paging through a list, or exporting it, sorts once;
 *   - the first page of an order not kept yet is picked out without sorting everything.
 * `want` is how many rows from the start the caller needs (a page's end); omitted: all.
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
  if (isDerived(def, order.field, true) || activeKeys.some((k) => isDerived(def, k, false))) {
    const test = compileFilters(def, filters, db, reading);
    const presented = db
      .table(def.schema.name)
      .all()
      .map((r) => present(def, r, db));
    const rows = test ? presented.filter(test) : presented;
    rows.sort(comparator(order, rows));
    return { rows, total: rows.length, presented: true };
  }

  const table = db.table(def.schema.name);
  const cache = cacheOf(db, def.schema.name, table.version);
  const orderKey = `${order.field}:${order.dir}:${order.collation ?? ''}`;
  // A filter on a hidden field matches whole values only: not the same result as the same filter of a reader who sees them.
  const wholeOnly = activeKeys.filter((k) => reading.hidden?.includes(k));
  const resultKey = `${orderKey}|${JSON.stringify(activeKeys.sort().map((k) => [k, filters[k]]))}|${wholeOnly.sort()}`;
  const kept = cache.results.get(resultKey);
  if (kept) {
    // Most recently used last, so the oldest is the one let go.
    cache.results.delete(resultKey);
    cache.results.set(resultKey, kept);
    return { rows: kept, total: kept.length, presented: false };
  }
  const test = compileFilters(def, filters, db, reading);
  const ordered = cache.orders.get(orderKey);
  let rows: Row[];
  if (ordered) rows = test ? ordered.filter(test) : ordered;
  else {
    const stored = table.all();
    const matching = test ? stored.filter(test) : stored;
    // Without filters the whole order is worth keeping (paging and exports reuse it); with
    // filters, a first page is picked out, and a longer run sorts what matched.
    const cmp = comparator(order, matching);
    if (test && want !== undefined && want <= TOP_N_LIMIT && matching.length > want)
      return { rows: smallest(matching, want, cmp), total: matching.length, presented: false };
    rows = matching.sort(cmp);
    // The whole table in this order serves every later filter too.
    if (!test) cache.orders.set(orderKey, rows);
  }
  cache.results.set(resultKey, rows);
  if (cache.results.size > KEPT_RESULTS) cache.results.delete(cache.results.keys().next().value as string);
  return { rows, total: rows.length, presented: false };
}

/** How the caller reads a resource, where it changes what a query answers. */
export interface Reading {
  /** Fields the reader sees masked: a filter on one matches whole values only, and no order uses it. */
  hidden?: readonly string[];
  /** The collation text fields sort in (the reader's language: `zh-CN` pinyin, `en`); else code points. */
  collation?: string;
}

export interface QueryAnswer {
  /** In order; at least the rows asked for (all of them when `want` was omitted). */
  rows: Row[];
  total: number;
  /** The rows are presented already (a derived key was involved), else stored rows. */
  presented: boolean;
}

/** Up to this many leading rows are picked out of an order not kept yet rather than sorting everything. */
const TOP_N_LIMIT = 5_000;
/** Query results kept per table (filters and order); enough for a list, its export and a few filters. */
const KEPT_RESULTS = 8;

interface TableCache {
  version: number;
  /** The whole backend's version when `results` were kept: a filter may read other tables. */
  dbVersion: number;
  orders: Map<string, Row[]>;
  results: Map<string, Row[]>;
}
const caches = new WeakMap<Db, Map<string, TableCache>>();

function cacheOf(db: Db, table: string, version: number): TableCache {
  let byTable = caches.get(db);
  if (!byTable) {
    byTable = new Map();
    caches.set(db, byTable);
  }
  let cache = byTable.get(table);
  if (!cache || cache.version !== version) {
    cache = { version, dbVersion: db.version, orders: new Map(), results: new Map() };
    byTable.set(table, cache);
  } else if (cache.dbVersion !== db.version) {
    // A custom filter (records by their member's name, say) reads other tables: a change there
    // changes results, but not this table's orders.
    cache.results.clear();
    cache.dbVersion = db.version;
  }
  return cache;
}

/** The `n` first rows in `cmp`'s order, in order, by one pass with a bounded max-heap. */
function smallest(rows: Row[], n: number, cmp: (a: Row, b: Row) => number): Row[] {
  const heap: Row[] = [];
  const up = (i: number) => {
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (cmp(heap[i], heap[p]) <= 0) return;
      [heap[i], heap[p]] = [heap[p], heap[i]];
      i = p;
    }
  };
  const down = (i: number) => {
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let top = i;
      if (l < heap.length && cmp(heap[l], heap[top]) > 0) top = l;
      if (r < heap.length && cmp(heap[r], heap[top]) > 0) top = r;
      if (top === i) return;
      [heap[i], heap[top]] = [heap[top], heap[i]];
      i = top;
    }
  };
  for (const row of rows) {
    if (heap.length < n) {
      heap.push(row);
      up(heap.length - 1);
    } else if (cmp(row, heap[0]) < 0) {
      heap[0] = row;
      down(0);
    }
  }
  return heap.sort(cmp);
}

/** Every row of a query, presented, filtered and in order. */
export function query(def: ResourceDef, q: Record<string, string>, db: Db, reading: Reading = {}): Row[] {
  const { rows, presented } = queryRows(def, q, db, undefined, reading);
  return presented ? rows : rows.map((r) => present(def, r, db));
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

/** The row a call names by id, or a 1002 answer. */
export function requireRow(def: ResourceDef, id: unknown, ctx: Ctx): Row {
  const n = idOf(id);
  const row = n === undefined ? undefined : ctx.db.table(def.schema.name).get(n);
  if (!row) throw new ApiFailure(fail(1002, t(ctx.lang, 'notFound')));
  return row;
}

/** Who still points at `row`: the first referencing row of any resource, or undefined. */
export function findReference(target: ResourceDef, row: Row, ctx: Ctx): { def: ResourceDef; row: Row } | undefined {
  for (const def of ctx.defs.values()) {
    for (const [name, f] of Object.entries(def.schema.fields)) {
      if (f.ref !== target.schema.name) continue;
      const user = ctx.db
        .table(def.schema.name)
        .all()
        .find((r) => (f.kind === 'refs' ? ((r[name] as number[]) ?? []).includes(row.id) : r[name] === row.id));
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

export function handleResource(
  def: ResourceDef,
  op: Op,
  q: Record<string, string>,
  body: Record<string, unknown>,
  ctx: Ctx,
): MockResponse {
  const table = ctx.db.table(def.schema.name);
  const hidden = hiddenFields(def, ctx);
  const reading: Reading = { hidden, collation: ctx.collation };
  switch (op) {
    case 'page': {
      // Up to 2,000 a page: what the console's export asks for at a time.
      const pageSize = Math.min(Math.max(idOf(q.pageSize) ?? 10, 1), MAX_PAGE_SIZE);
      const current = idOf(q.current) ?? 1;
      const { rows, total, presented } = queryRows(def, q, ctx.db, current * pageSize, reading);
      const slice = rows.slice((current - 1) * pageSize, current * pageSize);
      const list = (presented ? slice : slice.map((r) => present(def, r, ctx.db))).map((r) => shown(r, hidden));
      return ok({ list, total, current, pageSize });
    }
    case 'list':
      return ok(query(def, q, ctx.db, reading).map((r) => shown(r, hidden)));
    case 'detail':
      return ok(shown(present(def, requireRow(def, q.id, ctx), ctx.db), hidden));
    case 'add': {
      const clean = validate(def, body, ctx);
      return ok(present(def, table.insert(clean, ctx.now), ctx.db));
    }
    case 'edit': {
      const existing = requireRow(def, body.id, ctx);
      const clean = validate(def, body, ctx, existing);
      const refused = def.beforeUpdate?.(existing, { ...existing, ...clean } as Row, ctx);
      if (refused) return refused;
      return ok(present(def, table.update(existing.id, clean, ctx.now), ctx.db));
    }
    case 'changeStatus': {
      const existing = requireRow(def, body.id, ctx);
      const status = Number(body.status);
      if (status !== 0 && status !== 1) return fail(400, { status: t(ctx.lang, 'badValue') });
      const refused = def.beforeUpdate?.(existing, { ...existing, status }, ctx);
      if (refused) return refused;
      return ok(present(def, table.update(existing.id, { status }, ctx.now), ctx.db));
    }
    case 'delete': {
      const ids = Array.isArray(body.ids) ? body.ids : [body.id];
      const rows = ids.map((id) => requireRow(def, id, ctx));
      for (const row of rows) {
        const refused = def.beforeDelete?.(row, ctx);
        if (refused) return refused;
        const ref = findReference(def, row, ctx);
        if (ref)
          return fail(
            1002,
            t(ctx.lang, 'inUse', { what: ref.def.label[ctx.lang], name: displayName(ref.def, ref.row) }),
          );
      }
      for (const row of rows) table.remove(row.id);
      return ok(null);
    }
  }
}
