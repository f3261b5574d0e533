import { PHONE_PATTERN } from './account';
import type { BaseRow, ResourceSchema, Status } from './types';

/** 1 boy, 2 girl. */
export const GENDERS = [1, 2] as const;
export type Gender = (typeof GENDERS)[number];

/** Training cycle state: 1 planned, 2 in progress, 3 completed, 4 stopped. */
export const TRAINING_CYCLE_STATES = [1, 2, 3, 4] as const;
export type TrainingCycleState = (typeof TRAINING_CYCLE_STATES)[number];

/** The ages the service is for, in whole years (docs/product-rules.md, constants). */
export const MEMBER_AGE_YEARS = [2, 18] as const;

// Phone masking lives in ./phone (the entry chunk's access rules need it without the member schema).
export { maskPhone, phonesMasked } from './phone';

// ---------------------------------------------------------------- dataMember

/** A child. The route parameter `:userId` of the member sub-pages is this id. */
export type Member = BaseRow & {
  name: string;
  gender: Gender;
  /** YYYY-MM-DD */
  birthday: string;
  gradeId: number;
  guardianName: string;
  guardianPhone: string;
  worryIds: number[];
  /** Bound headband; kept in step with the device's memberId by the server. */
  deviceId: number | null;
  status: Status;
  /** Server-maintained from the training records. */
  trainingCount: number;
  lastTrainingTime: string | null;
  /** Derived (read only): the names of gradeId, deviceId and worryIds, in every answer. */
  gradeName: string | null;
  deviceSn: string | null;
  worryNames: string[];
};

/**
 * What POST /dataMember/add takes (docs/openapi.json, dataMemberAdd): the fields staff write, the
 * required ones required; a value left blank is null. tests/unit/openapi-types.test.ts holds it
 * to the types generated from the contract.
 */
export type MemberInput = Pick<
  Member,
  'name' | 'gender' | 'birthday' | 'gradeId' | 'guardianName' | 'guardianPhone'
> & {
  worryIds?: number[] | null;
  deviceId?: number | null;
  status?: Status;
};

export const memberSchema: ResourceSchema = {
  name: 'dataMember',
  derived: { gradeName: 'gradeId', deviceSn: 'deviceId', worryNames: 'worryIds' },
  status: true,
  defaultSort: { field: 'id', order: 'descend' },
  fields: {
    name: { kind: 'string', required: true, max: 32, filter: 'like', sortable: true },
    gender: { kind: 'enum', required: true, values: GENDERS, filter: 'eq', sortable: true },
    birthday: { kind: 'date', required: true, sortable: true, ageYears: MEMBER_AGE_YEARS },
    gradeId: { kind: 'ref', ref: 'sysGrade', required: true, filter: 'eq', sortable: true },
    guardianName: { kind: 'string', required: true, max: 32, filter: 'like' },
    guardianPhone: {
      kind: 'phone',
      required: true,
      pattern: PHONE_PATTERN,
      patternMessage: 'validation.phone',
      filter: 'like',
    },
    worryIds: { kind: 'refs', ref: 'sysWorry', filter: 'contains' },
    deviceId: { kind: 'ref', ref: 'dataDevice', nullable: true, filter: 'eq' },
    trainingCount: { kind: 'int', readOnly: true, sortable: true },
    lastTrainingTime: { kind: 'datetime', readOnly: true, nullable: true, sortable: true },
  },
};

// ---------------------------------------------------------------- dataMemberScore

/** Cognitive assessment. `total` and `scoreGroupId` are computed by the server. */
export type MemberScore = BaseRow & {
  userId: number;
  assessTime: string;
  attention: number;
  memory: number;
  reaction: number;
  reasoning: number;
  spatial: number;
  /** Rounded mean of the five abilities. */
  total: number;
  /** The score group whose range holds `total`. */
  scoreGroupId: number | null;
  /** Derived (read only). */
  memberName?: string | null;
  scoreGroupName?: string | null;
  scoreGroupColor?: string | null;
};

const score = { kind: 'int', required: true, min: 0, max: 100, sortable: true } as const;

export const memberScoreSchema: ResourceSchema = {
  name: 'dataMemberScore',
  derived: { memberName: 'userId', scoreGroupName: 'scoreGroupId', scoreGroupColor: 'scoreGroupId' },
  defaultSort: { field: 'assessTime', order: 'descend' },
  fields: {
    userId: { kind: 'ref', ref: 'dataMember', required: true, filter: 'eq', sortable: true },
    assessTime: { kind: 'datetime', required: true, sortable: true, notFuture: true },
    attention: { ...score },
    memory: { ...score },
    reaction: { ...score },
    reasoning: { ...score },
    spatial: { ...score },
    total: { kind: 'int', readOnly: true, min: 0, max: 100, sortable: true },
    scoreGroupId: { kind: 'ref', ref: 'sysScoreGroup', readOnly: true, nullable: true, filter: 'eq' },
  },
};

