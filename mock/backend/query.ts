import { type FieldSchema, isDateKind } from '../../src/schema/types';
import { calendar } from './calendar';
import { type Db, type OrderBy, type Row, SortedRows, type Table } from './db';
import type { Lang } from './i18n';
import { present, type ResourceDef } from './resource';

/* How the mock backend answers a query of a resource: its filters, its order, and the indexes. */

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
