/**
 * What the member import reads from a file and what it finds wrong with each row: pure functions
 * (no DOM, no React, no request), run in the import's worker (./import.worker.ts), in the page
 * when the browser has no worker (the component tests), and by the unit tests. Problems are
 * codes with values; the page words them (`memberImport.problem.<code>`).
 */

import enMember from '../../../locales/en-US/member';
import enImport from '../../../locales/en-US/memberImport';
import zhMember from '../../../locales/zh-CN/member';
import zhImport from '../../../locales/zh-CN/memberImport';
import { PHONE_PATTERN } from '../../../schema/account';
import { dateProblem } from '../../../schema/dateLimits';
import { type Member, memberSchema } from '../../../schema/member';
import { showsNothing } from '../../../schema/text';
import { unneutralised } from '../../../utils/csv';

/** The columns the import reads, in the template's order. */
export const IMPORT_COLUMNS = [
  'name',
  'gender',
  'birthday',
  'gradeId',
  'guardianName',
  'guardianPhone',
  'worryIds',
  'deviceId',
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/**
 * Columns every row must fill. A file without one of them has no row that could be imported, and
 * the preview would show each row's problem in a column it does not have: it is refused at its
 * header, naming the columns.
 */
export const NEEDED_COLUMNS: readonly ImportColumn[] = IMPORT_COLUMNS.filter(
  (c) => c !== 'worryIds' && c !== 'deviceId',
);

/** Rows one import takes at most (data rows, the header not counted). */
export const MAX_IMPORT_ROWS = 10_000;

/** The first data row's number in the file (the header is row 1), as a spreadsheet numbers it. */
export const FIRST_DATA_ROW = 2;

/** A header cell as compared: case, spaces, punctuation and full-width forms do not matter. */
export function headerKey(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s_\-.:：()（）*]/g, '');
}

type Texts = Record<string, string>;
const LANGS: { member: Texts; imp: Texts }[] = [
  { member: enMember, imp: enImport },
  { member: zhMember, imp: zhImport },
];

/**
 * Every title a column is known by: the template's (memberImport.col.*) and the member list's
 * (member.*), in both languages, so a file made in either language, or an export, is read.
 */
export const COLUMN_TITLES: Readonly<Record<string, ImportColumn>> = (() => {
  const out: Record<string, ImportColumn> = {};
  for (const { member, imp } of LANGS)
    for (const c of IMPORT_COLUMNS)
      for (const title of [imp[`memberImport.col.${c}`], member[`member.${c}`]])
        if (title && !out[headerKey(title)]) out[headerKey(title)] = c;
  // The list's "Guardian" (监护人) is the guardian's name.
  return out;
})();

/** The problem file's own column, in either language: read back with its rows, it goes unmentioned. */
const PROBLEM_TITLES = new Set(LANGS.map(({ imp }) => headerKey(imp['memberImport.problemColumn'])));

/** Which column each cell of the header row holds (undefined: a column the import ignores). */
export function mapHeader(header: readonly string[]): (ImportColumn | undefined)[] {
  const seen = new Set<ImportColumn>();
  return header.map((h) => {
    const c = COLUMN_TITLES[headerKey(String(h ?? ''))];
    if (!c || seen.has(c)) return undefined;
    seen.add(c);
    return c;
  });
}

/** The header's problem, if any: the needed columns it lacks. */
export function missingColumns(mapped: readonly (ImportColumn | undefined)[]): ImportColumn[] {
  return NEEDED_COLUMNS.filter((c) => !mapped.includes(c));
}

/** A settings row a cell names: disabled (status 0), it is no new member's (docs/product-rules.md). */
export interface CatalogueRef {
  id: number;
  name: string;
  status: number;
}

/** Reference rows the checks look names up in (the services' /list answers, disabled rows too). */
export interface ImportRefs {
  grades: CatalogueRef[];
  worries: CatalogueRef[];
  devices: { id: number; sn: string; status: number; memberId: number | null; memberName?: string | null }[];
  /** Existing members, for the duplicate check (whole phones: the import is level 1's). */
  members: { name: string; birthday: string; guardianPhone: string }[];
}

