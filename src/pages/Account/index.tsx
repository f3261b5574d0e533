import { useModel } from '@umijs/max';
import { useMemo } from 'react';
import CrudTable from '@/components/crud/CrudTable';
import type { AccountInfo } from '@/schema/account';
import { useOwnProfile } from './useOwnProfile';
import { accountView } from './view';

export default function AccountPage() {
  const { initialState } = useModel('@@initialState');
  const userId = initialState?.currentUser?.id;
  const ownProfileSaved = useOwnProfile();
  const view = useMemo(
    () => ({
      ...accountView(userId),
      // An administrator's own row, edited here, is the signed-in user.
      onSaved: (row: AccountInfo) => {
        if (row.id === userId) void ownProfileSaved(row);
      },
    }),
    [userId, ownProfileSaved],
  );
  return <CrudTable view={view} />;
}
