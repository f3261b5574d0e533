import type { BaseRow, ResourceSchema, Status } from '../types';

/**
 * Cognitive training `type`: the pages cognitive/training1 and training2 (and training-rule1
 * and 2) each show one type; nothing more is known of what the two types mean.
 */
export const COGNITIVE_TRAINING_TYPES = [1, 2] as const;
export type CognitiveTrainingType = (typeof COGNITIVE_TRAINING_TYPES)[number];

/** Abilities trained and assessed (also the five score fields of a cognitive assessment). */
export const ABILITIES = ['attention', 'memory', 'reaction', 'reasoning', 'spatial'] as const;
export type Ability = (typeof ABILITIES)[number];

/** Difficulty levels, 1 (easiest) to 5. */
export const DIFFICULTIES = [1, 2, 3, 4, 5] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export type CognitiveTraining = BaseRow & {
  type: CognitiveTrainingType;
  name: string;
  ability: Ability;
  difficulty: Difficulty;
  durationMin: number;
  gradeGroupId: number | null;
  coverUrl: string;
  description: string;
  status: Status;
  sort: number;
  /** Derived (read only). */
  gradeGroupName?: string | null;
};

export const cognitiveTrainingSchema: ResourceSchema = {
  name: 'sysCognitiveTraining',
  derived: { gradeGroupName: 'gradeGroupId' },
  status: true,
  sort: true,
  catalogue: {
    pages: [
      { path: 'cognitive/training1', menu: 60, type: 1 },
      { path: 'cognitive/training2', menu: 70, type: 2 },
    ],
  },
  fields: {
    type: { kind: 'enum', required: true, values: COGNITIVE_TRAINING_TYPES, filter: 'eq' },
    name: { kind: 'string', required: true, max: 64, filter: 'like', sortable: true },
    ability: { kind: 'enum', required: true, values: ABILITIES, filter: 'eq', sortable: true },
    difficulty: { kind: 'int', required: true, min: 1, max: 5, filter: 'eq', sortable: true },
    durationMin: { kind: 'int', required: true, min: 1, max: 240, sortable: true },
    gradeGroupId: { kind: 'ref', ref: 'sysGradeGroup', nullable: true, filter: 'eq', sortable: true },
    coverUrl: { kind: 'url', max: 500 },
    description: { kind: 'text', max: 2000 },
  },
};

/** Members in this grade group whose assessment falls in the score group get these trainings. */
export type CognitiveTrainingRule = BaseRow & {
  type: CognitiveTrainingType;
  name: string;
  gradeGroupId: number | null;
  scoreGroupId: number;
  ability: Ability;
  /** Trainings of the same `type` as the rule. */
  trainingIds: number[];
  sessionsPerCycle: number;
  priority: number;
  status: Status;
  sort: number;
  /** Derived (read only). */
  gradeGroupName?: string | null;
  scoreGroupName?: string | null;
  trainingNames?: string[];
};

export const cognitiveTrainingRuleSchema: ResourceSchema = {
  name: 'sysCognitiveTrainingRule',
  derived: { gradeGroupName: 'gradeGroupId', scoreGroupName: 'scoreGroupId', trainingNames: 'trainingIds' },
  status: true,
  sort: true,
  catalogue: {
    pages: [
      { path: 'cognitive/training-rule1', menu: 80, type: 1 },
      { path: 'cognitive/training-rule2', menu: 90, type: 2 },
    ],
  },
  // Rules list highest priority first: the order in which they are tried.
  defaultSort: { field: 'priority', order: 'descend' },
  fields: {
    type: { kind: 'enum', required: true, values: COGNITIVE_TRAINING_TYPES, filter: 'eq' },
    name: { kind: 'string', required: true, max: 64, filter: 'like', sortable: true },
    gradeGroupId: { kind: 'ref', ref: 'sysGradeGroup', nullable: true, filter: 'eq', sortable: true },
    scoreGroupId: { kind: 'ref', ref: 'sysScoreGroup', required: true, filter: 'eq', sortable: true },
    ability: { kind: 'enum', required: true, values: ABILITIES, filter: 'eq', sortable: true },
    trainingIds: { kind: 'refs', ref: 'sysCognitiveTraining', required: true, filter: 'contains' },
    sessionsPerCycle: { kind: 'int', required: true, min: 1, max: 100, sortable: true },
    priority: { kind: 'int', required: true, min: 0, max: 9999, sortable: true },
  },
};
