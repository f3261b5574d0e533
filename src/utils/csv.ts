/**
 * CSV building for exports: pure functions (no DOM) except `downloadBlob`.
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

/**
 * A cell read back from a file: the apostrophe csvCell put before a formula-like text is taken off,
 * so a list exported and imported again holds the same text ("=A", not "'=A").
 */
export function unneutralised(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}

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

/** The file's start: BOM and the header line, CRLF-ended. */
export function csvHead<T>(columns: readonly CsvColumn<T>[]): string {
  return `${BOM}${columns.map((c) => csvCell(c.header)).join(',')}\r\n`;
}

/** One CRLF-ended line per row: a part of a file that csvHead starts (an export builds it page by page). */
export function csvLines<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  let text = '';
  for (const row of rows) text += `${columns.map((c) => csvCell(c.value(row))).join(',')}\r\n`;
  return text;
}

/** The whole file: BOM, a header line, one line per row, CRLF line ends (RFC 4180). */
export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  return csvHead(columns) + csvLines(rows, columns);
}

export const CSV_TYPE = 'text/csv;charset=utf-8';

/**
 * A file name Windows and macOS both accept. Names come from the locale files, and a character
 * either system refuses (\ / : * ? " < > |, control characters) would be left to each browser to
 * replace in its own way, or the name to be dropped.
 */
export const safeFileName = (name: string): string => name.replace(/[\\/:*?"<>|\p{Cc}]/gu, '_');

/** Saves a Blob (e.g. a CSV built from parts) as a file through a temporary link. */
export function downloadBlob(filename: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = safeFileName(filename);
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
