/**
 * The calendar a request's days are counted in: the time zone its `X-Time-Zone` header names (an
 * IANA name; the console sends the browser's), UTC without one or for a name the runtime does not
 * know. A day filter on a time field, "today" of a form's limits and of a snooze, Home's period
 * and its lists, a cycle's completed sessions: each counts the reader's days (docs/api.md, "Days"),
 * so that a day picked in Beijing at 07:00 holds that morning's sessions.
 *
 * The backend answers one request at a time and synchronously, so the calendar of the request being
 * answered is kept here (`inCalendarOf`), rather than handed to every piece of code that reads a
 * day: a cycle's completed sessions are counted while its row is presented.
 */

import { addDays } from '../../src/schema/dateLimits';

export { addDays };

export const TIME_ZONE_HEADER = 'X-Time-Zone';

export interface Calendar {
  readonly zone: string;
  /** The reader's day now. */
  today(): string;
  /** The reader's day at a moment (an ISO text or epoch ms). */
  dayOf(moment: string | number): string;
  /** The first moment of the reader's `day`, as the ISO text (UTC, milliseconds) times are kept in. */
  startOf(day: string): string;
  /** The last millisecond of the reader's `day`, as such a text: kept times compare with it as text. */
  endOf(day: string): string;
}

const formatters = new Map<string, Intl.DateTimeFormat | null>();

/** The zone's formatter, or null for a name the runtime does not know. */
function formatterOf(zone: string): Intl.DateTimeFormat | null {
  if (!formatters.has(zone)) {
    let f: Intl.DateTimeFormat | null = null;
    try {
      f = new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      });
    } catch {
      f = null;
    }
    formatters.set(zone, f);
  }
  return formatters.get(zone) ?? null;
}

/** The zone's offset from UTC at moment `ms`, in ms (its wall clock read as UTC, minus the moment). */
function offsetAt(f: Intl.DateTimeFormat, ms: number): number {
  const parts: Record<string, number> = {};
  for (const p of f.formatToParts(ms)) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  const wall = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  return wall - Math.floor(ms / 1000) * 1000;
}

export function calendarOf(zone: string | undefined): Calendar {
  const f = zone ? formatterOf(zone) : null;
  const offset = (ms: number) => (f ? offsetAt(f, ms) : 0);
  const dayOf = (moment: string | number) => {
    const ms = typeof moment === 'number' ? moment : Date.parse(moment);
    return new Date(ms + offset(ms)).toISOString().slice(0, 10);
  };
  const startMs = (day: string) => {
    const midnight = Date.parse(`${day.slice(0, 10)}T00:00:00Z`);
    // The offset at the guess, then at the moment it gives: right across a daylight-saving change.
    const guess = midnight - offset(midnight);
    return midnight - offset(guess);
  };
  return {
    zone: f ? (zone ?? 'UTC') : 'UTC',
    today: () => dayOf(Date.now()),
    dayOf,
    startOf: (day) => new Date(startMs(day)).toISOString(),
    endOf: (day) => new Date(startMs(addDays(day, 1)) - 1).toISOString(),
  };
}

const UTC = calendarOf(undefined);
let current: Calendar = UTC;

/** The calendar of the request being answered (UTC outside one: seeding, tests of parts). */
export const calendar = (): Calendar => current;

/** Runs `answer` with the calendar of `headers` (lower-case names, as the backend keeps them). */
export function inCalendarOf<T>(headers: Record<string, string>, answer: () => T): T {
  const before = current;
  current = calendarOf(headers[TIME_ZONE_HEADER.toLowerCase()]);
  try {
    return answer();
  } finally {
    current = before;
  }
}
