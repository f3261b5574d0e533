import { useMemo } from 'react';
import CrudTable from '@/components/crud/CrudTable';
import ExportButton from './ExportButton';
import { recordView } from './view';

/** /training-record (pageId 1): 5,000 sessions, filtered, sorted and paged by the server. */
export default function TrainingRecordPage() {
  const view = useMemo(() => recordView((list) => [<ExportButton key="export" list={list} />]), []);
  return <CrudTable view={view} />;
}
