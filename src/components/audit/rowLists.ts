/**
 * Where a row named in the audit log is listed (config/routes.ts), so the log can link to it: the
 * list page, filtered on the row's name field. Cognitive trainings and rules are split over two
 * pages by their `type`. Rows with no page of their own (scores, cycles, training records) and
 * sign-ins are not linked. tests/unit/audit-rowLists.test.ts checks this against the catalogue
 * pages and the schemas.
 */
const CATALOGUE_PAGES: Readonly<Record<string, string>> = {
  sysWorry: 'sysWorry',
  sysBehaviorDiagnosis: 'sysBehaviorDiagnosis',
  sysGradeGroup: 'group',
  sysGrade: 'grade',
  sysScoreGroup: 'score-group',
  sysAnimate: 'animate',
  sysAnimateBehaviorType: 'animate-behavior-type',
  sysMusic: 'music',
  sysBand: 'band',
  sysBrainRelax: 'brain-relax',
  sysDietaryAdvice: 'dietary-advice',
  sysParentAdviser: 'parent-adviser',
  sysParentChildTraining: 'parent-child-training',
  sysParentChildTrainingAutoRule: 'parent-child-training-auto-rule',
  sysEfficientOperation: 'efficient-operation',
  sysNeuroTrainingFeedback: 'neuro-training-feedback',
  sysNeuroTrainingFeedbackAutoRule: 'neurotraining-feedback-auto-rule',
};

/** Pages split by type: resource -> the page of each `type` value. */
export const TYPED_PAGES: Readonly<Record<string, Readonly<Record<number, string>>>> = {
  sysCognitiveTraining: { 1: 'cognitive/training1', 2: 'cognitive/training2' },
  sysCognitiveTrainingRule: { 1: 'cognitive/training-rule1', 2: 'cognitive/training-rule2' },
};

const LIST_PATHS: Readonly<Record<string, string>> = {
  dataAccountInfo: '/account',
  dataMember: '/member',
  dataDevice: '/device',
  ...Object.fromEntries(Object.entries(CATALOGUE_PAGES).map(([r, page]) => [r, `/basic-settings/${page}`])),
};

/** The list path of a resource's rows; for a typed resource, of a row of that `type`. */
export function listPathOf(resource: string, type?: unknown): string | undefined {
  const typed = TYPED_PAGES[resource];
  if (typed) {
    const page = typed[Number(type)];
    return page ? `/basic-settings/${page}` : undefined;
  }
  return LIST_PATHS[resource];
}
