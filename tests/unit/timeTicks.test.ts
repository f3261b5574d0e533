/** Where a time axis puts its dates (src/components/charts/timeTicks.ts). */
import dayjs from 'dayjs';
import { calendarTicks } from '@/components/charts/timeTicks';

const at = (iso: string) => dayjs(iso).valueOf();
const labels = (from: string, to: string, most = 7) => calendarTicks(at(from), at(to), most).map((t) => t.label);

describe('the dates along a time axis', () => {
  it('marks months on the first of the month, every other month when monthly marks would crowd', () => {
    expect(labels('2025-09-26T10:00', '2026-02-14T08:00')).toEqual([
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
    // A year of assessments: every other month, January's among them.
    expect(labels('2025-09-26T10:00', '2026-09-25T10:00')).toEqual([
      '2025-11',
      '2026-01',
      '2026-03',
      '2026-05',
      '2026-07',
      '2026-09',
    ]);
  });

  it('marks each value at the very start of its date', () => {
    for (const { value, label } of calendarTicks(at('2025-09-26T10:00'), at('2026-09-25T10:00'), 7))
      expect(value).toBe(at(`${label}-01`));
    for (const { value, label } of calendarTicks(at('2025-03-01T09:30'), at('2025-03-04T18:00'), 7))
      expect(value).toBe(at(label));
  });

  it('marks days, then weeks, for spans of days; years, on New Year, for spans of years', () => {
    expect(labels('2025-03-01T09:30', '2025-03-04T18:00')).toEqual(['2025-03-02', '2025-03-03', '2025-03-04']);
    expect(labels('2025-03-01T09:30', '2025-03-29T18:00')).toEqual([
      '2025-03-02',
      '2025-03-09',
      '2025-03-16',
      '2025-03-23',
    ]);
    expect(labels('2019-05-01', '2026-05-01')).toEqual(['2020', '2021', '2022', '2023', '2024', '2025', '2026']);
  });

  it('never gives more marks than asked for', () => {
    for (const [from, to] of [
      ['2025-01-01', '2025-01-31'],
      ['2024-06-15', '2026-02-01'],
      ['1990-01-01', '2026-01-01'],
    ])
      for (const most of [3, 5, 7]) expect(labels(from, to, most).length).toBeLessThanOrEqual(most);
  });
});
