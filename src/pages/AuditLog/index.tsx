import { useMemo } from 'react';
import CrudTable from '@/components/crud/CrudTable';
import { useFeatureTexts } from '@/locales/features';
import OwnTexts from '@/locales/OwnTexts';
import { useT } from '@/locales/useT';
import { MEMBER_TOOLS_TEXTS } from '@/pages/Member/texts';
import ExportButton from './ExportButton';
import { auditLogView } from './view';

/** /audit-log (pageId 1): who changed what and when, every sign-in and failed sign-in. */
export default function AuditLogPage() {
  // The words of the member import's and bulk changes' entries come with the member tools' texts.
  return (
    <OwnTexts texts={MEMBER_TOOLS_TEXTS}>
      <AuditLogList />
    </OwnTexts>
  );
}

function AuditLogList() {
  // Follow-ups' field and value labels (their texts load apart from the base pack).
  useFeatureTexts('followUps');
  const t = useT();
  const view = useMemo(() => auditLogView(t, (list) => [<ExportButton key="export" list={list} />]), [t]);
  return <CrudTable view={view} />;
}
