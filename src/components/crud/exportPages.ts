/**
 * A list's export, page by page: the rows the list's filters and sort select are fetched through
 * the resource's GET /R/page, each page turned into CSV text at once (its row objects are let go),
 * and the file made from those parts at the end. No DOM here, so the tests drive it directly.
 *
 * Between pages, and between slices of a page's conversion, it yields to the browser, so the page
 * stays responsive (no task near the 200 ms that makes an interaction feel stuck) while a large
 * export runs.
 */
import type { PageResult } from '@/schema/types';
import type { PageParams } from '@/services/crud';
import type { CallOptions } from '@/services/request';
import { CSV_TYPE, type CsvColumn, csvHead, csvLines } from '@/utils/csv';

/** Rows per call: few calls for a large export, each answered well within the request time-out. */
export const EXPORT_PAGE_SIZE = 2_000;
/** Rows converted between two yields: a few milliseconds of work each. */
export const CSV_SLICE = 500;

export type FetchPage<T> = (params: PageParams, opts: CallOptions) => Promise<PageResult<T>>;

export interface ExportProgress {
  done: number;
  total: number;
}

/**
 * The whole percent of rows done: the one value the progress bar shows and the text writes, so
 * the two always agree. 0 until the total is known, never over 100.
 */
export function exportPercent({ done, total }: ExportProgress): number {
  return total > 0 ? Math.min(100, Math.floor((100 * done) / total)) : 0;
}

/**
 * Where the export's notice opens: on the side of the viewport with more room than the Export
 * button leaves, which keeps the keyboard's focus as "Cancel export" while the export runs. At
 * 200 % zoom (a 640 x 400 px viewport) the notice is 160 px high, and at the bottom it covered a
 * button in the lower half (WCAG 2.4.11, focus not obscured); at the top it covers only the
 * header's end and the search form's buttons, which the focus has left.
 */
export function noticePlacement(
  button: { top: number; bottom: number },
  viewportHeight: number,
): 'topRight' | 'bottomRight' {
  return viewportHeight - button.bottom < button.top ? 'topRight' : 'bottomRight';
}

export interface ExportOptions<T> {
  /** The list's filters and sort (ListHandle.query()); paging is set here. */
  query: PageParams;
  fetchPage: FetchPage<T>;
  columns: readonly CsvColumn<T>[];
  signal: AbortSignal;
  onProgress?: (progress: ExportProgress) => void;
  pageSize?: number;
}

export interface ExportResult {
  blob: Blob;
  count: number;
  /**
   * The number of rows changed between two pages (a row added or deleted meanwhile): the pages
   * after it then start a row later or earlier, so the file may miss a row or hold one twice.
   */
  changed: boolean;
}

/** The export was cancelled (the signal's abort), as opposed to failing. */
export class ExportCancelled extends Error {
  constructor() {
    super('export cancelled');
    this.name = 'ExportCancelled';
  }
}

/** Lets the browser run what is waiting (input, paint) before the next piece of work. */
export const yieldToMain = () => new Promise<void>((resolve) => setTimeout(resolve));

function checkAborted(signal: AbortSignal) {
  if (signal.aborted) throw new ExportCancelled();
}

/**
 * Fetches every page and builds the CSV file. Resolves with the file and its row count; rejects
 * with ExportCancelled once `signal` aborts (the call in flight is aborted with it), or with the
 * request's error when a page fails (the request layer has shown it). Nothing is downloaded here.
 */
export async function exportPages<T>({
  query,
  fetchPage,
  columns,
  signal,
  onProgress,
  pageSize = EXPORT_PAGE_SIZE,
}: ExportOptions<T>): Promise<ExportResult> {
  const parts: string[] = [csvHead(columns)];
  const { current: _current, pageSize: _pageSize, ...filters } = query;
  let done = 0;
  let total = 0;
  let changed = false;
  let lastTotal = 0;
  for (let current = 1; ; current++) {
    checkAborted(signal);
    let page: PageResult<T>;
    try {
      // Its failure is told once, by the export, which says what it meant for the file.
      page = await fetchPage({ ...filters, current, pageSize }, { signal, deferErrorHandler: true });
    } catch (e) {
      checkAborted(signal);
      throw e;
    }
    checkAborted(signal);
    // The first answer says how many there are; rows added meanwhile come on the later pages.
    if (current > 1 && page.total !== lastTotal) changed = true;
    lastTotal = page.total;
    total = current === 1 ? page.total : Math.max(total, page.total);
    const rows = page.list;
    for (let from = 0; from < rows.length; from += CSV_SLICE) {
      if (from > 0) {
        await yieldToMain();
        checkAborted(signal);
      }
      parts.push(csvLines(rows.slice(from, from + CSV_SLICE), columns));
    }
    done += rows.length;
    onProgress?.({ done, total: Math.max(total, done) });
    if (rows.length < pageSize || done >= page.total) break;
    await yieldToMain();
  }
  checkAborted(signal);
  return { blob: new Blob(parts, { type: CSV_TYPE }), count: done, changed };
}
