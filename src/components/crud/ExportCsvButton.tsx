import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { App, Button } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import type { PageParams } from '@/services/crud';
import { type CsvColumn, downloadCsv, toCsv } from '@/utils/csv';
import type { ListHandle } from './types';

interface Props<T> {
  list: ListHandle;
  /** Every row the list's filters and sort select (the resource's GET /R/list). */
  rows: (query: PageParams) => Promise<T[]>;
  columns: CsvColumn<T>[];
  /** File name before its time stamp, e.g. `training-records`. */
  fileStem: string;
  label: string;
  /** The toast after a download, given the row count. */
  done: (count: number) => string;
}

/**
 * Exports exactly the rows the list's search form and sort select, on every page: the filters are
 * read from the table itself, the file goes through the formula-safe CSV writer.
 */
export default function ExportCsvButton<T>({ list, rows, columns, fileStem, label, done }: Props<T>) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const found = await rows(list.query());
      downloadCsv(`${fileStem}-${dayjs().format('YYYYMMDD-HHmmss')}.csv`, toCsv(found, columns));
      message.success(done(found.length));
    } catch {
      // The request layer has said why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={run}>
      {label}
    </Button>
  );
}
