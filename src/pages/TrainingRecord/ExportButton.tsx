import ExportCsvButton from '@/components/crud/ExportCsvButton';
import type { ListHandle } from '@/components/crud/types';
import { useT } from '@/locales/useT';
import { trainingRecordService } from '@/services/trainingRecord';
import { recordCsvColumns } from './csvColumns';

/** The training records the list selects, as CSV (GET /dataTrainingRecord/list answers all of them). */
export default function ExportButton({ list }: { list: ListHandle }) {
  const t = useT();
  return (
    <ExportCsvButton
      list={list}
      rows={(query) => trainingRecordService.list(query)}
      columns={recordCsvColumns(t)}
      fileStem="training-records"
      label={t('record.export')}
      done={(count) => t('record.exported', { count })}
    />
  );
}
