import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/zh-cn';
import relativeTime from 'dayjs/plugin/relativeTime';

dayjs.extend(relativeTime);

/**
 * How long ago `at` was. From two days back it counts calendar days, as Home's "Not seen for 7
 * days" does (last seen on or before the day a week ago): dayjs's own rounding called a headband
 * seen 6.9 days ago "7 days ago" while that figure, rightly, left it out.
 */
export function agoText(at: Dayjs, now: Dayjs = dayjs()): string {
  const days = now.startOf('day').diff(at.startOf('day'), 'day');
  return days >= 2 ? at.startOf('day').from(now.startOf('day')) : at.from(now);
}
