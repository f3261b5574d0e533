/** The audit log page's texts: every resource named in both languages, fields and values in words, a safe CSV. */

import { changeLine, fieldLabel, rowText, type Texts, valueText } from '@/components/audit/texts';
import enUS from '@/locales/en-US';
import enUSFeatures from '@/locales/en-US/features';
import { RESOURCE_TEXTS } from '@/locales/resourceTexts';
import zhCN from '@/locales/zh-CN';
import zhCNFeatures from '@/locales/zh-CN/features';
import { auditCsvColumns } from '@/pages/AuditLog/csvColumns';
import { SCHEMAS } from '@/schema';
import { type AuditEntry, LISTED_CHANGES } from '@/schema/auditLog';
import { toCsv } from '@/utils/csv';

const textsOf = (messages: Record<string, string>): Texts => ({
  t: (id, values) => {
    if (!(id in messages)) throw new Error(`missing text ${id}`);
    return messages[id].replace(/\{(\w+)\}/g, (_, k: string) => String(values?.[k] ?? ''));
  },
  has: (id) => id in messages,
  number: (n) => n.toLocaleString('en-US'),
});

describe('audit log texts', () => {
  it('name every resource of the API in both languages', () => {
    const names = Object.keys(SCHEMAS).filter((n) => n !== 'auditLog');
    expect(Object.keys(RESOURCE_TEXTS).sort()).toEqual(names.sort());
    for (const messages of [enUS, zhCN] as Record<string, string>[])
      for (const name of [...names, 'session'])
        expect([name, messages[`audit.resource.${name}`]?.trim().length > 0]).toEqual([name, true]);
    expect((enUS as Record<string, string>)['audit.resource.dataMember']).toBe('Member');
    expect((zhCN as Record<string, string>)['audit.resource.dataMember']).toBe('会员');
  });

  it("label changed fields and values with the resource's own texts", () => {
    const en = textsOf(enUS);
    const zh = textsOf(zhCN);
    expect(fieldLabel(en, 'dataMember', 'guardianPhone')).toBe('Guardian phone');
    expect(fieldLabel(zh, 'dataMember', 'guardianPhone')).toBe(
      (zhCN as Record<string, string>)['member.guardianPhone'],
    );
    expect(fieldLabel(en, 'sysWorry', 'status')).toBe('Status');
    expect(fieldLabel(en, 'sysDietaryAdvice', 'title')).toBe('Title');
    expect(fieldLabel(en, 'dataMember', 'noSuchField')).toBe('noSuchField');
    expect(valueText(en, 'dataMember', 'gender', 1)).toBe('Boy');
    expect(valueText(en, 'dataAccountInfo', 'isSuperAdmin', 2)).toBe('Operator');
    expect(valueText(en, 'dataDevice', 'memberId', null)).toBe('-');
    expect(valueText(en, 'dataDevice', 'memberId', 12)).toBe('#12');
    // A count the server recorded (no field of the resource) is grouped as the language writes it;
    // a field's own number is shown as stored.
    expect(valueText(en, 'dataMember', 'importAdded', 10000)).toBe('10,000');
    expect(valueText(en, 'dataMember', 'trainingCount', 10000)).toBe('10000');
    // A training's duration as its label says and the records list shows it (min:s), not in seconds;
    // a music's, labelled in seconds, as stored.
    expect(changeLine(en, 'dataTrainingRecord', { field: 'durationSec', before: 879, after: null })).toBe(
      'Duration (min:s): 14:39 → -',
    );
    expect(valueText(en, 'sysMusic', 'durationSec', 879)).toBe('879');
    // A reference the server named is shown by its name.
    expect(changeLine(en, 'dataDevice', { field: 'memberId', before: null, after: 12, afterText: '王小明' })).toBe(
      `${(enUS as Record<string, string>)['device.memberId']}: - → 王小明`,
    );
    // A list of references emptied: its named side is empty, and it reads "-", like every empty value.
    expect(
      changeLine(en, 'dataMember', { field: 'worryIds', before: [1], after: [], beforeText: '厌学', afterText: '' }),
    ).toBe(`${(enUS as Record<string, string>)['member.worryIds']}: 厌学 → -`);
    expect(changeLine(en, 'sysWorry', { field: 'status', before: 1, after: 0 })).toBe(
      `Status: ${(enUS as Record<string, string>)['status.1']} → ${(enUS as Record<string, string>)['status.0']}`,
    );
    expect(changeLine(en, 'dataAccountInfo', { field: 'password', redacted: true })).toBe(
      'Password: changed (the value is never recorded)',
    );
  });

  it('label every field a write can change, in both languages, and show an emptied list as "-"', () => {
    // (With the language packs' feature parts, as the console has them once a page shows a change.)
    for (const texts of [textsOf({ ...enUS, ...enUSFeatures }), textsOf({ ...zhCN, ...zhCNFeatures })])
      for (const [resource, schema] of Object.entries(SCHEMAS))
        for (const [field, f] of Object.entries(schema.fields))
          if (resource !== 'auditLog' && !f.readOnly)
            expect([resource, fieldLabel(texts, resource, field)]).not.toEqual([resource, field]);
    expect(valueText(textsOf(enUS), 'dataMemberTrainingCycle', 'cognitiveTrainingIds', [])).toBe('-');
  });

  it('write a change with the brackets, colon and list separator of the language in use', () => {
    const en = textsOf(enUS);
    const zh = textsOf(zhCN);
    const zhText = zhCN as Record<string, string>;
    // A bulk change names each row it wrote.
    const change = { rowId: 4, rowName: '做事拖延', field: 'status', before: 1, after: 0 };
    expect(changeLine(en, 'dataMember', change)).toBe(
      `做事拖延 (#4): Status: ${(enUS as Record<string, string>)['status.1']} → ${(enUS as Record<string, string>)['status.0']}`,
    );
    expect(changeLine(zh, 'dataMember', change)).toBe(
      `做事拖延（#4）：${zhText['common.status']}：${zhText['status.1']} → ${zhText['status.0']}`,
    );
    expect(rowText(zh.t, 4, '做事拖延')).toBe('做事拖延（#4）');
    expect(rowText(zh.t, 4, null)).toBe('#4');
    // An import's entry is of a file, no one row: named by the file; a session entry, by nothing.
    expect(rowText(zh.t, null, '春季.csv')).toBe('春季.csv');
    expect(rowText(zh.t, null, null)).toBe('');
    expect(valueText(zh, 'dataMember', 'worryIds', [1, 2])).toBe('#1、#2');
  });

  it('export entries as CSV with words, and neutralise formulas typed into a failed sign-in', () => {
    const entry: AuditEntry = {
      id: 7,
      time: '2025-01-02T03:04:05.000Z',
      createTime: '2025-01-02T03:04:05.000Z',
      updateTime: '2025-01-02T03:04:05.000Z',
      actor: { id: null, account: '=HYPERLINK("http://x")', name: null, level: null },
      resource: 'session',
      rowId: null,
      rowName: null,
      action: 'signInFailed',
      changes: [],
      changeCount: 0,
      ip: '203.0.113.9',
    };
    const csv = toCsv([entry], auditCsvColumns(textsOf(enUS)));
    const [header, line] = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe('Entry no.,When,Account,Name,Action,Resource,Row,Row name,IP address,Changes');
    expect(line).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(line).toContain(',Sign-in failed,Session,');
    const zhHeader = toCsv([entry], auditCsvColumns(textsOf(zhCN)))
      .replace(/^\uFEFF/, '')
      .split('\r\n')[0];
    expect(zhHeader).toBe('日志编号,时间,账号,姓名,操作类型,对象,记录,记录名称,IP 地址,变更内容');
  });

  it('keeps a bulk change of thousands in what a spreadsheet holds in a cell, and says how many were left out', () => {
    const changes = Array.from({ length: 10_000 }, (_, i) => ({
      field: 'status',
      rowId: i + 1,
      rowName: `Member ${i + 1}`,
      before: 1,
      after: 0,
    }));
    const entry = {
      id: 9,
      time: '2025-01-02T03:04:05.000Z',
      actor: { id: 1, account: 'admin', name: null, level: 1 },
      resource: 'dataMember',
      rowId: null,
      rowName: null,
      action: 'bulkEdit',
      changes,
      changeCount: changes.length,
      ip: '203.0.113.9',
    } as unknown as AuditEntry;
    const columns = auditCsvColumns(textsOf(enUS));
    const cell = String(columns[columns.length - 1].value(entry));
    expect(cell.length).toBeLessThanOrEqual(32_767);
    expect(cell).toMatch(/^Member 1 \(#1\): Status: Enabled → Disabled; /);
    const shown = cell.split('; ').length - 1;
    expect(cell.endsWith(`; … (+${(10_000 - shown).toLocaleString('en-US')})`)).toBe(true);

    // As a page of the log answers it, with its first 200 changes: all of them, then the rest counted.
    const listed = String(
      columns[columns.length - 1].value({ ...entry, changes: changes.slice(0, LISTED_CHANGES) } as AuditEntry),
    );
    expect(listed.split('; ')).toHaveLength(LISTED_CHANGES + 1);
    expect(
      listed.endsWith(`Member ${LISTED_CHANGES} (#${LISTED_CHANGES}): Status: Enabled → Disabled; … (+9,800)`),
    ).toBe(true);
  });

  it("separate an entry's changes in its CSV cell with the semicolon of the language", () => {
    const entry: AuditEntry = {
      id: 8,
      time: '2025-01-02T03:04:05.000Z',
      createTime: '2025-01-02T03:04:05.000Z',
      updateTime: '2025-01-02T03:04:05.000Z',
      actor: { id: 1, account: 'admin', name: null, level: 1 },
      resource: 'dataMember',
      rowId: 3,
      rowName: '乙',
      action: 'edit',
      changeCount: 2,
      changes: [
        { field: 'name', before: '甲', after: '乙' },
        { field: 'guardianPhone', before: '13900000000', after: '13911111111' },
      ],
      ip: '203.0.113.9',
    };
    const changesCell = (messages: Record<string, string>) => {
      const columns = auditCsvColumns(textsOf(messages));
      return columns[columns.length - 1].value(entry);
    };
    expect(changesCell(zhCN)).toBe('姓名：甲 → 乙；监护人电话：13900000000 → 13911111111');
    expect(changesCell(enUS)).toBe('Name: 甲 → 乙; Guardian phone: 13900000000 → 13911111111');
  });
});
