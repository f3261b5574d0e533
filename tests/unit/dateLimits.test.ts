/**
 * Date limits (src/schema/dateLimits.ts): a member's age, assessment and training times not in
 * the future, the same in the form and in the mock backend.
 */
import { type Backend, createBackend } from '../../mock/backend';
import { ageOn, dateProblem, dayOf } from '../../src/schema/dateLimits';
import { memberSchema, memberScoreSchema } from '../../src/schema/member';
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
