import { type AccountInfo, accountSchema } from '@/schema/account';
import { createCrudService } from './crud';

export type { AccountInfo } from '@/schema/account';

/** Staff accounts: /dataAccountInfo/*. */
export const accountService = createCrudService<AccountInfo>(accountSchema);
