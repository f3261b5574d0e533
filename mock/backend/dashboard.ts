/**
 * GET /dashboard/overview?weeks=N: the Home page's figures in one answer, computed from the same
 * tables the lists serve. Every figure is defined so that the list it links to, with the filters
 * the answer names, shows exactly its rows (docs/api.md, dashboard).
 */
import { accessOf } from '../../src/access';
import { type FollowUpAction, type FollowUpKind, followUpSchema } from '../../src/schema/followUp';
import { addDays, calendar } from './calendar';
import type { Db, Row } from './db';
import { fail, type MockResponse, ok } from './http';
import { type Lang, t } from './i18n';
import { liveOf } from './live';
import { completedSessionsOf } from './resources/members';
import { scheduledToday } from './schedule';

/** The periods the overview offers, in weeks. */
export const OVERVIEW_WEEKS = [4, 12, 26] as const;
/** No training session on this many days (today included) puts an enabled child on the idle list. */
export const IDLE_DAYS = 14;
/** A latest assessment total this many points or more below the one before it. */
export const SCORE_DROP = 10;
/** A running cycle that ends within this many days with sessions still missing. */
export const CYCLE_END_DAYS = 7;
/** Devices not seen for this many days. */
export const STALE_DAYS = 7;
/** Each attention list shows this many children; `total` counts them all. */
export const LIST_SIZE = 10;
/** Cycle states that are over (3 completed, 4 stopped): they no longer end "soon". */
const CLOSED_CYCLE = [3, 4];
/** Training type of a neuro-feedback session, which records the average attention. */
const NEURO = 1;
const TYPES = [1, 2, 3, 4] as const;

/**
 * The day `days` before `today` (YYYY-MM-DD). Days are the reader's (calendar.ts), as the lists
 * that Home links to filter by them.
 */
const dateAgo = (days: number, today: string) => addDays(today, -days);

/** A time (an ISO text) that falls on a day from `range.from` to `range.to`, in the reader's calendar. */
function withinOf(range: Range): (iso: unknown) => boolean {
  const from = calendar().startOf(range.from);
  const to = calendar().endOf(range.to);
  return (iso) => iso != null && String(iso) >= from && String(iso) <= to;
}

export interface Range {
  from: string;
  to: string;
}

export interface Overview {
  weeks: number;
  today: string;
  period: Range;
  previous: Range;
  members: { active: number; activeBefore: number; joined: number; joinedBefore: number };
  sessions: {
    total: number;
    totalBefore: number;
    byType: Record<string, number>;
    /** Oldest first; attention is the mean of the neuro sessions' attentionAvg, null without one. */
    weeks: (Range & { byType: Record<string, number>; attention: number | null })[];
  };
  /** Assessments of the period by score group, in the groups' order. */
  scoreGroups: { id: number; name: string; color: string; count: number }[];
  /** The period's assessments that no enabled group's range holds. */
  ungroupedScores: number;
  /** Level 1 only (devices are pageId 2). */
  devices?: {
    online: number;
    onlineFrom: string;
    stale: number;
    staleTo: string;
    unbound: number;
    /** Headbands bound to the enabled children scheduled today (schedule.ts), by child name. */
    scheduledToday: { total: number; items: ScheduledDevice[] };
  };
  attention: {
    scoreDrop: Listed<ScoreDropItem>;
    idle: Listed<IdleItem> & { lastTo: string };
    cycleEnding: Listed<CycleEndingItem>;
  };
}

/** What an entry is about: a follow-up of it hides it until there is something new (followUps.ts). */
interface Subject {
  userId: number;
  name: string;
  subject: string;
}
export type ScoreDropItem = Subject & { before: number; latest: number; assessTime: string };
export type IdleItem = Subject & { lastTrainingTime: string };
export type CycleEndingItem = Subject & {
  cycleNo: number;
  endDate: string;
  planned: number;
  completed: number;
};
export interface ScheduledDevice {
  deviceId: number;
  sn: string;
  userId: number;
  name: string;
}

/**
 * The follow-up that takes an entry off its list: followed up (`day` it was written, the reader's) or
 * snoozed (`day` it ends).
 */
export interface HiddenBy {
  action: FollowUpAction;
  day: string;
}

