import { type MemberBehaviorScore, memberBehaviorScoreSchema } from '@/schema/member';
import { createCrudService } from './crud';

export type { BehaviorScoreItem, MemberBehaviorScore } from '@/schema/member';

/** Behaviour assessments: /dataMemberBehaviorScore/*. */
export const memberBehaviorScoreService = createCrudService<MemberBehaviorScore>(memberBehaviorScoreSchema);
