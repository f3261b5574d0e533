import { DownloadOutlined } from '@ant-design/icons';
import { Button, Progress, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { useFeedback } from '@/components/useFeedback';
import { useT } from '@/locales/useT';
import { type CsvColumn, downloadBlob } from '@/utils/csv';
import { ExportCancelled, type ExportProgress, exportPages, exportPercent, type FetchPage } from './exportPages';
import type { ListHandle } from './types';

interface Props<T> {
  list: ListHandle;
  /** The resource's GET /R/page (its service's `page`), called with the list's filters and sort. */
  fetchPage: FetchPage<T>;
  columns: CsvColumn<T>[];
  /** File name before its time stamp, e.g. `training-records`. */
  fileStem: string;
  label: string;
  /** The toast after a download, given the row count. */
  done: (count: number) => string;
}

let exportsStarted = 0;

/**
 * Exports exactly the rows the list's search form and sort select, on every page: the filters are
 * read from the table itself, the rows fetched page by page (exportPages), the file goes through
 * the formula-safe CSV writer. A notification shows the rows done of the total and cancels; a
 * cancelled or failed export downloads nothing.
 */
export default function ExportCsvButton<T>({ list, fetchPage, columns, fileStem, label, done }: Props<T>) {
  const { message, notification } = useFeedback();
  const t = useT();
  const [busy, setBusy] = useState(false);
  const controller = useRef<AbortController>();
  // Leaving the page stops an export that is still running.
  useEffect(() => () => controller.current?.abort(), []);

  const run = async () => {
    const abort = new AbortController();
    controller.current = abort;
    const key = `export-${fileStem}-${++exportsStarted}`;
    let finished = false;
    const cancel = () => {
      if (!finished) abort.abort();
    };
    const show = (progress: ExportProgress) => {
      // One value for the bar and the text, in one render; the bar draws no number of its own and
      // moves without antd's width transition (`.export-progress` in src/global.less), which made
      // it trail the number while pages came in.
      const percent = exportPercent(progress);
      notification.open({
        key,
        message: t('export.running'),
        description: (
          <Space direction="vertical" style={{ width: '100%' }}>
            <Progress className="export-progress" percent={percent} showInfo={false} size="small" />
            <Typography.Text data-testid="export-progress">
              {t('export.progress', { done: progress.done, total: progress.total, percent })}
            </Typography.Text>
          </Space>
        ),
        actions: (
          <Button size="small" onClick={cancel}>
            {t('export.cancel')}
          </Button>
        ),
        duration: 0,
        // Closing the notification is cancelling too: nothing would show the export any more.
        onClose: cancel,
      });
    };
    setBusy(true);
    show({ done: 0, total: 0 });
    try {
      const { blob, count } = await exportPages({
        query: list.query(),
        fetchPage,
        columns,
        signal: abort.signal,
        onProgress: show,
      });
      finished = true;
      notification.destroy(key);
      downloadBlob(`${fileStem}-${dayjs().format('YYYYMMDD-HHmmss')}.csv`, blob);
      message.success(done(count));
    } catch (e) {
      finished = true;
      notification.destroy(key);
      if (e instanceof ExportCancelled) message.info(t('export.cancelled'));
      // The request layer has said why the call failed; this says what it meant for the file.
      else message.error(t('export.failed'));
    } finally {
      if (controller.current === abort) controller.current = undefined;
      setBusy(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined aria-hidden />} loading={busy} onClick={run}>
      {label}
    </Button>
  );
}
