import ExportCsvButton from '@/components/crud/ExportCsvButton';
import type { ListHandle } from '@/components/crud/types';
import { useT } from '@/locales/useT';
import { trainingRecordService } from '@/services/trainingRecord';

/** The training records the list selects, as CSV (page by page through GET /dataTrainingRecord/page). */
export default function ExportButton({ list }: { list: ListHandle }) {
  const t = useT();
  return (
    <ExportCsvButton
      list={list}
      fetchPage={(params, opts) => trainingRecordService.page(params, opts)}
      columns={() => import(/* webpackChunkName: "csv-columns" */ './csvColumns').then((m) => m.recordCsvColumns(t))}
      fileStem={t('record.exportFile')}
      label={t('record.export')}
      done={(count) => t('record.exported', { count })}
    />
  );
}
