import { useAccess } from '@umijs/max';
import { useMemo } from 'react';
import CrudTable from '@/components/crud/CrudTable';
import OwnTexts from '@/locales/OwnTexts';
import { useT } from '@/locales/useT';
import type { Member } from '@/services/member';
import { BulkFilteredButton, BulkSelectedButton, ImportButton, useBatchDialogs } from './batchButtons';
import ExportButton from './ExportButton';
import { MEMBER_TOOLS_TEXTS } from './texts';
import { memberView } from './view';

/** /member: the member list (any signed-in level; writes for level 1 only). */
export default function MemberPage() {
  const t = useT();
  const access = useAccess();
  const records = access.canPage({ pageId: 1 });
  const devices = access.canPage({ pageId: 2 });
  const writes = access.canWrite;
  const batch = useBatchDialogs();
  const openBatch = batch.show;
  const view = useMemo(
    () => ({
      ...memberView(t, { records, devices }, (list) => [
        // Import and changes to many members are level 1's, like every write.
        ...(writes
          ? [
              <ImportButton key="import" onOpen={openBatch} />,
              <BulkFilteredButton key="bulk" list={list} onOpen={openBatch} />,
            ]
          : []),
        <ExportButton key="export" list={list} />,
      ]),
      selectionActions: writes
        ? (selected: Member[]) => [<BulkSelectedButton key="bulk" selected={selected} onOpen={openBatch} />]
        : undefined,
    }),
    [t, records, devices, writes, openBatch],
  );
  return (
    <OwnTexts texts={MEMBER_TOOLS_TEXTS}>
      <CrudTable view={view} />
      {batch.holder}
    </OwnTexts>
  );
}