/**
 * An attention list as answered: `total` children shown (the first LIST_SIZE in `items`), `hidden`
 * followed up or snoozed (the first LIST_SIZE in `hiddenItems`, in the list's order, each with what
 * hides it): Home offers them too, as no other page lists the children of every rule.
 */
interface Listed<T> {
  total: number;
  hidden: number;
  items: T[];
  hiddenItems: (T & { hiddenBy: HiddenBy })[];
}

/** Every child of each attention list, before follow-ups hide any. */
export interface AttentionLists {
  scoreDrop: ScoreDropItem[];
  idle: IdleItem[];
  cycleEnding: CycleEndingItem[];
  /** The idle list's last day of training (the member list's lastTrainingTimeTo). */
  idleLastTo: string;
}

/**
 * The follow-up in force on `today` (YYYY-MM-DD) for an entry, if any: the child's follow-up of that
 * list for that same subject, either done or snoozed until a later day; of several, the latest
 * written, as it says what was done last. A new subject has none.
 */
export function followUpInForce(
  db: Db,
  today: string,
): (kind: FollowUpKind, userId: number, subject: string) => Row | undefined {
  const hiding = new Map<string, Row>();
  // Rows come in the order they were written, so a later one replaces an earlier one.
  for (const f of db.table(followUpSchema.name).all())
    if (f.action === 'done' || (f.action === 'snooze' && String(f.snoozeUntil ?? '') > today))
      hiding.set(`${f.kind} ${f.userId} ${f.subject}`, f);
  return (kind, userId, subject) => hiding.get(`${kind} ${userId} ${subject}`);
}

/** The day a follow-up in force says: the day it was written (done), or the day its snooze ends. */
export const hidingDay = (f: Row): string =>
  f.action === 'done' ? calendar().dayOf(String(f.createTime)) : String(f.snoozeUntil);

/** What hides an entry from Home on `today`, if anything (followUpInForce). */
export function hiddenByFollowUp(
  db: Db,
  today: string,
): (kind: FollowUpKind, userId: number, subject: string) => HiddenBy | undefined {
  const inForce = followUpInForce(db, today);
  return (kind, userId, subject) => {
    const f = inForce(kind, userId, subject);
    return f && { action: f.action as FollowUpAction, day: hidingDay(f) };
  };
}

/** A device's last time seen as its answers give it: now while it is online (live.ts). */
const lastSeenOf = (db: Db, d: Row): unknown => {
  const live = liveOf(db);
  return live ? live.statusOf(d).lastOnlineTime : d.lastOnlineTime;
};

/** The overview for `weeks` weeks ending today, as `user` may see it; a 400 for any other period. */
export function overview(
  db: Db,
  query: Record<string, string>,
  user: { isSuperAdmin: number },
  lang: Lang,
  today = calendar().today(),
): MockResponse {
  const weeks = Number(query.weeks);
  if (!(OVERVIEW_WEEKS as readonly number[]).includes(weeks)) return fail(400, { weeks: t(lang, 'badValue') });
  return ok(computeOverview(db, weeks, user, today));
}

