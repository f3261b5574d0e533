/** @jest-environment node */
/**
 * No lock-out through the account calls (docs/product-rules.md, error catalogue): no account
 * disables itself or lowers its own level (1005), and the last active level-1 account is neither
 * disabled, demoted nor deleted (1006).
 */
import { type Backend, createBackend } from '../../mock/backend';
import { signIn, signInAs } from './backendSession';

describe('account self-lockout', () => {
  let backend: Backend;
  let admin: ReturnType<typeof signIn>;
  let adminId: number;

  beforeEach(() => {
    backend = createBackend();
    admin = signInAs(backend, 'admin');
    adminId = admin.get('/getLoginAccount').data.id;
  });

  const row = (id: number) => backend.db.table('dataAccountInfo').get(id);

  it('refuses the only level-1 account disabling or demoting itself (1006)', () => {
    expect(admin.post('/dataAccountInfo/changeStatus', { id: adminId, status: 0 }).statusCode).toBe(1006);
    expect(admin.post('/dataAccountInfo/edit', { id: adminId, isSuperAdmin: 3 }).statusCode).toBe(1006);
    expect(admin.post('/dataAccountInfo/edit', { id: adminId, status: 0 }).statusCode).toBe(1006);
    expect(row(adminId)).toMatchObject({ status: 1, isSuperAdmin: 1 });
    // Still the one who can manage accounts.
    expect(admin.get('/dataAccountInfo/page').statusCode).toBe(200);
  });

  it('refuses any account disabling or demoting itself, even with another administrator (1005)', () => {
    const second = admin.post('/dataAccountInfo/add', {
      account: 'second_admin',
      name: 'Second',
      isSuperAdmin: 1,
      password: 'Second123',
    });
    expect(second.statusCode).toBe(200);
    const refused = admin.post('/dataAccountInfo/changeStatus', { id: adminId, status: 0 });
    expect(refused.statusCode).toBe(1005);
    expect(refused.errors).toBe('You cannot disable your own account or lower its level');
    expect(admin.post('/dataAccountInfo/edit', { id: adminId, isSuperAdmin: 2 }).statusCode).toBe(1005);
    expect(admin.post('/dataAccountInfo/edit', { id: adminId, status: 0 }).statusCode).toBe(1005);
    expect(row(adminId)).toMatchObject({ status: 1, isSuperAdmin: 1 });
    // Other changes of one's own row, and enabling it, are fine.
    expect(admin.post('/dataAccountInfo/edit', { id: adminId, remark: 'me', isSuperAdmin: 1 }).statusCode).toBe(200);
    expect(admin.post('/dataAccountInfo/changeStatus', { id: adminId, status: 1 }).statusCode).toBe(200);

    // The second administrator takes over; then it is the last one and keeps its level and status.
    const other = signIn(backend, 'second_admin', 'Second123');
    expect(other.post('/dataAccountInfo/changeStatus', { id: adminId, status: 0 }).statusCode).toBe(200);
    const secondId = second.data.id;
    expect(other.post('/dataAccountInfo/changeStatus', { id: secondId, status: 0 }).statusCode).toBe(1006);
    expect(other.post('/dataAccountInfo/edit', { id: secondId, isSuperAdmin: 2 }).statusCode).toBe(1006);
    expect(other.post('/dataAccountInfo/delete', { id: secondId }).statusCode).toBe(1001);
    expect(row(secondId)).toMatchObject({ status: 1, isSuperAdmin: 1 });
  });

  it('lets an administrator disable, demote and delete other accounts', () => {
    const viewerId = signInAs(backend, 'viewer').get('/getLoginAccount').data.id;
    expect(admin.post('/dataAccountInfo/edit', { id: viewerId, isSuperAdmin: 2 }).statusCode).toBe(200);
    expect(admin.post('/dataAccountInfo/changeStatus', { id: viewerId, status: 0 }).statusCode).toBe(200);
    expect(admin.post('/dataAccountInfo/delete', { id: viewerId }).statusCode).toBe(200);
  });

  it('answers the refusals in Chinese too', () => {
    const zh = signIn(backend, 'admin', 'Admin@123', { 'accept-language': 'zh-CN' });
    expect(zh.post('/dataAccountInfo/changeStatus', { id: adminId, status: 0 }).errors).toBe(
      '不能停用或删除最后一个启用的超级管理员，也不能降低其级别',
    );
  });
});

describe("an account's sessions", () => {
  it("end when a level-1 account resets its password, as after the user's own change; other sessions go on", () => {
    const backend = createBackend();
    const admin = signInAs(backend, 'admin');
    const operator = signInAs(backend, 'operator');
    const viewer = signInAs(backend, 'viewer');
    const operatorId = operator.get('/getLoginAccount').data.id;
    // An edit that leaves the password alone ends nothing.
    expect(admin.post('/dataAccountInfo/edit', { id: operatorId, remark: 'on leave' }).statusCode).toBe(200);
    expect(operator.get('/getLoginAccount').statusCode).toBe(200);
    expect(admin.post('/dataAccountInfo/edit', { id: operatorId, password: 'Reset2026' }).statusCode).toBe(200);
    expect(operator.call('GET', '/getLoginAccount').status).toBe(401);
    expect(viewer.get('/getLoginAccount').statusCode).toBe(200);
    expect(admin.get('/getLoginAccount').statusCode).toBe(200);
    // The new password opens a new one.
    expect(signIn(backend, 'operator', 'Reset2026').get('/getLoginAccount').statusCode).toBe(200);
  });

  it('leave the account as edited: a sign-in records its time without counting as an edit', () => {
    const backend = createBackend();
    const before = backend.db
      .table('dataAccountInfo')
      .all()
      .find((a) => a.account === 'viewer');
    const viewer = signInAs(backend, 'viewer');
    const after = backend.db.table('dataAccountInfo').get(viewer.get('/getLoginAccount').data.id);
    expect(after?.updateTime).toBe(before?.updateTime);
    expect(after?.lastLoginTime).not.toBe(before?.lastLoginTime);
  });
});
