import type { BaseRow } from '@/schema/types';
import type { CrudService } from '@/services/crud';
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
