import type { BaseRow, ResourceSchema, Status } from '../types';

/** Age band of grades (学龄前, 低年级 ...). Ages in years, inclusive. */
export type GradeGroup = BaseRow & {
  name: string;
  minAge: number;
  maxAge: number;
  status: Status;
  sort: number;
};

export const gradeGroupSchema: ResourceSchema = {
  name: 'sysGradeGroup',
  status: true,
  sort: true,
  catalogue: { pages: [{ path: 'group', menu: 30 }] },
  rules: [{ kind: 'lte', a: 'minAge', b: 'maxAge' }],
  fields: {
    name: { kind: 'string', required: true, max: 32, unique: true, filter: 'like', sortable: true },
    minAge: { kind: 'int', required: true, min: 0, max: 18, sortable: true },
    maxAge: { kind: 'int', required: true, min: 0, max: 18, sortable: true },
  },
};

export type Grade = BaseRow & {
  name: string;
  gradeGroupId: number;
  status: Status;
  sort: number;
  /** Derived (read only). */
  gradeGroupName?: string | null;
};

export const gradeSchema: ResourceSchema = {
  name: 'sysGrade',
  derived: { gradeGroupName: 'gradeGroupId' },
  status: true,
  sort: true,
  catalogue: { pages: [{ path: 'grade', menu: 40 }] },
  fields: {
    name: { kind: 'string', required: true, max: 32, unique: true, filter: 'like', sortable: true },
    gradeGroupId: { kind: 'ref', ref: 'sysGradeGroup', required: true, filter: 'eq', sortable: true },
  },
};
