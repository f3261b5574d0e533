import { type NeuroTrainingFeedbackAutoRule, neuroTrainingFeedbackAutoRuleSchema } from '@/schema';
import { bandService, catalogueService } from '@/services/catalogues';
import { defineCatalogue } from '../define';
import { defineRulePage } from '../RuleTools';
import { RULE_CONDITIONS } from '../rulePreview';

const feedbacks = catalogueService('sysNeuroTrainingFeedback');

/**
 * /basic-settings/neurotraining-feedback-auto-rule: a neuro session on the band whose average
 * attention lies in [minAttention, maxAttention] gets these feedbacks.
 */
export default defineRulePage(
  defineCatalogue<NeuroTrainingFeedbackAutoRule>(neuroTrainingFeedbackAutoRuleSchema, {
    formWidth: 720,
    fields: [
      { name: 'priority', width: 90 },
      { name: 'name', searchOrder: 1 },
      { name: 'bandId', searchOrder: 2 },
      { name: 'minAttention' },
      { name: 'maxAttention' },
      { name: 'feedbackIds', search: false },
    ],
  }),
  {
    inputs: [
      { name: 'bandId', label: 'catalogue.rule.input.band', kind: 'ref', refService: bandService },
      { name: 'attention', label: 'catalogue.rule.input.attention', kind: 'percent' },
    ],
    conditions: RULE_CONDITIONS.neuroFeedback,
    assigns: {
      field: 'feedbackIds',
      label: 'catalogue.neuroTrainingFeedbackAutoRule.feedbackIds',
      refService: feedbacks,
    },
  },
);
