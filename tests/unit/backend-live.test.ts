/**
 * The headbands' live status in the mock backend (docs/api.md, live device status): the simulation
 * is the same for the same seed, the device answers carry it, and GET /dataDevice/stream writes
 * Server-Sent Events that a reconnection resumes from its Last-Event-ID.
 */
import { type Backend, createBackend } from '../../mock/backend';
import { AUTO_STEP_MS, DeviceLive, KEPT_EVENTS } from '../../mock/backend/live';
import { RESOURCES } from '../../mock/backend/resources';
import { sessionDay } from '../../mock/backend/schedule';
import { LOW_BATTERY } from '../../src/schema/device';
import { DEVICE_STREAM_PATH, type LiveSnapshot, type LiveStatus } from '../../src/schema/live';
import { type SseEvent, sseParser } from '../../src/services/live/sse';
import { type Loose, signInAs } from './backendSession';

/** A change as the simulation decides it, without the wall-clock time it happened at. */
const decided = ({ lastOnlineTime: _, ...rest }: LiveStatus) => rest;

/** Opens the stream as a session would, collecting what it writes as parsed events. */
function openStream(backend: Backend, headers: Record<string, string>, lastEventId?: string) {
  const events: SseEvent[] = [];
  const raw: string[] = [];
  const parser = sseParser((e) => events.push(e));
  let ended = false;
  const opened = backend.openStream({
    method: 'GET',
    path: DEVICE_STREAM_PATH,
    query: {},
    body: undefined,
    headers: lastEventId ? { ...headers, 'last-event-id': lastEventId } : headers,
  });
  if ('refused' in opened) return { refused: opened.refused, events, raw, close: () => undefined, ended: () => true };
  const close = opened.open({
    write: (text) => {
      raw.push(text);
      parser.push(text);
    },
    end: () => {
      ended = true;
    },
  });
  return { events, raw, close, ended: () => ended, lastEventId: () => parser.lastEventId };
}

const advance = (backend: Backend, body: Record<string, unknown>) =>
  backend.handle({ method: 'POST', path: '/__mock/live', query: {}, body, headers: {} }).body as {
    data: { changes: LiveStatus[]; eventId: string; connections: number; cut: number; steps: number };
  };

