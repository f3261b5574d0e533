/**
 * Who is scheduled to train on a day (docs/api.md, dashboard): an enabled child with an open
 * training cycle (planned or in progress) that covers the day, on one of the cycle's session days.
 * A cycle of D days and P planned sessions has its sessions spread evenly from its first day:
 * session k (0 to P-1) falls on day floor(k * D / P), so every day when P >= D.
 */
import type { Db } from './db';

const OPEN_CYCLE = [1, 2];
const DAY_MS = 86_400_000;

/** Whole days from `from` to `to` (YYYY-MM-DD, UTC). */
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

/** Whether `cycle` has a session on `day` (YYYY-MM-DD). */
export function sessionDay(cycle: Record<string, unknown>, day: string): boolean {
  const start = String(cycle.startDate);
  const end = String(cycle.endDate);
  const planned = Number(cycle.plannedSessions);
  if (!(planned > 0) || day < start || day > end) return false;
  const length = daysBetween(start, end) + 1;
  const i = daysBetween(start, day);
  // Some k with i <= k * length / planned < i + 1: the first session on or after day i starts
  // before day i + 1 (integer ceilings, no rounding).
  const first = Math.ceil((i * planned) / length);
  return first < planned && first * length < (i + 1) * planned;
}

/** The enabled children scheduled on `day`, by id. */
export function scheduledToday(db: Db, day: string): number[] {
  const members = db.table('dataMember');
  const out = new Set<number>();
  for (const c of db.table('dataMemberTrainingCycle').all()) {
    if (!OPEN_CYCLE.includes(Number(c.state)) || !sessionDay(c, day)) continue;
    const userId = c.userId as number;
    if (members.get(userId)?.status === 1) out.add(userId);
  }
  return [...out].sort((a, b) => a - b);
}
