import { type Member, memberSchema } from '@/schema/member';
import { createCrudService } from './crud';

export type { Member } from '@/schema/member';

/** Members (children): /dataMember/*. */
export const memberService = createCrudService<Member>(memberSchema);
