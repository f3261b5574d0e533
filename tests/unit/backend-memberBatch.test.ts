/**
 * The mock backend's calls that write many members (docs/api.md): POST /dataMember/import (all
 * rows or none, one audit entry with the file name and the counts) and POST /dataMember/bulk
 * (each member changed or refused on its own, one audit entry with before → after per member),
 * both level 1's only; and the saved views (/savedView/*), every level's own.
 */
import { type Backend, createBackend } from '../../mock/backend';
import type { AuditEntry } from '../../src/schema/auditLog';
import { type Loose, signIn, signInAs } from './backendSession';

const entriesOf = (backend: Backend) => backend.db.table('auditLog').all() as unknown as AuditEntry[];

function recorded(backend: Backend, act: () => void): AuditEntry[] {
  const seen = new Set(entriesOf(backend).map((e) => e.id));
  act();
  return entriesOf(backend).filter((e) => !seen.has(e.id));
}

const member = (over: Record<string, unknown> = {}) => ({
  name: '测试甲',
  gender: 1,
  birthday: '2017-05-06',
  gradeId: 1,
  guardianName: '测试乙',
  guardianPhone: '13912345670',
  worryIds: [1],
  deviceId: null,
  ...over,
});

describe('POST /dataMember/import', () => {
  let backend: Backend;
  let admin: ReturnType<typeof signIn>;
  beforeEach(() => {
    backend = createBackend();
    admin = signIn(backend);
  });
  const freeDevice = () =>
    backend.db
      .table('dataDevice')
      .all()
      .find((d) => d.memberId == null && d.status === 1) as Loose;

  it('adds every row, binds their devices, and records one entry with the file name and the counts', () => {
    const before = backend.db.table('dataMember').size;
    const device = freeDevice();
    let answer: Loose;
    const entries = recorded(backend, () => {
      answer = admin.post('/dataMember/import', {
        fileName: 'spring.csv',
        skipped: 3,
        rows: [
          { row: 2, ...member() },
          { row: 3, ...member({ name: '测试丙', guardianPhone: '13912345671', deviceId: device.id }) },
        ],
      });
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.data.added).toBe(2);
    expect(backend.db.table('dataMember').size).toBe(before + 2);
    const [, second] = answer.data.ids;
    expect(backend.db.table('dataMember').get(second)?.deviceId).toBe(device.id);
    expect(backend.db.table('dataDevice').get(device.id)?.memberId).toBe(second);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'import', resource: 'dataMember', rowName: 'spring.csv', rowId: null });
    expect(entries[0].changes).toEqual([
      { field: 'importFile', after: 'spring.csv' },
      { field: 'importAdded', after: 2 },
      { field: 'importSkipped', after: 3 },
    ]);
  });

  it('saves nothing when one row is refused, and says why, row by row', () => {
    const before = backend.db.table('dataMember').size;
    const taken = backend.db
      .table('dataDevice')
      .all()
      .find((d) => d.memberId != null) as Loose;
    const existing = backend.db.table('dataMember').get(1) as Loose;
    let answer: Loose;
    const entries = recorded(backend, () => {
      answer = admin.post('/dataMember/import', {
        fileName: 'bad.csv',
        rows: [
          { row: 2, ...member() },
          { row: 3, ...member({ name: '', gradeId: 999 }) },
          { row: 4, ...member({ deviceId: taken.id, name: '测试丁' }) },
          {
            row: 5,
            ...member({ name: existing.name, birthday: existing.birthday, guardianPhone: existing.guardianPhone }),
          },
          { row: 6, ...member() },
          { row: 7, ...member({ name: '测试戊', birthday: '2999-01-01', guardianPhone: '123' }) },
        ],
      });
    });
    expect(answer.statusCode).toBe(400);
    expect(Object.keys(answer.errors).sort()).toEqual(
      [
        'rows.3.name',
        'rows.3.gradeId',
        'rows.4.deviceId',
        'rows.5.name',
        'rows.6.name',
        'rows.7.birthday',
        'rows.7.guardianPhone',
      ].sort(),
    );
    expect(answer.errors['rows.4.deviceId']).toMatch(/already bound/);
    expect(answer.errors['rows.6.name']).toMatch(/row 2/);
    expect(backend.db.table('dataMember').size).toBe(before);
    expect(entries).toEqual([]);
  });

  it('names every reason a row is refused, a member that exists and a device bound, not the first only', () => {
    const taken = backend.db
      .table('dataDevice')
      .all()
      .find((d) => d.memberId != null) as Loose;
    const existing = backend.db.table('dataMember').get(1) as Loose;
    const twin = { name: existing.name, birthday: existing.birthday, guardianPhone: existing.guardianPhone };
    const answer = admin.post('/dataMember/import', {
      fileName: 'twice.csv',
      skipped: 0,
      rows: [{ row: 2, ...member({ ...twin, deviceId: taken.id }) }],
    });
    expect(answer.statusCode).toBe(400);
    expect(Object.keys(answer.errors).sort()).toEqual(['rows.2.deviceId', 'rows.2.name']);
  });

  it('refuses a row naming a disabled grade or parent concern, at its cell, in the reader’s language', () => {
    const before = backend.db.table('dataMember').size;
    expect(admin.post('/sysGrade/changeStatus', { id: 2, status: 0 }).statusCode).toBe(200);
    const grade = backend.db.table('sysGrade').get(2) as Loose;
    const off = backend.db
      .table('sysWorry')
      .all()
      .find((w) => w.status === 0) as Loose;
    const rows = [
      { row: 2, ...member({ gradeId: grade.id }) },
      { row: 3, ...member({ name: '测试丙', worryIds: [1, off.id] }) },
    ];
    const answer = admin.post('/dataMember/import', { fileName: 'off.csv', rows });
    expect(answer.statusCode).toBe(400);
    expect(answer.errors).toEqual({
      'rows.2.gradeId': `Grade "${grade.name}" is disabled; choose an enabled one`,
      'rows.3.worryIds': `Parent concern "${off.name}" is disabled; choose an enabled one`,
    });
    const zh = signIn(backend, 'admin', 'Admin@123', { 'accept-language': 'zh-CN' });
    expect(zh.post('/dataMember/import', { fileName: 'off.csv', rows }).errors['rows.2.gradeId']).toBe(
      `年级“${grade.name}”已停用，请选择启用的年级`,
    );
    expect(backend.db.table('dataMember').size).toBe(before);
  });

  it('levels 2 and 3 get 403, and nothing is saved', () => {
    const before = backend.db.table('dataMember').size;
    for (const who of ['operator', 'viewer'] as const) {
      const res = signInAs(backend, who).call(
        'POST',
        '/dataMember/import',
        {},
        { fileName: 'x.csv', rows: [member()] },
      );
      expect(res.status).toBe(403);
    }
    expect(backend.db.table('dataMember').size).toBe(before);
  });

  it('refuses an empty batch', () => {
    expect(admin.post('/dataMember/import', { fileName: 'x.csv', rows: [] }).statusCode).toBe(400);
  });
});

