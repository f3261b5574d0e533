/**
 * The settings catalogues, picked out of the schema modules of src/schema/catalogues (their list,
 * index.ts, is written by `npm run catalogues`): a schema with a `catalogue` block is one. Pure TS,
 * relative imports only: the mock backend and the docs script read it.
 */
import { SCHEMA_MODULES } from './catalogues';
import type { ResourceSchema } from './types';

const isCatalogue = (value: unknown): value is ResourceSchema & Required<Pick<ResourceSchema, 'catalogue'>> =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ResourceSchema).name === 'string' &&
  Boolean((value as ResourceSchema).catalogue);

const firstPlace = (s: ResourceSchema) => Math.min(...(s.catalogue?.pages.map((p) => p.menu) ?? []));

/** Every catalogue schema, in the order of their first page in the Basic Settings menu. */
export const CATALOGUE_SCHEMAS: readonly ResourceSchema[] = SCHEMA_MODULES.flatMap((m) =>
  Object.values(m).filter(isCatalogue),
).sort((a, b) => firstPlace(a) - firstPlace(b));
