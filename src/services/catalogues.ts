/**
 * Services of the settings catalogues: one line per resource,
 * each built from its schema (path segment, fields and enums live in src/schema/catalogues).
 */
import {
  type Animate,
  type AnimateBehaviorType,
  animateBehaviorTypeSchema,
  animateSchema,
  type Band,
  type BehaviorDiagnosis,
  type BrainRelax,
  bandSchema,
  behaviorDiagnosisSchema,
  brainRelaxSchema,
  type CognitiveTraining,
  type CognitiveTrainingRule,
  cognitiveTrainingRuleSchema,
  cognitiveTrainingSchema,
  type DietaryAdvice,
  dietaryAdviceSchema,
  type EfficientOperation,
  efficientOperationSchema,
  type Grade,
  type GradeGroup,
  gradeGroupSchema,
  gradeSchema,
  type Music,
  musicSchema,
  type NeuroTrainingFeedback,
  type NeuroTrainingFeedbackAutoRule,
  neuroTrainingFeedbackAutoRuleSchema,
  neuroTrainingFeedbackSchema,
  type ParentAdviser,
  type ParentChildTraining,
  type ParentChildTrainingAutoRule,
  parentAdviserSchema,
  parentChildTrainingAutoRuleSchema,
  parentChildTrainingSchema,
  type ScoreGroup,
  scoreGroupSchema,
  type Worry,
  worrySchema,
} from '@/schema';
import { createCrudService } from './crud';
import { written } from './query';
import { type CallOptions, post } from './request';

export const worryService = createCrudService<Worry>(worrySchema);
export const behaviorDiagnosisService = createCrudService<BehaviorDiagnosis>(behaviorDiagnosisSchema);
export const gradeGroupService = createCrudService<GradeGroup>(gradeGroupSchema);
export const gradeService = createCrudService<Grade>(gradeSchema);
export const scoreGroupService = createCrudService<ScoreGroup>(scoreGroupSchema);
export const animateBehaviorTypeService = createCrudService<AnimateBehaviorType>(animateBehaviorTypeSchema);
export const animateService = createCrudService<Animate>(animateSchema);
export const musicService = createCrudService<Music>(musicSchema);
export const bandService = createCrudService<Band>(bandSchema);
export const brainRelaxService = createCrudService<BrainRelax>(brainRelaxSchema);
export const dietaryAdviceService = createCrudService<DietaryAdvice>(dietaryAdviceSchema);
export const parentAdviserService = createCrudService<ParentAdviser>(parentAdviserSchema);
export const efficientOperationService = createCrudService<EfficientOperation>(efficientOperationSchema);
export const parentChildTrainingService = createCrudService<ParentChildTraining>(parentChildTrainingSchema);
export const parentChildTrainingAutoRuleService = createCrudService<ParentChildTrainingAutoRule>(
  parentChildTrainingAutoRuleSchema,
);
export const neuroTrainingFeedbackService = createCrudService<NeuroTrainingFeedback>(neuroTrainingFeedbackSchema);
export const neuroTrainingFeedbackAutoRuleService = createCrudService<NeuroTrainingFeedbackAutoRule>(
  neuroTrainingFeedbackAutoRuleSchema,
);
export const cognitiveTrainingService = createCrudService<CognitiveTraining>(cognitiveTrainingSchema);
export const cognitiveTrainingRuleService = createCrudService<CognitiveTrainingRule>(cognitiveTrainingRuleSchema);

/**
 * A rule changes places with its neighbour in priority order, in one call (one audit entry):
 * `moved` is false when it was already first (up) or last (down). docs/api.md, rules.
 */
export const reorderRule = (
  service: { name: string },
  id: number,
  direction: 'up' | 'down',
  opts?: CallOptions,
): Promise<{ id: number; priority: number; moved: boolean }> =>
  written(service.name, post(`/${service.name}/reorder`, { id, direction }, opts));
