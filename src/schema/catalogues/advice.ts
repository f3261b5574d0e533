import type { BaseRow, ResourceSchema, Status } from '../types';

export type DietaryAdvice = BaseRow & {
  title: string;
  content: string;
  worryId: number | null;
  status: Status;
  sort: number;
  /** Derived (read only). */
  worryName?: string | null;
};

export const dietaryAdviceSchema: ResourceSchema = {
  name: 'sysDietaryAdvice',
  derived: { worryName: 'worryId' },
  status: true,
  sort: true,
  catalogue: { pages: [{ path: 'dietary-advice', menu: 150 }] },
  fields: {
    title: { kind: 'string', required: true, max: 64, filter: 'like', sortable: true },
    content: { kind: 'text', required: true, max: 2000 },
    worryId: { kind: 'ref', ref: 'sysWorry', nullable: true, filter: 'eq', sortable: true },
  },
};

export type ParentAdviser = BaseRow & {
  title: string;
  content: string;
  diagnosisId: number | null;
  scoreGroupId: number | null;
  status: Status;
  sort: number;
  /** Derived (read only). */
  diagnosisName?: string | null;
  scoreGroupName?: string | null;
};

export const parentAdviserSchema: ResourceSchema = {
  name: 'sysParentAdviser',
  derived: { diagnosisName: 'diagnosisId', scoreGroupName: 'scoreGroupId' },
  status: true,
  sort: true,
  catalogue: { pages: [{ path: 'parent-adviser', menu: 160 }] },
  fields: {
    title: { kind: 'string', required: true, max: 64, filter: 'like', sortable: true },
    content: { kind: 'text', required: true, max: 2000 },
    diagnosisId: { kind: 'ref', ref: 'sysBehaviorDiagnosis', nullable: true, filter: 'eq', sortable: true },
    scoreGroupId: { kind: 'ref', ref: 'sysScoreGroup', nullable: true, filter: 'eq', sortable: true },
  },
};

/** Homework-efficiency tip for a grade group. */
export type EfficientOperation = BaseRow & {
  title: string;
  content: string;
  gradeGroupId: number | null;
  status: Status;
  sort: number;
  /** Derived (read only). */
  gradeGroupName?: string | null;
};

export const efficientOperationSchema: ResourceSchema = {
  name: 'sysEfficientOperation',
  derived: { gradeGroupName: 'gradeGroupId' },
  status: true,
  sort: true,
  catalogue: { pages: [{ path: 'efficient-operation', menu: 190 }] },
  fields: {
    title: { kind: 'string', required: true, max: 64, filter: 'like', sortable: true },
    content: { kind: 'text', required: true, max: 2000 },
    gradeGroupId: { kind: 'ref', ref: 'sysGradeGroup', nullable: true, filter: 'eq', sortable: true },
  },
};
