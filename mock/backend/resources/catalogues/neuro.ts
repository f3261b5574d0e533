import {
  bandSchema,
  neuroTrainingFeedbackAutoRuleSchema,
  neuroTrainingFeedbackSchema,
} from '../../../../src/schema/catalogues/neuro';
import type { ResourceDef } from '../../resource';
import { catalogue, idOf, nameOf, namesOf, reorderOp } from '../helpers';

export const bands: ResourceDef = {
  schema: bandSchema,
  label: { zh: '脑电频段', en: 'EEG band' },
  seed: () =>
    catalogue([
      { name: 'Delta', minHz: 0.5, maxHz: 4, description: 'δ 波，深度睡眠时占优势。' },
      { name: 'Theta', minHz: 4, maxHz: 8, description: 'θ 波，困倦、走神时增多；注意力训练中常作为抑制目标。' },
      { name: 'Alpha', minHz: 8, maxHz: 12, description: 'α 波，清醒放松状态，用于放松训练。' },
      { name: 'SMR', minHz: 12, maxHz: 15, description: '感觉运动节律，与安静专注相关，多动干预的常用奖励频段。' },
      { name: 'Beta', minHz: 15, maxHz: 30, description: 'β 波，主动思考和专注时增多。' },
    ]),
};

export const neuroTrainingFeedbacks: ResourceDef = {
  schema: neuroTrainingFeedbackSchema,
  label: { zh: '神经训练反馈', en: 'neurofeedback message' },
  seed: () =>
    catalogue(
      [
        { name: '继续加油', minScore: 0, maxScore: 39, content: '今天有点难，没关系！休息一下，下次我们一起再试试。' },
        { name: '慢慢进步', minScore: 40, maxScore: 59, content: '你在一点点进步，专注的时间比上次更长了。' },
        { name: '表现不错', minScore: 60, maxScore: 79, content: '很棒！你大部分时间都保持了专注，继续保持。' },
        { name: '非常专注', minScore: 80, maxScore: 89, content: '太厉害了！你的小火箭飞得又高又稳。' },
        { name: '专注小达人', minScore: 90, maxScore: 100, content: '满分表现！你已经是专注小达人啦。' },
      ],
      380,
    ),
};

export const neuroTrainingFeedbackAutoRules: ResourceDef = {
  schema: neuroTrainingFeedbackAutoRuleSchema,
  label: { zh: '神经训练反馈自动规则', en: 'neurofeedback rule' },
  seed: (_rand, db) => {
    const b = (name: string) => idOf(db, 'sysBand', name);
    const f = (...names: string[]) => names.map((n) => idOf(db, 'sysNeuroTrainingFeedback', n));
    return catalogue(
      [
        {
          name: 'SMR 低专注鼓励',
          bandId: b('SMR'),
          minAttention: 0,
          maxAttention: 49,
          feedbackIds: f('继续加油', '慢慢进步'),
          priority: 30,
        },
        {
          name: 'SMR 中等专注肯定',
          bandId: b('SMR'),
          minAttention: 50,
          maxAttention: 79,
          feedbackIds: f('表现不错'),
          priority: 20,
        },
        {
          name: 'SMR 高专注表扬',
          bandId: b('SMR'),
          minAttention: 80,
          maxAttention: 100,
          feedbackIds: f('非常专注', '专注小达人'),
          priority: 10,
        },
        {
          name: 'Theta 抑制训练反馈',
          bandId: b('Theta'),
          minAttention: 0,
          maxAttention: 100,
          feedbackIds: f('慢慢进步', '表现不错'),
          priority: 5,
        },
      ],
      370,
    );
  },
  decorate: (row, db) => ({
    ...row,
    bandName: nameOf(db, 'sysBand', row.bandId),
    feedbackNames: namesOf(db, 'sysNeuroTrainingFeedback', row.feedbackIds),
  }),
  extra: { reorder: reorderOp(() => neuroTrainingFeedbackAutoRules) },
};
