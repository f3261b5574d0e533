import { maskPhone, phonesMasked } from '../../src/schema/phone';
import type { Row } from './db';
import { ApiFailure, fail, type MockResponse, ok } from './http';
import { t } from './i18n';
import { query, queryRows, type Reading } from './query';
import { type Ctx, displayName, present, type ResourceDef } from './resource';
import { validate } from './validate';

/* The generic calls of a resource (/R/page, /R/list, /R/detail, /R/add, /R/edit, /R/delete, /R/changeStatus). */

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
