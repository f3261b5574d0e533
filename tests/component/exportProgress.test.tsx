/**
 * The export's progress: the bar and the percentage shown beside it are one value, updated in
 * the same render, and the bar does not trail behind it (no width transition: src/global.less).
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ExportCsvButton from '@/components/crud/ExportCsvButton';
import type { FetchPage } from '@/components/crud/exportPages';
import type { CsvColumn } from '@/utils/csv';
import { renderInApp } from '../helpers';

interface Row {
  id: number;
}

const PAGE = 2_000;
const TOTAL = 3_000;

/** Presses Export CSV over `fetchPage`'s rows; returns the spied click of the file's download. */
async function startExport(
  fetchPage: FetchPage<Row>,
  locale: 'en-US' | 'zh-CN' = 'en-US',
  columns: () => Promise<CsvColumn<Row>[]> = async () => [{ header: 'No.', value: (r) => r.id }],
) {
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:test'), revokeObjectURL: jest.fn() });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  renderInApp(
    <ExportCsvButton<Row>
      list={{ reload: () => {}, query: () => ({}) }}
      fetchPage={fetchPage}
      columns={columns}
      fileStem="rows"
      label="Export CSV"
      done={(n) => `Exported ${n}`}
    />,
    locale,
  );
  await userEvent.click(screen.getByRole('button', { name: /Export CSV/ }));
  return click;
}

describe('export progress', () => {
  it('cancels at once while its columns are still downloading, and downloads nothing', async () => {
    const fetchPage = jest.fn<ReturnType<FetchPage<Row>>, Parameters<FetchPage<Row>>>();
    // A slow connection: the columns' chunk does not come.
    const click = await startExport(fetchPage, 'en-US', () => new Promise(() => {}));
    await screen.findByTestId('export-progress');
    // The toolbar's button, which keeps the focus (the notice has one too).
    await userEvent.click(screen.getAllByRole('button', { name: 'Cancel export' })[0]);
    expect(await screen.findByText('Export cancelled; no file was saved')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Export CSV/ })).toBeInTheDocument();
    expect(fetchPage).not.toHaveBeenCalled();
    expect(click).not.toHaveBeenCalled();
    click.mockRestore();
  });

  it('says that a part of the console could not be downloaded when its columns cannot be', async () => {
    const click = await startExport(
      async () => ({ list: [], total: 0, current: 1, pageSize: PAGE }),
      'en-US',
      () => Promise.reject(new Error('Loading chunk csv-columns failed')),
    );
    expect(await screen.findByText(/^This part of the console could not be downloaded/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Export CSV/ })).toBeInTheDocument();
    expect(click).not.toHaveBeenCalled();
    click.mockRestore();
  });

  it.each([
    ['en-US', '66% · 2,000 of 3,000 rows'],
    ['zh-CN', '66% · 已导出 2,000 / 3,000 行'],
  ] as const)('shows the bar at the percentage it writes (%s)', async (locale, text) => {
    let release: () => void = () => {};
    const fetchPage: FetchPage<Row> = async (params) => {
      const current = Number(params.current);
      if (current === 2) await new Promise<void>((resolve) => (release = resolve));
      const from = (current - 1) * PAGE;
      const list = Array.from({ length: Math.max(0, Math.min(PAGE, TOTAL - from)) }, (_, i) => ({ id: from + i + 1 }));
      return { list, total: TOTAL, current, pageSize: PAGE };
    };
    const click = await startExport(fetchPage, locale);
    const progress = await screen.findByTestId('export-progress');
    await waitFor(() => expect(progress).toHaveTextContent(text));
    const bar = screen.getByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', '66');
    expect(bar).toHaveClass('export-progress');
    // One number on screen: the bar writes none of its own.
    expect(bar.textContent).not.toMatch(/%/);
    // At the bottom, clear of the search buttons and the header's menus; no close button, which
    // hid the export and cancelled it: its own button cancels.
    expect(progress.closest('.ant-notification-bottomRight')).not.toBeNull();
    // (antd's close is an <a> with a label, no button role.)
    expect(screen.queryByLabelText(locale === 'en-US' ? 'Close' : '关闭')).toBeNull();
    release();
    await waitFor(() => expect(click).toHaveBeenCalled());
    click.mockRestore();
  });

  it('opens its notice at the top when the Export button, which keeps the focus, is in the lower half', async () => {
    // 200 % zoom: a 400 px high viewport, the toolbar's button near its bottom (jsdom has no layout).
    const fullHeight = window.innerHeight;
    Object.defineProperty(window, 'innerHeight', { value: 400, configurable: true, writable: true });
    const rect = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
      top: 294,
      bottom: 326,
      left: 275,
      right: 408,
      x: 275,
      y: 294,
      width: 133,
      height: 32,
    } as DOMRect);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const click = await startExport(async (params) => {
      await held;
      return { list: [{ id: 1 }], total: 1, current: Number(params.current), pageSize: PAGE };
    });
    const progress = await screen.findByTestId('export-progress');
    const notice = progress.closest('.ant-notification-topRight');
    expect(notice).not.toBeNull();
    // The focus stays on the list's own button, which the notice now keeps clear of.
    expect(document.activeElement).toHaveAccessibleName('Cancel export');
    expect(notice?.contains(document.activeElement)).toBe(false);
    rect.mockRestore();
    Object.defineProperty(window, 'innerHeight', { value: fullHeight, configurable: true, writable: true });
    release();
    await waitFor(() => expect(click).toHaveBeenCalled());
    click.mockRestore();
  });

  it('says when rows were added or deleted while it ran: the file may then miss or repeat a few', async () => {
    // Another user deletes a row after the first page: the second page starts a row later.
    let total = TOTAL;
    const fetchPage: FetchPage<Row> = async (params) => {
      const current = Number(params.current);
      const from = (current - 1) * PAGE;
      const list = Array.from({ length: Math.max(0, Math.min(PAGE, total - from)) }, (_, i) => ({ id: from + i + 1 }));
      const page = { list, total, current, pageSize: PAGE };
      total -= 1;
      return page;
    };
    const click = await startExport(fetchPage);
    expect(
      await screen.findByText(
        'Exported 2999. Rows were added or deleted while it ran, so the file may miss or repeat a few: export again for an exact copy.',
      ),
    ).toBeInTheDocument();
    expect(click).toHaveBeenCalled();
    click.mockRestore();
  });
});
