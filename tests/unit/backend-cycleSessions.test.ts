/** @jest-environment node */
/**
 * A training cycle's completedSessions is what the training records say: the member's records
 * whose startTime falls on a day from the cycle's startDate to its endDate (docs/api.md,
 * dataMemberTrainingCycle). Every answer that shows the figure (the cycle list, page and detail,
 * Home's "cycles ending soon") agrees with the record list filtered the same way.
 */
import { type Backend, createBackend } from '../../mock/backend';
import { type Loose, signIn, signInAs } from './backendSession';

describe('completed sessions of a training cycle', () => {
  let backend: Backend;
  let admin: ReturnType<typeof signInAs>;

  beforeAll(() => {
    backend = createBackend();
    admin = signInAs(backend, 'admin');
  });

  /** The records the record list shows for the cycle's member and days. */
  const recordsIn = (c: Loose) =>
    admin.get('/dataTrainingRecord/page', {
      userId: String(c.userId),
      startTimeFrom: c.startDate,
      startTimeTo: c.endDate,
      pageSize: '1',
    }).data.total;

  it('equals the count of the records in range, for every cycle, in every answer', () => {
    const cycles: Loose[] = admin.get('/dataMemberTrainingCycle/list').data;
    expect(cycles.length).toBeGreaterThan(100);
    // Straight from the tables: the member's records whose start day is within the cycle.
    const records = backend.db.table('dataTrainingRecord').all();
    const wrong = cycles.filter((c) => {
      const n = records.filter(
        (r) =>
          r.userId === c.userId &&
          String(r.startTime).slice(0, 10) >= c.startDate &&
          String(r.startTime).slice(0, 10) <= c.endDate,
      ).length;
      return c.completedSessions !== n;
    });
    expect(wrong.map((c) => `#${c.id}: ${c.completedSessions}`)).toEqual([]);
    // The stored rows agree as well: the demo data tells one story.
    for (const c of cycles)
      expect(backend.db.table('dataMemberTrainingCycle').get(c.id)?.completedSessions).toBe(c.completedSessions);

    const some = cycles.filter((c, i) => i % 25 === 0 || c.completedSessions > 0).slice(0, 30);
    for (const c of some) {
      expect(recordsIn(c)).toBe(c.completedSessions);
      expect(admin.get('/dataMemberTrainingCycle/detail', { id: String(c.id) }).data.completedSessions).toBe(
        c.completedSessions,
      );
    }
    const page = admin.get('/dataMemberTrainingCycle/page', { userId: String(some[0].userId) }).data.list;
    for (const c of page) expect(c.completedSessions).toBe(cycles.find((x) => x.id === c.id)?.completedSessions);
  });

  it('tells the seeded story: a completed cycle did its plan, an ended one that did not was stopped', () => {
    const cycles: Loose[] = admin.get('/dataMemberTrainingCycle/list').data;
    const completed = cycles.filter((c) => c.state === 3);
    const stopped = cycles.filter((c) => c.state === 4);
    // Both kinds are in the demo data, in numbers worth a filter.
    expect(completed.length).toBeGreaterThan(100);
    expect(stopped.length).toBeGreaterThan(10);
    const short = completed.filter((c) => c.completedSessions < Math.max(2, c.plannedSessions));
    expect(short.map((c) => `#${c.id}: ${c.completedSessions} / ${c.plannedSessions}`)).toEqual([]);
    const done = stopped.filter((c) => c.completedSessions >= c.plannedSessions);
    expect(done.map((c) => `#${c.id}: ${c.completedSessions} / ${c.plannedSessions}`)).toEqual([]);
  });

  it("agrees on Home's cycles ending soon", () => {
    const cycles: Loose[] = admin.get('/dataMemberTrainingCycle/list').data;
    const { items } = admin.get('/dashboard/overview', { weeks: '4' }).data.attention.cycleEnding;
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      const c = cycles.find((x) => x.userId === item.userId && x.cycleNo === item.cycleNo);
      expect(item.completed).toBe(c.completedSessions);
      expect(item.completed).toBe(recordsIn(c));
    }
  });

  it('follows the records: deleting one in range lowers the count; a posted figure is ignored', () => {
    const cycles: Loose[] = admin.get('/dataMemberTrainingCycle/list').data;
    const c = cycles.find((x) => x.completedSessions > 0);
    const [record] = admin.get('/dataTrainingRecord/page', {
      userId: String(c.userId),
      startTimeFrom: c.startDate,
      startTimeTo: c.endDate,
    }).data.list;
    expect(admin.post('/dataTrainingRecord/delete', { id: record.id }).statusCode).toBe(200);
    expect(admin.get('/dataMemberTrainingCycle/detail', { id: String(c.id) }).data.completedSessions).toBe(
      c.completedSessions - 1,
    );
    const saved = admin.post('/dataMemberTrainingCycle/edit', { id: c.id, completedSessions: 99 });
    expect(saved.statusCode).toBe(200);
    expect(saved.data.completedSessions).toBe(c.completedSessions - 1);
  });

  it('is the same demo data on every start', () => {
    const figures = (b: Backend) =>
      signInAs(b, 'admin')
        .get('/dataMemberTrainingCycle/list')
        .data.map((c: Loose) => `${c.id}:${c.completedSessions}`)
        .join();
    expect(figures(createBackend())).toBe(figures(createBackend()));
  });
});

