import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { useIntl } from '@umijs/max';
import { App, Button } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { readTableUrl } from '@/components/crud/urlState';
import { trainingRecordService } from '@/services/trainingRecord';
import { downloadCsv, toCsv } from '@/utils/csv';
import { recordCsvColumns } from './csvColumns';

/**
 * Exports exactly the rows the list's current filters match, on every page: the filters and sort
 * are read from the URL the table keeps, and GET /dataTrainingRecord/list answers all of them.
 */
export default function ExportButton() {
  const intl = useIntl();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  const run = async () => {
    setBusy(true);
    try {
      const { filters, sortField, sortOrder } = readTableUrl();
      const rows = await trainingRecordService.list({ ...filters, sortField, sortOrder });
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