export interface Problem {
  /** The cell's column; every problem belongs to one. */
  column: ImportColumn;
  code:
    | 'required'
    | 'tooLong'
    | 'badGender'
    | 'badDate'
    | 'future'
    | 'age'
    | 'unknownGrade'
    | 'gradeDisabled'
    | 'unknownWorry'
    | 'worryDisabled'
    | 'unknownDevice'
    | 'deviceDisabled'
    | 'deviceBound'
    | 'deviceTwice'
    | 'badPhone'
    | 'duplicate'
    | 'duplicateInFile'
    /** Values past the header's last title (a comma outside quotes in a CSV): the cells are out of place. */
    | 'extraValues'
    /** The server's refusal at import time, in its words (`values.text`): what changed since the check. */
    | 'refused';
  values?: Record<string, string | number>;
}

/** A member as the import call sends it. */
export type ImportMember = Pick<
  Member,
  'name' | 'gender' | 'birthday' | 'gradeId' | 'guardianName' | 'guardianPhone' | 'worryIds' | 'deviceId'
>;

export interface CheckedRow {
  /** The row's number in the file (the header is row 1). */
  row: number;
  /** The cells as read, by column. */
  cells: Record<ImportColumn, string>;
  problems: Problem[];
  /** Set when there is no problem. */
  member?: ImportMember;
}

/** A name as compared with reference names: case, width and surrounding spaces do not matter. */
const nameKey = (s: string) => s.normalize('NFKC').trim().toLowerCase();

/** Several names in one cell: separated by commas, semicolons, 、 or |, in either width. */
export const splitList = (s: string): string[] =>
  s
    .split(/[,;，；、|]/)
    .map((x) => x.trim())
    .filter(Boolean);

/** Gender words in both languages (the list's labels and the usual short forms). */
const GENDER_WORDS: Record<string, 1 | 2> = (() => {
  const out: Record<string, 1 | 2> = { '1': 1, '2': 2, m: 1, f: 2, male: 1, female: 2, boy: 1, girl: 2 };
  for (const { member } of LANGS) {
    out[nameKey(member['member.gender.1'])] = 1;
    out[nameKey(member['member.gender.2'])] = 2;
  }
  return out;
})();

