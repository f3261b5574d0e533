import { ABILITIES } from '../../../src/schema/catalogues/cognitive';
import {
  type BehaviorScoreItem,
  memberBehaviorScoreSchema,
  memberSchema,
  memberScoreSchema,
  memberTrainingCycleSchema,
} from '../../../src/schema/member';
import { calendar } from '../calendar';
import type { Db, Row } from '../db';
import { fail } from '../http';
import { memberBatchOps } from '../memberBatch';
import { dateDaysAgo, isoDaysAgo, Rand } from '../random';
import type { ResourceDef } from '../resource';
import {
  afterWriteOps,
  behaviorScoreOf,
  daysAgoOf,
  memberAndTime,
  nameOf,
  namesOf,
  say,
  scoreGroupFor,
} from './helpers';

// ---------------------------------------------------------------- demo people

const SURNAMES = [
  '王',
  '李',
  '张',
  '刘',
  '陈',
  '杨',
  '黄',
  '赵',
  '吴',
  '周',
  '徐',
  '孙',
  '马',
  '朱',
  '胡',
  '郭',
  '何',
  '林',
  '高',
  '罗',
  '郑',
  '梁',
  '谢',
  '宋',
  '唐',
  '韩',
  '曹',
  '许',
  '邓',
  '冯',
];
const BOY_NAMES = [
  '子涵',
  '浩然',
  '宇轩',
  '梓睿',
  '俊熙',
  '一鸣',
  '博文',
  '思远',
  '天佑',
  '子墨',
  '皓轩',
  '睿泽',
  '明哲',
  '嘉懿',
  '奕辰',
  '铭泽',
  '沐阳',
  '景行',
  '承泽',
  '煜城',
  '子航',
  '晨阳',
  '安然',
  '书恒',
];
const GIRL_NAMES = [
  '欣怡',
  '梓涵',
  '诗涵',
  '雨桐',
  '可馨',
  '一诺',
  '依诺',
  '语嫣',
  '佳怡',
  '思琪',
  '紫萱',
  '若汐',
  '梦琪',
  '雅静',
  '欣妍',
  '芷若',
  '沐晴',
  '星妍',
  '安琪',
  '语桐',
  '子萱',
  '悦溪',
  '清妍',
  '书瑶',
];
const FATHER_NAMES = [
  '建国',
  '志强',
  '海涛',
  '俊杰',
  '伟',
  '磊',
  '涛',
  '军',
  '鹏',
  '斌',
  '晓东',
  '文博',
  '立新',
  '国栋',
];
const MOTHER_NAMES = ['丽娟', '秀英', '静', '敏', '婷', '晓燕', '雪梅', '芳', '艳', '慧', '丹', '琳', '晓丽', '海燕'];
const PHONE_PREFIXES = [
  '130',
  '131',
  '132',
  '133',
  '135',
  '136',
  '137',
  '138',
  '139',
  '150',
  '151',
  '152',
  '155',
  '156',
  '157',
  '158',
  '159',
  '180',
  '181',
  '182',
  '185',
  '186',
  '187',
  '188',
  '189',
];
/** Grade weights: 幼儿园大班 .. 六年级 (the middle grades are the service's core). */
const GRADE_WEIGHTS = [10, 16, 19, 18, 15, 12, 10];

const DISABLED_MEMBERS = 5;

/** Stable per-child traits (from the id alone, so every seed derives the same child). */
export interface Traits {
  /** Ability level, roughly 0-100. */
  level: number;
  /** Points gained over a year of training. */
  gain: number;
  /** Per-ability offset from `level`. */
  offsets: Record<string, number>;
  /** How often the child trains (relative). */
  activity: number;
}

export function traitsOf(id: number): Traits {
  const r = new Rand((Math.imul(id, 2654435761) ^ 0x5bd1e995) >>> 0);
  return {
    level: r.around(64, 26, 38, 88),
    gain: r.int(4, 16),
    offsets: Object.fromEntries(ABILITIES.map((a) => [a, r.int(-9, 9)])),
    activity: 0.3 + r.next() * 1.7,
  };
}

/** Level of a child at `daysAgo`, given when it joined: slowly rises over the first year. */
export function levelAt(t: Traits, joinDays: number, daysAgo: number): number {
  const progress = Math.max(0, Math.min(1, (joinDays - daysAgo) / 365));
  return t.level + t.gain * progress;
}

