import { type QueryKey, queryOptions } from '@tanstack/react-query';
import type { BaseRow, PageResult, ResourceSchema, Status } from '@/schema/types';
import { written } from './query';
import { type CallOptions, get, post } from './request';

/**
 * What the generic form (src/components/crud/CrudForm.tsx) sends: its fields' values by name, typed
 * by the form's inputs rather than by the row. A service typed by a resource's own input takes it too.
 */
export type FormValues = Record<string, unknown>;

export interface PageParams {
  current?: number;
  pageSize?: number;
  sortField?: string;
  sortOrder?: 'ascend' | 'descend';
  [filter: string]: unknown;
}

type Filters = Record<string, unknown>;

/** A list's page, sort and filters as its URL holds them (src/components/crud/tableUrl.ts). */
export interface ListState {
  current: number;
  pageSize: number;
  sortField?: string;
  sortOrder?: 'ascend' | 'descend';
  filters: Record<string, string>;
}

/** The API params of what a list shows: its page, sort and filters, and the view's fixed ones. */
export function pageParamsOf(state: ListState, fixed?: Filters): PageParams {
  const { current, pageSize, sortField, sortOrder, filters } = state;
  return { current, pageSize, sortField, sortOrder, ...filters, ...fixed };
}

/**
 * The cache keys of one resource's reads. Each starts with the resource's name, which is what a
 * write invalidates (query.ts `afterWrite`); parameters without a value are left out, so the
 * same call has the same key however it was built.
 */
export function resourceKeys(name: string) {
  return {
    all: [name] as QueryKey,
    page: (params: PageParams): QueryKey => [name, 'page', compact(params)],
    list: (filters?: Filters): QueryKey => [name, 'list', compact(filters ?? {})],
    detail: (id: number): QueryKey => [name, 'detail', id],
    /** A list's page while the list waits to know which page to read (useListRows): never read. */
    heldPage: [name, 'page', 'held'] as QueryKey,
  };
}

/** The parameters that carry a value. */
export function compact<T extends Filters>(params: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(params).filter(([, v]) => v !== undefined && v !== null && v !== ''),
  ) as Partial<T>;
}

/**
 * The seven calls every resource answers (docs/api.md), typed by row and by what add takes (`In`;
 * edit takes any part of it with the id; a resource without its own input type takes a partial
 * row), and its cached reads.
 */
export interface CrudService<T extends BaseRow, In = Partial<T>> {
  name: string;
  schema: ResourceSchema;
  keys: ReturnType<typeof resourceKeys>;
  /** The reads as cache queries (useApiQuery(service.queries.page(params)), or a prefetch of one). */
  queries: {
    page: (params: PageParams, read?: Read) => ReturnType<typeof readQuery<PageResult<T>>>;
    list: (filters?: Filters, read?: Read) => ReturnType<typeof readQuery<T[]>>;
    detail: (id: number, read?: Read) => ReturnType<typeof readQuery<T>>;
  };
  page(params?: PageParams, opts?: CallOptions): Promise<PageResult<T>>;
  list(filters?: Filters, opts?: CallOptions): Promise<T[]>;
  detail(id: number, opts?: CallOptions): Promise<T>;
  add(row: In, opts?: CallOptions): Promise<T>;
  edit(row: Partial<In> & { id: number }, opts?: CallOptions): Promise<T>;
  remove(ids: number | number[], opts?: CallOptions): Promise<null>;
  changeStatus(id: number, status: Status, opts?: CallOptions): Promise<T>;
}

/**
 * How a read's failure is shown: `silent` when its reader says why itself (or nobody waits for it
 * yet); `'missing'` when its reader says only that the record does not exist (1002) itself, and
 * every other failure is shown as every call's is. A 401 is shown whatever the reader says.
 */
export interface Read {
  silent?: boolean | 'missing';
}

/**
 * A read as a cache query. Its call shows nothing when it fails: the cache shows the failure
 * (query.ts) when a reader that is not silent waits for it. The call takes the query's signal, so
 * the cache cancels it when its last reader leaves (the page left before its rows came): its
 * failure then never shows on the page the user went on to.
 */
export function readQuery<T>(queryKey: QueryKey, call: (opts: CallOptions) => Promise<T>, read: Read = {}) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => call({ deferErrorHandler: true, signal }),
    meta: read.silent ? { silent: read.silent } : undefined,
  });
}

/**
 * Builds a resource's service from its schema: the path segment is `schema.name`, nothing else.
 * Its writes mark what they change as stale (query.ts), so every view of it refreshes.
 */
export function createCrudService<T extends BaseRow, In = Partial<T>>(schema: ResourceSchema): CrudService<T, In> {
  const { name } = schema;
  const base = `/${name}`;
  const page = (params: PageParams = {}, opts?: CallOptions) =>
    get<PageResult<T>>(`${base}/page`, compact(params), opts);
  const list = (filters?: Filters, opts?: CallOptions) => get<T[]>(`${base}/list`, filters && compact(filters), opts);
  const detail = (id: number, opts?: CallOptions) => get<T>(`${base}/detail`, { id }, opts);
  return {
    name,
    schema,
    keys: resourceKeys(name),
    queries: {
      page: (params, read) => readQuery(resourceKeys(name).page(params), (o) => page(params, o), read),
      list: (filters, read) => readQuery(resourceKeys(name).list(filters), (o) => list(filters, o), read),
      detail: (id, read) => readQuery(resourceKeys(name).detail(id), (o) => detail(id, o), read),
    },
    page,
    list,
    detail,
    add: (row, opts) => written(name, post<T>(`${base}/add`, row, opts)),
    edit: (row, opts) => written(name, post<T>(`${base}/edit`, row, opts)),
    remove: (ids, opts) =>
      written(name, post<null>(`${base}/delete`, Array.isArray(ids) ? { ids } : { id: ids }, opts)),
    changeStatus: (id, status, opts) => written(name, post<T>(`${base}/changeStatus`, { id, status }, opts)),
  };
}
