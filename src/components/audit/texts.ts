import type { useIntl } from '@umijs/max';
import dayjs from 'dayjs';
import { EXACT_TIME_FORMAT } from '@/components/crud/FieldValue';
import { RESOURCE_TEXTS } from '@/locales/resourceTexts';
import type { Translate } from '@/locales/useT';
import { SCHEMAS } from '@/schema';
import type { AuditChange } from '@/schema/auditLog';
import { formatDuration } from '@/utils/duration';

/**
 * Translation plus "is there such a text", for labels that fall back to the field's own name, and
 * numbers as the page's language writes them.
 */
export interface Texts {
  t: Translate;
  has: (id: string) => boolean;
  number: (n: number) => string;
}

/** The texts of the page's language (`useIntl()`'s). */
export function textsOf(t: Translate, intl: Pick<ReturnType<typeof useIntl>, 'messages' | 'formatNumber'>): Texts {
  return { t, has: (id) => Object.hasOwn(intl.messages, id), number: (n) => intl.formatNumber(n) };
}

/** Enum fields whose value labels live under another prefix than `<resource prefix>.<field>.` */
const ENUM_LABELS: Record<string, string> = { isSuperAdmin: 'level.' };

/** A changed field's label in the page's language, where the resource has one; else its name. */
export function fieldLabel({ t, has }: Texts, resource: string, field: string): string {
  if (field === 'status' || field === 'sort') return t(`common.${field}`);
  // (`<prefix>.title` names the resource itself: a catalogue's title field has a shared label.)
  if (field === 'title') return has('catalogue.common.title') ? t('catalogue.common.title') : field;
  const key = `${RESOURCE_TEXTS[resource]}.${field}`;
  return RESOURCE_TEXTS[resource] && has(key) ? t(key) : field;
}

/** Seconds that the console shows as minutes and seconds, their label saying so ("Duration (min:s)"). */
const SHOWN_AS_DURATION: Record<string, readonly string[]> = { dataTrainingRecord: ['durationSec'] };

/** A recorded value as text: enum values in words, times in local time, references by id (see sideText). */
export function valueText({ t, has, number }: Texts, resource: string, field: string, value: unknown): string {
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && !value.length)) return '-';
  const schema = SCHEMAS[resource]?.fields[field];
  if (field === 'status' && has(`status.${value}`)) return t(`status.${value}`);
  if (schema?.kind === 'enum') {
    const key = `${ENUM_LABELS[field] ?? `${RESOURCE_TEXTS[resource]}.${field}.`}${value}`;
    if (has(key)) return t(key);
  }
  if (schema?.kind === 'datetime') return dayjs(String(value)).format(EXACT_TIME_FORMAT);
  if (typeof value === 'number' && SHOWN_AS_DURATION[resource]?.includes(field)) return formatDuration(value);
  if (schema?.kind === 'ref') return `#${value}`;
  if (Array.isArray(value))
    return value.map((v) => (schema?.kind === 'refs' ? `#${v}` : String(v))).join(t('common.listSeparator'));
  if (typeof value === 'boolean') return t(value ? 'common.yes' : 'common.no');
  if (typeof value === 'object') return JSON.stringify(value);
  // A number of no field of the resource is a count the server recorded (an import's rows added).
  if (typeof value === 'number' && !schema) return number(value);
  return String(value);
}

/** One side of a change as shown: a reference by the name the server gave it, else as valueText. */
export function sideText(texts: Texts, resource: string, c: AuditChange, side: 'before' | 'after'): string {
  const named = side === 'before' ? c.beforeText : c.afterText;
  // An emptied list of references is named by nothing: it reads as every empty value does.
  return named || valueText(texts, resource, c.field, c[side]);
}

/**
 * The row written: "name (#id)", "#id"; an entry of no one row by its name alone (an import, by its
 * file), or nothing (session entries, bulk changes).
 */
export const rowText = (t: Translate, rowId: number | null, rowName: string | null): string =>
  rowId == null ? (rowName ?? '') : rowName ? t('common.withNote', { text: rowName, note: `#${rowId}` }) : `#${rowId}`;

/** A changed field's label, after the row's name when the entry wrote several rows ("name (#id): label"). */
export function changeLabel(texts: Texts, resource: string, c: AuditChange): string {
  const field = fieldLabel(texts, resource, c.field);
  return c.rowId == null
    ? field
    : texts.t('common.labelValue', { label: rowText(texts.t, c.rowId, c.rowName ?? null), value: field });
}

/** One change as one line: "Label: before → after" (a redacted one says only that it changed). */
export function changeLine(texts: Texts, resource: string, c: AuditChange): string {
  const value = c.redacted
    ? texts.t('audit.redacted')
    : `${sideText(texts, resource, c, 'before')} → ${sideText(texts, resource, c, 'after')}`;
  return texts.t('common.labelValue', { label: changeLabel(texts, resource, c), value });
}