/** Office hours in Beijing (08:00-20:30) as milliseconds after midnight UTC. */
export const officeMs = (rand: Rand, fromHour = 0, toHour = 12.5): number =>
  Math.round(((fromHour + rand.next() * (toHour - fromHour)) * 3_600_000) / 1000) * 1000;

const joinDaysOf = (m: Row): number => daysAgoOf(String(m.createTime));

// ---------------------------------------------------------------- live training stats

/** A member's training records by start time, oldest first: the records table's index keeps them. */
export const recordsOf = (db: Db, userId: unknown) =>
  db.table('dataTrainingRecord').group('userId', userId, { field: 'startTime' });

/** trainingCount and lastTrainingTime of a member, from its training records as they are now. */
function trainingStats(db: Db, userId: number): { count: number; last: string | null } {
  const records = recordsOf(db, userId);
  // startTime is required, so the last record is the latest.
  return { count: records.length, last: records.length ? String(records.at(records.length - 1).startTime) : null };
}

// ---------------------------------------------------------------- sessions of a cycle

/** Each member's training start times, in order (for the seed, before the rows are stored). */
export function startsByMember(records: Iterable<Record<string, unknown>>): Map<number, string[]> {
  const byMember = new Map<number, string[]>();
  for (const r of records) {
    const id = r.userId as number;
    const list = byMember.get(id) ?? [];
    list.push(String(r.startTime));
    byMember.set(id, list);
  }
  for (const list of byMember.values()) list.sort();
  return byMember;
}

/**
 * How many of `n` start times in order (the `i`-th one `startAt(i)`) fall on a day from `from` to
 * `to` (YYYY-MM-DD, both included) in the reader's calendar (calendar.ts).
 */
export function countOnDays(n: number, startAt: (i: number) => string, from: string, to: string): number {
  const firstAt = (test: (s: string) => boolean) => {
    let lo = 0;
    let hi = n;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (test(startAt(mid))) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  };
  const first = calendar().startOf(from);
  const last = calendar().endOf(to);
  return Math.max(0, firstAt((s) => s > last) - firstAt((s) => s >= first));
}

/**
 * A cycle's completedSessions: its member's training records whose startTime falls on a day from
 * startDate to endDate, both included (docs/api.md): the record list's rows for userId,
 * startTimeFrom = startDate and startTimeTo = endDate.
 */
export function completedSessionsOf(db: Db, cycle: Row): number {
  const records = recordsOf(db, cycle.userId);
  return countOnDays(
    records.length,
    (i) => String(records.at(i).startTime),
    String(cycle.startDate),
    String(cycle.endDate),
  );
}

// ---------------------------------------------------------------- texts

/** A disabled headband's refusal as either side's bind says it (devices.ts too). */
export const DEVICE_DISABLED = {
  zh: '设备 {sn} 已停用，请先启用再绑定',
  en: 'Device {sn} is disabled; enable it before binding it',
} as const;

const TEXT = {
  deviceTaken: { zh: '该设备已绑定会员“{name}”', en: 'This device is already bound to member "{name}"' },
  deviceDisabled: DEVICE_DISABLED,
  memberInUse: {
    zh: '无法删除：该会员仍有{what}，请先删除或解绑',
    en: 'Cannot delete: this member still has {what}; delete or unbind them first',
  },
  cycleNoTaken: { zh: '该会员已有第 {n} 期训练周期', en: 'This member already has cycle {n}' },
  itemsBad: { zh: '请为每个诊断项填写 0 到满分之间的分数', en: 'Score every item between 0 and its maximum' },
  itemsDup: { zh: '同一诊断项只能评一次', en: 'Each diagnosis can be scored only once' },
} as const;

const USES = [
  { resource: 'dataDevice', field: 'memberId', zh: '绑定的设备', en: 'a bound device' },
  { resource: 'dataTrainingRecord', field: 'userId', zh: '{n} 条训练记录', en: '{n} training record(s)' },
  { resource: 'dataMemberScore', field: 'userId', zh: '{n} 次认知评估', en: '{n} cognitive assessment(s)' },
  { resource: 'dataMemberBehaviorScore', field: 'userId', zh: '{n} 次行为评估', en: '{n} behavior assessment(s)' },
  { resource: 'dataMemberTrainingCycle', field: 'userId', zh: '{n} 个训练周期', en: '{n} training cycle(s)' },
] as const;

// ---------------------------------------------------------------- dataMember

