import type { BaseRow, ResourceSchema, Status } from '../types';

export type ParentChildTraining = BaseRow & {
  name: string;
  content: string;
  durationMin: number;
  gradeGroupId: number | null;
  materials: string;
  status: Status;
  sort: number;
  /** Derived (read only). */
  gradeGroupName?: string | null;
};

export const parentChildTrainingSchema: ResourceSchema = {
  name: 'sysParentChildTraining',
  derived: { gradeGroupName: 'gradeGroupId' },
  status: true,
  sort: true,
  catalogue: { pages: [{ path: 'parent-child-training', menu: 170 }] },
  fields: {
    name: { kind: 'string', required: true, max: 64, filter: 'like', sortable: true },
    content: { kind: 'text', required: true, max: 2000 },
    durationMin: { kind: 'int', required: true, min: 1, max: 240, sortable: true },
    gradeGroupId: { kind: 'ref', ref: 'sysGradeGroup', nullable: true, filter: 'eq', sortable: true },
    materials: { kind: 'text', max: 500 },
  },
};

/** Members matching diagnosis + score group + grade group get these parent-child trainings. */
export type ParentChildTrainingAutoRule = BaseRow & {
  name: string;
  diagnosisId: number;
  scoreGroupId: number;
  gradeGroupId: number | null;
  trainingIds: number[];
  priority: number;
  status: Status;
  sort: number;
  /** Derived (read only). */
  diagnosisName?: string | null;
  scoreGroupName?: string | null;
  gradeGroupName?: string | null;
  trainingNames?: string[];
};

export const parentChildTrainingAutoRuleSchema: ResourceSchema = {
  name: 'sysParentChildTrainingAutoRule',
  derived: {
    diagnosisName: 'diagnosisId',
    scoreGroupName: 'scoreGroupId',
    gradeGroupName: 'gradeGroupId',
    trainingNames: 'trainingIds',
  },
  status: true,
  sort: true,
  catalogue: {
    pages: [{ path: 'parent-child-training-auto-rule', menu: 180 }],
  },
  // Rules list highest priority first: the order in which they are tried.
  defaultSort: { field: 'priority', order: 'descend' },
  fields: {
    name: { kind: 'string', required: true, max: 64, filter: 'like', sortable: true },
    diagnosisId: { kind: 'ref', ref: 'sysBehaviorDiagnosis', required: true, filter: 'eq', sortable: true },
    scoreGroupId: { kind: 'ref', ref: 'sysScoreGroup', required: true, filter: 'eq', sortable: true },
    gradeGroupId: { kind: 'ref', ref: 'sysGradeGroup', nullable: true, filter: 'eq', sortable: true },
    trainingIds: { kind: 'refs', ref: 'sysParentChildTraining', required: true, filter: 'contains' },
    priority: { kind: 'int', required: true, min: 0, max: 9999, sortable: true },
  },
};
