import {
  dietaryAdviceSchema,
  efficientOperationSchema,
  parentAdviserSchema,
} from '../../../../src/schema/catalogues/advice';
import type { ResourceDef } from '../../resource';
import { catalogue, idOf, nameOf } from '../helpers';

export const dietaryAdvices: ResourceDef = {
  schema: dietaryAdviceSchema,
  label: { zh: '饮食建议', en: 'dietary advice' },
  seed: (_rand, db) => {
    const w = (name: string) => idOf(db, 'sysWorry', name);
    return catalogue(
      [
        {
          title: '早餐要吃好',
          worryId: w('注意力不集中'),
          content: '早餐搭配鸡蛋、牛奶和全谷物，保证上午血糖平稳，有助于课堂专注。',
        },
        {
          title: '少喝含糖饮料',
          worryId: w('多动坐不住'),
          content: '减少甜饮料和糖果摄入，避免血糖大起大落引起的兴奋和烦躁。',
        },
        {
          title: '多吃富含 Omega-3 的食物',
          worryId: w('记忆力差'),
          content: '每周吃两到三次深海鱼，或适量食用核桃、亚麻籽。',
        },
        {
          title: '晚餐清淡、睡前不加餐',
          worryId: w('睡眠不好'),
          content: '晚餐七分饱，睡前两小时不吃零食，不喝含咖啡因的饮品。',
        },
        {
          title: '补充富含镁的食物',
          worryId: w('情绪急躁'),
          content: '深绿色蔬菜、香蕉、坚果富含镁，有助于稳定情绪。',
        },
        { title: '规律三餐', worryId: null, content: '固定用餐时间，不挑食不偏食，保证蛋白质、蔬菜和水果的均衡摄入。' },
      ],
      360,
    );
  },
  decorate: (row, db) => ({ ...row, worryName: nameOf(db, 'sysWorry', row.worryId) }),
};

export const parentAdvisers: ResourceDef = {
  schema: parentAdviserSchema,
  label: { zh: '家长建议', en: 'parent advice' },
  seed: (_rand, db) => {
    const d = (name: string) => idOf(db, 'sysBehaviorDiagnosis', name);
    const g = (name: string) => idOf(db, 'sysScoreGroup', name);
    return catalogue(
      [
        {
          title: '把任务拆小',
          diagnosisId: d('注意缺陷'),
          scoreGroupId: g('待提高'),
          content: '把作业拆成 10-15 分钟的小段，每完成一段给予具体表扬。',
        },
        {
          title: '减少环境干扰',
          diagnosisId: d('注意缺陷'),
          scoreGroupId: g('良好'),
          content: '学习时收起玩具和电子设备，书桌上只放当前需要的物品。',
        },
        {
          title: '安排运动时间',
          diagnosisId: d('多动冲动'),
          scoreGroupId: g('待提高'),
          content: '每天保证一小时户外运动，跳绳、游泳等有助于释放精力。',
        },
        {
          title: '情绪命名练习',
          diagnosisId: d('情绪调节困难'),
          scoreGroupId: null,
          content: '孩子发脾气时，先帮他说出感受：“你现在很生气，对吗？”',
        },
        {
          title: '使用可视化计时器',
          diagnosisId: d('时间管理困难'),
          scoreGroupId: g('待提高'),
          content: '用沙漏或计时器让时间“看得见”，约定到时即开始下一项。',
        },
        {
          title: '固定作息',
          diagnosisId: d('睡眠节律紊乱'),
          scoreGroupId: null,
          content: '每天同一时间上床和起床，周末也尽量保持一致。',
        },
        {
          title: '鼓励自我检查',
          diagnosisId: d('执行功能薄弱'),
          scoreGroupId: g('优秀'),
          content: '完成作业后让孩子对照清单自己检查，逐步培养自我监控。',
        },
      ],
      350,
    );
  },
  decorate: (row, db) => ({
    ...row,
    diagnosisName: nameOf(db, 'sysBehaviorDiagnosis', row.diagnosisId),
    scoreGroupName: nameOf(db, 'sysScoreGroup', row.scoreGroupId),
  }),
};

export const efficientOperations: ResourceDef = {
  schema: efficientOperationSchema,
  label: { zh: '高效作业建议', en: 'homework efficiency tip' },
  seed: (_rand, db) => {
    const g = (name: string) => idOf(db, 'sysGradeGroup', name);
    return catalogue(
      [
        {
          title: '游戏化任务',
          gradeGroupId: g('学龄前'),
          content: '把整理书包、描红等任务变成小游戏，用贴纸记录完成情况。',
        },
        { title: '先易后难', gradeGroupId: g('低年级'), content: '从最有把握的作业开始，建立信心后再做难题。' },
        {
          title: '番茄钟 15 分钟',
          gradeGroupId: g('低年级'),
          content: '专注 15 分钟后休息 3 分钟，休息时离开书桌活动一下。',
        },
        {
          title: '作业清单',
          gradeGroupId: g('中年级'),
          content: '开始前列出当天所有作业并预估用时，完成一项勾掉一项。',
        },
        { title: '错题本', gradeGroupId: g('高年级'), content: '每周整理一次错题，标注错误原因，考前重点复习。' },
        {
          title: '番茄钟 25 分钟',
          gradeGroupId: g('高年级'),
          content: '专注 25 分钟后休息 5 分钟，四轮后长休息 15 分钟。',
        },
      ],
      340,
    );
  },
  decorate: (row, db) => ({ ...row, gradeGroupName: nameOf(db, 'sysGradeGroup', row.gradeGroupId) }),
};
