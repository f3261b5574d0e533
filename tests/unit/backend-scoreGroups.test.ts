/**
 * An assessment's scoreGroupId is set by the server from its score (cognitive: total; behaviour:
 * totalScore), by the score groups' ranges as they are now: adding a group or editing a range
 * moves every assessment it gains or loses, in the lists, their scoreGroupId filter and the
 * detail. A derived value: the assessments keep their updateTime, and the log has the groups'
 * edits only.
 */
import { type Backend, createBackend } from '../../mock/backend';
import type { Row } from '../../mock/backend/db';
import { type Loose, signIn } from './backendSession';

const ASSESSMENTS = [
  ['dataMemberScore', 'total'],
  ['dataMemberBehaviorScore', 'totalScore'],
] as const;
const byNumber = (a: number, b: number) => a - b;

describe('score groups and the assessments they group', () => {
  let backend: Backend;
  let admin: ReturnType<typeof signIn>;
  const groupId = (name: string) =>
    (
      backend.db
        .table('sysScoreGroup')
        .all()
        .find((g) => g.name === name) as Row
    ).id;
  const stored = (resource: string, score: string, lo: number, hi: number) =>
    backend.db
      .table(resource)
      .all()
      .filter((r) => lo <= Number(r[score]) && Number(r[score]) <= hi);
  /** The page of a resource's assessments in one group (or 'null': in none), as the list filters it. */
  const inGroup = (resource: string, group: number | 'null') =>
    admin.get(`/${resource}/page`, { scoreGroupId: String(group), pageSize: '2000' }).data as {
      list: Loose[];
      total: number;
    };
  const auditSize = () => backend.db.table('auditLog').size;

  beforeEach(() => {
    backend = createBackend();
    admin = signIn(backend);
  });

  it('an edit of the ranges moves the assessments between groups, in the filter and the detail', () => {
    const good = groupId('良好');
    const excellent = groupId('优秀');
    const moving = ASSESSMENTS.map(([resource, score]) => stored(resource, score, 80, 84));
    for (const rows of moving) expect(rows.length).toBeGreaterThan(0);
    // Read first, so that any order or index kept of them would be there to go stale.
    for (const [resource] of ASSESSMENTS) expect(inGroup(resource, excellent).total).toBeGreaterThan(0);
    const logged = auditSize();

    expect(admin.post('/sysScoreGroup/edit', { id: excellent, minScore: 85 }).statusCode).toBe(200);
    // Between the two edits 80-84 is in no group.
    ASSESSMENTS.forEach(([resource], i) => {
      const none = inGroup(resource, 'null');
      expect(none.list.map((r) => r.id).sort(byNumber)).toEqual(moving[i].map((r) => r.id).sort(byNumber));
    });
    expect(admin.post('/sysScoreGroup/edit', { id: good, maxScore: 84 }).statusCode).toBe(200);

    ASSESSMENTS.forEach(([resource, score], i) => {
      const goods = inGroup(resource, good);
      expect(goods.total).toBe(stored(resource, score, 60, 84).length);
      expect(goods.list.every((r) => r[score] >= 60 && r[score] <= 84 && r.scoreGroupName === '良好')).toBe(true);
      const ids = new Set(goods.list.map((r) => r.id));
      expect(moving[i].every((r) => ids.has(r.id))).toBe(true);
      const excellents = inGroup(resource, excellent);
      expect(excellents.total).toBe(stored(resource, score, 85, 100).length);
      expect(excellents.list.every((r) => r[score] >= 85)).toBe(true);
      expect(inGroup(resource, 'null').total).toBe(0);

      const [first] = moving[i];
      const detail = admin.get(`/${resource}/detail`, { id: String(first.id) }).data;
      expect(detail).toMatchObject({ scoreGroupId: good, scoreGroupName: '良好', updateTime: first.updateTime });
    });
    // The two edits of the groups, and no entry for the assessments they moved.
    expect(auditSize()).toBe(logged + 2);
  });

  it('a disabled group holds no assessment, a new one included, until it is enabled again', () => {
    const low = groupId('待提高');
    const held = ASSESSMENTS.map(([resource]) =>
      inGroup(resource, low)
        .list.map((r) => r.id)
        .sort(byNumber),
    );
    for (const ids of held) expect(ids.length).toBeGreaterThan(0);
    const logged = auditSize();

    expect(admin.post('/sysScoreGroup/changeStatus', { id: low, status: 0 }).statusCode).toBe(200);
    ASSESSMENTS.forEach(([resource], i) => {
      expect(inGroup(resource, low).total).toBe(0);
      expect(
        inGroup(resource, 'null')
          .list.map((r) => r.id)
          .sort(byNumber),
      ).toEqual(held[i]);
    });
    // As the rule previews read the groups: a score in its range is in no group.
    const added = admin.post('/dataMemberScore/add', {
      userId: 1,
      assessTime: '2026-11-20T09:00:00Z',
      ...{ attention: 20, memory: 20, reaction: 20, reasoning: 20, spatial: 20 },
    });
    expect(added.data).toMatchObject({ total: 20, scoreGroupId: null });

    expect(admin.post('/sysScoreGroup/changeStatus', { id: low, status: 1 }).statusCode).toBe(200);
    ASSESSMENTS.forEach(([resource], i) => {
      expect(
        inGroup(resource, low)
          .list.map((r) => r.id)
          .sort(byNumber),
      ).toEqual(resource === 'dataMemberScore' ? [...held[i], added.data.id].sort(byNumber) : held[i]);
    });
    // The two switches and the add; the assessments they moved are not edits.
    expect(auditSize()).toBe(logged + 3);
  });

  it('a group added over a gap takes the assessments in it', () => {
    const excellent = groupId('优秀');
    expect(admin.post('/sysScoreGroup/edit', { id: excellent, minScore: 85 }).statusCode).toBe(200);
    const added = admin.post('/sysScoreGroup/add', { name: 'Nearly', minScore: 80, maxScore: 84, color: '#1677ff' });
    expect(added.statusCode).toBe(200);
    for (const [resource, score] of ASSESSMENTS) {
      const nearly = inGroup(resource, added.data.id);
      expect(nearly.total).toBe(stored(resource, score, 80, 84).length);
      expect(nearly.list.every((r) => r.scoreGroupName === 'Nearly')).toBe(true);
    }
  });
});
