/**
 * Member calls that write many rows in one request (docs/api.md): POST /dataMember/import (new
 * members from a file, all or none) and POST /dataMember/bulk (one change to many members, each
 * row applied or refused on its own). Each answers with its audit entry (one per call), which the
 * dispatcher records once the call has succeeded.
 */
import type { AuditChange } from '../../src/schema/auditLog';
import { BULK_KINDS, type BulkChange } from '../../src/schema/memberBatch';
import type { AuditFact } from './audit';
import type { Row } from './db';
import { ApiFailure, type FieldErrors, fail, type MockResponse, ok } from './http';
import { type Lang, t } from './i18n';
import { query } from './query';
import type { Ctx, ExtraOp, ResourceDef } from './resource';
import { nameOf, say } from './resources/helpers';
import { disabledAnew, validate } from './validate';

/** Rows one import takes at most. */
export const MAX_IMPORT_ROWS = 10_000;

const TEXT = {
  noRows: { zh: '没有要导入的行', en: 'No rows to import' },
  tooMany: { zh: '一次最多导入 {n} 行', en: 'At most {n} rows can be imported at once' },
  duplicate: {
    zh: '已有同名、同出生日期、同监护人电话的会员',
    en: 'A member with this name, birthday and guardian phone already exists',
  },
  duplicateInBatch: { zh: '与第 {row} 行重复', en: 'Same member as row {row}' },
  deviceTaken: { zh: '该设备已绑定会员“{name}”', en: 'This device is already bound to member "{name}"' },
  deviceTwice: { zh: '该设备在第 {row} 行也出现了', en: 'This device is also given on row {row}' },
  deviceDisabled: { zh: '设备 {sn} 已停用', en: 'Device {sn} is disabled' },
  hasDevice: { zh: '已绑定设备 {sn}，请先解绑', en: 'Already has device {sn}; unbind it first' },
  noDevice: { zh: '未绑定设备', en: 'Has no device' },
  noDeviceChosen: { zh: '未选择设备', en: 'No device chosen for this member' },
  noSuchDevice: { zh: '设备不存在', en: 'No such device' },
  tooManyToBind: { zh: '一次最多为 {n} 名会员绑定设备', en: 'Devices can be bound to at most {n} members at once' },
  noMembers: { zh: '没有符合条件的会员', en: 'No member matches' },
  badChange: { zh: '不支持的修改', en: 'Unsupported change' },
  noChange: { zh: '没有变化', en: 'Nothing to change' },
  missing: { zh: '会员不存在', en: 'No such member' },
} as const;

/** The same person, as the import and its check compare members. */
const keyOf = (name: unknown, birthday: unknown, phone: unknown) =>
  `${String(name ?? '')
    .trim()
    .toLowerCase()}\u0000${String(birthday ?? '').slice(0, 10)}\u0000${String(phone ?? '').trim()}`;

export interface BatchAnswer {
  answer: MockResponse;
  /** What to record when the answer is a success. */
  facts: AuditFact[];
}

/**
 * POST /dataMember/import { fileName, rows: [{ row, ...member }], skipped }: every row is checked
 * as an add would be, plus the duplicate and device rules; one bad row and nothing is saved
 * (statusCode 400, errors keyed `rows.<row>.<field>`). Otherwise every row is added and bound.
 */
