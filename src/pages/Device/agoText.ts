import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/zh-cn';
import relativeTime from 'dayjs/plugin/relativeTime';

dayjs.extend(relativeTime);

/**
 * How long ago `at` was. Within 22 hours, in hours and minutes; beyond, in calendar days, as
 * Home's figures count them ("Seen since yesterday", "Not seen for 7 days": on or before the day
 * a week ago). dayjs's own rounding called a headband seen yesterday morning "2 days ago" that
 * evening, and one seen 6.9 days ago "7 days ago", while those figures, rightly, said otherwise.
 * Seen today more than 22 hours ago (just after midnight, late at night) is still in hours.
 */
export function agoText(at: Dayjs, now: Dayjs = dayjs()): string {
  const days = now.startOf('day').diff(at.startOf('day'), 'day');
  const hours = now.diff(at, 'hour');
  if (hours < 22) return at.from(now);
  if (days > 0) return at.startOf('day').from(now.startOf('day'));
  return new Intl.RelativeTimeFormat(at.locale(), { numeric: 'always' }).format(-hours, 'hour');
}