export const members: ResourceDef = {
  schema: memberSchema,
  bindField: 'deviceId',
  label: { zh: '会员', en: 'member' },
  seed: (rand, db, scale) => {
    const grades = db.table('sysGrade').all();
    const gradeYears = new Map<number, number>(grades.map((g, i) => [g.id, i]));
    const worryIds = db
      .table('sysWorry')
      .all()
      .filter((w) => w.status === 1)
      .map((w) => w.id);
    const gradeBag = grades.flatMap((g, i) => Array<number>(GRADE_WEIGHTS[i] ?? 10).fill(g.id));

    // Oldest sign-ups first, so ids grow with createTime like a real table.
    const joinDays = Array.from({ length: scale.members }, (_, i) =>
      i < scale.newMembers ? rand.int(3, 12) : rand.int(30, 420),
    ).sort((a, b) => b - a);

    const names = new Set<string>();
    // Names taken per surname and gender: once a surname's given names of one gender are all
    // taken, a redraw can never find a new one (the large scale gets there), so a repeat is kept.
    const takenIn = new Map<string, number>();
    const phones = new Set<string>();
    const disabled = new Set(
      rand.some(
        Array.from({ length: 120 }, (_, i) => i + 1),
        DISABLED_MEMBERS,
      ),
    );
    return joinDays.map((join, i) => {
      const id = i + 1;
      const gender = rand.chance(0.56) ? 1 : 2;
      const surname = rand.pick(SURNAMES);
      const given = gender === 1 ? BOY_NAMES : GIRL_NAMES;
      const cell = `${gender}${surname}`;
      const full = (takenIn.get(cell) ?? 0) >= given.length;
      let name = '';
      do name = surname + rand.pick(given);
      while (names.has(name) && names.size < 900 && !full);
      if (!names.has(name)) {
        names.add(name);
        takenIn.set(cell, (takenIn.get(cell) ?? 0) + 1);
      }
      let phone = '';
      do phone = rand.pick(PHONE_PREFIXES) + String(rand.int(0, 99_999_999)).padStart(8, '0');
      while (phones.has(phone));
      phones.add(phone);
      const guardianName = rand.chance(0.55)
        ? surname + rand.pick(FATHER_NAMES)
        : rand.pick(SURNAMES) + rand.pick(MOTHER_NAMES);
      const gradeId = rand.pick(gradeBag);
      const ageDays = Math.round((5 + (gradeYears.get(gradeId) ?? 0)) * 365.25) + rand.int(30, 360);
      const createTime = isoDaysAgo(join, officeMs(rand));
      return {
        id,
        name,
        gender,
        birthday: dateDaysAgo(ageDays),
        gradeId,
        guardianName,
        guardianPhone: phone,
        worryIds: rand.some(worryIds, rand.pick([1, 1, 2, 2, 2, 3])).sort((a, b) => a - b),
        deviceId: null,
        status: disabled.has(id) ? 0 : 1,
        trainingCount: 0,
        lastTrainingTime: null,
        createTime,
        updateTime: rand.chance(0.3) ? isoDaysAgo(rand.int(1, Math.max(1, join - 1)), officeMs(rand)) : createTime,
      };
    });
  },
  decorate: (row, db) => {
    const s = trainingStats(db, row.id);
    return {
      ...row,
      trainingCount: s.count,
      lastTrainingTime: s.last,
      gradeName: nameOf(db, 'sysGrade', row.gradeId),
      deviceSn: nameOf(db, 'dataDevice', row.deviceId, 'sn'),
      worryNames: namesOf(db, 'sysWorry', row.worryIds),
    };
  },
  filters: {
    /** Members with this worry among worryIds. */
    worryId: (row, value) => ((row.worryIds as number[]) ?? []).includes(Number(value)),
    /** '1' with a device, '0' without. */
    bound: (row, value) => (value === '1' ? row.deviceId != null : row.deviceId == null),
    /** Members whose grade is in this grade group. */
    gradeGroupId: (row, value, db) => db.table('sysGrade').get(row.gradeId as number)?.gradeGroupId === Number(value),
  },
  validate: (row, ctx, existing) => {
    if (row.deviceId == null) return undefined;
    const device = ctx.db.table('dataDevice').get(row.deviceId as number);
    if (device && device.memberId != null && device.memberId !== existing?.id) {
      const name = nameOf(ctx.db, 'dataMember', device.memberId) ?? String(device.memberId);
      return { deviceId: say(ctx.lang, TEXT.deviceTaken, { name }) };
    }
    // A disabled headband is bound to no one anew, from this side as from the device's.
    if (device?.status === 0 && existing?.deviceId !== device.id)
      return { deviceId: say(ctx.lang, TEXT.deviceDisabled, { sn: String(device.sn) }) };
    return undefined;
  },
  beforeDelete: (row, ctx) => {
    const parts: string[] = [];
    for (const use of USES) {
      const n = ctx.db.table(use.resource).group(use.field, row.id).length;
      if (n) parts.push(say(ctx.lang, use, { n }));
    }
    if (!parts.length) return undefined;
    return fail(1002, say(ctx.lang, TEXT.memberInUse, { what: parts.join(ctx.lang === 'zh' ? '、' : ', ') }));
  },
  // Binding from the member side: the device's memberId follows member.deviceId. A training
  // record names its member: a new name is written to the member's records (their times unchanged).
  extra: {
    ...afterWriteOps(
      () => members,
      (member, before, ctx) => {
        if (before && before.name !== member.name) {
          const records = ctx.db.table('dataTrainingRecord');
          for (const r of [...recordsOf(ctx.db, member.id).ascending])
            records.update(r.id, { memberName: member.name }, r.updateTime);
        }
        const devices = ctx.db.table('dataDevice');
        for (const d of devices.all())
          if (d.memberId === member.id && d.id !== member.deviceId) devices.update(d.id, { memberId: null }, ctx.now);
        const bound = member.deviceId == null ? undefined : devices.get(member.deviceId as number);
        if (bound && bound.memberId !== member.id) devices.update(bound.id, { memberId: member.id }, ctx.now);
      },
    ),
    ...memberBatchOps(() => members),
  },
};

