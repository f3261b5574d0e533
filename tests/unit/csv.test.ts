import enUS from '@/locales/en-US';
import zhCN from '@/locales/zh-CN';
import { memberCsvColumns } from '@/pages/Member/csvColumns';
import { recordCsvColumns } from '@/pages/TrainingRecord/csvColumns';
import { maskPhone } from '@/schema/member';
import type { Member } from '@/services/member';
import type { TrainingRecord } from '@/services/trainingRecord';
import { BOM, csvCell, safeFileName, toCsv } from '@/utils/csv';
import { formatDuration } from '@/utils/duration';

describe('CSV builder', () => {
  it.each([' =1+1', '\u3000=1+1', '＝SUM(A1:A9)', '＋1', '－1', '＠SUM(A1)', '  @cmd'])(
    'neutralises %p (a formula behind spaces or in full-width form)',
    (text) => {
      expect(csvCell(text)).toMatch(/^"?'/);
    },
  );

  it('neutralises cells a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('plain 文本')).toBe('plain 文本');
  });

  it('quotes commas, quotes, line breaks and edge spaces; numbers and empties stay plain', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(' pad')).toBe('" pad"');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(Number.NaN)).toBe('');
    expect(csvCell(['a', 'b'])).toBe('"a, b"');
  });

  it('writes a BOM, a header line and CRLF-ended rows', () => {
    const csv = toCsv(
      [
        { a: 1, b: 'x' },
        { a: 2, b: '=1+1' },
      ],
      [
        { header: 'A', value: (r) => r.a },
        { header: '名称', value: (r) => r.b },
      ],
    );
    expect(csv.startsWith(BOM)).toBe(true);
    expect(csv.slice(1)).toBe("A,名称\r\n1,x\r\n2,'=1+1\r\n");
  });

  it('gives a file name no character Windows or macOS refuses', () => {
    expect(safeFileName('会员/训练: "A"<B>|C*?\\D\u0007.csv')).toBe('会员_训练_ _A__B__C___D_.csv');
    expect(safeFileName('训练记录-20250102-030405.csv')).toBe('训练记录-20250102-030405.csv');
  });

  it('translated headers and values of the training-record export', () => {
    const t = (id: string) => `[${id}]`;
    const row = {
      id: 7,
      userId: 3,
      memberName: '王子涵',
      deviceSn: 'BH-2024-000123',
      type: 1,
      contentName: 'Alpha',
      startTime: '2025-01-02T03:04:05.000Z',
      durationSec: 600,
      score: 80,
      attentionAvg: 60,
      relaxationAvg: null,
      feedbackId: 2,
      feedbackName: '=bad()',
      createTime: '',
      updateTime: '',
    } as TrainingRecord;
    const cols = recordCsvColumns(t);
    const csv = toCsv([row], cols).slice(1).split('\r\n');
    expect(csv[0]).toBe(cols.map((c) => c.header).join(','));
    expect(csv[0]).toContain('[record.memberName]');
    expect(csv[1]).toContain('王子涵');
    expect(csv[1]).toContain('[record.type.1]');
    expect(csv[1]).toContain("'=bad()");
    // The duration as the page shows it, then in seconds.
    const at = cols.findIndex((c) => c.header === '[record.durationSec]');
    expect(cols[at + 1].header).toBe('[record.durationSeconds]');
    expect(csv[1].split(',').slice(at, at + 2)).toEqual(['10:00', '600']);
  });
});

describe('the member export', () => {
  const member = {
    id: 200,
    name: '曹奕辰',
    gender: 1,
    birthday: '2016-05-01',
    gradeId: 3,
    gradeName: '三年级',
    guardianName: '曹丽娟',
    guardianPhone: '13800001234',
    worryIds: [1, 2, 3],
    worryNames: ['多动坐不住', '记忆力差', '学习效率低'],
    deviceId: null,
    deviceSn: null,
    status: 1,
    trainingCount: 12,
    lastTrainingTime: null,
    createTime: '2025-01-02T03:04:05.000Z',
    updateTime: '2025-01-02T03:04:05.000Z',
  } as unknown as Member;
  const translate = (messages: Record<string, string>) => (id: string) => messages[id] ?? id;
  const worries = (messages: Record<string, string>) => {
    const cols = memberCsvColumns(translate(messages), false);
    const at = cols.findIndex((c) => c.header === messages['member.worryIds']);
    return toCsv([member], cols)
      .slice(1)
      .split('\r\n')[1]
      .split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/)[at];
  };

  it("joins the parents' concerns as the language of its headers does: 、 in Chinese, no space, no quotes needed", () => {
    expect(worries(zhCN as Record<string, string>)).toBe('多动坐不住、记忆力差、学习效率低');
  });

  it('joins them with ", " in English, the cell quoted for its commas', () => {
    expect(worries(enUS as Record<string, string>)).toBe('"多动坐不住, 记忆力差, 学习效率低"');
  });
});

describe('small formatters', () => {
  it('masks an 11-digit phone as 138****1234', () => {
    expect(maskPhone('13812341234')).toBe('138****1234');
    expect(maskPhone('12')).toBe('****');
    expect(maskPhone('+44 20 7946')).toBe('*******7946');
  });
  it('formats durations', () => {
    expect(formatDuration(754)).toBe('12:34');
    // Minutes and seconds, as the header says (min:s), an hour and more too.
    expect(formatDuration(3725)).toBe('62:05');
    expect(formatDuration(null)).toBe('-');
  });
});
