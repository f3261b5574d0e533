/**
 * The member import dialog, the bulk change dialog and the saved views menu, against the mock
 * backend (msw). In jsdom there is no Worker: the import reads and checks the file in the page,
 * through the same code the worker runs.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import ViewDialogs from '@/components/crud/savedViews/ViewDialogs';
import MemberPage from '@/pages/Member';
import BulkDialog from '@/pages/Member/bulk/BulkDialog';
import ImportDialog from '@/pages/Member/import/ImportDialog';
import type { Row } from '../../mock/backend/db';
import { catchDownloads, renderPage } from '../helpers';
import { getBackend, holdGets, holdPosts, server } from '../msw';
import { signInAs } from '../unit/backendSession';

const HEADER = 'Name,Gender,Birthday,Grade,Guardian name,Guardian phone,Parent concerns,Device SN';

const csvFile = (lines: string[], name = 'members.csv') =>
  new File([`${lines.join('\r\n')}\r\n`], name, { type: 'text/csv' });

/** The dialog's file input: antd's Upload renders it hidden behind its drop area (no role of its own). */
const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;

async function openImport() {
  const onClose = jest.fn();
  renderPage(<ImportDialog open onClose={onClose} />, { who: 'admin', path: '/member' });
  await screen.findByRole('dialog', { name: 'Import members' });
  return onClose;
}

