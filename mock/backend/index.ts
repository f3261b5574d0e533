import {
  type AuditFact,
  AuditLog,
  actorOf,
  clientIp,
  diff,
  sessionFact,
  succeeded,
  typedActor,
  watchWrite,
} from './audit';
import { Auth, forbidden, publicUser, unauthorized } from './auth';
import { inCalendarOf } from './calendar';
import { overview } from './dashboard';
import { Db, type Row } from './db';
import { ApiFailure, httpError, type MockRequest, type MockResponse, ok } from './http';
import { collationOf, langOf, t } from './i18n';
import { attachLive, type Clock, DeviceLive, type StreamSink } from './live';
import { Rand } from './random';
import type { Ctx, ResourceDef } from './resource';
import { handleResource, type Op, opsOf, READ_OPS } from './resourceOps';
import { RESOURCES } from './resources';
import { handleSavedView, SAVED_VIEW_ROUTES } from './savedViews';
import { type Scale, scaleFromEnv } from './scale';
import { type UploadedFile, Uploads } from './uploads';

export { DEMO_SIGN_INS, login, signIn } from './client';
export type { MockRequest, MockResponse } from './http';
export type { Clock, StreamSink } from './live';

/** Fault injection for the fault-tolerance tests (POST /__mock/fault). */
export interface Fault {
  /** '404' answers as a server without that call would (e.g. one that offers no overview). */
  mode: 'none' | '500' | 'timeout' | 'notjson' | '404';
  /** Only calls whose path contains this text. */
  path?: string;
  /** How many calls to fail; then the fault clears itself. Default: until cleared. */
  times?: number;
}

const ACCOUNTS = 'dataAccountInfo';

/**
 * How long a 'timeout' fault holds a call at most. The console gives up after 15 s
 * (REQUEST_TIMEOUT_MS) and aborts the call, which ends the hold (mock/api.ts): the answer after
 * the hold is for a client that never gives up. A hold of 20 s, once, was shorter than a busy
 * machine took between a browser test's call and the moment it moved the page's clock past the
 * time-out: the held answer arrived first, and the time-out under test never happened.
 */
export const FAULT_DELAY_MS = 120_000;

export interface Backend {
  handle(req: MockRequest): MockResponse;
  /** Every METHOD + path the backend answers, for adapters that must list routes. */
  routes(): { method: 'GET' | 'POST'; path: string }[];
  readonly db: Db;
  /** A file sent to POST /upload, by the path its answer gave (/uploads/...), or undefined. */
  uploaded(path: string): UploadedFile | undefined;
  /**
   * GET /dataDevice/stream (docs/api.md, live device status): refused like any call (401, a
   * fault), or a stream to open into a sink; `open` returns what to call when the connection goes.
   */
  openStream(req: MockRequest): { refused: MockResponse } | { open: (sink: StreamSink) => () => void };
  /** The headbands' simulation (mock/backend/live.ts). */
  readonly live: DeviceLive;
}

/** How the simulated headbands' time runs: by the wall clock, or only when a test says so. */
export interface BackendOptions {
  clock?: Clock;
}

/** The demo data of each (resources, seed, scale), seeded once in a process. */
const SEEDED = new WeakMap<readonly ResourceDef[], Map<string, Db>>();

/**
 * The demo data of these resources, seed and scale, frozen. Seeding the demo scale takes 100-200
 * ms and a copy of its tables about 1 ms: the tests make a backend per file and again after each
 * test that wrote, and a browser-test worker's reset makes one too. Frozen because every copy
 * shares its rows: a change in place fails (it throws in strict code) rather than reach the other
 * copies, and the seeded audit entries are as unchangeable as recorded ones.
 */
function seeded(defs: readonly ResourceDef[], seed: number, scale: Scale): Db {
  let bySeed = SEEDED.get(defs);
  if (!bySeed) {
    bySeed = new Map();
    SEEDED.set(defs, bySeed);
  }
  const key = `${seed} ${JSON.stringify(scale)}`;
  let db = bySeed.get(key);
  if (!db) {
    db = new Db();
    const rand = new Rand(seed);
    const seedNow = new Date().toISOString();
    for (const def of defs) {
      for (const row of def.seed?.(rand, db, scale) ?? []) db.table(def.schema.name).insert(row, seedNow);
    }
    db.freeze();
    bySeed.set(key, db);
  }
  return db;
}