export function importMembers(def: ResourceDef, body: Record<string, unknown>, ctx: Ctx): BatchAnswer {
  const { lang, db, now } = ctx;
  const rows = Array.isArray(body.rows) ? (body.rows as Record<string, unknown>[]) : [];
  const fileName = String(body.fileName ?? '').slice(0, 200);
  if (!rows.length) return { answer: fail(400, { rows: say(lang, TEXT.noRows) }), facts: [] };
  if (rows.length > MAX_IMPORT_ROWS)
    return { answer: fail(400, { rows: say(lang, TEXT.tooMany, { n: MAX_IMPORT_ROWS }) }), facts: [] };

  const members = db.table('dataMember');
  const devices = db.table('dataDevice');
  const existing = new Set(members.all().map((m) => keyOf(m.name, m.birthday, m.guardianPhone)));
  const inBatch = new Map<string, number>();
  const deviceRows = new Map<number, number>();
  const errors: FieldErrors = {};
  const clean: Record<string, unknown>[] = [];
  rows.forEach((input, i) => {
    const row = Number(input.row) || i + 1;
    const { row: _row, ...fields } = input;
    // Every reason a row is refused, not the first only: the user fixes them all at once.
    const mine: FieldErrors = {};
    const err = (field: string, text: string) => {
      mine[field] ??= text;
    };
    let values: Record<string, unknown> | undefined;
    try {
      values = validate(def, { ...fields, status: 1 }, ctx);
    } catch (e) {
      if (!(e instanceof ApiFailure)) throw e;
      const fieldErrors = (e.response.body as { errors?: FieldErrors }).errors ?? {};
      for (const [field, text] of Object.entries(fieldErrors)) err(field, text);
    }
    const key = keyOf(fields.name, fields.birthday, fields.guardianPhone);
    if (existing.has(key)) err('name', say(lang, TEXT.duplicate));
    else if (inBatch.has(key)) err('name', say(lang, TEXT.duplicateInBatch, { row: inBatch.get(key) as number }));
    const deviceId = fields.deviceId == null ? null : Number(fields.deviceId);
    const device = deviceId == null ? undefined : devices.get(deviceId);
    if (device) {
      if (device.memberId != null)
        err('deviceId', say(lang, TEXT.deviceTaken, { name: nameOf(db, 'dataMember', device.memberId) ?? '' }));
      else if (device.status === 0) err('deviceId', say(lang, TEXT.deviceDisabled, { sn: String(device.sn) }));
      else if (deviceRows.has(device.id))
        err('deviceId', say(lang, TEXT.deviceTwice, { row: deviceRows.get(device.id) as number }));
    }
    for (const [field, text] of Object.entries(mine)) errors[`rows.${row}.${field}`] = text;
    if (Object.keys(mine).length || !values) return;
    // Only a row that would be saved holds its member and its device against the rows after it.
    inBatch.set(key, row);
    if (device) deviceRows.set(device.id, row);
    clean.push(values);
  });
  if (Object.keys(errors).length) return { answer: fail(400, errors), facts: [] };

  const ids: number[] = [];
  for (const values of clean) {
    const saved = members.insert({ ...values, trainingCount: 0, lastTrainingTime: null }, now);
    if (saved.deviceId != null) devices.update(saved.deviceId as number, { memberId: saved.id }, now);
    ids.push(saved.id);
  }
  const skipped = Math.max(0, Number(body.skipped) || 0);
  const changes: AuditChange[] = [
    { field: 'importFile', after: fileName },
    { field: 'importAdded', after: ids.length },
    { field: 'importSkipped', after: skipped },
  ];
  return {
    answer: ok({ added: ids.length, ids }),
    facts: [
      { resource: def.schema.name, rowId: null, rowName: fileName || null, action: 'import', changes, rowIds: ids },
    ],
  };
}

/** Members a bulk change binds at most (each is given a device of its own). */
export const MAX_BIND = 20;

/**
 * Why a member may not take these catalogue rows anew: one of them is disabled (a settings row is
 * no new reference, docs/product-rules.md), unless the member holds it already.
 */
function disabledFor(def: ResourceDef, field: string, ids: number[], m: Row, ctx: Ctx): string | undefined {
  const f = def.schema.fields[field];
  const rows = ids.map((id) => ctx.db.table(String(f.ref)).get(Number(id))).filter((r): r is Row => !!r);
  const off = disabledAnew(f, rows, ctx, m[field]);
  return off && t(ctx.lang, 'refDisabledFor', off);
}

/** The patch one member gets, or why it is refused. */
function patchFor(
  def: ResourceDef,
  change: BulkChange,
  m: Row,
  ctx: Ctx,
  lang: Lang,
): Record<string, unknown> | string {
  const { db } = ctx;
  switch (change.kind) {
    case 'grade':
      return disabledFor(def, 'gradeId', [change.gradeId], m, ctx) ?? { gradeId: change.gradeId };
    case 'status':
      return { status: change.status };
    case 'unbind':
      return m.deviceId == null ? say(lang, TEXT.noDevice) : { deviceId: null };
    case 'bind': {
      const given = change.devices[String(m.id)];
      const deviceId = Number(given);
      // The member's own device first: it is why any other is refused, whatever was sent.
      if (m.deviceId != null && m.deviceId !== deviceId)
        return say(lang, TEXT.hasDevice, { sn: nameOf(db, 'dataDevice', m.deviceId, 'sn') ?? '' });
      if (given == null) return say(lang, TEXT.noDeviceChosen);
      const device = db.table('dataDevice').get(deviceId);
      if (!device) return say(lang, TEXT.noSuchDevice);
      if (device.memberId != null && device.memberId !== m.id)
        return say(lang, TEXT.deviceTaken, { name: nameOf(db, 'dataMember', device.memberId) ?? '' });
      if (device.status === 0) return say(lang, TEXT.deviceDisabled, { sn: String(device.sn) });
      return { deviceId };
    }
    case 'addWorries': {
      const off = disabledFor(def, 'worryIds', change.worryIds, m, ctx);
      if (off) return off;
      const now = (m.worryIds as number[]) ?? [];
      return { worryIds: [...now, ...change.worryIds.filter((w) => !now.includes(w))].sort((a, b) => a - b) };
    }
    case 'removeWorries':
      return { worryIds: ((m.worryIds as number[]) ?? []).filter((w) => !change.worryIds.includes(w)) };
  }
}

