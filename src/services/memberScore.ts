import { type MemberScore, memberScoreSchema } from '@/schema/member';
import { createCrudService } from './crud';

export type { MemberScore } from '@/schema/member';

/** Cognitive assessments: /dataMemberScore/*. */
export const memberScoreService = createCrudService<MemberScore>(memberScoreSchema);
