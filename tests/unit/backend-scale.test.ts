/**
 * The mock backend's data scales (mock/backend/scale.ts): the demo scale seeds what the other
 * tests know, a larger scale seeds the counts it states, every scale is deterministic, and a
 * page of the largest table is answered without sorting it on every call.
 */
import { type Backend, createBackend } from '../../mock/backend';
import { RESOURCES } from '../../mock/backend/resources';
import { SCALES, type Scale, scaleFromEnv } from '../../mock/backend/scale';
import { type Loose, signIn } from './backendSession';

const size = (b: Backend, name: string) => b.db.table(name).size;

/** GET calls of a signed-in admin, answering the envelope's data. */
function signedIn(backend: Backend) {
  const admin = signIn(backend);
  return (path: string, query: Record<string, string> = {}) => admin.get(path, query).data;
}

/** A tenth of the large scale's records: quick to seed, still far beyond the demo. */
const MEDIUM: Scale = { members: 1_000, newMembers: 30, records: 20_000, devices: 200, boundDevices: 170 };

describe('mock data scales', () => {
  it('names the stated sizes, and MOCK_SCALE picks one', () => {
    expect(SCALES.demo).toMatchObject({ members: 200, records: 5_000, devices: 40 });
    expect(SCALES.large).toMatchObject({ members: 2_000, records: 200_000, devices: 400 });
    expect(scaleFromEnv({})).toBe(SCALES.demo);
    expect(scaleFromEnv({ MOCK_SCALE: 'large' })).toBe(SCALES.large);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    expect(scaleFromEnv({ MOCK_SCALE: 'huge' })).toBe(SCALES.demo);
    warn.mockRestore();
  });

  it('seeds the demo scale unchanged: 200 members, 5,000 records, 40 devices', () => {
    const b = createBackend(RESOURCES, undefined, SCALES.demo);
    expect(size(b, 'dataMember')).toBe(200);
    expect(size(b, 'dataTrainingRecord')).toBe(5_000);
    expect(size(b, 'dataDevice')).toBe(40);
    // The same as seeding without naming a scale (what every other test does).
    const plain = createBackend();
    const first = (x: Backend) => x.db.table('dataTrainingRecord').get(1);
    expect(first(b)).toEqual(first(plain));
  });

  it('seeds a larger scale with its counts, the same rows every time', () => {
    const started = Date.now();
    const a = createBackend(RESOURCES, undefined, MEDIUM);
    // Seeding grows with the rows, not faster: a tenth of the large scale is quick (a generous bound for a busy machine).
    expect(Date.now() - started).toBeLessThan(20_000);
    const b = createBackend(RESOURCES, undefined, MEDIUM);
    expect(size(a, 'dataMember')).toBe(1_000);
    expect(size(a, 'dataTrainingRecord')).toBe(20_000);
    expect(size(a, 'dataDevice')).toBe(200);
    const bound = a.db
      .table('dataDevice')
      .all()
      .filter((d) => d.memberId != null);
    expect(bound).toHaveLength(170);
    for (const name of ['dataMember', 'dataTrainingRecord', 'dataDevice']) {
      const rows = (x: Backend) => x.db.table(name).all();
      expect(rows(a)[0]).toEqual(rows(b)[0]);
      expect(rows(a).at(-1)).toEqual(rows(b).at(-1));
    }
    // Every record belongs to a member of that scale.
    const members = a.db.table('dataMember');
    expect(
      a.db
        .table('dataTrainingRecord')
        .all()
        .every((r) => members.get(r.userId as number)),
    ).toBe(true);
  });

  it('answers pages of a large table in the order and with the filters asked', () => {
    const b = createBackend(RESOURCES, undefined, MEDIUM);
    const get = signedIn(b);
    const all = b.db.table('dataTrainingRecord').all();
    const newest = [...all].sort((x, y) =>
      x.startTime === y.startTime ? y.id - x.id : String(x.startTime) < String(y.startTime) ? 1 : -1,
    );
    const page = get('/dataTrainingRecord/page', { current: '2', pageSize: '20' });
    expect(page.total).toBe(20_000);
    expect(page.list.map((r: Loose) => r.id)).toEqual(newest.slice(20, 40).map((r) => r.id));

    const byScore = (q: Record<string, string>) =>
      get('/dataTrainingRecord/page', { sortField: 'score', sortOrder: 'ascend', type: '1', ...q });
    const neuro = all
      .filter((r) => r.type === 1)
      .sort((x, y) => (x.score as number) - (y.score as number) || x.id - y.id);
    // The first page is picked out; later ones come from the sorted rows; both agree.
    expect(byScore({ pageSize: '10' }).list.map((r: Loose) => r.id)).toEqual(neuro.slice(0, 10).map((r) => r.id));
    const far = byScore({ current: '3', pageSize: '2000' });
    expect(far.total).toBe(neuro.length);
    expect(far.list.map((r: Loose) => r.id)).toEqual(neuro.slice(4000, 6000).map((r) => r.id));
    expect(far.list[0].feedbackName === undefined).toBe(false);

    // A removed row leaves every kept order.
    const gone = newest[0].id;
    b.db.table('dataTrainingRecord').remove(gone);
    const after = get('/dataTrainingRecord/page', { pageSize: '20' });
    expect(after.total).toBe(19_999);
    expect(after.list[0].id).toBe(newest[1].id);
  });

  it('forgets a kept result when a filter reads another table that changed', () => {
    const b = createBackend(RESOURCES);
    const get = signedIn(b);
    const grade = b.db.table('sysGrade').all()[0];
    const group = String(grade.gradeGroupId);
    const inGroup = () => get('/dataMember/page', { gradeGroupId: group, pageSize: '500' }).total as number;
    const before = inGroup();
    const ofGrade = b.db
      .table('dataMember')
      .all()
      .filter((m) => m.gradeId === grade.id).length;
    expect(ofGrade).toBeGreaterThan(0);
    // The grade moves to another group: the members table itself is unchanged.
    b.db.table('sysGrade').update(grade.id, { gradeGroupId: -1 }, '2026-01-01 00:00:00');
    expect(inGroup()).toBe(before - ofGrade);
  });
});
