import { useModel } from '@umijs/max';
import { useMemo } from 'react';
import CrudTable from '@/components/crud/CrudTable';
import type { AccountInfo } from '@/schema/account';
import { accountView } from './view';

export default function AccountPage() {
  const { initialState, setInitialState } = useModel('@@initialState');
  const userId = initialState?.currentUser?.id;
  const view = useMemo(
    () => ({
      ...accountView(userId),
      // An administrator's own row, edited here: the header, the account centre and personal
      // settings show the signed-in user, and personal settings would save the old name back.
      onSaved: (row: AccountInfo) => {
        if (row.id !== userId) return;
        const { name, phone, email } = row;
        void setInitialState((s) => ({
          ...s,
          currentUser: s?.currentUser && {
            ...s.currentUser,
            name,
            phone: phone ?? undefined,
            email: email ?? undefined,
          },
        }));
      },
    }),
    [userId, setInitialState],
  );
  return <CrudTable view={view} />;
}
