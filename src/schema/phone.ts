/** Who sees guardian phone numbers masked, and how a number is masked. */

/**
 * Whether a level sees phone numbers masked (docs/product-rules.md, access levels): every level
 * but the one that writes. One rule for the server, which masks its answers, and the console.
 */
export const phonesMasked = (level: number | undefined): boolean => Number(level) !== 1;

/**
 * 13812341234 -> 138****1234 (anything else: all but the last 4 characters hidden). A number
 * masked already stays as it is, so a server's masked answer is not masked twice.
 */
export function maskPhone(phone: string): string {
  if (/^\d{3}\*{4}\d{4}$/.test(phone)) return phone;
  if (/^\d{11}$/.test(phone)) return `${phone.slice(0, 3)}****${phone.slice(7)}`;
  if (phone.length <= 4) return '****';
  return `${'*'.repeat(phone.length - 4)}${phone.slice(-4)}`;
}