// ---------------------------------------------------------------- dataMemberBehaviorScore

/** One diagnosis scored in a behaviour assessment: 0..diagnosis.maxScore, higher is better. */
export interface BehaviorScoreItem {
  diagnosisId: number;
  score: number;
  /** Derived (read only). */
  diagnosisName?: string | null;
  maxScore?: number | null;
}

/** Behaviour assessment. `totalScore` and `scoreGroupId` are computed by the server. */
export type MemberBehaviorScore = BaseRow & {
  userId: number;
  assessTime: string;
  /** At least one item, each diagnosis at most once. */
  items: BehaviorScoreItem[];
  /** 0-100: the items' points as a percentage of their maximum. */
  totalScore: number;
  scoreGroupId: number | null;
  assessor: string;
  /** Derived (read only). */
  memberName?: string | null;
  scoreGroupName?: string | null;
  scoreGroupColor?: string | null;
};

export const memberBehaviorScoreSchema: ResourceSchema = {
  name: 'dataMemberBehaviorScore',
  derived: { memberName: 'userId', scoreGroupName: 'scoreGroupId', scoreGroupColor: 'scoreGroupId' },
  defaultSort: { field: 'assessTime', order: 'descend' },
  fields: {
    userId: { kind: 'ref', ref: 'dataMember', required: true, filter: 'eq', sortable: true },
    assessTime: { kind: 'datetime', required: true, sortable: true, notFuture: true },
    items: { kind: 'json', required: true },
    totalScore: { kind: 'int', readOnly: true, min: 0, max: 100, sortable: true },
    scoreGroupId: { kind: 'ref', ref: 'sysScoreGroup', readOnly: true, nullable: true, filter: 'eq' },
    assessor: { kind: 'string', max: 32, filter: 'like', sortable: true },
  },
};

// ---------------------------------------------------------------- dataMemberTrainingCycle

export type MemberTrainingCycle = BaseRow & {
  userId: number;
  /** 1, 2, ... per member (unique within the member). */
  cycleNo: number;
  /** YYYY-MM-DD; startDate < endDate; cycles of one member never overlap. */
  startDate: string;
  endDate: string;
  plannedSessions: number;
  /**
   * Server-computed: the member's training records whose startTime falls on a day from startDate
   * to endDate, both included (may pass plannedSessions).
   */
  completedSessions: number;
  state: TrainingCycleState;
  cognitiveTrainingIds: number[];
  bandId: number | null;
  remark: string;
  /** Derived (read only). */
  memberName?: string | null;
  bandName?: string | null;
  cognitiveTrainingNames?: string[];
};

export const memberTrainingCycleSchema: ResourceSchema = {
  name: 'dataMemberTrainingCycle',
  derived: { memberName: 'userId', bandName: 'bandId', cognitiveTrainingNames: 'cognitiveTrainingIds' },
  defaultSort: { field: 'startDate', order: 'descend' },
  rules: [
    { kind: 'lt', a: 'startDate', b: 'endDate' },
    { kind: 'noOverlap', min: 'startDate', max: 'endDate', scope: 'userId' },
    // In progress (2) and completed (3) only once the cycle has begun.
    { kind: 'fromStart', field: 'state', values: [2, 3], start: 'startDate' },
  ],
  fields: {
    userId: { kind: 'ref', ref: 'dataMember', required: true, filter: 'eq', sortable: true },
    cycleNo: { kind: 'int', required: true, min: 1, max: 999, unique: true, uniqueWithin: 'userId', sortable: true },
    startDate: { kind: 'date', required: true, sortable: true },
    endDate: { kind: 'date', required: true, sortable: true },
    plannedSessions: { kind: 'int', required: true, min: 1, max: 200, sortable: true },
    completedSessions: { kind: 'int', readOnly: true, min: 0, sortable: true },
    state: { kind: 'enum', required: true, values: TRAINING_CYCLE_STATES, filter: 'eq', sortable: true },
    cognitiveTrainingIds: { kind: 'refs', ref: 'sysCognitiveTraining', filter: 'contains' },
    bandId: { kind: 'ref', ref: 'sysBand', nullable: true, filter: 'eq' },
    remark: { kind: 'text', max: 200 },
  },
};
