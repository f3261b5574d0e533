/** @jest-environment node */
/**
 * A disabled account that signs in with its right password is told so (1007), not "wrong username
 * or password"; a wrong password still gets 1000, so nobody learns of the account without it.
 */
import { type Backend, createBackend } from '../../mock/backend';
import { type Body, login, signInAs } from './backendSession';

describe('sign-in of a disabled account', () => {
  let backend: Backend;

  beforeEach(() => {
    backend = createBackend();
    const admin = signInAs(backend, 'admin');
    const viewer = backend.db
      .table('dataAccountInfo')
      .all()
      .find((a) => a.account === 'viewer');
    expect(admin.post('/dataAccountInfo/changeStatus', { id: viewer?.id, status: 0 }).statusCode).toBe(200);
  });

  const signInBody = (password: string, lang = 'en-US') =>
    login(backend, 'viewer', password, { 'accept-language': lang }).body as Body;

  it('answers 1007 with the right password, in either language, and hands out no token', () => {
    const answer = login(backend, 'viewer', 'Viewer@123', { 'accept-language': 'en-US' });
    expect(answer.body).toEqual({ statusCode: 1007, errors: 'This account is disabled; contact an administrator' });
    expect(answer.headers?.['x-access-token']).toBeUndefined();
    expect(signInBody('Viewer@123', 'zh-CN').errors).toBe('该账号已停用，请联系管理员');
  });

  it('answers 1000 with a wrong password, as for an unknown account', () => {
    expect(signInBody('Wrong@123').statusCode).toBe(1000);
    expect((login(backend, 'nobody', 'Viewer@123').body as Body).statusCode).toBe(1000);
  });

  it('records the attempt as a failed sign-in', () => {
    signInBody('Viewer@123');
    const admin = signInAs(backend, 'admin');
    const [latest] = admin.get('/auditLog/page', { action: 'signInFailed' }).data.list;
    expect(latest.actor.account).toBe('viewer');
  });
});

describe('a password set by an administrator', () => {
  it('is kept as typed, spaces around it included, and signs in as typed', () => {
    const backend = createBackend();
    const admin = signInAs(backend, 'admin');
    const added = admin.post('/dataAccountInfo/add', {
      account: 'spaced_pw',
      name: 'Spaced',
      isSuperAdmin: 3,
      password: ' Secret123 ',
    });
    expect(added.statusCode).toBe(200);
    expect((login(backend, 'spaced_pw', ' Secret123 ').body as Body).statusCode).toBe(200);
    expect((login(backend, 'spaced_pw', 'Secret123').body as Body).statusCode).toBe(1000);
    // A reset on edit too.
    expect(admin.post('/dataAccountInfo/edit', { id: added.data.id, password: ' Other456 ' }).statusCode).toBe(200);
    expect((login(backend, 'spaced_pw', ' Other456 ').body as Body).statusCode).toBe(200);
  });
});
