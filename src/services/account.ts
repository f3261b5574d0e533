import { type AccountInfo, type AccountInput, accountSchema } from '@/schema/account';
import { createCrudService } from './crud';

export type { AccountInfo, AccountInput } from '@/schema/account';

/** Staff accounts: /dataAccountInfo/*. */
export const accountService = createCrudService<AccountInfo, AccountInput>(accountSchema);
