import { type BaseRow, isDateKind } from '@/schema/types';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE } from '@/services/config';
import { fromQuery } from './fieldUtils';
import type { ResolvedField } from './useResourceFields';

/**
 * A list page's state in its URL, so that a reload, a shared link or a link from another page
 * opens the same rows. Filters are written as the API takes them (`name=Li`,
 * `createTimeFrom=2024-01-01`, `scoreMin=60`), so any page can link into a list with filters set.
 */
export interface TableUrlState {
  current: number;
  pageSize: number;
  sortField?: string;
  sortOrder?: 'ascend' | 'descend';
  /** Filter params exactly as sent to the API. */
  filters: Record<string, string>;
}

export const PAGING_PARAMS = ['current', 'pageSize', 'sortField', 'sortOrder'] as const;
const PAGING = new Set<string>(PAGING_PARAMS);

/** How a field is searched: one value, or a pair sent as two params. */
export type SearchKind = 'value' | 'dateRange' | 'digitRange';

export interface SearchField {
  name: string;
  kind: SearchKind;
  /** Field schema kind, to read a URL value back as the form's type (numbers stay numbers). */
  field?: ResolvedField<BaseRow>['schema'];
}

/** The two API params of a range search (`createTimeFrom` / `createTimeTo`, `scoreMin` / `scoreMax`). */
export const rangeParams = (f: { name: string; kind: SearchKind }): [string, string] =>
  f.kind === 'digitRange' ? [`${f.name}Min`, `${f.name}Max`] : [`${f.name}From`, `${f.name}To`];

/** How a resolved field is searched, or undefined when the list offers no search on it. */
export function searchKindOf<T extends BaseRow>(f: ResolvedField<T>): SearchKind | undefined {
  if (!(f.view.search ?? Boolean(f.schema.filter))) return undefined;
  const numeric = f.schema.kind === 'int' || f.schema.kind === 'number';
  if (f.view.searchRange || isDateKind(f.schema.kind)) return numeric ? 'digitRange' : 'dateRange';
  return 'value';
}

/**
 * Where a field stands in the search form, higher first (ProTable's column `order`): the fields a
 * view gives a searchOrder, by it, then the others as declared.
 */
export const searchRankOf = <T extends BaseRow>(f: ResolvedField<T>, index: number): number =>
  f.view.searchOrder === undefined ? 500 - index : 1000 - f.view.searchOrder;

/**
 * The searchable fields of a list in the order its search form shows them (what the collapsed
 * form hides follows from it), with the created-between range last when the list has that column.
 */
export function searchFieldsOf<T extends BaseRow>(fields: ResolvedField<T>[], withCreated: boolean): SearchField[] {
  const out = fields
    .map((f, index) => ({ f, rank: searchRankOf(f, index) }))
    .sort((a, b) => b.rank - a.rank)
    .flatMap(({ f }): SearchField[] => {
      const kind = searchKindOf(f);
      return kind ? [{ name: f.view.name, kind, field: f.schema }] : [];
    });
  if (withCreated) out.push({ name: 'createTime', kind: 'dateRange' });
  return out;
}

/** A list page's paging, sort and filters, read from a URL query. */
export function readTableUrl(search: string = window.location.search): TableUrlState {
  const q = new URLSearchParams(search);
  const num = (k: string, d: number) => {
    const n = Number(q.get(k));
    return Number.isInteger(n) && n > 0 ? n : d;
  };
  const raw = q.get('sortOrder');
  const order = raw === 'ascend' || raw === 'descend' ? raw : undefined;
  const filters: Record<string, string> = {};
  q.forEach((v, k) => {
    if (!PAGING.has(k) && v !== '') filters[k] = v;
  });
  return {
    current: num('current', FIRST_PAGE),
    pageSize: Math.min(num('pageSize', DEFAULT_PAGE_SIZE), 100),
    sortField: (order && q.get('sortField')) || undefined,
    sortOrder: order,
    filters,
  };
}

/** The API params of a list's search field: its name, or a range's two. */
const paramsOf = (f: Pick<SearchField, 'name' | 'kind'>): string[] => (f.kind === 'value' ? [f.name] : rangeParams(f));

const NUMBER = /^-?\d+(\.\d+)?$/;

