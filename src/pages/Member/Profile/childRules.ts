/**
 * What the rules give one child: the rule pages' Preview, fed with the child's latest data
 * instead of typed inputs. The matching itself is the Preview's (src/catalogues/rulePreview.ts),
 * so the profile and the Preview cannot disagree.
 */
import { type PreviewInput, previewRules, RULE_CONDITIONS, type RuleRow } from '@/catalogues/rulePreview';
import { ABILITIES, type Ability, COGNITIVE_TRAINING_TYPES } from '@/schema/catalogues/cognitive';
import type { MemberBehaviorScore, MemberScore, MemberTrainingCycle } from '@/schema/member';
import type { TrainingRecord } from '@/schema/trainingRecord';

interface ScoreGroupRow {
  id: number;
  name: string;
  minScore: number;
  maxScore: number;
  status?: number;
}

/** The catalogues the matching reads. */
export interface RuleCatalogues<C extends RuleRow, P extends RuleRow, N extends RuleRow> {
  cognitiveRules: (C & { type: number })[];
  parentChildRules: P[];
  neuroRules: N[];
  scoreGroups: ScoreGroupRow[];
}

/** The child's latest data, as far as there is any. */
export interface ChildFacts {
  gradeGroupId: number | null | undefined;
  /** Latest cognitive assessment. */
  score: MemberScore | undefined;
  /** Latest behaviour assessment. */
  behavior: MemberBehaviorScore | undefined;
  /** The cycle the band is taken from (the one in progress, else the latest). */
  cycle: MemberTrainingCycle | undefined;
  /** Latest neuro session (its average attention). */
  neuro: TrainingRecord | undefined;
}

/** One question put to the matcher, and its answer. */
export interface RuleAnswer<R extends RuleRow> {
  key: string;
  input: PreviewInput;
  /** The score group the input's score falls in (rules keyed on a score). */
  scoreGroup?: ScoreGroupRow;
  /** The rule that fires, if any. */
  rule?: R;
}

/** The cycle whose band counts: the one in progress, else the one that started last. */
export function currentCycle(cycles: MemberTrainingCycle[]): MemberTrainingCycle | undefined {
  const byStart = [...cycles].sort((a, b) => b.startDate.localeCompare(a.startDate));
  return byStart.find((c) => c.state === 2) ?? byStart[0];
}

/**
 * A behaviour item scored 0..maxScore, as the 0-100 score the rules' score groups take (the
 * assessment's total is the same percentage over all items).
 */
export const itemPercent = (score: number, maxScore: number | null | undefined) =>
  maxScore ? Math.round((100 * score) / maxScore) : score;

/** Cognitive training rules: one answer per rule type and ability of the latest assessment. */
export function cognitiveAnswers<C extends RuleRow & { type: number }>(
  rules: C[],
  scoreGroups: ScoreGroupRow[],
  facts: Pick<ChildFacts, 'score' | 'gradeGroupId'>,
): (RuleAnswer<C> & { type: number; ability: Ability; value: number })[] {
  const { score } = facts;
  if (!score) return [];
  return COGNITIVE_TRAINING_TYPES.flatMap((type) =>
    ABILITIES.map((ability) => {
      const values = { ability, score: score[ability], gradeGroupId: facts.gradeGroupId ?? undefined };
      const ofType = rules.filter((r) => r.type === type);
      const { matches, group, input } = previewRules(
        ofType,
        RULE_CONDITIONS.cognitiveTraining,
        values,
        scoreGroups,
        'score',
      );
      return {
        key: `${type}-${ability}`,
        type,
        ability,
        value: score[ability],
        input,
        scoreGroup: group,
        rule: matches[0],
      };
    }),
  );
}

/** Parent-child auto-rules: one answer per diagnosis of the latest behaviour assessment. */
export function parentChildAnswers<P extends RuleRow>(
  rules: P[],
  scoreGroups: ScoreGroupRow[],
  facts: Pick<ChildFacts, 'behavior' | 'gradeGroupId'>,
): (RuleAnswer<P> & { diagnosis: string; value: number })[] {
  const items = facts.behavior?.items ?? [];
  return items.map((it) => {
    const value = itemPercent(it.score, it.maxScore);
    const values = { diagnosisId: it.diagnosisId, score: value, gradeGroupId: facts.gradeGroupId ?? undefined };
    const { matches, group, input } = previewRules(rules, RULE_CONDITIONS.parentChild, values, scoreGroups, 'score');
    return {
      key: String(it.diagnosisId),
      diagnosis: it.diagnosisName ?? `#${it.diagnosisId}`,
      value,
      input,
      scoreGroup: group,
      rule: matches[0],
    };
  });
}

/** Neuro feedback auto-rule: the current cycle's band and the latest neuro session's attention. */
export function neuroAnswer<N extends RuleRow>(
  rules: N[],
  facts: Pick<ChildFacts, 'cycle' | 'neuro'>,
): RuleAnswer<N> | undefined {
  const bandId = facts.cycle?.bandId;
  const attention = facts.neuro?.attentionAvg;
  if (bandId == null || attention == null) return undefined;
  const { matches, input } = previewRules(rules, RULE_CONDITIONS.neuroFeedback, { bandId, attention });
  return { key: 'neuro', input, rule: matches[0] };
}
