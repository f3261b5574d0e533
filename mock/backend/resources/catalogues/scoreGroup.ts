import { scoreGroupSchema } from '../../../../src/schema/catalogues/scoreGroup';
import type { Db } from '../../db';
import type { ResourceDef } from '../../resource';
import { afterWriteOps, catalogue, scoreGroupFor } from '../helpers';

/** The assessments that carry a score group, and the score it is worked out from. */
const GROUPED = [
  ['dataMemberScore', 'total'],
  ['dataMemberBehaviorScore', 'totalScore'],
] as const;

/**
 * An assessment's group is the enabled one whose range holds its score now, not when it was
 * saved: a range changed, or a group disabled or enabled again, moves the assessments it gains or
 * loses. The group is derived, so the assessment is not edited: its updateTime stays, and the
 * audit log has the group's write only.
 */
function regroupAssessments(db: Db): void {
  for (const [resource, score] of GROUPED) {
    const table = db.table(resource);
    for (const row of table.all()) {
      const group = scoreGroupFor(db, Number(row[score]));
      if ((row.scoreGroupId ?? null) !== group) table.update(row.id, { scoreGroupId: group }, row.updateTime);
    }
  }
}

export const scoreGroups: ResourceDef = {
  schema: scoreGroupSchema,
  label: { zh: '分数组', en: 'score group' },
  seed: () =>
    catalogue([
      {
        name: '待提高',
        minScore: 0,
        maxScore: 59,
        color: '#ff4d4f',
        description: '低于同龄平均水平，建议加强训练并定期复评。',
      },
      {
        name: '良好',
        minScore: 60,
        maxScore: 79,
        color: '#faad14',
        description: '接近或达到同龄平均水平，保持规律训练。',
      },
      {
        name: '优秀',
        minScore: 80,
        maxScore: 100,
        color: '#52c41a',
        description: '高于同龄平均水平，可尝试更高难度的训练。',
      },
    ]),
  extra: afterWriteOps(
    () => scoreGroups,
    (_saved, _before, ctx) => regroupAssessments(ctx.db),
    ['add', 'edit', 'changeStatus'],
  ),
};
