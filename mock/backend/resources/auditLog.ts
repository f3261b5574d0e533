import { SCHEMAS } from '../../../src/schema';
import type { AuditActor, AuditChange } from '../../../src/schema/auditLog';
import { auditLogSchema, LISTED_CHANGES } from '../../../src/schema/auditLog';
import { type AuditFact, actorOf, rowChanges, sessionFact } from '../audit';
import type { Db, Row } from '../db';
import { type Lang, t } from '../i18n';
import { DAY_MS, isoDaysAgo, type Rand } from '../random';
import type { ResourceDef } from '../resource';
import { members as memberDef, officeMs } from './members';
import { trainingRecords } from './trainingRecords';

/** How far back the demo history goes. */
const HISTORY_DAYS = 21;
const MINUTE = 60_000;
const HOUR = 3_600_000;

/** Where the demo accounts work from; failed sign-ins also come from outside (a documentation address). */
const IPS: Record<string, string> = {
  admin: '192.168.10.21',
  operator: '192.168.10.35',
  viewer: '192.168.10.48',
};
const OUTSIDE_IP = '203.0.113.77';

interface Seeded extends AuditFact {
  time: string;
  actor: AuditActor;
  ip: string;
}

const stranger = (account: string): AuditActor => ({ id: null, account, name: null, level: null });

/** An edit entry of one field of an existing row, ending in the row's current value. */
function edited(resource: string, row: Row, field: string, before: unknown, name = row.name): AuditFact {
  const change: AuditChange = { field, before, after: row[field] ?? null };
  return { resource, rowId: row.id, rowName: name == null ? null : String(name), action: 'edit', changes: [change] };
}

/**
 * Three weeks of history that fits the demo data: the accounts' sign-ins (the last one at each
 * account's lastLoginTime) and sign-outs, the administrator's edits ending in the rows' current
 * values, new members added on the day they were created, two duplicate training records
 * removed, and a few failed sign-ins.
 */