/** A date cell as YYYY-MM-DD: 2016-03-09, 2016/3/9, 2016.3.9 or 2016年3月9日; undefined if not a real day. */
export function parseDay(text: string): string | undefined {
  const m = /^(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})\s*日?(?:[ T].*)?$/.exec(text.trim());
  if (!m) return undefined;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return undefined;
  return `${m[1]}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

const PHONE = new RegExp(PHONE_PATTERN);
const NAME_MAX = memberSchema.fields.name.max ?? 32;
const GUARDIAN_MAX = memberSchema.fields.guardianName.max ?? 32;

/** The key two rows are the same member by: name, birthday and guardian phone. */
export const memberKey = (name: string, birthday: string, phone: string) =>
  `${nameKey(name)}\u0000${birthday}\u0000${phone.trim()}`;

/** Lookups built once per file from the reference rows. */
export interface Lookups {
  grade: Map<string, CatalogueRef>;
  worry: Map<string, CatalogueRef>;
  device: Map<string, ImportRefs['devices'][number]>;
  members: Set<string>;
}

/** Catalogue rows by name; of two that read the same, the enabled one. */
function byName(rows: readonly CatalogueRef[]): Map<string, CatalogueRef> {
  const out = new Map<string, CatalogueRef>();
  for (const row of rows) {
    const key = nameKey(row.name);
    if (out.get(key)?.status !== 1) out.set(key, row);
  }
  return out;
}

export function lookupsOf(refs: ImportRefs): Lookups {
  return {
    grade: byName(refs.grades),
    worry: byName(refs.worries),
    device: new Map(refs.devices.map((d) => [nameKey(d.sn), d])),
    members: new Set(refs.members.map((m) => memberKey(m.name, m.birthday.slice(0, 10), m.guardianPhone))),
  };
}

/** What the rows seen so far hold, for the checks within the file. */
export interface FileSeen {
  keys: Map<string, number>;
  devices: Map<number, number>;
}

export const newFileSeen = (): FileSeen => ({ keys: new Map(), devices: new Map() });

/**
 * Checks one data row. `cells` are the row's texts by column; `row` its number in the file;
 * `now` the moment the birthday is checked against; `seen` what earlier rows of the file held.
 */
export function checkRow(
  cells: Record<ImportColumn, string>,
  row: number,
  look: Lookups,
  seen: FileSeen,
  now: Date,
): CheckedRow {
  const problems: Problem[] = [];
  const add = (column: ImportColumn, code: Problem['code'], values?: Problem['values']) =>
    problems.push({ column, code, values });

  const name = cells.name.trim();
  if (showsNothing(name)) add('name', 'required');
  else if (name.length > NAME_MAX) add('name', 'tooLong', { max: NAME_MAX });

  let gender: 1 | 2 | undefined;
  const genderText = cells.gender.trim();
  if (!genderText) add('gender', 'required');
  else {
    gender = GENDER_WORDS[nameKey(genderText)];
    if (!gender) add('gender', 'badGender', { value: genderText });
  }

  const birthdayText = cells.birthday.trim();
  const birthday = birthdayText ? parseDay(birthdayText) : undefined;
  if (!birthdayText) add('birthday', 'required');
  else if (!birthday) add('birthday', 'badDate', { value: birthdayText });
  else {
    const wrong = dateProblem(memberSchema.fields.birthday, birthday, now);
    if (wrong?.kind === 'future') add('birthday', 'future');
    else if (wrong?.kind === 'age') add('birthday', 'age', { min: wrong.min, max: wrong.max });
  }

  // A disabled grade or concern is found, and named as such: the server refuses it for a new member.
  const gradeText = cells.gradeId.trim();
  const grade = gradeText ? look.grade.get(nameKey(gradeText)) : undefined;
  const gradeId = grade?.id;
  if (!gradeText) add('gradeId', 'required');
  else if (!grade) add('gradeId', 'unknownGrade', { value: gradeText });
  else if (grade.status === 0) add('gradeId', 'gradeDisabled', { value: grade.name });

  const guardianName = cells.guardianName.trim();
  if (showsNothing(guardianName)) add('guardianName', 'required');
  else if (guardianName.length > GUARDIAN_MAX) add('guardianName', 'tooLong', { max: GUARDIAN_MAX });

  // Spreadsheets often show a phone with spaces or dashes; the number is its digits.
  const phoneText = cells.guardianPhone.trim();
  const phone = phoneText.replace(/[\s-]/g, '');
  if (!phoneText) add('guardianPhone', 'required');
  else if (!PHONE.test(phone)) add('guardianPhone', 'badPhone', { value: phoneText });

  const worryIds: number[] = [];
  for (const w of splitList(cells.worryIds)) {
    const worry = look.worry.get(nameKey(w));
    if (!worry) add('worryIds', 'unknownWorry', { value: w });
    else if (worry.status === 0) add('worryIds', 'worryDisabled', { value: worry.name });
    else if (!worryIds.includes(worry.id)) worryIds.push(worry.id);
  }

  let deviceId: number | null = null;
  const sn = cells.deviceId.trim();
  if (sn) {
    const device = look.device.get(nameKey(sn));
    if (!device) add('deviceId', 'unknownDevice', { value: sn });
    // As the server refuses it: a disabled headband is bound to no one (docs/api.md).
    else if (device.status === 0) add('deviceId', 'deviceDisabled', { value: device.sn });
    else if (device.memberId != null)
      add('deviceId', 'deviceBound', { value: device.sn, name: device.memberName ?? `#${device.memberId}` });
    else {
      const earlier = seen.devices.get(device.id);
      if (earlier !== undefined) add('deviceId', 'deviceTwice', { value: device.sn, row: earlier });
      deviceId = device.id;
    }
  }

  let key: string | undefined;
  if (name && birthday && PHONE.test(phone)) {
    key = memberKey(name, birthday, phone);
    const earlier = seen.keys.get(key);
    if (look.members.has(key)) add('name', 'duplicate');
    else if (earlier !== undefined) add('name', 'duplicateInFile', { row: earlier });
  }
  // Only a ready row holds its member and its device against the rows after it: a row left out
  // for a problem of its own leaves them to a corrected copy further down the file.
  if (!problems.length) {
    if (key) seen.keys.set(key, row);
    if (deviceId != null) seen.devices.set(deviceId, row);
  }

  const checked: CheckedRow = { row, cells, problems };
  if (!problems.length && gender && birthday && gradeId !== undefined)
    checked.member = { name, gender, birthday, gradeId, guardianName, guardianPhone: phone, worryIds, deviceId };
  return checked;
}

/** A file's rows of text (the header first) as the cells of each data row, by column. */
export function cellsOf(mapped: readonly (ImportColumn | undefined)[], line: readonly unknown[]) {
  const cells = Object.fromEntries(IMPORT_COLUMNS.map((c) => [c, ''])) as Record<ImportColumn, string>;
  mapped.forEach((c, i) => {
    // Every field the import fills holds one line: a line break in a quoted cell is a space.
    if (c) cells[c] = line[i] == null ? '' : unneutralised(String(line[i])).replace(/\s+/g, ' ');
  });
  return cells;
}

