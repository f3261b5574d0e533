import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useFeedback } from '@/components/useFeedback';
import { useT } from '@/locales/useT';
import type { CsvColumn } from '@/utils/csv';
import type { FetchPage } from './exportPages';
import type { ListHandle } from './types';

interface Props<T> {
  list: ListHandle;
  /** The resource's GET /R/page (its service's `page`), called with the list's filters and sort. */
  fetchPage: FetchPage<T>;
  /**
   * The file's columns, loaded with the export's own code at the first export: they are no part of
   * the list's first screen (`() => import('./csvColumns').then(...)`).
   */
  columns: () => Promise<CsvColumn<T>[]>;
  /** File name before its time stamp, in the user's language (a locale text: the user reads it). */
  fileStem: string;
  label: string;
  /** The toast after a download, given the row count. */
  done: (count: number) => string;
}

/**
 * Exports exactly the rows the list's search form and sort select, on every page: the filters are
 * read from the table itself when the button is pressed. The export's code (its paging, the CSV
 * writer, the progress notice with antd's Progress) comes with the first export, not with the list.
 * While it runs the button cancels it: the keyboard's focus is still on it, where the notice's
 * own Cancel is dozens of Tab stops away (at the end of the page), and the focus stays put when
 * the export ends.
 */
export default function ExportCsvButton<T>({ list, fetchPage, columns, fileStem, label, done }: Props<T>) {
  const feedback = useFeedback();
  const t = useT();
  const [busy, setBusy] = useState(false);
  const controller = useRef<AbortController>();
  // Leaving the page stops an export that is still running.
  useEffect(() => () => controller.current?.abort(), []);

  const run = async () => {
    const abort = new AbortController();
    controller.current = abort;
    const query = list.query();
    setBusy(true);
    try {
      const loaded = await import('./runExport').catch(() => undefined);
      // (runExport says itself how an export ended; only its code's download can fail here.)
      if (loaded)
        await loaded.runExport({ query, fetchPage, columns, fileStem, done, signal: abort.signal, feedback, t });
      else feedback.message.error(t('app.chunkError.dialog'));
    } finally {
      if (controller.current === abort) controller.current = undefined;
      setBusy(false);
    }
  };
  return busy ? (
    <Button onClick={() => controller.current?.abort()}>{t('export.cancel')}</Button>
  ) : (
    <Button icon={<DownloadOutlined aria-hidden />} onClick={run}>
      {label}
    </Button>
  );
}
