import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { MEMBER_PICKER_PAGE } from '@/pages/Member/components/MemberSelect';
import TrainingRecordPage from '@/pages/TrainingRecord';
import { catchDownloads, exportInChinese, renderPage } from '../helpers';
import { getBackend, server, watchCalls } from '../msw';

/** Captures the file an export saves (a Blob behind a link clicked): what it holds, and whether one was made. */
function captureDownloads() {
  const files: Blob[] = [];
  const create = jest.fn((b: Blob) => {
    files.push(b);
    return 'blob:test';
  });
  Object.assign(URL, { createObjectURL: create, revokeObjectURL: jest.fn() });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  const lines = async (i = 0) => {
    const bytes = new Uint8Array(await files[i].arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    return new TextDecoder('utf-8', { ignoreBOM: false }).decode(bytes).trimEnd().split('\r\n');
  };
  return { files, click, lines, restore: () => click.mockRestore() };
}

/** The export's calls (pageSize 2,000) as the server saw them. */
const exportCalls = () =>
  watchCalls((url) =>
    url.pathname === '/dataTrainingRecord/page' && url.searchParams.get('pageSize') === '2000'
      ? url.searchParams
      : undefined,
  );

/** antd names a sortable column's next step in a tooltip over the header's title. */
async function saysNextStep(user: ReturnType<typeof userEvent.setup>, header: HTMLElement, text: string) {
  const title = header.firstElementChild as HTMLElement;
  await user.hover(title);
  expect((await screen.findByText(text)).closest('[role="tooltip"]')).toBeInTheDocument();
  await user.unhover(title);
}

describe('/training-record', () => {
  it('marks the column of its default order, newest first, and its first click turns that order round', async () => {
    const user = userEvent.setup({ delay: null });
    const { history } = renderPage(<TrainingRecordPage />, { who: 'admin', path: '/training-record' });
    const header = () => screen.getByRole('columnheader', { name: /^Start time/ });
    await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(5));
    expect(header()).toHaveAttribute('aria-sort', 'descending');
    await user.click(header());
    await waitFor(() => expect(history.location.search).toContain('sortField=startTime&sortOrder=ascend'));
    expect(header()).toHaveAttribute('aria-sort', 'ascending');
  });

  it('keeps an arrow on the column that orders the rows: the default one turns between its two orders, another returns to it', async () => {
    const user = userEvent.setup({ delay: null });
    const { history } = renderPage(<TrainingRecordPage />, { who: 'admin', path: '/training-record' });
    const start = () => screen.getByRole('columnheader', { name: /^Start time/ });
    const score = () => screen.getByRole('columnheader', { name: /^Score/ });
    const sortOf = () => new URLSearchParams(history.location.search);
    const nextStep = (header: HTMLElement, text: string) => saysNextStep(user, header, text);
    await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(5));
    await nextStep(start(), 'Click to sort ascending');
    await user.click(start());
    await waitFor(() => expect(sortOf().get('sortOrder')).toBe('ascend'));
    await nextStep(start(), 'Click to sort descending');
    await user.click(start());
    await waitFor(() => expect(sortOf().get('sortOrder')).toBe('descend'));
    expect(start()).toHaveAttribute('aria-sort', 'descending');

    await user.click(score());
    await waitFor(() => expect(sortOf().get('sortField')).toBe('score'));
    expect(start()).toHaveAttribute('aria-sort', 'none');
    await user.click(score());
    await waitFor(() => expect(sortOf().get('sortOrder')).toBe('descend'));
    await nextStep(score(), 'Click to cancel sorting');
    await user.click(score());
    await waitFor(() => expect(sortOf().get('sortField')).toBeNull());
    expect(score()).toHaveAttribute('aria-sort', 'none');
    expect(start()).toHaveAttribute('aria-sort', 'descending');
  });

  it('names the next order in Chinese too: the default column, turned round, offers its own order back', async () => {
    const user = userEvent.setup({ delay: null });
    const { history } = renderPage(<TrainingRecordPage />, {
      who: 'admin',
      path: '/training-record',
      locale: 'zh-CN',
    });
    const start = () => screen.getByRole('columnheader', { name: /^开始时间/ });
    await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(5));
    await saysNextStep(user, start(), '点击升序');
    await user.click(start());
    await waitFor(() => expect(history.location.search).toContain('sortOrder=ascend'));
    await saysNextStep(user, start(), '点击降序');
  });

  it("filters by the member in the URL and exports exactly that member's records as CSV", async () => {
    const db = getBackend().db;
    const member = db.table('dataMember').get(12);
    const mine = db
      .table('dataTrainingRecord')
      .all()
      .filter((r) => r.userId === 12);
    expect(mine.length).toBeGreaterThan(10); // more than one page

    let blob: Blob | undefined;
    const create = jest.fn((b: Blob) => {
      blob = b;
      return 'blob:test';
    });
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);

    renderPage(<TrainingRecordPage />, { who: 'admin', path: '/training-record?userId=12' });
    await waitFor(() => expect(screen.getAllByRole('link', { name: member?.name as string }).length).toBe(10));
    // No add / edit on a read-only resource; delete stays for level 1.
    expect(screen.queryByRole('button', { name: /New/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Edit')).not.toBeInTheDocument();
    expect(screen.getAllByText('Delete').length).toBe(10);

    const calls = exportCalls();
    await userEvent.click(screen.getByRole('button', { name: /Export CSV/ }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    // Through the page endpoint, with the list's filter.
    expect(calls.map((q) => [q.get('current'), q.get('userId')])).toEqual([['1', '12']]);
    const bytes = new Uint8Array(await (blob as Blob).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // UTF-8 BOM for Excel
    const text = new TextDecoder('utf-8', { ignoreBOM: false }).decode(bytes);
    const lines = text.trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^Record no\.,Start time,Member,Member no\.,Type,/);
    expect(lines).toHaveLength(mine.length + 1);
    for (const line of lines.slice(1)) expect(line).toContain(`,${member?.name},12,`);
    click.mockRestore();
  });

  it('names the exported file in the language in use: 训练记录 and its time stamp in Chinese', async () => {
    const downloads = catchDownloads();
    renderPage(<TrainingRecordPage />, { who: 'admin', path: '/training-record?userId=12', locale: 'zh-CN' });
    expect(await exportInChinese(downloads)).toMatch(/^训练记录-\d{8}-\d{6}\.csv$/);
    downloads.click.mockRestore();
  });

  it('names the member of the URL in its filter without reading the member list, and filters by one picked', async () => {
    const db = getBackend().db;
    const named = db.table('dataMember').get(12);
    const memberCalls = watchCalls((url) => (url.pathname.startsWith('/dataMember/') ? url.pathname : undefined));
    const user = userEvent.setup();
    const { history } = renderPage(<TrainingRecordPage />, { who: 'viewer', path: '/training-record?userId=12' });
    const filter = await screen.findByRole('combobox', { name: 'Member' });
    const box = filter.closest('.ant-select') as HTMLElement;
    await waitFor(() => expect(box).toHaveTextContent(named?.name as string));
    // One member named, not every member listed: the filter reads its list only when opened.
    expect(memberCalls).toEqual(['/dataMember/detail']);

    await user.click(filter);
    await screen.findByRole('listbox');
    await waitFor(() => expect(memberCalls).toContain('/dataMember/page'));
    const byName = db
      .table('dataMember')
      .all()
      .sort((a, b) => String(a.name).localeCompare(String(b.name), 'en'));
    // A filter names members by name and grade: whose headband is whose is the Bind dialog's concern.
    const holder = byName.slice(0, MEMBER_PICKER_PAGE).find((m) => m.deviceId != null);
    if (!holder) throw new Error('the first page of members has no headband holder');
    const grade = db.table('sysGrade').get(Number(holder.gradeId))?.name;
    expect(await screen.findByTitle(`${holder.name} · ${grade}`)).toHaveClass('ant-select-item-option');
    const picked = byName.find(
      (m) =>
        m.id !== 12 &&
        db
          .table('dataTrainingRecord')
          .all()
          .some((r) => r.userId === m.id),
    );
    if (!picked || byName.indexOf(picked) >= MEMBER_PICKER_PAGE)
      throw new Error('the seed has no member to pick on page 1');
    await user.click(await screen.findByTitle(new RegExp(`^${picked.name}`)));
    expect(box).toHaveTextContent(picked.name as string);
    await user.click(screen.getByRole('button', { name: /Query/ }));
    await waitFor(() => expect(new URLSearchParams(history.location.search).get('userId')).toBe(String(picked.id)));
    await waitFor(() => expect(screen.getAllByRole('link', { name: picked.name as string }).length).toBeGreaterThan(0));
    const rows = screen.getAllByRole('row').slice(1);
    for (const row of rows)
      if (within(row).queryAllByRole('cell').length > 2) expect(row).toHaveTextContent(picked.name as string);
    expect(memberCalls).not.toContain('/dataMember/list');
  });

  it("says a link's member is gone, and drops a type that is none of the types", async () => {
    const { history } = renderPage(<TrainingRecordPage />, {
      who: 'admin',
      path: '/training-record?userId=99999&type=9',
    });
    expect(await screen.findByText('Member #99999 (not found)')).toBeInTheDocument();
    await waitFor(() => expect(new URLSearchParams(history.location.search).get('type')).toBeNull());
    expect(new URLSearchParams(history.location.search).get('userId')).toBe('99999');
    const search = screen.getByRole('button', { name: /Query/ }).closest('form') as HTMLElement;
    expect(within(search).queryByText('9')).not.toBeInTheDocument();
  });

  it('says which end of each range filter is which: the start and end date, the lowest and highest score, kept to 0-100, a bound between whole scores searched as typed', async () => {
    const { history } = renderPage(<TrainingRecordPage />, { who: 'admin', path: '/training-record' });
    const search = await screen.findByRole('button', { name: /Query/ });
    const form = search.closest('form') as HTMLElement;
    const [from, to] = await within(form).findAllByPlaceholderText(/^(Start|End) date$/);
    expect([from, to].map((box) => box.getAttribute('placeholder'))).toEqual(['Start date', 'End date']);
    const [low, high] = await within(form).findAllByPlaceholderText(/^M(in|ax)$/);
    expect([low, high].map((box) => box.getAttribute('placeholder'))).toEqual(['Min', 'Max']);
    // Each box is named by its field and its end, with an id of its own (the label's is the first).
    expect(within(form).getByRole('spinbutton', { name: 'Score: min' })).toBe(low);
    expect(within(form).getByRole('spinbutton', { name: 'Score: max' })).toBe(high);
    expect(within(form).getByText('Score').closest('label')?.htmlFor).toBe(low.id);
    expect(high.id).not.toBe(low.id);
    expect(within(form).queryByPlaceholderText('Please select')).toBeNull();
    // A score outside what a score can be is brought back to its bound as the box is left.
    expect([low, high].map((box) => [box.getAttribute('aria-valuemin'), box.getAttribute('aria-valuemax')])).toEqual([
      ['0', '100'],
      ['0', '100'],
    ]);
    const user = userEvent.setup({ delay: null });
    await user.type(high, '500');
    await user.tab();
    await waitFor(() => expect(high).toHaveValue('100'));
    // A highest score of 49.5 is not rounded to 50 (which would find the 50s).
    await user.clear(high);
    await user.type(high, '49.5');
    await user.tab();
    await user.click(search);
    await waitFor(() => expect(new URLSearchParams(history.location.search).get('scoreMax')).toBe('49.5'));
    expect(high).toHaveValue('49.5');
    // Bounds typed the wrong way round are swapped as the range is left, not as one box is.
    await user.type(low, '70');
    await user.tab();
    expect([low, high].map((box) => (box as HTMLInputElement).value)).toEqual(['70', '49.5']);
    await user.tab();
    await waitFor(() => expect([low, high].map((box) => (box as HTMLInputElement).value)).toEqual(['49.5', '70']));
    await user.click(search);
    await waitFor(() => expect(new URLSearchParams(history.location.search).get('scoreMin')).toBe('49.5'));
    expect(new URLSearchParams(history.location.search).get('scoreMax')).toBe('70');
  });

  it('exports every record page by page, with progress, the header once', async () => {
    const all = getBackend().db.table('dataTrainingRecord').size;
    expect(all).toBe(5000);
    const downloads = captureDownloads();
    const calls = exportCalls();
    renderPage(<TrainingRecordPage />, { who: 'viewer', path: '/training-record' });
    const exportButton = await screen.findByRole('button', { name: /Export CSV/ });
    await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(10));
    // The pager's count as every other count: thousands separated.
    expect(screen.getByText('1-10 of 5,000 items')).toBeInTheDocument();
    // 500 pages: a page is reached by its number too.
    expect(screen.getByRole('textbox', { name: 'Page' })).toBeInTheDocument();
    await userEvent.click(exportButton);
    // The progress shows in a notification while it runs.
    expect(await screen.findByText(/of 5,000 rows/)).toBeInTheDocument();
    await waitFor(() => expect(downloads.click).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Exported 5,000 records')).toBeInTheDocument();
    // Three calls of 2,000, 2,000 and 1,000, in order, in the list's order (newest first).
    expect(calls.map((q) => q.get('current'))).toEqual(['1', '2', '3']);
    const lines = await downloads.lines();
    expect(lines).toHaveLength(all + 1);
    expect(lines.filter((l) => l.startsWith('Record no.,'))).toHaveLength(1);
    const ids = lines.slice(1).map((l) => Number(l.split(',')[0]));
    expect(new Set(ids).size).toBe(all);
    downloads.restore();
  });

  it('cancel aborts the call in flight and saves nothing', async () => {
    const downloads = captureDownloads();
    let held = 0;
    server.use(
      http.get('*/dataTrainingRecord/page', async ({ request }) => {
        if (new URL(request.url).searchParams.get('pageSize') !== '2000') return undefined;
        // A slow server: the export's first call answers only when aborted (or after 20 s).
        held += 1;
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, 20_000);
          request.signal.addEventListener('abort', () => {
            clearTimeout(timer);
            resolve();
          });
        });
        return HttpResponse.error();
      }),
    );
    renderPage(<TrainingRecordPage />, { who: 'admin', path: '/training-record' });
    const exportButton = await screen.findByRole('button', { name: /Export CSV/ });
    await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(10));
    await userEvent.click(exportButton);
    // While it runs, the button the focus is on cancels it (the notice's Cancel is at the end of
    // the page); the focus stays there once it has stopped.
    await waitFor(() => expect(exportButton).toHaveTextContent('Cancel export'));
    expect(exportButton).toHaveFocus();
    await userEvent.click(exportButton);
    expect(await screen.findByText('Export cancelled; no file was saved')).toBeInTheDocument();
    await waitFor(() => expect(exportButton).toHaveTextContent('Export CSV'));
    expect(exportButton).toHaveFocus();
    expect(held).toBe(1);
    expect(downloads.files).toHaveLength(0);
    expect(downloads.click).not.toHaveBeenCalled();
    // No error toast for a call the user stopped.
    expect(screen.queryByText(/network/i)).not.toBeInTheDocument();
    downloads.restore();
  });

  it('a failure mid-export stops it, says it did not finish, and saves nothing', async () => {
    const downloads = captureDownloads();
    server.use(
      http.get('*/dataTrainingRecord/page', ({ request }) => {
        const q = new URL(request.url).searchParams;
        if (q.get('pageSize') === '2000' && q.get('current') === '2') return HttpResponse.error();
        return undefined;
      }),
    );
    renderPage(<TrainingRecordPage />, { who: 'admin', path: '/training-record' });
    const exportButton = await screen.findByRole('button', { name: /Export CSV/ });
    await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(10));
    await userEvent.click(exportButton);
    expect(
      await screen.findByText(
        'The export did not finish; no file was saved. Network error: the server cannot be reached',
      ),
    ).toBeInTheDocument();
    // Said once: no notice of the page read beside it.
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(document.querySelector('.ant-notification-notice')).toBeNull();
    expect(downloads.files).toHaveLength(0);
    expect(downloads.click).not.toHaveBeenCalled();
    downloads.restore();
  });
});
