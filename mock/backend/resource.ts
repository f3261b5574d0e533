import { dateProblem } from '../../src/schema/dateLimits';
import { COLOR_RE, EMAIL_RE, URL_RE } from '../../src/schema/patterns';
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
  /** Only page/list/detail/delete (e.g. training records). */
  readOnly?: boolean;
  /** Only page/list/detail: rows are written by the backend itself, never by a call (the audit log). */
  appendOnly?: boolean;
  /** Levels that may read it (default: every level); the others get HTTP 403, as a write does. */
  readLevels?: readonly number[];
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

function matches(def: ResourceDef, row: Row, query: Record<string, string>, db: Db): boolean {
  for (const [key, value] of Object.entries(query)) {
    if (value === '' || value === undefined) continue;
    const custom = def.filters?.[key];
    if (custom) {
      if (!custom(row, value, db)) return false;
      continue;
    }
    const rangeMatch = /^(.+?)(From|To|Min|Max)$/.exec(key);
    if (rangeMatch && (rangeMatch[1] in def.schema.fields || rangeMatch[1] === 'createTime')) {
      const [, field, edge] = rangeMatch;
      const v = row[field];
      if (v == null) return false;
      if (edge === 'From' || edge === 'To') {
        const day = String(v).slice(0, value.length <= 10 ? 10 : undefined);
        if (edge === 'From' ? day < value : day > value) return false;
      } else if (edge === 'Min' ? Number(v) < Number(value) : Number(v) > Number(value)) return false;
      continue;
    }
    const f: FieldSchema | undefined =
      key === 'status' && def.schema.status ? { kind: 'enum', filter: 'eq' } : def.schema.fields[key];
    if (!f?.filter && key !== 'id') continue;
    const v = row[key];
    if (f?.filter === 'like') {
      if (
        !String(v ?? '')
          .toLowerCase()
          .includes(value.toLowerCase())
      )
        return false;
    } else if (f?.filter === 'contains' || f?.kind === 'refs') {
      const wanted = value.split(',').map(Number);
      if (!Array.isArray(v) || !wanted.some((w) => (v as number[]).includes(w))) return false;
    } else if (f?.filter === 'in') {
      if (!value.split(',').includes(String(v))) return false;
    } else if (value === 'null') {
      if (v != null) return false;
    } else if (String(v) !== value) return false;
  }
  return true;
}

const PAGING_KEYS = new Set(['current', 'pageSize', 'sortField', 'sortOrder', '_t']);

export function query(def: ResourceDef, q: Record<string, string>, db: Db): Row[] {
  const filters = Object.fromEntries(Object.entries(q).filter(([k]) => !PAGING_KEYS.has(k)));
  const rows = db
    .table(def.schema.name)
    .all()
    .map((r) => present(def, r, db))
    .filter((r) => matches(def, r, filters, db));
  const fallback =
    def.schema.defaultSort ??
    (def.schema.sort ? { field: 'sort', order: 'ascend' } : { field: 'id', order: 'descend' });
  const field = q.sortField || fallback.field;
  const dir = (q.sortField ? q.sortOrder : fallback.order) === 'descend' ? -1 : 1;
  return rows.sort((a, b) => {
    const x = a[field] as string | number | null;
    const y = b[field] as string | number | null;
    if (x === y) return (a.id - b.id) * dir;
    if (x == null) return 1;
    if (y == null) return -1;
    return (x < y ? -1 : 1) * dir;
  });
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
  switch (op) {
    case 'page': {
      const rows = query(def, q, ctx.db);
      const pageSize = Math.min(Math.max(idOf(q.pageSize) ?? 10, 1), 1000);
      const current = idOf(q.current) ?? 1;
      const list = rows.slice((current - 1) * pageSize, current * pageSize);
      return ok({ list, total: rows.length, current, pageSize });
    }
    case 'list':
      return ok(query(def, q, ctx.db));
    case 'detail':
      return ok(present(def, requireRow(def, q.id, ctx), ctx.db));
    case 'add': {
      const clean = validate(def, body, ctx);
      return ok(present(def, table.insert(clean, ctx.now), ctx.db));
    }
    case 'edit': {
      const existing = requireRow(def, body.id, ctx);
      const clean = validate(def, body, ctx, existing);
      return ok(present(def, table.update(existing.id, clean, ctx.now), ctx.db));
    }
    case 'changeStatus': {
      const existing = requireRow(def, body.id, ctx);
      const status = Number(body.status);
      if (status !== 0 && status !== 1) return fail(400, { status: t(ctx.lang, 'badValue') });
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