/** A bulk change's own values as the schema checks them (a grade that exists, worries that exist). */
function checkChange(def: ResourceDef, change: BulkChange, ctx: Ctx): FieldErrors | undefined {
  const fields = def.schema.fields;
  const refMissing = (resource: string, ids: number[]) => ids.some((id) => !ctx.db.table(resource).get(Number(id)));
  const text = say(ctx.lang, { zh: '引用的记录不存在', en: 'The referenced record does not exist' });
  if (change.kind === 'grade' && refMissing(String(fields.gradeId.ref), [change.gradeId])) return { gradeId: text };
  if (change.kind === 'status' && change.status !== 0 && change.status !== 1)
    return { status: say(ctx.lang, TEXT.badChange) };
  if ((change.kind === 'addWorries' || change.kind === 'removeWorries') && !Array.isArray(change.worryIds))
    return { worryIds: say(ctx.lang, TEXT.badChange) };
  if (change.kind === 'addWorries' && refMissing(String(fields.worryIds.ref), change.worryIds))
    return { worryIds: text };
  if (change.kind === 'bind' && (typeof change.devices !== 'object' || change.devices === null))
    return { deviceId: say(ctx.lang, TEXT.badChange) };
  return undefined;
}

/**
 * POST /dataMember/bulk { ids } or { filters, expect } (the list's query: the members it shows on
 * every page; how many the user was shown), and `change`. Each member is changed or refused on its own (why, by id and name); one
 * audit entry lists every changed member's fields, before → after.
 */
export function bulkChange(def: ResourceDef, body: Record<string, unknown>, ctx: Ctx): BatchAnswer {
  const { lang, db, now } = ctx;
  const change = body.change as BulkChange | undefined;
  if (!change || !BULK_KINDS.has(change.kind))
    return { answer: fail(400, { change: say(lang, TEXT.badChange) }), facts: [] };
  const wrong = checkChange(def, change, ctx);
  if (wrong) return { answer: fail(400, wrong), facts: [] };
  const table = db.table('dataMember');
  let targets: Row[];
  if (Array.isArray(body.ids))
    targets = (body.ids as unknown[]).map((id) => table.get(Number(id)) ?? ({ id: Number(id) } as Row));
  else {
    const filters = Object.fromEntries(
      Object.entries((body.filters as Record<string, unknown>) ?? {})
        .filter(([k, v]) => v != null && v !== '' && !['current', 'pageSize', 'sortField', 'sortOrder'].includes(k))
        .map(([k, v]) => [k, String(v)]),
    );
    targets = query(def, filters, db, { lang });
  }
  if (!targets.length) return { answer: fail(400, { ids: say(lang, TEXT.noMembers) }), facts: [] };
  if (change.kind === 'bind' && targets.length > MAX_BIND)
    return { answer: fail(400, { ids: say(lang, TEXT.tooManyToBind, { n: MAX_BIND }) }), facts: [] };
  // The filters select another number of members than the user was shown (members added or
  // changed meanwhile): nothing is changed, and the answer's total says how many they select now.
  if (!Array.isArray(body.ids) && body.expect != null && Number(body.expect) !== targets.length)
    return { answer: ok({ total: targets.length, changed: 0, refused: [] }), facts: [] };

  const refused: { id: number; name: string | null; reason: string }[] = [];
  const changes: AuditChange[] = [];
  let changed = 0;
  const devices = db.table('dataDevice');
  for (const target of targets) {
    const m = table.get(target.id);
    if (!m) {
      refused.push({ id: target.id, name: null, reason: say(lang, TEXT.missing) });
      continue;
    }
    const patch = patchFor(def, change, m, ctx, lang);
    if (typeof patch === 'string') {
      refused.push({ id: m.id, name: String(m.name), reason: patch });
      continue;
    }
    const diffs = Object.entries(patch).filter(([f, v]) => JSON.stringify(m[f] ?? null) !== JSON.stringify(v ?? null));
    if (!diffs.length) continue;
    table.update(m.id, patch, now);
    if ('deviceId' in patch) {
      if (m.deviceId != null) devices.update(m.deviceId as number, { memberId: null }, now);
      if (patch.deviceId != null) devices.update(patch.deviceId as number, { memberId: m.id }, now);
    }
    changed += 1;
    for (const [field, after] of diffs)
      changes.push({ field, rowId: m.id, rowName: String(m.name), before: m[field] ?? null, after: after ?? null });
  }
  return {
    answer: ok({ total: targets.length, changed, refused }),
    facts: changed
      ? [
          {
            resource: def.schema.name,
            rowId: null,
            rowName: null,
            action: 'bulkEdit',
            changes,
            rowIds: [...new Set(changes.map((c) => c.rowId as number))],
          },
        ]
      : [],
  };
}

/** The two calls as the member resource's extra ops (level 1, recorded by the dispatcher). */
export const memberBatchOps = (def: () => ResourceDef): Record<string, ExtraOp> => ({
  import: {
    method: 'POST',
    write: true,
    handle: () => fail(500, ''),
    audited: (_q, body, ctx) => importMembers(def(), body, ctx),
  },
  bulk: {
    method: 'POST',
    write: true,
    handle: () => fail(500, ''),
    audited: (_q, body, ctx) => bulkChange(def(), body, ctx),
  },
});
