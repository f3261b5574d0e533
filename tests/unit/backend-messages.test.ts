/**
 * The mock backend's field errors and the texts it builds, in both languages: a clash or a
 * cross-field rule names the field it is about, Chinese writes its numbers and lists as the
 * console's own texts do (docs/glossary.md, "Punctuation").
 */
import { type Backend, createBackend } from '../../mock/backend';
import { FIELD_NAMES } from '../../mock/backend/i18n';
import { RESOURCES } from '../../mock/backend/resources';
import { type Loose, signIn } from './backendSession';

let backend: Backend;
beforeEach(() => {
  backend = createBackend();
});

const as = (lang: 'zh-CN' | 'en-US') => signIn(backend, 'admin', 'Admin@123', { 'accept-language': lang });
const first = (resource: string) => backend.db.table(resource).all()[0] as Loose;

describe('a value another row holds', () => {
  it.each([
    ['zh-CN', '序列号已存在', '名称已存在'],
    ['en-US', 'Serial number already exists', 'Name already exists'],
  ] as const)('is refused in %s naming the field, as a taken account is', (lang, sn, name) => {
    const api = as(lang);
    expect(api.post('/dataDevice/add', { sn: first('dataDevice').sn }).errors.sn).toBe(sn);
    expect(api.post('/sysWorry/add', { name: first('sysWorry').name }).errors.name).toBe(name);
  });
});

describe('a cross-field rule', () => {
  const refusals = (lang: 'zh-CN' | 'en-US') => {
    const api = as(lang);
    return [
      api.post('/sysBand/add', { name: 'Gamma', minHz: 50, maxHz: 2 }).errors.minHz,
      api.post('/sysNeuroTrainingFeedbackAutoRule/add', { minAttention: 80, maxAttention: 10 }).errors.minAttention,
      api.post('/dataMemberTrainingCycle/add', { startDate: '2030-02-01', endDate: '2025-01-01' }).errors.startDate,
    ];
  };

  it('names the other field in Chinese, its value in full-width brackets', () => {
    expect(refusals('zh-CN')).toEqual([
      '必须小于上限频率（2）',
      '不能大于最高专注度（10）',
      '必须早于结束日期（2025-01-01）',
    ]);
  });

  it('names the other field in English', () => {
    expect(refusals('en-US')).toEqual([
      'Must be less than the upper frequency (2)',
      'Must not be greater than the maximum attention (10)',
      'Must be before the end date (2025-01-01)',
    ]);
  });

  it('has a name for every field a clash or a rule names', () => {
    const named = RESOURCES.flatMap(({ schema }) => [
      ...Object.entries(schema.fields)
        .filter(([, f]) => f.unique)
        .map(([k]) => k),
      ...(schema.rules ?? []).flatMap((r) => (r.kind === 'lte' || r.kind === 'lt' ? [r.b] : [])),
    ]);
    expect(named.length).toBeGreaterThan(5);
    expect(named.filter((k) => !FIELD_NAMES[k])).toEqual([]);
  });
});

describe("a training cycle's overlap", () => {
  it.each([
    ['zh-CN', (c: Loose) => `与第 ${c.cycleNo} 期训练周期（${c.startDate} 至 ${c.endDate}）重叠`],
    ['en-US', (c: Loose) => `Overlaps cycle ${c.cycleNo} (${c.startDate} to ${c.endDate})`],
  ] as const)('calls the cycle it meets by its number in %s, as Home and the report do', (lang, text) => {
    const cycle = first('dataMemberTrainingCycle');
    const refused = as(lang).post('/dataMemberTrainingCycle/add', {
      userId: cycle.userId,
      cycleNo: 99,
      plannedSessions: 12,
      state: 1,
      cognitiveTrainingIds: [],
      startDate: cycle.startDate,
      endDate: cycle.endDate,
    });
    expect(refused.errors.startDate).toBe(text(cycle));
  });
});

describe("the audit log's names of a list of references", () => {
  it.each([
    ['zh-CN', '、'],
    ['en-US', ', '],
  ] as const)("are joined as %s joins a list (a member's parent concerns)", (lang, separator) => {
    const entries: Loose[] = as(lang).get('/auditLog/page', { resource: 'dataMember', pageSize: '500' }).data.list;
    const lists = entries
      .flatMap((e) => e.changes as Loose[])
      .filter((c) => c.field === 'worryIds' && Array.isArray(c.after) && c.after.length >= 2);
    expect(lists.length).toBeGreaterThan(0);
    for (const c of lists) {
      const names = (c.after as number[]).map((id) => backend.db.table('sysWorry').get(id)?.name ?? `#${id}`);
      expect(c.afterText).toBe(names.join(separator));
    }
  });
});
