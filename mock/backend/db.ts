import type { BaseRow } from '../../src/schema/types';

export type Row = BaseRow & Record<string, unknown>;

/** One in-memory table. Rows are kept in id order. */
export class Table<T extends Row = Row> {
  private rows = new Map<number, T>();
  private nextId = 1;
  private changes = 0;

  /** Grows with every insert, update and remove: what a cache of this table's rows is keyed by. */
  get version(): number {
    return this.changes;
  }

  all(): T[] {
    return [...this.rows.values()];
  }
  get(id: number): T | undefined {
    return this.rows.get(id);
  }
  insert(values: Omit<T, 'id' | 'createTime' | 'updateTime'> & Partial<BaseRow>, now: string): T {
    const id = values.id ?? this.nextId;
    this.nextId = Math.max(this.nextId, id + 1);
    const row = { createTime: now, updateTime: now, ...values, id } as T;
    this.rows.set(id, row);
    this.changes += 1;
    return row;
  }
  update(id: number, patch: Partial<T>, now: string): T {
    const row = { ...this.rows.get(id), ...patch, id, updateTime: now } as T;
    this.rows.set(id, row);
    this.changes += 1;
    return row;
  }
  remove(id: number): void {
    if (this.rows.delete(id)) this.changes += 1;
  }
  get size(): number {
    return this.rows.size;
  }
}

/** All tables of one backend instance, by resource name. */
export class Db {
  private tables = new Map<string, Table>();
  /** Grows with any table's change. */
  get version(): number {
    let sum = 0;
    for (const t of this.tables.values()) sum += t.version;
    return sum;
  }
  table<T extends Row = Row>(name: string): Table<T> {
    let t = this.tables.get(name);
    if (!t) {
      t = new Table();
      this.tables.set(name, t);
    }
    return t as unknown as Table<T>;
  }
}
