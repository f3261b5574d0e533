/**
 * The headbands' live status (docs/api.md, live device status): a simulation that makes them come
 * online and go offline and report battery and signal quality, and the event log behind
 * GET /dataDevice/stream.
 *
 * Deterministic: the states at step n depend only on the seed, the device table and n, never on
 * when the steps ran. The clock is either `auto` (a step every AUTO_STEP_MS of wall time, for
 * `npm start` and `npm run preview`) or `manual` (steps only when asked, POST /__mock/live
 * {advance}); tests use the manual clock and drive it.
 */
import { LOW_BATTERY } from '../../src/schema/device';
import { type LiveSnapshot, type LiveStatus, STREAM_EVENT, STREAM_PING_MS } from '../../src/schema/live';
import type { Db, Row } from './db';
import { Rand } from './random';

const DEVICES = 'dataDevice';
/** A step of the automatic clock. */
export const AUTO_STEP_MS = 5_000;
/** Events kept for resuming; a client further behind gets a snapshot instead. */
export const KEPT_EVENTS = 500;
/** Steps the automatic clock runs at most at once after a quiet spell (the rest are skipped). */
const MAX_CATCH_UP = 50;
/** Below this a headband switches itself off; it charges while offline. */
const FLAT = 5;
/** An offline headband back on needs at least this much charge. */
const MIN_TO_START = 15;

export type Clock = 'auto' | 'manual';

interface State {
  online: 0 | 1;
  battery: number;
  signal: number;
  liveSeq: number;
}

/** Where a stream writes: Umi's Express-like response, or a ReadableStream in msw. */
export interface StreamSink {
  write(text: string): void;
  end(): void;
}

