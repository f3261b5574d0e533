import dayjs from 'dayjs';
import { ageOn } from '@/schema/dateLimits';

/** Whole years between a birthday (YYYY-MM-DD) and `at` (default now); undefined for a bad date. */
export function ageOf(birthday: string | null | undefined, at: dayjs.ConfigType = undefined): number | undefined {
  if (!birthday) return undefined;
  if (!dayjs(birthday).isValid()) return undefined;
  // The same count as the birthday's limits (src/schema/dateLimits.ts).
  return ageOn(birthday, dayjs(at).format('YYYY-MM-DD'));
}

/** 13812341234 -> 138****1234 (anything else: all but the last 4 characters hidden). */
export function maskPhone(phone: string): string {
  if (/^\d{11}$/.test(phone)) return `${phone.slice(0, 3)}****${phone.slice(7)}`;
  if (phone.length <= 4) return '****';
  return `${'*'.repeat(phone.length - 4)}${phone.slice(-4)}`;
}
