/** @jest-environment node */
/** Where the add form puts a member's next training cycle (src/pages/Member/TrainingCycle/nextCycle.ts). */
import { nextCycleDefaults } from '@/pages/Member/TrainingCycle/nextCycle';

const TODAY = '2026-11-29';

describe('a new training cycle', () => {
  it("is a member's first: number 1, from today", () => {
    expect(nextCycleDefaults([], TODAY)).toEqual({ cycleNo: 1, startDate: TODAY });
  });

  it('comes after the highest number, gaps left as they are, and starts today once the last cycle has ended', () => {
    const cycles = [
      { cycleNo: 1, endDate: '2026-03-01' },
      { cycleNo: 4, endDate: '2026-09-30' },
      { cycleNo: 2, endDate: '2026-05-01' },
    ];
    expect(nextCycleDefaults(cycles, TODAY)).toEqual({ cycleNo: 5, startDate: TODAY });
  });

  it('starts the day after a cycle still running ends, across a month', () => {
    const cycles = [
      { cycleNo: 1, endDate: '2026-10-01' },
      { cycleNo: 2, endDate: '2026-12-31' },
    ];
    expect(nextCycleDefaults(cycles, TODAY)).toEqual({ cycleNo: 3, startDate: '2027-01-01' });
  });

  it('starts today when the last cycle ended yesterday', () => {
    expect(nextCycleDefaults([{ cycleNo: 1, endDate: '2026-11-28' }], TODAY).startDate).toBe(TODAY);
    expect(nextCycleDefaults([{ cycleNo: 1, endDate: TODAY }], TODAY).startDate).toBe('2026-11-30');
  });
});
