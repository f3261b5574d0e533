/**
 * Where each API resource's texts live in src/locales: `<prefix>.title` names the resource,
 * `<prefix>.<field>` its fields, `<prefix>.<field>.<value>` an enum value. The pages' views use
 * the same prefixes; the audit log names resources and fields it did not write with them. A
 * catalogue's prefix is its schema's (src/schema/catalogueTexts.ts), written here by `npm run
 * catalogues`: the language packs use this list and load with the sign-in page, which must not
 * carry every schema.
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
  // catalogues: begin (written by npm run catalogues from their schemas: do not edit by hand)
  sysWorry: 'catalogue.worry',
  sysBehaviorDiagnosis: 'catalogue.behaviorDiagnosis',
  sysGradeGroup: 'catalogue.gradeGroup',
  sysGrade: 'catalogue.grade',
  sysScoreGroup: 'catalogue.scoreGroup',
  sysCognitiveTraining: 'catalogue.cognitiveTraining',
  sysCognitiveTrainingRule: 'catalogue.cognitiveTrainingRule',
  sysAnimate: 'catalogue.animate',
  sysAnimateBehaviorType: 'catalogue.animateBehaviorType',
  sysMusic: 'catalogue.music',
  sysBand: 'catalogue.band',
  sysBrainRelax: 'catalogue.brainRelax',
  sysDietaryAdvice: 'catalogue.dietaryAdvice',
  sysParentAdviser: 'catalogue.parentAdviser',
  sysParentChildTraining: 'catalogue.parentChildTraining',
  sysParentChildTrainingAutoRule: 'catalogue.parentChildTrainingAutoRule',
  sysEfficientOperation: 'catalogue.efficientOperation',
  sysNeuroTrainingFeedback: 'catalogue.neuroTrainingFeedback',
  sysNeuroTrainingFeedbackAutoRule: 'catalogue.neuroTrainingFeedbackAutoRule',
  // catalogues: end
};

/** `audit.resource.<name>` for every resource: its title in the given messages. */
export function resourceTitles(messages: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(RESOURCE_TEXTS).map(([name, prefix]) => [`audit.resource.${name}`, messages[`${prefix}.title`]]),
  );
}
