import type { ParentChildTrainingAutoRule } from '@/schema';
import {
  behaviorDiagnosisService,
  gradeGroupService,
  parentChildTrainingAutoRuleService,
  parentChildTrainingService,
  scoreGroupService,
} from '@/services/catalogues';
import { defineCatalogue } from './define';
import { defineRulePage, GRADE_GROUP_INPUT, type RulePreviewConfig } from './RuleTools';
import { RULE_CONDITIONS } from './rulePreview';

/** The Preview's inputs: a behaviour diagnosis and its score, and optionally a grade group. */
export const preview: RulePreviewConfig = {
  inputs: [
    {
      name: 'diagnosisId',
      label: 'catalogue.rule.input.diagnosis',
      kind: 'ref',
      refService: behaviorDiagnosisService,
    },
    { name: 'score', label: 'catalogue.rule.input.score', kind: 'score' },
    GRADE_GROUP_INPUT,
  ],
  conditions: RULE_CONDITIONS.parentChild,
  assigns: {
    field: 'trainingIds',
    label: 'catalogue.parentChildTrainingAutoRule.trainingIds',
    refService: parentChildTrainingService,
  },
};

/**
 * /basic-settings/parent-child-training-auto-rule: a member whose behaviour score for the
 * diagnosis falls in the score group (and in the grade group, when the rule names one) gets
 * these parent-child trainings.
 */
export default defineRulePage(
  defineCatalogue<ParentChildTrainingAutoRule>({
    service: parentChildTrainingAutoRuleService,
    i18nPrefix: 'catalogue.parentChildTrainingAutoRule',
    formWidth: 720,
    fields: [
      { name: 'priority', width: 90 },
      { name: 'name', searchOrder: 1 },
      { name: 'diagnosisId', refService: behaviorDiagnosisService, searchOrder: 2 },
      { name: 'scoreGroupId', refService: scoreGroupService, searchOrder: 3 },
      { name: 'gradeGroupId', refService: gradeGroupService, searchOrder: 4 },
      { name: 'trainingIds', refService: parentChildTrainingService, search: false },
    ],
  }),
  preview,
);
