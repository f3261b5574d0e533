import { useModel } from '@umijs/max';
import { useMemo } from 'react';
import CrudTable from '@/components/crud/CrudTable';
import { accountView } from './view';

export default function AccountPage() {
  const { initialState } = useModel('@@initialState');
  const userId = initialState?.currentUser?.id;
  const view = useMemo(() => accountView(userId), [userId]);
  return <CrudTable view={view} />;
}