function seedHistory(rand: Rand, db: Db): Seeded[] {
  const out: Seeded[] = [];
  const accounts = db.table('dataAccountInfo').all();
  const members = db.table('dataMember').all();
  const devices = db.table('dataDevice').all();
  const account = (name: string) => accounts.find((a) => a.account === name) as Row;
  const admin = account('admin');
  const add = (time: string, who: Row, fact: AuditFact) =>
    out.push({ time, actor: actorOf(who), ip: IPS[String(who.account)] ?? OUTSIDE_IP, ...fact });

  // What the administrator does during a working session, each a function of the data as it is now.
  const disabled = devices.filter((d) => d.status === 0);
  const pool = devices.filter((d) => d.status === 1 && d.memberId == null);
  const withoutDevice = members.filter((m) => m.deviceId == null && m.status === 1);
  const edits: (() => AuditFact | undefined)[] = [
    () => {
      const m = rand.pick(members);
      return edited('dataMember', m, 'guardianPhone', `13${String(rand.int(100_000_000, 999_999_999))}`);
    },
    () => {
      const m = rand.pick(members.filter((x) => Number(x.gradeId) > 1));
      return m && edited('dataMember', m, 'gradeId', Number(m.gradeId) - 1);
    },
    () => {
      const d = rand.pick(devices.filter((x) => x.memberId != null));
      return { ...edited('dataDevice', d, 'memberId', null, d.sn), action: 'bind' };
    },
    () => {
      const d = pool.length ? rand.pick(pool) : undefined;
      const m = withoutDevice.length ? rand.pick(withoutDevice) : undefined;
      return d && m ? { ...edited('dataDevice', d, 'memberId', m.id, d.sn), action: 'unbind' } : undefined;
    },
    () => {
      const d = disabled.shift();
      return d && { ...edited('dataDevice', d, 'status', 1, d.sn), action: 'changeStatus' };
    },
    () => {
      const w = rand.pick(db.table('sysWorry').all());
      const text = String(w.description ?? '');
      return edited('sysWorry', w, 'description', text.slice(0, Math.ceil(text.length / 2)));
    },
    () => {
      const r = rand.pick(db.table('sysCognitiveTrainingRule').all());
      return { ...edited('sysCognitiveTrainingRule', r, 'priority', Number(r.priority) + 5), action: 'reorder' };
    },
  ];

  for (let day = HISTORY_DAYS; day >= 1; day--) {
    const weekday = new Date(isoDaysAgo(day)).getUTCDay();
    const workday = weekday !== 0 && weekday !== 6;
    for (const who of accounts) {
      const last = Date.parse(String(who.lastLoginTime ?? isoDaysAgo(1)));
      const dayStart = Date.parse(isoDaysAgo(day));
      if (dayStart > last) continue;
      const isLastDay = dayStart + DAY_MS > last;
      const chance = who.account === 'admin' ? 0.9 : who.account === 'operator' ? 0.7 : 0.3;
      if (!isLastDay && (!workday || !rand.chance(chance))) continue;
      const signIn = isLastDay ? last : dayStart + officeMs(rand, 0.5, 2);
      const signOut = signIn + rand.int(4, 9) * HOUR + rand.int(0, 59) * MINUTE;
      // A mistyped password now and then, just before the sign-in that worked.
      if (rand.chance(0.08))
        add(new Date(signIn - rand.int(1, 3) * MINUTE).toISOString(), who, sessionFact('signInFailed'));
      add(new Date(signIn).toISOString(), who, sessionFact('signIn'));
      if (who.id === admin.id) {
        const count = rand.int(1, 3);
        for (let i = 0; i < count; i++) {
          const fact = rand.pick(edits)();
          if (fact) add(new Date(signIn + rand.int(10, 230) * MINUTE).toISOString(), who, fact);
        }
      }
      if (rand.chance(0.75)) add(new Date(signOut).toISOString(), who, sessionFact('signOut'));
    }
  }

  // New members, on the day and at the time they were created.
  const since = isoDaysAgo(HISTORY_DAYS);
  for (const m of members.filter((x) => String(x.createTime) >= since))
    add(String(m.createTime), admin, {
      resource: 'dataMember',
      rowId: m.id,
      rowName: String(m.name),
      action: 'add',
      // As a write through the API records it: what the user wrote, not what the server sets.
      changes: rowChanges(memberDef, m, 'after'),
    });

  // Two training records uploaded twice; the copies were removed (ids after the kept ones).
  const records = db.table('dataTrainingRecord');
  // A loop, not Math.max(...ids): spreading a large table's ids overflows the call stack.
  let lastId = Number.NEGATIVE_INFINITY;
  for (const r of records.all()) if (r.id > lastId) lastId = r.id;
  for (let i = 1; i <= 2; i++) {
    const kept = records.get(rand.int(1, lastId)) as Row;
    const copy = { ...kept, id: lastId + i };
    const day = rand.int(3, HISTORY_DAYS - 2);
    add(isoDaysAgo(day, officeMs(rand, 2, 8)), admin, {
      resource: 'dataTrainingRecord',
      rowId: copy.id,
      rowName: null,
      action: 'delete',
      changes: rowChanges(trainingRecords, copy, 'before'),
    });
  }

  // The operator's own profile, the viewer's password.
  const operator = account('operator');
  add(isoDaysAgo(12, officeMs(rand, 2, 6)), operator, {
    resource: 'dataAccountInfo',
    rowId: operator.id,
    rowName: String(operator.account),
    action: 'profile',
    changes: [{ field: 'phone', before: '13900000002', after: operator.phone }],
  });
  const viewer = account('viewer');
  add(isoDaysAgo(9, officeMs(rand, 2, 6)), viewer, {
    resource: 'dataAccountInfo',
    rowId: viewer.id,
    rowName: String(viewer.account),
    action: 'password',
    changes: [],
  });

  // Someone outside trying common names at night (Beijing).
  const night = rand.int(4, HISTORY_DAYS - 4);
  for (const [i, name] of ['root', 'administrator', 'admin'].entries()) {
    const time = isoDaysAgo(night, 15 * HOUR + 7 * MINUTE + i * 41_000);
    out.push({
      time,
      actor: name === 'admin' ? actorOf(admin) : stranger(name),
      ip: OUTSIDE_IP,
      ...sessionFact('signInFailed'),
    });
  }

  return out.sort((a, b) => (a.time < b.time ? -1 : a.time > b.time ? 1 : 0));
}

