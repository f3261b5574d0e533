/**
 * Every resource schema, by resource name (the path segment). Pure TS, relative imports only.
 * The services build on these; the mock backend's definitions import the same objects.
 */
import { accountSchema } from './account';
import { auditLogSchema } from './auditLog';
import { dietaryAdviceSchema, efficientOperationSchema, parentAdviserSchema } from './catalogues/advice';
import { cognitiveTrainingRuleSchema, cognitiveTrainingSchema } from './catalogues/cognitive';
import { gradeGroupSchema, gradeSchema } from './catalogues/grade';
import { animateBehaviorTypeSchema, animateSchema, brainRelaxSchema, musicSchema } from './catalogues/media';
import { bandSchema, neuroTrainingFeedbackAutoRuleSchema, neuroTrainingFeedbackSchema } from './catalogues/neuro';
import { parentChildTrainingAutoRuleSchema, parentChildTrainingSchema } from './catalogues/parentChild';
import { scoreGroupSchema } from './catalogues/scoreGroup';
import { behaviorDiagnosisSchema, worrySchema } from './catalogues/worry';
import { deviceSchema } from './device';
import { followUpSchema } from './followUp';
import { memberBehaviorScoreSchema, memberSchema, memberScoreSchema, memberTrainingCycleSchema } from './member';
import { trainingRecordSchema } from './trainingRecord';
import type { ResourceSchema } from './types';

export * from './auditLog';
export * from './catalogues/advice';
export * from './catalogues/cognitive';
export * from './catalogues/grade';
export * from './catalogues/media';
export * from './catalogues/neuro';
export * from './catalogues/parentChild';
export * from './catalogues/scoreGroup';
export * from './catalogues/worry';
export * from './device';
export * from './followUp';
export * from './member';
export * from './trainingRecord';

export const SCHEMAS: Readonly<Record<string, ResourceSchema>> = Object.fromEntries(
  [
    accountSchema,
    memberSchema,
    memberScoreSchema,
    memberBehaviorScoreSchema,
    memberTrainingCycleSchema,
    trainingRecordSchema,
    deviceSchema,
    worrySchema,
    behaviorDiagnosisSchema,
    gradeGroupSchema,
    gradeSchema,
    scoreGroupSchema,
    animateBehaviorTypeSchema,
    animateSchema,
    musicSchema,
    bandSchema,
    brainRelaxSchema,
    dietaryAdviceSchema,
    parentAdviserSchema,
    efficientOperationSchema,
    parentChildTrainingSchema,
    parentChildTrainingAutoRuleSchema,
    neuroTrainingFeedbackSchema,
    neuroTrainingFeedbackAutoRuleSchema,
    cognitiveTrainingSchema,
    cognitiveTrainingRuleSchema,
    auditLogSchema,
    followUpSchema,
  ].map((s) => [s.name, s]),
);
