import dayjs from 'dayjs';
import { ageOn } from '@/schema/dateLimits';

/** Whole years between a birthday (YYYY-MM-DD) and `at` (default now); undefined for a bad date. */
export function ageOf(birthday: string | null | undefined, at: dayjs.ConfigType = undefined): number | undefined {
  if (!birthday) return undefined;
  if (!dayjs(birthday).isValid()) return undefined;
  // The same count as the birthday's limits (src/schema/dateLimits.ts).
  return ageOn(birthday, dayjs(at).format('YYYY-MM-DD'));
}
