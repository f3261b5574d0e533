/**
 * The member import's reading and checks (src/pages/Member/import/rules.ts, read.ts): headers in
 * either language, every problem at its cell, duplicates with members and within the file, CSV
 * (UTF-8 with a BOM, GB18030) and .xlsx files, and the files that cannot be previewed.
 */
import { cellText, csvText, kindOf, readCsv, readLines, readXlsx, writeXlsx } from '@/pages/Member/import/read';
import {
  type CheckedRow,
  checkLines,
  type FileError,
  IMPORT_COLUMNS,
  type ImportRefs,
  mapHeader,
  parseDay,
} from '@/pages/Member/import/rules';

const NOW = new Date('2026-06-15T10:00:00Z');

const REFS: ImportRefs = {
  grades: [
    { id: 1, name: '一年级', status: 1 },
    { id: 2, name: 'Grade 2', status: 1 },
    { id: 3, name: 'Grade 3', status: 0 },
  ],
  worries: [
    { id: 1, name: '注意力不集中', status: 1 },
    { id: 2, name: '多动坐不住', status: 1 },
    { id: 3, name: '胆小退缩', status: 0 },
  ],
  devices: [
    { id: 1, sn: 'BH-2024-000101', status: 1, memberId: null },
    { id: 2, sn: 'BH-2024-000102', status: 1, memberId: 7, memberName: '王子涵' },
    { id: 3, sn: 'BH-2024-000103', status: 1, memberId: null },
    { id: 4, sn: 'BH-2024-000104', status: 0, memberId: null },
  ],
  members: [{ name: '李可馨', birthday: '2017-04-02', guardianPhone: '13800000001' }],
};

const EN_HEADER = [
  'Name',
  'Gender',
  'Birthday',
  'Grade',
  'Guardian name',
  'Guardian phone',
  'Parent concerns',
  'Device SN',
];
const ZH_HEADER = ['姓名', '性别', '出生日期', '年级', '监护人姓名', '监护人电话', '家长困扰', '设备编号'];
const GOOD = [
  '张一诺',
  'Girl',
  '2017-05-06',
  '一年级',
  '张建国',
  '13900000002',
  '注意力不集中, 多动坐不住',
  'BH-2024-000101',
];

const check = (lines: string[][]) => checkLines(lines, REFS, NOW);
const codes = (r: CheckedRow) => r.problems.map((p) => `${p.column}:${p.code}`);

describe('member import: header', () => {
  it('reads the template titles in English and in Chinese, in any order, ignoring case and spaces', () => {
    expect(mapHeader(EN_HEADER)).toEqual([...IMPORT_COLUMNS]);
    expect(mapHeader(ZH_HEADER)).toEqual([...IMPORT_COLUMNS]);
    expect(mapHeader([' guardian PHONE ', 'NAME', 'birthday', 'Member no.', 'problem'])).toEqual([
      'guardianPhone',
      'name',
      'birthday',
      undefined,
      undefined,
    ]);
  });

  it("reads the member list's own titles (an export) too", () => {
    expect(mapHeader(['Guardian', 'Bound device', '监护人', '绑定设备'])).toEqual([
      'guardianName',
      'deviceId',
      undefined,
      undefined,
    ]);
  });

  it("names the columns it does not read, as written, but not a problem file's own column", async () => {
    const head = [...EN_HEADER, ' Member no. ', '', 'Name', 'problem', '问题'];
    const { ignored, rows } = await check([head, [...GOOD, '7', '', 'Again', 'fixed', '']]);
    expect(ignored).toEqual(['Member no.', 'Name']);
    expect(rows[0].member?.name).toBe('张一诺');
    expect((await check([EN_HEADER, GOOD])).ignored).toEqual([]);
  });

  it('refuses a first row that is no header, an empty file and a header alone', async () => {
    await expect(
      check([
        ['a', 'b', 'c'],
        ['1', '2', '3'],
      ]),
    ).rejects.toEqual({
      code: 'header',
      missing: ['name', 'gender', 'birthday', 'gradeId', 'guardianName', 'guardianPhone'],
    } satisfies FileError);
    // A header that lacks a column every row must fill names it: no row of it could be imported.
    const withoutGrade = EN_HEADER.filter((_, i) => IMPORT_COLUMNS[i] !== 'gradeId');
    const rowWithoutGrade = GOOD.filter((_, i) => IMPORT_COLUMNS[i] !== 'gradeId');
    await expect(check([withoutGrade, rowWithoutGrade])).rejects.toEqual({
      code: 'columns',
      missing: ['gradeId'],
    } satisfies FileError);
    await expect(check([])).rejects.toEqual({ code: 'empty' });
    await expect(check([[''], ['', '']])).rejects.toEqual({ code: 'empty' });
    await expect(check([EN_HEADER, ['', '']])).rejects.toEqual({ code: 'noRows' });
  });
});