// ---------------------------------------------------------------- dataMemberScore

const round = (n: number) => Math.round(n);
const clamp = (n: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, n));

/** `count` distinct days in [1, first], the first one being `first`, most recent last. */
function assessDays(rand: Rand, first: number, count: number): number[] {
  const days = new Set([first]);
  const n = Math.max(1, Math.min(count, first));
  while (days.size < n) days.add(rand.int(1, first));
  return [...days].sort((a, b) => b - a);
}

function memberScoreAfter(row: Row, db: Db, now: string) {
  const total = round(ABILITIES.reduce((s, a) => s + Number(row[a] ?? 0), 0) / ABILITIES.length);
  db.table('dataMemberScore').update(row.id, { total, scoreGroupId: scoreGroupFor(db, total) }, now);
}

export const memberScores: ResourceDef = {
  schema: memberScoreSchema,
  label: { zh: '认知评估', en: 'cognitive assessment' },
  rowLabel: memberAndTime('assessTime'),
  seed: (rand, db) => {
    const rows: Record<string, unknown>[] = [];
    for (const m of db.table('dataMember').all()) {
      const t = traitsOf(m.id);
      const join = joinDaysOf(m);
      for (const day of assessDays(rand, Math.max(2, join - rand.int(0, 3)), rand.int(2, 6))) {
        const base = levelAt(t, join, day);
        const scores = Object.fromEntries(
          ABILITIES.map((a) => [a, rand.around(base + (t.offsets[a] ?? 0), 16, 0, 100)]),
        );
        const total = round(ABILITIES.reduce((s, a) => s + (scores[a] as number), 0) / ABILITIES.length);
        const assessTime = isoDaysAgo(day, officeMs(rand, 1, 10));
        rows.push({
          userId: m.id,
          assessTime,
          ...scores,
          total,
          scoreGroupId: scoreGroupFor(db, total),
          createTime: assessTime,
          updateTime: assessTime,
        });
      }
    }
    return rows;
  },
  decorate: (row, db) => ({
    ...row,
    memberName: nameOf(db, 'dataMember', row.userId),
    scoreGroupName: nameOf(db, 'sysScoreGroup', row.scoreGroupId),
    scoreGroupColor: nameOf(db, 'sysScoreGroup', row.scoreGroupId, 'color'),
  }),
  extra: afterWriteOps(
    () => memberScores,
    (row, _before, ctx) => memberScoreAfter(row, ctx.db, ctx.now),
  ),
};

// ---------------------------------------------------------------- dataMemberBehaviorScore

const ASSESSORS = ['张老师', '李老师', '王老师', '陈老师', '刘老师', '周老师'];