export function computeOverview(
  db: Db,
  weeks: number,
  user: { isSuperAdmin: number },
  today = calendar().today(),
): Overview {
  const days = weeks * 7;
  const period = { from: dateAgo(days - 1, today), to: dateAgo(0, today) };
  const previous = { from: dateAgo(2 * days - 1, today), to: dateAgo(days, today) };
  const members = db.table('dataMember').all();
  const records = db.table('dataTrainingRecord').all();

  // Sessions and the members who trained, per period; the weeks of the chart.
  const trained = { now: new Set<number>(), before: new Set<number>() };
  const chart = Array.from({ length: weeks }, (_, i) => ({
    from: dateAgo(days - 1 - i * 7, today),
    to: dateAgo(days - 7 - i * 7, today),
    byType: Object.fromEntries(TYPES.map((k) => [k, 0])) as Record<string, number>,
    sum: 0,
    neuro: 0,
  }));
  const byType: Record<string, number> = Object.fromEntries(TYPES.map((k) => [k, 0]));
  const inPeriod = withinOf(period);
  const inPrevious = withinOf(previous);
  // Where each week begins: a week is seven of the reader's days (one hour more or less across a
  // daylight-saving change).
  const weekStarts = chart.map((w) => calendar().startOf(w.from));
  const weekOf = (at: string) => {
    let i = weekStarts.length - 1;
    while (i > 0 && at < weekStarts[i]) i -= 1;
    return chart[i];
  };
  let totalBefore = 0;
  for (const r of records) {
    const id = r.userId as number;
    const at = String(r.startTime);
    if (inPeriod(at)) {
      trained.now.add(id);
      byType[String(r.type)] += 1;
      const w = weekOf(at);
      w.byType[String(r.type)] += 1;
      if (r.type === NEURO && r.attentionAvg != null) {
        w.sum += Number(r.attentionAvg);
        w.neuro += 1;
      }
    } else if (inPrevious(at)) {
      trained.before.add(id);
      totalBefore += 1;
    }
  }

  // Assessments of the period by score group. A disabled group holds none (its assessments are
  // in no group): only the enabled ones are listed, and those in no group are counted apart.
  const groups = db
    .table('sysScoreGroup')
    .all()
    .filter((g) => g.status !== 0)
    .sort((a, b) => Number(a.minScore) - Number(b.minScore));
  const inGroup = new Map<number, number>();
  let ungroupedScores = 0;
  for (const s of db.table('dataMemberScore').all()) {
    if (!inPeriod(s.assessTime)) continue;
    if (s.scoreGroupId == null) ungroupedScores += 1;
    else inGroup.set(s.scoreGroupId as number, (inGroup.get(s.scoreGroupId as number) ?? 0) + 1);
  }

  const lists = attentionLists(db, today);
  const hidden = hiddenByFollowUp(db, period.to);
  const listed = <T extends Subject>(kind: FollowUpKind, all: T[]): Listed<T> => {
    const shown: T[] = [];
    const off: Listed<T>['hiddenItems'] = [];
    for (const i of all) {
      const hiddenBy = hidden(kind, i.userId, i.subject);
      if (hiddenBy) off.push({ ...i, hiddenBy });
      else shown.push(i);
    }
    return {
      total: shown.length,
      hidden: off.length,
      items: shown.slice(0, LIST_SIZE),
      hiddenItems: off.slice(0, LIST_SIZE),
    };
  };

  const result: Overview = {
    weeks,
    today: period.to,
    period,
    previous,
    members: {
      active: trained.now.size,
      activeBefore: trained.before.size,
      joined: members.filter((m) => inPeriod(m.createTime)).length,
      joinedBefore: members.filter((m) => inPrevious(m.createTime)).length,
    },
    sessions: {
      total: Object.values(byType).reduce((a, b) => a + b, 0),
      totalBefore,
      byType,
      weeks: chart.map(({ from, to, byType: types, sum, neuro }) => ({
        from,
        to,
        byType: types,
        attention: neuro ? Math.round((10 * sum) / neuro) / 10 : null,
      })),
    },
    scoreGroups: groups.map((g) => ({
      id: g.id,
      name: String(g.name),
      color: String(g.color),
      count: inGroup.get(g.id) ?? 0,
    })),
    ungroupedScores,
    attention: {
      scoreDrop: listed('scoreDrop', lists.scoreDrop),
      idle: { ...listed('idle', lists.idle), lastTo: lists.idleLastTo },
      cycleEnding: listed('cycleEnding', lists.cycleEnding),
    },
  };
  if (accessOf(user as Parameters<typeof accessOf>[0]).canPage({ pageId: 2 })) {
    const devices = db.table('dataDevice').all();
    const onlineFrom = dateAgo(1, today);
    const staleTo = dateAgo(STALE_DAYS, today);
    // As the device list filters them: by the time its answers give (now, for a headband online).
    const seen = devices.map((d) => lastSeenOf(db, d));
    const scheduled = scheduledDevices(db, period.to);
    const onlineSince = calendar().startOf(onlineFrom);
    const staleUntil = calendar().endOf(staleTo);
    result.devices = {
      online: seen.filter((v) => v != null && String(v) >= onlineSince).length,
      onlineFrom,
      stale: seen.filter((v) => v != null && String(v) <= staleUntil).length,
      staleTo,
      unbound: devices.filter((d) => d.memberId == null).length,
      scheduledToday: { total: scheduled.length, items: scheduled.slice(0, LIST_SIZE) },
    };
  }
  return result;
}

