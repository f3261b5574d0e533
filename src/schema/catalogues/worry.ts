import type { BaseRow, ResourceSchema, Status } from '../types';

/** A parent's concern about the child (inattention, restlessness, ...). */
export type Worry = BaseRow & {
  name: string;
  description: string;
  status: Status;
  sort: number;
};

export const worrySchema: ResourceSchema = {
  name: 'sysWorry',
  status: true,
  sort: true,
  catalogue: { pages: [{ path: 'sysWorry', menu: 10 }] },
  fields: {
    name: { kind: 'string', required: true, max: 32, unique: true, filter: 'like', sortable: true },
    description: { kind: 'text', max: 500 },
  },
};

/** A behaviour diagnosis scored in behaviour assessments (0..maxScore, higher is better). */
export type BehaviorDiagnosis = BaseRow & {
  name: string;
  description: string;
  worryId: number | null;
  maxScore: number;
  status: Status;
  sort: number;
  /** Derived (read only): name of the worry. */
  worryName?: string | null;
};

export const behaviorDiagnosisSchema: ResourceSchema = {
  name: 'sysBehaviorDiagnosis',
  derived: { worryName: 'worryId' },
  status: true,
  sort: true,
  catalogue: { pages: [{ path: 'sysBehaviorDiagnosis', menu: 20 }] },
  // A behaviour assessment names its diagnoses inside its `items` (JSON, no reference field).
  affects: ['dataMemberBehaviorScore'],
  fields: {
    name: { kind: 'string', required: true, max: 32, unique: true, filter: 'like', sortable: true },
    description: { kind: 'text', max: 500 },
    worryId: { kind: 'ref', ref: 'sysWorry', nullable: true, filter: 'eq' },
    maxScore: { kind: 'int', required: true, min: 1, max: 100, sortable: true },
  },
};
