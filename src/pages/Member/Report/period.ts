/**
 * What a parent progress report covers (docs/product-rules.md, parent progress report), as pure
 * functions of the member's data: the period, the assessments "then" and "now", the weeks.
 */
import dayjs from 'dayjs';
import { addDays } from '@/schema/dateLimits';
import type { MemberBehaviorScore, MemberScore, MemberTrainingCycle } from '@/schema/member';
import type { TrainingRecord } from '@/schema/trainingRecord';

/** Without a cycle, the report covers this many days ending today. */
export const RECENT_DAYS = 28;

export interface Period {
  /** YYYY-MM-DD, both days included. */
  from: string;
  to: string;
  /** The cycle the period is, if it is one. */
  cycle?: MemberTrainingCycle;
}

const DAY_MS = 86_400_000;
/** A time's day in the user's calendar, as every list and the server count it (docs/api.md, "Days"). */
export const dayOf = (iso: string) => dayjs(iso).format('YYYY-MM-DD');

/**
 * The cycle a report covers unless told otherwise: the one running today (of several, the one that
 * started last), else the last one that started, else none (all still to come, or none at all).
 */
export function defaultCycle(cycles: MemberTrainingCycle[], today: string): MemberTrainingCycle | undefined {
  const started = cycles.filter((c) => c.startDate <= today).sort((a, b) => b.startDate.localeCompare(a.startDate));
  return started.find((c) => c.endDate >= today) ?? started[0];
}

/** The period of the cycle `cycleId` (a cycle of this member), else of the default cycle, else the recent days. */
export function periodOf(cycles: MemberTrainingCycle[], cycleId: number | undefined, today: string): Period {
  const cycle = cycles.find((c) => c.id === cycleId) ?? defaultCycle(cycles, today);
  if (cycle) return { from: cycle.startDate, to: cycle.endDate, cycle };
  return { from: addDays(today, 1 - RECENT_DAYS), to: today };
}

/** Whether an assessment was made before the period began (on the user's calendar). */
export const beforePeriod = (row: { assessTime: string }, period: Pick<Period, 'from'>) =>
  dayOf(row.assessTime) < period.from;

/**
 * The two assessments a report compares: "now" is the latest by the period's end; "then" the last
 * one before the period starts (else the first one in it), never "now" itself. With no assessment
 * in the period, "now" is older than the period and there is no "then": a change between two
 * assessments before the period would read as progress made in it. Either may be missing.
 */
export function earlierAndLatest<T extends MemberScore | MemberBehaviorScore>(
  rows: T[],
  period: Pick<Period, 'from' | 'to'>,
): { earlier?: T; latest?: T } {
  const upToEnd = rows
    .filter((r) => dayOf(r.assessTime) <= period.to)
    .sort((a, b) => a.assessTime.localeCompare(b.assessTime) || a.id - b.id);
  const latest = upToEnd.at(-1);
  if (!latest || beforePeriod(latest, period)) return { latest };
  const others = upToEnd.slice(0, -1);
  const earlier = others.filter((r) => dayOf(r.assessTime) < period.from).at(-1) ?? others[0];
  return { earlier, latest };
}

export interface Week {
  /** The week's first day (weeks start on the period's first day). */
  from: string;
  sessions: number;
  minutes: number;
}

/**
 * Sessions and minutes (rounded) per week of the period, each week starting on the period's
 * weekday; with `today`, the weeks that have begun by then only: a week still to come is no week
 * without training, which a printed row of zeros would say to a parent.
 */
export function weeksOf(
  period: Pick<Period, 'from' | 'to'>,
  records: Pick<TrainingRecord, 'startTime' | 'durationSec'>[],
  today?: string,
): Week[] {
  const days = Math.round((Date.parse(period.to) - Date.parse(period.from)) / DAY_MS) + 1;
  const weeks = Array.from({ length: Math.max(1, Math.ceil(days / 7)) }, (_, i) => ({
    from: addDays(period.from, i * 7),
    sessions: 0,
    seconds: 0,
  }));
  for (const r of records) {
    const day = dayOf(r.startTime);
    if (day < period.from || day > period.to) continue;
    const w = weeks[Math.floor((Date.parse(day) - Date.parse(period.from)) / (7 * DAY_MS))];
    w.sessions += 1;
    w.seconds += Number(r.durationSec) || 0;
  }
  return weeks
    .filter((w, i) => i === 0 || !today || w.from <= today)
    .map(({ from, sessions, seconds }) => ({ from, sessions, minutes: Math.round(seconds / 60) }));
}