/** A fresh backend with its demo data. Tests make one each; the dev server keeps one. */
export function createBackend(
  defs: ResourceDef[] = RESOURCES,
  seed = 20261122,
  scale: Scale = scaleFromEnv(),
  options: BackendOptions = {},
): Backend {
  const db = seeded(defs, seed, scale).copy();
  const auth = new Auth(db);
  const byName = new Map(defs.map((d) => [d.schema.name, d]));
  let fault: Fault = { mode: 'none' };

  const audit = new AuditLog(db);
  const uploads = new Uploads();
  const live = new DeviceLive(db, seed, options.clock ?? 'manual');
  attachLive(db, live);

  const routes = (): { method: 'GET' | 'POST'; path: string }[] => [
    { method: 'POST', path: '/login' },
    { method: 'POST', path: '/logout' },
    { method: 'GET', path: '/getLoginAccount' },
    { method: 'POST', path: '/updateLoginAccount' },
    { method: 'POST', path: '/changePassword' },
    { method: 'POST', path: '/upload' },
    { method: 'POST', path: '/__mock/fault' },
    { method: 'POST', path: '/__mock/live' },
    { method: 'GET', path: '/dashboard/overview' },
    ...SAVED_VIEW_ROUTES,
    ...defs.flatMap((d) => [
      ...opsOf(d).map((op) => ({
        method: (READ_OPS.includes(op) ? 'GET' : 'POST') as 'GET' | 'POST',
        path: `/${d.schema.name}/${op}`,
      })),
      ...Object.entries(d.extra ?? {}).map(([op, x]) => ({ method: x.method, path: `/${d.schema.name}/${op}` })),
    ]),
  ];

  const served = new Set(routes().map((r) => `${r.method} ${r.path}`));

  function injected(path: string, lang: ReturnType<typeof langOf>): MockResponse | undefined {
    if (fault.mode === 'none' || path.startsWith('/__mock') || (fault.path && !path.includes(fault.path)))
      return undefined;
    if (fault.times !== undefined && --fault.times <= 0) {
      const m = fault.mode;
      fault = { mode: 'none' };
      return answerFault(m, lang);
    }
    return answerFault(fault.mode, lang);
  }

  function handle(req: MockRequest): MockResponse {
    return inCalendarOf(req.headers, () => respond(req));
  }

  function respond(req: MockRequest): MockResponse {
    const lang = langOf(req.headers);
    const now = new Date().toISOString();
    const body = (req.body && typeof req.body === 'object' ? req.body : {}) as Record<string, unknown>;
    const method = req.method.toUpperCase();
    try {
      if (method === 'POST' && req.path === '/__mock/fault') {
        fault = { mode: 'none', ...(body as Partial<Fault>) } as Fault;
        return ok(fault);
      }
      if (method === 'POST' && req.path === '/__mock/live') return liveSwitch(live, body);
      live.sync();
      const faulty = injected(req.path, lang);
      if (faulty) return faulty;
      // A path the API does not have (POST /auditLog/delete, GET /nope): 404 whoever asks.
      if (!served.has(`${method} ${req.path.replace(/(.)\/+$/, '$1')}`)) return httpError(404, t(lang, 'unknownRoute'));

      // Every write and every sign-in, failed sign-in and sign-out is recorded here, once
      // (docs/product-rules.md, audit log).
      const ip = clientIp(req);
      const log = (fact: AuditFact, who: Row) => audit.record(fact, actorOf(who), ip, now);

      if (method === 'POST' && req.path === '/login') {
        const answer = auth.login(body, lang, now);
        const signedIn = (answer.body as { data?: { user?: { id: number } } }).data?.user;
        const who = signedIn && db.table(ACCOUNTS).get(signedIn.id);
        if (who) log(sessionFact('signIn'), who);
        else audit.record(sessionFact('signInFailed'), typedActor(db, ACCOUNTS, body.account), ip, now);
        return answer;
      }

      const user = auth.userOf(req.headers);
      if (!user) return unauthorized(lang);

      if (method === 'POST' && req.path === '/logout') {
        log(sessionFact('signOut'), user);
        return auth.logout(req.headers);
      }
      if (method === 'GET' && req.path === '/getLoginAccount') return ok(publicUser(user));
      if (method === 'GET' && req.path === '/dashboard/overview')
        return overview(db, req.query, { isSuperAdmin: Number(user.isSuperAdmin) }, lang);
      if (method === 'POST' && req.path === '/updateLoginAccount') {
        const answer = auth.updateProfile(user, body, lang, now);
        const saved = db.table(ACCOUNTS).get(user.id);
        const changes = saved ? diff(byName.get(ACCOUNTS), user, saved) : [];
        // Who, as they were when they made the change (the entry's actor is "at that moment"); a
        // save that changed nothing is no change.
        if (succeeded(answer) && changes.length) log({ ...ownRow(user), action: 'profile', changes }, user);
        return answer;
      }
      if (method === 'POST' && req.path === '/changePassword') {
        const answer = auth.changePassword(user, body, lang, now);
        // That it happened, nothing more.
        if (succeeded(answer)) log({ ...ownRow(user), action: 'password', changes: [] }, user);
        return answer;
      }

      if (method === 'POST' && req.path === '/upload') {
        // A file for a catalogue row: level 1, like the writes that use it.
        if (Number(user.isSuperAdmin) !== 1) return forbidden(lang);
        return uploads.accept(body, lang);
      }

      // A user's own saved views: every level, each only its own (mock/backend/savedViews.ts).
      if (req.path.startsWith('/savedView/'))
        return handleSavedView(db, method, req.path, req.query, body, user, lang, now);

      const [, resource, op] = req.path.split('/');
      const def = byName.get(resource);
      if (!def) return httpError(404, t(lang, 'unknownRoute'));
      const ctx: Ctx = {
        db,
        lang,
        now,
        user: { id: user.id, isSuperAdmin: Number(user.isSuperAdmin) },
        defs: byName,
        collation: collationOf(req.headers),
      };
      if (def.readLevels && !def.readLevels.includes(ctx.user.isSuperAdmin)) return forbidden(lang);

      const extra = def.extra?.[op];
      if (extra) {
        if (extra.method !== method) return httpError(404, t(lang, 'unknownRoute'));
        if (extra.write && !(def.writeLevels ?? [1]).includes(ctx.user.isSuperAdmin)) return forbidden(lang);
        if (extra.audited) {
          const { answer, facts } = extra.audited(req.query, body, ctx);
          if (succeeded(answer)) for (const fact of facts) log(fact, user);
          return answer;
        }
        const watch = extra.write ? watchWrite(def, op, body, db) : undefined;
        const answer = extra.handle(req.query, body, ctx);
        for (const fact of watch?.(answer) ?? []) log(fact, user);
        return answer;
      }
      const known = opsOf(def) as string[];
      if (!known.includes(op)) return httpError(404, t(lang, 'unknownRoute'));
      const isRead = (READ_OPS as string[]).includes(op);
      if (method !== (isRead ? 'GET' : 'POST')) return httpError(404, t(lang, 'unknownRoute'));
      // Writes need level 1 (docs/product-rules.md, access levels); the console hides the buttons,
      // the server refuses too.
      if (!isRead && !(def.writeLevels ?? [1]).includes(ctx.user.isSuperAdmin)) return forbidden(lang);
      const watch = isRead ? undefined : watchWrite(def, op, body, db);
      const answer = handleResource(def, op as Op, req.query, body, ctx);
      for (const fact of watch?.(answer) ?? []) log(fact, user);
      return answer;
    } catch (e) {
      if (e instanceof ApiFailure) return e.response;
      return httpError(500, t(lang, 'serverError'));
    }
  }

  function openStream(req: MockRequest): ReturnType<Backend['openStream']> {
    const lang = langOf(req.headers);
    const faulty = injected(req.path, lang);
    if (faulty) return { refused: faulty };
    const user = auth.userOf(req.headers);
    if (!user) return { refused: unauthorized(lang) };
    live.sync();
    // A stream outlives its first check: a session that ended (signed out) ends it at its next event.
    const allowed = () => auth.userOf(req.headers)?.id === user.id;
    const last = req.headers['last-event-id'] || req.query.lastEventId;
    return { open: (sink) => live.openStream(last, sink, allowed) };
  }

  return { handle, routes, db, uploaded: (path) => uploads.get(path), openStream, live };
}

