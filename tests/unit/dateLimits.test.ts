/**
 * Date limits (src/schema/dateLimits.ts): a member's age, assessment and training times not in
 * the future, the same in the form and in the mock backend.
 */
import dayjs from 'dayjs';
import { type Backend, createBackend } from '../../mock/backend';
import { dateLimitRule, impossibleDay } from '../../src/components/crud/dateRules';
import { ageOn, dateProblem, dayOf } from '../../src/schema/dateLimits';
import { memberSchema, memberScoreSchema, memberTrainingCycleSchema } from '../../src/schema/member';
import { type Body, signIn } from './backendSession';

const yearsAgo = (years: number, days = 0) => {
  const d = new Date();
  d.setFullYear(d.getFullYear() - years);
  d.setDate(d.getDate() + days);
  return dayOf(d);
};

describe('date limits', () => {
  it('count whole years of age, the birthday itself included', () => {
    expect(ageOn('2016-05-10', '2026-05-09')).toBe(9);
    expect(ageOn('2016-05-10', '2026-05-10')).toBe(10);
    expect(ageOn('2016-05-10T00:00:00Z', '2026-12-01')).toBe(10);
  });

  it('keep a birthday between 2 and 18 years of age, and never in the future', () => {
    const birthday = memberSchema.fields.birthday;
    const now = new Date();
    expect(dateProblem(birthday, yearsAgo(8), now)).toBeUndefined();
    expect(dateProblem(birthday, yearsAgo(2), now)).toBeUndefined();
    expect(dateProblem(birthday, yearsAgo(2, 1), now)).toEqual({ kind: 'age', min: 2, max: 18 });
    expect(dateProblem(birthday, yearsAgo(19, 1), now)).toBeUndefined();
    expect(dateProblem(birthday, yearsAgo(19), now)).toEqual({ kind: 'age', min: 2, max: 18 });
    expect(dateProblem(birthday, '2030-01-01', now)).toEqual({ kind: 'future' });
  });

  it('refuse an assessment time after now', () => {
    const now = new Date('2026-06-01T10:00:00Z');
    expect(dateProblem(memberScoreSchema.fields.assessTime, '2026-06-01T09:59:00Z', now)).toBeUndefined();
    expect(dateProblem(memberScoreSchema.fields.assessTime, '2026-06-01T10:01:00Z', now)).toEqual({ kind: 'future' });
  });
});

describe("the console's days", () => {
  const outside = { kind: 'outside', from: '2000-01-01', to: '2099-12-31' };

  it('hold every date and time to 2000 to 2099, after the limits of its own field', () => {
    const { startDate } = memberTrainingCycleSchema.fields;
    const now = new Date('2026-06-01T10:00:00Z');
    expect(dateProblem(startDate, '2000-01-01', now)).toBeUndefined();
    expect(dateProblem(startDate, '2099-12-31', now)).toBeUndefined();
    expect(dateProblem(startDate, '1999-12-31', now)).toEqual(outside);
    expect(dateProblem(startDate, '0001-01-01', now)).toEqual(outside);
    expect(dateProblem(startDate, '2100-01-01', now)).toEqual(outside);
    expect(dateProblem(memberScoreSchema.fields.assessTime, '1900-01-01T09:00:00Z', now)).toEqual(outside);
    // A birthday says what is wrong with it in years of age.
    expect(dateProblem(memberSchema.fields.birthday, '1990-01-01', now)).toEqual({ kind: 'age', min: 2, max: 18 });
  });

  it("take a time's day in the checker's own calendar, not UTC's", () => {
    const { assessTime } = memberScoreSchema.fields;
    const now = new Date('2026-06-01T10:00:00Z');
    // Local times: east of UTC, 00:30 on 1 January 2000 is still 1999 in UTC and was refused (seen
    // with `TZ=Asia/Shanghai npx jest tests/unit/dateLimits.test.ts`).
    expect(dateProblem(assessTime, new Date(2000, 0, 1, 0, 30).toISOString(), now)).toBeUndefined();
    expect(dateProblem(assessTime, new Date(1999, 11, 31, 23, 30).toISOString(), now)).toEqual(outside);
  });

  it("are the form's: its rule says why, its picker offers no other day", async () => {
    const { startDate } = memberTrainingCycleSchema.fields;
    const t = (id: string, v?: Record<string, unknown>) => `${id} ${JSON.stringify(v)}`;
    const rule = dateLimitRule(startDate, t) as { validator: (r: unknown, v: unknown) => Promise<void> };
    await expect(rule.validator({}, '1999-12-31')).rejects.toThrow(
      'validation.dayRange {"from":"2000-01-01","to":"2099-12-31"}',
    );
    await expect(rule.validator({}, '2026-01-05')).resolves.toBeUndefined();
    const ruledOut = impossibleDay(startDate);
    expect(ruledOut?.(dayjs('1999-12-31'))).toBe(true);
    expect(ruledOut?.(dayjs('2000-01-01'))).toBe(false);
    expect(ruledOut?.(dayjs('2100-01-01'))).toBe(true);
  });

  it('are refused by the mock backend at the field, in both languages', () => {
    const backend = createBackend();
    const cycle = backend.db.table('dataMemberTrainingCycle').all()[0];
    expect(
      signIn(backend).post('/dataMemberTrainingCycle/edit', { id: cycle.id, startDate: '0001-01-01' }),
    ).toMatchObject({
      statusCode: 400,
      errors: { startDate: 'Must be from 2000-01-01 to 2099-12-31' },
    });
    const zh = signIn(backend, 'admin', 'Admin@123', { 'accept-language': 'zh-CN' });
    expect(zh.post('/dataMemberTrainingCycle/edit', { id: cycle.id, endDate: '9999-12-01' }).errors).toEqual({
      endDate: '须在 2000-01-01 至 2099-12-31 之间',
    });
  });
});

describe('mock backend date rules', () => {
  let backend: Backend;
  let post: (path: string, body: unknown) => Body;

  beforeEach(() => {
    backend = createBackend();
    post = signIn(backend).post;
  });

  it("answer a field error for a birthday out of range, and keep a stored one on another field's edit", () => {
    const member = backend.db.table('dataMember').get(1);
    expect(post('/dataMember/edit', { ...member, birthday: '2030-01-01' })).toMatchObject({
      statusCode: 400,
      errors: { birthday: 'Cannot be in the future' },
    });
    expect(post('/dataMember/edit', { ...member, birthday: yearsAgo(1) })).toMatchObject({
      statusCode: 400,
      errors: { birthday: 'The age must be 2 to 18 years' },
    });
    expect(post('/dataMember/edit', { id: 1, birthday: yearsAgo(10) }).statusCode).toBe(200);
    // A child past 18 in the stored data can still have another field changed.
    backend.db.table('dataMember').update(1, { birthday: yearsAgo(20) }, new Date().toISOString());
    expect(
      post('/dataMember/edit', { ...backend.db.table('dataMember').get(1), guardianPhone: '13900001111' }),
    ).toMatchObject({ statusCode: 200 });
  });

  it('refuse assessment and training times in the future', () => {
    const later = new Date(Date.now() + 3_600_000).toISOString();
    const score = backend.db.table('dataMemberScore').all()[0];
    expect(post('/dataMemberScore/edit', { id: score.id, assessTime: later }).errors).toEqual({
      assessTime: 'Cannot be in the future',
    });
    const behavior = backend.db.table('dataMemberBehaviorScore').all()[0];
    expect(post('/dataMemberBehaviorScore/edit', { id: behavior.id, assessTime: later }).errors).toEqual({
      assessTime: 'Cannot be in the future',
    });
  });
});
