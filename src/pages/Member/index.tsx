import { useAccess } from '@umijs/max';
import { useMemo } from 'react';
import CrudTable from '@/components/crud/CrudTable';
import { useT } from '@/locales/useT';
import ExportButton from './ExportButton';
import { memberView } from './view';

/** /member: the member list (any signed-in level; writes for level 1 only). */
export default function MemberPage() {
  const t = useT();
  const access = useAccess();
  const records = access.canPage({ pageId: 1 });
  const devices = access.canPage({ pageId: 2 });
  const view = useMemo(
    () => memberView(t, { records, devices }, (list) => [<ExportButton key="export" list={list} />]),
    [t, records, devices],
  );
  return <CrudTable view={view} />;
}