describe('member import dialog', () => {
  it('previews every row with its problems at their cells, saves nothing until Import, then only the ready rows', async () => {
    const user = userEvent.setup();
    const backend = getBackend();
    const grade = backend.db.table('sysGrade').all()[0].name as string;
    const worry = backend.db.table('sysWorry').all()[0].name as string;
    const before = backend.db.table('dataMember').size;
    const onClose = await openImport();
    await user.upload(
      fileInput(),
      csvFile([
        HEADER,
        `导入甲,Girl,2017-05-06,${grade},监护人甲,13911112222,${worry},`,
        `,Boy,2017-05-06,Grade 9,监护人乙,123,${worry},`,
        `导入丙,Boy,2035-01-01,${grade},监护人丙,13911113333,Sleepy,`,
      ]),
    );
    expect(
      await screen.findByText('members.csv: 3 rows, 1 ready, 2 with problems', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Grade' })).toBeInTheDocument();
    const bad = within(table).getAllByRole('row')[2];
    expect(within(bad).getByText('Required')).toBeInTheDocument();
    expect(within(bad).getByText('Unknown grade "Grade 9"')).toBeInTheDocument();
    expect(within(bad).getByText('Not a mobile phone number: "123"')).toBeInTheDocument();
    expect(within(bad).getByText('3 problems')).toBeInTheDocument();
    // The verdict names the columns at fault, which may lie out of view to the right.
    expect(within(within(bad).getAllByRole('cell')[1]).getByText('Name, Grade, Guardian phone')).toBeInTheDocument();
    expect(within(table).getByText('The birthday is in the future')).toBeInTheDocument();
    expect(within(table).getByText('Unknown parent concern "Sleepy"')).toBeInTheDocument();
    expect(backend.db.table('dataMember').size).toBe(before);

    await user.click(screen.getByRole('radio', { name: 'Rows with problems (2)' }));
    expect(within(screen.getByRole('table')).queryByText('导入甲')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Import 1 ready row' }));
    expect(await screen.findByText('Imported 1 member')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    expect(getBackend().db.table('dataMember').size).toBe(before + 1);
    const entry = getBackend().db.table('auditLog').all().pop();
    expect(entry).toMatchObject({ action: 'import', rowName: 'members.csv' });
  });

  it('downloads the rows with problems with a problem column, as CSV for a CSV file; then another file', async () => {
    const { click, text: downloaded } = catchDownloads();
    const user = userEvent.setup();
    await openImport();
    await user.upload(fileInput(), csvFile([HEADER, ',Girl,2017-05-06,Grade 9,G,13911112222,,']));
    await user.click(await screen.findByRole('button', { name: /Download rows with problems$/ }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const text = await downloaded();
    const [head, line] = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(head).toBe(`${HEADER},problem`);
    expect(line).toBe(',Girl,2017-05-06,Grade 9,G,13911112222,,,"Name: Required; Grade: Unknown grade ""Grade 9"""');
    click.mockRestore();
    // Back to the chooser: the focus goes to the drop zone, not to the page's body.
    await user.click(screen.getByRole('button', { name: 'Choose another file' }));
    await waitFor(() => expect(fileInput().closest('[role="button"]')).toHaveFocus());
  });

  it("writes a row's problems in Chinese with the Chinese colon and semicolon, in a file named in Chinese", async () => {
    const { click, text: downloaded, names } = catchDownloads();
    const user = userEvent.setup();
    renderPage(<ImportDialog open onClose={jest.fn()} />, { who: 'admin', path: '/member', locale: 'zh-CN' });
    await screen.findByRole('dialog', { name: '导入会员' });
    await user.upload(fileInput(), csvFile([HEADER, ',Girl,2017-05-06,Grade 9,G,13911112222,,']));
    await user.click(await screen.findByRole('button', { name: /下载有问题的行$/ }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const [, line] = (await downloaded()).replace(/^\uFEFF/, '').split('\r\n');
    expect(line).toBe(',Girl,2017-05-06,Grade 9,G,13911112222,,,姓名：必填；年级：没有名为“Grade 9”的年级');
    expect(names).toEqual([expect.stringMatching(/^会员导入问题行-\d{8}-\d{6}\.csv$/)]);
    click.mockRestore();
  });

  it('marks the rows the server refused at import time, so the preview says what the refusal says', async () => {
    const user = userEvent.setup();
    const backend = getBackend();
    const grade = backend.db.table('sysGrade').all()[0].name as string;
    await openImport();
    const lines = [1, 2, 3, 4, 5, 6, 7].map((i) => `导入丁${i},Girl,2017-05-06,${grade},监护人丁,1391111444${i},,`);
    await user.upload(fileInput(), csvFile([HEADER, ...lines]));
    const summary = await screen.findByText('members.csv: 7 rows, 7 ready, 0 with problems');
    // The drop zone that had the focus is gone: the focus is on what took its place.
    await waitFor(() => expect(summary.closest('[tabindex="-1"]')).toHaveFocus());
    // Meanwhile another import (another tab) added the same children.
    let answer = () => {};
    server.use(
      http.post('*/dataMember/import', async () => {
        await new Promise<void>((resolve) => {
          answer = resolve;
        });
        return HttpResponse.json({
          statusCode: 400,
          errors: Object.fromEntries([2, 3, 4, 5, 6, 7, 8].map((row) => [`rows.${row}.name`, 'Already a member'])),
        });
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Import 7 ready rows' }));
    // The answer is for this preview: no other file can take its place meanwhile.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Choose another file' })).toBeDisabled());
    answer();
    expect(await screen.findByText('Row 2: Name: Already a member')).toBeInTheDocument();
    expect(screen.getByText('Row 6: Name: Already a member')).toBeInTheDocument();
    expect(screen.queryByText('Row 7: Name: Already a member')).not.toBeInTheDocument();
    expect(screen.getByText('…and 2 more reasons, each at its cell below')).toBeInTheDocument();
    expect(await screen.findByText('members.csv: 7 rows, 0 ready, 7 with problems')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Rows with problems (7)' })).toBeChecked();
    expect(within(screen.getByRole('table')).getAllByText('Already a member')).toHaveLength(7);
    expect(screen.getByRole('button', { name: 'Import 0 ready rows' })).toBeDisabled();
    // The pressed button is disabled now: the focus is on the summary, in the dialog.
    expect(screen.getByText('members.csv: 7 rows, 0 ready, 7 with problems').closest('[tabindex="-1"]')).toHaveFocus();
  });

  it('says at its cell that a grade or a parent concern is disabled, not unknown, and the row is not ready', async () => {
    const user = userEvent.setup();
    const backend = getBackend();
    const [grade, other] = backend.db.table('sysGrade').all();
    signInAs(backend, 'admin').post('/sysGrade/changeStatus', { id: grade.id, status: 0 });
    const off = backend.db
      .table('sysWorry')
      .all()
      .find((w) => w.status === 0) as Row;
    await openImport();
    await user.upload(
      fileInput(),
      csvFile([
        HEADER,
        `导入庚,Girl,2017-05-06,${grade.name},监护人庚,13911116666,,`,
        `导入辛,Girl,2017-05-06,${other.name},监护人辛,13911116667,"${off.name}, Sleepy, Dozy",`,
      ]),
    );
    expect(await screen.findByText('members.csv: 2 rows, 0 ready, 2 with problems')).toBeInTheDocument();
    const table = screen.getByRole('table');
    const column = (title: string) =>
      (within(table).getByRole('columnheader', { name: title }) as HTMLTableCellElement).cellIndex;
    const cellOf = (text: string) => within(table).getByText(text).closest('td') as HTMLTableCellElement;
    expect(cellOf(`Grade "${grade.name}" is disabled`).cellIndex).toBe(column('Grade'));
    expect(cellOf(`Parent concern "${off.name}" is disabled`).cellIndex).toBe(column('Parent concerns'));
    expect(within(table).queryByText(`Unknown grade "${grade.name}"`)).not.toBeInTheDocument();
    expect(within(table).getByText('Unknown parent concern "Dozy"')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import 0 ready rows' })).toBeDisabled();
  });

  it('words a disabled grade or parent concern in Chinese', async () => {
    const user = userEvent.setup();
    const backend = getBackend();
    const grade = backend.db.table('sysGrade').all()[0];
    signInAs(backend, 'admin').post('/sysGrade/changeStatus', { id: grade.id, status: 0 });
    const off = backend.db
      .table('sysWorry')
      .all()
      .find((w) => w.status === 0) as Row;
    renderPage(<ImportDialog open onClose={jest.fn()} />, { who: 'admin', path: '/member', locale: 'zh-CN' });
    await screen.findByRole('dialog', { name: '导入会员' });
    await user.upload(
      fileInput(),
      csvFile([HEADER, `导入壬,女,2017-05-06,${grade.name},监护人壬,13911116668,${off.name},`]),
    );
    expect(await screen.findByText(`年级“${grade.name}”已停用`)).toBeInTheDocument();
    expect(screen.getByText(`家长困扰“${off.name}”已停用`)).toBeInTheDocument();
  });

  it("counts thousands of rows with the language's separators, and names the columns it does not read", async () => {
    const user = userEvent.setup();
    await openImport();
    const rows = Array.from({ length: 1200 }, (_, i) => `,Girl,2017-05-06,Grade 9,G${i},13911112222,,,${i}`);
    await user.upload(fileInput(), csvFile([`${HEADER},Member no.`, ...rows]));
    expect(await screen.findByText('members.csv: 1,200 rows, 0 ready, 1,200 with problems')).toBeInTheDocument();
    expect(screen.getByText('This column is not imported: "Member no."')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'All rows (1,200)' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Rows with problems (1,200)' })).toBeInTheDocument();
  });

  it('says why a file cannot be read: no spreadsheet, no header, no rows', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await openImport();
    await user.upload(fileInput(), new File(['%PDF-1.4'], 'report.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This file is not a spreadsheet');
    await user.upload(fileInput(), csvFile(['a,b,c', '1,2,3']));
    expect(await screen.findByText(/No recognisable header in the first row/)).toBeInTheDocument();
    await user.upload(
      fileInput(),
      csvFile(['Name,Gender,Birthday,Grade,Guardian name', '张一诺,Boy,2018-03-01,一年级,张伟']),
    );
    expect(
      await screen.findByText(
        'This file has no column for Guardian phone, which every member needs. Add each as in the template (in English or Chinese).',
      ),
    ).toBeInTheDocument();
    await user.upload(fileInput(), csvFile([HEADER]));
    expect(await screen.findByText('This file has a header but no member rows.')).toBeInTheDocument();
  });
});

describe('member import dialog, while the lists a file is checked against load', () => {
  it('checks a file chosen before they are in once they arrive', async () => {
    const user = userEvent.setup();
    const grade = getBackend().db.table('sysGrade').all()[0].name as string;
    // The grade list is one of the lists a file is checked against.
    const release = holdGets('/sysGrade/list');
    await openImport();
    expect(fileInput()).not.toBeDisabled();
    await user.upload(fileInput(), csvFile([HEADER, `导入丁,Girl,2017-05-06,${grade},监护人丁,13911114444,,`]));
    expect(await screen.findByText('Reading members.csv…')).toBeInTheDocument();
    release();
    expect(await screen.findByText('members.csv: 1 row, 1 ready, 0 with problems')).toBeInTheDocument();
  });

  it('cancels at once while it waits for them', async () => {
    const user = userEvent.setup();
    const release = holdGets('/sysGrade/list');
    await openImport();
    await user.upload(fileInput(), csvFile([HEADER, '导入己,Girl,2017-05-06,x,监护人己,13911117777,,']));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('The file was not read: cancelled')).toBeInTheDocument();
    expect(screen.getByText('Choose a file')).toBeInTheDocument();
    release();
  });

  it('says so when they cannot be read, and takes the file again', async () => {
    const user = userEvent.setup();
    server.use(
      http.get('*/sysGrade/list', () => HttpResponse.json({ statusCode: 500, errors: 'down' }, { status: 500 })),
    );
    await openImport();
    const file = csvFile([HEADER, '导入戊,Girl,2017-05-06,x,监护人戊,13911115555,,']);
    await user.upload(fileInput(), file);
    expect(
      await screen.findByText(/^The grades, parent concerns, devices and members to check the file against/),
    ).toBeInTheDocument();
    server.resetHandlers();
    await user.upload(fileInput(), file);
    expect(await screen.findByText('members.csv: 1 row, 0 ready, 1 with problems')).toBeInTheDocument();
  });
});

describe('bulk change dialog', () => {
  it('shows the count, applies one change to the selected members and names the refused ones', async () => {
    const user = userEvent.setup();
    const members = getBackend().db.table('dataMember').all().slice(0, 3);
    const withDevice = getBackend()
      .db.table('dataMember')
      .all()
      .find((m) => m.deviceId != null);
    const without = members.filter((m) => m.deviceId == null);
    const target = [...without.slice(0, 2), withDevice].filter(Boolean) as typeof members;
    const onClose = jest.fn();
    renderPage(
      <BulkDialog
        open
        onClose={onClose}
        target={{ ids: target.map((m) => m.id) }}
        count={target.length}
        members={target.map((m) => ({ id: m.id, name: String(m.name), deviceId: m.deviceId as number | null }))}
      />,
      { who: 'admin', path: '/member' },
    );
    expect(await screen.findByText(`The ${target.length} selected members`)).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Change' }));
    await user.click(await screen.findByTitle('Unbind devices'));
    // A change on its way cannot be called back: Cancel is disabled, and Escape closes nothing.
    const answer = holdPosts('/dataMember/bulk');
    await user.click(screen.getByRole('button', { name: `Apply to ${target.length} members` }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled());
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape', code: 'Escape', keyCode: 27 });
    expect(onClose).not.toHaveBeenCalled();
    answer();
    expect(await screen.findByText('Changed 1 member')).toBeInTheDocument();
    expect(screen.getByText(`Refused: ${target.length - 1}`)).toBeInTheDocument();
    expect(screen.getByText(`${without[0].name}: Has no device`)).toBeInTheDocument();
    // The result took the place of Apply, which had the focus: it is on Close, and Escape closes.
    expect(screen.getByText('Close').closest('button')).toHaveFocus();
    // (Escape as a browser sends it: antd's dialog reads its key code, which user-event leaves at 0.)
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape', code: 'Escape', keyCode: 27 });
    expect(onClose).toHaveBeenCalled();
    expect(
      getBackend()
        .db.table('dataMember')
        .get((withDevice as { id: number }).id)?.deviceId,
    ).toBeNull();
  });
});

describe('bulk change dialog: what it applies to', () => {
  const members = () => getBackend().db.table('dataMember').all();
  const renderDialog = (
    target: { ids: number[] } | { filters: Record<string, unknown> },
    count: number,
    rows?: Row[],
  ) => {
    const onClose = jest.fn();
    renderPage(
      <BulkDialog
        open
        onClose={onClose}
        target={target}
        count={count}
        members={rows?.map((m) => ({ id: m.id, name: String(m.name), deviceId: m.deviceId as number | null }))}
      />,
      { who: 'admin', path: '/member' },
    );
    return onClose;
  };

  it('binds only the members given a device, and tells one who holds a device to unbind it first', async () => {
    const user = userEvent.setup();
    const holder = members().find((m) => m.deviceId != null) as Row;
    const [a, b] = members().filter((m) => m.deviceId == null);
    const devices = getBackend().db.table('dataDevice');
    const [free, other] = devices.all().filter((d) => d.memberId == null && d.status === 1);
    // Bound since it was ticked: the selection's row still says no device.
    const stale = { ...b };
    signInAs(getBackend(), 'admin').post('/dataMember/edit', { id: b.id, deviceId: other.id });
    const onClose = renderDialog({ ids: [holder.id, a.id, b.id] }, 3, [holder, a, stale]);
    await user.click(screen.getByRole('combobox', { name: 'Change' }));
    await user.click(await screen.findByTitle('Bind devices'));
    expect(
      await screen.findByText(`Has ${devices.get(holder.deviceId as number)?.sn}: unbind it first`),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: `Device for ${holder.name}` })).toBeDisabled();
    expect(await screen.findByText(`Has ${other.sn}: unbind it first`)).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: `Device for ${a.name}` }));
    await user.click(await screen.findByTitle(String(free.sn)));
    await user.click(screen.getByRole('button', { name: 'Apply to 1 member' }));
    expect(await screen.findByText('Changed 1 member')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    expect(members().find((m) => m.id === a.id)?.deviceId).toBe(free.id);
    expect(members().find((m) => m.id === b.id)?.deviceId).toBe(other.id);
  });

  it('names a selected member deleted meanwhile by the name it was selected by', async () => {
    const user = userEvent.setup();
    const [kept, gone] = members()
      .filter((m) => m.status === 1)
      .slice(0, 2);
    renderDialog({ ids: [kept.id, gone.id] }, 2, [kept, gone]);
    getBackend().db.table('dataMember').remove(gone.id);
    await user.click(screen.getByRole('combobox', { name: 'Change' }));
    await user.click(await screen.findByTitle('Set the status'));
    await user.click(screen.getByRole('radio', { name: 'Disabled' }));
    await user.click(screen.getByRole('button', { name: 'Apply to 2 members' }));
    expect(await screen.findByText(`${gone.name}: No such member`)).toBeInTheDocument();
  });

  it('says "Changed 0 members" in the dialog, as information, naming those that already had the change', async () => {
    const user = userEvent.setup();
    const enabled = members()
      .filter((m) => m.status === 1)
      .slice(0, 2);
    const onClose = renderDialog({ ids: enabled.map((m) => m.id) }, 2, enabled);
    await user.click(screen.getByRole('combobox', { name: 'Change' }));
    await user.click(await screen.findByTitle('Set the status'));
    await user.click(screen.getByRole('radio', { name: 'Enabled' }));
    await user.click(screen.getByRole('button', { name: 'Apply to 2 members' }));
    expect(await screen.findByText('Changed 0 members')).toBeInTheDocument();
    expect(screen.getByText('2 members already had this and were left as they were')).toBeInTheDocument();
    expect(screen.getByText('Close').closest('button')).toHaveFocus();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('changes nothing when the filters now select more members than it showed, says how many, then applies to them', async () => {
    const user = userEvent.setup();
    const gradeId = Number(members().find((m) => m.status === 1)?.gradeId);
    const matching = () => members().filter((m) => m.gradeId === gradeId);
    const now = matching().length;
    const onClose = renderDialog({ filters: { gradeId: String(gradeId) } }, now - 1);
    await user.click(screen.getByRole('combobox', { name: 'Change' }));
    await user.click(await screen.findByTitle('Set the status'));
    await user.click(screen.getByRole('radio', { name: 'Disabled' }));
    const enabledBefore = matching().filter((m) => m.status === 1).length;
    await user.click(screen.getByRole('button', { name: `Apply to ${now - 1} members` }));
    expect(
      await screen.findByText(
        `The filters now select ${now} members, not ${now - 1} as shown. Nothing was changed: check, then apply again.`,
      ),
    ).toBeInTheDocument();
    expect(matching().filter((m) => m.status === 1)).toHaveLength(enabledBefore);
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: `Apply to ${now} members` }));
    expect(
      await screen.findByText(`Changed ${enabledBefore} member${enabledBefore === 1 ? '' : 's'}`),
    ).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    expect(matching().filter((m) => m.status === 1)).toHaveLength(0);
  });
});

describe('bulk change dialog and disabled settings rows', () => {
  const renderBulk = (members: Row[]) =>
    renderPage(
      <BulkDialog
        open
        onClose={jest.fn()}
        target={{ ids: members.map((m) => m.id) }}
        count={members.length}
        members={members.map((m) => ({ id: m.id, name: String(m.name), deviceId: m.deviceId as number | null }))}
      />,
      { who: 'admin', path: '/member' },
    );
  const optionNames = () =>
    Array.from(document.querySelectorAll('.ant-select-item-option'), (o) => o.getAttribute('title'));

  it('offers only enabled grades, and names a member refused a grade disabled meanwhile', async () => {
    const user = userEvent.setup();
    const admin = signInAs(getBackend(), 'admin');
    const [off, later] = getBackend().db.table('sysGrade').all().slice(0, 2);
    admin.post('/sysGrade/changeStatus', { id: off.id, status: 0 });
    const member = getBackend()
      .db.table('dataMember')
      .all()
      .find((m) => m.gradeId !== off.id && m.gradeId !== later.id) as Row;
    renderBulk([member]);
    await user.click(await screen.findByRole('combobox', { name: 'Grade' }));
    expect(await screen.findByTitle(String(later.name))).toBeInTheDocument();
    expect(optionNames()).not.toContain(String(off.name));
    await user.click(screen.getByTitle(String(later.name)));
    // Disabled by someone else while the dialog was open: the server refuses it, member by member.
    admin.post('/sysGrade/changeStatus', { id: later.id, status: 0 });
    await user.click(screen.getByRole('button', { name: 'Apply to 1 member' }));
    expect(await screen.findByText('Changed 0 members')).toBeInTheDocument();
    expect(screen.getByText(`${member.name}: Grade "${later.name}" is disabled`)).toBeInTheDocument();
    expect(getBackend().db.table('dataMember').get(member.id)?.gradeId).toBe(member.gradeId);
  });

  it('offers a disabled parent concern to remove, marked, never to add', async () => {
    const user = userEvent.setup();
    const off = getBackend()
      .db.table('sysWorry')
      .all()
      .find((w) => w.status === 0) as Row;
    renderBulk(getBackend().db.table('dataMember').all().slice(0, 2));
    await user.click(await screen.findByRole('combobox', { name: 'Change' }));
    await user.click(await screen.findByTitle('Remove parent concerns'));
    await user.click(screen.getByRole('combobox', { name: 'Parent concerns' }));
    expect(await screen.findByTitle(`${off.name} (disabled)`)).toBeInTheDocument();
    await user.click(screen.getByTitle(`${off.name} (disabled)`));
    await user.click(screen.getByRole('combobox', { name: 'Change' }));
    await user.click(await screen.findByTitle('Add parent concerns'));
    // Picked to remove, it is not carried over to be added.
    expect(screen.getByRole('button', { name: 'Apply to 2 members' })).toBeDisabled();
    await user.click(screen.getByRole('combobox', { name: 'Parent concerns' }));
    await waitFor(() => expect(optionNames().length).toBeGreaterThan(0));
    expect(optionNames().filter((n) => n?.startsWith(String(off.name)))).toEqual([]);
  });
});

describe('member list: import, bulk and views by level', () => {
  it('names, of two views with the same filters, the one whose columns the list shows', async () => {
    const query = 'status=1&current=1&pageSize=10';
    const columns = { guardianPhone: { show: false } };
    const viewer = signInAs(getBackend(), 'viewer');
    viewer.post('/savedView/add', { list: '/member', name: 'With every column', query, columns: null });
    viewer.post('/savedView/add', { list: '/member', name: 'Without phones', query, columns });
    // The list's column settings as the second view left them.
    window.localStorage.setItem('columns:dataMember:member', JSON.stringify(columns));
    try {
      renderPage(<MemberPage />, { who: 'viewer', path: `/member?${query}` });
      expect(await screen.findByRole('button', { name: 'View: Without phones' })).toBeInTheDocument();
    } finally {
      window.localStorage.removeItem('columns:dataMember:member');
    }
  });

  it('offers Import and bulk changes to level 1 only; every level saves a view of its own', async () => {
    const user = userEvent.setup();
    renderPage(<MemberPage />, { who: 'viewer', path: '/member?current=1&pageSize=10&status=1' });
    await screen.findAllByRole('row');
    expect(screen.queryByRole('button', { name: /^upload Import$/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Change all/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Views/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Save current view…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save the current view' });
    // Saved with no name: said at the field, which takes the focus back from Save (once the
    // opening has put it there), and the dialog stays (a rejection left unhandled would fail the test).
    await waitFor(() => expect(within(dialog).getByLabelText('Name')).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: /Save/ }));
    expect(await within(dialog).findByText('Enter a name')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveFocus();
    await user.type(within(dialog).getByLabelText('Name'), 'Enabled only');
    // While the save is on its way, Cancel is disabled.
    const answer = holdPosts('/savedView/add');
    await user.click(within(dialog).getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled());
    answer();
    await waitFor(() =>
      expect(getBackend().db.table('savedView').all()).toEqual([
        expect.objectContaining({ name: 'Enabled only', list: '/member', query: expect.stringContaining('status=1') }),
      ]),
    );
    // The list shows that view now: the button names it, the menu checks it.
    const named = await screen.findByRole('button', { name: 'View: Enabled only' });
    // Cut to the toolbar's room, the whole name in its title.
    expect(within(named).getByTitle('View: Enabled only')).toBeInTheDocument();
    await user.click(named);
    expect(screen.getByRole('menuitemradio', { name: 'Enabled only' })).toHaveAttribute('aria-checked', 'true');
    // Renamed to nothing: refused with the same words, and the name stays.
    await user.click(await screen.findByRole('menuitem', { name: 'Manage views…' }));
    const manage = await screen.findByRole('dialog', { name: 'Saved views' });
    await user.click(within(manage).getByRole('button', { name: 'Rename Enabled only' }));
    await user.clear(within(manage).getByRole('textbox'));
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Enter a name')).toBeInTheDocument();
    expect(getBackend().db.table('savedView').all()[0]).toMatchObject({ name: 'Enabled only' });
  });
});

describe('saved views dialog', () => {
  it('says why a Default switch or a delete failed, with no word of typed input kept, and stays open', async () => {
    const user = userEvent.setup();
    const view = { id: 1, list: '/member', name: 'Enabled only', query: 'status=1', columns: null, isDefault: false };
    renderPage(
      <ViewDialogs which="manage" onClose={() => undefined} list="/member" views={[view]} current={() => view} />,
      { who: 'viewer', path: '/member' },
    );
    server.use(
      http.post('*/savedView/edit', () => HttpResponse.error()),
      http.post('*/savedView/delete', () => HttpResponse.json({}, { status: 500 })),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Saved views' });
    await user.click(within(dialog).getByRole('button', { name: 'Make Enabled only the default' }));
    expect(await screen.findByText('Check the connection and try again.')).toBeInTheDocument();
    expect(screen.queryByText(/Your input is kept/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete Enabled only' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Request error 500: /savedView/delete')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Saved views' })).toBeInTheDocument();
    expect(within(dialog).getByText('Enabled only')).toBeInTheDocument();
  });
});