/** The headbands bound to enabled children scheduled `today` (schedule.ts), by the children's names. */
function scheduledDevices(db: Db, today: string): ScheduledDevice[] {
  const members = db.table('dataMember');
  const out: ScheduledDevice[] = [];
  for (const userId of scheduledToday(db, today)) {
    const m = members.get(userId);
    const device = m?.deviceId == null ? undefined : db.table('dataDevice').get(m.deviceId as number);
    if (m && device) out.push({ deviceId: device.id, sn: String(device.sn), userId, name: String(m.name) });
  }
  return out.sort((a, b) => a.name.localeCompare(b.name, 'zh-CN') || a.userId - b.userId);
}

/**
 * Every child of each attention list as of `today`, largest drop / latest / soonest first, each
 * with the subject a follow-up names (src/schema/followUp.ts).
 */
export function attentionLists(db: Db, today = calendar().today()): AttentionLists {
  const members = db.table('dataMember').all();
  const names = new Map(members.map((m) => [m.id, String(m.name)]));
  const lastSession = new Map<number, string>();
  for (const r of db.table('dataTrainingRecord').all()) {
    const id = r.userId as number;
    const at = String(r.startTime);
    if (at > (lastSession.get(id) ?? '')) lastSession.set(id, at);
  }

  // Each child's latest two assessments.
  const byChild = new Map<number, Row[]>();
  for (const s of db.table('dataMemberScore').all()) {
    const list = byChild.get(s.userId as number) ?? [];
    list.push(s);
    byChild.set(s.userId as number, list);
  }
  const drops: ScoreDropItem[] = [];
  for (const [userId, list] of byChild) {
    if (list.length < 2) continue;
    // Newest first; two on the same time keep the later row last written first.
    list.sort((a, b) => {
      const [x, y] = [String(a.assessTime), String(b.assessTime)];
      return x === y ? b.id - a.id : x < y ? 1 : -1;
    });
    const [latest, before] = list;
    if (Number(before.total) - Number(latest.total) >= SCORE_DROP)
      drops.push({
        userId,
        name: names.get(userId) ?? String(userId),
        subject: `score:${latest.id}`,
        before: Number(before.total),
        latest: Number(latest.total),
        assessTime: String(latest.assessTime),
      });
  }
  drops.sort((a, b) => b.before - b.latest - (a.before - a.latest) || a.userId - b.userId);

  // Enabled children who trained before but not on the last IDLE_DAYS days: the member list's
  // status=1 with lastTrainingTimeTo = the day before that window.
  const lastTo = dateAgo(IDLE_DAYS, today);
  const lastUntil = calendar().endOf(lastTo);
  const idle = members
    .filter((m) => m.status === 1 && lastSession.has(m.id) && String(lastSession.get(m.id)) <= lastUntil)
    .map((m) => {
      const last = lastSession.get(m.id) ?? '';
      return { userId: m.id, name: String(m.name), subject: `idle:${last}`, lastTrainingTime: last };
    })
    .sort((a, b) => (a.lastTrainingTime < b.lastTrainingTime ? 1 : a.lastTrainingTime > b.lastTrainingTime ? -1 : 0));

  // Open cycles ending today or within CYCLE_END_DAYS days with fewer sessions than planned; one
  // entry per child (their soonest such cycle).
  const todayDate = dateAgo(0, today);
  const soon = dateAgo(-CYCLE_END_DAYS, today);
  const endingByChild = new Map<number, CycleEndingItem>();
  for (const c of db.table('dataMemberTrainingCycle').all()) {
    const end = String(c.endDate);
    if (CLOSED_CYCLE.includes(Number(c.state)) || end < todayDate || end > soon) continue;
    const completed = completedSessionsOf(db, c);
    if (completed >= Number(c.plannedSessions)) continue;
    const userId = c.userId as number;
    const known = endingByChild.get(userId);
    if (known && known.endDate <= end) continue;
    endingByChild.set(userId, {
      userId,
      name: names.get(userId) ?? String(userId),
      subject: `cycle:${c.id}`,
      cycleNo: Number(c.cycleNo),
      endDate: end,
      planned: Number(c.plannedSessions),
      completed,
    });
  }
  const ending = [...endingByChild.values()].sort((a, b) => a.endDate.localeCompare(b.endDate) || a.userId - b.userId);
  return { scoreDrop: drops, idle, cycleEnding: ending, idleLastTo: lastTo };
}