/** A calendar day (a moment's day part too) that the calendar has: 2026-02-30 is none. */
function isDay(value: string): boolean {
  const match = /^(\d{4}-\d{2}-\d{2})([ T]\d{2}:\d{2}(:\d{2})?)?$/.exec(value);
  if (!match) return false;
  const day = new Date(`${match[1]}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(match[1]);
}

/** Whether a URL's value is one the field can be searched by. */
function readable(f: SearchField, value: string): boolean {
  if (f.kind === 'dateRange') return isDay(value);
  // A number the field's bounds hold: not `?scoreMin=150` of a 0-100 score.
  if (f.kind === 'digitRange')
    return NUMBER.test(value) && !(+value < (f.field?.min ?? -Infinity) || +value > (f.field?.max ?? Infinity));
  const schema = f.field;
  switch (schema?.kind) {
    // One choice: the search form's select holds one (`?type=1,2` showed as the text "1,2").
    case 'enum':
      return (schema.values ?? []).some((v) => String(v) === value);
    case 'int':
    case 'ref':
      return /^-?\d+$/.test(value);
    case 'refs':
      return /^\d+(,\d+)*$/.test(value);
    case 'number':
      return NUMBER.test(value);
    default:
      return true;
  }
}

/**
 * The state with only the filters the list's search form owns and can show. From an old or
 * hand-made link, a param no search field owns (`/member?gender=2`) would filter the rows with
 * nothing on screen saying so and nothing able to clear it, and a value its field cannot hold
 * (`?type=9` of no choice, `?userId=abc`, `?startTimeFrom=notadate`, `?scoreMin=abc` or `150` of a
 * 0-100 score) would show
 * in the form as "9", "NaN" or "Invalid Date" over an empty list. Dropped, the list shows its rows
 * and writes its URL without them.
 */
export function withReadableFilters(state: TableUrlState, owned: SearchField[]): TableUrlState {
  const filters: Record<string, string> = {};
  for (const f of owned) {
    for (const k of paramsOf(f)) {
      const value = state.filters[k];
      if (value !== undefined && readable(f, value)) filters[k] = value;
    }
    // A range from a link given end first holds the same rows as its ends swapped, not none.
    if (f.kind === 'value') continue;
    const [from, to] = rangeParams(f);
    const [a, b] = [filters[from], filters[to]];
    const after = f.kind === 'digitRange' ? Number(a) > Number(b) : a > b;
    if (a !== undefined && b !== undefined && after) [filters[from], filters[to]] = [b, a];
  }
  const same =
    Object.keys(filters).length === Object.keys(state.filters).length &&
    Object.entries(filters).every(([k, v]) => state.filters[k] === v);
  return same ? state : { ...state, filters };
}

/** Two queries with the same params in any order are the same state. */
export function sameQuery(a: string, b: string): boolean {
  const norm = (s: string) => {
    const q = new URLSearchParams(s);
    q.sort();
    return q.toString();
  };
  return norm(a) === norm(b);
}

/**
 * Two queries of the same view: the same params but the page, which the user turns without leaving
 * a saved view.
 */
export function sameView(a: string, b: string): boolean {
  const withoutPage = (s: string) => {
    const q = new URLSearchParams(s);
    q.delete('current');
    return q.toString();
  };
  return sameQuery(withoutPage(a), withoutPage(b));
}

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** API filter params of the search form's submitted values (blank ones left out; text trimmed). */
export function filtersOf(values: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(values)) {
    if (PAGING.has(k) || blank(v) || (typeof v === 'number' && Number.isNaN(v))) continue;
    out[k] = Array.isArray(v) ? v.join(',') : String(v).trim();
  }
  return out;
}

/** The list's sort. */
export type SortState = Pick<TableUrlState, 'sortField' | 'sortOrder'>;

/**
 * The search form's values for a URL's filters (the form opens showing what the list shows): a
 * range's two params become one pair, an option's number stays a number. The form's columns split
 * the pairs again on submit (their `search.transform`), so filtersOf(submitted) gives the same
 * params back.
 */
export function formValuesOf(filters: Record<string, string>, search: SearchField[]): Record<string, unknown> {
  const out: Record<string, unknown> = { ...filters };
  for (const f of search) {
    if (f.kind === 'value') {
      if (typeof out[f.name] === 'string' && f.field) out[f.name] = fromQuery(f.field, out[f.name] as string);
      continue;
    }
    const [a, b] = rangeParams(f);
    const pair = [out[a], out[b]];
    delete out[a];
    delete out[b];
    if (pair[0] === undefined && pair[1] === undefined) continue;
    out[f.name] = f.kind === 'digitRange' ? pair.map((v) => (blank(v) ? undefined : Number(v))) : pair;
  }
  return out;
}

/**
 * The URL query of what the list shows: the page, page size, sort and the list's own filters; a
 * param the list does not own goes (withReadableFilters).
 */
export function queryOfList(
  search: string,
  shown: Omit<TableUrlState, 'current' | 'pageSize'> & { current?: number; pageSize?: number },
  owned: Pick<SearchField, 'name' | 'kind'>[],
): string {
  const q = new URLSearchParams(search);
  const put = (k: string, v: string | number | undefined) => (v === undefined ? q.delete(k) : q.set(k, String(v)));
  const ownedParams = new Set(owned.flatMap(paramsOf));
  for (const k of [...q.keys()]) if (!PAGING.has(k) && !ownedParams.has(k)) q.delete(k);
  for (const k of ownedParams) put(k, shown.filters[k]);
  put('current', shown.current);
  put('pageSize', shown.pageSize);
  const sorted = Boolean(shown.sortField && shown.sortOrder);
  put('sortField', sorted ? shown.sortField : undefined);
  put('sortOrder', sorted ? shown.sortOrder : undefined);
  const text = q.toString();
  return text ? `?${text}` : '';
}
