import {
  conditionHolds,
  firingRule,
  matchingRules,
  movePriority,
  PREVIEW_NUMBER_RANGE,
  previewInputsOk,
  previewNumberOk,
  type RuleCondition,
  scoreGroupFor,
} from '@/catalogues/rulePreview';

const cognitive: RuleCondition[] = [
  { kind: 'eq', field: 'ability', input: 'ability' },
  { kind: 'eq', field: 'scoreGroupId', input: 'scoreGroupId' },
  { kind: 'eq', field: 'gradeGroupId', input: 'gradeGroupId', anyWhenNull: true },
];

const rules = [
  {
    id: 1,
    name: 'low grade attention',
    priority: 20,
    status: 1,
    ability: 'attention',
    scoreGroupId: 1,
    gradeGroupId: 2,
  },
  {
    id: 2,
    name: 'any grade attention',
    priority: 10,
    status: 1,
    ability: 'attention',
    scoreGroupId: 1,
    gradeGroupId: null,
  },
  {
    id: 3,
    name: 'disabled, highest',
    priority: 99,
    status: 0,
    ability: 'attention',
    scoreGroupId: 1,
    gradeGroupId: null,
  },
  { id: 4, name: 'memory', priority: 50, status: 1, ability: 'memory', scoreGroupId: 1, gradeGroupId: null },
  { id: 5, name: 'tie with 2', priority: 10, status: 1, ability: 'attention', scoreGroupId: 1, gradeGroupId: null },
];

const groups = [
  { id: 1, minScore: 0, maxScore: 59, status: 1 },
  { id: 2, minScore: 60, maxScore: 84, status: 1 },
  { id: 3, minScore: 85, maxScore: 100, status: 0 },
];

describe('rule preview matcher', () => {
  it('maps a score to the enabled score group holding it', () => {
    expect(scoreGroupFor(groups, 0)?.id).toBe(1);
    expect(scoreGroupFor(groups, 59)?.id).toBe(1);
    expect(scoreGroupFor(groups, 60)?.id).toBe(2);
    expect(scoreGroupFor(groups, 90)).toBeUndefined(); // its group is disabled
    expect(scoreGroupFor(groups, undefined)).toBeUndefined();
  });

  it('fires the enabled rule with the highest priority whose conditions all hold', () => {
    expect(firingRule(rules, cognitive, { ability: 'attention', scoreGroupId: 1, gradeGroupId: 2 })?.id).toBe(1);
    // Another grade group: the grade-specific rule does not match, the "any grade" one does.
    expect(firingRule(rules, cognitive, { ability: 'attention', scoreGroupId: 1, gradeGroupId: 3 })?.id).toBe(2);
    // No grade group given: only rules for any grade group.
    expect(firingRule(rules, cognitive, { ability: 'attention', scoreGroupId: 1 })?.id).toBe(2);
    expect(firingRule(rules, cognitive, { ability: 'memory', scoreGroupId: 1 })?.id).toBe(4);
    expect(firingRule(rules, cognitive, { ability: 'attention', scoreGroupId: 2 })).toBeUndefined();
  });

  it('skips disabled rules and keeps list order between equal priorities', () => {
    const ids = matchingRules(rules, cognitive, { ability: 'attention', scoreGroupId: 1, gradeGroupId: 2 }).map(
      (r) => r.id,
    );
    expect(ids).toEqual([1, 2, 5]);
    const reversed = matchingRules([...rules].reverse(), cognitive, { ability: 'attention', scoreGroupId: 1 });
    expect(reversed.map((r) => r.id)).toEqual([5, 2]);
  });

  it('matches inclusive ranges (neuro feedback: band + attention)', () => {
    const conds: RuleCondition[] = [
      { kind: 'eq', field: 'bandId', input: 'bandId' },
      { kind: 'range', min: 'minAttention', max: 'maxAttention', input: 'attention' },
    ];
    const neuro = [
      { id: 1, priority: 5, bandId: 4, minAttention: 0, maxAttention: 39 },
      { id: 2, priority: 5, bandId: 4, minAttention: 40, maxAttention: 100 },
    ];
    expect(firingRule(neuro, conds, { bandId: 4, attention: 39 })?.id).toBe(1);
    expect(firingRule(neuro, conds, { bandId: 4, attention: 40 })?.id).toBe(2);
    expect(firingRule(neuro, conds, { bandId: 3, attention: 40 })).toBeUndefined();
    expect(conditionHolds(neuro[0], conds[1], { attention: undefined })).toBe(false);
  });
});

describe('preview inputs', () => {
  it('take a score or an attention as a whole number from 0 to 100, or not given', () => {
    expect(PREVIEW_NUMBER_RANGE).toEqual([0, 100]);
    for (const ok of [0, 15, 100, undefined, null, '']) expect(previewNumberOk(ok)).toBe(true);
    for (const bad of [150, 101, -1, 15.5, Number.NaN, 'abc']) expect(previewNumberOk(bad)).toBe(false);
  });

  it('compute nothing while a typed number is out of range', () => {
    const inputs = [
      { name: 'diagnosisId', kind: 'ref' as const },
      { name: 'score', kind: 'score' as const },
    ];
    expect(previewInputsOk(inputs, { diagnosisId: 1, score: 15 })).toBe(true);
    expect(previewInputsOk(inputs, { diagnosisId: 1, score: 150 })).toBe(false);
    expect(previewInputsOk([{ name: 'attention', kind: 'percent' }], { attention: -5 })).toBe(false);
    // A reference is an id, never held to the range.
    expect(previewInputsOk(inputs, { diagnosisId: 150, score: 100 })).toBe(true);
  });
});

describe('priority reorder', () => {
  const ordered = [
    { id: 7, priority: 30 },
    { id: 8, priority: 20 },
    { id: 9, priority: 20 },
    { id: 6, priority: 0 },
  ];
  it('swaps priorities with the neighbour', () => {
    expect(movePriority(ordered, 8, 'up')).toEqual([
      { id: 8, priority: 30 },
      { id: 7, priority: 20 },
    ]);
    expect(movePriority(ordered, 9, 'down')).toEqual([
      { id: 9, priority: 0 },
      { id: 6, priority: 20 },
    ]);
  });
  it('nudges by one when the neighbour has the same priority, and stops at the ends', () => {
    expect(movePriority(ordered, 9, 'up')).toEqual([{ id: 9, priority: 21 }]);
    expect(movePriority(ordered, 8, 'down')).toEqual([{ id: 8, priority: 19 }]);
    expect(movePriority(ordered, 7, 'up')).toEqual([]);
    expect(movePriority(ordered, 6, 'down')).toEqual([]);
    expect(
      movePriority(
        [
          { id: 1, priority: 0 },
          { id: 2, priority: 0 },
        ],
        1,
        'down',
      ),
    ).toEqual([]);
  });
});
