import type { BaseRow } from '@/schema/types';
import { fromQuery } from './fieldUtils';
import type { ResolvedField } from './useResourceFields';

/** How a field is searched: one text, one option, or a from / to (min / max) pair. */
export type SearchKind = 'text' | 'select' | 'dateRange' | 'digitRange';

export interface SearchField {
  name: string;
  label: string;
  kind: SearchKind;
  options?: { value: number | string; label: string }[];
  loading?: boolean;
}

/** Draft values of the search form: a string, an option value, or a [from, to] pair. */
export type SearchValues = Record<string, unknown>;

/** The two API params of a range search (`createTimeFrom` / `createTimeTo`, `ageMin` / `ageMax`). */
export const rangeParams = (f: SearchField): [string, string] =>
  f.kind === 'digitRange' ? [`${f.name}Min`, `${f.name}Max`] : [`${f.name}From`, `${f.name}To`];

export const isRange = (f: SearchField) => f.kind === 'dateRange' || f.kind === 'digitRange';

/**
 * The searchable fields of a list, in search order (a view's `searchOrder` first, then as declared),
 * with the created-between range last when the list has the created column.
 */
export function searchFieldsOf<T extends BaseRow>(
  fields: ResolvedField<T>[],
  created?: { label: string },
): SearchField[] {
  const searchable = fields.filter((f) => f.view.search ?? Boolean(f.schema.filter));
  const ordered = [
    ...searchable
      .filter((f) => f.view.searchOrder !== undefined)
      .sort((a, b) => (a.view.searchOrder ?? 0) - (b.view.searchOrder ?? 0)),
    ...searchable.filter((f) => f.view.searchOrder === undefined),
  ];
  const out: SearchField[] = ordered.map((f) => {
    const numeric = f.schema.kind === 'int' || f.schema.kind === 'number';
    const range = f.view.searchRange || f.schema.kind === 'date' || f.schema.kind === 'datetime';
    let kind: SearchKind = 'text';
    if (range) kind = numeric ? 'digitRange' : 'dateRange';
    else if (f.options) kind = 'select';
    return { name: f.view.name, label: f.label, kind, options: f.options, loading: f.loading };
  });
  if (created) out.push({ name: 'createTime', label: created.label, kind: 'dateRange' });
  return out;
}

/** The form's values for the filters of a URL (numbers stay numbers, ranges become pairs). */
export function valuesFromFilters<T extends BaseRow>(
  search: SearchField[],
  fields: ResolvedField<T>[],
  filters: Record<string, string>,
): SearchValues {
  const values: SearchValues = {};
  for (const f of search) {
    if (isRange(f)) {
      const [a, b] = rangeParams(f);
      if (filters[a] === undefined && filters[b] === undefined) continue;
      const read = (v?: string) => (v === undefined || f.kind === 'dateRange' ? v : Number(v));
      values[f.name] = [read(filters[a]), read(filters[b])];
    } else if (filters[f.name] !== undefined) {
      const schema = fields.find((x) => x.view.name === f.name)?.schema;
      values[f.name] = schema ? fromQuery(schema, filters[f.name]) : filters[f.name];
    }
  }
  return values;
}

const empty = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** The API params of the form's values (blank ones left out; text trimmed). */
export function filtersFromValues(search: SearchField[], values: SearchValues): Record<string, string> {
  const filters: Record<string, string> = {};
  for (const f of search) {
    const v = values[f.name];
    if (isRange(f)) {
      const pair = Array.isArray(v) ? v : [];
      rangeParams(f).forEach((param, i) => {
        if (!empty(pair[i]) && !Number.isNaN(pair[i])) filters[param] = String(pair[i]);
      });
    } else if (!empty(v)) filters[f.name] = Array.isArray(v) ? v.join(',') : String(v).trim();
  }
  return filters;
}