describe('member import: rows', () => {
  it('reads a line break or a run of spaces inside a cell as one space: every field it fills holds one line', async () => {
    const line = [...GOOD];
    line[0] = 'Mary\r\nAnn';
    line[4] = 'Li  \t Wei';
    const { rows } = await check([EN_HEADER, line]);
    expect([rows[0].member?.name, rows[0].member?.guardianName]).toEqual(['Mary Ann', 'Li Wei']);
  });

  it('says a row with values past the last title is out of place, once, and keeps what is left over', async () => {
    // "li,  ming" unquoted in a CSV: nine values under eight titles, each one a column late.
    const shifted = await readCsv(
      new TextEncoder().encode(
        `${EN_HEADER.join(',')}\r\nli,  ming,Girl,2017-05-06,一年级,张建国,13900000002,,BH-2024-000103\r\n`,
      ),
    );
    // A trailing empty cell (a spreadsheet's formatted column) is no value.
    const { rows } = await check([EN_HEADER, shifted[1], [...GOOD, '  ', '']]);
    expect(rows.map(codes)).toEqual([['name:extraValues'], []]);
    expect(rows[0].problems[0].values).toEqual({ extra: 'BH-2024-000103' });
    expect(rows[0].member).toBeUndefined();
  });

  it("reads an exported cell's formula guard off: a list exported and imported again keeps its text", async () => {
    const line = [...GOOD];
    line[0] = `'=HYPERLINK("http://x")`;
    line[4] = "'+cmd";
    const { rows } = await check([EN_HEADER, line]);
    expect([rows[0].member?.name, rows[0].member?.guardianName]).toEqual(['=HYPERLINK("http://x")', '+cmd']);
    // An apostrophe before anything else is the text's own.
    line[0] = "'Neil";
    expect((await check([EN_HEADER, line])).rows[0].member?.name).toBe("'Neil");
  });

  it('a good row is ready, with the ids its names stand for', async () => {
    const { rows, columns } = await check([EN_HEADER, GOOD]);
    expect(columns).toEqual([...IMPORT_COLUMNS]);
    expect(rows[0].problems).toEqual([]);
    expect(rows[0].row).toBe(2);
    expect(rows[0].member).toEqual({
      name: '张一诺',
      gender: 2,
      birthday: '2017-05-06',
      gradeId: 1,
      guardianName: '张建国',
      guardianPhone: '13900000002',
      worryIds: [1, 2],
      deviceId: 1,
    });
  });

  it('matches gender words and reference names in either language, case and width aside', async () => {
    const { rows } = await check([
      ZH_HEADER,
      ['甲', '男', '2016/3/9', 'grade 2', '乙', '139 0000 0003', '注意力不集中；多动坐不住', ''],
      ['丙', 'boy', '2016年3月9日', '一年级', '丁', '139-0000-0004', '', 'bh-2024-000103'],
    ]);
    expect(rows.map(codes)).toEqual([[], []]);
    expect(rows[0].member).toMatchObject({
      gender: 1,
      birthday: '2016-03-09',
      gradeId: 2,
      guardianPhone: '13900000003',
    });
    expect(rows[1].member).toMatchObject({ gender: 1, deviceId: 3 });
  });

  it('puts each problem at its cell', async () => {
    const { rows } = await check([
      EN_HEADER,
      ['', 'Girl', '2017-05-06', '一年级', 'G', '13900000010', '', ''],
      ['A', 'Girl', '2035-01-01', '一年级', 'G', '13900000011', '', ''],
      ['B', 'Girl', '2017-02-30', '一年级', 'G', '13900000012', '', ''],
      ['C', 'Girl', 'soon', '一年级', 'G', '13900000013', '', ''],
      ['D', 'Girl', '2017-05-06', 'Grade 9', 'G', '13900000014', '', ''],
      ['E', 'Girl', '2017-05-06', '一年级', 'G', '13900000015', '注意力不集中, Sleepy', ''],
      ['F', 'Girl', '2017-05-06', '一年级', 'G', '13900000016', '', 'BH-0'],
      ['G', 'Girl', '2017-05-06', '一年级', 'G', '13900000017', '', 'BH-2024-000102'],
      ['H', 'Girl', '2017-05-06', '一年级', 'G', '1390000', '', ''],
      ['I', 'Robot', '2017-05-06', '一年级', '', '13900000018', '', ''],
      ['J', 'Girl', '2025-01-01', '一年级', 'G', '13900000019', '', ''],
      ['K', 'Girl', '2017-05-06', '一年级', 'G', '13900000020', '', 'BH-2024-000104'],
    ]);
    expect(rows.map(codes)).toEqual([
      ['name:required'],
      ['birthday:future'],
      ['birthday:badDate'],
      ['birthday:badDate'],
      ['gradeId:unknownGrade'],
      ['worryIds:unknownWorry'],
      ['deviceId:unknownDevice'],
      ['deviceId:deviceBound'],
      ['guardianPhone:badPhone'],
      ['gender:badGender', 'guardianName:required'],
      ['birthday:age'],
      ['deviceId:deviceDisabled'],
    ]);
    expect(rows.every((r) => r.member === undefined)).toBe(true);
    expect(rows[5].problems[0].values).toEqual({ value: 'Sleepy' });
    expect(rows[7].problems[0].values).toEqual({ value: 'BH-2024-000102', name: '王子涵' });
  });

  it('names a disabled grade or parent concern as disabled, not unknown, by its own name', async () => {
    const { rows } = await check([
      EN_HEADER,
      ['A', 'Girl', '2017-05-06', ' grade 3 ', 'G', '13900000030', '', ''],
      ['B', 'Girl', '2017-05-06', '一年级', 'G', '13900000031', '注意力不集中、胆小退缩', ''],
    ]);
    expect(rows.map(codes)).toEqual([['gradeId:gradeDisabled'], ['worryIds:worryDisabled']]);
    expect(rows.map((r) => r.problems[0].values)).toEqual([{ value: 'Grade 3' }, { value: '胆小退缩' }]);
    expect(rows.every((r) => r.member === undefined)).toBe(true);
    // Of two rows of one name, the enabled one is meant.
    const twice = { ...REFS, grades: [...REFS.grades, { id: 4, name: 'GRADE 3', status: 1 }] };
    const again = await checkLines(
      [EN_HEADER, ['A', 'Girl', '2017-05-06', 'Grade 3', 'G', '13900000030', '', '']],
      twice,
      NOW,
    );
    expect(again.rows[0].member?.gradeId).toBe(4);
  });

  it('finds an existing member and a duplicate within the file, by name, birthday and guardian phone', async () => {
    const { rows } = await check([
      EN_HEADER,
      ['李可馨', 'Girl', '2017-04-02', '一年级', 'G', '13800000001', '', ''],
      ['王五', 'Boy', '2017-04-02', '一年级', 'G', '13800000002', '', 'BH-2024-000101'],
      ['王五', 'Boy', '2017-04-02', '一年级', 'G', '138 0000 0002', '', 'BH-2024-000101'],
    ]);
    expect(rows.map(codes)).toEqual([['name:duplicate'], [], ['deviceId:deviceTwice', 'name:duplicateInFile']]);
    expect(rows[2].problems.map((p) => p.values)).toEqual([{ value: 'BH-2024-000101', row: 3 }, { row: 3 }]);
  });

  it('leaves a member and a device to a corrected copy below a row left out for a problem of its own', async () => {
    const { rows } = await check([
      EN_HEADER,
      ['王五', 'Boy', '2017-04-02', 'No such grade', 'G', '13800000002', '', ''],
      ['王五', 'Boy', '2017-04-02', '一年级', 'G', '13800000002', '', ''],
      ['赵六', 'Girl', '2017-04-03', 'No such grade', 'G', '13800000003', '', 'BH-2024-000101'],
      ['钱七', 'Girl', '2017-04-04', '一年级', 'G', '13800000004', '', 'BH-2024-000101'],
      ['钱七', 'Girl', '2017-04-04', '一年级', 'G', '13800000004', '', ''],
    ]);
    expect(rows.map(codes)).toEqual([
      ['gradeId:unknownGrade'],
      [],
      ['gradeId:unknownGrade'],
      [],
      ['name:duplicateInFile'],
    ]);
    expect(rows[4].problems[0].values).toEqual({ row: 5 });
  });

  it('skips blank lines and numbers rows as the file does', async () => {
    const { rows } = await check([[], EN_HEADER, ['', ''], GOOD]);
    expect(rows.map((r) => r.row)).toEqual([4]);
  });

  it('reads days in the usual spellings and refuses days that do not exist', () => {
    expect(parseDay('2016-3-9')).toBe('2016-03-09');
    expect(parseDay('2016.03.09')).toBe('2016-03-09');
    expect(parseDay('2016-03-09 00:00:00')).toBe('2016-03-09');
    expect(parseDay('2016-13-01')).toBeUndefined();
    expect(parseDay('09/03/2016')).toBeUndefined();
  });

  it('checks 5,000 rows in slices, reporting progress, and prints how long it took', async () => {
    const lines = [EN_HEADER];
    for (let i = 0; i < 5000; i++)
      lines.push([
        `Child ${i}`,
        i % 2 ? 'Boy' : 'Girl',
        '2016-05-06',
        '一年级',
        'G',
        `139${String(i).padStart(8, '0')}`,
        '',
        '',
      ]);
    const seen: number[] = [];
    const started = performance.now();
    const { rows } = await checkLines(lines, REFS, NOW, { slice: 1000, progress: (done) => seen.push(done) });
    const ms = performance.now() - started;
    expect(rows).toHaveLength(5000);
    expect(rows.every((r) => r.member)).toBe(true);
    expect(seen).toEqual([1000, 2000, 3000, 4000, 5000]);
    console.info(`checked 5,000 rows in ${ms.toFixed(0)} ms`);
  });
});

