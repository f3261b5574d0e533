/** How long ago a device was seen (src/pages/Device/agoText.ts), beside Home's "Not seen for 7 days". */
import dayjs from 'dayjs';
import { agoText } from '@/pages/Device/agoText';

const now = dayjs('2026-12-05T22:13:00');
const ago = (iso: string) => agoText(dayjs(iso).locale('en'), now);

describe('how long ago, in words', () => {
  it('counts calendar days from two days back, as the seven-day figure counts them', () => {
    // 6.9 days ago, and not on or before the day a week ago: not "7 days ago".
    expect(ago('2026-11-29T01:29:00')).toBe('6 days ago');
    // On the day a week ago, however late: counted by the figure, and so named.
    expect(ago('2026-11-28T23:50:00')).toBe('7 days ago');
    expect(ago('2026-11-28T00:10:00')).toBe('7 days ago');
    expect(ago('2026-12-03T23:59:00')).toBe('2 days ago');
  });

  it('keeps hours and minutes for the last day or so', () => {
    expect(ago('2026-12-05T21:58:00')).toBe('15 minutes ago');
    expect(ago('2026-12-05T10:13:00')).toBe('12 hours ago');
    expect(ago('2026-12-05T01:13:00')).toBe('21 hours ago');
    expect(ago('2026-12-04T23:50:00')).toBe('a day ago');
  });

  it('calls yesterday a day ago, however early yesterday, as Home counts it seen since yesterday', () => {
    // 44 hours before, on the day before: dayjs alone said "2 days ago".
    expect(ago('2026-12-04T02:13:00')).toBe('a day ago');
    expect(ago('2026-12-04T00:01:00')).toBe('a day ago');
    // 23 hours before, on the day before.
    expect(ago('2026-12-04T23:13:00')).toBe('a day ago');
  });

  it('keeps a time of today in hours, even 22 hours back, never "a day ago"', () => {
    const late = dayjs('2026-12-05T23:40:00');
    expect(agoText(dayjs('2026-12-05T00:30:00').locale('en'), late)).toBe('23 hours ago');
  });

  it('speaks the language of its date', () => {
    expect(agoText(dayjs('2026-11-28T08:00:00').locale('zh-cn'), now)).toBe('7 天前');
  });
});
