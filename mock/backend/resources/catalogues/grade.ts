import { gradeGroupSchema, gradeSchema } from '../../../../src/schema/catalogues/grade';
import type { ResourceDef } from '../../resource';
import { catalogue, idOf, nameOf } from '../helpers';

export const gradeGroups: ResourceDef = {
  schema: gradeGroupSchema,
  label: { zh: '年级组', en: 'grade group' },
  seed: () =>
    catalogue([
      { name: '学龄前', minAge: 3, maxAge: 6 },
      { name: '低年级', minAge: 6, maxAge: 9 },
      { name: '中年级', minAge: 9, maxAge: 11 },
      { name: '高年级', minAge: 11, maxAge: 13 },
    ]),
};

/** Grades with the Chinese primary-school grouping: 1-2 低, 3-4 中, 5-6 高. */
export const GRADE_SEED = [
  { name: '幼儿园大班', group: '学龄前', schoolYear: 0 },
  { name: '一年级', group: '低年级', schoolYear: 1 },
  { name: '二年级', group: '低年级', schoolYear: 2 },
  { name: '三年级', group: '中年级', schoolYear: 3 },
  { name: '四年级', group: '中年级', schoolYear: 4 },
  { name: '五年级', group: '高年级', schoolYear: 5 },
  { name: '六年级', group: '高年级', schoolYear: 6 },
] as const;

export const grades: ResourceDef = {
  schema: gradeSchema,
  label: { zh: '年级', en: 'grade' },
  seed: (_rand, db) =>
    catalogue(GRADE_SEED.map((g) => ({ name: g.name, gradeGroupId: idOf(db, 'sysGradeGroup', g.group) }))),
  decorate: (row, db) => ({ ...row, gradeGroupName: nameOf(db, 'sysGradeGroup', row.gradeGroupId) }),
};
