import { type TrainingRecord, trainingRecordSchema } from '@/schema/trainingRecord';
import { createCrudService } from './crud';

export type { TrainingRecord } from '@/schema/trainingRecord';

/** Training sessions (read and delete only): /dataTrainingRecord/*. */
export const trainingRecordService = createCrudService<TrainingRecord>(trainingRecordSchema);