export const memberBehaviorScores: ResourceDef = {
  schema: memberBehaviorScoreSchema,
  label: { zh: '行为评估', en: 'behavior assessment' },
  rowLabel: memberAndTime('assessTime'),
  seed: (rand, db) => {
    const diagnoses = db
      .table('sysBehaviorDiagnosis')
      .all()
      .filter((d) => d.status === 1);
    const rows: Record<string, unknown>[] = [];
    for (const m of db.table('dataMember').all()) {
      const t = traitsOf(m.id);
      const join = joinDaysOf(m);
      const worries = (m.worryIds as number[]) ?? [];
      const related = diagnoses.filter((d) => worries.includes(d.worryId as number));
      const others = diagnoses.filter((d) => !related.includes(d));
      const chosen = [...related, ...rand.some(others, Math.max(2 - related.length, rand.int(1, 2)))].slice(0, 4);
      const assessor = rand.pick(ASSESSORS);
      for (const day of assessDays(rand, Math.max(1, join - rand.int(0, 5)), rand.int(1, 4))) {
        const base = levelAt(t, join, day);
        const items = chosen.map((d) => {
          const max = d.maxScore as number;
          // Diagnoses behind the parents' worries score lower.
          const bias = worries.includes(d.worryId as number) ? -12 : 6;
          return { diagnosisId: d.id, score: round(max * clamp((base + bias + rand.int(-10, 10)) / 100, 0.05, 1)) };
        });
        const assessTime = isoDaysAgo(day, officeMs(rand, 1, 10));
        rows.push({
          userId: m.id,
          assessTime,
          items,
          ...behaviorScoreOf(items, db),
          assessor: rand.chance(0.8) ? assessor : rand.pick(ASSESSORS),
          createTime: assessTime,
          updateTime: assessTime,
        });
      }
    }
    return rows;
  },
  decorate: (row, db) => ({
    ...row,
    items: ((row.items as BehaviorScoreItem[]) ?? []).map((it) => ({
      ...it,
      diagnosisName: nameOf(db, 'sysBehaviorDiagnosis', it.diagnosisId),
      maxScore: (db.table('sysBehaviorDiagnosis').get(it.diagnosisId)?.maxScore as number | undefined) ?? null,
    })),
    memberName: nameOf(db, 'dataMember', row.userId),
    scoreGroupName: nameOf(db, 'sysScoreGroup', row.scoreGroupId),
    scoreGroupColor: nameOf(db, 'sysScoreGroup', row.scoreGroupId, 'color'),
  }),
  validate: (row, ctx) => {
    const items = row.items;
    if (!Array.isArray(items) || items.length === 0) return { items: say(ctx.lang, TEXT.itemsBad) };
    const seen = new Set<number>();
    for (const it of items as Record<string, unknown>[]) {
      const id = Number(it?.diagnosisId);
      const score = Number(it?.score);
      const d = ctx.db.table('sysBehaviorDiagnosis').get(id);
      if (!d || !Number.isInteger(score) || score < 0 || score > Number(d.maxScore))
        return { items: say(ctx.lang, TEXT.itemsBad) };
      if (seen.has(id)) return { items: say(ctx.lang, TEXT.itemsDup) };
      seen.add(id);
    }
    return undefined;
  },
  extra: afterWriteOps(
    () => memberBehaviorScores,
    (row, _before, ctx) => {
      const items = (row.items as Record<string, unknown>[]).map((it) => ({
        diagnosisId: Number(it.diagnosisId),
        score: Number(it.score),
      }));
      ctx.db.table('dataMemberBehaviorScore').update(row.id, { items, ...behaviorScoreOf(items, ctx.db) }, ctx.now);
    },
  ),
};

// ---------------------------------------------------------------- dataMemberTrainingCycle

const STOP_REMARKS = ['家长申请暂停', '孩子生病请假', '学期考试暂停训练', '转至其他校区'];
const CYCLE_REMARKS = ['', '', '', '重点关注注意力', '配合家庭亲子训练', '每周三次'];
/** Fewer sessions than this in an ended cycle: it was stopped, not completed. */
const MIN_COMPLETED_SESSIONS = 2;

/**
 * What an ended cycle's plan and state become once its sessions are known. The cycles are laid
 * out before the training records, which fall where each child's activity puts them, so a cycle
 * drawn as completed could show 2 of 24 sessions. A completed cycle did what it planned (its plan
 * comes down to the sessions done); one with almost none was stopped; a stopped one stopped short
 * of its plan. Drawn from nothing random, so every table seeded after the records stays as it was.
 */
