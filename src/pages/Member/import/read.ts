/**
 * A chosen file as lines of cells, and lines as an .xlsx file: the import's two parsers behind
 * one door. Runs in the import's worker (./import.worker.ts), so papaparse and exceljs load there
 * only (the page imports this module only where there is no worker), never with a list page. No DOM.
 */
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import type { FileError } from './rules';

export type FileKind = 'csv' | 'xlsx';

/** An .xlsx file is a zip archive: it starts with "PK\x03\x04". */
const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/** What the file is, by its name and its first bytes; a FileError when it is no spreadsheet. */
export function kindOf(name: string, bytes: Uint8Array): FileKind {
  const ext = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  if (ext === 'xlsx') {
    if (!isZip(bytes)) throw { code: 'notXlsx' } satisfies FileError;
    return 'xlsx';
  }
  if (ext === 'csv' || ext === 'txt') {
    // A zip, a PDF or a picture renamed .csv: binary bytes in its start.
    if (isZip(bytes) || bytes.subarray(0, 512).some((b) => b === 0)) throw { code: 'type' } satisfies FileError;
    return 'csv';
  }
  throw { code: 'type' } satisfies FileError;
}

/**
 * A CSV file's text. UTF-8 (with or without a BOM) first; a file that is not valid UTF-8 is read as
 * GB18030, which is what a spreadsheet on a Chinese system saves "CSV" in.
 */
export function csvText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('gb18030').decode(bytes);
  }
}

export async function readCsv(bytes: Uint8Array): Promise<string[][]> {
  const parsed = Papa.parse<string[]>(csvText(bytes), { skipEmptyLines: false });
  return parsed.data;
}

/** YYYY-MM-DD of a date cell: exceljs gives the day the sheet shows at midnight UTC. */
const dayOfCell = (d: Date) =>
  `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${String(d.getUTCDate()).padStart(2, '0')}`;

/** One cell's value as text: rich text joined, a formula by its result, a link by its text. */
export function cellText(v: unknown): string {
  if (v == null) return '';
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? '' : dayOfCell(v);
  if (typeof v === 'object') {
    const o = v as { richText?: { text: string }[]; result?: unknown; text?: unknown; error?: string };
    if (Array.isArray(o.richText)) return o.richText.map((r) => r.text).join('');
    if ('result' in o) return cellText(o.result);
    if ('text' in o) return cellText(o.text);
    if (o.error) return String(o.error);
    return '';
  }
  return String(v);
}

export async function readXlsx(bytes: Uint8Array): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  try {
    // (exceljs types the input as Node's Buffer; in a browser it takes the bytes as they are.)
    await book.xlsx.load(bytes as unknown as Parameters<typeof book.xlsx.load>[0]);
  } catch (e) {
    throw { code: 'unreadable', reason: e instanceof Error ? e.message : String(e) } satisfies FileError;
  }
  const sheet = book.worksheets[0];
  if (!sheet) throw { code: 'empty' } satisfies FileError;
  const lines: string[][] = [];
  // Row and column numbers start at 1; an empty row in between stays an empty line, so the row
  // numbers the preview shows are the sheet's own.
  sheet.eachRow({ includeEmpty: true }, (row, n) => {
    const values = row.values as unknown[];
    lines[n - 1] = values.slice(1).map(cellText);
  });
  for (let i = 0; i < lines.length; i++) lines[i] ??= [];
  return lines;
}

/** A file's lines (the header first). */
export async function readLines(name: string, bytes: Uint8Array): Promise<string[][]> {
  return kindOf(name, bytes) === 'xlsx' ? readXlsx(bytes) : readCsv(bytes);
}

/**
 * An .xlsx file of one sheet: a bold header, then the lines, every cell as text (a phone number
 * or a date stays as typed rather than turning into a number).
 */
export async function writeXlsx(sheetName: string, header: string[], lines: string[][]): Promise<ArrayBuffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(sheetName.slice(0, 31));
  sheet.columns = header.map((h) => ({ header: h, width: Math.max(12, h.length + 4), style: { numFmt: '@' } }));
  sheet.getRow(1).font = { bold: true };
  for (const line of lines) sheet.addRow(line);
  const out = await book.xlsx.writeBuffer();
  return (out as unknown as Uint8Array).buffer.slice(
    (out as unknown as Uint8Array).byteOffset,
    (out as unknown as Uint8Array).byteOffset + (out as unknown as Uint8Array).byteLength,
  ) as ArrayBuffer;
}
