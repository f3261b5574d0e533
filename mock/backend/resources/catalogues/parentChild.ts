import {
  parentChildTrainingAutoRuleSchema,
  parentChildTrainingSchema,
} from '../../../../src/schema/catalogues/parentChild';
import type { ResourceDef } from '../../resource';
import { catalogue, idOf, nameOf, namesOf, reorderOp } from '../helpers';

export const parentChildTrainings: ResourceDef = {
  schema: parentChildTrainingSchema,
  label: { zh: '亲子训练', en: 'parent-child training' },
  seed: (_rand, db) => {
    const g = (name: string) => idOf(db, 'sysGradeGroup', name);
    return catalogue(
      [
        {
          name: '木头人',
          gradeGroupId: g('学龄前'),
          durationMin: 10,
          materials: '无',
          content: '家长喊“一二三木头人”，孩子立刻保持不动，锻炼抑制控制。',
        },
        {
          name: '听指令拍手',
          gradeGroupId: g('学龄前'),
          durationMin: 10,
          materials: '无',
          content: '家长说出含“拍手”的句子时孩子才拍手，练习听觉注意。',
        },
        {
          name: '舒尔特方格亲子赛',
          gradeGroupId: g('低年级'),
          durationMin: 15,
          materials: '打印的 5×5 数字方格、计时器',
          content: '亲子轮流按顺序指出 1-25，记录用时并比赛。',
        },
        {
          name: '记忆翻牌',
          gradeGroupId: g('低年级'),
          durationMin: 15,
          materials: '配对卡片 20 张',
          content: '卡片背面朝上，轮流翻两张，配对成功即收走。',
        },
        {
          name: '传话游戏',
          gradeGroupId: g('中年级'),
          durationMin: 15,
          materials: '无',
          content: '家长说一句逐渐加长的话，孩子准确复述，锻炼工作记忆。',
        },
        {
          name: '积木搭建挑战',
          gradeGroupId: g('中年级'),
          durationMin: 20,
          materials: '积木一套、图纸',
          content: '按图纸在限定时间内搭出造型，锻炼空间能力与计划能力。',
        },
        {
          name: '家庭计划会议',
          gradeGroupId: g('高年级'),
          durationMin: 20,
          materials: '白板或纸笔',
          content: '每周一起计划学习和休闲时间，由孩子主持会议。',
        },
        {
          name: '亲子跳绳',
          gradeGroupId: null,
          durationMin: 15,
          materials: '跳绳两根',
          content: '家长与孩子一起跳绳，按节拍计数，兼顾运动和节奏感。',
        },
      ],
      330,
    );
  },
  decorate: (row, db) => ({ ...row, gradeGroupName: nameOf(db, 'sysGradeGroup', row.gradeGroupId) }),
};

export const parentChildTrainingAutoRules: ResourceDef = {
  schema: parentChildTrainingAutoRuleSchema,
  label: { zh: '亲子训练自动规则', en: 'parent-child training rule' },
  seed: (_rand, db) => {
    const d = (name: string) => idOf(db, 'sysBehaviorDiagnosis', name);
    const s = (name: string) => idOf(db, 'sysScoreGroup', name);
    const g = (name: string) => idOf(db, 'sysGradeGroup', name);
    const t = (...names: string[]) => names.map((n) => idOf(db, 'sysParentChildTraining', n));
    return catalogue(
      [
        {
          name: '学龄前注意力提升',
          diagnosisId: d('注意缺陷'),
          scoreGroupId: s('待提高'),
          gradeGroupId: g('学龄前'),
          trainingIds: t('木头人', '听指令拍手'),
          priority: 40,
        },
        {
          name: '低年级专注练习',
          diagnosisId: d('注意缺陷'),
          scoreGroupId: s('待提高'),
          gradeGroupId: g('低年级'),
          trainingIds: t('舒尔特方格亲子赛', '记忆翻牌'),
          priority: 30,
        },
        {
          name: '多动冲动干预',
          diagnosisId: d('多动冲动'),
          scoreGroupId: s('待提高'),
          gradeGroupId: null,
          trainingIds: t('木头人', '亲子跳绳'),
          priority: 20,
        },
        {
          name: '工作记忆巩固',
          diagnosisId: d('工作记忆不足'),
          scoreGroupId: s('良好'),
          gradeGroupId: g('中年级'),
          trainingIds: t('传话游戏', '积木搭建挑战'),
          priority: 10,
        },
        {
          name: '高年级自我管理',
          diagnosisId: d('时间管理困难'),
          scoreGroupId: s('良好'),
          gradeGroupId: g('高年级'),
          trainingIds: t('家庭计划会议'),
          priority: 5,
        },
      ],
      320,
    );
  },
  decorate: (row, db) => ({
    ...row,
    diagnosisName: nameOf(db, 'sysBehaviorDiagnosis', row.diagnosisId),
    scoreGroupName: nameOf(db, 'sysScoreGroup', row.scoreGroupId),
    gradeGroupName: nameOf(db, 'sysGradeGroup', row.gradeGroupId),
    trainingNames: namesOf(db, 'sysParentChildTraining', row.trainingIds),
  }),
  extra: { reorder: reorderOp(() => parentChildTrainingAutoRules) },
};