describe('POST /dataMember/bulk', () => {
  let backend: Backend;
  let admin: ReturnType<typeof signIn>;
  beforeEach(() => {
    backend = createBackend();
    admin = signIn(backend);
  });
  const row = (id: number) => backend.db.table('dataMember').get(id) as Loose;

  it('sets the grade of the selected members, in one audit entry listing each before → after', () => {
    const ids = [1, 2, 3].filter((id) => row(id).gradeId !== 2);
    let answer: Loose;
    const entries = recorded(backend, () => {
      answer = admin.post('/dataMember/bulk', { ids, change: { kind: 'grade', gradeId: 2 } });
    });
    expect(answer.data).toEqual({ total: ids.length, changed: ids.length, refused: [] });
    for (const id of ids) expect(row(id).gradeId).toBe(2);
    expect(entries).toHaveLength(1);
    expect(entries[0].action).toBe('bulkEdit');
    expect(entries[0].changes.map((c) => [c.rowId, c.field, c.after])).toEqual(ids.map((id) => [id, 'gradeId', 2]));
    expect(entries[0].changes[0].before).not.toBe(2);
  });

  it("shows in each member's history (resource and rowId) with that member's changes only, as does the import that added it", () => {
    const added = admin.post('/dataMember/import', { fileName: 'autumn.csv', rows: [{ row: 2, ...member() }] }).data
      .ids as number[];
    const ids = [...added, 1, 2].filter((id) => row(id).status === 1);
    admin.post('/dataMember/bulk', { ids, change: { kind: 'status', status: 0 } });
    const history = (id: number) =>
      admin.get('/auditLog/page', { resource: 'dataMember', rowId: String(id), pageSize: '50' }).data
        .list as AuditEntry[];
    const [bulk, imported] = history(added[0]);
    expect(bulk).toMatchObject({ action: 'bulkEdit', rowId: null, changeCount: 1 });
    expect(bulk.changes).toEqual([expect.objectContaining({ rowId: added[0], field: 'status', before: 1, after: 0 })]);
    expect(imported).toMatchObject({ action: 'import', rowName: 'autumn.csv', changeCount: 3 });
    expect(imported.changes.map((c) => c.field)).toEqual(['importFile', 'importAdded', 'importSkipped']);
    // Another member's history has the bulk change with its own change, and not the import.
    const other = history(ids[1]);
    expect(other.filter((e) => e.action === 'import')).toEqual([]);
    expect(other[0].changes.map((c) => c.rowId)).toEqual([ids[1]]);
    // The log itself still answers the bulk change whole, and no answer lists the rows it wrote.
    const log = admin.get('/auditLog/page', { action: 'bulkEdit' }).data.list as AuditEntry[];
    expect(log[0].changeCount).toBe(ids.length);
    expect(log[0]).not.toHaveProperty('rowIds');
    expect(admin.get('/auditLog/detail', { id: String(bulk.id) }).data).not.toHaveProperty('rowIds');
  });

  it('changes every member the filters select, on every page', () => {
    const filtered = backend.db
      .table('dataMember')
      .all()
      .filter((m) => m.gradeId === 3);
    const answer = admin.post('/dataMember/bulk', {
      filters: { gradeId: '3', current: 2, pageSize: 10 },
      change: { kind: 'status', status: 0 },
    });
    expect(answer.data.total).toBe(filtered.length);
    for (const m of filtered) expect(row(m.id).status).toBe(0);
  });

  it('adds and removes parent concerns without touching the others', () => {
    const id = 4;
    const had = row(id).worryIds as number[];
    admin.post('/dataMember/bulk', { ids: [id], change: { kind: 'addWorries', worryIds: [7] } });
    expect(row(id).worryIds).toEqual([...new Set([...had, 7])].sort((a, b) => a - b));
    admin.post('/dataMember/bulk', { ids: [id], change: { kind: 'removeWorries', worryIds: [7] } });
    expect(row(id).worryIds).toEqual(had.filter((w) => w !== 7));
  });

  it('binds devices one per member and refuses, by name and reason, a device already bound', () => {
    const devices = backend.db.table('dataDevice').all();
    const free = devices.filter((d) => d.memberId == null && d.status === 1);
    const bound = devices.find((d) => d.memberId != null) as Loose;
    const members = backend.db
      .table('dataMember')
      .all()
      .filter((m) => m.deviceId == null)
      .slice(0, 2);
    const answer = admin.post('/dataMember/bulk', {
      ids: members.map((m) => m.id),
      change: { kind: 'bind', devices: { [members[0].id]: free[0].id, [members[1].id]: bound.id } },
    });
    expect(answer.data.changed).toBe(1);
    expect(answer.data.refused).toEqual([
      { id: members[1].id, name: members[1].name, reason: expect.stringMatching(/already bound/) },
    ]);
    expect(row(members[0].id).deviceId).toBe(free[0].id);
    expect(backend.db.table('dataDevice').get(free[0].id)?.memberId).toBe(members[0].id);
    // Unbinding frees both ends.
    admin.post('/dataMember/bulk', { ids: [members[0].id], change: { kind: 'unbind' } });
    expect(row(members[0].id).deviceId).toBeNull();
    expect(backend.db.table('dataDevice').get(free[0].id)?.memberId).toBeNull();
  });

  it('names why a member of a binding is refused: a device of their own, or none given; more than 20 is refused whole', () => {
    const holder = backend.db
      .table('dataMember')
      .all()
      .find((m) => m.deviceId != null) as Loose;
    const none = backend.db
      .table('dataMember')
      .all()
      .find((m) => m.deviceId == null) as Loose;
    const sn = backend.db.table('dataDevice').get(holder.deviceId)?.sn;
    const answer = admin.post('/dataMember/bulk', { ids: [holder.id, none.id], change: { kind: 'bind', devices: {} } });
    expect(answer.data.refused.map((r: Loose) => [r.id, r.reason])).toEqual([
      [holder.id, `Already has device ${sn}; unbind it first`],
      [none.id, 'No device chosen for this member'],
    ]);
    const ids = backend.db
      .table('dataMember')
      .all()
      .slice(0, 21)
      .map((m) => m.id);
    const tooMany = admin.post('/dataMember/bulk', { ids, change: { kind: 'bind', devices: {} } });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.errors.ids).toBe('Devices can be bound to at most 20 members at once');
  });

  it('changes nothing when the filters select another number of members than the user was shown', () => {
    const filtered = backend.db
      .table('dataMember')
      .all()
      .filter((m) => m.gradeId === 3);
    const before = filtered.map((m) => m.status);
    const change = { kind: 'status', status: 0 };
    const stale = admin.post('/dataMember/bulk', { filters: { gradeId: '3' }, expect: filtered.length - 1, change });
    expect(stale.data).toEqual({ total: filtered.length, changed: 0, refused: [] });
    expect(filtered.map((m) => row(m.id).status)).toEqual(before);
    const fresh = admin.post('/dataMember/bulk', { filters: { gradeId: '3' }, expect: filtered.length, change });
    expect(fresh.data.total).toBe(filtered.length);
    for (const m of filtered) expect(row(m.id).status).toBe(0);
  });

  it('refuses, member by member, a grade or a parent concern disabled: taken anew, not where it is held', () => {
    const zh = signIn(backend, 'admin', 'Admin@123', { 'accept-language': 'zh-CN' });
    const grade = backend.db.table('sysGrade').get(2) as Loose;
    const holder = backend.db
      .table('dataMember')
      .all()
      .find((m) => m.gradeId === grade.id) as Loose;
    const other = backend.db
      .table('dataMember')
      .all()
      .find((m) => m.gradeId !== grade.id) as Loose;
    expect(admin.post('/sysGrade/changeStatus', { id: grade.id, status: 0 }).statusCode).toBe(200);
    let answer: Loose;
    const entries = recorded(backend, () => {
      answer = admin.post('/dataMember/bulk', { ids: [other.id, holder.id], change: { kind: 'grade', gradeId: 2 } });
    });
    expect(answer.data).toEqual({
      total: 2,
      changed: 0,
      refused: [{ id: other.id, name: other.name, reason: `Grade "${grade.name}" is disabled` }],
    });
    expect(row(other.id).gradeId).toBe(other.gradeId);
    expect(entries).toEqual([]);
    expect(
      zh.post('/dataMember/bulk', { ids: [other.id], change: { kind: 'grade', gradeId: 2 } }).data.refused,
    ).toEqual([{ id: other.id, name: other.name, reason: `年级“${grade.name}”已停用` }]);

    // A concern disabled (the demo has one): refused to a member without it, no change to one who has it.
    const off = backend.db
      .table('sysWorry')
      .all()
      .find((w) => w.status === 0) as Loose;
    const on = backend.db
      .table('sysWorry')
      .all()
      .find((w) => w.status === 1) as Loose;
    const lacking = backend.db
      .table('dataMember')
      .all()
      .find((m) => !(m.worryIds as number[]).includes(off.id) && !(m.worryIds as number[]).includes(on.id)) as Loose;
    const added = admin.post('/dataMember/bulk', {
      ids: [lacking.id],
      change: { kind: 'addWorries', worryIds: [on.id, off.id] },
    });
    expect(added.data.refused).toEqual([
      { id: lacking.id, name: lacking.name, reason: `Parent concern "${off.name}" is disabled` },
    ]);
    expect(row(lacking.id).worryIds).toEqual(lacking.worryIds);
    backend.db.table('dataMember').update(lacking.id, { worryIds: [off.id] }, new Date().toISOString());
    const kept = admin.post('/dataMember/bulk', {
      ids: [lacking.id],
      change: { kind: 'addWorries', worryIds: [on.id, off.id] },
    });
    expect(kept.data).toMatchObject({ changed: 1, refused: [] });
    expect(row(lacking.id).worryIds).toEqual([on.id, off.id].sort((a, b) => a - b));
    // Removing it is no new reference.
    const removed = admin.post('/dataMember/bulk', {
      ids: [lacking.id],
      change: { kind: 'removeWorries', worryIds: [off.id] },
    });
    expect(removed.data).toMatchObject({ changed: 1, refused: [] });
  });

  it('refuses an unknown grade, an unknown change and levels 2 and 3', () => {
    expect(admin.post('/dataMember/bulk', { ids: [1], change: { kind: 'grade', gradeId: 999 } }).statusCode).toBe(400);
    expect(admin.post('/dataMember/bulk', { ids: [1], change: { kind: 'nope' } }).statusCode).toBe(400);
    for (const who of ['operator', 'viewer'] as const)
      expect(
        signInAs(backend, who).call('POST', '/dataMember/bulk', {}, { ids: [1], change: { kind: 'unbind' } }).status,
      ).toBe(403);
  });
});

