import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import MemberPage from '@/pages/Member';
import MemberScorePage from '@/pages/Member/Score';
import MemberTrainingCyclePage from '@/pages/Member/TrainingCycle';
import { memberScoreService } from '@/services/memberScore';
import { memberTrainingCycleService } from '@/services/memberTrainingCycle';
import { callBackend, catchDownloads, exportInChinese, renderPage, signInAs } from '../helpers';
import { failGets, getBackend, holdGets, watchCalls } from '../msw';

// The chart drawings (a lazily loaded chart library) are not under test here; their figures are.
jest.mock('@/components/charts/LineChartImpl', () => ({ __esModule: true, default: () => null }));
jest.mock('@/components/charts/ColumnChartImpl', () => ({ __esModule: true, default: () => null }));

const firstMember = () => {
  const rows = getBackend().db.table('dataMember').all();
  return rows[rows.length - 1]; // the list's default order is id descending
};

const masked = (p: string) => `${p.slice(0, 3)}****${p.slice(7)}`;

describe('/member', () => {
  it('offers "Change all" without a count while the number of members is not known', async () => {
    failGets('/dataMember/page', 5);
    renderPage(<MemberPage />, { who: 'admin', path: '/member?name=Nobody' });
    await screen.findByText('The list could not be loaded');
    // Not "Change all 0", which would say that the filter found no one.
    expect(screen.getByRole('button', { name: 'Change all' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Change all 0/ })).toBeNull();
  });

  it('lists members with grade, age and the full guardian phone for an admin, and offers writes', async () => {
    const m = firstMember();
    renderPage(<MemberPage />, { who: 'admin', path: '/member' });
    expect(await screen.findByText(m.name as string)).toBeInTheDocument();
    expect(screen.getAllByText(m.guardianPhone as string).length).toBeGreaterThan(0);
    // A guardian's name keeps to one cut line, whole in its title: a long one ran under the pinned actions.
    expect(screen.getAllByText(m.guardianName as string)[0].closest('.crud-text-cell')).toHaveAttribute(
      'title',
      m.guardianName as string,
    );
    expect(screen.getByRole('button', { name: /New/ })).toBeInTheDocument();
    // Behavior, Cycles, Records and Delete fold into the row's "More" menu.
    const user = userEvent.setup();
    const more = screen.getAllByRole('button', { name: `More actions for ${m.name}` })[0];
    await user.click(more);
    expect(await screen.findByRole('menuitem', { name: 'Records' })).toBeInTheDocument();
    // A dialog opened from the menu gives the focus back to the menu's button, not to the page.
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(more).toHaveFocus());
  });

  it.each([
    [
      'en-US',
      'Expand',
      'Last training: start date',
      'Last training: end date',
      'Created: start date',
      'Created: end date',
    ],
    ['zh-CN', '展开', '最近训练：开始日期', '最近训练：结束日期', '创建时间：开始日期', '创建时间：结束日期'],
  ] as const)(
    "names each box of the search form's date ranges by its field and its end (%s)",
    async (locale, expand, ...names) => {
      renderPage(<MemberPage />, { who: 'admin', path: '/member', locale });
      const user = userEvent.setup({ delay: null });
      await user.click(await screen.findByRole('button', { name: expand }));
      for (const name of names) expect(await screen.findByRole('textbox', { name })).toBeInTheDocument();
    },
  );

  it('after a Delete chosen under More, the focus goes on to the commands of the row now in its place', async () => {
    const { id, createTime, updateTime, ...fields } = firstMember();
    const added = callBackend(signInAs('admin'), 'POST', '/dataMember/add', {
      ...fields,
      name: 'Leaving Li',
      deviceId: undefined,
    });
    expect(added.statusCode).toBe(200);
    renderPage(<MemberPage />, { who: 'admin', path: '/member' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'More actions for Leaving Li' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Leaving Li')).not.toBeInTheDocument());
    const inPlace = within(screen.getByText(String(fields.name)).closest('tr') as HTMLElement);
    await waitFor(() => expect(inPlace.getByRole('button', { name: 'Details' })).toHaveFocus());
  });

  it('masks the guardian phone and hides writes and the records link for a viewer', async () => {
    const m = firstMember();
    renderPage(<MemberPage />, { who: 'viewer', path: '/member' });
    expect(await screen.findByText(m.name as string)).toBeInTheDocument();
    expect(screen.getAllByText(masked(m.guardianPhone as string)).length).toBeGreaterThan(0);
    expect(screen.queryByText(m.guardianPhone as string)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /New/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Records' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Cycles' }).length).toBeGreaterThan(0);
    // A masked phone is found by all of its digits only, and its search box says so.
    expect(screen.getByRole('textbox', { name: 'Guardian phone' })).toHaveAttribute('placeholder', 'Full phone number');
  });

  it('exports the members as CSV page by page, phones masked for a viewer as the list shows them', async () => {
    const members = getBackend().db.table('dataMember').all();
    const { click, text: downloaded } = catchDownloads();
    renderPage(<MemberPage />, { who: 'viewer', path: '/member' });
    // What the list shows is exported: a name typed but not searched filters nothing.
    await userEvent.type(await screen.findByRole('textbox', { name: 'Name' }), 'nobody of that name');
    // Reading, like the list: every level that opens it may export it.
    await userEvent.click(await screen.findByRole('button', { name: /Export CSV/ }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(await screen.findByText(`Exported ${members.length} members`)).toBeInTheDocument();
    const text = await downloaded();
    const lines = text.trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^Member no\.,Name,Gender,Age,Birthday,Grade,Guardian,Guardian phone,/);
    expect(lines).toHaveLength(members.length + 1);
    for (const m of members.slice(0, 20)) {
      expect(text).toContain(masked(m.guardianPhone as string));
      expect(text).not.toContain(m.guardianPhone as string);
    }
    click.mockRestore();
  });

  it("lists a member's cognitive assessments, outcome first, and exports them as the list filters them, at every level", async () => {
    const scores = getBackend().db.table('dataMemberScore').all();
    const userId = scores[0].userId as number;
    const own = scores.filter((r) => r.userId === userId);
    const { click, text: downloaded } = catchDownloads();
    renderPage(<MemberScorePage />, { who: 'viewer', path: `/member/member-score?userId=${userId}` });
    await screen.findAllByRole('link', { name: String(getBackend().db.table('dataMember').get(userId)?.name) });
    // The list shows the outcome before the five scores it comes from (a wide list cut it off).
    expect(
      screen
        .getAllByRole('columnheader')
        .map((h) => h.textContent?.trim())
        .filter(Boolean),
    ).toEqual([
      'Member',
      'Assessed at',
      'Total (mean of the five, 0-100)',
      'Score group',
      'Attention',
      'Memory',
      'Reaction',
      'Reasoning',
      'Spatial',
      'Actions',
    ]);
    await userEvent.click(screen.getByRole('button', { name: /Export CSV/ }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(await screen.findByText(`Exported ${own.length} assessments`)).toBeInTheDocument();
    const lines = (await downloaded()).trimEnd().split('\r\n');
    expect(lines[0]).toMatch(
      /^\uFEFF?Assessment no\.,Member,Member no\.,Assessed at,Attention,Memory,Reaction,Reasoning,Spatial,"Total \(mean of the five, 0-100\)",Score group$/,
    );
    expect(
      lines
        .slice(1)
        .map((l) => Number(l.split(',')[0]))
        .sort((a, b) => a - b),
    ).toEqual(own.map((r) => r.id).sort((a, b) => a - b));
    // Times to the second, as every export gives them.
    const first = own.find((r) => lines[1].startsWith(`${r.id},`));
    expect(lines[1].split(',')[3]).toBe(dayjs(String(first?.assessTime)).format('YYYY-MM-DD HH:mm:ss'));
    click.mockRestore();
  });

  it('names the exported files in Chinese, with the words the menu gives their lists and a time stamp', async () => {
    const userId = getBackend().db.table('dataMemberScore').all()[0].userId as number;
    const downloads = catchDownloads();
    const members = renderPage(<MemberPage />, { who: 'viewer', path: '/member', locale: 'zh-CN' });
    expect(await exportInChinese(downloads)).toMatch(/^会员-\d{8}-\d{6}\.csv$/);
    members.unmount();
    renderPage(<MemberScorePage />, {
      who: 'viewer',
      path: `/member/member-score?userId=${userId}`,
      locale: 'zh-CN',
    });
    expect(await exportInChinese(downloads)).toMatch(/^认知评估-\d{8}-\d{6}\.csv$/);
    downloads.click.mockRestore();
  });

  it('a grade select whose options could not be read says so, and reads them again on Retry or on opening again', async () => {
    const failing = failGets('/sysGrade/list', 2);
    const grades = getBackend()
      .db.table('sysGrade')
      .all()
      .map((g) => String(g.name));
    const user = userEvent.setup();
    renderPage(<MemberPage />, { who: 'admin', path: '/member' });
    await user.click(await screen.findByRole('button', { name: /New/ }));
    const dialog = await screen.findByRole('dialog', { name: 'New member' });
    const grade = within(dialog).getByRole('combobox', { name: 'Grade' });
    // The list's read failed as the page opened: opening the select reads again, and fails again.
    await user.click(grade);
    expect(await screen.findByText('The options could not be loaded.')).toBeInTheDocument();
    await waitFor(() => expect(failing.left).toBe(0));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTitle(grades[0])).toHaveClass('ant-select-item-option');
    expect(screen.queryByText('The options could not be loaded.')).not.toBeInTheDocument();
  });

  it('names a reference filter whose row is gone, single or of a list, and keeps it in the URL', async () => {
    const { history } = renderPage(<MemberPage />, { who: 'admin', path: '/member?gradeId=99999&worryIds=99998' });
    const form = (await screen.findByRole('button', { name: /Query/ })).closest('form') as HTMLElement;
    expect(await within(form).findByText('Grade #99999 (deleted)')).toBeInTheDocument();
    expect(within(form).getByText('Parent concern #99998 (deleted)')).toBeInTheDocument();
    expect(within(form).queryByText('99999')).not.toBeInTheDocument();
    const query = new URLSearchParams(history.location.search);
    expect([query.get('gradeId'), query.get('worryIds')]).toEqual(['99999', '99998']);
  });

  it('names a grade filter whose row is gone in Chinese', async () => {
    renderPage(<MemberPage />, { who: 'admin', path: '/member?gradeId=99999', locale: 'zh-CN' });
    const form = (await screen.findByRole('button', { name: /查\s*询/ })).closest('form') as HTMLElement;
    expect(await within(form).findByText('年级 #99999（已删除）')).toBeInTheDocument();
  });

  it('filters by name from the search form (server-side)', async () => {
    const target = getBackend().db.table('dataMember').get(5);
    const name = target?.name as string;
    const other = firstMember().name as string;
    const user = userEvent.setup();
    renderPage(<MemberPage />, { who: 'operator', path: '/member' });
    await screen.findByText(other);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), `${name}{Enter}`);
    await waitFor(() => expect(screen.queryByText(other)).not.toBeInTheDocument());
    expect(screen.getAllByText(name).length).toBeGreaterThan(0);
    const rows = screen.getAllByRole('row').slice(1);
    for (const row of rows) if (within(row).queryAllByRole('cell').length > 2) expect(row).toHaveTextContent(name);
  });

  it('empties the selection when the filters change: a bulk action never reaches rows the list no longer shows', async () => {
    const first = firstMember().name as string;
    const user = userEvent.setup();
    renderPage(<MemberPage />, { who: 'admin', path: '/member' });
    await user.click(await screen.findByRole('checkbox', { name: `Select ${first}` }));
    expect(await screen.findByText('1 selected')).toBeInTheDocument();
    const name = getBackend().db.table('dataMember').get(5)?.name as string;
    await user.type(screen.getByRole('textbox', { name: 'Name' }), `${name}{Enter}`);
    await waitFor(() => expect(screen.queryByText(first)).not.toBeInTheDocument());
    expect(screen.queryByText('1 selected')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Change…/ })).not.toBeInTheDocument();
  });

  it('finds a guardian phone typed with hyphens, as the form takes it; the pinned name says itself whole when cut', async () => {
    const target = getBackend().db.table('dataMember').get(5);
    const phone = String(target?.guardianPhone);
    const other = firstMember().name as string;
    const user = userEvent.setup();
    renderPage(<MemberPage />, { who: 'viewer', path: '/member' });
    await screen.findByText(other);
    const typed = `${phone.slice(0, 3)}-${phone.slice(3, 7)}-${phone.slice(7)}`;
    await user.type(screen.getByRole('textbox', { name: 'Guardian phone' }), `${typed}{Enter}`);
    await waitFor(() => expect(screen.queryByText(other)).not.toBeInTheDocument());
    const name = String(target?.name);
    expect(screen.getAllByText(name)[0].closest('[title]')).toHaveAttribute('title', name);
  });
});

