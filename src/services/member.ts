import { type Member, type MemberInput, memberSchema } from '@/schema/member';
import { createCrudService } from './crud';

export type { Member, MemberInput } from '@/schema/member';

/** Members (children): /dataMember/*. */
export const memberService = createCrudService<Member, MemberInput>(memberSchema);
