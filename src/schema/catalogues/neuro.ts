import type { BaseRow, ResourceSchema, Status } from '../types';

/** EEG frequency band used in neurofeedback training. Hz, minHz < maxHz. */
export type Band = BaseRow & {
  name: string;
  minHz: number;
  maxHz: number;
  description: string;
  status: Status;
  sort: number;
};

export const bandSchema: ResourceSchema = {
  name: 'sysBand',
  status: true,
  sort: true,
  catalogue: { pages: [{ path: 'band', menu: 130 }] },
  rules: [{ kind: 'lt', a: 'minHz', b: 'maxHz' }],
  fields: {
    name: { kind: 'string', required: true, max: 32, unique: true, filter: 'like', sortable: true },
    minHz: { kind: 'number', required: true, min: 0, max: 100, sortable: true },
    maxHz: { kind: 'number', required: true, min: 0, max: 100, sortable: true },
    description: { kind: 'text', max: 500 },
  },
};

/** Feedback text shown after a neuro session whose score falls in [minScore, maxScore]. */
export type NeuroTrainingFeedback = BaseRow & {
  name: string;
  content: string;
  minScore: number;
  maxScore: number;
  status: Status;
  sort: number;
};

export const neuroTrainingFeedbackSchema: ResourceSchema = {
  name: 'sysNeuroTrainingFeedback',
  status: true,
  sort: true,
  catalogue: { pages: [{ path: 'neuro-training-feedback', menu: 200 }] },
  rules: [{ kind: 'lte', a: 'minScore', b: 'maxScore' }],
  fields: {
    name: { kind: 'string', required: true, max: 64, filter: 'like', sortable: true },
    content: { kind: 'text', required: true, max: 1000 },
    minScore: { kind: 'int', required: true, min: 0, max: 100, sortable: true },
    maxScore: { kind: 'int', required: true, min: 0, max: 100, sortable: true },
  },
};

/** Gives feedback items to neuro sessions on `bandId` whose average attention is in the range. */
export type NeuroTrainingFeedbackAutoRule = BaseRow & {
  name: string;
  bandId: number;
  minAttention: number;
  maxAttention: number;
  feedbackIds: number[];
  priority: number;
  status: Status;
  sort: number;
  /** Derived (read only). */
  bandName?: string | null;
  feedbackNames?: string[];
};

export const neuroTrainingFeedbackAutoRuleSchema: ResourceSchema = {
  name: 'sysNeuroTrainingFeedbackAutoRule',
  derived: { bandName: 'bandId', feedbackNames: 'feedbackIds' },
  status: true,
  sort: true,
  catalogue: {
    pages: [{ path: 'neurotraining-feedback-auto-rule', menu: 210 }],
  },
  // Rules list highest priority first: the order in which they are tried.
  defaultSort: { field: 'priority', order: 'descend' },
  rules: [{ kind: 'lte', a: 'minAttention', b: 'maxAttention' }],
  fields: {
    name: { kind: 'string', required: true, max: 64, filter: 'like', sortable: true },
    bandId: { kind: 'ref', ref: 'sysBand', required: true, filter: 'eq', sortable: true },
    minAttention: { kind: 'int', required: true, min: 0, max: 100, sortable: true },
    maxAttention: { kind: 'int', required: true, min: 0, max: 100, sortable: true },
    feedbackIds: { kind: 'refs', ref: 'sysNeuroTrainingFeedback', required: true, filter: 'contains' },
    priority: { kind: 'int', required: true, min: 0, max: 9999, sortable: true },
  },
};
