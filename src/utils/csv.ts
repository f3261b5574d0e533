/**
 * CSV building for exports: pure functions (no DOM) except `downloadCsv`.
 * Cells that a spreadsheet would run as a formula (text starting with = + - @, tab or CR, also
 * after leading spaces, and their full-width forms that CJK input methods type) get a leading
 * apostrophe; the text starts with a UTF-8 BOM so Excel reads Chinese correctly.
 */

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => unknown;
}

export const BOM = '\uFEFF';
const FORMULA_START = /^[\t\r]|^[\s\u3000]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/;

/** One cell: text neutralised against formula injection, quoted when needed. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return '';
    text = String(value);
    return text;
  }
  text = typeof value === 'string' ? value : Array.isArray(value) ? value.join(', ') : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  if (/[",\r\n]/.test(text) || /^\s|\s$/.test(text)) text = `"${text.replace(/"/g, '""')}"`;
  return text;
}

/** The whole file: BOM, a header line, one line per row, CRLF line ends (RFC 4180). */
export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  const lines = [columns.map((c) => csvCell(c.header)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => csvCell(c.value(row))).join(','));
  return `${BOM + lines.join('\r\n')}\r\n`;
}

/** Saves `text` as a file through a temporary Blob link. */
export function downloadCsv(filename: string, text: string): void {
  const blob = new Blob([text], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
