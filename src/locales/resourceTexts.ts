/**
 * Where each API resource's texts live in src/locales: `<prefix>.title` names the resource,
 * `<prefix>.<field>` its fields, `<prefix>.<field>.<value>` an enum value. The pages' views use
 * the same prefixes; the audit log names resources and fields it did not write with them.
 * tests/unit/audit-texts.test.ts checks that every resource of src/schema is here.
 */
export const RESOURCE_TEXTS: Readonly<Record<string, string>> = {
  dataAccountInfo: 'account',
  dataMember: 'member',
  dataMemberScore: 'memberScore',
  dataMemberBehaviorScore: 'behavior',
  dataMemberTrainingCycle: 'cycle',
  dataTrainingRecord: 'record',
  dataDevice: 'device',
  dataFollowUp: 'followUp',
  sysWorry: 'catalogue.worry',
  sysBehaviorDiagnosis: 'catalogue.behaviorDiagnosis',
  sysGradeGroup: 'catalogue.gradeGroup',
  sysGrade: 'catalogue.grade',
  sysScoreGroup: 'catalogue.scoreGroup',
  sysAnimateBehaviorType: 'catalogue.animateBehaviorType',
  sysAnimate: 'catalogue.animate',
  sysMusic: 'catalogue.music',
  sysBand: 'catalogue.band',
  sysBrainRelax: 'catalogue.brainRelax',
  sysDietaryAdvice: 'catalogue.dietaryAdvice',
  sysParentAdviser: 'catalogue.parentAdviser',
  sysEfficientOperation: 'catalogue.efficientOperation',
  sysParentChildTraining: 'catalogue.parentChildTraining',
  sysParentChildTrainingAutoRule: 'catalogue.parentChildTrainingAutoRule',
  sysNeuroTrainingFeedback: 'catalogue.neuroTrainingFeedback',
  sysNeuroTrainingFeedbackAutoRule: 'catalogue.neuroTrainingFeedbackAutoRule',
  sysCognitiveTraining: 'catalogue.cognitiveTraining',
  sysCognitiveTrainingRule: 'catalogue.cognitiveTrainingRule',
};

/** `audit.resource.<name>` for every resource: its title in the given messages. */
export function resourceTitles(messages: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(RESOURCE_TEXTS).map(([name, prefix]) => [`audit.resource.${name}`, messages[`${prefix}.title`]]),
  );
}
