import {
  ABILITIES,
  type CognitiveTrainingRule,
  type CognitiveTrainingType,
  cognitiveTrainingRuleSchema,
} from '@/schema';
import { cognitiveTrainingService } from '@/services/catalogues';
import { defineCatalogue } from '../define';
import { defineRulePage, GRADE_GROUP_INPUT } from '../RuleTools';
import { RULE_CONDITIONS } from '../rulePreview';

/**
 * /basic-settings/cognitive/training-rule1 and 2: a member of the grade group whose score in the
 * ability falls in the score group gets these trainings (of the same type as the page).
 */
const page = (type: CognitiveTrainingType) => {
  const trainings = { refService: cognitiveTrainingService, refFilter: { type } };
  return defineRulePage(
    defineCatalogue<CognitiveTrainingRule>(cognitiveTrainingRuleSchema, {
      type,
      formWidth: 720,
      fields: [
        { name: 'priority', width: 90 },
        { name: 'name', searchOrder: 1 },
        { name: 'ability', enumLabel: 'catalogue.ability.', searchOrder: 2 },
        { name: 'scoreGroupId', searchOrder: 3 },
        { name: 'gradeGroupId', searchOrder: 4 },
        { name: 'trainingIds', ...trainings, search: false },
        { name: 'sessionsPerCycle' },
      ],
    }),
    {
      inputs: [
        {
          name: 'ability',
          label: 'catalogue.rule.input.ability',
          kind: 'enum',
          values: ABILITIES,
          enumLabel: 'catalogue.ability.',
        },
        { name: 'score', label: 'catalogue.rule.input.abilityScore', kind: 'score' },
        GRADE_GROUP_INPUT,
      ],
      conditions: RULE_CONDITIONS.cognitiveTraining,
      assigns: { field: 'trainingIds', label: 'catalogue.cognitiveTrainingRule.trainingIds', ...trainings },
    },
  );
};

export default [page(1), page(2)];
