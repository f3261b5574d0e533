/**
 * Days in the reader's calendar (docs/api.md, "Days"): the console sends its time zone in
 * X-Time-Zone, and the mock backend counts a day filter on a time field, "today" of the date
 * limits and Home's days in it. The demo's sessions start between 00:00 and 12:30 UTC, which in
 * Los Angeles falls on two days: a calendar that ignored the header would answer UTC days.
 */
import { type Backend, createBackend } from '../../mock/backend';
import { addDays, calendarOf } from '../../mock/backend/calendar';
import { DAY_MS, DEMO_TODAY } from '../../mock/backend/random';
import { type Loose, signIn } from './backendSession';

const LA = 'America/Los_Angeles';
const SHANGHAI = 'Asia/Shanghai';

/** The day of a moment in `zone`, by the runtime's own formatter (not the code under test). */
const dayIn = (zone: string, moment: string | number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(moment),
  );

const session = (backend: Backend, zone?: string) =>
  signIn(backend, 'admin', 'Admin@123', zone ? { 'x-time-zone': zone } : {});

describe('calendarOf', () => {
  it('gives a day’s first and last moments, and a moment’s day, in the zone', () => {
    const shanghai = calendarOf(SHANGHAI);
    expect(shanghai.startOf('2026-12-06')).toBe('2026-12-05T16:00:00.000Z');
    expect(shanghai.endOf('2026-12-06')).toBe('2026-12-06T15:59:59.999Z');
    expect(shanghai.dayOf('2026-12-05T20:00:00.000Z')).toBe('2026-12-06');
    expect(shanghai.dayOf('2026-12-05T15:59:59.999Z')).toBe('2026-12-05');
  });

  it('follows a daylight-saving change: the day of the change is 23 hours long', () => {
    const ny = calendarOf('America/New_York');
    expect(ny.startOf('2026-03-08')).toBe('2026-03-08T05:00:00.000Z');
    expect(ny.startOf('2026-03-09')).toBe('2026-03-09T04:00:00.000Z');
    expect(ny.endOf('2026-03-08')).toBe('2026-03-09T03:59:59.999Z');
  });

  it('counts in UTC without a zone or for a name it does not know', () => {
    for (const zone of [undefined, '', 'Mars/Olympus_Mons']) {
      const c = calendarOf(zone);
      expect(c.zone).toBe('UTC');
      expect(c.startOf('2026-12-06')).toBe('2026-12-06T00:00:00.000Z');
      expect(c.endOf('2026-12-06')).toBe('2026-12-06T23:59:59.999Z');
    }
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('a day filter on a time field', () => {
  const backend = createBackend();
  const records = backend.db.table('dataTrainingRecord').all();
  // A day of the demo with sessions: a week ago.
  const day = new Date(DEMO_TODAY - 7 * DAY_MS).toISOString().slice(0, 10);
  const idsOn = (zone: string) =>
    records
      .filter((r) => dayIn(zone, String(r.startTime)) === day)
      .map((r) => r.id)
      .sort((a, b) => a - b);
  const answered = (zone?: string) => {
    const page = session(backend, zone).get('/dataTrainingRecord/page', {
      startTimeFrom: day,
      startTimeTo: day,
      pageSize: '2000',
    }).data;
    return { total: page.total, ids: (page.list as Loose[]).map((r) => r.id).sort((a: number, b: number) => a - b) };
  };

  it('holds the sessions of that day in the reader’s zone', () => {
    const inLa = idsOn(LA);
    expect(inLa.length).toBeGreaterThan(0);
    expect(answered(LA)).toEqual({ total: inLa.length, ids: inLa });
  });

  it('holds the UTC day’s sessions without the header, which are others', () => {
    const inUtc = idsOn('UTC');
    expect(answered()).toEqual({ total: inUtc.length, ids: inUtc });
    expect(inUtc).not.toEqual(idsOn(LA));
  });

  it('a sorted page of the same filter reads the same rows (the order’s run agrees with the filter)', () => {
    const sorted = session(backend, LA).get('/dataTrainingRecord/page', {
      startTimeFrom: day,
      startTimeTo: day,
      sortField: 'startTime',
      sortOrder: 'ascend',
      pageSize: '2000',
    }).data;
    expect(sorted.total).toBe(idsOn(LA).length);
    expect((sorted.list as Loose[]).every((r) => dayIn(LA, r.startTime) === day)).toBe(true);
  });
});

describe('Home and the lists it links to, in the reader’s days', () => {
  const backend = createBackend();

  it('answers the reader’s today, and totals that the linked lists agree with', () => {
    const la = session(backend, LA);
    const o = la.get('/dashboard/overview', { weeks: '4' }).data;
    expect(o.today).toBe(dayIn(LA, Date.now()));
    const sessions = la.get('/dataTrainingRecord/page', {
      startTimeFrom: o.period.from,
      startTimeTo: o.period.to,
      pageSize: '1',
    }).data.total;
    expect(o.sessions.total).toBe(sessions);
    const weeks = (o.sessions.weeks as Loose[]).map(
      (w) => la.get('/dataTrainingRecord/page', { startTimeFrom: w.from, startTimeTo: w.to, pageSize: '1' }).data.total,
    );
    expect(
      (o.sessions.weeks as Loose[]).map((w) =>
        Object.values(w.byType as Record<string, number>).reduce((a, b) => a + b),
      ),
    ).toEqual(weeks);
    const idle = la.get('/dataMember/page', { status: '1', lastTrainingTimeTo: o.attention.idle.lastTo, pageSize: '1' })
      .data.total;
    expect(o.attention.idle.total + o.attention.idle.hidden).toBe(idle);
  });

  it('counts a cycle’s completed sessions in the reader’s days, as its records list does', () => {
    const la = session(backend, LA);
    const cycles: Loose[] = la.get('/dataMemberTrainingCycle/list').data;
    const some = cycles.filter((c) => c.completedSessions > 0).slice(0, 12);
    expect(some.length).toBeGreaterThan(0);
    for (const c of some)
      expect(
        la.get('/dataTrainingRecord/page', {
          userId: String(c.userId),
          startTimeFrom: c.startDate,
          startTimeTo: c.endDate,
          pageSize: '1',
        }).data.total,
      ).toBe(c.completedSessions);
    // The same cycles read in UTC count other sessions for at least one of them.
    const inUtc: Loose[] = session(backend).get('/dataMemberTrainingCycle/list').data;
    expect(some.some((c) => inUtc.find((u) => u.id === c.id)?.completedSessions !== c.completedSessions)).toBe(true);
  });
});

describe('"today" of the date limits', () => {
  // The moment the clock is set to: 20:00 UTC today, already tomorrow in Shanghai (04:00).
  const now = new Date(DEMO_TODAY).setUTCHours(20);
  const shanghaiToday = addDays(new Date(DEMO_TODAY).toISOString(), 1);
  beforeEach(() => {
    jest.useFakeTimers({ now, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  const member = (birthday: string, gradeId: number) => ({
    name: '时区测试',
    gender: 1,
    birthday,
    gradeId,
    guardianName: '家长',
    guardianPhone: '13900001234',
    worryIds: [],
  });

  it('is the reader’s: a child who turns 2 today in Shanghai may be added, and a cycle begun today', () => {
    const backend = createBackend();
    const shanghai = session(backend, SHANGHAI);
    const gradeId = shanghai.get('/sysGrade/list').data[0].id;
    const birthday = `${Number(shanghaiToday.slice(0, 4)) - 2}${shanghaiToday.slice(4)}`;
    // In UTC it is still yesterday: the child is a day short of 2.
    expect(session(backend).post('/dataMember/add', member(birthday, gradeId)).errors).toHaveProperty('birthday');
    const added = shanghai.post('/dataMember/add', member(birthday, gradeId));
    expect(added.statusCode).toBe(200);

    const cycle = {
      userId: added.data.id,
      cycleNo: 1,
      startDate: shanghaiToday,
      endDate: addDays(shanghaiToday, 30),
      plannedSessions: 8,
      state: 2,
    };
    expect(session(backend).post('/dataMemberTrainingCycle/add', cycle).errors).toHaveProperty('state');
    expect(shanghai.post('/dataMemberTrainingCycle/add', cycle).statusCode).toBe(200);
  });

  it('bounds a snooze: up to 90 days from the reader’s today', () => {
    const backend = createBackend();
    const shanghai = session(backend, SHANGHAI);
    const [child] = shanghai.get('/dashboard/overview', { weeks: '4' }).data.attention.idle.items;
    const snooze = { userId: child.userId, kind: 'idle', action: 'snooze', snoozeUntil: addDays(shanghaiToday, 90) };
    expect(session(backend).post('/dataFollowUp/add', snooze).errors).toHaveProperty('snoozeUntil');
    expect(shanghai.post('/dataFollowUp/add', snooze).statusCode).toBe(200);
  });
});
