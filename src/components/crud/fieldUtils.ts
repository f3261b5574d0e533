import type { BaseRow, FieldSchema } from '@/schema/types';
import type { FieldView, InputKind, ResourceView } from './types';

const NAME_FIELDS = ['name', 'title', 'sn', 'account'];

/** The field that names a row of `fields` (for confirmations and reference labels). */
export function nameFieldOf(fields: Record<string, FieldSchema>): string {
  return NAME_FIELDS.find((k) => k in fields) ?? 'id';
}

/** How confirmations and messages name a row of the view: its own rowName, else its name field, else its id. */
export const rowNameOf =
  <T extends BaseRow>(view: ResourceView<T>) =>
  (row: T): string =>
    view.rowName?.(row) ?? String((row as Record<string, unknown>)[nameFieldOf(view.service.schema.fields)] ?? row.id);

export function schemaOf<T extends BaseRow>(view: ResourceView<T>, f: FieldView<T>): FieldSchema {
  if (f.name === 'status') return { kind: 'enum', values: [1, 0], filter: 'eq' };
  if (f.name === 'sort') return { kind: 'int', min: 0, max: 9999, sortable: true };
  return f.schema ?? view.service.schema.fields[f.name] ?? { kind: 'string' };
}

export function inputOf(f: FieldView, s: FieldSchema): InputKind {
  if (f.input) return f.input;
  switch (s.kind) {
    case 'text':
      return 'textarea';
    case 'int':
    case 'number':
      return 'digit';
    case 'enum':
    case 'ref':
      return 'select';
    case 'refs':
      return 'multiSelect';
    case 'date':
      return 'date';
    case 'datetime':
      return 'dateTime';
    case 'password':
      return 'password';
    case 'color':
      return 'color';
    case 'url':
      return 'url';
    default:
      return 'text';
  }
}

export const labelKey = <T extends BaseRow>(view: ResourceView<T>, f: FieldView<T>) =>
  f.label ??
  (f.name === 'status' || f.name === 'sort' || f.name === 'createTime'
    ? `common.${f.name}`
    : `${view.i18nPrefix}.${f.name}`);

export const enumKey = <T extends BaseRow>(view: ResourceView<T>, f: FieldView<T>, value: unknown) =>
  `${f.enumLabel ?? (f.name === 'status' ? 'status.' : `${view.i18nPrefix}.${f.name}.`)}${String(value)}`;

/** Query string -> typed value of a field (numbers stay numbers for selects). */
export function fromQuery(s: FieldSchema, raw: string): unknown {
  if (s.kind === 'enum' || s.kind === 'ref' || s.kind === 'int' || s.kind === 'number') {
    const n = Number(raw);
    return Number.isNaN(n) ? raw : n;
  }
  if (s.kind === 'refs') return raw.split(',').map(Number);
  return raw;
}

/**
 * How a field's typed value is kept (a Form.Item's `normalize`), or undefined as typed: a phone
 * number without the spaces and hyphens it is often written or pasted with ("138 0000-0001").
 */
export function normalizeFor(s: FieldSchema): ((value: unknown) => unknown) | undefined {
  if (s.kind !== 'phone') return undefined;
  return (value) => (typeof value === 'string' ? value.replace(/[\s-]/g, '') : value);
}
