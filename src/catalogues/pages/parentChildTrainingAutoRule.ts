import { type ParentChildTrainingAutoRule, parentChildTrainingAutoRuleSchema } from '@/schema';
import { catalogueService } from '@/services/catalogues';
import { defineCatalogue } from '../define';
import { defineRulePage, GRADE_GROUP_INPUT, type RulePreviewConfig } from '../RuleTools';
import { RULE_CONDITIONS } from '../rulePreview';

/** The Preview's inputs: a behaviour diagnosis and its score, and optionally a grade group. */
export const preview: RulePreviewConfig = {
  inputs: [
    {
      name: 'diagnosisId',
      label: 'catalogue.rule.input.diagnosis',
      kind: 'ref',
      refService: catalogueService('sysBehaviorDiagnosis'),
    },
    { name: 'score', label: 'catalogue.rule.input.score', kind: 'score' },
    GRADE_GROUP_INPUT,
  ],
  conditions: RULE_CONDITIONS.parentChild,
  assigns: {
    field: 'trainingIds',
    label: 'catalogue.parentChildTrainingAutoRule.trainingIds',
    refService: catalogueService('sysParentChildTraining'),
  },
};

/**
 * /basic-settings/parent-child-training-auto-rule: a member whose behaviour score for the
 * diagnosis falls in the score group (and in the grade group, when the rule names one) gets
 * these parent-child trainings.
 */
export default defineRulePage(
  defineCatalogue<ParentChildTrainingAutoRule>(parentChildTrainingAutoRuleSchema, {
    formWidth: 720,
    fields: [
      { name: 'priority', width: 90 },
      { name: 'name', searchOrder: 1 },
      { name: 'diagnosisId', searchOrder: 2 },
      { name: 'scoreGroupId', searchOrder: 3 },
      { name: 'gradeGroupId', searchOrder: 4 },
      { name: 'trainingIds', search: false },
    ],
  }),
  preview,
);
