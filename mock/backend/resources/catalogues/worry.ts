import { behaviorDiagnosisSchema, worrySchema } from '../../../../src/schema/catalogues/worry';
import type { BehaviorScoreItem } from '../../../../src/schema/member';
import { fail } from '../../http';
import type { ResourceDef } from '../../resource';
import { afterWriteOps, behaviorScoreOf, catalogue, idOf, nameOf, say } from '../helpers';

export const worries: ResourceDef = {
  schema: worrySchema,
  label: { zh: '家长困扰', en: 'parent concern' },
  seed: () =>
    catalogue([
      { name: '注意力不集中', description: '上课走神、写作业时容易被打断，难以持续专注。' },
      { name: '多动坐不住', description: '小动作多，难以安静坐好，常在不合适的场合跑动。' },
      { name: '情绪急躁', description: '遇到困难容易发脾气，情绪起伏大，不易平复。' },
      { name: '做事拖延', description: '作业和日常任务迟迟不开始，磨蹭、需要反复催促。' },
      { name: '记忆力差', description: '刚学过的内容很快忘记，背诵和听写吃力。' },
      { name: '睡眠不好', description: '入睡困难、夜醒或早醒，白天精神不佳。' },
      { name: '学习效率低', description: '花在作业上的时间长，但完成质量不高。' },
      { name: '胆小退缩', description: '不敢在集体中表达，回避与同伴交往。', status: 0 },
    ]),
};

/** Behaviour diagnoses; `maxScore` is the top of each diagnosis' scale. */
export const behaviorDiagnoses: ResourceDef = {
  schema: behaviorDiagnosisSchema,
  label: { zh: '行为诊断', en: 'behavior diagnosis' },
  seed: (_rand, db) => {
    const w = (name: string) => idOf(db, 'sysWorry', name);
    return catalogue([
      { name: '注意缺陷', worryId: w('注意力不集中'), maxScore: 27, description: '持续注意和选择性注意方面的困难。' },
      { name: '多动冲动', worryId: w('多动坐不住'), maxScore: 27, description: '活动过度、等待和轮流方面的困难。' },
      { name: '情绪调节困难', worryId: w('情绪急躁'), maxScore: 24, description: '识别、表达和平复情绪的能力较弱。' },
      {
        name: '时间管理困难',
        worryId: w('做事拖延'),
        maxScore: 20,
        description: '计划、启动和按时完成任务方面的困难。',
      },
      { name: '工作记忆不足', worryId: w('记忆力差'), maxScore: 20, description: '短时保持并加工信息的能力不足。' },
      { name: '睡眠节律紊乱', worryId: w('睡眠不好'), maxScore: 15, description: '作息不规律、入睡困难等睡眠问题。' },
      {
        name: '执行功能薄弱',
        worryId: w('学习效率低'),
        maxScore: 30,
        description: '抑制控制、任务切换和自我监控较弱。',
      },
    ]);
  },
  decorate: (row, db) => ({ ...row, worryName: nameOf(db, 'sysWorry', row.worryId) }),
  // A maximum below a score recorded already would leave that assessment over its scale ("13 / 10"),
  // and refused when it is next saved as it is.
  validate: (row, ctx, existing) => {
    if (!existing || Number(row.maxScore) >= Number(existing.maxScore)) return undefined;
    let top: { score: number; userId: unknown } | undefined;
    for (const s of ctx.db.table('dataMemberBehaviorScore').all())
      for (const it of (s.items as BehaviorScoreItem[] | undefined) ?? [])
        if (it.diagnosisId === row.id && it.score > Number(row.maxScore) && !(top && top.score >= it.score))
          top = { score: it.score, userId: s.userId };
    if (!top) return undefined;
    return {
      maxScore: say(
        ctx.lang,
        {
          zh: '已有行为评估在此诊断上得分 {score}（会员“{name}”）：最高分不能低于该分数',
          en: 'Assessments already score up to {score} on this diagnosis (member "{name}"): the maximum cannot be lower',
        },
        { score: top.score, name: nameOf(ctx.db, 'dataMember', top.userId) ?? String(top.userId) },
      ),
    };
  },
  // A maximum raised changes what the assessments scored on it add up to ("8 / 10" was 80, "8 / 12"
  // is 67): their totals and groups follow, as derived values (no edit, no audit entry).
  extra: afterWriteOps(
    () => behaviorDiagnoses,
    (saved, before, ctx) => {
      if (!before || before.maxScore === saved.maxScore) return;
      const table = ctx.db.table('dataMemberBehaviorScore');
      for (const s of table.all()) {
        const items = s.items as BehaviorScoreItem[];
        if (!items?.some((it) => it.diagnosisId === saved.id)) continue;
        table.update(s.id, behaviorScoreOf(items, ctx.db), s.updateTime as string);
      }
    },
  ),
  // Behaviour assessments name diagnoses inside their `items` (JSON), which the generic
  // reference check cannot see.
  beforeDelete: (row, ctx) => {
    const user = ctx.db
      .table('dataMemberBehaviorScore')
      .all()
      .find(
        (s) => Array.isArray(s.items) && (s.items as { diagnosisId: number }[]).some((i) => i.diagnosisId === row.id),
      );
    if (!user) return undefined;
    const member = nameOf(ctx.db, 'dataMember', user.userId) ?? String(user.id);
    return fail(
      1002,
      say(
        ctx.lang,
        {
          zh: '无法删除：仍被会员“{name}”的行为评估使用',
          en: 'Cannot delete: still used by a behavior assessment of member "{name}"',
        },
        { name: member },
      ),
    );
  },
};
