import { trainingRecordSchema } from '../../../src/schema/trainingRecord';
import type { Row } from '../db';
import { isoDaysAgo, type Rand } from '../random';
import type { ResourceDef } from '../resource';
import { daysAgoOf, nameOf } from './helpers';
import { countOnDays, endedCycleFacts, levelAt, officeMs, startsByMember, type Traits, traitsOf } from './members';

const DAYS = 365;
/** Disabled members' last session is at least this many days ago (when they joined early enough). */
const STOPPED_DAYS = 90;

/** Share of each type: 1 neuro, 2 cognitive, 3 parent-child, 4 brain relax. */
const TYPE_BAG = [1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 4, 4, 4] as const;
/** Score offset of each type against the child's level. */
const TYPE_BIAS: Record<number, number> = { 1: -4, 2: 0, 3: 8, 4: 5 };
/** Neuro-training bands, weighted (SMR and Theta protocols are the most common). */
const NEURO_BANDS = ['SMR', 'SMR', 'SMR', 'Theta', 'Theta', 'Alpha', 'Alpha', 'Beta'];

interface Child {
  row: Row;
  traits: Traits;
  join: number;
  sn: string;
  cognitive: Row[];
  parentChild: Row[];
}

/** Weighted pick by binary search over cumulative weights. */
function weighted<T>(rand: Rand, items: T[], cumulative: number[]): T {
  const x = rand.next() * cumulative[cumulative.length - 1];
  let lo = 0;
  let hi = cumulative.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (cumulative[mid] > x) hi = mid;
    else lo = mid + 1;
  }
  return items[lo];
}

