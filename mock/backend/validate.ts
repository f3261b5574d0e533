import { beforeStart, dateProblem } from '../../src/schema/dateLimits';
import { COLOR_RE, EMAIL_RE, URL_RE } from '../../src/schema/patterns';
import { oneLine, showsNothing } from '../../src/schema/text';
import { type FieldSchema, isDateKind } from '../../src/schema/types';
import { calendar } from './calendar';
import type { Row } from './db';
import { ApiFailure, type FieldErrors, fail } from './http';
import { fieldName, t } from './i18n';
import { type Ctx, displayName, type ResourceDef } from './resource';

/* How the mock backend checks a write against its resource's schema (the form's rules, again). */

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
