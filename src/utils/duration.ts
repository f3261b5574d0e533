/** Minutes and seconds, as a training record's duration is headed (min:s): 754 -> 12:34; 3725 -> 62:05 */
export function formatDuration(sec: number | null | undefined): string {
  if (sec == null || !Number.isFinite(sec)) return '-';
  const s = Math.max(0, Math.round(sec));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
