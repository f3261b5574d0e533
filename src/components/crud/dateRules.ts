import type { FormRule as Rule } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { dateProblem } from '@/schema/dateLimits';
import type { FieldSchema } from '@/schema/types';

/** A picker's value as the API writes it: YYYY-MM-DD for a date, an ISO time for a datetime. */
function asText(s: FieldSchema, value: unknown): string | undefined {
  if (typeof value === 'string') return value || undefined;
  if (!dayjs.isDayjs(value)) return undefined;
  return s.kind === 'date' ? value.format('YYYY-MM-DD') : value.toISOString();
}

/** A date picker's value as its day (YYYY-MM-DD), or undefined when it holds none. */
export const asDay = (value: unknown): string | undefined => asText({ kind: 'date' }, value)?.slice(0, 10);

/**
 * The form rule of a date field's limits (the console's days, not in the future, an age range), as the server checks
 * them; like the server, a value kept from the stored row (`stored`) is not held to them.
 */
export function dateLimitRule(
  s: FieldSchema,
  t: (id: string, v?: Record<string, number | string>) => string,
  stored?: unknown,
): Rule | undefined {
  if (s.kind !== 'date' && s.kind !== 'datetime') return undefined;
  return {
    validator(_, value) {
      const text = asText(s, value);
      const problem = text ? dateProblem(s, text, new Date(), stored) : undefined;
      if (!problem) return Promise.resolve();
      return Promise.reject(
        new Error(
          problem.kind === 'future'
            ? t('validation.future')
            : problem.kind === 'age'
              ? t('validation.age', { min: problem.min, max: problem.max })
              : t('validation.dayRange', { from: problem.from, to: problem.to }),
        ),
      );
    },
  };
}

/** The date picker's `disabledDate`: the days no value of this field may fall on (a time: by its day). */
export function impossibleDay(s: FieldSchema): ((day: Dayjs) => boolean) | undefined {
  if (s.kind !== 'date' && s.kind !== 'datetime') return undefined;
  const asDate: FieldSchema = { ...s, kind: 'date' };
  return (day) => dateProblem(asDate, day.format('YYYY-MM-DD'), new Date()) !== undefined;
}
