/**
 * A behaviour diagnosis' maxScore is the top of the scale its assessments are scored on: an edit
 * may not lower it below a score recorded already, or that assessment would read "13 / 10" and be
 * refused when next saved. The refusal is a field error on maxScore, naming the highest score
 * recorded and a member who has it.
 */
import { type Backend, createBackend } from '../../mock/backend';
import type { Row } from '../../mock/backend/db';
import { type Loose, signIn } from './backendSession';

describe("a behaviour diagnosis' maximum and the scores recorded on it", () => {
  let backend: Backend;
  let admin: ReturnType<typeof signIn>;
  let diagnosisId: number;
  let top: Row;

  const yesterday = () => new Date(Date.now() - 86_400_000).toISOString();
  const assess = (userId: number, score: number) =>
    admin.post('/dataMemberBehaviorScore/add', {
      userId,
      assessTime: yesterday(),
      items: [{ diagnosisId, score }],
      assessor: '测试老师',
    });

  beforeEach(() => {
    backend = createBackend();
    admin = signIn(backend);
    diagnosisId = admin.post('/sysBehaviorDiagnosis/add', { name: 'Test diagnosis', maxScore: 10 }).data.id;
    const [first, second] = backend.db.table('dataMember').all();
    expect(assess(first.id, 6).statusCode).toBe(200);
    expect(assess(second.id, 8).statusCode).toBe(200);
    top = second;
  });

  it('refuses a maximum below the highest score recorded, at the field, naming it and its member, in both languages', () => {
    const before = backend.db.table('sysBehaviorDiagnosis').get(diagnosisId);
    const refused = admin.post('/sysBehaviorDiagnosis/edit', { id: diagnosisId, maxScore: 7 });
    expect(refused.statusCode).toBe(400);
    expect(refused.errors).toEqual({
      maxScore: `Assessments already score up to 8 on this diagnosis (member "${top.name}"): the maximum cannot be lower`,
    });
    const zh = signIn(backend, 'admin', 'Admin@123', { 'accept-language': 'zh-CN' });
    expect(zh.post('/sysBehaviorDiagnosis/edit', { id: diagnosisId, maxScore: 5 }).errors).toEqual({
      maxScore: `已有行为评估在此诊断上得分 8（会员“${top.name}”）：最高分不能低于该分数`,
    });
    expect(backend.db.table('sysBehaviorDiagnosis').get(diagnosisId)).toBe(before);
  });

  it('holds for the demo data too: a seeded diagnosis scored at its top keeps it', () => {
    const scored = backend.db.table('sysBehaviorDiagnosis').get(1) as Row;
    const refused = admin.post('/sysBehaviorDiagnosis/edit', { id: 1, maxScore: Number(scored.maxScore) - 1 });
    expect(Object.keys(refused.errors ?? {})).toEqual(['maxScore']);
    expect(refused.errors.maxScore).toContain(`up to ${scored.maxScore} on this diagnosis`);
  });

  it('takes a maximum down to the highest score, or up, and the assessments still save', () => {
    expect(admin.post('/sysBehaviorDiagnosis/edit', { id: diagnosisId, maxScore: 8 }).statusCode).toBe(200);
    expect(
      admin.post('/sysBehaviorDiagnosis/edit', { id: diagnosisId, maxScore: 8, description: 'kept' }).statusCode,
    ).toBe(200);
    expect(admin.post('/sysBehaviorDiagnosis/edit', { id: diagnosisId, maxScore: 12 }).statusCode).toBe(200);
    const assessment = (
      admin.get('/dataMemberBehaviorScore/page', { userId: String(top.id), pageSize: '100' }).data.list as Loose[]
    ).find((a) => a.items.some((i: Loose) => i.diagnosisId === diagnosisId));
    expect(assessment.items).toEqual([expect.objectContaining({ diagnosisId, score: 8, maxScore: 12 })]);
    // Its total follows the scale as it stands (8 of 12, not of 10), and so does its group; the
    // assessment itself was not edited.
    const stored = backend.db.table('dataMemberBehaviorScore').get(assessment.id) as Row;
    expect(assessment).toMatchObject({ totalScore: 67, scoreGroupName: '良好', updateTime: stored.createTime });
    expect(admin.post('/dataMemberBehaviorScore/edit', { id: assessment.id, assessor: '另一位老师' }).statusCode).toBe(
      200,
    );
  });
});
