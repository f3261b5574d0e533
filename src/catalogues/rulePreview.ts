/**
 * Which auto-rule fires: pure functions behind the rule pages' "Preview" and their reorder
 * buttons. A member whose assessment falls in the rule's score group (and grade group, band
 * range ...) is given the rule's items; a higher priority wins.
 */

/** One condition of a rule, matched against the preview's inputs. */
export type RuleCondition =
  /** rule[field] must equal input[input]; a rule value of null means "any" when `anyWhenNull`. */
  | { kind: 'eq'; field: string; input: string; anyWhenNull?: boolean }
  /** input[input] must lie in [rule[min], rule[max]] (inclusive). */
  | { kind: 'range'; min: string; max: string; input: string };

/** What the matcher needs of every rule; conditions read the rule's other fields by name. */
export interface RuleRow {
  id: number;
  priority: number;
  status?: number;
}

/** A rule's field by name (a condition names fields that only some catalogues' rules have). */
export function ruleField(rule: RuleRow, field: string): unknown {
  return Reflect.get(rule, field);
}

export type PreviewInput = Record<string, number | string | null | undefined>;

const blank = (v: unknown) => v === null || v === undefined || v === '';

export function conditionHolds(rule: RuleRow, c: RuleCondition, input: PreviewInput): boolean {
  if (c.kind === 'eq') {
    const want = ruleField(rule, c.field);
    if (blank(want)) return Boolean(c.anyWhenNull);
    const got = input[c.input];
    return !blank(got) && String(got) === String(want);
  }
  const v = input[c.input];
  if (blank(v)) return false;
  const n = Number(v);
  const lo = ruleField(rule, c.min);
  const hi = ruleField(rule, c.max);
  return (blank(lo) || n >= Number(lo)) && (blank(hi) || n <= Number(hi));
}

/**
 * Enabled rules whose conditions all hold, highest priority first; rules of equal priority keep
 * the order they were given in (the list order of the page). The first one is the rule that fires.
 */
export function matchingRules<R extends RuleRow>(rules: R[], conditions: RuleCondition[], input: PreviewInput): R[] {
  return rules
    .map((rule, index) => ({ rule, index }))
    .filter(({ rule }) => rule.status !== 0 && conditions.every((c) => conditionHolds(rule, c, input)))
    .sort((a, b) => b.rule.priority - a.rule.priority || a.index - b.index)
    .map(({ rule }) => rule);
}

export const firingRule = <R extends RuleRow>(rules: R[], conditions: RuleCondition[], input: PreviewInput) =>
  matchingRules(rules, conditions, input)[0];

/** The score group whose [minScore, maxScore] holds `score` (enabled groups only), or undefined. */
export function scoreGroupFor<G extends { id: number; minScore: number; maxScore: number; status?: number }>(
  groups: G[],
  score: number | null | undefined,
): G | undefined {
  if (score === null || score === undefined || Number.isNaN(score)) return undefined;
  return groups.find((g) => g.status !== 0 && g.minScore <= score && score <= g.maxScore);
}

/** A rule that names no grade group matches every grade group. */
export const GRADE_GROUP_CONDITION: RuleCondition = {
  kind: 'eq',
  field: 'gradeGroupId',
  input: 'gradeGroupId',
  anyWhenNull: true,
};

/**
 * The conditions of each rule catalogue, shared by the rule pages' Preview and the member
 * profile, so both answer "which rule fires" the same way.
 */
export const RULE_CONDITIONS: Record<'cognitiveTraining' | 'parentChild' | 'neuroFeedback', RuleCondition[]> = {
  /** Cognitive training rule: the ability, the score group of its score, the grade group. */
  cognitiveTraining: [
    { kind: 'eq', field: 'ability', input: 'ability' },
    { kind: 'eq', field: 'scoreGroupId', input: 'scoreGroupId' },
    GRADE_GROUP_CONDITION,
  ],
  /** Parent-child auto-rule: the diagnosis, the score group of its score, the grade group. */
  parentChild: [
    { kind: 'eq', field: 'diagnosisId', input: 'diagnosisId' },
    { kind: 'eq', field: 'scoreGroupId', input: 'scoreGroupId' },
    GRADE_GROUP_CONDITION,
  ],
  /** Neuro feedback auto-rule: the band, the average attention within the rule's range. */
  neuroFeedback: [
    { kind: 'eq', field: 'bandId', input: 'bandId' },
    { kind: 'range', min: 'minAttention', max: 'maxAttention', input: 'attention' },
  ],
};

type ScoreGroupRow = { id: number; minScore: number; maxScore: number; status?: number };

/**
 * The Preview's whole answer for some inputs: the input `scoreInput` (when given) is mapped to
 * its score group first, which the conditions then compare as `scoreGroupId`.
 */
export function previewRules<R extends RuleRow, G extends ScoreGroupRow>(
  rules: R[],
  conditions: RuleCondition[],
  values: PreviewInput,
  scoreGroups: G[] = [],
  scoreInput?: string,
): { matches: R[]; group: G | undefined; input: PreviewInput } {
  const raw = scoreInput ? values[scoreInput] : undefined;
  const group = scoreInput
    ? scoreGroupFor(scoreGroups, raw === undefined || raw === null ? raw : Number(raw))
    : undefined;
  const input: PreviewInput = { ...values, scoreGroupId: group?.id };
  return { matches: matchingRules(rules, conditions, input), group, input };
}

/**
 * The range of a score or an average attention typed into the Preview: that of the score
 * groups' and the attention rules' bounds (src/schema/catalogues), whole numbers.
 */
export const PREVIEW_NUMBER_RANGE = [0, 100] as const;

/** A typed score or attention the Preview can match: not given, or a whole number in range. */
export function previewNumberOk(v: unknown): boolean {
  if (blank(v)) return true;
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN;
  const [min, max] = PREVIEW_NUMBER_RANGE;
  return Number.isInteger(n) && n >= min && n <= max;
}

/**
 * Whether the Preview may work anything out from these inputs: every score and percentage
 * among them is fit to match (an invalid one gives no result, never that of a nearby value).
 */
export function previewInputsOk(
  inputs: { name: string; kind: 'score' | 'percent' | 'ref' | 'enum' }[],
  values: PreviewInput,
): boolean {
  return inputs.every((i) => (i.kind !== 'score' && i.kind !== 'percent') || previewNumberOk(values[i.name]));
}

export const MAX_PRIORITY = 9999;

/**
 * Priority edits that move rule `id` one place up (towards higher priority) or down in `ordered`
 * (the list as shown: priority descending). Swaps priorities with the neighbour; when both have
 * the same priority, nudges the moved rule by one instead. Empty when it cannot move.
 */
export function movePriority(ordered: RuleRow[], id: number, dir: 'up' | 'down'): { id: number; priority: number }[] {
  const i = ordered.findIndex((r) => r.id === id);
  const j = dir === 'up' ? i - 1 : i + 1;
  if (i < 0 || j < 0 || j >= ordered.length) return [];
  const row = ordered[i];
  const other = ordered[j];
  if (row.priority !== other.priority) {
    return [
      { id: row.id, priority: other.priority },
      { id: other.id, priority: row.priority },
    ];
  }
  const next = dir === 'up' ? row.priority + 1 : row.priority - 1;
  if (next < 0 || next > MAX_PRIORITY) return [];
  return [{ id: row.id, priority: next }];
}
