import { type MemberTrainingCycle, memberTrainingCycleSchema } from '@/schema/member';
import { createCrudService } from './crud';

export type { MemberTrainingCycle } from '@/schema/member';

/** Training cycles of a member: /dataMemberTrainingCycle/*. */
export const memberTrainingCycleService = createCrudService<MemberTrainingCycle>(memberTrainingCycleSchema);
