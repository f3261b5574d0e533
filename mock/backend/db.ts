import type { BaseRow } from '../../src/schema/types';

export type Row = BaseRow & Record<string, unknown>;

/** How rows are put in order: by one field, text in a language's collation, else by value. */
export interface OrderBy {
  field: string;
  /** A text field's collation (`zh-CN` pinyin, `en`); omitted: values compare as they are. */
  collation?: string;
}

const collators = new Map<string, Intl.Collator>();
function collatorOf(collation: string): Intl.Collator {
  let collator = collators.get(collation);
  if (!collator) {
    collator = new Intl.Collator(collation);
    collators.set(collation, collator);
  }
  return collator;
}

const byCodePoints = (x: unknown, y: unknown) =>
  (x as string) < (y as string) ? -1 : (x as string) > (y as string) ? 1 : 0;

/**
 * How two values of a field compare. A collation decides first and the code points break its
 * ties: two different texts never compare equal, so every row has one place in an order, which is
 * what finding it again by binary search needs.
 */
function valueComparator(collation?: string): (x: unknown, y: unknown) => number {
  if (!collation) return byCodePoints;
  const collator = collatorOf(collation);
  return (x, y) =>
    typeof x === 'string' && typeof y === 'string' ? collator.compare(x, y) || byCodePoints(x, y) : byCodePoints(x, y);
}

/** Freezes a value and everything it holds. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

const hasValue = (row: Row, field: string) => row[field] !== undefined && row[field] !== null;

/**
 * Rows in one order, ascending: by the field's value, rows without one (null or absent: the
 * answer shows it as null) after all the others, ties by id. The descending order is the same
 * array read backwards, the rows without a value still last (`at`). Kept in step with the table
 * one row at a time: a binary search and one splice per change.
 */
export class SortedRows<T extends Row = Row> {
  private rows: T[] = [];
  /** Rows with a value: they come first. */
  private valued = 0;
  private readonly compareValues: (x: unknown, y: unknown) => number;

  /** `rows` in any order; `sorted`: already in this order (they are taken as they are). */
  constructor(
    private readonly order: OrderBy,
    rows: Iterable<T>,
    sorted = false,
  ) {
    this.compareValues = valueComparator(order.collation);
    if (!sorted) this.build([...rows]);
    else {
      this.rows = [...rows];
      this.valued = this.rows.filter((r) => hasValue(r, order.field)).length;
    }
  }

  get length(): number {
    return this.rows.length;
  }

  /** The `i`-th row in the direction (1 ascending, -1 descending). */
  at(i: number, dir: 1 | -1 = 1): T {
    if (dir === 1) return this.rows[i];
    return i < this.valued ? this.rows[this.valued - 1 - i] : this.rows[this.rows.length - 1 - (i - this.valued)];
  }

  /** How many rows have a value (they come first, ascending). */
  get valuedCount(): number {
    return this.valued;
  }

  /** Every row, ascending (read only: it is the kept array). */
  get ascending(): readonly T[] {
    return this.rows;
  }

  /** The order of two rows, ascending. */
  compare(a: T, b: T): number {
    const { field } = this.order;
    const x = a[field] ?? null;
    const y = b[field] ?? null;
    if (x === null || y === null) return x === y ? a.id - b.id : x === null ? 1 : -1;
    return this.compareValues(x, y) || a.id - b.id;
  }

  insert(row: T): void {
    this.rows.splice(this.position(row), 0, row);
    if (hasValue(row, this.order.field)) this.valued += 1;
  }

  /** Removes the row as it is stored (its values locate it). */
  remove(row: T): void {
    const i = this.position(row);
    if (this.rows[i]?.id !== row.id) return;
    this.rows.splice(i, 1);
    if (hasValue(row, this.order.field)) this.valued -= 1;
  }

  /** The stored row `before` is now `after`: the same place when its value did not change. */
  replace(before: T, after: T): void {
    const i = this.position(before);
    if (this.rows[i]?.id === before.id && this.compare(before, after) === 0) this.rows[i] = after;
    else {
      this.remove(before);
      this.insert(after);
    }
  }

  /** Where `row` is, or would be inserted (the first place whose row does not come before it). */
  private position(row: T): number {
    let lo = 0;
    let hi = this.rows.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.compare(this.rows[mid], row) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /**
   * The first sort. A collator is slow to call, so with one each distinct value is ranked once
   * and rows compare by rank; other values compare as they are (a table's rows mostly come in id
   * order, or in the order of the field they were seeded by, which the sort finds runs of).
   */
  private build(rows: T[]): void {
    const { field, collation } = this.order;
    const valued = rows.filter((r) => hasValue(r, field));
    const blank = rows.filter((r) => !hasValue(r, field)).sort((a, b) => a.id - b.id);
    if (collation) {
      const values = [...new Set(valued.map((r) => r[field]))].sort(this.compareValues);
      const rank = new Map(values.map((v, i) => [v, i]));
      const keyed = valued.map((row) => ({ row, rank: rank.get(row[field]) as number }));
      keyed.sort((a, b) => a.rank - b.rank || a.row.id - b.row.id);
      this.rows = [...keyed.map((k) => k.row), ...blank];
    } else {
      const compare = this.compareValues;
      valued.sort((a, b) => compare(a[field], b[field]) || a.id - b.id);
      this.rows = [...valued, ...blank];
    }
    this.valued = valued.length;
  }
}

/** The key a value is grouped under: its text, as a query string gives it ('null' for none). */
export const groupKey = (value: unknown): string => (value === undefined || value === null ? 'null' : String(value));

/** One table's rows grouped by a field's value, each group in one order. */
class GroupIndex<T extends Row> {
  readonly groups = new Map<string, SortedRows<T>>();

