import { type Member, memberSchema } from '@/schema/member';
import { createCrudService } from './crud';

export type { Member } from '@/schema/member';

/** Members (children): /dataMember/* (DOMAIN.md `dataMember`). */
export const memberService = createCrudService<Member>(memberSchema);
