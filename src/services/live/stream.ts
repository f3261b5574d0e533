/**
 * The tab's one connection to GET /dataDevice/stream (docs/api.md, live device status): fetch and
 * a ReadableStream, so it carries the same two token headers as every call (an EventSource cannot).
 *
 * - Pages that show live status `use()` it; the first opens the connection, and when the last goes
 *   it stays a little (LINGER_MS), so moving from page to page keeps one connection.
 * - A dropped connection (the server or a proxy ended it, the network failed, nothing heard for
 *   longer than the server's pings) is opened again after a back-off delay: doubling from
 *   BACKOFF_BASE_MS to BACKOFF_MAX_MS, each drawn between half and all of it so that tabs do not
 *   all come back at once. It sends Last-Event-ID: the server replays what was missed, or opens
 *   with a snapshot when it cannot. While the browser is offline it waits for the network.
 * - A 401 is a session that ended: the request layer's notice and /login, as for any call. A 404 is
 *   a server without the stream: the pages keep their data, without live updates.
 * - A tab hidden for HIDDEN_STOP_MS closes it; shown again, it resumes. Signing out closes it and
 *   forgets where it was.
 * Nothing here writes to the console: a reconnection is routine, not an error.
 */
import { getIntl } from '@umijs/max';
import { DEVICE_STREAM_PATH, type LiveSnapshot, type LiveStatus, STREAM_EVENT, STREAM_PING_MS } from '@/schema/live';
import { apiBase } from '../config';
import { ApiError } from '../errors';
import { sessionHeaders, showError } from '../request';
import { mainToken } from '../session';
import { QUIET_MS, whenQuiet } from './quiet';
import { sseParser } from './sse';

export const BACKOFF_BASE_MS = 1_000;
export const BACKOFF_MAX_MS = 30_000;
/** Two pings missed: the connection is gone even if nobody said so. */
export const SILENCE_MS = 2 * STREAM_PING_MS + 5_000;
export const HIDDEN_STOP_MS = 60_000;
export const LINGER_MS = 30_000;
/** A connection that lasted this long was a good one: the next drop starts the back-off afresh. */
export const STABLE_MS = 5_000;

export type StreamState = 'idle' | 'connecting' | 'open' | 'waiting' | 'stopped';

const TIMING = {
  backoffBase: BACKOFF_BASE_MS,
  backoffMax: BACKOFF_MAX_MS,
  silence: SILENCE_MS,
  hiddenStop: HIDDEN_STOP_MS,
  linger: LINGER_MS,
  stable: STABLE_MS,
  quiet: QUIET_MS,
};

export interface LiveStreamOptions {
  onSnapshot: (snapshot: LiveSnapshot) => void;
  onStatus: (status: LiveStatus) => void;
  /** For tests: the jitter's source (Math.random). */
  random?: () => number;
  /** For tests: shorter waits than the constants above. */
  timing?: Partial<typeof TIMING>;
  /** Whether the page is still loading its data (the query cache's fetches). */
  busy?: () => boolean;
}

type Timer = ReturnType<typeof setTimeout> | undefined;

export class LiveStream {
  state: StreamState = 'idle';
  /** The id of the last event applied: what a reconnection resumes after. */
  lastEventId = '';
  /** Failed attempts in a row (the back-off's exponent). */
  retries = 0;
  private users = 0;
  /** Grows at each reset: tells the pages of an ended session from those of the next. */
  private session = 0;
  private controller?: AbortController;
  private retryTimer: Timer;
  private lingerTimer: Timer;
  private hiddenTimer: Timer;
  private silenceTimer: Timer;
  private stableTimer: Timer;
  private hiddenStop = false;
  private listening = false;
  /** The page's first load has gone quiet (whenQuiet): connections open at once from then on. */
  private quietSeen = false;
  private awaitingQuiet = false;

  private timing: typeof TIMING;

  constructor(private options: LiveStreamOptions) {
    this.timing = { ...TIMING, ...options.timing };
  }

  /** A page that shows live status, for as long as it is shown: call the returned function when it goes. */
  use(): () => void {
    this.listen();
    this.users += 1;
    clearTimeout(this.lingerTimer);
    if (this.state === 'idle' || this.state === 'stopped') this.start();
    let released = false;
    const session = this.session;
    return () => {
      // A page of a session that has ended no longer counts (reset() started from none).
      if (released || session !== this.session) return;
      released = true;
      this.users -= 1;
      if (this.users === 0) this.lingerTimer = setTimeout(() => this.stop(), this.timing.linger);
    };
  }

  /** Connects, the first time once the page has gone quiet. */
  private start(): void {
    if (this.quietSeen || this.timing.quiet <= 0) {
      this.quietSeen = true;
      this.connect();
      return;
    }
    if (this.awaitingQuiet) return;
    this.awaitingQuiet = true;
    this.state = 'waiting';
    whenQuiet(this.timing.quiet, this.options.busy).then(() => {
      this.awaitingQuiet = false;
      this.quietSeen = true;
      if (this.users > 0 && this.state === 'waiting' && !this.controller) this.connect();
    });
  }

