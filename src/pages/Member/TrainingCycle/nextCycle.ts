import dayjs from 'dayjs';
import type { MemberTrainingCycle } from '@/services/memberTrainingCycle';

/**
 * Where a member's next training cycle starts: the number after their highest, and the day after
 * their latest cycle ends, or `today` (YYYY-MM-DD) once that day has passed. Neither repeats a
 * number nor overlaps a cycle of theirs, which the server refuses (docs/api.md,
 * dataMemberTrainingCycle). The end date is the user's to choose.
 */
export function nextCycleDefaults(
  cycles: Pick<MemberTrainingCycle, 'cycleNo' | 'endDate'>[],
  today: string,
): { cycleNo: number; startDate: string } {
  const cycleNo = cycles.reduce((highest, c) => Math.max(highest, c.cycleNo), 0) + 1;
  const lastEnd = cycles
    .map((c) => c.endDate)
    .sort()
    .at(-1);
  const dayAfter = lastEnd && dayjs(lastEnd).add(1, 'day').format('YYYY-MM-DD');
  return { cycleNo, startDate: dayAfter && dayAfter > today ? dayAfter : today };
}
