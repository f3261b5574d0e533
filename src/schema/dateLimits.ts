/**
 * Limits of date and time fields (DAY_RANGE for all; FieldSchema `notFuture`, `ageYears`), as pure functions so
 * that the form, its date picker and the mock backend apply the same ones. Days are compared as
 * YYYY-MM-DD text in the checker's own calendar (the server's is its reader's: docs/api.md, "Days").
 */
import type { CrossRule, FieldSchema } from './types';

/** YYYY-MM-DD of a moment in the local calendar. */
export const dayOf = (d: Date): string =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** YYYY-MM-DD `n` days after `day` (before it for a negative `n`): calendar days, whatever the zone. */
export function addDays(day: string, n: number): string {
  // Counted on a UTC date, which has no daylight-saving days of 23 or 25 hours.
  const d = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** Whole years from a birthday (YYYY-MM-DD...) to a day (YYYY-MM-DD). */
export function ageOn(birthday: string, day: string): number {
  const [by, bm, bd] = birthday.slice(0, 10).split('-').map(Number);
  const [ty, tm, td] = day.slice(0, 10).split('-').map(Number);
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/**
 * The days any date of the console may fall on. Nothing the service records precedes it or lies
 * beyond it, and a year below 100 would be read as 19xx by the browser's Date (a cycle saved for
 * 0001-01-01 showed as 1901-01-01).
 */
export const DAY_RANGE = { from: '2000-01-01', to: '2099-12-31' } as const;

export type DateProblem =
  | { kind: 'future' }
  | { kind: 'age'; min: number; max: number }
  | { kind: 'outside'; from: string; to: string };

/** The same day (a date) or the same moment (a datetime). */
const sameValue = (f: FieldSchema, a: string, b: unknown): boolean =>
  typeof b === 'string' && (f.kind === 'date' ? a.slice(0, 10) === b.slice(0, 10) : Date.parse(a) === Date.parse(b));

/**
 * What is wrong with a date or time value of field `f` at moment `now`, or undefined. A value
 * kept from the stored row (`stored`) is not held to today's limits: a child who has just turned
 * 19 can still have a phone number changed.
 */
export function dateProblem(
  f: FieldSchema,
  value: string,
  now: Date,
  stored?: unknown,
  /** The checker's calendar: the browser's own; the server's is its reader's (X-Time-Zone). */
  dayIn: (moment: number) => string = (moment) => dayOf(new Date(moment)),
): DateProblem | undefined {
  if (f.kind !== 'date' && f.kind !== 'datetime') return undefined;
  if (sameValue(f, value, stored)) return undefined;
  const today = dayIn(now.getTime());
  const future = f.kind === 'date' ? value.slice(0, 10) > today : Date.parse(value) > now.getTime();
  if ((f.notFuture || f.ageYears) && future) return { kind: 'future' };
  if (f.ageYears) {
    const [min, max] = f.ageYears;
    const age = ageOn(value, today);
    if (age < min || age > max) return { kind: 'age', min, max };
  }
  // After the field's own limits, which say more (an age, not a range of years). A time's day is
  // the one it falls on in the checker's calendar: 05:00 on 1 January 2000 in Beijing is in range.
  const day = f.kind === 'date' ? value.slice(0, 10) : dayIn(Date.parse(value));
  if (day < DAY_RANGE.from || day > DAY_RANGE.to) return { kind: 'outside', ...DAY_RANGE };
  return undefined;
}

/**
 * Whether `row` breaks a `fromStart` rule on day `today` (YYYY-MM-DD): its `field` holds one of
 * the rule's values while its start day is still to come. A row whose two fields are as `stored`
 * is not held to it, as with the limits above: a cycle that has begun stays as it was kept.
 */
export function beforeStart(
  rule: Extract<CrossRule, { kind: 'fromStart' }>,
  row: Record<string, unknown>,
  today: string,
  stored?: Record<string, unknown>,
): boolean {
  const value = row[rule.field];
  const start = row[rule.start];
  if (typeof start !== 'string' || value == null || !rule.values.includes(Number(value))) return false;
  const kept =
    stored &&
    Number(stored[rule.field]) === Number(value) &&
    String(stored[rule.start]).slice(0, 10) === start.slice(0, 10);
  return !kept && start.slice(0, 10) > today;
}
