import type { ResourceView } from '@/components/crud/types';
import type { AccountInfo } from '@/schema/account';
import { accountService } from '@/services/account';

/**
 * Your own account cannot be disabled or lowered in level (the server answers 1005). Only an
 * active level-1 account opens this page, so the last active level-1 account (1006) is always
 * the reader's own row: this covers it too.
 */
const lockedFor = (currentUserId?: number) => (row: AccountInfo) =>
  row.id === currentUserId ? 'account.cannotLockSelf' : undefined;

/** Account management (`dataAccountInfo`). */
export const accountView = (currentUserId?: number): ResourceView<AccountInfo> => ({
  service: accountService,
  i18nPrefix: 'account',
  rowName: (row) => row.account,
  fields: [
    { name: 'account', searchOrder: 1 },
    { name: 'name', searchOrder: 2 },
    { name: 'phone' },
    { name: 'email' },
    { name: 'isSuperAdmin', enumLabel: 'level.', searchOrder: 3, initialValue: 3, locked: lockedFor(currentUserId) },
    { name: 'status', search: true, searchOrder: 4, locked: lockedFor(currentUserId) },
    { name: 'lastLoginTime', search: false },
    { name: 'password', table: false, detail: false, editHelp: 'account.passwordHelp' },
    { name: 'remark', table: false },
  ],
  // Your own account cannot be deleted (the server answers 1001 too).
  undeletable: (row) => (row.id === currentUserId ? 'account.cannotDeleteSelf' : undefined),
  // On edit an empty password means "unchanged"; a value resets it.
  toApi: (values) => {
    const out = { ...values };
    if (!out.password) delete out.password;
    return out;
  },
});
