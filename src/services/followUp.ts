import { type FollowUp, followUpSchema } from '@/schema/followUp';
import { createCrudService } from './crud';

export type { FollowUp } from '@/schema/followUp';

/** Follow-ups of Home's attention lists: /dataFollowUp/* (add, page, list, detail). */
export const followUpService = createCrudService<FollowUp>(followUpSchema);