/** The audit log: written by the backend only (../audit.ts), read by level 1 only. */
/** The fields a row is named by, in order (as the console names rows). */
const NAMED_BY = ['name', 'title', 'sn', 'account'];

/** A referenced row's name as it is now; `#id` once the row is gone. */
function refName(db: Db, resource: string, id: unknown): string {
  const row = db.table(resource).get(Number(id));
  const field = row && NAMED_BY.find((k) => row[k] != null && row[k] !== '');
  return row && field ? String(row[field]) : `#${id}`;
}

/**
 * An entry as answered: each reference value of its changes also by name (`beforeText`,
 * `afterText`), a list of them joined as the reader's language joins one ("甲、乙", "a, b").
 */
function withRefNames(entry: Row, db: Db, lang: Lang): Row {
  const fields = SCHEMAS[String(entry.resource)]?.fields ?? {};
  const named = (kind: string, target: string, value: unknown): string | undefined => {
    if (value == null || value === '') return undefined;
    if (kind === 'ref') return refName(db, target, value);
    return Array.isArray(value) ? value.map((id) => refName(db, target, id)).join(t(lang, 'listSeparator')) : undefined;
  };
  const changes = (entry.changes as AuditChange[]).map((c) => {
    const f = fields[c.field];
    if (!f?.ref || (f.kind !== 'ref' && f.kind !== 'refs') || c.redacted) return c;
    return { ...c, beforeText: named(f.kind, f.ref, c.before), afterText: named(f.kind, f.ref, c.after) };
  });
  const { rowIds: _rows, ...answered } = entry;
  return { ...answered, changes, changeCount: changes.length };
}

/** Whether the entry wrote the row: as its one row, or as one of the rows of an import or a bulk change. */
const wroteRow = (entry: Row, id: number) =>
  entry.rowId === id || Boolean((entry.rowIds as number[] | undefined)?.includes(id));

/**
 * An entry as a page or a list answers it: its first LISTED_CHANGES changes. Read as one row's
 * history (`rowId`), an entry of many rows answers that row's changes and the entry's own (an
 * import's file), not the thousands of others a bulk change made.
 */
function listedEntry(entry: Row, query: Record<string, string>): Row {
  let changes = entry.changes as AuditChange[];
  const id = Number(query.rowId);
  if (query.rowId && entry.rowId !== id) changes = changes.filter((c) => c.rowId === undefined || c.rowId === id);
  return { ...entry, changes: changes.slice(0, LISTED_CHANGES), changeCount: changes.length };
}

export const auditLog: ResourceDef = {
  schema: auditLogSchema,
  label: { zh: '操作日志', en: 'audit entry' },
  appendOnly: true,
  readLevels: [1],
  seed: (rand, db) => seedHistory(rand, db).map((e) => ({ ...e, createTime: e.time, updateTime: e.time })),
  decorate: withRefNames,
  listed: listedEntry,
  filters: {
    /** Case-insensitive part of the actor's account (failed sign-ins: of the account typed). */
    actorAccount: (row, value) =>
      String((row.actor as AuditActor).account)
        .toLowerCase()
        .includes(value.toLowerCase()),
    actorId: (row, value) => String((row.actor as AuditActor).id) === value,
    rowId: (row, value) => wroteRow(row, Number(value)),
  },
};