/**
 * POST /__mock/live {clock?: 'auto'|'manual', advance?: n, cut?: true} (test-only): sets the
 * headbands' clock, cuts every open stream (before advancing: what follows can only reach a
 * client that resumes), then runs `advance` steps. Answers the clock, the event id, the open
 * streams and the changes the steps made.
 */
function liveSwitch(live: DeviceLive, body: Record<string, unknown>): MockResponse {
  if (body.clock === 'auto' || body.clock === 'manual') live.setClock(body.clock);
  const cut = body.cut === true ? live.cut() : 0;
  const n = Math.max(0, Math.min(1_000, Math.floor(Number(body.advance ?? 0)) || 0));
  const changes = live.advance(n);
  return ok({
    clock: live.clock,
    steps: live.stepCount,
    eventId: live.eventId,
    connections: live.connections,
    cut,
    changes,
  });
}

/** The signed-in account's own row, as the subject of a profile or password entry. */
const ownRow = (user: Row) => ({
  resource: ACCOUNTS,
  rowId: user.id,
  rowName: String(user.account),
});

function answerFault(mode: Fault['mode'], lang: ReturnType<typeof langOf>): MockResponse {
  switch (mode) {
    case '404':
      return httpError(404, t(lang, 'unknownRoute'));
    case '500':
      return { status: 500, body: { statusCode: 500, errors: 'Internal Server Error' } };
    case 'timeout':
      return { status: 200, body: { statusCode: 200, data: null }, delayMs: FAULT_DELAY_MS };
    default:
      return { status: 200, body: null, raw: '<html>Bad gateway</html>' };
  }
}