export function endedCycleFacts(cycle: Row, done: number): Partial<Row> {
  const planned = Number(cycle.plannedSessions);
  if (cycle.state === 3) {
    if (done < MIN_COMPLETED_SESSIONS)
      return { state: 4, remark: STOP_REMARKS[Number(cycle.id) % STOP_REMARKS.length] };
    return done < planned ? { plannedSessions: done } : {};
  }
  if (cycle.state === 4 && done >= planned) return { plannedSessions: done + 4 };
  return {};
}

export const memberTrainingCycles: ResourceDef = {
  schema: memberTrainingCycleSchema,
  label: { zh: '训练周期', en: 'training cycle' },
  nameField: 'cycleNo',
  overlapTexts: { message: 'overlapCycles', item: 'overlapCycle' },
  seed: (rand, db) => {
    const bands = db
      .table('sysBand')
      .all()
      .filter((b) => ['Theta', 'Alpha', 'SMR', 'Beta'].includes(b.name as string));
    const trainings = db
      .table('sysCognitiveTraining')
      .all()
      .filter((t) => t.status === 1);
    const grades = db.table('sysGrade');
    const today = dateDaysAgo(0);
    const rows: Record<string, unknown>[] = [];
    for (const m of db.table('dataMember').all()) {
      const group = grades.get(m.gradeId as number)?.gradeGroupId;
      const suitable = trainings.filter((t) => t.gradeGroupId == null || t.gradeGroupId === group);
      const pool = suitable.length >= 2 ? suitable : trainings;
      const wanted = rand.int(1, 4);
      // Laid out forward from sign-up; the last one may run into (or start in) the future.
      let start = joinDaysOf(m) - rand.int(0, 7);
      for (let no = 1; no <= wanted; no++) {
        if (start < -30) break;
        const length = rand.pick([28, 28, 35, 42, 56]);
        const end = start - length + 1;
        const startDate = dateDaysAgo(start);
        const endDate = dateDaysAgo(end);
        const plannedSessions = rand.pick([12, 16, 16, 20, 24]);
        // completedSessions is counted from the training records (seeded later, which store it).
        let state: number;
        let remark = rand.pick(CYCLE_REMARKS);
        const disabled = m.status !== 1;
        if (startDate > today) {
          // Nothing is planned for a disabled member.
          if (disabled) break;
          state = 1;
        } else if (endDate >= today) {
          // A disabled member's running cycle was stopped.
          state = disabled ? 4 : 2;
          if (disabled) remark = '会员已停用';
        } else if (rand.chance(0.1)) {
          state = 4;
          // The draw that once made up a count: kept, so the rows seeded after it stay as they were.
          rand.int(2, plannedSessions - 4);
          remark = rand.pick(STOP_REMARKS);
        } else {
          state = 3;
        }
        const createTime = isoDaysAgo(Math.max(start + rand.int(1, 5), 1), officeMs(rand));
        rows.push({
          userId: m.id,
          cycleNo: no,
          startDate,
          endDate,
          plannedSessions,
          state,
          cognitiveTrainingIds: rand
            .some(pool, rand.int(2, 3))
            .map((t) => t.id)
            .sort((a, b) => a - b),
          bandId: rand.pick(bands).id,
          remark,
          createTime,
          updateTime: state === 3 || state === 4 ? isoDaysAgo(Math.max(end, 1), officeMs(rand)) : createTime,
        });
        if (end <= 1) break;
        start = end - rand.int(1, 21);
      }
    }
    return rows;
  },
  decorate: (row, db) => ({
    ...row,
    completedSessions: completedSessionsOf(db, row),
    memberName: nameOf(db, 'dataMember', row.userId),
    bandName: nameOf(db, 'sysBand', row.bandId),
    cognitiveTrainingNames: namesOf(db, 'sysCognitiveTraining', row.cognitiveTrainingIds),
  }),
  validate: (row, ctx, existing) => {
    const clash = ctx.db
      .table('dataMemberTrainingCycle')
      .all()
      .find((c) => c.id !== existing?.id && c.userId === row.userId && c.cycleNo === row.cycleNo);
    return clash ? { cycleNo: say(ctx.lang, TEXT.cycleNoTaken, { n: String(row.cycleNo) }) } : undefined;
  },
};
