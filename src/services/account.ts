import { type AccountInfo, accountSchema } from '@/schema/account';
import { createCrudService } from './crud';

export type { AccountInfo } from '@/schema/account';

/** Staff accounts: /dataAccountInfo/* (SPEC section 7). */
export const accountService = createCrudService<AccountInfo>(accountSchema);
