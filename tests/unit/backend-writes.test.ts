/**
 * A write shows in every list it affects, on the next read, whatever was read before it: the mock
 * backend keeps one store (mock/backend/db.ts), whose orders and indexes change in the same call
 * that changes a row, and answers nothing from a copy kept beside it. Each case reads the lists
 * first (so anything kept from them would be there to go stale), writes through the API, then
 * reads them again against what the stored rows say, worked out here the plain way.
 */
import { type Backend, createBackend } from '../../mock/backend';
import type { Row } from '../../mock/backend/db';
import { DEMO, type Loose, signIn } from './backendSession';

const day = (iso: unknown) => String(iso).slice(0, 10);
const zh = new Intl.Collator('zh-CN');
const byCode = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);
const byText = (x: string, y: string) => zh.compare(x, y) || byCode(x, y);
/** Newest first, ties by id the same way. */
const newest = (a: Row, b: Row) => byCode(String(b.startTime), String(a.startTime)) || b.id - a.id;
const oldest = (a: Row, b: Row) => -newest(a, b);
/** The latest start time of the rows. */
const latestStart = (rows: Row[]) => String([...rows].sort(newest)[0]?.startTime ?? '');

describe('writes and the lists they affect', () => {
  let backend: Backend;
  let admin: ReturnType<typeof signIn>;
  const table = (name: string) => backend.db.table(name);
  const page = (resource: string, query: Record<string, string> = {}) =>
    admin.get(`/${resource}/page`, { pageSize: '20', ...query }).data as { list: Loose[]; total: number };
  const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

  beforeEach(() => {
    backend = createBackend();
    // Text in pinyin order, as a Chinese reader gets it.
    admin = signIn(backend, DEMO.admin.account, DEMO.admin.password, { 'accept-language': 'zh-CN' });
  });

  /** The record list's first page in each order and with each filter below, and what the stored rows say it must be. */
  function recordPages(userId: number) {
    const all = table('dataTrainingRecord').all();
    // The fortnight before the latest session.
    const to = day(latestStart(all));
    const from = new Date(Date.parse(to) - 13 * 86_400_000).toISOString().slice(0, 10);
    const cases: [string, Record<string, string>, Row[]][] = [
      ['newest first', {}, [...all].sort(newest)],
      [
        'by score',
        { sortField: 'score', sortOrder: 'ascend' },
        [...all].sort((a, b) => (a.score as number) - (b.score as number) || a.id - b.id),
      ],
      [
        'by attention, descending (blanks last)',
        { sortField: 'attentionAvg', sortOrder: 'descend' },
        [...all].sort((a, b) => {
          const [x, y] = [a.attentionAvg as number | null, b.attentionAvg as number | null];
          if (x === null || y === null) return x === y ? b.id - a.id : x === null ? 1 : -1;
          return y - x || b.id - a.id;
        }),
      ],
      [
        'the member, oldest first',
        { userId: String(userId), sortField: 'startTime', sortOrder: 'ascend' },
        all.filter((r) => r.userId === userId).sort(oldest),
      ],
      [
        'neuro sessions of a fortnight by member name',
        { type: '1', startTimeFrom: from, startTimeTo: to, sortField: 'memberName', sortOrder: 'ascend' },
        all
          .filter((r) => r.type === 1 && day(r.startTime) >= from && day(r.startTime) <= to)
          .sort((a, b) => byText(String(a.memberName), String(b.memberName)) || a.id - b.id),
      ],
    ];
    return cases.map(([label, query, expected]) => {
      const got = page('dataTrainingRecord', query);
      return {
        label,
        got: { total: got.total, ids: ids(got.list) },
        expected: { total: expected.length, ids: ids(expected.slice(0, 20)) },
      };
    });
  }

  /** A member's counters as its list row shows them, and as its records say. */
  function memberCounters(userId: number) {
    const row = page('dataMember', { id: String(userId) }).list[0];
    const records = table('dataTrainingRecord')
      .all()
      .filter((r) => r.userId === userId)
      .map((r) => String(r.startTime))
      .sort();
    return {
      got: { trainingCount: row.trainingCount, lastTrainingTime: row.lastTrainingTime },
      expected: { trainingCount: records.length, lastTrainingTime: records.at(-1) ?? null },
    };
  }

  /** The members with the most sessions, as the list sorts them, and as the records count them. */
  function busiestMembers() {
    const counts = new Map<number, number>();
    for (const r of table('dataTrainingRecord').all())
      counts.set(r.userId as number, (counts.get(r.userId as number) ?? 0) + 1);
    const expected = table('dataMember')
      .all()
      .map((m) => ({ id: m.id, n: counts.get(m.id) ?? 0 }))
      .sort((a, b) => b.n - a.n || b.id - a.id);
    const got = page('dataMember', { sortField: 'trainingCount', sortOrder: 'descend' }).list;
    return { got: ids(got), expected: ids(expected.slice(0, 20)) };
  }

  /** Each of the member's cycles' completedSessions, as the cycle list shows them and as the records count them. */
  function cycleSessions(userId: number) {
    const records = table('dataTrainingRecord').all();
    const cycles = page('dataMemberTrainingCycle', { userId: String(userId), pageSize: '50' }).list;
    return {
      got: cycles.map((c) => [c.id, c.completedSessions]),
      expected: cycles.map((c) => [
        c.id,
        records.filter((r) => r.userId === userId && day(r.startTime) >= c.startDate && day(r.startTime) <= c.endDate)
          .length,
      ]),
    };
  }

  /** Home's sessions of the last 12 weeks, as the overview counts them and as the records do. */
  function sessions() {
    const o = admin.get('/dashboard/overview', { weeks: '12' }).data;
    const n = table('dataTrainingRecord')
      .all()
      .filter((r) => day(r.startTime) >= o.period.from && day(r.startTime) <= o.period.to).length;
    return { got: o.sessions.total, expected: n };
  }

  /** Every read above for the member, each as { got, expected }. */
  const reads = (userId: number) => ({
    records: recordPages(userId),
    member: memberCounters(userId),
    busiest: busiestMembers(),
    cycles: cycleSessions(userId),
    sessions: sessions(),
  });

  function expectConsistent(snapshot: ReturnType<typeof reads>) {
    for (const p of snapshot.records) expect([p.label, p.got]).toEqual([p.label, p.expected]);
    expect(snapshot.member.got).toEqual(snapshot.member.expected);
    expect(snapshot.busiest.got).toEqual(snapshot.busiest.expected);
    expect(snapshot.cycles.got).toEqual(snapshot.cycles.expected);
    expect(snapshot.sessions.got).toBe(snapshot.sessions.expected);
  }

  /** The member's latest record that falls in one of its cycles, and the member. */
  function recordInACycle(): Row {
    const cycles = table('dataMemberTrainingCycle').all();
    const inCycle = (r: Row) =>
      cycles.some(
        (c) =>
          c.userId === r.userId && day(r.startTime) >= String(c.startDate) && day(r.startTime) <= String(c.endDate),
      );
    const records = table('dataTrainingRecord').all().sort(newest);
    const found = records.find(inCycle);
    if (!found) throw new Error('demo data: no record in a cycle');
    return found;
  }

  it("deleting a training record changes its member's counters, its cycle, the record list in every order, and Home", () => {
    const record = recordInACycle();
    const userId = record.userId as number;
    const before = reads(userId);
    expectConsistent(before);

    expect(admin.post('/dataTrainingRecord/delete', { id: record.id }).statusCode).toBe(200);
    const after = reads(userId);
    expectConsistent(after);
    expect(after.member.got.trainingCount).toBe(before.member.got.trainingCount - 1);
    expect(after.records[3].got.total).toBe(before.records[3].got.total - 1);
  });

  it('a record added to the store and another deleted through the API, the table as large as before, both show', () => {
    const [a, b] = table('dataMember')
      .all()
      .filter((m) =>
        table('dataTrainingRecord')
          .all()
          .some((r) => r.userId === m.id),
      )
      .slice(0, 2);
    expectConsistent(reads(a.id));
    // Records come from the devices, not from a call: this one is written to the store as they are.
    const latest = latestStart(table('dataTrainingRecord').all());
    const at = new Date(Date.parse(latest) + 60_000).toISOString();
    const template = table('dataTrainingRecord')
      .all()
      .find((r) => r.userId === a.id) as Row;
    const { id: _id, ...copy } = template;
    table('dataTrainingRecord').insert({ ...copy, startTime: at, score: 100, createTime: at, updateTime: at }, at);
    const doomed = table('dataTrainingRecord')
      .all()
      .find((r) => r.userId === b.id) as Row;
    expect(admin.post('/dataTrainingRecord/delete', { id: doomed.id }).statusCode).toBe(200);

    const after = reads(a.id);
    expectConsistent(after);
    expect(after.member.got.lastTrainingTime).toBe(at);
    expect(after.records[0].got.ids[0]).not.toBe(template.id);
    expectConsistent(reads(b.id));
  });

  it('renaming a member renames it in the record list, its filter and its order, and in every list that names the member', () => {
    const record = recordInACycle();
    const userId = record.userId as number;
    const member = table('dataMember').get(userId) as Row;
    const oldName = String(member.name);
    const byName = (name: string) =>
      page('dataTrainingRecord', { memberName: name, pageSize: '2000' }).list.filter((r) => r.userId === userId);
    const mine = table('dataTrainingRecord')
      .all()
      .filter((r) => r.userId === userId).length;
    expect(byName(oldName)).toHaveLength(mine);
    expectConsistent(reads(userId));

    const newName = '测试改名';
    expect(admin.post('/dataMember/edit', { id: userId, name: newName }).statusCode).toBe(200);
    expect(byName(newName)).toHaveLength(mine);
    expect(byName(oldName)).toHaveLength(0);
    // The stored rows keep their times: a record is not edited by a rename.
    expect(table('dataTrainingRecord').get(record.id)?.updateTime).toBe(record.updateTime);
    expectConsistent(reads(userId));
    for (const resource of ['dataMemberTrainingCycle', 'dataMemberScore', 'dataMemberBehaviorScore'])
      for (const row of page(resource, { userId: String(userId) }).list)
        expect([resource, row.memberName]).toEqual([resource, newName]);
  });

  it('binding a device shows in the device list and in the member list, filters included, from either side', () => {
    const device = table('dataDevice')
      .all()
      .find((d) => d.memberId == null && d.status === 1) as Row;
    const member = table('dataMember')
      .all()
      .find((m) => m.deviceId == null && m.status === 1) as Row;
    const deviceRow = () => page('dataDevice', { id: String(device.id) }).list[0];
    const memberRow = () => page('dataMember', { id: String(member.id) }).list[0];
    const bound = (resource: string, flag: string) => ids(page(resource, { bound: flag, pageSize: '2000' }).list);
    expect(deviceRow().memberName).toBeNull();
    expect(bound('dataMember', '1')).not.toContain(member.id);

    expect(admin.post('/dataDevice/edit', { id: device.id, memberId: member.id }).statusCode).toBe(200);
    expect(deviceRow().memberName).toBe(member.name);
    expect(memberRow().deviceSn).toBe(device.sn);
    expect(bound('dataDevice', '1')).toContain(device.id);
    expect(bound('dataMember', '1')).toContain(member.id);
    expect(bound('dataMember', '0')).not.toContain(member.id);

    // Unbound from the member's side: both lists again.
    expect(admin.post('/dataMember/edit', { id: member.id, deviceId: null }).statusCode).toBe(200);
    expect(deviceRow().memberName).toBeNull();
    expect(memberRow().deviceSn).toBeNull();
    expect(bound('dataDevice', '0')).toContain(device.id);
    expect(bound('dataMember', '0')).toContain(member.id);
  });
});
