import { scoreGroupSchema } from '../../../../src/schema/catalogues/scoreGroup';
import type { ResourceDef } from '../../resource';
import { catalogue } from '../helpers';

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
};
