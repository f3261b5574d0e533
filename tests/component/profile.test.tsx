import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { HttpResponse, http } from 'msw';
import { previewRules, RULE_CONDITIONS } from '@/catalogues/rulePreview';
import { rememberListQuery } from '@/components/crud/listAsLeft';
import MemberBehaviorScorePage from '@/pages/Member/BehaviorScore';
import MemberProfilePage from '@/pages/Member/Profile';
import { callBackend, renderPage, signInAs } from '../helpers';
import { failGets, getBackend, holdPosts, server } from '../msw';

// The chart drawings (a lazily loaded chart library) are not under test here; their figures are.
// (Named mock… for jest: a mock's factory may only reach variables so named.)
const mockLines: { x: string; at?: number; y: number }[][] = [];
jest.mock('@/components/charts/LineChartImpl', () => ({
  __esModule: true,
  default: ({ data }: { data: { x: string; at?: number; y: number }[] }) => {
    mockLines.push(data);
    return null;
  },
}));
jest.mock('@/components/charts/RadarChartImpl', () => ({ __esModule: true, default: () => null }));

type Row = Record<string, unknown> & { id: number };
type Rule = { id: number; priority: number; status?: number; type?: number };
const ROUTE = '/member/profile/:userId';

/** A call to the mock backend as the admin, as the page would make it. */
function api<T>(path: string, query: Record<string, string> = {}): T {
  return callBackend<T>(signInAs('admin'), 'GET', path, query).data;
}

/** A member with assessments of both kinds, a cycle and a bound device. */
function richMember(): Row {
  const db = getBackend().db;
  const has = (table: string, id: number) =>
    db
      .table(table)
      .all()
      .some((r) => r.userId === id);
  const m = db
    .table('dataMember')
    .all()
    .find(
      (r) =>
        r.deviceId != null &&
        has('dataMemberScore', r.id as number) &&
        has('dataMemberBehaviorScore', r.id as number) &&
        has('dataMemberTrainingCycle', r.id as number),
    );
  if (!m) throw new Error('the demo data has no member with every kind of data');
  return m as Row;
}

const masked = (p: string) => `${p.slice(0, 3)}****${p.slice(7)}`;
const open = (id: number | string, who: 'admin' | 'operator' | 'viewer' = 'admin', locale?: 'en-US' | 'zh-CN') =>
  renderPage(<MemberProfilePage />, { who, path: `/member/profile/${id}`, route: ROUTE, locale });

const header = async () => screen.findByRole('generic', { name: 'Member summary' });

