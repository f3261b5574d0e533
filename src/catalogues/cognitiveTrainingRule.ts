import { ABILITIES, type CognitiveTrainingRule, type CognitiveTrainingType } from '@/schema';
import {
  cognitiveTrainingRuleService,
  cognitiveTrainingService,
  gradeGroupService,
  scoreGroupService,
} from '@/services/catalogues';
import { defineCatalogue } from './define';
import { defineRulePage, GRADE_GROUP_INPUT } from './RuleTools';
import { RULE_CONDITIONS } from './rulePreview';

/**
 * /basic-settings/cognitive/training-rule1 and 2: a member of the grade group whose score in the
 * ability falls in the score group gets these trainings (of the same type as the page).
 */
export const cognitiveTrainingRulePage = (type: CognitiveTrainingType) => {
  const trainings = { refService: cognitiveTrainingService, refFilter: { type } };
  return defineRulePage(
    defineCatalogue<CognitiveTrainingRule>({
      service: cognitiveTrainingRuleService,
      i18nPrefix: 'catalogue.cognitiveTrainingRule',
      fixedParams: { type },
      formWidth: 720,
      fields: [
        { name: 'type', table: false, search: false, form: false, detail: false },
        { name: 'priority', width: 90 },
        { name: 'name', searchOrder: 1 },
        { name: 'ability', enumLabel: 'catalogue.ability.', searchOrder: 2 },
        { name: 'scoreGroupId', refService: scoreGroupService, searchOrder: 3 },
        { name: 'gradeGroupId', refService: gradeGroupService, searchOrder: 4 },
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
