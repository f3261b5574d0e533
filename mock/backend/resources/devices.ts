import { deviceSchema } from '../../../src/schema/device';
import { ok } from '../http';
import { liveOf } from '../live';
import { isoDaysAgo } from '../random';
import type { ResourceDef } from '../resource';
import { afterWriteOps, nameOf, say } from './helpers';
import { DEVICE_DISABLED, officeMs } from './members';

const DISABLED_REMARKS = ['返厂维修', '电池老化，待更换', '电极接触不良，待检测'];

const TEXT = {
  memberHasDevice: {
    zh: '该会员已绑定设备 {sn}，请先解绑',
    en: 'This member already has device {sn}; unbind it first',
  },
  deviceDisabled: DEVICE_DISABLED,
  deviceTaken: {
    zh: '该设备已绑定会员“{name}”，请先解绑',
    en: 'This device is bound to member "{name}"; unbind it first',
  },
} as const;

export const devices: ResourceDef = {
  schema: deviceSchema,
  label: { zh: '设备', en: 'device' },
  nameField: 'sn',
  bindField: 'memberId',
  seed: (rand, db, scale) => {
    const memberTable = db.table('dataMember');
    const candidates = memberTable
      .all()
      .filter((m) => m.status === 1)
      .map((m) => m.id);
    const owners = rand.some(candidates, scale.boundDevices);
    const boundSlots = new Set(
      rand.some(
        Array.from({ length: scale.devices }, (_, i) => i),
        scale.boundDevices,
      ),
    );
    let owner = 0;
    let unbound = 0;
    let serial = 100;
    const rows: Record<string, unknown>[] = [];
    for (let i = 0; i < scale.devices; i++) {
      const id = i + 1;
      const batch2023 = i < 14;
      serial += rand.int(1, 9);
      const model = batch2023 ? 'BrainBand S1' : rand.chance(0.6) ? 'BrainBand S2' : 'BrainBand Pro';
      const firmwareVersion =
        model === 'BrainBand S1'
          ? rand.pick(['v1.8.2', 'v1.8.4', 'v1.9.0'])
          : model === 'BrainBand S2'
            ? rand.pick(['v2.1.0', 'v2.1.3', 'v2.2.1'])
            : rand.pick(['v3.0.1', 'v3.0.2']);
      const memberId = boundSlots.has(i) ? owners[owner++] : null;
      // Of the unbound ones the first three are out of service; the others are the centre's pool.
      const disabled = memberId === null && unbound++ < DISABLED_REMARKS.length;
      const createTime = isoDaysAgo(batch2023 ? 440 - i * 2 : 380 - i * 5, officeMs(rand));
      rows.push({
        id,
        sn: `BH-${batch2023 ? 2023 : 2024}-${String(serial).padStart(6, '0')}`,
        model,
        firmwareVersion,
        memberId,
        status: disabled ? 0 : 1,
        // Training records move this forward to each device's last session.
        lastOnlineTime: isoDaysAgo(disabled ? rand.int(60, 200) : rand.int(1, 30), officeMs(rand)),
        remark: disabled ? DISABLED_REMARKS[unbound - 1] : memberId === null ? '中心公用' : '',
        createTime,
        updateTime: createTime,
      });
      if (memberId !== null) {
        const m = memberTable.get(memberId);
        if (m) memberTable.update(memberId, { deviceId: id }, m.updateTime);
      }
    }
    return rows;
  },
  // What the headband reports (mock/backend/live.ts): online, battery, signal, and "now" as the
  // last time seen while it is online.
  decorate: (row, db) => {
    const live = liveOf(db)?.statusOf(row);
    return {
      ...row,
      lastOnlineTime: live?.lastOnlineTime ?? row.lastOnlineTime ?? null,
      online: live?.online ?? 0,
      battery: live?.battery ?? 0,
      signal: live?.signal ?? 0,
      liveSeq: live?.liveSeq ?? 0,
      memberName: nameOf(db, 'dataMember', row.memberId),
    };
  },
  filters: {
    /** '1' bound to a member, '0' unbound. */
    bound: (row, value) => (value === '1' ? row.memberId != null : row.memberId == null),
  },
  // A disabled device cannot be given to a member; a member has at most one device.
  validate: (row, ctx, existing) => {
    if (row.memberId == null) return undefined;
    // Bound to someone else meanwhile: a bind never takes a headband from its member (an unbind
    // comes first), as the member-side call refuses it too.
    if (existing?.memberId != null && existing.memberId !== row.memberId) {
      const name = nameOf(ctx.db, 'dataMember', existing.memberId) ?? String(existing.memberId);
      return { memberId: say(ctx.lang, TEXT.deviceTaken, { name }) };
    }
    if (row.status === 0 && row.memberId !== existing?.memberId)
      return { memberId: say(ctx.lang, TEXT.deviceDisabled, { sn: String(row.sn) }) };
    const other = ctx.db
      .table('dataDevice')
      .all()
      .find((d) => d.memberId === row.memberId && d.id !== existing?.id);
    const member = ctx.db.table('dataMember').get(row.memberId as number);
    const otherId =
      other?.id ?? (member?.deviceId != null && member.deviceId !== existing?.id ? member.deviceId : null);
    if (otherId == null) return undefined;
    const sn = nameOf(ctx.db, 'dataDevice', otherId, 'sn') ?? String(otherId);
    return { memberId: say(ctx.lang, TEXT.memberHasDevice, { sn }) };
  },
  extra: {
    // GET /dataDevice/live: every headband's state and the event id it is current to (the
    // stream's catch-up call, and Home's live counts).
    live: {
      method: 'GET',
      handle: (_query, _body, ctx) => {
        const live = liveOf(ctx.db);
        return ok(live ? live.snapshot() : { eventId: '', devices: [] });
      },
    },
    // Keeps member.deviceId in step with device.memberId (unbinding = memberId null clears it).
    ...afterWriteOps(
      () => devices,
      (device, _before, ctx) => {
        const memberTable = ctx.db.table('dataMember');
        for (const m of memberTable.all())
          if (m.deviceId === device.id && m.id !== device.memberId)
            memberTable.update(m.id, { deviceId: null }, ctx.now);
        const owner = device.memberId == null ? undefined : memberTable.get(device.memberId as number);
        if (owner && owner.deviceId !== device.id) memberTable.update(owner.id, { deviceId: device.id }, ctx.now);
      },
    ),
  },
};