describe('cycle numbers', () => {
  let backend: Backend;
  let admin: ReturnType<typeof signInAs>;

  beforeEach(() => {
    backend = createBackend();
    admin = signInAs(backend, 'admin');
  });

  const cyclesOf = (userId: number): Loose[] =>
    admin.get('/dataMemberTrainingCycle/list', { userId: String(userId) }).data;
  /** A new cycle of `userId` after all the demo data's, numbered `cycleNo`. */
  const laterCycle = (userId: number, cycleNo: number) => ({
    userId,
    cycleNo,
    startDate: '2030-01-01',
    endDate: '2030-02-01',
    plannedSessions: 8,
    state: 1,
  });

  it('refuse a start that is not before the end, saying so in words for dates', () => {
    const [c]: Loose[] = admin.get('/dataMemberTrainingCycle/list').data;
    const wrong = { ...laterCycle(c.userId, 900), startDate: '2030-02-01', endDate: '2030-01-01' };
    const refused = admin.post('/dataMemberTrainingCycle/add', wrong);
    expect(refused.statusCode).toBe(400);
    expect(refused.errors).toEqual({ startDate: 'Must be before the end date (2030-01-01)' });
  });

  it('are one per number within a member, from the demo data on', () => {
    const cycles: Loose[] = admin.get('/dataMemberTrainingCycle/list').data;
    const keys = cycles.map((c) => `${c.userId}#${c.cycleNo}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("refuse a number the member's other cycle has, at the field, and take it for another member", () => {
    const cycles: Loose[] = admin.get('/dataMemberTrainingCycle/list').data;
    const member = cycles.find((c) => cyclesOf(c.userId).length >= 2);
    const [a, b] = cyclesOf(member.userId);
    const taken = admin.post('/dataMemberTrainingCycle/add', laterCycle(a.userId, a.cycleNo));
    expect(taken.statusCode).toBe(400);
    expect(taken.errors).toEqual({ cycleNo: 'Cycle number already exists' });
    // Renumbering a cycle as its sibling is refused the same way; keeping its own number is no clash.
    expect(admin.post('/dataMemberTrainingCycle/edit', { id: b.id, cycleNo: a.cycleNo }).errors).toEqual({
      cycleNo: 'Cycle number already exists',
    });
    expect(admin.post('/dataMemberTrainingCycle/edit', { id: b.id, cycleNo: b.cycleNo }).statusCode).toBe(200);
    // Another member's cycles are numbered on their own.
    const other = cycles.find(
      (c) => c.userId !== a.userId && !cyclesOf(c.userId).some((x: Loose) => x.cycleNo === a.cycleNo),
    );
    expect(admin.post('/dataMemberTrainingCycle/add', laterCycle(other.userId, a.cycleNo)).statusCode).toBe(200);
  });
});

describe("a cycle's state", () => {
  let backend: Backend;
  let admin: ReturnType<typeof signInAs>;

  beforeEach(() => {
    backend = createBackend();
    admin = signInAs(backend, 'admin');
  });

  /** A cycle wholly in the future (after all the demo data's) of the first cycle's member. */
  const future = (state: number) => {
    const [c]: Loose[] = admin.get('/dataMemberTrainingCycle/list').data;
    return {
      userId: c.userId,
      cycleNo: 900,
      startDate: '2030-01-01',
      endDate: '2030-02-01',
      plannedSessions: 8,
      state,
    };
  };

  it('is in progress or completed only from the start date on; planned or stopped before it', () => {
    for (const state of [2, 3]) {
      const refused = admin.post('/dataMemberTrainingCycle/add', future(state));
      expect(refused.statusCode).toBe(400);
      expect(refused.errors).toEqual({ state: 'Not yet: it starts on 2030-01-01' });
    }
    const zh = signIn(backend, 'admin', 'Admin@123', { 'accept-language': 'zh-CN' });
    expect(zh.post('/dataMemberTrainingCycle/add', future(2)).errors).toEqual({ state: '尚不可选：2030-01-01 才开始' });

    const planned = admin.post('/dataMemberTrainingCycle/add', future(1));
    expect(planned.statusCode).toBe(200);
    expect(admin.post('/dataMemberTrainingCycle/edit', { id: planned.data.id, state: 4 }).statusCode).toBe(200);
    expect(admin.post('/dataMemberTrainingCycle/edit', { id: planned.data.id, state: 3 }).errors).toEqual({
      state: 'Not yet: it starts on 2030-01-01',
    });
  });

  it('of a cycle under way stays as stored through an edit, but not with a start moved into the future', () => {
    const running: Loose = admin.get('/dataMemberTrainingCycle/list', { state: '2' }).data[0];
    expect(admin.post('/dataMemberTrainingCycle/edit', { id: running.id, remark: 'on track' }).statusCode).toBe(200);
    const moved = admin.post('/dataMemberTrainingCycle/edit', {
      id: running.id,
      startDate: '2031-01-01',
      endDate: '2031-02-01',
    });
    expect(moved.errors).toEqual({ state: 'Not yet: it starts on 2031-01-01' });
  });
});
