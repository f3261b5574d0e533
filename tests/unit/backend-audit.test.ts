/**
 * The mock backend's audit log (docs/product-rules.md, audit log): one entry per write and per
 * sign-in, failed sign-in and sign-out, with the right before / after; never a password or a
 * token; no call changes or removes an entry; level 1 reads it, levels 2 and 3 get 403.
 */
import { type Backend, createBackend } from '../../mock/backend';
import type { AuditEntry } from '../../src/schema/auditLog';
import { type Body, type Loose, login, signIn } from './backendSession';

const entriesOf = (backend: Backend) => backend.db.table('auditLog').all() as unknown as AuditEntry[];

/** The entries `act` adds to the log. */
function recorded(backend: Backend, act: () => void): AuditEntry[] {
  const seen = new Set(entriesOf(backend).map((e) => e.id));
  act();
  return entriesOf(backend).filter((e) => !seen.has(e.id));
}

describe('mock backend audit log', () => {
  let backend: Backend;
  let admin: ReturnType<typeof signIn>;

  beforeEach(() => {
    backend = createBackend();
    admin = signIn(backend);
  });

  it('starts with weeks of history by the demo accounts, failed sign-ins included, the same on every start', () => {
    const seeded = entriesOf(createBackend());
    expect(seeded.length).toBeGreaterThan(40);
    const days = (Date.parse(seeded[seeded.length - 1].time) - Date.parse(seeded[0].time)) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(14);
    for (const who of ['admin', 'operator', 'viewer'])
      expect(seeded.some((e) => e.actor.account === who && e.action === 'signIn')).toBe(true);
    expect(seeded.filter((e) => e.action === 'signInFailed').length).toBeGreaterThanOrEqual(2);
    expect(seeded.some((e) => e.action === 'edit')).toBe(true);
    expect(JSON.stringify(entriesOf(createBackend()))).toBe(JSON.stringify(seeded));
    // Each account's last sign-in in the log is its lastLoginTime.
    const fresh = createBackend();
    for (const a of fresh.db.table('dataAccountInfo').all()) {
      const last = entriesOf(fresh)
        .filter((e) => e.actor.id === a.id && e.action === 'signIn')
        .pop();
      expect(last?.time).toBe(a.lastLoginTime);
    }
  });

  it('records an add, an edit (changed fields only), a status change and each row of a bulk delete once', () => {
    let id = 0;
    const [added, ...moreAdds] = recorded(backend, () => {
      id = admin.post('/sysWorry/add', { name: 'Test worry', description: 'first text', sort: 50 }).data.id;
    });
    expect(moreAdds).toEqual([]);
    expect(added).toMatchObject({ resource: 'sysWorry', rowId: id, rowName: 'Test worry', action: 'add' });
    expect(added.actor).toEqual({ id: 1, account: 'admin', name: '系统管理员', level: 1 });
    expect(added.changes).toEqual(
      expect.arrayContaining([
        { field: 'name', after: 'Test worry' },
        { field: 'description', after: 'first text' },
        { field: 'status', after: 1 },
      ]),
    );
    expect(added.changes.some((c) => 'before' in c)).toBe(false);

    const edits = recorded(backend, () =>
      admin.post('/sysWorry/edit', { id, name: 'Test worry', description: 'second text', sort: 50 }),
    );
    expect(edits).toHaveLength(1);
    expect(edits[0]).toMatchObject({ action: 'edit', rowId: id });
    expect(edits[0].changes).toEqual([{ field: 'description', before: 'first text', after: 'second text' }]);
    // Saved as it was (spaces around a name are not saved): nothing written, nothing recorded.
    expect(
      recorded(backend, () =>
        admin.post('/sysWorry/edit', { id, name: ' Test worry ', description: 'second text', sort: 50 }),
      ),
    ).toEqual([]);

    const status = recorded(backend, () => admin.post('/sysWorry/changeStatus', { id, status: 0 }));
    expect(status).toHaveLength(1);
    expect(status[0]).toMatchObject({ action: 'changeStatus', rowId: id });
    expect(status[0].changes).toEqual([{ field: 'status', before: 1, after: 0 }]);

    const other = admin.post('/sysWorry/add', { name: 'Other worry', sort: 51 }).data.id;
    const deletes = recorded(backend, () => admin.post('/sysWorry/delete', { ids: [id, other] }));
    expect(deletes.map((e) => [e.action, e.rowId, e.rowName])).toEqual([
      ['delete', id, 'Test worry'],
      ['delete', other, 'Other worry'],
    ]);
    expect(deletes[0].changes).toEqual(
      expect.arrayContaining([
        { field: 'name', before: 'Test worry' },
        { field: 'description', before: 'second text' },
        { field: 'status', before: 0 },
      ]),
    );
  });

  it("records the demo's new members as an add through the API records one: what was written, not what the server sets", () => {
    const seededAdds = entriesOf(backend).filter((e) => e.resource === 'dataMember' && e.action === 'add');
    expect(seededAdds.length).toBeGreaterThan(0);
    const gradeId = admin.get('/sysGrade/list').data[2].id;
    const [real] = recorded(backend, () =>
      admin.post('/dataMember/add', {
        name: 'Audit check',
        gender: 1,
        birthday: '2016-05-01',
        gradeId,
        guardianName: 'Guardian',
        guardianPhone: '13900009999',
        worryIds: [],
      }),
    );
    const written = new Set(real.changes.map((c) => c.field));
    for (const entry of seededAdds)
      expect(entry.changes.map((c) => c.field).filter((f) => !written.has(f))).toEqual([]);
  });

  it('records nothing for a refused or failed write', () => {
    const operator = signIn(backend, 'operator', 'Operator@123');
    const none = recorded(backend, () => {
      expect(operator.call('POST', '/sysWorry/add', {}, { name: 'Nope' }).status).toBe(403);
      expect(admin.post('/sysWorry/add', { name: '' }).statusCode).toBe(400);
      expect(admin.post('/sysWorry/edit', { id: 99999, name: 'x' }).statusCode).toBe(1002);
      expect(admin.post('/changePassword', { oldPassword: 'wrong', newPassword: 'Another1234' }).statusCode).toBe(1004);
      // The same password again is no change: refused at its field, as the form refuses it.
      expect(admin.post('/changePassword', { oldPassword: 'Admin@123', newPassword: 'Admin@123' }).errors).toEqual({
        newPassword: 'The new password must differ from the current one',
      });
    });
    expect(none).toEqual([]);
  });

  it('names an assessment by its member and its time to the minute, as the lists show times', () => {
    const member = backend.db.table('dataMember').get(12);
    const assessTime = new Date(2026, 10, 20, 9, 5).toISOString(); // 20 Nov 2026, 09:05 on this clock
    const scores = { attention: 40, memory: 50, reaction: 60, reasoning: 70, spatial: 65 };
    const [added] = recorded(backend, () => admin.post('/dataMemberScore/add', { userId: 12, assessTime, ...scores }));
    expect(added).toMatchObject({
      resource: 'dataMemberScore',
      action: 'add',
      rowName: `${member?.name} 2026-11-20 09:05`,
    });
  });

  it("records a deleted training record's member once, by its reference, not its stored copy of the name", () => {
    const record = backend.db.table('dataTrainingRecord').all()[0];
    const [deleted] = recorded(backend, () => admin.post('/dataTrainingRecord/delete', { id: record.id }));
    const fields = deleted.changes.map((c) => c.field);
    expect(fields).toContain('userId');
    expect(fields).not.toContain('memberName');
  });

  it("records a device's bind and unbind (from either side) and a rule's reorder", () => {
    const device = backend.db
      .table('dataDevice')
      .all()
      .find((d) => d.memberId == null && d.status === 1);
    const member = backend.db
      .table('dataMember')
      .all()
      .find((m) => m.deviceId == null && m.status === 1);
    if (!device || !member) throw new Error('demo data has a free device and a member without one');

    const bind = recorded(backend, () => admin.post('/dataDevice/edit', { id: device.id, memberId: member.id }));
    expect(bind).toHaveLength(1);
    expect(bind[0]).toMatchObject({ resource: 'dataDevice', rowId: device.id, rowName: device.sn, action: 'bind' });
    expect(bind[0].changes).toEqual([{ field: 'memberId', before: null, after: member.id }]);
    // Read back, the reference also comes by name; the recorded value stays the id.
    const [shown] = admin.get('/auditLog/page', { rowId: String(device.id), resource: 'dataDevice' }).data.list;
    expect(shown.changes).toEqual([{ field: 'memberId', before: null, after: member.id, afterText: member.name }]);

    const unbind = recorded(backend, () => admin.post('/dataDevice/edit', { id: device.id, memberId: null }));
    expect(unbind.map((e) => e.action)).toEqual(['unbind']);
    expect(unbind[0].changes).toEqual([{ field: 'memberId', before: member.id, after: null }]);

    const fromMember = recorded(backend, () => admin.post('/dataMember/edit', { id: member.id, deviceId: device.id }));
    expect(fromMember.map((e) => [e.resource, e.action, e.rowId])).toEqual([['dataMember', 'bind', member.id]]);

    // A full edit that changes more than the binding stays an edit.
    const full = recorded(backend, () =>
      admin.post('/dataDevice/edit', { id: device.id, memberId: null, remark: 'back to the pool' }),
    );
    expect(full.map((e) => e.action)).toEqual(['edit']);
    expect(full[0].changes.map((c) => c.field).sort()).toEqual(['memberId', 'remark']);

    // A rule's move is one call that swaps two priorities, among the rules of its type: an entry
    // for each rule, so the neighbour's history shows its change too.
    const ofType = (type: unknown) =>
      (admin.get('/sysCognitiveTrainingRule/list', { type: String(type) }).data as Loose[]).map((r) => [
        r.id,
        r.priority,
      ]);
    const [top, second] = admin.get('/sysCognitiveTrainingRule/list', { type: '1' }).data as Loose[];
    const others = ofType(2);
    let answer: Body | undefined;
    const moved = recorded(backend, () => {
      answer = admin.post('/sysCognitiveTrainingRule/reorder', { id: second.id, direction: 'up' });
    });
    expect(answer?.data).toMatchObject({ id: second.id, priority: top.priority, moved: true });
    const reorderOf = (rule: Loose, after: unknown) =>
      expect.objectContaining({
        action: 'reorder',
        rowId: rule.id,
        rowName: rule.name,
        changes: [{ field: 'priority', before: rule.priority, after }],
      });
    expect(moved).toHaveLength(2);
    expect(moved).toEqual(expect.arrayContaining([reorderOf(second, top.priority), reorderOf(top, second.priority)]));
    // Each rule's history (its rows of the log, newest first) starts with its own entry.
    for (const [rule, after] of [
      [second, top.priority],
      [top, second.priority],
    ]) {
      const query = { resource: 'sysCognitiveTrainingRule', rowId: String(rule.id) };
      expect(admin.get('/auditLog/page', query).data.list[0]).toEqual(reorderOf(rule, after));
    }
    expect(ofType(1).slice(0, 2)).toEqual([
      [second.id, top.priority],
      [top.id, second.priority],
    ]);
    expect(ofType(2)).toEqual(others);
    // Already first: nothing moves, nothing is recorded.
    const stay = recorded(backend, () => {
      answer = admin.post('/sysCognitiveTrainingRule/reorder', { id: second.id, direction: 'up' });
    });
    expect(answer?.data).toMatchObject({ moved: false });
    expect(stay).toEqual([]);
    // Nudged past a neighbour of the same priority (the first rule's, given back to the second),
    // the rule alone changes: one entry.
    admin.post('/sysCognitiveTrainingRule/edit', { id: top.id, priority: top.priority });
    const nudged = recorded(backend, () =>
      admin.post('/sysCognitiveTrainingRule/reorder', { id: top.id, direction: 'up' }),
    );
    expect(nudged).toEqual([reorderOf(top, top.priority + 1)]);
    // Below level 1 the call is refused like any write.
    const operator = signIn(backend, 'operator', 'Operator@123');
    expect(operator.call('POST', '/sysCognitiveTrainingRule/reorder', {}, { id: top.id, direction: 'up' }).status).toBe(
      403,
    );
  });

  it('records the personal profile update, the password change and each sign-in, failed sign-in and sign-out', () => {
    const profile = recorded(backend, () =>
      admin.post('/updateLoginAccount', { name: 'Chief', phone: '13800000001', email: 'admin@example.com' }),
    );
    expect(profile).toHaveLength(1);
    expect(profile[0]).toMatchObject({ resource: 'dataAccountInfo', rowId: 1, action: 'profile' });
    expect(profile[0].changes).toEqual([{ field: 'name', before: '系统管理员', after: 'Chief' }]);
    // Who made it, as they were then: not under the name the change gave them.
    expect(profile[0].actor).toMatchObject({ account: 'admin', name: '系统管理员' });
    // Saved again as it is: no entry.
    expect(
      recorded(backend, () =>
        admin.post('/updateLoginAccount', { name: 'Chief ', phone: '13800000001', email: 'admin@example.com' }),
      ),
    ).toEqual([]);

    const password = recorded(backend, () =>
      admin.post('/changePassword', { oldPassword: 'Admin@123', newPassword: 'Newpass123' }),
    );
    expect(password).toHaveLength(1);
    expect(password[0]).toMatchObject({ resource: 'dataAccountInfo', rowId: 1, action: 'password', changes: [] });
    // (The change ends the admin's sessions.)
    admin = signIn(backend, 'admin', 'Newpass123');

    const failed = recorded(backend, () => {
      login(backend, 'admin', 'Admin@123');
      login(backend, 'nobody', 'whatever1');
    });
    expect(failed.map((e) => [e.resource, e.action, e.actor])).toEqual([
      ['session', 'signInFailed', { id: 1, account: 'admin', name: 'Chief', level: 1 }],
      ['session', 'signInFailed', { id: null, account: 'nobody', name: null, level: null }],
    ]);

    let viewer: ReturnType<typeof signIn> | undefined;
    const signedIn = recorded(backend, () => {
      viewer = signIn(backend, 'viewer', 'Viewer@123');
    });
    expect(signedIn.map((e) => [e.action, e.actor.account, e.rowId])).toEqual([['signIn', 'viewer', null]]);
    const signedOut = recorded(backend, () => viewer?.post('/logout', {}));
    expect(signedOut.map((e) => [e.action, e.actor.account])).toEqual([['signOut', 'viewer']]);
    // Reads record nothing.
    expect(recorded(backend, () => admin.get('/dataMember/page'))).toEqual([]);
  });

  it('records the client address: the first X-Forwarded-For hop, else the socket, else 127.0.0.1', () => {
    const viaProxy = recorded(backend, () =>
      signIn(backend, 'viewer', 'Viewer@123', { 'x-forwarded-for': '10.1.2.3, 172.16.0.1' }),
    );
    expect(viaProxy[0].ip).toBe('10.1.2.3');
    const direct = recorded(backend, () =>
      backend.handle({
        method: 'POST',
        path: '/login',
        query: {},
        body: { account: 'viewer', password: 'Viewer@123' },
        headers: {},
        ip: '::ffff:192.168.3.4',
      }),
    );
    expect(direct[0].ip).toBe('192.168.3.4');
    expect(recorded(backend, () => login(backend, 'viewer', 'x'))[0].ip).toBe('127.0.0.1');
  });

  it('never records a password or a token', () => {
    const secrets = ['Initial#2468a', 'Reset#1357b', 'Mine#9753c', 'Typo#8642d', 'Admin@123'];
    const id = admin.post('/dataAccountInfo/add', {
      account: 'coach_li',
      name: 'Coach Li',
      isSuperAdmin: 3,
      password: secrets[0],
    }).data.id;
    const reset = recorded(backend, () => admin.post('/dataAccountInfo/edit', { id, password: secrets[1] }));
    expect(reset[0].changes).toEqual([{ field: 'password', redacted: true }]);
    const coach = signIn(backend, 'coach_li', secrets[1]);
    coach.post('/changePassword', { oldPassword: secrets[1], newPassword: secrets[2] });
    login(backend, 'coach_li', secrets[3]);
    const again = signIn(backend, 'coach_li', secrets[2]);
    again.post('/logout', {});
    admin.post('/dataAccountInfo/delete', { id });

    const all = admin.get('/auditLog/list');
    expect(all.statusCode).toBe(200);
    const text = JSON.stringify([all.data, entriesOf(backend)]);
    expect(text).toContain('coach_li');
    for (const secret of secrets) expect(text).not.toContain(secret);
    for (const token of [admin.tokens.main, admin.tokens.second, coach.tokens.main, again.tokens.second])
      expect(text).not.toContain(token);
    expect(text).not.toMatch(/"password"\s*:\s*"/);
  });

  it('has no call that adds, changes or removes an entry, and its entries cannot be altered in place', () => {
    expect(
      createBackend()
        .routes()
        .filter((r) => r.path.startsWith('/auditLog/'))
        .map((r) => `${r.method} ${r.path}`)
        .sort(),
    ).toEqual(['GET /auditLog/detail', 'GET /auditLog/list', 'GET /auditLog/page']);
    const before = JSON.stringify(entriesOf(backend));
    const first = entriesOf(backend)[0];
    for (const op of ['add', 'edit', 'delete', 'changeStatus']) {
      const answer = admin.call('POST', `/auditLog/${op}`, {}, { id: first.id, ids: [first.id], action: 'edit' });
      expect([op, answer.status]).toEqual([op, 404]);
    }
    const page = admin.get('/auditLog/page', { pageSize: '1', sortField: 'time', sortOrder: 'ascend' });
    const shown = page.data.list[0] as AuditEntry;
    // What a call hands out is the stored entry's parts: they are frozen (an assignment throws in
    // strict code and is ignored otherwise).
    const tamper = (fn: () => void) => {
      try {
        fn();
      } catch {
        // frozen
      }
    };
    tamper(() => {
      shown.actor.account = 'someone else';
    });
    tamper(() => {
      (first as { action: string }).action = 'edit';
    });
    tamper(() => {
      (first.changes as unknown[]).push({ field: 'x' });
    });
    expect(Object.isFrozen(shown.actor)).toBe(true);
    expect(Object.isFrozen(first)).toBe(true);
    expect(JSON.stringify(entriesOf(backend))).toBe(before);
  });

  it('is read by level 1 only: levels 2 and 3 get 403', () => {
    expect(admin.get('/auditLog/page').statusCode).toBe(200);
    for (const [account, password] of [
      ['operator', 'Operator@123'],
      ['viewer', 'Viewer@123'],
    ]) {
      const reader = signIn(backend, account, password);
      for (const path of ['/auditLog/page', '/auditLog/list', '/auditLog/detail']) {
        const answer = reader.call('GET', path, { id: '1' }, undefined);
        expect([account, path, answer.status, (answer.body as Body).statusCode]).toEqual([account, path, 403, 403]);
      }
    }
  });

  it('pages newest first and filters by actor, resource, action, row and time', () => {
    const page = admin.get('/auditLog/page', { pageSize: '1000' }).data;
    const times = (page.list as AuditEntry[]).map((e) => e.time);
    expect(times).toEqual([...times].sort().reverse());
    expect(page.total).toBe(entriesOf(backend).length);
    const asc = admin.get('/auditLog/page', { sortField: 'time', sortOrder: 'ascend', pageSize: '5' }).data.list;
    expect(asc[0].time).toBe([...times].sort()[0]);

    const list = (q: Record<string, string>) => admin.get('/auditLog/list', q).data as AuditEntry[];
    const failed = list({ action: 'signInFailed' });
    expect(failed.length).toBeGreaterThan(0);
    expect(failed.every((e) => e.action === 'signInFailed')).toBe(true);
    expect(list({ actorAccount: 'OPER' }).every((e) => e.actor.account === 'operator')).toBe(true);
    expect(list({ actorAccount: 'oper' }).length).toBeGreaterThan(0);
    expect(list({ actorId: '3' }).every((e) => e.actor.id === 3)).toBe(true);
    const device = list({ resource: 'dataDevice' });
    expect(device.length).toBeGreaterThan(0);
    expect(device.every((e) => e.resource === 'dataDevice')).toBe(true);
    const one = device[0];
    expect(list({ resource: 'dataDevice', rowId: String(one.rowId) }).every((e) => e.rowId === one.rowId)).toBe(true);
    // A row by a part of its name, any case.
    const named = String(one.rowName);
    const byName = list({ rowName: named.slice(1, -1).toLowerCase() });
    expect(byName.some((e) => e.id === one.id)).toBe(true);
    expect(byName.every((e) => String(e.rowName).toLowerCase().includes(named.slice(1, -1).toLowerCase()))).toBe(true);
    const day = one.time.slice(0, 10);
    const thatDay = list({ timeFrom: day, timeTo: day });
    expect(thatDay.length).toBeGreaterThan(0);
    expect(thatDay.every((e) => e.time.slice(0, 10) === day)).toBe(true);
  });
});
