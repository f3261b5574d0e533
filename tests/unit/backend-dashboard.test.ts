/**
 * GET /dashboard/overview: each figure equals what its list returns with the filters Home puts in
 * the link, each needs-attention child meets its rule (checked against the backend's own rows),
 * the period is validated, and devices are answered to level 1 only.
 */
import { type Backend, createBackend } from '../../mock/backend';
import { CYCLE_END_DAYS, IDLE_DAYS, OVERVIEW_WEEKS, SCORE_DROP } from '../../mock/backend/dashboard';
import { DAY_MS, DEMO_TODAY } from '../../mock/backend/random';
import { type Loose, signInAs as signIn } from './backendSession';

const dateAgo = (days: number) => new Date(DEMO_TODAY - days * DAY_MS).toISOString().slice(0, 10);

describe('GET /dashboard/overview', () => {
  let backend: Backend;
  let admin: ReturnType<typeof signIn>;
  const total = (path: string, query: Record<string, string | number>) =>
    admin.get(path, Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)]))).data.total as number;

  beforeAll(() => {
    backend = createBackend();
    admin = signIn(backend, 'admin');
  });

  it('accepts 4, 12 and 26 weeks only', () => {
    for (const weeks of OVERVIEW_WEEKS)
      expect(admin.get('/dashboard/overview', { weeks: String(weeks) }).statusCode).toBe(200);
    for (const weeks of ['', '0', '5', '-4', 'x', '4.5', '52']) {
      const body = admin.get('/dashboard/overview', { weeks });
      expect([weeks, body.statusCode]).toEqual([weeks, 400]);
      expect(body.errors.weeks).toBeTruthy();
    }
    expect(admin.get('/dashboard/overview').statusCode).toBe(400);
  });

  it('needs a sign-in', () => {
    const res = backend.handle({
      method: 'GET',
      path: '/dashboard/overview',
      query: { weeks: '4' },
      body: undefined,
      headers: {},
    });
    expect(res.status).toBe(401);
  });

  it.each(OVERVIEW_WEEKS)('each figure of %i weeks equals the total of the list it links to', (weeks) => {
    const o = admin.get('/dashboard/overview', { weeks: String(weeks) }).data;
    expect(o.period).toEqual({ from: dateAgo(weeks * 7 - 1), to: dateAgo(0) });
    expect(o.previous).toEqual({ from: dateAgo(weeks * 14 - 1), to: dateAgo(weeks * 7) });
    const p = o.period;
    expect(o.sessions.total).toBeGreaterThan(0);
    expect(total('/dataTrainingRecord/page', { startTimeFrom: p.from, startTimeTo: p.to })).toBe(o.sessions.total);
    expect(total('/dataTrainingRecord/page', { startTimeFrom: o.previous.from, startTimeTo: o.previous.to })).toBe(
      o.sessions.totalBefore,
    );
    for (const type of [1, 2, 3, 4])
      expect(total('/dataTrainingRecord/page', { type, startTimeFrom: p.from, startTimeTo: p.to })).toBe(
        o.sessions.byType[type],
      );
    expect(o.sessions.weeks).toHaveLength(weeks);
    for (const w of o.sessions.weeks)
      for (const type of [1, 2, 3, 4])
        expect(total('/dataTrainingRecord/page', { type, startTimeFrom: w.from, startTimeTo: w.to })).toBe(
          w.byType[type],
        );
    expect(o.members.active).toBeGreaterThan(0);
    expect(total('/dataMember/page', { lastTrainingTimeFrom: p.from, lastTrainingTimeTo: p.to })).toBe(
      o.members.active,
    );
    expect(total('/dataMember/page', { createTimeFrom: p.from, createTimeTo: p.to })).toBe(o.members.joined);
    for (const g of o.scoreGroups)
      expect(total('/dataMemberScore/page', { scoreGroupId: g.id, assessTimeFrom: p.from, assessTimeTo: p.to })).toBe(
        g.count,
      );
    expect(total('/dataMemberScore/page', { scoreGroupId: 'null', assessTimeFrom: p.from, assessTimeTo: p.to })).toBe(
      o.ungroupedScores,
    );
    expect(o.scoreGroups.reduce((sum: number, g: { count: number }) => sum + g.count, o.ungroupedScores)).toBe(
      total('/dataMemberScore/page', { assessTimeFrom: p.from, assessTimeTo: p.to }),
    );
    const d = o.devices;
    expect(total('/dataDevice/page', { lastOnlineTimeFrom: d.onlineFrom, lastOnlineTimeTo: o.today })).toBe(d.online);
    expect(total('/dataDevice/page', { lastOnlineTimeFrom: '2000-01-01', lastOnlineTimeTo: d.staleTo })).toBe(d.stale);
    expect(total('/dataDevice/page', { bound: 0 })).toBe(d.unbound);
    expect(
      total('/dataMember/page', {
        status: 1,
        lastTrainingTimeFrom: '2000-01-01',
        lastTrainingTimeTo: o.attention.idle.lastTo,
      }),
    ).toBe(o.attention.idle.total);
  });

  it('the average attention is the mean of the week’s neuro sessions', () => {
    const o = admin.get('/dashboard/overview', { weeks: '4' }).data;
    for (const w of o.sessions.weeks) {
      const rows = admin.get('/dataTrainingRecord/list', { type: '1', startTimeFrom: w.from, startTimeTo: w.to }).data;
      const mean = rows.length ? rows.reduce((s: number, r: Loose) => s + r.attentionAvg, 0) / rows.length : null;
      expect(w.attention).toBe(mean === null ? null : Math.round(mean * 10) / 10);
    }
  });

  it('every child on a needs-attention list meets its rule, and every child who does is counted', () => {
    const o = admin.get('/dashboard/overview', { weeks: '4' }).data;
    const members: Loose[] = admin.get('/dataMember/list').data;

    // Score drop: the two newest assessments of each child.
    const dropped = members.filter((m) => {
      const s = admin.get('/dataMemberScore/list', { userId: String(m.id) }).data;
      return s.length >= 2 && s[1].total - s[0].total >= SCORE_DROP;
    });
    expect(o.attention.scoreDrop.total).toBe(dropped.length);
    expect(o.attention.scoreDrop.total).toBeGreaterThan(0);
    for (const item of o.attention.scoreDrop.items) {
      const [latest, before] = admin.get('/dataMemberScore/list', { userId: String(item.userId) }).data;
      expect([item.latest, item.before]).toEqual([latest.total, before.total]);
      expect(before.total - latest.total).toBeGreaterThanOrEqual(SCORE_DROP);
    }

    // Idle: enabled, trained before, nothing in the last IDLE_DAYS days.
    const since = dateAgo(IDLE_DAYS - 1);
    const idle = members.filter((m) => m.status === 1 && m.lastTrainingTime && m.lastTrainingTime.slice(0, 10) < since);
    expect(o.attention.idle.total).toBe(idle.length);
    expect(o.attention.idle.total).toBeGreaterThan(0);
    for (const item of o.attention.idle.items) {
      const recent = admin.get('/dataTrainingRecord/list', { userId: String(item.userId), startTimeFrom: since }).data;
      expect(recent).toHaveLength(0);
      expect(members.find((m) => m.id === item.userId).status).toBe(1);
    }

    // Cycles ending within CYCLE_END_DAYS days with sessions missing.
    const soon = dateAgo(-CYCLE_END_DAYS);
    const cycles: Loose[] = admin.get('/dataMemberTrainingCycle/list').data;
    const ending = new Set(
      cycles
        .filter(
          (c) =>
            [1, 2].includes(c.state) &&
            c.endDate >= dateAgo(0) &&
            c.endDate <= soon &&
            c.completedSessions < c.plannedSessions,
        )
        .map((c) => c.userId),
    );
    expect(o.attention.cycleEnding.total).toBe(ending.size);
    for (const item of o.attention.cycleEnding.items) {
      expect(ending.has(item.userId)).toBe(true);
      expect(item.completed).toBeLessThan(item.planned);
    }

    for (const list of Object.values(o.attention) as Loose[]) {
      expect(list.items.length).toBe(Math.min(10, list.total));
      expect(new Set(list.items.map((i: Loose) => i.userId)).size).toBe(list.items.length);
    }
  });

  it('answers devices to level 1 only', () => {
    for (const who of ['operator', 'viewer'] as const) {
      const body = signIn(backend, who).get('/dashboard/overview', { weeks: '12' });
      expect(body.statusCode).toBe(200);
      expect(body.data.devices).toBeUndefined();
      expect(body.data.sessions.total).toBeGreaterThan(0);
    }
  });

  it('the 404 fault switches the call off, and only it', () => {
    const fault = (body: unknown) =>
      backend.handle({ method: 'POST', path: '/__mock/fault', query: {}, body, headers: {} });
    fault({ mode: '404', path: '/dashboard/overview' });
    try {
      expect(admin.call('GET', '/dashboard/overview', { weeks: '4' }).status).toBe(404);
      expect(admin.call('GET', '/dataMember/page').status).toBe(200);
    } finally {
      fault({ mode: 'none' });
    }
    expect(admin.call('GET', '/dashboard/overview', { weeks: '4' }).status).toBe(200);
  });
});
