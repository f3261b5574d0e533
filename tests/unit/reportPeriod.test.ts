/** What a parent progress report covers (src/pages/Member/Report/period.ts): its period, the assessments compared, the weeks. */

import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { earlierAndLatest, periodOf, weeksOf } from '@/pages/Member/Report/period';
import { axisTicks, LineSvg, labelsWithRoom, niceMax, xPositions } from '@/pages/Member/Report/ReportChart';
import type { MemberScore, MemberTrainingCycle } from '@/schema/member';

describe('what a report covers', () => {
  const cycle = (id: number, startDate: string, endDate: string) => ({ id, startDate, endDate }) as MemberTrainingCycle;
  const score = (id: number, assessTime: string, total: number) => ({ id, assessTime, total }) as MemberScore;

  it('takes the cycle running today, else the last one started, else the last four weeks', () => {
    const cycles = [cycle(1, '2026-01-01', '2026-01-28'), cycle(2, '2026-02-01', '2026-03-01')];
    expect(periodOf(cycles, undefined, '2026-02-10').cycle?.id).toBe(2);
    expect(periodOf(cycles, undefined, '2026-01-30').cycle?.id).toBe(1);
    expect(periodOf(cycles, 1, '2026-02-10').cycle?.id).toBe(1);
    expect(periodOf([], undefined, '2026-02-10')).toEqual({ from: '2026-01-14', to: '2026-02-10' });
    expect(periodOf([cycle(3, '2026-05-01', '2026-06-01')], undefined, '2026-02-10').cycle).toBeUndefined();
  });

  it('compares the last assessment before the period with the latest by its end, never one with itself nor two from before it', () => {
    const period = { from: '2026-02-01', to: '2026-02-28' };
    const rows = [
      score(1, '2026-01-10T02:00:00Z', 60),
      score(2, '2026-02-05T02:00:00Z', 64),
      score(3, '2026-03-05T02:00:00Z', 70),
    ];
    expect(earlierAndLatest(rows, period)).toEqual({ earlier: rows[0], latest: rows[1] });
    // None before it: the first one in it, when a later one follows.
    expect(earlierAndLatest(rows.slice(1), period)).toEqual({ earlier: undefined, latest: rows[1] });
    expect(earlierAndLatest([...rows.slice(1), score(4, '2026-02-20T02:00:00Z', 66)], period).earlier?.id).toBe(2);
    // No assessment in the period: the latest before it, compared with none (a change between two
    // assessments before the period is no progress made in it).
    expect(earlierAndLatest(rows, { from: '2026-04-01', to: '2026-04-30' })).toEqual({ latest: rows[2] });
  });

  it('counts sessions and minutes per week from the period first day', () => {
    const weeks = weeksOf({ from: '2026-02-01', to: '2026-02-10' }, [
      { startTime: '2026-02-01T12:00:00Z', durationSec: 600 },
      { startTime: '2026-02-07T12:00:00Z', durationSec: 930 },
      { startTime: '2026-02-08T12:00:00Z', durationSec: 1200 },
      { startTime: '2026-02-11T12:00:00Z', durationSec: 1200 },
    ]);
    expect(weeks).toEqual([
      { from: '2026-02-01', sessions: 2, minutes: 26 },
      { from: '2026-02-08', sessions: 1, minutes: 20 },
    ]);
  });

  it('leaves out the weeks still to come, and keeps the one begun today', () => {
    const period = { from: '2026-02-01', to: '2026-03-01' };
    const records = [{ startTime: '2026-02-09T12:00:00Z', durationSec: 600 }];
    expect(weeksOf(period, records, '2026-02-08').map((w) => w.from)).toEqual(['2026-02-01', '2026-02-08']);
    expect(weeksOf(period, records, '2026-02-07').map((w) => w.from)).toEqual(['2026-02-01']);
    // A period that has not begun still has its first week, empty.
    expect(weeksOf(period, records, '2026-01-20')).toEqual([{ from: '2026-02-01', sessions: 0, minutes: 0 }]);
    expect(weeksOf(period, records)).toHaveLength(5);
  });
});

describe("the report's charts", () => {
  it('top their value axis at 10, 20 or 50 times a power of ten', () => {
    expect([0, 7, 10, 12, 46, 130, 500, 501].map(niceMax)).toEqual([10, 10, 10, 20, 50, 200, 500, 1000]);
  });

  it('mark it at round values, whole numbers only', () => {
    expect(axisTicks(50)).toEqual([0, 10, 20, 30, 40, 50]);
    expect(axisTicks(20)).toEqual([0, 5, 10, 15, 20]);
    expect(axisTicks(100)).toEqual([0, 20, 40, 60, 80, 100]);
    expect(axisTicks(10)).toEqual([0, 2, 4, 6, 8, 10]);
    expect(axisTicks(1)).toEqual([0, 1]);
    expect(axisTicks(2)).toEqual([0, 1, 2]);
    expect(axisTicks(200)).toEqual([0, 50, 100, 150, 200]);
  });
});

describe("the report's trend line", () => {
  const DAY = 86_400_000;
  const at = (day: number) => Date.UTC(2025, 0, 1) + day * DAY;

  it('spaces points by their time when each has one, evenly otherwise, a lone one in the middle', () => {
    const timed = [0, 7, 147].map((d, i) => ({ x: `d${i}`, y: 50, at: at(d) }));
    expect(xPositions(timed, 588)).toEqual([0, 28, 588]);
    expect(
      xPositions(
        timed.map(({ x, y }) => ({ x, y })),
        588,
      ),
    ).toEqual([0, 294, 588]);
    expect(xPositions([{ x: 'd', y: 1, at: at(3) }], 588)).toEqual([294]);
    // Two on one day: no span to spread over, so evenly.
    expect(
      xPositions(
        [0, 0].map((d) => ({ x: 'd', y: 1, at: at(d) })),
        100,
      ),
    ).toEqual([0, 100]);
  });

  it("stands its first and last points in from the axes, so a value written over one clears the axis's numbers", () => {
    const svg = renderToStaticMarkup(
      createElement(LineSvg, { points: [69, 80, 100].map((y, i) => ({ x: `d${i}`, y })) }),
    );
    const centres = [...svg.matchAll(/<circle cx="([\d.]+)"/g)].map((m) => Number(m[1]));
    // The axis's numbers end 6 units left of the axis (at 36); a value of three digits is about 20 wide.
    const axisNumbersEnd = 36 - 6;
    expect(centres[0] - 10).toBeGreaterThan(axisNumbersEnd + 10);
    // And the last value stays inside the drawing (640 wide).
    expect(centres.at(-1)).toBeLessThan(640 - 30);
  });

  it("keeps the first and the last point's labels, and each between only where it has room", () => {
    expect(labelsWithRoom([0, 28, 300, 588], 56)).toEqual([true, false, true, true]);
    expect(labelsWithRoom([0, 560, 580, 588], 56)).toEqual([true, false, false, true]);
    expect(labelsWithRoom([0, 100, 200], 56)).toEqual([true, true, true]);
    expect(labelsWithRoom([0, 40], 56)).toEqual([false, true]);
    expect(labelsWithRoom([294], 56)).toEqual([true]);
  });
});
