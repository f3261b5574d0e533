/**
 * The page-by-page export (src/components/crud/exportPages.ts): it pages through GET /R/page
 * with the list's filters and sort, reports progress up to the total, builds the file from
 * parts with the header once, and stops on cancel or failure without a file.
 */
import { ExportCancelled, exportPages, type FetchPage } from '@/components/crud/exportPages';
import type { PageParams } from '@/services/crud';
import type { CallOptions } from '@/services/request';
import { BOM, type CsvColumn } from '@/utils/csv';

interface Row {
  id: number;
  name: string;
}

const ROWS: Row[] = Array.from({ length: 23 }, (_, i) => ({ id: i + 1, name: i === 4 ? '=cmd()' : `row ${i + 1}` }));
const COLUMNS: CsvColumn<Row>[] = [
  { header: 'No.', value: (r) => r.id },
  { header: 'Name', value: (r) => r.name },
];

function pager(rows = ROWS) {
  const calls: { params: PageParams; opts: CallOptions }[] = [];
  const fetchPage: FetchPage<Row> = async (params, opts) => {
    calls.push({ params, opts });
    const size = Number(params.pageSize);
    const current = Number(params.current);
    return { list: rows.slice((current - 1) * size, current * size), total: rows.length, current, pageSize: size };
  };
  return { calls, fetchPage };
}

const textOf = async (blob: Blob) =>
  new TextDecoder('utf-8', { ignoreBOM: true }).decode(new Uint8Array(await blob.arrayBuffer()));

describe('exportPages', () => {
  it('pages through the list with its filters and sort, and reports progress up to the total', async () => {
    const { calls, fetchPage } = pager();
    const progress: { done: number; total: number }[] = [];
    const { blob, count } = await exportPages({
      query: { current: 3, pageSize: 10, type: '1', sortField: 'score', sortOrder: 'ascend' },
      fetchPage,
      columns: COLUMNS,
      signal: new AbortController().signal,
      onProgress: (p) => progress.push(p),
      pageSize: 5,
    });
    expect(count).toBe(23);
    expect(calls.map((c) => c.params.current)).toEqual([1, 2, 3, 4, 5]);
    for (const { params, opts } of calls) {
      // The list's page and page size are not the export's; its filters and sort are.
      expect(params).toMatchObject({ pageSize: 5, type: '1', sortField: 'score', sortOrder: 'ascend' });
      expect(opts.signal).toBeInstanceOf(AbortSignal);
    }
    expect(progress.map((p) => p.done)).toEqual([5, 10, 15, 20, 23]);
    expect(progress.every((p) => p.total === 23)).toBe(true);

    const text = await textOf(blob);
    expect(text.startsWith(BOM)).toBe(true);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('No.,Name');
    expect(lines.filter((l) => l === 'No.,Name')).toHaveLength(1);
    expect(lines).toHaveLength(24);
    expect(lines.slice(1).map((l) => Number(l.split(',')[0]))).toEqual(ROWS.map((r) => r.id));
    // Formula-safe, as every export.
    expect(lines[5]).toBe("5,'=cmd()");
  });

  it('converts a page in slices, yielding between them', async () => {
    const rows = Array.from({ length: 1_200 }, (_, i) => ({ id: i + 1, name: `r${i}` }));
    const { calls, fetchPage } = pager(rows);
    const timeouts = jest.spyOn(global, 'setTimeout');
    const { blob, count } = await exportPages({
      query: {},
      fetchPage,
      columns: COLUMNS,
      signal: new AbortController().signal,
    });
    expect(count).toBe(1_200);
    expect(calls).toHaveLength(1);
    // 1,200 rows = three slices of at most 500: two yields.
    expect(timeouts.mock.calls.length).toBeGreaterThanOrEqual(2);
    timeouts.mockRestore();
    expect((await textOf(blob)).trimEnd().split('\r\n')).toHaveLength(1_201);
  });

  it('an empty list gives a file with the header only', async () => {
    const { calls, fetchPage } = pager([]);
    const { blob, count } = await exportPages({
      query: {},
      fetchPage,
      columns: COLUMNS,
      signal: new AbortController().signal,
    });
    expect(count).toBe(0);
    expect(calls).toHaveLength(1);
    expect(await textOf(blob)).toBe(`${BOM}No.,Name\r\n`);
  });

  it('cancel aborts the call in flight and stops without a file', async () => {
    const abort = new AbortController();
    const signals: AbortSignal[] = [];
    let calls = 0;
    const fetchPage: FetchPage<Row> = (params, opts) => {
      calls += 1;
      if (opts.signal) signals.push(opts.signal);
      if (params.current === 1) return Promise.resolve({ list: ROWS.slice(0, 5), total: 23, current: 1, pageSize: 5 });
      // The second call hangs until it is aborted, as a slow server's would; the user cancels meanwhile.
      setTimeout(() => abort.abort());
      return new Promise((_, reject) =>
        opts.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    };
    const running = exportPages({
      query: {},
      fetchPage,
      columns: COLUMNS,
      signal: abort.signal,
      pageSize: 5,
    });
    await expect(running).rejects.toBeInstanceOf(ExportCancelled);
    expect(calls).toBe(2);
    expect(signals[1].aborted).toBe(true);
  });

  it('tells whether the number of rows changed between two pages (rows then moved across a page break)', async () => {
    const run = (rows: (current: number) => Row[]) =>
      exportPages({
        query: {},
        fetchPage: async (params) => {
          const current = Number(params.current);
          const all = rows(current);
          return { list: all.slice((current - 1) * 5, current * 5), total: all.length, current, pageSize: 5 };
        },
        columns: COLUMNS,
        signal: new AbortController().signal,
        pageSize: 5,
      });
    expect((await run(() => ROWS)).changed).toBe(false);
    // Row 3 deleted once the first page was read: row 6 moves onto page 1 and is never fetched.
    const deleted = await run((current) => (current === 1 ? ROWS : ROWS.filter((r) => r.id !== 3)));
    expect(deleted.changed).toBe(true);
    expect(deleted.count).toBe(22);
  });

  it('a failed page stops the export with that error', async () => {
    const failure = new Error('network');
    const fetchPage: FetchPage<Row> = async (params) => {
      if (params.current === 2) throw failure;
      return { list: ROWS.slice(0, 5), total: 23, current: 1, pageSize: 5 };
    };
    await expect(
      exportPages({ query: {}, fetchPage, columns: COLUMNS, signal: new AbortController().signal, pageSize: 5 }),
    ).rejects.toBe(failure);
  });
});
