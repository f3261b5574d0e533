import { useMemo } from 'react';
import type { BaseRow } from '@/schema/types';
import { CACHE_TIME_MS } from '@/services/config';
import type { CrudService } from '@/services/crud';
import { useLoad } from '@/utils/useLoad';
import { nameFieldOf } from './fieldUtils';

export interface RefOption {
  value: number;
  label: string;
  row: BaseRow & Record<string, unknown>;
}

const NO_OPTIONS: RefOption[] = [];

const cache = new Map<string, { at: number; promise: Promise<RefOption[]> }>();

/** Forgets cached options of a resource after one of its rows changed. */
export function invalidateRefOptions(resource: string): void {
  for (const key of cache.keys()) if (key.startsWith(`${resource}?`)) cache.delete(key);
}

/**
 * Options of a reference select, from GET /R/list. Catalogues are small and change rarely, so
 * one answer serves every select on every page for the cache time (5 minutes,
 * docs/product-rules.md).
 */
export function loadRefOptions(
  service: CrudService<BaseRow & Record<string, unknown>>,
  filter?: Record<string, unknown>,
  labelField?: string,
): Promise<RefOption[]> {
  const key = `${service.name}?${JSON.stringify(filter ?? {})}&${labelField ?? ''}`;
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < CACHE_TIME_MS) return hit.promise;
  const field = labelField ?? nameFieldOf(service.schema.fields);
  const promise = service
    .list(filter)
    .then((rows) => rows.map((row) => ({ value: row.id, label: String(row[field] ?? row.id), row })));
  promise.catch(() => cache.delete(key));
  cache.set(key, { at: Date.now(), promise });
  return promise;
}

export function useRefOptions(
  service: CrudService<BaseRow & Record<string, unknown>> | undefined,
  filter?: Record<string, unknown>,
  labelField?: string,
): { options: RefOption[]; loading: boolean } {
  const filterKey = JSON.stringify(filter ?? {});
  const { data, loading } = useLoad(
    () => (service ? loadRefOptions(service, filter, labelField) : undefined),
    // The filter is compared by its JSON text (a literal object is new on every render).
    [service, filterKey, labelField],
  );
  // One object while the answer stays the same: the fields built from it keep their identity.
  return useMemo(() => ({ options: data ?? NO_OPTIONS, loading }), [data, loading]);
}