describe('the headbands simulation', () => {
  it('is the same for the same seed, step by step, and another seed differs', () => {
    const [a, b] = [createBackend(), createBackend()];
    const c = createBackend(RESOURCES, 7);
    expect(a.live.snapshot().devices.map(decided)).toEqual(b.live.snapshot().devices.map(decided));
    const run = (x: Backend) => x.live.advance(40).map(decided);
    const [ra, rb, rc] = [run(a), run(b), run(c)];
    expect(ra.length).toBeGreaterThanOrEqual(40);
    expect(ra).toEqual(rb);
    expect(rc).not.toEqual(ra);
  });

  it('keeps battery and signal in range, offline means no signal, and some headbands are online and some low', () => {
    const backend = createBackend();
    const before = backend.live.counts();
    expect(before.online).toBeGreaterThan(5);
    expect(before.lowBattery).toBeGreaterThan(0);
    for (const s of backend.live.advance(200)) {
      expect(s.battery).toBeGreaterThanOrEqual(0);
      expect(s.battery).toBeLessThanOrEqual(100);
      expect(s.signal).toBeGreaterThanOrEqual(0);
      expect(s.signal).toBeLessThanOrEqual(100);
      if (!s.online) expect(s.signal).toBe(0);
    }
    // A disabled headband never comes online.
    const disabled = backend.db
      .table('dataDevice')
      .all()
      .filter((d) => d.status === 0)
      .map((d) => d.id);
    expect(backend.live.snapshot().devices.filter((d) => disabled.includes(d.id) && d.online)).toEqual([]);
    expect(LOW_BATTERY).toBe(20);
  });

  it('runs a step per AUTO_STEP_MS of wall time on the automatic clock, none on the manual one', () => {
    const backend = createBackend();
    const live = new DeviceLive(backend.db, 1, 'manual', 0);
    live.sync(10 * AUTO_STEP_MS);
    expect(live.stepCount).toBe(0);
    live.setClock('auto', 1_000);
    live.sync(1_000 + 3 * AUTO_STEP_MS + 10);
    expect(live.stepCount).toBe(3);
    // After a long quiet spell it catches up with at most fifty steps, not a burst of hundreds.
    live.sync(1_000 + 1_000 * AUTO_STEP_MS);
    expect(live.stepCount).toBeLessThanOrEqual(53);
    live.setClock('manual');
  });

  it('answers each device with its live fields, online ones last seen now, and stores the time one goes offline', () => {
    const backend = createBackend();
    const s = signInAs(backend, 'operator');
    const before = Date.now();
    const page = s.get('/dataDevice/page', { pageSize: '100' }).data.list as Loose[];
    const online = page.filter((d) => d.online === 1);
    expect(online.length).toBeGreaterThan(0);
    for (const d of online) expect(Date.parse(d.lastOnlineTime)).toBeGreaterThanOrEqual(before - 1000);
    // The list filters and sorts by them.
    expect(s.get('/dataDevice/page', { online: '1' }).data.total).toBe(online.length);
    const byBattery = s.get('/dataDevice/list', { sortField: 'battery', sortOrder: 'ascend' }).data as Loose[];
    expect(byBattery.map((d) => d.battery)).toEqual([...byBattery.map((d) => d.battery)].sort((x, y) => x - y));

    const changes = backend.live.advance(60);
    const off = changes.find((c) => !c.online && online.some((d) => d.id === c.id));
    expect(off).toBeDefined();
    const stored = backend.db.table('dataDevice').get(off?.id as number);
    const detail = s.get('/dataDevice/detail', { id: String(off?.id) }).data;
    const last = [...changes].reverse().find((c) => c.id === off?.id) as LiveStatus;
    expect(detail).toMatchObject({ online: last.online, battery: last.battery, signal: last.signal });
    expect(detail.liveSeq).toBe(last.liveSeq);
    if (!last.online) expect(detail.lastOnlineTime).toBe(stored?.lastOnlineTime);
  });

  it('answers GET /dataDevice/live with every device and the event id, to a signed-in caller only', () => {
    const backend = createBackend();
    const none = backend.handle({ method: 'GET', path: '/dataDevice/live', query: {}, body: undefined, headers: {} });
    expect(none.status).toBe(401);
    const s = signInAs(backend, 'viewer');
    backend.live.advance(3);
    const live = s.get('/dataDevice/live').data as LiveSnapshot;
    expect(live.devices).toHaveLength(backend.db.table('dataDevice').size);
    expect(live.eventId).toBe(backend.live.eventId);
  });
});

