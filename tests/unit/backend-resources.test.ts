/**
 * The mock backend's resources: demo data volumes and consistency, and the business rules
 * (ranges, overlaps, referential safety, device binding, training cycles).
 */
import { type Backend, createBackend } from '../../mock/backend';
import { RESOURCES } from '../../mock/backend/resources';
import { signIn } from './backendSession';

/** The value, or a failed test when it is missing. */
function must<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('expected a value');
  return value;
}

describe('mock backend resources', () => {
  let backend: Backend;
  let api: ReturnType<typeof signIn>;

  beforeEach(() => {
    backend = createBackend();
    api = signIn(backend);
  });

  it('seeds the demo volumes', () => {
    const size = (name: string) => backend.db.table(name).size;
    expect(size('dataAccountInfo')).toBe(3);
    expect(size('dataMember')).toBeGreaterThanOrEqual(190);
    expect(size('dataMember')).toBeLessThanOrEqual(210);
    expect(size('dataTrainingRecord')).toBe(5000);
    expect(size('dataDevice')).toBe(40);
    expect(api.get('/dataMember/page', { pageSize: '1' }).data.total).toBe(size('dataMember'));
  });

  it('is deterministic', () => {
    const other = createBackend();
    const names = (b: Backend) =>
      b.db
        .table('dataMember')
        .all()
        .map((m) => m.name)
        .join();
    expect(names(other)).toBe(names(backend));
    expect(other.db.table('dataTrainingRecord').get(1234)?.score).toBe(
      backend.db.table('dataTrainingRecord').get(1234)?.score,
    );
  });

  it('every reference points at an existing row', () => {
    const missing: string[] = [];
    for (const def of RESOURCES) {
      for (const row of backend.db.table(def.schema.name).all()) {
        for (const [field, f] of Object.entries(def.schema.fields)) {
          if (!f.ref) continue;
          const ids = f.kind === 'refs' ? ((row[field] as number[]) ?? []) : row[field] == null ? [] : [row[field]];
          for (const id of ids)
            if (!backend.db.table(f.ref).get(id as number)) missing.push(`${def.schema.name}#${row.id}.${field}`);
        }
      }
    }
    for (const s of backend.db.table('dataMemberBehaviorScore').all())
      for (const it of s.items as { diagnosisId: number }[])
        if (!backend.db.table('sysBehaviorDiagnosis').get(it.diagnosisId)) missing.push(`behaviour#${s.id}`);
    expect(missing).toEqual([]);
  });

  it('keeps derived member values in step with the records and devices', () => {
    const members = backend.db.table('dataMember');
    const devices = backend.db.table('dataDevice');
    const count = new Map<number, number>();
    for (const r of backend.db.table('dataTrainingRecord').all()) {
      count.set(r.userId as number, (count.get(r.userId as number) ?? 0) + 1);
      expect(r.memberName).toBe(members.get(r.userId as number)?.name);
      expect(r.type === 1).toBe(r.attentionAvg !== null);
    }
    for (const m of members.all()) {
      expect(m.trainingCount).toBe(count.get(m.id) ?? 0);
      if (m.deviceId != null) expect(devices.get(m.deviceId as number)?.memberId).toBe(m.id);
    }
    for (const d of devices.all())
      if (d.memberId != null) expect(members.get(d.memberId as number)?.deviceId).toBe(d.id);
    expect(
      new Set(
        backend.db
          .table('dataTrainingRecord')
          .all()
          .map((r) => r.type),
      ),
    ).toEqual(new Set([1, 2, 3, 4]));

    const page = api.get('/dataMember/page', { pageSize: '5', sortField: 'trainingCount', sortOrder: 'descend' });
    expect(page.data.list[0].gradeName).toEqual(expect.any(String));
    // Deleting records moves the counters.
    const top = page.data.list[0];
    const ids = api.get('/dataTrainingRecord/list', { userId: String(top.id) }).data.map((r: { id: number }) => r.id);
    expect(ids).toHaveLength(top.trainingCount);
    expect(api.post('/dataTrainingRecord/delete', { ids: ids.slice(0, 2) }).statusCode).toBe(200);
    expect(api.get('/dataMember/detail', { id: String(top.id) }).data.trainingCount).toBe(top.trainingCount - 2);
  });

  it("sorts devices by their member's name in the reader's language, the unbound last", () => {
    type Bound = { memberId: number | null; memberName: string | null };
    for (const [language, collation] of [
      ['en', 'en'],
      ['zh-CN', 'zh-CN'],
    ]) {
      const reader = signIn(backend, 'admin', 'Admin@123', { 'accept-language': language });
      const rows = reader.get('/dataDevice/page', { pageSize: '100', sortField: 'memberId', sortOrder: 'ascend' }).data
        .list as Bound[];
      const names = rows.filter((d) => d.memberId != null).map((d) => String(d.memberName));
      expect(names.length).toBeGreaterThan(20);
      expect(names).toEqual([...names].sort(new Intl.Collator(collation).compare));
      expect(rows.slice(names.length).every((d) => d.memberId == null)).toBe(true);
    }
  });

  it('filters with the custom keys', () => {
    const bound = api.get('/dataDevice/list', { bound: '1' }).data;
    expect(bound.length).toBeGreaterThan(20);
    expect(bound.every((d: { memberId: number | null; memberName: string }) => d.memberId && d.memberName)).toBe(true);
    expect(api.get('/dataDevice/list', { bound: '0' }).data.length).toBe(40 - bound.length);
    expect(api.get('/dataMember/list', { bound: '1' }).data.length).toBe(bound.length);
    const worried = api.get('/dataMember/list', { worryId: '1' }).data;
    expect(worried.length).toBeGreaterThan(0);
    expect(worried.every((m: { worryIds: number[] }) => m.worryIds.includes(1))).toBe(true);
    const neuro = api.get('/dataTrainingRecord/page', { type: '1', scoreMin: '80', pageSize: '1000' }).data.list;
    expect(neuro.every((r: { type: number; score: number }) => r.type === 1 && r.score >= 80)).toBe(true);
    expect(api.get('/sysCognitiveTraining/list', { type: '2' }).data.every((t: { type: number }) => t.type === 2)).toBe(
      true,
    );
  });

  it('training records are read only', () => {
    const res = api.post('/dataTrainingRecord/add', { userId: 1 });
    expect(res.statusCode).toBe(404);
  });

  it('refuses a required text of spaces or invisible characters only, on add and on edit, as the form does', () => {
    for (const name of ['   ', '\t \n', '\u200b', '\u2800 \u200b\ufeff', '\u00ad\ufe0f\u{e0041}\u0085']) {
      const added = api.post('/sysWorry/add', { name });
      expect(added.statusCode).toBe(400);
      expect(added.errors).toHaveProperty('name');
      const edited = api.post('/sysGrade/edit', { id: 1, name });
      expect(edited.statusCode).toBe(400);
      expect(edited.errors).toHaveProperty('name');
    }
    expect(backend.db.table('sysGrade').get(1)?.name).not.toBe('');
  });

  it("keeps a one-line field's text on one line, and a text area's lines as written", () => {
    const added = api.post('/sysWorry/add', { name: ' Line1\r\nLine2\tend ' });
    expect(added.data.name).toBe('Line1 Line2 end');
    const advice = backend.db.table('sysDietaryAdvice').all()[0];
    const edited = api.post('/sysDietaryAdvice/edit', { id: advice.id, content: 'First line\nSecond line' });
    expect(edited.data.content).toBe('First line\nSecond line');
  });

  it('refuses a score group whose minScore is above maxScore', () => {
    const res = api.post('/sysScoreGroup/edit', { id: 1, minScore: 50, maxScore: 40 });
    expect(res.statusCode).toBe(400);
    expect(res.errors).toHaveProperty('minScore');
    const band = api.post('/sysBand/add', { name: 'Gamma', minHz: 45, maxHz: 30 });
    expect(band.statusCode).toBe(400);
    expect(band.errors).toHaveProperty('minHz');
  });

  it('refuses overlapping score groups', () => {
    const res = api.post('/sysScoreGroup/add', { name: '中等', minScore: 55, maxScore: 65, color: '#1677ff' });
    expect(res.statusCode).toBe(400);
    // Both groups the range reaches into are named, lowest first.
    const met = (
      backend.db.table('sysScoreGroup').all() as unknown as { name: string; minScore: number; maxScore: number }[]
    )
      .filter((g) => g.minScore <= 65 && 55 <= g.maxScore)
      .sort((a, b) => a.minScore - b.minScore);
    expect(met).toHaveLength(2);
    expect(res.errors.minScore).toBe(
      `Overlaps score group ${met.map((g) => `"${g.name}" (${g.minScore} to ${g.maxScore})`).join(', ')}`,
    );
    const moved = api.post('/sysScoreGroup/edit', { id: 1, minScore: 0, maxScore: 50 });
    expect(moved.statusCode).toBe(200);
  });

  it('deletes the rows of several still there when one was deleted meanwhile; a lone row gone is 1002', () => {
    const [a, b, c] = ['Gone A', 'Gone B', 'Gone C'].map((name) => api.post('/sysWorry/add', { name }).data);
    expect(api.post('/sysWorry/delete', { id: b.id }).statusCode).toBe(200);
    expect(api.post('/sysWorry/delete', { ids: [a.id, b.id, c.id] }).statusCode).toBe(200);
    for (const row of [a, b, c]) expect(backend.db.table('sysWorry').get(row.id)).toBeUndefined();
    expect(api.post('/sysWorry/delete', { id: a.id }).statusCode).toBe(1002);
    expect(api.post('/sysWorry/delete', { ids: [a.id] }).statusCode).toBe(1002);
  });

  it("names the member of a row that holds a catalogue row by its number alone (a member's training cycle)", () => {
    // (Every band a cycle holds is refused; some are named by a rule first.)
    const bandIds = new Set(
      backend.db
        .table('dataMemberTrainingCycle')
        .all()
        .map((c) => c.bandId),
    );
    const refusals = [...bandIds].map((id) => api.post('/sysBand/delete', { id }));
    expect(refusals.every((r) => r.statusCode === 1002)).toBe(true);
    const byCycle = refusals.map((r) => String(r.errors)).filter((text) => text.includes('training cycle'));
    expect(byCycle.length).toBeGreaterThan(0);
    for (const text of byCycle)
      expect(text).toMatch(/^Cannot delete: still used by training cycle "\d+" of member "[^"]+"$/);
  });

  it('refuses to delete a referenced catalogue row', () => {
    const res = api.post('/sysGrade/delete', { id: 1 });
    expect(res.statusCode).toBe(1002);
    expect(res.errors).toMatch(/still used by/);
    expect(api.post('/sysWorry/delete', { id: 1 }).statusCode).toBe(1002);
    // Of several rows, the refusal names the one in use and says that none was deleted.
    const spare = api.post('/sysWorry/add', { name: 'Spare worry' }).data;
    const both = api.post('/sysWorry/delete', { ids: [spare.id, 1] });
    expect(both.statusCode).toBe(1002);
    const inUse = must(backend.db.table('sysWorry').get(1));
    expect(both.errors).toContain(`Nothing was deleted. "${inUse.name}": Cannot delete: still used by`);
    expect(backend.db.table('sysWorry').get(spare.id)).toBeDefined();
    // Diagnoses named only inside behaviour assessment items are protected too.
    const usedInItems = (backend.db.table('dataMemberBehaviorScore').all()[0].items as { diagnosisId: number }[])[0];
    expect(api.post('/sysBehaviorDiagnosis/delete', { id: usedInItems.diagnosisId }).statusCode).toBe(1002);
    // A member with records cannot be deleted.
    expect(api.post('/dataMember/delete', { id: 1 }).statusCode).toBe(1002);
    // An unused row can.
    const added = api.post('/sysAnimateBehaviorType/add', { name: '测试类型' });
    expect(api.post('/sysAnimateBehaviorType/delete', { id: added.data.id }).statusCode).toBe(200);
  });

  it('never binds a headband held by another member, nor a disabled one, from either side', () => {
    const devices = backend.db.table('dataDevice');
    const held = devices.all().find((d) => d.memberId != null) as NonNullable<ReturnType<typeof devices.get>>;
    const free = devices.all().filter((d) => d.memberId == null && d.status === 1);
    const [bare] = backend.db
      .table('dataMember')
      .all()
      .filter((m) => m.deviceId == null);
    const taken = api.post('/dataDevice/edit', { id: held.id, memberId: bare.id });
    expect(taken.statusCode).toBe(400);
    expect(taken.errors.memberId).toMatch(/^This device is bound to member ".+"; unbind it first$/);
    expect(devices.get(held.id)?.memberId).toBe(held.memberId);
    api.post('/dataDevice/changeStatus', { id: free[0].id, status: 0 });
    const disabled = api.post('/dataMember/edit', { id: bare.id, deviceId: free[0].id });
    expect(disabled.statusCode).toBe(400);
    expect(disabled.errors.deviceId).toBe(`Device ${free[0].sn} is disabled; enable it before binding it`);
    expect(api.post('/dataMember/edit', { id: bare.id, deviceId: free[1].id }).statusCode).toBe(200);
  });

  it('binds a device to at most one member and keeps both ends in step', () => {
    const devices = backend.db.table('dataDevice');
    const members = backend.db.table('dataMember');
    const boundDevice = must(devices.all().find((d) => d.memberId != null));
    const free = must(devices.all().find((d) => d.memberId == null && d.status === 1));
    const owner = boundDevice.memberId as number;

    // The owner already has a device.
    const refused = api.post('/dataDevice/edit', { id: free.id, memberId: owner });
    expect(refused.statusCode).toBe(400);
    expect(refused.errors).toHaveProperty('memberId');

    // Unbind, then bind the free device.
    expect(api.post('/dataDevice/edit', { id: boundDevice.id, memberId: null }).statusCode).toBe(200);
    expect(members.get(owner)?.deviceId).toBeNull();

    // A disabled device is not bound, and stays free; editing a disabled, bound one is fine.
    const disabled = must(devices.all().find((d) => d.memberId == null && d.status === 0));
    const refusedDisabled = api.post('/dataDevice/edit', { id: disabled.id, memberId: owner });
    expect(refusedDisabled.statusCode).toBe(400);
    expect(refusedDisabled.errors?.memberId).toContain(String(disabled.sn));
    expect(devices.get(disabled.id as number)?.memberId ?? null).toBeNull();
    const disabledBound = devices.all().find((d) => d.memberId != null && d.status === 0);
    if (disabledBound)
      expect(api.post('/dataDevice/edit', { id: disabledBound.id, remark: 'checked' }).statusCode).toBe(200);
    const bound = api.post('/dataDevice/edit', { id: free.id, memberId: owner });
    expect(bound.statusCode).toBe(200);
    expect(bound.data.memberName).toBe(members.get(owner)?.name);
    expect(members.get(owner)?.deviceId).toBe(free.id);

    // A new device bound to a member without one.
    const lonely = must(members.all().find((m) => m.deviceId == null));
    const added = api.post('/dataDevice/add', { sn: 'BH-2025-000001', model: 'BrainBand Pro', memberId: lonely.id });
    expect(added.statusCode).toBe(200);
    expect(members.get(lonely.id)?.deviceId).toBe(added.data.id);
    expect(api.get('/dataMember/detail', { id: String(lonely.id) }).data.deviceSn).toBe('BH-2025-000001');

    // Duplicate sn.
    const dup = api.post('/dataDevice/add', { sn: 'bh-2025-000001', model: 'BrainBand Pro' });
    expect(dup.statusCode).toBe(400);
    expect(dup.errors).toHaveProperty('sn');

    // Binding from the member side moves the device's memberId.
    const other = must(devices.all().find((d) => d.memberId == null && d.status === 1));
    expect(api.post('/dataMember/edit', { id: lonely.id, deviceId: other.id }).statusCode).toBe(200);
    expect(devices.get(other.id)?.memberId).toBe(lonely.id);
    expect(devices.get(added.data.id)?.memberId).toBeNull();

    // A bound device cannot be deleted.
    expect(api.post('/dataDevice/delete', { id: other.id }).statusCode).toBe(1002);
    // Level 2 cannot write.
    const operator = signIn(backend, 'operator', 'Operator@123');
    expect(operator.post('/dataDevice/edit', { id: other.id, memberId: null }).statusCode).toBe(403);
  });

  it('refuses training cycles that overlap or run backwards', () => {
    const cycles = backend.db
      .table('dataMemberTrainingCycle')
      .all()
      .filter((c) => c.userId === 3);
    const first = cycles[0];
    const base = { userId: 3, plannedSessions: 12, state: 1, cognitiveTrainingIds: [] };

    const overlap = api.post('/dataMemberTrainingCycle/add', {
      ...base,
      cycleNo: 99,
      startDate: first.startDate,
      endDate: first.endDate,
    });
    expect(overlap.statusCode).toBe(400);
    // A cycle has no name but its number: the message calls it by it, as Home does, with its dates.
    expect(overlap.errors.startDate).toBe(`Overlaps cycle ${first.cycleNo} (${first.startDate} to ${first.endDate})`);

    const backwards = api.post('/dataMemberTrainingCycle/add', {
      ...base,
      cycleNo: 99,
      startDate: '2030-02-01',
      endDate: '2030-01-01',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.errors).toHaveProperty('startDate');

    // Other members' cycles do not count; free dates are fine.
    const otherMember = api.post('/dataMemberTrainingCycle/add', {
      ...base,
      userId: 4,
      cycleNo: 99,
      startDate: '2030-01-01',
      endDate: '2030-02-01',
    });
    expect(otherMember.statusCode).toBe(200);
    const later = api.post('/dataMemberTrainingCycle/add', {
      ...base,
      cycleNo: 99,
      startDate: '2030-01-01',
      endDate: '2030-02-01',
    });
    expect(later.statusCode).toBe(200);
    expect(later.data.memberName).toBe(backend.db.table('dataMember').get(3)?.name);
  });

  it('computes assessment totals and score groups on write', () => {
    const res = api.post('/dataMemberScore/add', {
      userId: 5,
      assessTime: '2026-01-01T02:00:00.000Z',
      attention: 90,
      memory: 80,
      reaction: 85,
      reasoning: 95,
      spatial: 100,
    });
    expect(res.statusCode).toBe(200);
    expect(res.data.total).toBe(90);
    expect(res.data.scoreGroupName).toBe('优秀');

    const diag = backend.db.table('sysBehaviorDiagnosis').all()[0];
    const over = api.post('/dataMemberBehaviorScore/add', {
      userId: 5,
      assessTime: '2026-01-01T02:00:00.000Z',
      items: [{ diagnosisId: diag.id, score: (diag.maxScore as number) + 1 }],
    });
    expect(over.statusCode).toBe(400);
    expect(over.errors).toHaveProperty('items');
    const okay = api.post('/dataMemberBehaviorScore/add', {
      userId: 5,
      assessTime: '2026-01-01T02:00:00.000Z',
      items: [{ diagnosisId: diag.id, score: diag.maxScore }],
      assessor: '张老师',
    });
    expect(okay.statusCode).toBe(200);
    expect(okay.data.totalScore).toBe(100);
  });

  it('keeps cognitive rules on trainings of their own type', () => {
    const type2 = must(
      backend.db
        .table('sysCognitiveTraining')
        .all()
        .find((t) => t.type === 2),
    );
    const res = api.post('/sysCognitiveTrainingRule/add', {
      type: 1,
      name: '混合规则',
      scoreGroupId: 1,
      ability: 'attention',
      trainingIds: [type2.id],
      sessionsPerCycle: 10,
      priority: 1,
    });
    expect(res.statusCode).toBe(400);
    expect(res.errors).toHaveProperty('trainingIds');
  });
});
