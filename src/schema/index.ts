/**
 * Every resource schema, by resource name (the path segment). Pure TS, relative imports only.
 * The services build on these; the mock backend's definitions import the same objects. The
 * catalogues are found in src/schema/catalogues (src/schema/catalogue.ts): none is listed here.
 */
import { accountSchema } from './account';
import { auditLogSchema } from './auditLog';
import { CATALOGUE_SCHEMAS } from './catalogue';
import { deviceSchema } from './device';
import { followUpSchema } from './followUp';
import { memberBehaviorScoreSchema, memberSchema, memberScoreSchema, memberTrainingCycleSchema } from './member';
import { trainingRecordSchema } from './trainingRecord';
import type { ResourceSchema } from './types';

export * from './auditLog';
export { CATALOGUE_SCHEMAS } from './catalogue';
export * from './catalogues';
export * from './device';
export * from './followUp';
export * from './member';
export * from './trainingRecord';

export const SCHEMAS: Readonly<Record<string, ResourceSchema>> = Object.fromEntries(
  [
    accountSchema,
    memberSchema,
    memberScoreSchema,
    memberBehaviorScoreSchema,
    memberTrainingCycleSchema,
    trainingRecordSchema,
    deviceSchema,
    ...CATALOGUE_SCHEMAS,
    auditLogSchema,
    followUpSchema,
  ].map((s) => [s.name, s]),
);
