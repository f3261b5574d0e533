/**
 * What an edit changes in the row as its form opened on it. Only that is sent: the server keeps
 * every field an edit leaves out, so a save never puts back a value another user changed while
 * the form was open (a level, a status, a phone), nor has the audit log blame this user for it.
 */
export function changedFields(body: Record<string, unknown>, row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).filter(([name, value]) => !sameValue(value, row[name])));
}

/** A date and time, as the API writes it or as a form sends it. */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/;

const blank = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

const sameSet = (a: unknown[], b: unknown[]) => {
  const sorted = (list: unknown[]) => list.map(String).sort().join('\u0000');
  return a.length === b.length && sorted(a) === sorted(b);
};

/**
 * The same value in the API's terms: empty is empty, a number and its digits are one, an instant
 * is one, a list of ids is one in any order.
 */
function sameValue(sent: unknown, stored: unknown): boolean {
  if (blank(sent) || blank(stored)) return blank(sent) && blank(stored);
  // A list of ids is a set: a choice taken out and put back is no change (no select orders them).
  if (Array.isArray(sent) && Array.isArray(stored)) return sameSet(sent, stored);
  if (typeof sent === 'object' || typeof stored === 'object') return JSON.stringify(sent) === JSON.stringify(stored);
  if (typeof sent === 'string' && typeof stored === 'string' && DATE_TIME.test(sent) && DATE_TIME.test(stored))
    // To the minute, as the form shows and sends a time: its stored seconds are no change.
    return Math.floor(Date.parse(sent) / 60000) === Math.floor(Date.parse(stored) / 60000);
  return String(sent) === String(stored);
}