/** A line with nothing in it (spreadsheets keep formatted empty rows): skipped, not a problem. */
export const blankLine = (line: readonly unknown[]) => line.every((v) => v == null || String(v).trim() === '');

/** Why a file cannot be previewed at all. */
export type FileError =
  | { code: 'type' }
  /** Named .xlsx, but no workbook (a CSV or some other file renamed). */
  | { code: 'notXlsx' }
  | { code: 'unreadable'; reason: string }
  | { code: 'empty' }
  | { code: 'noRows' }
  /** A first row with no column the import reads: no header at all. */
  | { code: 'header'; missing: ImportColumn[] }
  /** A header without some of the columns every row must fill. */
  | { code: 'columns'; missing: ImportColumn[] }
  | { code: 'tooMany'; count: number; max: number }
  /** The lists a file is checked against could not be read. */
  | { code: 'refs' };

export interface CheckResult {
  rows: CheckedRow[];
  /** The columns found, in the file's order (what the problem file repeats). */
  columns: ImportColumn[];
  /** The header's titles of columns the import does not read, as written, in the file's order. */
  ignored: string[];
}

/** How a file's lines go: the header first, then data rows; blank lines are skipped. */
/**
 * A row with values past the header's last title, whose cells then stand under the wrong titles
 * (an unquoted comma in a CSV cell): said as that, once, with what is left over, rather than as
 * the problems of every shifted cell.
 */
function overflowing(
  mapped: readonly (ImportColumn | undefined)[],
  line: readonly unknown[],
  row: number,
): CheckedRow | undefined {
  const titles = mapped.length;
  const past = line.slice(titles).filter((v) => !blankLine([v]));
  if (!past.length) return undefined;
  const values = { extra: past.map(String).join(', ') };
  return { row, cells: cellsOf(mapped, line), problems: [{ column: 'name', code: 'extraValues', values }] };
}

export function headerOf(lines: readonly (readonly unknown[])[]): { at: number } | undefined {
  const at = lines.findIndex((l) => !blankLine(l));
  return at < 0 ? undefined : { at };
}

/**
 * Checks a whole file's lines in slices, calling `pause` between slices (a yield to the page, or
 * nothing in a worker) and `progress` with the rows done. Throws a FileError for a file that
 * cannot be previewed.
 */
export async function checkLines(
  lines: readonly (readonly unknown[])[],
  refs: ImportRefs,
  now: Date,
  opts: { slice?: number; pause?: () => Promise<void>; progress?: (done: number, total: number) => void } = {},
): Promise<CheckResult> {
  const head = headerOf(lines);
  if (!head) throw { code: 'empty' } satisfies FileError;
  const titles = lines[head.at].map((v) => (v == null ? '' : String(v).trim()));
  const mapped = mapHeader(titles);
  const missing = missingColumns(mapped);
  if (missing.length) throw { code: mapped.some(Boolean) ? 'columns' : 'header', missing } satisfies FileError;
  const data: { line: readonly unknown[]; row: number }[] = [];
  for (let i = head.at + 1; i < lines.length; i++) if (!blankLine(lines[i])) data.push({ line: lines[i], row: i + 1 });
  if (!data.length) throw { code: 'noRows' } satisfies FileError;
  if (data.length > MAX_IMPORT_ROWS)
    throw { code: 'tooMany', count: data.length, max: MAX_IMPORT_ROWS } satisfies FileError;
  const look = lookupsOf(refs);
  const seen = newFileSeen();
  const rows: CheckedRow[] = [];
  const slice = opts.slice ?? 500;
  for (let from = 0; from < data.length; from += slice) {
    if (from > 0) await opts.pause?.();
    for (const { line, row } of data.slice(from, from + slice))
      rows.push(overflowing(mapped, line, row) ?? checkRow(cellsOf(mapped, line), row, look, seen, now));
    opts.progress?.(rows.length, data.length);
  }
  return {
    rows,
    columns: IMPORT_COLUMNS.filter((c) => mapped.includes(c)),
    ignored: titles.filter((title, i) => title && !mapped[i] && !PROBLEM_TITLES.has(headerKey(title))),
  };
}

export const isFileError = (e: unknown): e is FileError =>
  typeof e === 'object' && e !== null && typeof (e as { code?: unknown }).code === 'string' && !(e instanceof Error);