  /** `rows`: every row of the table, in the order. */
  constructor(
    readonly field: string,
    private readonly order: OrderBy,
    rows: Iterable<T>,
  ) {
    // `rows` come in the order (the table's kept one): each group takes its rows as they come.
    const lists = new Map<string, T[]>();
    for (const row of rows) {
      const key = groupKey(row[field]);
      const list = lists.get(key);
      if (list) list.push(row);
      else lists.set(key, [row]);
    }
    for (const [key, list] of lists) this.groups.set(key, new SortedRows(order, list, true));
  }

  insert(row: T): void {
    const key = groupKey(row[this.field]);
    const group = this.groups.get(key);
    if (group) group.insert(row);
    else this.groups.set(key, new SortedRows(this.order, [row]));
  }

  remove(row: T): void {
    const key = groupKey(row[this.field]);
    const group = this.groups.get(key);
    group?.remove(row);
    if (group?.length === 0) this.groups.delete(key);
  }

  replace(before: T, after: T): void {
    if (groupKey(before[this.field]) === groupKey(after[this.field]))
      this.groups.get(groupKey(before[this.field]))?.replace(before, after);
    else {
      this.remove(before);
      this.insert(after);
    }
  }
}

const NO_ROWS = new SortedRows({ field: 'id' }, []);
const orderKey = ({ field, collation }: OrderBy) => `${field}|${collation ?? ''}`;

/**
 * One in-memory table, and every index of its rows: its rows in an order (`ordered`) and grouped
 * by a field (`group`), each made on first use and from then on changed in the same insert, update
 * or remove that changes the row, so nothing read from them is ever stale. Rows are kept in id order.
 */
export class Table<T extends Row = Row> {
  private rows = new Map<number, T>();
  private nextId = 1;
  private orders = new Map<string, SortedRows<T>>();
  private indexes = new Map<string, GroupIndex<T>>();

  all(): T[] {
    return [...this.rows.values()];
  }

  /**
   * A table with the same rows, to be changed apart from this one. A stored row is never changed
   * in place (`update` stores a new object), so the two share them; the copy makes its indexes on
   * first use, as a new table does.
   */
  copy(): Table<T> {
    const out = new Table<T>();
    out.rows = new Map(this.rows);
    out.nextId = this.nextId;
    return out;
  }
  get(id: number): T | undefined {
    return this.rows.get(id);
  }
  get size(): number {
    return this.rows.size;
  }

  /** Every row in the order (ascending; `at(i, -1)` reads it descending). */
  ordered(order: OrderBy): SortedRows<T> {
    const key = orderKey(order);
    let kept = this.orders.get(key);
    if (!kept) {
      kept = new SortedRows(order, this.rows.values());
      this.orders.set(key, kept);
    }
    return kept;
  }

  /**
   * The rows whose `field` has the value (as a query gives it: its text, 'null' for none), in the
   * order `by` (default: id). A member's training records by start time, say.
   */
  group(field: string, value: unknown, by: OrderBy = { field: 'id' }): SortedRows<T> {
    const key = `${field}>${orderKey(by)}`;
    let index = this.indexes.get(key);
    if (!index) {
      index = new GroupIndex(field, by, this.ordered(by).ascending);
      this.indexes.set(key, index);
    }
    return index.groups.get(groupKey(value)) ?? (NO_ROWS as unknown as SortedRows<T>);
  }

  insert(values: Omit<T, 'id' | 'createTime' | 'updateTime'> & Partial<BaseRow>, now: string): T {
    const id = values.id ?? this.nextId;
    this.nextId = Math.max(this.nextId, id + 1);
    const row = { createTime: now, updateTime: now, ...values, id } as T;
    const before = this.rows.get(id);
    this.rows.set(id, row);
    if (before) this.changed(before, row);
    else for (const kept of this.kept()) kept.insert(row);
    return row;
  }
  update(id: number, patch: Partial<T>, now: string): T {
    const before = this.rows.get(id);
    const row = { ...before, ...patch, id, updateTime: now } as T;
    this.rows.set(id, row);
    if (before) this.changed(before, row);
    else for (const kept of this.kept()) kept.insert(row);
    return row;
  }
  remove(id: number): void {
    const row = this.rows.get(id);
    if (!row) return;
    this.rows.delete(id);
    for (const kept of this.kept()) kept.remove(row);
  }

  private changed(before: T, after: T): void {
    for (const kept of this.kept()) kept.replace(before, after);
  }
  private *kept(): Iterable<SortedRows<T> | GroupIndex<T>> {
    yield* this.orders.values();
    yield* this.indexes.values();
  }
}

/** All tables of one backend instance, by resource name. */
export class Db {
  private tables = new Map<string, Table>();
  table<T extends Row = Row>(name: string): Table<T> {
    let t = this.tables.get(name);
    if (!t) {
      t = new Table();
      this.tables.set(name, t);
    }
    return t as unknown as Table<T>;
  }

  /** A database with the same rows, to be changed apart from this one (`Table.copy`). */
  copy(): Db {
    const out = new Db();
    for (const [name, t] of this.tables) out.tables.set(name, t.copy());
    return out;
  }

  /** Freezes every row and what it holds: rows shared by copies must not change in place. */
  freeze(): void {
    for (const t of this.tables.values()) for (const row of t.all()) deepFreeze(row);
  }
}
