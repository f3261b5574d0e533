import type { BaseRow, ResourceSchema } from './types';

/** 1 neuro(feedback), 2 cognitive, 3 parent-child, 4 brain relax. */
export const TRAINING_TYPES = [1, 2, 3, 4] as const;
export type TrainingType = (typeof TRAINING_TYPES)[number];

/** One training session. Read and delete only. */
export type TrainingRecord = BaseRow & {
  userId: number;
  memberName: string;
  deviceSn: string;
  type: TrainingType;
  contentName: string;
  startTime: string;
  durationSec: number;
  score: number;
  /** Neuro sessions (type 1) only, else null. */
  attentionAvg: number | null;
  relaxationAvg: number | null;
  feedbackId: number | null;
  /** Derived (read only): the name of feedbackId, in every answer. */
  feedbackName: string | null;
};

export const trainingRecordSchema: ResourceSchema = {
  name: 'dataTrainingRecord',
  // A cycle's completedSessions is counted from its member's records (docs/api.md).
  affects: ['dataMemberTrainingCycle'],
  derived: { feedbackName: 'feedbackId' },
  defaultSort: { field: 'startTime', order: 'descend' },
  fields: {
    userId: { kind: 'ref', ref: 'dataMember', required: true, filter: 'eq', sortable: true },
    memberName: { kind: 'string', required: true, max: 32, filter: 'like', sortable: true },
    deviceSn: { kind: 'string', max: 32, filter: 'like', sortable: true },
    type: { kind: 'enum', required: true, values: TRAINING_TYPES, filter: 'in', sortable: true },
    contentName: { kind: 'string', required: true, max: 64, filter: 'like', sortable: true },
    startTime: { kind: 'datetime', required: true, filter: 'range', sortable: true, notFuture: true },
    durationSec: { kind: 'int', required: true, min: 1, sortable: true },
    score: { kind: 'int', required: true, min: 0, max: 100, filter: 'range', sortable: true },
    attentionAvg: { kind: 'int', min: 0, max: 100, nullable: true, sortable: true },
    relaxationAvg: { kind: 'int', min: 0, max: 100, nullable: true, sortable: true },
    feedbackId: { kind: 'ref', ref: 'sysNeuroTrainingFeedback', nullable: true, filter: 'eq' },
  },
};