describe('a part of a masked phone', () => {
  it('finds nothing for levels 2 and 3, and the empty list says a phone is found by its whole number', async () => {
    const phone = String(getBackend().db.table('dataMember').get(5)?.guardianPhone);
    renderPage(<MemberPage />, { who: 'operator', path: `/member?guardianPhone=${phone.slice(-4)}` });
    expect(await screen.findByText('A phone number is found by the whole number only.')).toBeInTheDocument();
    expect(screen.getByText('No rows match these filters.')).toBeInTheDocument();
  });
});

describe('/member/member-score', () => {
  it("keeps the period of Home's score-group links: its search form owns the assessment time", async () => {
    const path = '/member/member-score?scoreGroupId=1&assessTimeFrom=2026-11-01&assessTimeTo=2026-12-05';
    const { history } = renderPage(<MemberScorePage />, { who: 'viewer', path });
    await screen.findAllByRole('button', { name: 'Chart' });
    await screen.findByRole('button', { name: /Expand|Collapse/ });
    expect(screen.getByRole('textbox', { name: 'Assessed at: start date' })).toHaveValue('2026-11-01');
    const query = new URLSearchParams(history.location.search);
    expect([query.get('assessTimeFrom'), query.get('assessTimeTo'), query.get('scoreGroupId')]).toEqual([
      '2026-11-01',
      '2026-12-05',
      '1',
    ]);
  });

  it("opens an assessment's charts from its Chart button, which the keyboard reaches", async () => {
    const user = userEvent.setup();
    renderPage(<MemberScorePage />, { who: 'viewer', path: '/member/member-score' });
    const chart = (await screen.findAllByRole('button', { name: 'Chart' }))[0];
    chart.focus();
    expect(chart).toHaveFocus();
    await user.keyboard('{Enter}');
    const abilities = await screen.findByRole('figure', { name: /^Abilities of .+ on \d{4}-\d{2}-\d{2}$/ });
    expect(within(abilities).getByRole('rowheader', { name: 'Attention' })).toBeInTheDocument();
    // The total says what it is: the mean of the five abilities, out of 100.
    const total = await screen.findByRole('figure', { name: /^Total of .+ over time \(mean of the five, 0-100\)$/ });
    expect(within(total).getByRole('columnheader', { name: 'Assessed at' })).toBeInTheDocument();
    expect(within(total).getByRole('columnheader', { name: 'Total (mean of the five, 0-100)' })).toBeInTheDocument();
  });

  it("follows the charted assessment's edit, and drops its charts once it is deleted", async () => {
    const admin = signInAs('admin');
    const scores = { attention: 40, memory: 50, reaction: 60, reasoning: 70, spatial: 65 };
    const at = dayjs().subtract(1, 'minute');
    const { data: mine } = callBackend<{ id: number }>(admin, 'POST', '/dataMemberScore/add', {
      userId: 12,
      assessTime: at.toISOString(),
      ...scores,
    });
    const member = getBackend()
      .db.table('dataMember')
      .all()
      .find((m) => m.id === 12);
    const user = userEvent.setup();
    renderPage(<MemberScorePage />, { who: 'admin', path: '/member/member-score?userId=12' });
    // The list's newest first: this assessment, named by its member and its time to the minute (a
    // member may be assessed twice in a day).
    const first = (await screen.findAllByRole('button', { name: /^More actions for / }))[0];
    expect(first).toHaveAccessibleName(`More actions for ${member?.name} ${at.format('YYYY-MM-DD HH:mm')}`);
    await user.click(first);
    await user.click(await screen.findByRole('menuitem', { name: 'Chart' }));
    const abilities = await screen.findByRole('figure', { name: /^Abilities of / });
    const attention = () => within(abilities).getByRole('rowheader', { name: 'Attention' }).nextElementSibling;
    expect(attention()).toHaveTextContent('40');
    await memberScoreService.edit({ id: mine.id, attention: 20 });
    await waitFor(() => expect(attention()).toHaveTextContent('20'));
    await memberScoreService.remove(mine.id);
    await waitFor(() => expect(screen.queryByRole('figure', { name: /^Abilities of / })).not.toBeInTheDocument());
  });

  it('a filter whose options could not be read says so in its list, and Retry reads them', async () => {
    failGets('/sysScoreGroup/list', 2);
    const group = String(getBackend().db.table('sysScoreGroup').all()[0].name);
    const user = userEvent.setup();
    renderPage(<MemberScorePage />, { who: 'viewer', path: '/member/member-score' });
    await user.click(await screen.findByRole('combobox', { name: 'Score group' }));
    expect(await screen.findByText('The options could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTitle(group)).toHaveClass('ant-select-item-option');
  });

  it('a new assessment from the list of one member is for that member; from the whole list, for none yet', async () => {
    const member = getBackend().db.table('dataMember').get(12);
    const user = userEvent.setup();
    const { unmount } = renderPage(<MemberScorePage />, { who: 'admin', path: '/member/member-score?userId=12' });
    await user.click(await screen.findByRole('button', { name: /New/ }));
    let dialog = await screen.findByRole('dialog', { name: 'New cognitive assessment' });
    const picker = within(dialog).getByRole('combobox', { name: 'Member' });
    await waitFor(() => expect(picker.closest('.ant-select')).toHaveTextContent(member?.name as string));
    // The keyboard starts at the first field still empty (the time's picker is passed over).
    await waitFor(() => expect(within(dialog).getByRole('spinbutton', { name: 'Attention' })).toHaveFocus());
    // Put in, not typed: the untouched form closes without asking.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    unmount();

    renderPage(<MemberScorePage />, { who: 'admin', path: '/member/member-score' });
    await user.click(await screen.findByRole('button', { name: /New/ }));
    dialog = await screen.findByRole('dialog', { name: 'New cognitive assessment' });
    const empty = within(dialog).getByRole('combobox', { name: 'Member' });
    expect(empty.closest('.ant-select')).toHaveTextContent('Search members by name');
    await waitFor(() => expect(empty).toHaveFocus());
  });

  it("an assessment's form names its member and moves the assessment to a member picked from the server's pages", async () => {
    const db = getBackend().db;
    const latest = db
      .table('dataMemberScore')
      .all()
      .sort((a, b) => String(b.assessTime).localeCompare(String(a.assessTime)) || Number(b.id) - Number(a.id))[0];
    const owner = db.table('dataMember').get(Number(latest.userId));
    const memberCalls = watchCalls((url) => (url.pathname.startsWith('/dataMember/') ? url.pathname : undefined));
    const user = userEvent.setup();
    renderPage(<MemberScorePage />, { who: 'admin', path: '/member/member-score' });
    // The first row is the latest assessment (the list's default order).
    await user.click((await screen.findAllByRole('button', { name: 'Edit' }))[0]);
    const dialog = await screen.findByRole('dialog', { name: /^Edit / });
    const picker = within(dialog).getByRole('combobox', { name: 'Member' });
    await waitFor(() => expect(picker.closest('.ant-select')).toHaveTextContent(owner?.name as string));
    // Named by its own read (the picker, focused as the form opens, reads its first page too).
    expect(memberCalls).toContain('/dataMember/detail');

    await user.click(picker);
    await waitFor(() => expect(memberCalls).toContain('/dataMember/page'));
    const other = await waitFor(() => {
      const option = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
        (o) => o.getAttribute('title') && !o.getAttribute('title')?.startsWith(owner?.name as string),
      );
      if (!option) throw new Error('no other member listed yet');
      return option;
    });
    const otherName = String(other.getAttribute('title')).split(' · ')[0];
    await user.click(other);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const moved = db.table('dataMemberScore').get(Number(latest.id));
    expect(db.table('dataMember').get(Number(moved?.userId))?.name).toBe(otherName);
    expect(memberCalls).not.toContain('/dataMember/list');
  });
});

describe('/member/member-training-cycle/:userId', () => {
  it('shows "member not found" for an unknown id', async () => {
    renderPage(<MemberTrainingCyclePage />, {
      path: '/member/member-training-cycle/99999',
      route: '/member/member-training-cycle/:userId',
    });
    expect(await screen.findByText('Member not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to the member list/ })).toBeInTheDocument();
  });

  it('says "member not found" once a cycle saved for a member deleted meanwhile is refused', async () => {
    const admin = signInAs('admin');
    const { data: kid } = callBackend<{ id: number }>(admin, 'POST', '/dataMember/add', {
      name: 'Gone Kid',
      gender: 1,
      birthday: '2017-03-03',
      gradeId: 1,
      guardianName: 'Parent',
      guardianPhone: '13900007777',
    });
    renderPage(<MemberTrainingCyclePage />, {
      path: `/member/member-training-cycle/${kid.id}`,
      route: '/member/member-training-cycle/:userId',
    });
    expect((await screen.findAllByText('Gone Kid')).length).toBeGreaterThan(0);
    expect(callBackend(admin, 'POST', '/dataMember/delete', { id: kid.id }).statusCode).toBe(200);
    const cycle = {
      userId: kid.id,
      cycleNo: 1,
      state: 1,
      startDate: '2026-01-05',
      endDate: '2026-02-05',
      plannedSessions: 16,
    };
    // (As the page's form sends it; the refusal refreshes what the page shows.)
    await act(() => expect(memberTrainingCycleService.add(cycle as never)).rejects.toMatchObject({ code: 400 }));
    expect(await screen.findByText('Member not found')).toBeInTheDocument();
    expect(screen.queryByText('Gone Kid')).toBeNull();
  });

  it('shows "member not found" for a malformed id without calling the server', async () => {
    renderPage(<MemberTrainingCyclePage />, {
      path: '/member/member-training-cycle/abc%3Cscript%3E',
      route: '/member/member-training-cycle/:userId',
      locale: 'zh-CN',
    });
    expect(await screen.findByText('会员不存在')).toBeInTheDocument();
  });

  it("shows the member's header and cycles with progress; a cycle with no cognitive training says none", async () => {
    const cycle = getBackend().db.table('dataMemberTrainingCycle').all()[0];
    const member = getBackend()
      .db.table('dataMember')
      .get(cycle.userId as number);
    const edited = callBackend(signInAs('admin'), 'POST', '/dataMemberTrainingCycle/edit', {
      id: cycle.id,
      cognitiveTrainingIds: [],
    });
    expect(edited.statusCode).toBe(200);
    renderPage(<MemberTrainingCyclePage />, {
      path: `/member/member-training-cycle/${cycle.userId}`,
      route: '/member/member-training-cycle/:userId',
    });
    expect(await screen.findByText(String(cycle.startDate))).toBeInTheDocument();
    expect(screen.getAllByText(member?.name as string).length).toBeGreaterThan(0);
    expect(screen.getAllByText(`${cycle.completedSessions} / ${cycle.plannedSessions}`).length).toBeGreaterThan(0);
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    const row = screen.getByText(String(cycle.startDate)).closest('tr') as HTMLElement;
    const cell = within(row).getAllByRole('cell')[headers.indexOf('Cognitive trainings')];
    expect(cell).toHaveTextContent(/^-$/);
    // The cycle's number as Home and the report write it, not a bare "1".
    expect(within(row).getAllByRole('cell')[headers.indexOf('Cycle no.')]).toHaveTextContent(
      new RegExp(`^Cycle ${cycle.cycleNo}$`),
    );
  });

  it("starts a new cycle at the member's next number, after their latest cycle, over nothing typed", async () => {
    const cycles = getBackend().db.table('dataMemberTrainingCycle').all();
    const userId = cycles[0].userId as number;
    const own = cycles.filter((c) => c.userId === userId);
    const next = String(Math.max(...own.map((c) => c.cycleNo as number)) + 1);
    const lastEnd = own.map((c) => String(c.endDate)).sort()[own.length - 1];
    const today = dayjs().format('YYYY-MM-DD');
    const dayAfter = dayjs(lastEnd).add(1, 'day').format('YYYY-MM-DD');
    const start = [dayAfter, today].sort()[1];
    const release = holdGets('/dataMemberTrainingCycle/list');
    const user = userEvent.setup({ delay: null });
    renderPage(<MemberTrainingCyclePage />, {
      path: `/member/member-training-cycle/${userId}`,
      route: '/member/member-training-cycle/:userId',
    });
    await user.click(await screen.findByRole('button', { name: /New/ }));
    let dialog = await screen.findByRole('dialog', { name: 'New training cycle' });
    // Typed before the member's cycles are read: the number stays as typed, the start date comes in.
    await user.type(within(dialog).getByLabelText('Cycle no.'), '42');
    await user.tab();
    release();
    await waitFor(() => expect(within(dialog).getByLabelText('Start date')).toHaveValue(start));
    expect(within(dialog).getByLabelText('Cycle no.')).toHaveValue('42');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Nothing typed: both from the member's cycles, the form still untouched (it closes without asking).
    await user.click(screen.getByRole('button', { name: /New/ }));
    dialog = await screen.findByRole('dialog', { name: 'New training cycle' });
    // (Both go into the form at once; the date picker's input shows its value a render later.)
    await waitFor(() => {
      expect(within(dialog).getByLabelText('Cycle no.')).toHaveValue(next);
      expect(within(dialog).getByLabelText('Start date')).toHaveValue(start);
    });
    // The first empty field is the end date, whose focus would open its calendar: typing starts at
    // the top, not at an empty field below it.
    await waitFor(() => expect(within(dialog).getByLabelText('Cycle no.')).toHaveFocus());
    await act(() => new Promise((r) => setTimeout(r, 600)));
    expect(within(dialog).getByLabelText('Cycle no.')).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