describe('/member/profile/:userId', () => {
  it("shows the member's data in the header, the full phone and bind/unbind/edit for level 1", async () => {
    const m = richMember();
    open(m.id);
    const card = await header();
    const grade = getBackend()
      .db.table('sysGrade')
      .get(m.gradeId as number);
    const group = getBackend()
      .db.table('sysGradeGroup')
      .get(grade?.gradeGroupId as number);
    const device = getBackend()
      .db.table('dataDevice')
      .get(m.deviceId as number);
    expect(within(card).getByTestId('profile-name')).toHaveTextContent(String(m.name));
    expect(card).toHaveTextContent(String(grade?.name));
    await waitFor(() => expect(card).toHaveTextContent(String(group?.name)));
    expect(card).toHaveTextContent(`${m.guardianName} (${m.guardianPhone})`);
    expect(card).toHaveTextContent(String(device?.sn));
    await waitFor(() => expect(card).toHaveTextContent(/\(Last online: [^)]+\)/));
    for (const w of m.worryIds as number[])
      expect(card).toHaveTextContent(String(getBackend().db.table('sysWorry').get(w)?.name));
    expect(within(card).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Unbind device' })).toBeInTheDocument();
  });

  it('opens the edit form again with what was typed when the session ended under it', async () => {
    const m = richMember();
    const user = userEvent.setup({ delay: null });
    const first = open(m.id);
    await user.click(within(await header()).getByRole('button', { name: 'Edit' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit member' });
    const guardian = await within(dialog).findByLabelText('Guardian');
    await user.clear(guardian);
    await user.type(guardian, 'Typed before the end');
    server.use(http.post('*/dataMember/edit', () => HttpResponse.json({ statusCode: 401, errors: 'expired' })));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(first.history.location.pathname).toBe('/login'));
    first.unmount();
    server.resetHandlers();

    // Signed in again, back on the profile: the form is open with the name typed.
    open(m.id);
    dialog = await screen.findByRole('dialog', { name: 'Edit member' });
    await waitFor(() => expect(within(dialog).getByLabelText('Guardian')).toHaveValue('Typed before the end'));
  });

  it.each(['operator', 'viewer'] as const)('masks the phone and offers no writes for %s', async (who) => {
    const m = richMember();
    open(m.id, who);
    const card = await header();
    expect(card).toHaveTextContent(`${m.guardianName} (${masked(String(m.guardianPhone))})`);
    expect(card).not.toHaveTextContent(String(m.guardianPhone));
    expect(within(card).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Bind device|Unbind device/ })).not.toBeInTheDocument();
  });

  it('offers Bind for a level-1 user when no device is bound, and says why a disabled headband cannot be picked', async () => {
    const m = getBackend()
      .db.table('dataMember')
      .all()
      .find((r) => r.deviceId == null) as Row;
    const disabled = getBackend()
      .db.table('dataDevice')
      .all()
      .find((d) => d.status === 0 && d.memberId == null) as Row;
    open(m.id);
    const card = await header();
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Bind device' }));
    const dialog = await screen.findByRole('dialog', { name: `Bind a device to ${m.name}` });
    // The headbands that can be bound come first, ahead of those held or disabled.
    await userEvent.setup().click(within(dialog).getByRole('combobox'));
    const bindable = getBackend()
      .db.table('dataDevice')
      .all()
      .filter((d) => d.status === 1 && d.memberId == null)
      .map((d) => String(d.sn))
      .sort();
    await waitFor(() =>
      expect(
        [...document.querySelectorAll('.ant-select-item-option')]
          .slice(0, bindable.length)
          .map((o) => o.getAttribute('title')),
      ).toEqual(bindable),
    );
    // (Typed, so that the virtual list shows the option.)
    await userEvent.setup().type(within(dialog).getByRole('combobox'), String(disabled.sn));
    const title = `${disabled.sn} (disabled: enable it to bind it)`;
    await waitFor(() =>
      expect(document.querySelector(`.ant-select-item-option[title="${title}"]`)?.className).toContain(
        'ant-select-item-option-disabled',
      ),
    );

    // A bind on its way cannot be called back: its Cancel is disabled until the answer.
    const free = getBackend()
      .db.table('dataDevice')
      .all()
      .find((d) => d.status === 1 && d.memberId == null) as Row;
    const user = userEvent.setup();
    const picker = within(dialog).getByRole('combobox');
    await user.clear(picker);
    await user.type(picker, String(free.sn));
    const option = await waitFor(() => {
      const found = document.querySelector<HTMLElement>(`.ant-select-item-option[title="${free.sn}"]`);
      if (!found) throw new Error(`no option ${free.sn}`);
      return found;
    });
    await user.click(option);
    // Disabled by someone else meanwhile: the server's refusal (of the device's memberId) is said
    // at the dialog's one field.
    const admin = signInAs('admin');
    callBackend(admin, 'POST', '/dataDevice/changeStatus', { id: free.id, status: 0 });
    await user.click(within(dialog).getByRole('button', { name: 'Bind' }));
    expect(
      await within(dialog).findByText(`Device ${free.sn} is disabled; enable it before binding it`),
    ).toBeInTheDocument();
    callBackend(admin, 'POST', '/dataDevice/changeStatus', { id: free.id, status: 1 });
    const answer = holdPosts('/dataDevice/edit');
    await user.click(within(dialog).getByRole('button', { name: 'Bind' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled());
    answer();
    expect(await screen.findByText(`Device ${free.sn} bound`)).toBeInTheDocument();
    // Unbind takes Bind's place, and the focus with it; and the other way round.
    const unbind = await within(card).findByRole('button', { name: 'Unbind device' });
    await waitFor(() => expect(unbind).toHaveFocus());
    await user.click(unbind);
    await user.click(await screen.findByRole('button', { name: 'Unbind' }));
    const bind = await within(card).findByRole('button', { name: 'Bind device' });
    await waitFor(() => expect(bind).toHaveFocus());
  });

  it("shows the charts, the cycles and the latest records, each with a link to the member's whole list", async () => {
    const m = richMember();
    open(m.id);
    expect(
      await screen.findByRole('figure', { name: 'Abilities: latest against the previous assessment' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Total over time (mean of the five, 0-100)' })).toBeInTheDocument();
    const records = await screen.findByRole('region', { name: 'Latest training records' });
    await waitFor(() => expect(within(records).getAllByRole('row').length).toBeGreaterThan(1));
    // A duration reads as minutes and seconds, as its header says ("11:09" is no clock time).
    expect(within(records).getByRole('columnheader', { name: 'Duration (min:s)' })).toBeInTheDocument();
    // A cycle's number as Home and the report write it ("Cycle 1"), not "#1".
    const cycles = screen.getByRole('region', { name: 'Training cycles' });
    await waitFor(() => expect(within(cycles).getAllByRole('row').length).toBeGreaterThan(1));
    const numbers = within(cycles)
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.querySelector('td')?.textContent);
    expect(numbers.filter((n) => !/^Cycle \d+$/.test(n ?? ''))).toEqual([]);
    expect(screen.getByRole('link', { name: 'All records of this member' })).toHaveAttribute(
      'href',
      `/training-record?userId=${m.id}`,
    );
    expect(screen.getByRole('link', { name: 'All assessments' })).toHaveAttribute(
      'href',
      `/member/member-score?userId=${m.id}`,
    );
    expect(screen.getByRole('link', { name: 'All behavior assessments' })).toHaveAttribute(
      'href',
      `/member/member-behavior-score/${m.id}`,
    );
    expect(screen.getByRole('link', { name: 'All cycles' })).toHaveAttribute(
      'href',
      `/member/member-training-cycle/${m.id}`,
    );
  });

  it('charts the total score at the times of the assessments, so their gaps show', async () => {
    const m = richMember();
    const scores = api<(Row & { assessTime: string; total: number })[]>('/dataMemberScore/list', {
      userId: String(m.id),
      sortField: 'assessTime',
      sortOrder: 'ascend',
    });
    open(m.id);
    await screen.findByRole('figure', { name: 'Total over time (mean of the five, 0-100)' });
    await waitFor(() => expect(mockLines.at(-1)?.length).toBe(scores.length));
    expect(mockLines.at(-1)).toEqual(
      scores.map((r) => ({
        x: dayjs(r.assessTime).format('YYYY-MM-DD'),
        at: new Date(r.assessTime).getTime(),
        y: r.total,
        label: 'Total (mean of the five, 0-100)',
      })),
    );
  });

  it("compares each diagnosis's latest behaviour score with the one before, both out of their maximum", async () => {
    type Item = { diagnosisId: number; score: number; maxScore: number };
    const db = getBackend().db;
    const m = db
      .table('dataMember')
      .all()
      .find(
        (r) =>
          db
            .table('dataMemberBehaviorScore')
            .all()
            .filter((b) => b.userId === r.id).length >= 2,
      ) as Row;
    const [latest, previous] = api<(Row & { items: Item[] })[]>('/dataMemberBehaviorScore/list', {
      userId: String(m.id),
      sortField: 'assessTime',
      sortOrder: 'descend',
    });
    open(m.id);
    const section = await screen.findByRole('region', { name: 'Behavior assessments' });
    const rows = await within(section).findAllByRole('row');
    const cells = rows.slice(1).map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );
    const before = new Map(previous.items.map((it) => [it.diagnosisId, it]));
    const expected = latest.items.map((it) => {
      const then = before.get(it.diagnosisId);
      const change = then ? it.score - then.score : undefined;
      return [
        expect.any(String),
        `${it.score} / ${it.maxScore}`,
        then ? `${then.score} / ${then.maxScore}` : '-',
        change === undefined ? '-' : change > 0 ? `+${change}` : String(change),
      ];
    });
    expect(cells).toEqual(expected);
    expect(expected.some((row) => row[2] !== '-')).toBe(true);
  });

  it("lists the rules the Preview's matcher fires for the child's latest data", async () => {
    const m = richMember();
    const groups = api<{ id: number; minScore: number; maxScore: number; name: string }[]>('/sysScoreGroup/list');
    const grade = api<{ gradeGroupId: number }>('/sysGrade/detail', { id: String(m.gradeId) });
    const scores = api<Row[]>('/dataMemberScore/list', {
      userId: String(m.id),
      sortField: 'assessTime',
      sortOrder: 'descend',
    });
    const behaviors = api<Row[]>('/dataMemberBehaviorScore/list', {
      userId: String(m.id),
      sortField: 'assessTime',
      sortOrder: 'descend',
    });
    const cognitiveRules = api<Rule[]>('/sysCognitiveTrainingRule/list');
    const parentRules = api<Rule[]>('/sysParentChildTrainingAutoRule/list');
    const expected = new Set<number>();
    for (const type of [1, 2])
      for (const ability of ['attention', 'memory', 'reaction', 'reasoning', 'spatial']) {
        const { matches } = previewRules(
          cognitiveRules.filter((r) => r.type === type),
          RULE_CONDITIONS.cognitiveTraining,
          { ability, score: scores[0][ability] as number, gradeGroupId: grade.gradeGroupId },
          groups,
          'score',
        );
        if (matches[0]) expected.add(matches[0].id);
      }
    const parentExpected = new Set<number>();
    for (const it of behaviors[0].items as { diagnosisId: number; score: number; maxScore: number }[]) {
      const { matches } = previewRules(
        parentRules,
        RULE_CONDITIONS.parentChild,
        {
          diagnosisId: it.diagnosisId,
          score: Math.round((100 * it.score) / it.maxScore),
          gradeGroupId: grade.gradeGroupId,
        },
        groups,
        'score',
      );
      if (matches[0]) parentExpected.add(matches[0].id);
    }
    open(m.id);
    const cognitive = await screen.findByTestId('rules-cognitive');
    const shown = (box: HTMLElement) =>
      new Set([...box.querySelectorAll('[data-rule]')].map((e) => Number(e.getAttribute('data-rule'))));
    expect(shown(cognitive)).toEqual(expected);
    expect(shown(screen.getByTestId('rules-parentChild'))).toEqual(parentExpected);
    // The demo data gives this child some rule, so the comparison above is not of two empty sets.
    expect(expected.size + parentExpected.size).toBeGreaterThan(0);
    if (expected.size) expect(cognitive).toHaveTextContent(/score group .+ · (grade group .+|any grade group)/);
  });

  it('gives no "why" and nothing to give to a row that no rule matched', async () => {
    const m = richMember();
    // No cognitive rule at all: each ability still falls in a score group, and none of that matched.
    server.use(http.get('*/sysCognitiveTrainingRule/list', () => HttpResponse.json({ statusCode: 200, data: [] })));
    open(m.id);
    const cognitive = await screen.findByTestId('rules-cognitive');
    const rows = within(cognitive).getAllByRole('row').slice(1);
    expect(rows.length).toBeGreaterThan(0);
    const byHeader = (name: string) =>
      within(cognitive)
        .getAllByRole('columnheader')
        .findIndex((h) => h.textContent === name);
    const fires = byHeader('Rule');
    const why = byHeader('Why');
    const gives = byHeader('Gives');
    for (const row of rows) {
      const cells = within(row).getAllByRole('cell');
      expect(cells[fires]).toHaveTextContent(/^No rule$/);
      expect(cells[why]).toHaveTextContent(/^-$/);
      expect(cells[gives]).toHaveTextContent(/^-$/);
    }
  });

  it('shows "member not found" with a way back for an unknown id', async () => {
    open(99999);
    expect(await screen.findByText('Member not found')).toBeInTheDocument();
    // The page says it; no toast of the server's 1002 besides.
    expect(screen.queryByText('Record does not exist')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to the member list/ })).toHaveAttribute('href', '/member');
  });

  it('closes the edit form of a member deleted meanwhile, saying so; the page says the member is gone, the focus on its content', async () => {
    const m = richMember();
    const user = userEvent.setup({ delay: null });
    renderPage(
      <main>
        <MemberProfilePage />
      </main>,
      { path: `/member/profile/${m.id}`, route: ROUTE },
    );
    within(await header())
      .getByRole('button', { name: 'Edit' })
      .focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Edit member' });
    const guardian = await within(dialog).findByLabelText('Guardian');
    await user.type(guardian, ' too late');
    // (Removed from the store itself: the member's records would hold back a delete.)
    getBackend().db.table('dataMember').remove(m.id);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Record does not exist')).toBeInTheDocument();
    expect(await screen.findByText('Member not found')).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('main')).toHaveFocus());
  });

  it('says in place why the member could not be read, besides the request error notice, and reads again on Retry', async () => {
    const m = richMember();
    failGets('/dataMember/detail');
    open(m.id);
    expect(await screen.findByText('This member could not be loaded')).toBeInTheDocument();
    expect(await screen.findByText('Request error 500: /dataMember/detail')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(within(await header()).getByTestId('profile-name')).toHaveTextContent(String(m.name));
  });

  it('goes to sign-in, and back here after it, when the session ends while the member is read', async () => {
    const m = richMember();
    server.use(http.get('*/dataMember/detail', () => HttpResponse.json({ statusCode: 401, errors: 'expired' })));
    const { history } = open(m.id);
    await waitFor(() => expect(history.location.pathname).toBe('/login'));
    expect(new URLSearchParams(history.location.search).get('redirect')).toBe(`/member/profile/${m.id}`);
  });

  it('goes back to the member list as it was left: its filters, sort and page', async () => {
    const m = richMember();
    rememberListQuery('/member', '?current=2&pageSize=10&gradeId=3&sortField=name&sortOrder=ascend');
    const { history } = open(m.id);
    await header();
    // (This test's router has the profile's route only: it notes that it has none for the list.)
    const routerNote = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    routerNote.mockRestore();
    expect(history.location.pathname).toBe('/member');
    expect(Object.fromEntries(new URLSearchParams(history.location.search))).toEqual({
      current: '2',
      pageSize: '10',
      gradeId: '3',
      sortField: 'name',
      sortOrder: 'ascend',
    });
  });

  it('keeps the other sections usable when the training records, grades or headbands fail', async () => {
    // (The grades and headbands are also the edit form's options: read once it opens, not before.)
    for (const path of ['dataTrainingRecord/page', 'sysGrade/list', 'dataDevice/list'])
      server.use(http.get(`*/${path}`, () => HttpResponse.json({ statusCode: 500, errors: 'boom' }, { status: 500 })));
    const m = richMember();
    open(m.id);
    const records = await screen.findByRole('region', { name: 'Latest training records' });
    await waitFor(() => expect(within(records).getByText('This part could not be loaded')).toBeInTheDocument());
    expect(within(records).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    // Why, in the section, and only there: no notice over the page as well.
    expect(within(records).getByText('The server had an internal error')).toBeInTheDocument();
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(document.querySelector('.ant-notification-notice')).toBeNull();
    expect(screen.getByRole('figure', { name: 'Total over time (mean of the five, 0-100)' })).toBeInTheDocument();
    const cycles = screen.getByRole('region', { name: 'Training cycles' });
    await waitFor(() => expect(within(cycles).getAllByRole('row').length).toBeGreaterThan(1));
    expect(within(await header()).getByTestId('profile-name')).toHaveTextContent(String(m.name));
  });

  it('is in Chinese too', async () => {
    const m = richMember();
    open(m.id, 'viewer', 'zh-CN');
    expect(await screen.findByText('认知评估')).toBeInTheDocument();
    expect(screen.getByText('最近训练记录')).toBeInTheDocument();
    expect(await screen.findByRole('columnheader', { name: '时长（分:秒）' })).toBeInTheDocument();
    expect((await screen.findAllByText(/^第 \d+ 期$/)).length).toBeGreaterThan(0);
    expect(await screen.findByRole('figure', { name: '总分变化（五项平均，0-100）' })).toBeInTheDocument();
    // The phone in Chinese brackets, right after the name.
    const card = await screen.findByRole('generic', { name: '会员概要' });
    expect(card).toHaveTextContent(`${m.guardianName}（${masked(String(m.guardianPhone))}）`);
  });
});

describe('/member/member-behavior-score/:userId', () => {
  it("writes each diagnosis's score with the colon of the language in use", async () => {
    const m = richMember();
    renderPage(<MemberBehaviorScorePage />, {
      who: 'viewer',
      path: `/member/member-behavior-score/${m.id}`,
      route: '/member/member-behavior-score/:userId',
      locale: 'zh-CN',
    });
    // "情绪调节困难：12 / 24": a full-width colon, no space after it.
    expect((await screen.findAllByText(/^\S+：\d+ \/ \d+$/)).length).toBeGreaterThan(0);
    expect(screen.queryAllByText(/^\S+: \d+/)).toEqual([]);
  });
});
