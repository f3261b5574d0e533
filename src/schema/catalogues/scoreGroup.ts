import type { BaseRow, ResourceSchema, Status } from '../types';

/** A band of assessment scores (0-100) with its display colour. Ranges never overlap. */
export type ScoreGroup = BaseRow & {
  name: string;
  minScore: number;
  maxScore: number;
  color: string;
  description: string;
  status: Status;
  sort: number;
};

export const scoreGroupSchema: ResourceSchema = {
  name: 'sysScoreGroup',
  status: true,
  sort: true,
  catalogue: { pages: [{ path: 'score-group', menu: 50 }] },
  rules: [
    { kind: 'lte', a: 'minScore', b: 'maxScore' },
    { kind: 'noOverlap', min: 'minScore', max: 'maxScore' },
  ],
  fields: {
    name: { kind: 'string', required: true, max: 32, unique: true, filter: 'like', sortable: true },
    minScore: { kind: 'int', required: true, min: 0, max: 100, sortable: true },
    maxScore: { kind: 'int', required: true, min: 0, max: 100, sortable: true },
    color: { kind: 'color', required: true },
    description: { kind: 'text', max: 500 },
  },
};
