import type { FormRule as Rule } from 'antd';
import { beforeStart, dayOf } from '@/schema/dateLimits';
import { COLOR_RE, EMAIL_RE, URL_RE } from '@/schema/patterns';
import { showsNothing } from '@/schema/text';
import { type FieldSchema, isDateKind, type ResourceSchema } from '@/schema/types';
import { asDay, dateLimitRule } from './dateRules';

/**
 * Form rules of one field, from its schema: the same limits the server checks, worded in the
 * user's language. `labelOf` names other fields for cross-field rules; `stored` is the row being
 * edited, whose kept values are not held to today's limits (dateLimits.ts).
 */
export function rulesFor(
  name: string,
  s: FieldSchema,
  schema: ResourceSchema,
  label: string,
  intl: { formatMessage: (d: { id: string }, v?: Record<string, string | number>) => string },
  labelOf: (field: string) => string,
  opts: { required?: boolean; stored?: Record<string, unknown> } = {},
): Rule[] {
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const rules: Rule[] = [];
  const isChoice = s.kind === 'enum' || s.kind === 'ref' || s.kind === 'refs' || isDateKind(s.kind);
  if (opts.required ?? s.required) {
    rules.push(
      isChoice
        ? { required: true, message: t('validation.select', { label }) }
        : s.kind === 'int' || s.kind === 'number'
          ? // Typed: an untyped rule checks the value as a string and fails every number.
            { required: true, type: 'number', message: t('validation.required', { label }) }
          : { required: true, message: t('validation.required', { label }) },
    );
    // Nothing but spaces or invisible characters (a zero-width space) is no value either (antd's
    // own `whitespace` check would say so a second time for spaces).
    if (!isChoice)
      rules.push({
        validator: (_, value) =>
          typeof value === 'string' && value && showsNothing(value)
            ? Promise.reject(new Error(t('validation.required', { label })))
            : Promise.resolve(),
      });
  }
  if (s.kind === 'int' || s.kind === 'number') {
    if (s.kind === 'int') rules.push({ type: 'integer', message: t('validation.integer') });
    if (s.min !== undefined) rules.push({ type: 'number', min: s.min, message: t('validation.min', { n: s.min }) });
    if (s.max !== undefined) rules.push({ type: 'number', max: s.max, message: t('validation.max', { n: s.max }) });
  } else if (isDateKind(s.kind)) {
    const limits = dateLimitRule(s, t, opts.stored?.[name]);
    if (limits) rules.push(limits);
  } else if (isText(s)) {
    // Each rule reads the text as the server does: without its surrounding spaces, but for a password.
    const text = (rule: Rule): Rule => (trims(s) ? { ...rule, transform: trimmed } : rule);
    // Lengths in characters, as the user sees them and the server counts them (an emoji is one).
    const lengthRule = (bad: (n: number) => boolean, message: string): Rule => ({
      validator: (_, value) => {
        const n = typeof value === 'string' ? characters(trims(s) ? value.trim() : value) : 0;
        return n > 0 && bad(n) ? Promise.reject(new Error(message)) : Promise.resolve();
      },
    });
    const { min, max } = s;
    if (min !== undefined) rules.push(lengthRule((n) => n < min, t('validation.minLength', { n: min })));
    if (max !== undefined) rules.push(lengthRule((n) => n > max, t('validation.maxLength', { n: max })));
    if (s.kind === 'url') rules.push(text({ pattern: URL_RE, message: t('validation.url') }));
    if (s.kind === 'email') rules.push(text({ pattern: EMAIL_RE, message: t('validation.email') }));
    if (s.kind === 'color') rules.push(text({ pattern: COLOR_RE, message: t('validation.color') }));
    if (s.pattern)
      rules.push(text({ pattern: new RegExp(s.pattern), message: t(s.patternMessage ?? 'validation.format') }));
  }
  for (const rule of schema.rules ?? []) {
    if (rule.kind === 'fromStart' && rule.field === name) {
      rules.push(({ getFieldValue }) => ({
        validator(_, value) {
          const start = asDay(getFieldValue(rule.start));
          const row = { [rule.field]: value, [rule.start]: start };
          return start && beforeStart(rule, row, dayOf(new Date()), opts.stored)
            ? Promise.reject(new Error(t('validation.fromStart', { b: labelOf(rule.start), date: start })))
            : Promise.resolve();
        },
      }));
    }
    if ((rule.kind === 'lte' || rule.kind === 'lt') && rule.a === name) {
      rules.push(({ getFieldValue }) => ({
        validator(_, value) {
          const other = getFieldValue(rule.b);
          if (value == null || other == null || value === '' || other === '') return Promise.resolve();
          const bad = rule.kind === 'lte' ? value > other : value >= other;
          // Dates come before or after one another, rather than being less or greater.
          const when = isDateKind(s.kind) ? 'Date' : '';
          return bad
            ? Promise.reject(new Error(t(`validation.${rule.kind}${when}`, { a: label, b: labelOf(rule.b) })))
            : Promise.resolve();
        },
      }));
    }
  }
  return rules;
}

/** A text's length in characters (code points): an emoji or a rare CJK character is one, not two. */
export const characters = (text: string) => [...text].length;

/** Kinds the server reads as something other than text. */
const NOT_TEXT = new Set<FieldSchema['kind']>([
  'int',
  'number',
  'bool',
  'date',
  'datetime',
  'enum',
  'ref',
  'refs',
  'json',
]);

/** Whether the field holds text. */
const isText = (s: FieldSchema) => !NOT_TEXT.has(s.kind);

/**
 * Whether the server checks and stores the field's text without the spaces around it: every text
 * but a password, which is kept as typed (as the sign-in and the password change send it), so the
 * password an administrator sets is the one that signs in.
 */
const trims = (s: FieldSchema) => isText(s) && s.kind !== 'password';

/**
 * A text as the server checks and stores it (docs/api.md, validation): without the spaces around
 * it, which a pasted e-mail address or name often brings along.
 */
const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

/**
 * A field's value as a form sends it: a text as the server keeps it (trimmed, above), so the call
 * carries what the rules checked. Trimmed on the way out, not as typed: a space typed between
 * two words is at the end of the text until the second word comes.
 */
export function sentValue(s: FieldSchema | undefined, value: unknown): unknown {
  return s && trims(s) ? trimmed(value) : value;
}

/** The values of a form whose fields are `fields` of one schema, as it sends them (sentValue). */
export function sentValues<V extends object>(values: V, fields: Record<string, FieldSchema>): V {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, sentValue(fields[k], v)])) as V;
}

/**
 * A text field's length limit as its input's count (antd's `count`), not a cut (`maxLength`): a
 * longer text pasted in stays whole and turns red, and the field's rule above refuses it, for
 * the user to shorten. `show` puts the count under the input (text areas).
 */
export function countOf(
  s: FieldSchema,
  show = false,
): { show: boolean; max: number; strategy: (text: string) => number } | undefined {
  // Counted as the rule counts: the spaces around the text are not saved.
  return s.max ? { show, max: s.max, strategy: (text) => characters(text.trim()) } : undefined;
}

/** Fields a field is compared with: it re-validates when they change. */
export function comparedWith(name: string, schema: ResourceSchema): string[] | undefined {
  const others = (schema.rules ?? []).flatMap((r) =>
    'a' in r && r.a === name ? [r.b] : r.kind === 'fromStart' && r.field === name ? [r.start] : [],
  );
  return others.length ? others : undefined;
}
