import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { App, Button } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import type { ListHandle } from '@/components/crud/types';
import { useT } from '@/locales/useT';
import { trainingRecordService } from '@/services/trainingRecord';
import { downloadCsv, toCsv } from '@/utils/csv';
import { recordCsvColumns } from './csvColumns';

/**
 * Exports exactly the rows the list's search form and sort select, on every page: they are read
 * from the table itself, and GET /dataTrainingRecord/list answers all of them.
 */
export default function ExportButton({ list }: { list: ListHandle }) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const t = useT();

  const run = async () => {
    setBusy(true);
    try {
      const rows = await trainingRecordService.list(list.query());
      const csv = toCsv(rows, recordCsvColumns(t));
      downloadCsv(`training-records-${dayjs().format('YYYYMMDD-HHmmss')}.csv`, csv);
      message.success(t('record.exported', { count: rows.length }));
    } catch {
      // The request layer has said why.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={run}>
      {t('record.export')}
    </Button>
  );
}