describe('/savedView/*', () => {
  let backend: Backend;
  beforeEach(() => {
    backend = createBackend();
  });
  const view = (over: Record<string, unknown> = {}) => ({
    list: '/member',
    name: 'Grade 1 girls',
    query: 'current=1&pageSize=10&gradeId=2',
    columns: { guardianPhone: { show: false } },
    isDefault: false,
    ...over,
  });

  it('every level keeps its own views, which nobody else sees or changes', () => {
    const viewer = signInAs(backend, 'viewer');
    const operator = signInAs(backend, 'operator');
    const saved = viewer.post('/savedView/add', view());
    expect(saved.statusCode).toBe(200);
    expect(saved.data).toMatchObject({ name: 'Grade 1 girls', query: 'current=1&pageSize=10&gradeId=2' });
    expect(viewer.get('/savedView/list', { list: '/member' }).data).toHaveLength(1);
    expect(operator.get('/savedView/list', { list: '/member' }).data).toEqual([]);
    expect(operator.post('/savedView/edit', { id: saved.data.id, name: 'x' }).statusCode).toBe(1002);
    expect(operator.post('/savedView/delete', { id: saved.data.id }).statusCode).toBe(1002);
    expect(operator.post('/savedView/add', view()).statusCode).toBe(200);
  });

  it('one default per list; renaming, unique names per list, deleting', () => {
    const admin = signIn(backend);
    const a = admin.post('/savedView/add', view({ name: 'A', isDefault: true })).data;
    const b = admin.post('/savedView/add', view({ name: 'B', isDefault: true })).data;
    admin.post('/savedView/add', view({ name: 'A', list: '/device' }));
    const list = () => admin.get('/savedView/list', { list: '/member' }).data as Loose[];
    expect(list().map((v) => [v.name, v.isDefault])).toEqual([
      ['A', false],
      ['B', true],
    ]);
    expect(admin.post('/savedView/add', view({ name: 'a' })).errors.name).toMatch(/already/);
    expect(admin.post('/savedView/edit', { id: b.id, name: 'A' }).statusCode).toBe(400);
    expect(admin.post('/savedView/edit', { id: a.id, name: 'C', isDefault: true }).data.name).toBe('C');
    expect(list().map((v) => [v.name, v.isDefault])).toEqual([
      ['B', false],
      ['C', true],
    ]);
    expect(admin.post('/savedView/delete', { id: a.id }).statusCode).toBe(200);
    expect(list().map((v) => v.name)).toEqual(['B']);
  });

  it('checks the name, the list and the columns, and answers 401 without a session', () => {
    const admin = signIn(backend);
    expect(
      Object.keys(admin.post('/savedView/add', view({ name: ' ', list: 'member', columns: [1] })).errors).sort(),
    ).toEqual(['columns', 'list', 'name']);
    expect(
      backend.handle({ method: 'GET', path: '/savedView/list', query: {}, body: undefined, headers: {} }).status,
    ).toBe(401);
  });
});
