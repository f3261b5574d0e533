import dayjs, { type Dayjs } from 'dayjs';

/** A labelled mark on a time axis: its time (ms) and what it says. */
export interface TimeTick {
  value: number;
  label: string;
}

const YEAR_MS = 365.25 * 86_400_000;

interface Step {
  unit: 'day' | 'month';
  count: number;
}

/**
 * The spacings a time axis may use, finest first. Marks fall on dates a reader counts by: local
 * midnights for days and weeks, the first of a month for months (January, April, July and October
 * for quarters), New Year's Day for years.
 */
const STEPS: Step[] = [
  ...[1, 2, 7, 14].map((count) => ({ unit: 'day' as const, count })),
  ...[1, 2, 3, 6, 12, 24, 60, 120].map((count) => ({ unit: 'month' as const, count })),
];

/** A mark named no finer than its spacing: a day, a month, a year. */
function formatOf({ unit, count }: Step): string {
  if (unit === 'day') return 'YYYY-MM-DD';
  return count % 12 === 0 ? 'YYYY' : 'YYYY-MM';
}

/** The first mark of `step` at or after `min`. */
function firstMark({ unit, count }: Step, min: number): Dayjs {
  if (unit === 'day') {
    const day = dayjs(min).startOf('day');
    return day.valueOf() < min ? day.add(1, 'day') : day;
  }
  let month = dayjs(min).startOf('month');
  if (month.valueOf() < min) month = month.add(1, 'month');
  // Months counted from January of year 0, so quarters start in January, years on New Year's Day.
  const off = (month.year() * 12 + month.month()) % count;
  return off === 0 ? month : month.add(count - off, 'month');
}

/** The marks of `step` from `min` to `max`, or undefined once there would be more than `most`. */
function marks(step: Step, min: number, max: number, most: number): TimeTick[] | undefined {
  const ticks: TimeTick[] = [];
  const format = formatOf(step);
  for (let at = firstMark(step, min); at.valueOf() <= max; at = at.add(step.count, step.unit)) {
    if (ticks.length === most) return undefined;
    ticks.push({ value: at.valueOf(), label: at.format(format) });
  }
  return ticks;
}

/**
 * Marks for a time axis from `min` to `max` (ms): the finest spacing of STEPS that needs no more
 * than `most` of them; for longer spans, years enough apart.
 */
export function calendarTicks(min: number, max: number, most: number): TimeTick[] {
  for (const step of STEPS) {
    const ticks = marks(step, min, max, most);
    if (ticks) return ticks;
  }
  // At most span / years + 1 marks, fewer than most + 1.
  const years = Math.ceil((max - min) / YEAR_MS / most) + 1;
  return marks({ unit: 'month', count: years * 12 }, min, max, most) ?? [];
}
