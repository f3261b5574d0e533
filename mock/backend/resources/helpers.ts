/** Small shared pieces of the resource definitions: reference names, seed helpers, write hooks. */

import { movePriority, type RuleRow } from '../../../src/catalogues/rulePreview';
import type { BehaviorScoreItem } from '../../../src/schema/member';
import type { Db, Row } from '../db';
import { ok } from '../http';
import type { Lang } from '../i18n';
import { query } from '../query';
import { DAY_MS, DEMO_TODAY, isoDaysAgo } from '../random';
import { type Ctx, type ExtraOp, present, type ResourceDef } from '../resource';
import { handleResource, requireRow } from '../resourceOps';

/** A referenced row's display value (default: its name), or null. */
export function nameOf(db: Db, resource: string, id: unknown, field = 'name'): string | null {
  if (id === null || id === undefined) return null;
  const row = db.table(resource).get(Number(id));
  return row ? String(row[field] ?? '') : null;
}

const two = (n: number) => String(n).padStart(2, '0');

/** "YYYY-MM-DD HH:mm" of a stored time, on the server's clock, as the lists show times. */
export function minuteOf(iso: unknown): string {
  const d = new Date(String(iso));
  if (Number.isNaN(d.getTime())) return String(iso ?? '');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}`;
}

/** A member's row named by whose it is and when: "Chen Hao 2026-12-05 18:00". */
export const memberAndTime =
  (field: string) =>
  (row: Row, db: Db): string =>
    `${nameOf(db, 'dataMember', row.userId) ?? `#${row.userId}`} ${minuteOf(row[field])}`;

/** Display values of several referenced rows, skipping missing ones. */
export function namesOf(db: Db, resource: string, ids: unknown, field = 'name'): string[] {
  if (!Array.isArray(ids)) return [];
  const out: string[] = [];
  for (const id of ids) {
    const n = nameOf(db, resource, id, field);
    if (n !== null) out.push(n);
  }
  return out;
}

/** Seed helper: the id of the row whose `field` equals `value`; throws on a seed mistake. */
export function idOf(db: Db, resource: string, value: string, field = 'name'): number {
  const row = db
    .table(resource)
    .all()
    .find((r) => r[field] === value);
  if (!row) throw new Error(`seed: no ${resource} with ${field}=${value}`);
  return row.id;
}

/**
 * The enabled score group whose [minScore, maxScore] holds `score`, or null: a disabled group
 * classifies nothing (as the rule previews read it, src/catalogues/rulePreview.ts).
 */
export function scoreGroupFor(db: Db, score: number): number | null {
  const g = db
    .table('sysScoreGroup')
    .all()
    .find((r) => r.status !== 0 && (r.minScore as number) <= score && score <= (r.maxScore as number));
  return g ? g.id : null;
}

/**
 * What the server derives for a behaviour assessment from its items: the total, 0-100, the items'
 * points as a percentage of their diagnoses' maximums as they stand (an assessment reads "8 / 12"
 * after a maximum went from 10 to 12), and the score group that total falls in.
 */
export function behaviorScoreOf(
  items: BehaviorScoreItem[],
  db: Db,
): { totalScore: number; scoreGroupId: number | null } {
  let got = 0;
  let max = 0;
  for (const it of items) {
    got += it.score;
    max += Number(db.table('sysBehaviorDiagnosis').get(it.diagnosisId)?.maxScore ?? 0);
  }
  const totalScore = max ? Math.round((100 * got) / max) : 0;
  return { totalScore, scoreGroupId: scoreGroupFor(db, totalScore) };
}

/** Texts of these definitions (the shared catalogue lives in ../i18n.ts). */
export function say(lang: Lang, text: { zh: string; en: string }, params: Record<string, string | number> = {}) {
  return text[lang].replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? ''));
}

/**
 * Catalogue seed rows: ids 1..n, enabled unless said, created a while ago. `sort` counts 1, 2, 3...
 * within each `type`: a table that two settings pages share by type (cognitive trainings and their
 * rules) shows each page's order from 1, not the second page's from where the first one's ended.
 */
export function catalogue<T extends Record<string, unknown>>(rows: T[], startDaysAgo = 420): Record<string, unknown>[] {
  const lastSort = new Map<unknown, number>();
  return rows.map((r, i) => {
    const sort = (lastSort.get(r.type) ?? 0) + 1;
    lastSort.set(r.type, sort);
    return {
      id: i + 1,
      sort,
      status: 1,
      createTime: isoDaysAgo(startDaysAgo - i, 10 * 3_600_000),
      updateTime: isoDaysAgo(Math.max(1, startDaysAgo - 200 - i * 7), 10 * 3_600_000),
      ...r,
    };
  });
}

/** Whole days between an ISO time and the demo's today (positive in the past). */
export const daysAgoOf = (iso: string): number => Math.floor((DEMO_TODAY - Date.parse(iso)) / DAY_MS);

/**
 * add/edit calls (and the status switch, when `ops` names it) that run the generic handler and
 * then `after` (side effects that need the saved row's id, such as keeping both ends of a binding
 * in step). Registered as `extra` ops, which the backend consults before the generic ones; `write`
 * keeps the level-1 rule.
 */
export function afterWriteOps(
  def: () => ResourceDef,
  after: (saved: Row, before: Row | undefined, ctx: Ctx) => void,
  ops: readonly ('add' | 'edit' | 'changeStatus')[] = ['add', 'edit'],
): Record<string, ExtraOp> {
  const run =
    (op: 'add' | 'edit' | 'changeStatus'): ExtraOp['handle'] =>
    (query, body, ctx) => {
      const d = def();
      const table = ctx.db.table(d.schema.name);
      const before = op === 'add' ? undefined : table.get(Number(body.id));
      const answer = handleResource(d, op, query, body, ctx);
      const payload = answer.body as { statusCode?: number; data?: Row } | null;
      if (payload?.statusCode !== 200 || !payload.data) return answer;
      const saved = table.get(payload.data.id);
      if (!saved) return answer;
      after(saved, before, ctx);
      const fresh = table.get(saved.id) ?? saved;
      return ok(present(d, fresh, ctx.db, ctx.lang));
    };
  return Object.fromEntries(ops.map((op) => [op, { method: 'POST', write: true, handle: run(op) }]));
}

/**
 * POST /<rule>/reorder {id, direction: 'up' | 'down'}: the rule changes places with its neighbour
 * in the list's order (priority, highest first) among the rules of its kind (the `scope` fields,
 * such as a cognitive rule's type). Both priorities change, so the audit log holds a reorder for
 * each of the two rules (for the rule alone when it is nudged past a neighbour of equal priority).
 * Answers the moved rule and `moved: false` when it was already at that end.
 */
export function reorderOp(def: () => ResourceDef, scope: string[] = []): ExtraOp {
  return {
    method: 'POST',
    write: true,
    handle: (_query, body, ctx) => {
      const d = def();
      const row = requireRow(d, body.id, ctx);
      const kind = Object.fromEntries(scope.map((f) => [f, String(row[f])]));
      const ordered = query(d, kind, ctx.db, { lang: ctx.lang }) as unknown as RuleRow[];
      const edits = movePriority(ordered, row.id, body.direction === 'down' ? 'down' : 'up');
      const table = ctx.db.table(d.schema.name);
      for (const e of edits) table.update(e.id, { priority: e.priority }, ctx.now);
      const saved = table.get(row.id) ?? row;
      return ok({ ...present(d, saved, ctx.db, ctx.lang), moved: edits.length > 0 });
    },
  };
}
