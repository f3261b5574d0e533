import { Button, Progress, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import type { useFeedback } from '@/components/useFeedback';
import type { Translate } from '@/locales/useT';
import type { PageParams } from '@/services/crud';
import { endsSession, errorText } from '@/services/errors';
import { type CsvColumn, downloadBlob } from '@/utils/csv';
import {
  ExportCancelled,
  type ExportProgress,
  exportPages,
  exportPercent,
  type FetchPage,
  noticePlacement,
} from './exportPages';

export interface ExportRun<T> {
  /** The list's filters and sort as its search form held them when Export was pressed. */
  query: PageParams;
  fetchPage: FetchPage<T>;
  /** Loads the file's columns (ExportCsvButton's `columns`). */
  columns: () => Promise<CsvColumn<T>[]>;
  fileStem: string;
  /** The toast after a download, given the row count. */
  done: (count: number) => string;
  signal: AbortSignal;
  feedback: ReturnType<typeof useFeedback>;
  t: Translate;
}

let exportsStarted = 0;

/** The file's columns could not be downloaded (their chunk): said as for every part of the console that could not be. */
class ColumnsMissing extends Error {}

/**
 * The columns once loaded, or ExportCancelled as soon as the export is cancelled: on a slow
 * connection their chunk may take long, and Cancel must not wait for it.
 */
function columnsOrCancel<T>(load: () => Promise<CsvColumn<T>[]>, signal: AbortSignal): Promise<CsvColumn<T>[]> {
  return new Promise((resolve, reject) => {
    const cancel = () => reject(new ExportCancelled());
    if (signal.aborted) return cancel();
    signal.addEventListener('abort', cancel, { once: true });
    load().then(resolve, () => reject(new ColumnsMissing()));
  });
}

/**
 * One export (ExportCsvButton's click), loaded with the first one: the rows fetched page by page
 * (exportPages), the file through the formula-safe CSV writer. A notification shows the rows done
 * of the total and cancels; a cancelled or failed export downloads nothing. Aborting `signal`
 * (the page left) cancels it too.
 */
export async function runExport<T>({ query, fetchPage, columns, fileStem, done, signal, feedback, t }: ExportRun<T>) {
  const { message, notification } = feedback;
  // The focus stays on the list's Export button, now "Cancel export": the notice keeps clear of
  // it. With nothing focused (a click in Safari leaves a button unfocused), the bottom.
  const focused = document.activeElement;
  const placement =
    focused && focused !== document.body
      ? noticePlacement(focused.getBoundingClientRect(), window.innerHeight)
      : 'bottomRight';
  const cancelled = new AbortController();
  signal.addEventListener('abort', () => cancelled.abort(), { once: true });
  const key = `export-${fileStem}-${++exportsStarted}`;
  let finished = false;
  const cancel = () => {
    if (!finished) cancelled.abort();
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
            {progress.total
              ? t('export.progress', { done: progress.done, total: progress.total, percent })
              : t('export.starting')}
          </Typography.Text>
        </Space>
      ),
      actions: (
        <Button size="small" onClick={cancel}>
          {t('export.cancel')}
        </Button>
      ),
      duration: 0,
      // Clear of the button, which keeps the focus (noticePlacement); no close button: hiding the
      // export's one trace would cancel it, which its own button does.
      placement,
      closable: false,
    });
  };
  show({ done: 0, total: 0 });
  try {
    const { blob, count, changed } = await exportPages({
      query,
      fetchPage,
      columns: await columnsOrCancel(columns, cancelled.signal),
      signal: cancelled.signal,
      onProgress: show,
    });
    finished = true;
    notification.destroy(key);
    downloadBlob(`${fileStem}-${dayjs().format('YYYYMMDD-HHmmss')}.csv`, blob);
    if (changed) message.warning(t('export.changed', { done: done(count) }));
    else message.success(done(count));
  } catch (e) {
    finished = true;
    notification.destroy(key);
    if (e instanceof ExportCancelled) message.info(t('export.cancelled'));
    else if (e instanceof ColumnsMissing) message.error(t('app.chunkError.dialog'));
    else if (endsSession(e)) e.show?.();
    // One message: what the failure meant for the file, and why (the page read is no concern of
    // the user's, so no notice names it).
    else message.error(t('export.failed', { reason: errorText(e, t) }));
  }
}
