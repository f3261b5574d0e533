/**
 * The settings catalogues: path segment under /basic-settings (config/routes.ts SETTINGS_PAGES)
 * -> its definition. One line per page; docs/catalogues.md says how to add one.
 */
import type { ResourceView } from '@/components/crud/types';
import animate from './animate';
import animateBehaviorType from './animateBehaviorType';
import band from './band';
import behaviorDiagnosis from './behaviorDiagnosis';
import brainRelax from './brainRelax';
import cognitiveTraining1 from './cognitiveTraining1';
import cognitiveTraining2 from './cognitiveTraining2';
import cognitiveTrainingRule1 from './cognitiveTrainingRule1';
import cognitiveTrainingRule2 from './cognitiveTrainingRule2';
import dietaryAdvice from './dietaryAdvice';
import efficientOperation from './efficientOperation';
import grade from './grade';
import gradeGroup from './gradeGroup';
import music from './music';
import neuroTrainingFeedback from './neuroTrainingFeedback';
import neuroTrainingFeedbackAutoRule from './neuroTrainingFeedbackAutoRule';
import parentAdviser from './parentAdviser';
import parentChildTraining from './parentChildTraining';
import parentChildTrainingAutoRule from './parentChildTrainingAutoRule';
import scoreGroup from './scoreGroup';
import worry from './worry';

// biome-ignore lint/suspicious/noExplicitAny: each page has its own row type
export type CatalogueView = ResourceView<any>;

export const CATALOGUES: Readonly<Record<string, CatalogueView>> = {
  sysWorry: worry,
  sysBehaviorDiagnosis: behaviorDiagnosis,
  group: gradeGroup,
  grade,
  'score-group': scoreGroup,
  'cognitive/training1': cognitiveTraining1,
  'cognitive/training2': cognitiveTraining2,
  'cognitive/training-rule1': cognitiveTrainingRule1,
  'cognitive/training-rule2': cognitiveTrainingRule2,
  animate,
  'animate-behavior-type': animateBehaviorType,
  music,
  band,
  'brain-relax': brainRelax,
  'dietary-advice': dietaryAdvice,
  'parent-adviser': parentAdviser,
  'parent-child-training': parentChildTraining,
  'parent-child-training-auto-rule': parentChildTrainingAutoRule,
  'efficient-operation': efficientOperation,
  'neuro-training-feedback': neuroTrainingFeedback,
  'neurotraining-feedback-auto-rule': neuroTrainingFeedbackAutoRule,
};

/** The catalogue of a location pathname (…/basic-settings/<page>), or undefined. */
export function catalogueOfPath(pathname: string): { page: string; view: CatalogueView } | undefined {
  const m = /\/basic-settings\/(.+?)\/?$/.exec(pathname);
  const page = m?.[1];
  if (!page || !Object.hasOwn(CATALOGUES, page)) return undefined;
  return { page, view: CATALOGUES[page] };
}
