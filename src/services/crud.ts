import type { BaseRow, PageResult, ResourceSchema, Status } from '@/schema/types';
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

/**
 * The seven calls every resource answers (docs/api.md), typed by row and by what add takes (`In`;
 * edit takes any part of it with the id). A resource without its own input type takes a partial row.
 */
export interface CrudService<T extends BaseRow, In = Partial<T>> {
  name: string;
  schema: ResourceSchema;
  page(params?: PageParams, opts?: CallOptions): Promise<PageResult<T>>;
  list(filters?: Record<string, unknown>, opts?: CallOptions): Promise<T[]>;
  detail(id: number, opts?: CallOptions): Promise<T>;
  add(row: In, opts?: CallOptions): Promise<T>;
  edit(row: Partial<In> & { id: number }, opts?: CallOptions): Promise<T>;
  remove(ids: number | number[], opts?: CallOptions): Promise<null>;
  changeStatus(id: number, status: Status, opts?: CallOptions): Promise<T>;
}

/** Builds a resource's service from its schema: the path segment is `schema.name`, nothing else. */
export function createCrudService<T extends BaseRow, In = Partial<T>>(schema: ResourceSchema): CrudService<T, In> {
  const base = `/${schema.name}`;
  return {
    name: schema.name,
    schema,
    page: (params = {}, opts) => get<PageResult<T>>(`${base}/page`, params, opts),
    list: (filters, opts) => get<T[]>(`${base}/list`, filters, opts),
    detail: (id, opts) => get<T>(`${base}/detail`, { id }, opts),
    add: (row, opts) => post<T>(`${base}/add`, row, opts),
    edit: (row, opts) => post<T>(`${base}/edit`, row, opts),
    remove: (ids, opts) => post<null>(`${base}/delete`, Array.isArray(ids) ? { ids } : { id: ids }, opts),
    changeStatus: (id, status, opts) => post<T>(`${base}/changeStatus`, { id, status }, opts),
  };
}
