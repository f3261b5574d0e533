/**
 * A rule between two fields (`lt` / `lte` in a schema) as the form words it
 * (src/components/crud/rules.ts): dates come before one another, numbers are less.
 */
import type { FormInstance, FormRule } from 'antd';
import dayjs from 'dayjs';
import { comparedWith, rulesFor } from '../../src/components/crud/rules';
import en from '../../src/locales/en-US/request';
import zh from '../../src/locales/zh-CN/request';
import { bandSchema } from '../../src/schema/catalogues/neuro';
import { memberTrainingCycleSchema } from '../../src/schema/member';
import type { ResourceSchema } from '../../src/schema/types';

type Messages = Record<string, string>;
const intlOf = (messages: Messages) => ({
  formatMessage: ({ id }: { id: string }, values: Record<string, string | number> = {}) =>
    messages[id].replace(/\{(\w+)\}/g, (_, k: string) => String(values[k])),
});

/** What the cross-field rule of `field` says for these values (undefined when it lets them pass). */
async function refusal(
  schema: ResourceSchema,
  field: string,
  values: Record<string, unknown>,
  messages: Messages,
  stored?: Record<string, unknown>,
) {
  const labelOf = (f: string) => `<${f}>`;
  const rules = rulesFor(field, schema.fields[field], schema, labelOf(field), intlOf(messages), labelOf, {
    required: false,
    stored,
  });
  const form = { getFieldValue: (f: string) => values[f] } as unknown as FormInstance;
  for (const rule of rules as FormRule[]) {
    if (typeof rule !== 'function') continue;
    const validator = rule(form).validator;
    try {
      await validator?.({} as never, values[field], () => undefined);
    } catch (e) {
      return (e as Error).message;
    }
  }
  return undefined;
}

describe('a rule between two fields', () => {
  it('says a start date must come before the end date, in both languages', async () => {
    const wrong = { startDate: '2026-12-10', endDate: '2026-12-01' };
    expect(await refusal(memberTrainingCycleSchema, 'startDate', wrong, en)).toBe(
      '<startDate> must be before <endDate>',
    );
    expect(await refusal(memberTrainingCycleSchema, 'startDate', wrong, zh)).toBe('<startDate>必须早于<endDate>');
    const same = { startDate: '2026-12-01', endDate: '2026-12-01' };
    expect(await refusal(memberTrainingCycleSchema, 'startDate', same, en)).toBeDefined();
    const right = { startDate: '2026-12-01', endDate: '2026-12-10' };
    expect(await refusal(memberTrainingCycleSchema, 'startDate', right, en)).toBeUndefined();
  });

  it('says a number must be less than the other', async () => {
    expect(await refusal(bandSchema, 'minHz', { minHz: 12, maxHz: 8 }, en)).toBe('<minHz> must be less than <maxHz>');
    expect(await refusal(bandSchema, 'minHz', { minHz: 8, maxHz: 12 }, en)).toBeUndefined();
  });

  it('says a cycle cannot be under way or completed before its start date, unless kept as stored', async () => {
    const tomorrow = dayjs().add(1, 'day');
    const day = tomorrow.format('YYYY-MM-DD');
    const cycle = memberTrainingCycleSchema;
    // The picker holds a dayjs; a stored row, text.
    for (const state of [2, 3])
      expect(await refusal(cycle, 'state', { state, startDate: tomorrow }, en)).toBe(`Not yet: <startDate> is ${day}`);
    expect(await refusal(cycle, 'state', { state: 2, startDate: tomorrow }, zh)).toBe(`尚不可选：<startDate>为 ${day}`);
    for (const state of [1, 4])
      expect(await refusal(cycle, 'state', { state, startDate: tomorrow }, en)).toBeUndefined();
    const today = dayjs().format('YYYY-MM-DD');
    expect(await refusal(cycle, 'state', { state: 3, startDate: today }, en)).toBeUndefined();
    // A row stored so (its start moved on since) is kept; a state changed to one of the two is not.
    const stored = { state: 2, startDate: day };
    expect(await refusal(cycle, 'state', { state: 2, startDate: day }, en, stored)).toBeUndefined();
    expect(await refusal(cycle, 'state', { state: 3, startDate: day }, en, stored)).toBeDefined();
    // The state is checked again when the start date changes.
    expect(comparedWith('state', cycle)).toEqual(['startDate']);
  });
});
