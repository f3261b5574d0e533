import { cognitiveTrainingRuleSchema, cognitiveTrainingSchema } from '../../../../src/schema/catalogues/cognitive';
import type { ResourceDef } from '../../resource';
import { catalogue, idOf, nameOf, namesOf, reorderOp, say } from '../helpers';

/** Demo media is served by the mock itself (mock/media.ts), so no page calls a third-party host. */
const CDN = '/media';

type Seed = [
  type: 1 | 2,
  name: string,
  ability: string,
  difficulty: number,
  durationMin: number,
  group: string | null,
  slug: string,
  description: string,
];

const TRAININGS: Seed[] = [
  [1, '舒尔特方格', 'attention', 2, 10, '低年级', 'schulte', '按顺序找出 1-25 的数字，训练视觉搜索和持续注意。'],
  [1, '数字记忆', 'memory', 2, 10, '低年级', 'digit-span', '记住依次出现的数字并复述，训练工作记忆。'],
  [1, '打地鼠', 'reaction', 1, 8, '学龄前', 'whack-a-mole', '地鼠出现时快速点击，训练反应速度与抑制。'],
  [1, '图形找规律', 'reasoning', 3, 12, '中年级', 'pattern', '观察图形序列，找出下一个图形。'],
  [1, '拼图小能手', 'spatial', 2, 10, '学龄前', 'jigsaw', '把碎片拼成完整的图案，训练空间感知。'],
  [1, '颜色词干扰', 'attention', 3, 10, '中年级', 'stroop', '说出字的颜色而不是字义，训练选择性注意。'],
  [2, '双任务挑战', 'attention', 4, 15, '高年级', 'dual-task', '同时完成两项任务，训练注意分配。'],
  [2, 'N-back 记忆', 'memory', 5, 15, '高年级', 'n-back', '判断当前项目是否与 N 步之前相同，训练工作记忆更新。'],
  [2, '停止信号', 'reaction', 4, 12, '中年级', 'stop-signal', '看到停止信号时及时收手，训练反应抑制。'],
  [2, '逻辑推理迷宫', 'reasoning', 4, 15, '高年级', 'logic-maze', '根据线索推理出正确路线。'],
  [2, '心理旋转', 'spatial', 5, 12, null, 'mental-rotation', '判断旋转后的图形是否相同，训练空间想象。'],
];

export const cognitiveTrainings: ResourceDef = {
  schema: cognitiveTrainingSchema,
  label: { zh: '认知训练', en: 'cognitive training' },
  seed: (_rand, db) =>
    catalogue(
      TRAININGS.map(([type, name, ability, difficulty, durationMin, group, slug, description]) => ({
        type,
        name,
        ability,
        difficulty,
        durationMin,
        gradeGroupId: group ? idOf(db, 'sysGradeGroup', group) : null,
        coverUrl: `${CDN}/cognitive/cover/${slug}.svg`,
        description,
      })),
      310,
    ),
  decorate: (row, db) => ({ ...row, gradeGroupName: nameOf(db, 'sysGradeGroup', row.gradeGroupId) }),
};

export const cognitiveTrainingRules: ResourceDef = {
  schema: cognitiveTrainingRuleSchema,
  label: { zh: '认知训练规则', en: 'cognitive training rule' },
  seed: (_rand, db) => {
    const g = (name: string) => idOf(db, 'sysGradeGroup', name);
    const s = (name: string) => idOf(db, 'sysScoreGroup', name);
    const t = (...names: string[]) => names.map((n) => idOf(db, 'sysCognitiveTraining', n));
    return catalogue(
      [
        {
          type: 1,
          name: '学龄前基础注意',
          gradeGroupId: g('学龄前'),
          scoreGroupId: s('待提高'),
          ability: 'reaction',
          trainingIds: t('打地鼠', '拼图小能手'),
          sessionsPerCycle: 12,
          priority: 30,
        },
        {
          type: 1,
          name: '低年级注意力提升',
          gradeGroupId: g('低年级'),
          scoreGroupId: s('待提高'),
          ability: 'attention',
          trainingIds: t('舒尔特方格', '数字记忆'),
          sessionsPerCycle: 16,
          priority: 20,
        },
        {
          type: 1,
          name: '中年级选择性注意',
          gradeGroupId: g('中年级'),
          scoreGroupId: s('良好'),
          ability: 'attention',
          trainingIds: t('颜色词干扰', '图形找规律'),
          sessionsPerCycle: 16,
          priority: 10,
        },
        {
          type: 2,
          name: '高年级工作记忆进阶',
          gradeGroupId: g('高年级'),
          scoreGroupId: s('良好'),
          ability: 'memory',
          trainingIds: t('N-back 记忆', '双任务挑战'),
          sessionsPerCycle: 20,
          priority: 25,
        },
        {
          type: 2,
          name: '反应抑制强化',
          gradeGroupId: g('中年级'),
          scoreGroupId: s('待提高'),
          ability: 'reaction',
          trainingIds: t('停止信号'),
          sessionsPerCycle: 12,
          priority: 15,
        },
        {
          type: 2,
          name: '优秀学员拓展',
          gradeGroupId: null,
          scoreGroupId: s('优秀'),
          ability: 'reasoning',
          trainingIds: t('逻辑推理迷宫', '心理旋转'),
          sessionsPerCycle: 10,
          priority: 5,
        },
      ],
      300,
    );
  },
  decorate: (row, db) => ({
    ...row,
    gradeGroupName: nameOf(db, 'sysGradeGroup', row.gradeGroupId),
    scoreGroupName: nameOf(db, 'sysScoreGroup', row.scoreGroupId),
    trainingNames: namesOf(db, 'sysCognitiveTraining', row.trainingIds),
  }),
  // A rule of page training-rule1 gives trainings of page training1, and likewise for 2.
  validate: (row, ctx) => {
    const ids = (row.trainingIds as number[] | undefined) ?? [];
    const wrong = ids.map((id) => ctx.db.table('sysCognitiveTraining').get(id)).find((t) => t && t.type !== row.type);
    if (!wrong) return undefined;
    return {
      trainingIds: say(
        ctx.lang,
        { zh: '“{name}”不属于该类型的认知训练', en: '"{name}" is not a cognitive training of this type' },
        { name: String(wrong.name) },
      ),
    };
  },
  extra: { reorder: reorderOp(() => cognitiveTrainingRules, ['type']) },
};
