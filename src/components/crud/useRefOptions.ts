import type { BaseRow } from '@/schema/types';
import type { CrudService } from '@/services/crud';
import { queryClient } from '@/services/query';
import { nameFieldOf } from './fieldUtils';

export interface RefOption {
  value: number;
  label: string;
  row: BaseRow & Record<string, unknown>;
}

type AnyService = CrudService<BaseRow & Record<string, unknown>>;

/** The options of a reference select made from GET /R/list's rows, labelled by `labelField` or the name field. */
export function toRefOptions(service: AnyService, rows: (BaseRow & Record<string, unknown>)[], labelField?: string) {
  const field = labelField ?? nameFieldOf(service.schema.fields);
  return rows.map((row): RefOption => ({ value: row.id, label: String(row[field] ?? row.id), row }));
}

/**
 * The query of a reference select's options: the resource's GET /R/list in the cache, shared by
 * every select, filter and label of that resource on every page; a write to the resource makes
 * it stale (src/services/query.ts).
 */
export function refOptionsQuery(service: AnyService, filter?: Record<string, unknown>, labelField?: string) {
  return {
    ...service.queries.list(filter),
    select: (rows: (BaseRow & Record<string, unknown>)[]) => toRefOptions(service, rows, labelField),
  };
}

/** The options as a promise (the cached answer while it is fresh). */
export function loadRefOptions(
  service: AnyService,
  filter?: Record<string, unknown>,
  labelField?: string,
): Promise<RefOption[]> {
  return queryClient.fetchQuery(service.queries.list(filter)).then((rows) => toRefOptions(service, rows, labelField));
}
