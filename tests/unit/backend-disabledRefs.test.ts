/**
 * A settings catalogue row that is disabled is offered by no picker of the console, and the mock
 * backend takes it for no new reference either: an add, or an edit that points a reference at it,
 * is refused at that field. A row that pointed at it before it was disabled keeps it, and still
 * saves its other fields.
 */
import { type Backend, createBackend } from '../../mock/backend';
import type { Row } from '../../mock/backend/db';
import { type Loose, signIn } from './backendSession';

describe('a disabled catalogue row as a reference', () => {
  let backend: Backend;
  let admin: ReturnType<typeof signIn>;
  let grade: Row;
  let member: Row;

  const newMember = (gradeId: number, extra: Record<string, unknown> = {}) => ({
    name: '新会员',
    gender: 1,
    birthday: '2016-05-01',
    gradeId,
    guardianName: '家长',
    guardianPhone: '13900002000',
    worryIds: [],
    ...extra,
  });
  const enabled = (name: string) =>
    backend.db
      .table(name)
      .all()
      .filter((r) => r.status === 1);

  beforeEach(() => {
    backend = createBackend();
    admin = signIn(backend);
    // A grade some member has, disabled since.
    member = backend.db.table('dataMember').all()[0];
    grade = backend.db.table('sysGrade').get(member.gradeId as number) as Row;
    expect(admin.post('/sysGrade/changeStatus', { id: grade.id, status: 0 }).statusCode).toBe(200);
  });

  it('is refused for a new member, at its field, in the reader’s language', () => {
    const refused = admin.post('/dataMember/add', newMember(grade.id));
    expect(refused.statusCode).toBe(400);
    expect(refused.errors).toEqual({ gradeId: `Grade "${grade.name}" is disabled; choose an enabled one` });
    const zh = signIn(backend, 'admin', 'Admin@123', { 'accept-language': 'zh-CN' });
    expect(zh.post('/dataMember/add', newMember(grade.id)).errors).toEqual({
      gradeId: `年级“${grade.name}”已停用，请选择启用的年级`,
    });
    expect(
      backend.db
        .table('dataMember')
        .all()
        .some((m) => m.name === '新会员'),
    ).toBe(false);
    const other = enabled('sysGrade')[0];
    expect(admin.post('/dataMember/add', newMember(other.id)).statusCode).toBe(200);
  });

  it('is refused as the new value of an edit', () => {
    const elsewhere = backend.db
      .table('dataMember')
      .all()
      .find((m) => m.gradeId !== grade.id) as Row;
    const refused = admin.post('/dataMember/edit', { id: elsewhere.id, gradeId: grade.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.errors).toHaveProperty('gradeId');
    expect(backend.db.table('dataMember').get(elsewhere.id)?.gradeId).toBe(elsewhere.gradeId);
  });

  it('stays where it was chosen: the member saves other fields, and the reference sent unchanged', () => {
    expect(admin.post('/dataMember/edit', { id: member.id, guardianName: '新家长' }).statusCode).toBe(200);
    expect(admin.post('/dataMember/edit', { id: member.id, gradeId: grade.id, name: '改名' }).statusCode).toBe(200);
    const stored = backend.db.table('dataMember').get(member.id) as Row;
    expect([stored.gradeId, stored.guardianName, stored.name]).toEqual([grade.id, '新家长', '改名']);
  });

  it('in a list of references: a disabled one is refused when added, kept when held already', () => {
    const off = backend.db
      .table('sysWorry')
      .all()
      .find((w) => w.status === 0) as Row;
    const [on, another] = enabled('sysWorry');
    const refused = admin.post('/dataMember/add', newMember(enabled('sysGrade')[0].id, { worryIds: [on.id, off.id] }));
    expect(refused.statusCode).toBe(400);
    expect(refused.errors).toEqual({ worryIds: `Parent concern "${off.name}" is disabled; choose an enabled one` });
    // A member who had the concern before it was disabled keeps it beside a new one.
    expect(admin.post('/sysWorry/changeStatus', { id: on.id, status: 0 }).statusCode).toBe(200);
    const holder = backend.db
      .table('dataMember')
      .all()
      .find((m) => (m.worryIds as number[]).includes(on.id)) as Row;
    const kept = [...(holder.worryIds as number[]), another.id];
    expect(admin.post('/dataMember/edit', { id: holder.id, worryIds: kept }).statusCode).toBe(200);
    expect(backend.db.table('dataMember').get(holder.id)?.worryIds).toEqual(expect.arrayContaining(kept));
  });

  it('holds between catalogues too, and not for a reference to a row that is not a catalogue’s', () => {
    const off = backend.db
      .table('sysWorry')
      .all()
      .find((w) => w.status === 0) as Row;
    const diagnosis = admin.post('/sysBehaviorDiagnosis/add', { name: '新诊断', worryId: off.id, maxScore: 10 });
    expect(diagnosis.errors).toHaveProperty('worryId');
    // A disabled member is still the member of a new assessment (the member picker offers them).
    expect(admin.post('/dataMember/changeStatus', { id: member.id, status: 0 }).statusCode).toBe(200);
    const scores = { attention: 60, memory: 60, reaction: 60, reasoning: 60, spatial: 60 };
    const assessed: Loose = admin.post('/dataMemberScore/add', {
      userId: member.id,
      assessTime: '2026-01-05T09:00:00.000Z',
      ...scores,
    });
    expect(assessed.statusCode).toBe(200);
  });
});
