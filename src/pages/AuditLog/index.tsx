import { useMemo } from 'react';
import CrudTable from '@/components/crud/CrudTable';
import { useFeatureTexts } from '@/locales/features';
import { useT } from '@/locales/useT';
import ExportButton from './ExportButton';
import { auditLogView } from './view';

/** /audit-log (pageId 1): who changed what and when, every sign-in and failed sign-in. */
export default function AuditLogPage() {
  // Follow-ups' field and value labels (their texts load apart from the base pack).
  useFeatureTexts();
  const t = useT();
  const view = useMemo(() => auditLogView(t, (list) => [<ExportButton key="export" list={list} />]), [t]);
  return <CrudTable view={view} />;
}