  /** The delay before the next attempt: BACKOFF_BASE_MS doubling per failure up to BACKOFF_MAX_MS, jittered. */
  delay(retries = this.retries): number {
    const ceiling = Math.min(this.timing.backoffMax, this.timing.backoffBase * 2 ** retries);
    return Math.round(ceiling * (0.5 + (this.options.random ?? Math.random)() / 2));
  }

  /** Closes the connection and cancels any attempt; `lastEventId` stays, so opening again resumes. */
  stop(): void {
    this.close();
    clearTimeout(this.retryTimer);
    clearTimeout(this.lingerTimer);
    clearTimeout(this.hiddenTimer);
    this.state = 'stopped';
  }

  /** The session ended: closed, and nothing of it kept for the next one. */
  reset(): void {
    this.stop();
    this.lastEventId = '';
    this.retries = 0;
    this.users = 0;
    this.session += 1;
    this.state = 'idle';
  }

  private close(): void {
    clearTimeout(this.silenceTimer);
    clearTimeout(this.stableTimer);
    const controller = this.controller;
    this.controller = undefined;
    controller?.abort();
  }

  private listen(): void {
    if (this.listening || typeof window === 'undefined') return;
    this.listening = true;
    window.addEventListener('online', () => {
      if (this.state === 'waiting') {
        clearTimeout(this.retryTimer);
        this.connect();
      }
    });
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') {
        clearTimeout(this.hiddenTimer);
        this.hiddenTimer = setTimeout(() => {
          if (this.state === 'stopped' || this.state === 'idle') return;
          this.stop();
          this.hiddenStop = true;
        }, this.timing.hiddenStop);
        return;
      }
      clearTimeout(this.hiddenTimer);
      if (this.hiddenStop && this.users > 0) this.connect();
      this.hiddenStop = false;
    });
  }

  private connect(): void {
    clearTimeout(this.retryTimer);
    this.close();
    this.hiddenStop = false;
    // Not signed in: nothing to ask for (the next sign-in's pages start it again).
    if (!mainToken()) {
      this.state = 'idle';
      return;
    }
    // Offline, an attempt can only fail (and the browser would log it): wait for the network.
    if (typeof navigator !== 'undefined' && navigator.onLine === false) {
      this.state = 'waiting';
      return;
    }
    const controller = new AbortController();
    this.controller = controller;
    this.state = 'connecting';
    const headers: Record<string, string> = { ...sessionHeaders(DEVICE_STREAM_PATH), Accept: 'text/event-stream' };
    delete headers['Content-Type'];
    if (this.lastEventId) headers['Last-Event-ID'] = this.lastEventId;
    fetch(`${apiBase()}${DEVICE_STREAM_PATH}`, {
      headers,
      signal: controller.signal,
      credentials: 'omit',
      cache: 'no-store',
    })
      .then((response) => this.read(response, controller))
      .catch(() => this.dropped(controller));
  }

  private async read(response: Response, controller: AbortController): Promise<void> {
    if (controller !== this.controller) return;
    if (response.status === 401) {
      this.reset();
      showError(new ApiError(getIntl().formatMessage({ id: 'error.401' }), 401, 'http'), DEVICE_STREAM_PATH);
      return;
    }
    if (response.status === 404) {
      this.stop();
      return;
    }
    if (!response.ok || !response.body) {
      this.dropped(controller);
      return;
    }
    this.state = 'open';
    this.stableTimer = setTimeout(() => {
      this.retries = 0;
    }, this.timing.stable);
    const parser = sseParser((event) => {
      if (event.event === STREAM_EVENT.snapshot) this.options.onSnapshot(JSON.parse(event.data) as LiveSnapshot);
      else if (event.event === STREAM_EVENT.status) this.options.onStatus(JSON.parse(event.data) as LiveStatus);
      else return;
      this.retries = 0;
      if (event.id) this.lastEventId = event.id;
    });
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    const heard = () => {
      clearTimeout(this.silenceTimer);
      this.silenceTimer = setTimeout(() => this.dropped(controller), this.timing.silence);
    };
    heard();
    for (;;) {
      const { done, value } = await reader.read();
      if (controller !== this.controller) return;
      if (done) break;
      heard();
      parser.push(decoder.decode(value, { stream: true }));
    }
    this.dropped(controller);
  }

  /** The connection `controller` opened is gone (or never came): try again after the back-off delay. */
  private dropped(controller: AbortController): void {
    if (controller !== this.controller) return;
    this.close();
    if (this.users === 0) {
      this.state = 'stopped';
      return;
    }
    this.state = 'waiting';
    const wait = this.delay();
    this.retries += 1;
    this.retryTimer = setTimeout(() => this.connect(), wait);
  }
}