describe('member import: files', () => {
  const bytes = (s: string) => new TextEncoder().encode(s);

  it('tells a spreadsheet by its name and bytes', () => {
    expect(kindOf('a.csv', bytes('Name\r\n'))).toBe('csv');
    expect(() => kindOf('a.pdf', bytes('%PDF'))).toThrow();
    expect(() => kindOf('a.png', new Uint8Array([0x89, 0x50]))).toThrow();
    // A zip renamed .csv, and a .xlsx that is no zip.
    expect(() => kindOf('a.csv', new Uint8Array([0x50, 0x4b, 0x03, 0x04]))).toThrow();
    expect(() => kindOf('a.xlsx', bytes('Name,Gender'))).toThrow(expect.objectContaining({ code: 'notXlsx' }));
  });

  it('reads CSV in UTF-8 with a BOM, quoted cells with commas and line breaks, and GB18030', async () => {
    const text = '\uFEFF姓名,家长困扰\r\n"王五","注意力不集中, 多动坐不住"\r\n"A ""B""","x\ny"\r\n';
    expect(await readCsv(bytes(text))).toEqual([
      ['姓名', '家长困扰'],
      ['王五', '注意力不集中, 多动坐不住'],
      ['A "B"', 'x\ny'],
      [''],
    ]);
    // 姓名 in GB18030 (what a spreadsheet on a Chinese system saves as CSV).
    expect(csvText(new Uint8Array([0xd0, 0xd5, 0xc3, 0xfb]))).toBe('姓名');
  });

  it('writes an .xlsx file and reads it back, cells as text', async () => {
    const buffer = await writeXlsx('Members', EN_HEADER, [GOOD, ['x', '', '', '', '', '', '', '']]);
    const lines = await readXlsx(new Uint8Array(buffer));
    expect(lines[0]).toEqual(EN_HEADER);
    expect(lines[1]).toEqual(GOOD);
    expect((await readLines('file.xlsx', new Uint8Array(buffer)))[2][0]).toBe('x');
    const { rows } = await check(lines);
    expect(rows[0].member?.deviceId).toBe(1);
  });

  it('reads cell values exceljs gives: dates, rich text, formula results, links', () => {
    expect(cellText(new Date(Date.UTC(2016, 2, 9)))).toBe('2016-03-09');
    expect(cellText({ richText: [{ text: '王' }, { text: '五' }] })).toBe('王五');
    expect(cellText({ formula: 'A1', result: 13900000001 })).toBe('13900000001');
    expect(cellText({ text: 'BH-1', hyperlink: 'http://x' })).toBe('BH-1');
    expect(cellText(null)).toBe('');
  });

  it('an unreadable .xlsx says why', async () => {
    await expect(readXlsx(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]))).rejects.toMatchObject({
      code: 'unreadable',
    });
  });
});

describe('texts that travel with their parts (OwnTexts)', () => {
  it('have the same keys, placeholders and no empty text in both languages', async () => {
    const sets = await Promise.all(
      ['memberImport', 'memberTools', 'savedView', 'savedViewDialogs', 'columnSettings', 'crudForm'].map(
        async (name) => [
          (await import(`@/locales/en-US/${name}`)).default as Record<string, string>,
          (await import(`@/locales/zh-CN/${name}`)).default as Record<string, string>,
        ],
      ),
    );
    const vars = (s: string) =>
      (s.match(/\{\w+\s*[,}]/g) ?? [])
        .map((v) => v.replace(/[\s,}]/g, ''))
        .sort()
        .join();
    for (const [en, zh] of sets) {
      expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort());
      for (const [k, v] of Object.entries(en)) {
        expect([k, v.trim().length > 0, zh[k].trim().length > 0]).toEqual([k, true, true]);
        expect([k, vars(v)]).toEqual([k, vars(zh[k])]);
      }
    }
  });
});
