import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { useIntl } from '@umijs/max';
import { App, Button } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import type { ListHandle } from '@/components/crud/types';
import { useT } from '@/locales/useT';
import { auditLogService } from '@/services/auditLog';
import { downloadCsv, toCsv } from '@/utils/csv';
import { auditCsvColumns } from './csvColumns';

/**
 * Exports exactly the entries the list's search form and sort select, on every page
 * (GET /auditLog/list answers all of them), through the formula-safe CSV writer.
 */
export default function ExportButton({ list }: { list: ListHandle }) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const t = useT();
  const intl = useIntl();

  const run = async () => {
    setBusy(true);
    try {
      const rows = await auditLogService.list(list.query());
      const csv = toCsv(rows, auditCsvColumns({ t, has: (id) => Object.hasOwn(intl.messages, id) }));
      downloadCsv(`audit-log-${dayjs().format('YYYYMMDD-HHmmss')}.csv`, csv);
      message.success(t('audit.exported', { count: rows.length }));
    } catch {
      // The request layer has said why.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={run}>
      {t('audit.export')}
    </Button>
  );
}
