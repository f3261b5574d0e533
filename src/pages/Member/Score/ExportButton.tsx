import ExportCsvButton from '@/components/crud/ExportCsvButton';
import type { ListHandle } from '@/components/crud/types';
import { useT } from '@/locales/useT';
import { memberScoreService } from '@/services/memberScore';
import { scoreCsvColumns } from './csvColumns';

/**
 * The assessments the list selects, as CSV, page by page through GET /dataMemberScore/page: every
 * level that opens the list may export it, as the member list.
 */
export default function ExportButton({ list }: { list: ListHandle }) {
  const t = useT();
  return (
    <ExportCsvButton
      list={list}
      fetchPage={(params, opts) => memberScoreService.page(params, opts)}
      columns={scoreCsvColumns(t)}
      fileStem="assessments"
      label={t('memberScore.export')}
      done={(count) => t('memberScore.exported', { count })}
    />
  );
}