/** One event as Server-Sent Events put it on the wire. */
export function formatEvent(id: string, event: string, data: unknown): string {
  return `id: ${id}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** A comment line: keeps the connection (and every proxy on its way) busy; clients ignore it. */
export const comment = (text: string) => `: ${text}\n\n`;

let epochs = 0;

export class DeviceLive {
  /** Tells this backend's event ids from those of another run (a restarted server starts at 0 again). */
  readonly epoch = `${Date.now().toString(36)}${(epochs++).toString(36)}`;
  private states = new Map<number, State>();
  private rand: Rand;
  private seq = 0;
  private steps = 0;
  private log: { seq: number; status: LiveStatus }[] = [];
  private streams = new Set<{ sink: StreamSink; close: () => void }>();
  private listeners = new Set<(status: LiveStatus) => void>();
  private autoTimer?: ReturnType<typeof setInterval>;
  private startedAt: number;
  private autoSteps = 0;

  constructor(
    private db: Db,
    seed: number,
    public clock: Clock = 'manual',
    now = Date.now(),
  ) {
    this.rand = new Rand((seed ^ 0x1b2e5eed) >>> 0);
    this.startedAt = now;
    const rand = new Rand((seed ^ 0x0a11fe) >>> 0);
    for (const d of this.devices()) {
      const enabled = d.status === 1;
      const online = enabled && rand.chance(0.45) ? 1 : 0;
      this.states.set(d.id, {
        online,
        battery: enabled ? rand.int(8, 100) : rand.int(0, 40),
        signal: online ? rand.int(35, 98) : 0,
        liveSeq: 0,
      });
    }
  }

  private devices(): Row[] {
    return this.db.table(DEVICES).all();
  }

  /** A device added after the start has not reported yet: offline, charged. */
  private stateOf(id: number): State {
    return this.states.get(id) ?? { online: 0, battery: 100, signal: 0, liveSeq: 0 };
  }

  get eventId(): string {
    return `${this.epoch}.${this.seq}`;
  }

  /** A device row's live fields, as its answers carry them (an online one was last seen now). */
  statusOf(row: Row, now = new Date().toISOString()): LiveStatus {
    const s = this.stateOf(row.id);
    return {
      id: row.id,
      online: s.online,
      battery: s.battery,
      signal: s.signal,
      lastOnlineTime: s.online ? now : ((row.lastOnlineTime as string | null | undefined) ?? null),
      liveSeq: s.liveSeq,
    };
  }

  snapshot(now = new Date().toISOString()): LiveSnapshot {
    return { eventId: this.eventId, devices: this.devices().map((d) => this.statusOf(d, now)) };
  }

  /** How many devices are online, and how many report LOW_BATTERY or less. */
  counts(): { online: number; lowBattery: number } {
    let online = 0;
    let lowBattery = 0;
    for (const d of this.devices()) {
      const s = this.stateOf(d.id);
      online += s.online;
      if (s.battery <= LOW_BATTERY) lowBattery += 1;
    }
    return { online, lowBattery };
  }

  /**
   * One step of simulated time: one to three enabled headbands change (one goes offline or drains
   * and drifts in signal; one offline comes back on or charges), and any disabled one still online
   * goes offline. Returns the changes, each an event.
   */
  step(now = new Date().toISOString()): LiveStatus[] {
    this.steps += 1;
    const rows = this.devices();
    const changed: LiveStatus[] = [];
    const table = this.db.table(DEVICES);
    const change = (row: Row, next: Omit<State, 'liveSeq'>) => {
      const before = this.stateOf(row.id);
      this.seq += 1;
      this.states.set(row.id, { ...next, liveSeq: this.seq });
      // Going offline is the last moment it was seen: stored, as a real report would be.
      if (before.online && !next.online) table.update(row.id, { lastOnlineTime: now }, row.updateTime);
      const status = this.statusOf(table.get(row.id) ?? row, now);
      this.log.push({ seq: this.seq, status });
      changed.push(status);
    };
    for (const row of rows) {
      const s = this.stateOf(row.id);
      if (row.status !== 1 && s.online) change(row, { online: 0, battery: s.battery, signal: 0 });
    }
    const enabled = rows.filter((r) => r.status === 1);
    const chosen = this.rand.some(enabled, this.rand.int(1, 3)).sort((a, b) => a.id - b.id);
    for (const row of chosen) {
      const s = this.stateOf(row.id);
      if (s.online) {
        if (s.battery <= FLAT || this.rand.chance(0.3)) change(row, { online: 0, battery: s.battery, signal: 0 });
        else
          change(row, {
            online: 1,
            battery: Math.max(0, s.battery - this.rand.int(1, 4)),
            signal: Math.max(15, Math.min(100, s.signal + this.rand.int(-20, 20))),
          });
      } else if (s.battery >= MIN_TO_START && this.rand.chance(0.5)) {
        change(row, { online: 1, battery: s.battery, signal: this.rand.int(40, 95) });
      } else {
        change(row, { online: 0, battery: Math.min(100, s.battery + this.rand.int(5, 15)), signal: 0 });
      }
    }
    if (this.log.length > KEPT_EVENTS) this.log.splice(0, this.log.length - KEPT_EVENTS);
    for (const status of changed) for (const listener of this.listeners) listener(status);
    return changed;
  }

  /** `n` steps now, whatever the clock. */
  advance(n: number, now?: string): LiveStatus[] {
    const out: LiveStatus[] = [];
    for (let i = 0; i < n; i++) out.push(...this.step(now));
    return out;
  }

  /** The automatic clock's steps due by `now` (nothing on the manual clock). */
  sync(now = Date.now()): void {
    if (this.clock !== 'auto') return;
    const due = Math.floor((now - this.startedAt) / AUTO_STEP_MS);
    if (due - this.autoSteps > MAX_CATCH_UP) this.autoSteps = due - MAX_CATCH_UP;
    while (this.autoSteps < due) {
      this.autoSteps += 1;
      this.step(new Date(now).toISOString());
    }
  }

  setClock(clock: Clock, now = Date.now()): void {
    if (clock === this.clock) return;
    this.clock = clock;
    // The automatic clock counts from now on: no burst of the steps it would have run while stopped.
    this.startedAt = now;
    this.autoSteps = 0;
    this.tick();
  }

  /**
   * The events after `lastEventId`, oldest first, or null when they cannot be told: an id of
   * another run, one ahead of this log, or one older than the events kept.
   */
  since(lastEventId: string | undefined | null): LiveStatus[] | null {
    const m = /^([0-9a-z]+)\.(\d+)$/.exec(String(lastEventId ?? '').trim());
    if (!m || m[1] !== this.epoch) return null;
    const after = Number(m[2]);
    if (after > this.seq) return null;
    const oldest = this.log[0]?.seq ?? this.seq + 1;
    if (after < oldest - 1) return null;
    return this.log.filter((e) => e.seq > after).map((e) => e.status);
  }

  get connections(): number {
    return this.streams.size;
  }

  /**
   * Opens a stream into `sink`: the events after `lastEventId` (or a snapshot when they cannot be
   * told), then each change as it happens and a comment every STREAM_PING_MS. `allowed` is asked
   * before each write: a session that ended (signed out) ends its stream. Returns the close
   * function (the connection went away).
   */
  openStream(lastEventId: string | undefined, sink: StreamSink, allowed: () => boolean): () => void {
    let closed = false;
    let ping: ReturnType<typeof setInterval> | undefined;
    const entry = { sink, close: () => close() };
    const close = () => {
      if (closed) return;
      closed = true;
      this.listeners.delete(listener);
      clearInterval(ping);
      this.streams.delete(entry);
      this.tick();
    };
    const send = (status: LiveStatus) => {
      if (closed) return;
      if (!allowed()) {
        close();
        sink.end();
        return;
      }
      sink.write(formatEvent(`${this.epoch}.${status.liveSeq}`, STREAM_EVENT.status, status));
    };
    const listener = (status: LiveStatus) => send(status);
    // First bytes at once: headers and this line go through every proxy, and the client knows it is connected.
    sink.write(comment('connected'));
    const missed = this.since(lastEventId);
    if (missed === null) sink.write(formatEvent(this.eventId, STREAM_EVENT.snapshot, this.snapshot()));
    else for (const status of missed) send(status);
    if (closed) return close;
    this.listeners.add(listener);
    ping = setInterval(() => sink.write(comment('ping')), STREAM_PING_MS);
    (ping as { unref?: () => void }).unref?.();
    this.streams.add(entry);
    this.tick();
    return close;
  }

  /** Ends every open stream, as a dropped connection would (POST /__mock/live {cut}). */
  cut(): number {
    const open = [...this.streams];
    for (const s of open) {
      s.close();
      s.sink.end();
    }
    return open.length;
  }

  /** The automatic clock runs on a timer while someone listens; otherwise each call catches up. */
  private tick(): void {
    const wanted = this.clock === 'auto' && this.streams.size > 0;
    if (wanted && !this.autoTimer) {
      this.autoTimer = setInterval(() => this.sync(), 1_000);
      (this.autoTimer as { unref?: () => void }).unref?.();
    } else if (!wanted && this.autoTimer) {
      clearInterval(this.autoTimer);
      this.autoTimer = undefined;
    }
  }

  get stepCount(): number {
    return this.steps;
  }
}

/** Each backend's simulation, by its tables (resource definitions get the Db, not the backend). */
const byDb = new WeakMap<Db, DeviceLive>();

export function attachLive(db: Db, live: DeviceLive): void {
  byDb.set(db, live);
}

export const liveOf = (db: Db): DeviceLive | undefined => byDb.get(db);
