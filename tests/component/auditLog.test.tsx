import { focusManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import ChangeList from '@/components/audit/ChangeList';
import History from '@/components/audit/History';
import OwnTexts from '@/locales/OwnTexts';
import AccountPage from '@/pages/Account';
import AuditLogPage from '@/pages/AuditLog';
import { MEMBER_TOOLS_TEXTS } from '@/pages/Member/texts';
import { type AuditEntry, LISTED_CHANGES } from '@/schema/auditLog';
import { callBackend, catchDownloads, exportInChinese, renderPage, signInAs } from '../helpers';
import { getBackend, watchCalls } from '../msw';

/** The audit log at `path` (with its query), as admin. */
const renderAt = (path: string) => renderPage(<AuditLogPage />, { path, route: '/audit-log' });

/** A table of changes laid out fixed in the same shares every time, its values broken anywhere. */
function expectFixedChanges(table: HTMLElement) {
  expect(table).toHaveStyle({ tableLayout: 'fixed', width: '100%' });
  expect([...table.querySelectorAll('col')].map((c) => c.style.width)).toEqual(['28%', '', '28px', '']);
  for (const cell of table.querySelectorAll('td')) expect(cell).toHaveStyle({ overflowWrap: 'anywhere' });
}

describe('/audit-log', () => {
  it('lists entries in words, filtered from the URL, and expands one to its changes, before → after', async () => {
    const user = userEvent.setup({ delay: null });
    const backend = getBackend();
    const worry = backend.db.table('sysWorry').get(1);
    const answer = callBackend(signInAs('admin'), 'POST', '/sysWorry/edit', { id: 1, description: 'Calmer wording' });
    expect(answer.statusCode).toBe(200);
    const entryId = Math.max(
      ...backend.db
        .table('auditLog')
        .all()
        .map((e) => e.id),
    );

    // Filtered by the row's name as well: a part of it, which the search form shows.
    const { history } = renderAt(`/audit-log?resource=sysWorry&rowName=${encodeURIComponent(String(worry?.name))}`);
    const row = await waitFor(() => {
      const tr = document.querySelector(`tr[data-row-key="${entryId}"]`);
      if (!tr) throw new Error('entry not listed yet');
      return tr as HTMLElement;
    });
    expect(within(row).getByText('admin (系统管理员)')).toBeInTheDocument();
    expect(within(row).getByText('Edited')).toBeInTheDocument();
    expect(within(row).getByText('Parent concern')).toBeInTheDocument();
    // The row is named and links to its list, filtered on that name.
    expect(within(row).getByRole('link', { name: `${worry?.name} (#1)` })).toHaveAttribute(
      'href',
      `/basic-settings/sysWorry?${new URLSearchParams({ name: String(worry?.name) })}`,
    );
    // The row's name keeps to one cut line, whole in its title, in a column never narrower than
    // its header needs.
    const named = within(row)
      .getByRole('link', { name: `${worry?.name} (#1)` })
      .closest('.crud-text-cell');
    expect(named).toHaveAttribute('title', `${worry?.name} (#1)`);
    // The name is isolated from the id beside it, whatever its writing direction.
    expect(within(named as HTMLElement).getByText(String(worry?.name)).tagName).toBe('BDI');
    expect(
      [...document.querySelectorAll('.ant-table col')].some((c) => (c as HTMLElement).style.minWidth === '120px'),
    ).toBe(true);
    // Only parent-concern entries, and the filter stays in the URL; nothing can be deleted or added.
    const rows = document.querySelectorAll('tr[data-row-key]');
    for (const tr of rows) {
      expect(within(tr as HTMLElement).getByText('Parent concern')).toBeInTheDocument();
      expect(
        within(tr as HTMLElement).getByRole('link', { name: new RegExp(String(worry?.name)) }),
      ).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Row name')).toHaveValue(String(worry?.name));
    expect(Object.fromEntries(new URLSearchParams(history.location.search))).toMatchObject({
      resource: 'sysWorry',
      rowName: String(worry?.name),
    });
    expect(screen.queryByRole('button', { name: /New/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Delete')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Expand row' }));
    const expanded = row.nextElementSibling as HTMLElement;
    expect(expanded).toHaveClass('ant-table-expanded-row');
    // (The changes load with the row's first expanding.)
    const change = (await within(expanded).findByRole('rowheader', { name: 'Description' })).closest(
      'tr',
    ) as HTMLElement;
    expect(change.textContent).toBe(`Description${worry?.description}→Calmer wording`);
    // Each entry's table has the same columns, whatever its values, and a value without a space
    // (a long URL) wraps within its column rather than widening the table past the card.
    expectFixedChanges(within(expanded).getByRole('table'));
  });

  it('shows a failed sign-in as a red tag, filtered on its own', async () => {
    getBackend().handle({
      method: 'POST',
      path: '/login',
      query: {},
      body: { account: 'intruder', password: 'guess1234' },
      headers: { 'x-forwarded-for': '198.51.100.7' },
    });
    renderAt('/audit-log?action=signInFailed');
    const ip = await screen.findByText('198.51.100.7');
    const row = ip.closest('tr') as HTMLElement;
    expect(within(row).getByText('intruder')).toBeInTheDocument();
    expect(within(row).getByText('Sign-in failed')).toHaveClass('ant-tag-red');
    const listed = document.querySelectorAll('tr[data-row-key]');
    expect(listed.length).toBeGreaterThan(1);
    for (const tr of listed) expect(within(tr as HTMLElement).getByText('Sign-in failed')).toBeInTheDocument();
  });

  it('filters on a range of days: the When field holds it, and only entries of those days are listed', async () => {
    const times = getBackend()
      .db.table('auditLog')
      .all()
      .map((e) => String(e.time));
    // Days in the user's calendar, as the page shows the times and the server counts them.
    const dayOf = (t: string) => dayjs(t).format('YYYY-MM-DD');
    const days = [...new Set(times.map(dayOf))].sort();
    const day = days[Math.floor(days.length / 2)];
    const thatDay = times.filter((t) => dayOf(t) === day).length;
    expect(thatDay).toBeLessThan(times.length);
    renderAt(`/audit-log?timeFrom=${day}&timeTo=${day}`);
    await waitFor(() => expect(document.querySelectorAll('tr[data-row-key]')).toHaveLength(Math.min(thatDay, 10)));
    const form = screen.getByRole('button', { name: /Query/ }).closest('form') as HTMLElement;
    const [from, to] = within(form).getAllByPlaceholderText(/^(Start|End) date$/);
    expect([from, to].map((box) => (box as HTMLInputElement).value)).toEqual([day, day]);
    for (const tr of document.querySelectorAll('tr[data-row-key]'))
      expect(tr.textContent?.match(/\d{4}-\d{2}-\d{2}(?= \d{2}:\d{2})/g)).toEqual([day]);
  });

  it('titles its columns distinctly in Chinese: the action recorded and the row buttons', async () => {
    renderPage(<AuditLogPage />, { path: '/audit-log', route: '/audit-log', locale: 'zh-CN' });
    await waitFor(() => expect(document.querySelectorAll('tr[data-row-key]').length).toBeGreaterThan(0));
    const headers = screen
      .getAllByRole('columnheader')
      .map((h) => (h.textContent ?? '').trim())
      .filter(Boolean);
    expect(headers).toEqual(expect.arrayContaining(['操作类型', '操作']));
    expect(headers.filter((h, i) => headers.indexOf(h) !== i)).toEqual([]);
  });

  it('names its export 操作日志 in Chinese, with a time stamp', async () => {
    const downloads = catchDownloads();
    renderPage(<AuditLogPage />, { path: '/audit-log', route: '/audit-log', locale: 'zh-CN' });
    expect(await exportInChinese(downloads)).toMatch(/^操作日志-\d{8}-\d{6}\.csv$/);
    downloads.click.mockRestore();
  });

  it('draws the changes of a bulk change fifty at a time', async () => {
    const user = userEvent.setup({ delay: null });
    const changes = Array.from({ length: 120 }, (_, i) => ({
      field: 'status',
      rowId: i + 1,
      rowName: `M${i + 1}`,
      before: 1,
      after: 0,
    }));
    renderPage(<ChangeList entry={{ id: 1, resource: 'dataMember', changes, changeCount: changes.length }} />, {
      locale: 'zh-CN',
    });
    expect(await screen.findByRole('button', { name: '再显示 50 项（还有 70 项未显示）' })).toBeInTheDocument();
    const rows = () => screen.getAllByRole('row').length - 1;
    expect(rows()).toBe(50);
    await user.click(screen.getByRole('button', { name: '再显示 50 项（还有 70 项未显示）' }));
    await user.click(await screen.findByRole('button', { name: '再显示 20 项（还有 20 项未显示）' }));
    expect(rows()).toBe(120);
    // The last "Show more" left with its rows: the focus stays in the list of changes.
    expect(screen.getByRole('table')).toHaveFocus();
    expect(screen.queryByRole('button', { name: /再显示/ })).not.toBeInTheDocument();
  });

  it("reads the rest of an entry's changes once asked for more than a page of the log holds", async () => {
    const user = userEvent.setup({ delay: null });
    const admin = signInAs('admin');
    const count = LISTED_CHANGES + 30;
    const stored = getBackend()
      .db.table('auditLog')
      .insert(
        {
          time: new Date().toISOString(),
          actor: { id: admin.user.id, account: 'admin', name: null, level: 1 },
          resource: 'dataMember',
          rowId: null,
          rowName: null,
          action: 'bulkEdit',
          changes: Array.from({ length: count }, (_, i) => ({ field: 'status', rowId: i + 1, before: 1, after: 0 })),
          ip: '203.0.113.9',
        },
        new Date().toISOString(),
      );
    const page = callBackend<{ list: AuditEntry[] }>(admin, 'GET', '/auditLog/page', { id: stored.id });
    const [listed] = page.data.list;
    expect([listed.changes.length, listed.changeCount]).toEqual([LISTED_CHANGES, count]);

    const reads = watchCalls((url) => (url.pathname.endsWith('/auditLog/detail') ? url.search : undefined));
    renderPage(<ChangeList entry={listed} />);
    const rows = () => screen.getAllByRole('row').length - 1;
    for (let left = count - 50; left > count - LISTED_CHANGES; left -= 50)
      await user.click(await screen.findByRole('button', { name: `Show 50 more (${left} not shown)` }));
    expect(rows()).toBe(LISTED_CHANGES);
    // The page held no more: the entry's detail brings the rest.
    await user.click(screen.getByRole('button', { name: `Show 30 more (30 not shown)` }));
    await waitFor(() => expect(rows()).toBe(count));
    expect(screen.getByRole('row', { name: new RegExp(`#${count}\\b`) })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Show \d+ more/ })).not.toBeInTheDocument();
    // Read once: a return to the window, an hour on, does not read the entry again (it never changes).
    const hourOn = Date.now() + 3_600_000;
    const clock = jest.spyOn(Date, 'now').mockReturnValue(hourOn);
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    clock.mockRestore();
    expect(reads).toHaveLength(1);
  });

  it('reads an entry once for its details drawer, however often it is opened: an entry never changes', async () => {
    const user = userEvent.setup({ delay: null });
    const reads = watchCalls((url) => (url.pathname.endsWith('/auditLog/detail') ? url.search : undefined));
    renderAt('/audit-log');
    const row = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('tr[data-row-key]');
      if (!found) throw new Error('no entry listed');
      return found;
    });
    for (let opening = 1; opening <= 2; opening++) {
      await user.click(within(row).getByText('Details'));
      const drawer = await screen.findByRole('dialog', { name: 'Audit entry details' });
      await within(drawer).findByText('IP address');
      await user.click(within(drawer).getByRole('button', { name: 'Close' }));
      // (Closed, antd keeps the drawer, empty.)
      await waitFor(() => expect(within(drawer).queryByText('IP address')).toBeNull());
    }
    expect(reads).toHaveLength(1);
  });

  it("shows a row's history in another list's detail drawer (level 1)", async () => {
    const user = userEvent.setup({ delay: null });
    const viewer = getBackend()
      .db.table('dataAccountInfo')
      .all()
      .find((a) => a.account === 'viewer');
    const url = `https://example.com/${'long-path-without-a-space/'.repeat(6)}`;
    expect(callBackend(signInAs('admin'), 'POST', '/dataAccountInfo/edit', { ...viewer, remark: url }).statusCode).toBe(
      200,
    );
    renderPage(<AccountPage />, { path: '/account?account=viewer', route: '/account' });
    const cell = await screen.findByText('viewer@example.com');
    await user.click(within(cell.closest('tr') as HTMLElement).getByText('Details'));
    const history = await screen.findByRole('region', { name: 'History' });
    // The viewer's seeded password change: that it happened, and nothing of the password.
    const item = (await within(history).findByText('Password changed')).closest('li') as HTMLElement;
    expect(within(item).getByText('viewer (访客)')).toBeInTheDocument();
    const edit = (await within(history).findByText(url)).closest('table') as HTMLElement;
    expectFixedChanges(edit);
    expect(within(history).queryByText('Viewer@123')).not.toBeInTheDocument();
  });
  it("lists the bulk change that changed a member in its history, with the member's own change, named by field alone", async () => {
    const member = getBackend().db.table('dataMember').get(1) as unknown as { id: number; status: number };
    const other = member.status === 1 ? 0 : 1;
    const answer = callBackend(signInAs('admin'), 'POST', '/dataMember/bulk', {
      ids: [member.id, 2, 3],
      change: { kind: 'status', status: other },
    });
    expect(answer.statusCode).toBe(200);
    // (Within the member list, which carries the words of its bulk changes.)
    renderPage(
      <OwnTexts texts={MEMBER_TOOLS_TEXTS}>
        <History resource="dataMember" rowId={member.id} />
      </OwnTexts>,
    );
    const history = await screen.findByRole('region', { name: 'History' });
    const item = (await within(history).findByText('Bulk change')).closest('li') as HTMLElement;
    // Its one change, this member's: the field, not "Name (#1): Status" as the log names it.
    expect(within(item).getAllByRole('row')).toHaveLength(2);
    expect(within(item).getByRole('rowheader', { name: 'Status' })).toBeInTheDocument();
    expect(within(item).queryByText(new RegExp(`#${member.id}`))).toBeNull();
  });

  it('follows a row as it is now: renamed since, by its new name; deleted since, to nowhere', async () => {
    const user = userEvent.setup({ delay: null });
    const admin = signInAs('admin');
    const post = (path: string, body: Record<string, unknown>) => {
      const answer = callBackend<{ id: number }>(admin, 'POST', path, body);
      expect(answer.statusCode).toBe(200);
      return answer.data;
    };
    const renamed = post('/sysWorry/add', { name: 'Probe before' });
    post('/sysWorry/edit', { id: renamed.id, name: 'Probe after' });
    const gone = post('/sysWorry/add', { name: 'Probe gone' });
    post('/sysWorry/delete', { id: gone.id });

    const { history } = renderAt('/audit-log?resource=sysWorry');
    // (This test's router has the log's route only: it notes that it has none for the list.)
    const routerNote = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await user.click(await screen.findByRole('link', { name: `Probe before (#${renamed.id})` }));
    await waitFor(() => expect(history.location.pathname).toBe('/basic-settings/sysWorry'));
    expect(Object.fromEntries(new URLSearchParams(history.location.search))).toEqual({ name: 'Probe after' });
    routerNote.mockRestore();

    act(() => history.push('/audit-log?resource=sysWorry'));
    await user.click(await screen.findByRole('link', { name: `Probe gone (#${gone.id})` }));
    expect(await screen.findByText('Record does not exist')).toBeInTheDocument();
    expect(history.location.pathname).toBe('/audit-log');
  });
  // An operator's 403 at /audit-log, with no entry asked for: the shell suite.
});