describe('GET /dataDevice/stream', () => {
  it('refuses a caller without a valid session (401), as every call does', () => {
    const backend = createBackend();
    const stream = openStream(backend, {});
    expect(stream.refused?.status).toBe(401);
  });

  it('opens with a comment and a snapshot, then writes each change as an event whose id grows', () => {
    const backend = createBackend();
    const s = signInAs(backend, 'admin');
    const headers = { authorization: `Bearer ${s.tokens.main}`, 'x-authorization': s.tokens.second };
    const stream = openStream(backend, headers);
    expect(stream.raw[0]).toBe(': connected\n\n');
    expect(stream.events).toHaveLength(1);
    const [snapshot] = stream.events;
    expect(snapshot.event).toBe('snapshot');
    expect(snapshot.id).toBe(backend.live.eventId);
    expect((JSON.parse(snapshot.data) as LiveSnapshot).devices).toHaveLength(40);

    const { changes } = advance(backend, { advance: 5 }).data;
    const statuses = stream.events.slice(1);
    expect(statuses.map((e) => e.event)).toEqual(changes.map(() => 'status'));
    expect(statuses.map((e) => JSON.parse(e.data))).toEqual(changes);
    const seqs = statuses.map((e) => Number(e.id.split('.')[1]));
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    // Exactly the wire format: id, event, one data line, a blank line.
    expect(stream.raw[2]).toMatch(/^id: [0-9a-z]+\.\d+\nevent: status\ndata: \{.*\}\n\n$/);
    stream.close();
    expect(backend.live.connections).toBe(0);
  });

  it('resumes after its Last-Event-ID with exactly the events missed, and no snapshot', () => {
    const backend = createBackend();
    const s = signInAs(backend, 'operator');
    const headers = { authorization: `Bearer ${s.tokens.main}`, 'x-authorization': s.tokens.second };
    const first = openStream(backend, headers);
    advance(backend, { advance: 2 });
    const seen = first.lastEventId?.() as string;
    // The connection drops (a cut ends it from the server's side) and more happens meanwhile.
    const { data } = advance(backend, { cut: true, advance: 4 });
    expect(data.cut).toBe(1);
    expect(first.ended()).toBe(true);
    expect(data.connections).toBe(0);
    const second = openStream(backend, headers, seen);
    expect(second.events.map((e) => e.event)).toEqual(data.changes.map(() => 'status'));
    expect(second.events.map((e) => JSON.parse(e.data))).toEqual(data.changes);
    expect(second.lastEventId?.()).toBe(backend.live.eventId);
    // Nothing missed: nothing replayed.
    const third = openStream(backend, headers, backend.live.eventId);
    expect(third.events).toEqual([]);
  });

  it('sends a snapshot when it cannot resume: an id of another run, one ahead, or one no longer kept', () => {
    const backend = createBackend();
    const s = signInAs(backend, 'admin');
    const headers = { authorization: `Bearer ${s.tokens.main}`, 'x-authorization': s.tokens.second };
    const old = backend.live.eventId;
    const other = createBackend().live.eventId;
    for (const id of [other, `${backend.live.epoch}.999`, 'garbage']) {
      expect(openStream(backend, headers, id).events.map((e) => e.event)).toEqual(['snapshot']);
    }
    backend.live.advance(KEPT_EVENTS);
    expect(openStream(backend, headers, old).events.map((e) => e.event)).toEqual(['snapshot']);
  });

  it('ends the stream of a session that signed out, at its next event', () => {
    const backend = createBackend();
    const s = signInAs(backend, 'admin');
    const headers = { authorization: `Bearer ${s.tokens.main}`, 'x-authorization': s.tokens.second };
    const stream = openStream(backend, headers);
    s.post('/logout', {});
    advance(backend, { advance: 3 });
    expect(stream.ended()).toBe(true);
    expect(stream.events.map((e) => e.event)).toEqual(['snapshot']);
    expect(backend.live.connections).toBe(0);
  });
});

describe('scheduled today (mock/backend/schedule.ts)', () => {
  const cycle = (startDate: string, endDate: string, plannedSessions: number) => ({
    startDate,
    endDate,
    plannedSessions,
  });
  const days = (c: ReturnType<typeof cycle>) =>
    Array.from({ length: 40 }, (_, i) => new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10)).filter((d) =>
      sessionDay(c, d),
    );

  it('spreads a cycle planned sessions evenly from its first day', () => {
    expect(days(cycle('2026-01-01', '2026-01-28', 14))).toHaveLength(14);
    expect(days(cycle('2026-01-01', '2026-01-28', 14))[0]).toBe('2026-01-01');
    expect(days(cycle('2026-01-01', '2026-01-28', 14))[1]).toBe('2026-01-03');
    expect(days(cycle('2026-01-01', '2026-01-28', 16))).toHaveLength(16);
    expect(days(cycle('2026-01-01', '2026-01-07', 20))).toHaveLength(7);
    expect(days(cycle('2026-01-01', '2026-01-07', 0))).toEqual([]);
  });

  it('lists on Home the headbands of the children scheduled today, bound ones only', () => {
    const backend = createBackend();
    const o = signInAs(backend, 'admin').get('/dashboard/overview', { weeks: '4' }).data;
    const { total, items } = o.devices.scheduledToday;
    expect(total).toBeGreaterThan(0);
    for (const item of items) {
      const member = backend.db.table('dataMember').get(item.userId);
      expect(member?.deviceId).toBe(item.deviceId);
      expect(member?.status).toBe(1);
      const open = backend.db
        .table('dataMemberTrainingCycle')
        .all()
        .filter((c) => c.userId === item.userId && [1, 2].includes(Number(c.state)));
      expect(open.some((c) => sessionDay(c, o.today))).toBe(true);
    }
  });
});