export const trainingRecords: ResourceDef = {
  schema: trainingRecordSchema,
  label: { zh: '训练记录', en: 'training record' },
  nameField: 'memberName',
  copiedNames: ['memberName'],
  readOnly: true,
  seed: (rand, db, scale) => {
    const enabled = (name: string) =>
      db
        .table(name)
        .all()
        .filter((r) => r.status === 1);
    const devices = db.table('dataDevice').all();
    const bySn = new Map(devices.map((d) => [d.sn as string, d]));
    const pool = devices.filter((d) => d.memberId == null && d.status === 1).map((d) => d.sn as string);
    const fallbackPool = pool.length ? pool : devices.map((d) => d.sn as string);
    const grades = db.table('sysGrade');
    const cognitive = enabled('sysCognitiveTraining');
    const parentChild = enabled('sysParentChildTraining');
    const relaxes = enabled('sysBrainRelax');
    const bands = NEURO_BANDS.map((n) =>
      db
        .table('sysBand')
        .all()
        .find((b) => b.name === n),
    ).filter((b) => b) as Row[];
    const feedbacks = enabled('sysNeuroTrainingFeedback');

    const children: Child[] = [];
    const cumulative: number[] = [];
    let total = 0;
    for (const m of db.table('dataMember').all()) {
      const join = daysAgoOf(String(m.createTime));
      const traits = traitsOf(m.id);
      // Members who have just signed up have not trained yet; disabled ones trained little.
      const weight = join < 14 ? 0 : traits.activity * Math.min(join, DAYS) * (m.status === 1 ? 1 : 0.3);
      if (weight <= 0) continue;
      const group = grades.get(m.gradeId as number)?.gradeGroupId;
      const fits = (rows: Row[]) => {
        const f = rows.filter((r) => r.gradeGroupId == null || r.gradeGroupId === group);
        return f.length ? f : rows;
      };
      const own = m.deviceId == null ? undefined : db.table('dataDevice').get(m.deviceId as number);
      children.push({
        row: m,
        traits,
        join,
        sn: (own?.sn as string | undefined) ?? fallbackPool[m.id % fallbackPool.length],
        cognitive: fits(cognitive),
        parentChild: fits(parentChild),
      });
      total += weight;
      cumulative.push(total);
    }

    const rows: Record<string, unknown>[] = [];
    for (let i = 0; i < scale.records; i++) {
      const c = weighted(rand, children, cumulative);
      // Disabled members stopped training a while ago.
      const newest = c.row.status === 1 ? 1 : Math.min(STOPPED_DAYS, c.join - 1);
      const day = rand.int(newest, Math.min(c.join - 1, DAYS));
      const type = rand.pick(TYPE_BAG);
      const level = levelAt(c.traits, c.join, day);
      const score = rand.around(level + TYPE_BIAS[type], 30, 0, 100);
      let contentName: string;
      let durationSec: number;
      let attentionAvg: number | null = null;
      let relaxationAvg: number | null = null;
      let feedbackId: number | null = null;
      if (type === 1) {
        const band = rand.pick(bands);
        contentName = `${band.name} 神经反馈训练`;
        durationSec = rand.around(1200, 500, 600, 1800);
        attentionAvg = rand.around(level + (c.traits.offsets.attention ?? 0), 28, 5, 100);
        relaxationAvg = rand.around(level - 4, 30, 5, 100);
        feedbackId =
          feedbacks.find((f) => (f.minScore as number) <= score && score <= (f.maxScore as number))?.id ?? null;
      } else if (type === 2) {
        const t = rand.pick(c.cognitive);
        contentName = t.name as string;
        durationSec = rand.around((t.durationMin as number) * 60, 240, 60, 3600);
      } else if (type === 3) {
        const t = rand.pick(c.parentChild);
        contentName = t.name as string;
        durationSec = rand.around((t.durationMin as number) * 60, 300, 120, 3600);
      } else {
        const t = rand.pick(relaxes);
        contentName = t.name as string;
        durationSec = Math.max(60, (t.durationSec as number) - rand.int(0, 120));
      }
      // Weekday after-school hours (Beijing 16:00-20:30) or weekend daytime.
      const startTime = isoDaysAgo(day, rand.chance(0.6) ? officeMs(rand, 8, 12.5) : officeMs(rand, 1, 8));
      rows.push({
        userId: c.row.id,
        memberName: c.row.name,
        deviceSn: c.sn,
        type,
        contentName,
        startTime,
        durationSec,
        score,
        attentionAvg,
        relaxationAvg,
        feedbackId,
        createTime: new Date(Date.parse(startTime) + durationSec * 1000).toISOString(),
      });
    }
    rows.sort((a, b) => ((a.startTime as string) < (b.startTime as string) ? -1 : 1));
    for (const r of rows) r.updateTime = r.createTime;

    // Counters on the members, last-online times on the devices.
    const members = db.table('dataMember');
    const last = new Map<number, { count: number; at: string }>();
    const online = new Map<string, string>();
    for (const r of rows) {
      const s = last.get(r.userId as number) ?? { count: 0, at: '' };
      s.count += 1;
      s.at = r.startTime as string;
      last.set(r.userId as number, s);
      online.set(r.deviceSn as string, r.createTime as string);
    }
    for (const [id, s] of last) {
      const m = members.get(id);
      if (m) members.update(id, { trainingCount: s.count, lastTrainingTime: s.at }, m.updateTime);
    }
    // Each cycle's sessions, as its answers count them (completedSessionsOf), stored to agree;
    // an ended cycle's plan and state follow them.
    const starts = startsByMember(rows);
    const cycles = db.table('dataMemberTrainingCycle');
    for (const c of cycles.all()) {
      const mine = starts.get(c.userId as number) ?? [];
      const n = countOnDays(mine.length, (i) => mine[i], String(c.startDate), String(c.endDate));
      cycles.update(c.id, { completedSessions: n, ...endedCycleFacts(c, n) }, c.updateTime);
    }
    const deviceTable = db.table('dataDevice');
    for (const [sn, at] of online) {
      const d = bySn.get(sn);
      if (d && d.status === 1 && at > String(d.lastOnlineTime ?? ''))
        deviceTable.update(d.id, { lastOnlineTime: at }, d.updateTime);
    }
    return rows;
  },
  decorate: (row, db) => ({ ...row, feedbackName: nameOf(db, 'sysNeuroTrainingFeedback', row.feedbackId) }),
};
