import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import enUS from '@/locales/en-US';
import zhCN from '@/locales/zh-CN';
import HomePage from '@/pages/Home';
import { computeOverview } from '../../mock/backend/dashboard';
import { callBackend, renderPage, signInAs } from '../helpers';
import { getBackend, inBrowserCalendar, server, watchCalls } from '../msw';

// The drawings come from a lazily loaded chart library; the figures, links and tables are under test.
jest.mock('@/components/charts/LineChartImpl', () => ({ __esModule: true, default: () => null }));
jest.mock('@/components/charts/GroupedColumnChartImpl', () => ({ __esModule: true, default: () => null }));
jest.mock('@/components/charts/ColumnChartImpl', () => ({ __esModule: true, default: () => null }));

const fault = (body: unknown) =>
  getBackend().handle({ method: 'POST', path: '/__mock/fault', query: {}, body, headers: {} });

/** The weeks= of every overview call the page makes. */
const overviewCalls = () =>
  watchCalls((url) => (url.pathname === '/dashboard/overview' ? (url.searchParams.get('weeks') ?? '') : undefined));

afterEach(() => {
  fault({ mode: 'none' });
});

/** A number as English writes it, in thousands ("1,696"). */
const n = (value: number) => value.toLocaleString('en-US');
const zh = (id: string) => (zhCN as Record<string, string>)[id];

describe('/home', () => {
  it('shows the figures, each linked to the list of its rows, and the needs-attention children', async () => {
    const o = inBrowserCalendar(() => computeOverview(getBackend().db, 4, { isSuperAdmin: 1 }));
    renderPage(<HomePage />, { who: 'admin', path: '/home' });
    const sessions = await screen.findByRole('link', {
      name: `Training sessions: ${n(o.sessions.total)}, Show in list`,
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Home$/);
    expect(sessions).toHaveAttribute(
      'href',
      `/training-record?startTimeFrom=${o.period.from}&startTimeTo=${o.period.to}`,
    );
    expect(
      screen.getByRole('link', { name: `Members who trained: ${n(o.members.active)}, Show in list` }),
    ).toHaveAttribute('href', `/member?lastTrainingTimeFrom=${o.period.from}&lastTrainingTimeTo=${o.period.to}`);
    expect(
      screen.getByRole('link', { name: `Not bound: ${n(o.devices?.unbound ?? 0)}, Show in list` }),
    ).toHaveAttribute('href', '/device?bound=0');
    expect(screen.getByRole('link', { name: `Neurofeedback ${n(o.sessions.byType[1] ?? 0)}` })).toBeInTheDocument();
    // Charts are named figures with their data as a table.
    expect(screen.getByRole('figure', { name: 'Training sessions per week by type' })).toBeInTheDocument();
    const groups = screen.getByRole('figure', { name: 'Assessments in the period by score group' });
    expect(within(groups).getAllByRole('row')).toHaveLength(o.scoreGroups.length + 1);
    // Every child of a needs-attention list links to the profile.
    const idle = screen.getByRole('list', { name: 'No training for 14 days' });
    const first = o.attention.idle.items[0];
    expect(within(idle).getByRole('link', { name: first.name })).toHaveAttribute(
      'href',
      `/member/profile/${first.userId}`,
    );
    expect(within(idle).getAllByRole('listitem')).toHaveLength(Math.min(10, o.attention.idle.total));
    // A date's hyphens are break points: in a narrow card it is kept whole on its line.
    const ending = o.attention.cycleEnding.items[0];
    const cycles = screen.getByRole('list', { name: 'Cycle ends within 7 days, sessions missing' });
    // (Read as text: jsdom's name computation puts spaces around the date's element.)
    const [cycle] = within(cycles)
      .getAllByRole('link')
      .filter(
        (link) =>
          link.textContent ===
          `cycle ${ending.cycleNo} ends ${ending.endDate}: ${ending.completed} / ${ending.planned}`,
      );
    expect(within(cycle).getByText(ending.endDate)).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(within(idle).getAllByText(/^\d{4}-\d\d-\d\d$/)[0]).toHaveStyle({ whiteSpace: 'nowrap' });
  });

  it('counts the assessments no enabled score group holds in a bar of their own, and lists no disabled group', async () => {
    const [lowest] = getBackend()
      .db.table('sysScoreGroup')
      .all()
      .sort((a, b) => Number(a.minScore) - Number(b.minScore));
    const session = signInAs('admin');
    expect(callBackend(session, 'POST', '/sysScoreGroup/changeStatus', { id: lowest.id, status: 0 }).statusCode).toBe(
      200,
    );
    const o = inBrowserCalendar(() => computeOverview(getBackend().db, 4, { isSuperAdmin: 1 }));
    expect(o.ungroupedScores).toBeGreaterThan(0);
    renderPage(<HomePage />, { who: 'admin', path: '/home' });
    const groups = await screen.findByRole('figure', { name: 'Assessments in the period by score group' });
    const rows = within(groups)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'Score groupAssessments',
      ...o.scoreGroups.map((g) => `${g.name}${n(g.count)}`),
      `In no group${n(o.ungroupedScores)}`,
    ]);
    expect(rows.join()).not.toContain(String(lowest.name));
    // And in the legend under it, where it links to no list (the groups' entries do).
    const legend = screen.getByText('In no group', { selector: 'bdi' }).parentElement as HTMLElement;
    expect(legend).toHaveTextContent(`In no group ${n(o.ungroupedScores)}`);
    expect(legend.closest('a')).toBeNull();
    expect(screen.getByText(String(o.scoreGroups[0].name), { selector: 'bdi' }).closest('a')).not.toBeNull();
  });

  it("leaves the chart cards' headers to their titles, their list links under the charts", async () => {
    renderPage(<HomePage />, { who: 'admin', path: '/home' });
    for (const title of ['Training sessions per week by type', 'Average neurofeedback attention per week']) {
      const [head] = await screen.findAllByText(title, { selector: '.ant-card-head-title, .ant-card-head-title *' });
      const card = head.closest('.ant-card') as HTMLElement;
      expect(card.querySelector('.ant-card-head a')).toBeNull();
      expect(card.querySelector('.ant-card-body a')).not.toBeNull();
    }
  });

  it('shows no device figures to level 3', async () => {
    renderPage(<HomePage />, { who: 'viewer', path: '/home' });
    expect(await screen.findByText('Members who trained')).toBeInTheDocument();
    expect(screen.queryByText('Devices')).not.toBeInTheDocument();
    expect(screen.queryByText('Not bound')).not.toBeInTheDocument();
    // Level 3 may not open the training-record list: the figure is there, without a link to it.
    expect(screen.getByText('Training sessions')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Training sessions:/ })).not.toBeInTheDocument();
  });

  it.each([
    [
      'viewer',
      3,
      ['ant-col-lg-8', 'ant-col-lg-8', 'ant-col-lg-8'],
      ['ant-col-sm-12', 'ant-col-sm-12', 'ant-col-sm-24'],
    ],
    [
      'admin',
      4,
      ['ant-col-lg-6', 'ant-col-lg-6', 'ant-col-lg-6', 'ant-col-lg-6'],
      ['ant-col-sm-12', 'ant-col-sm-12', 'ant-col-sm-12', 'ant-col-sm-12'],
    ],
  ] as const)(
    'closes up the first row for %s: its %i cards share the whole width, no gap where a card is left out',
    async (who, count, wide, medium) => {
      renderPage(<HomePage />, { who, path: '/home' });
      const first = (await screen.findByText('Members who trained')).closest('.ant-col') as HTMLElement;
      const cols = [...(first.parentElement as HTMLElement).children];
      expect(cols).toHaveLength(count);
      expect(cols.map((c) => [...c.classList].find((k) => k.startsWith('ant-col-lg-')))).toEqual(wide);
      expect(cols.map((c) => [...c.classList].find((k) => k.startsWith('ant-col-sm-')))).toEqual(medium);
    },
  );

  it('says so when the server offers no overview', async () => {
    fault({ mode: '404', path: '/dashboard/overview' });
    renderPage(<HomePage />, { who: 'admin', path: '/home' });
    expect(await screen.findByText('This server offers no overview.')).toBeInTheDocument();
    expect(screen.queryByText(/request error/i)).not.toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Period' })).toBeInTheDocument();
  });

  it('shows the same in Chinese', async () => {
    fault({ mode: '404', path: '/dashboard/overview' });
    renderPage(<HomePage />, { who: 'admin', path: '/home', locale: 'zh-CN' });
    expect(await screen.findByText('当前服务器不提供概览。')).toBeInTheDocument();
  });

  it('counts each attention list in the brackets of the language in use', async () => {
    const o = inBrowserCalendar(() => computeOverview(getBackend().db, 4, { isSuperAdmin: 1 }));
    renderPage(<HomePage />, { who: 'admin', path: '/home', locale: 'zh-CN' });
    // Chinese puts its full-width brackets right after the text, with no space.
    const title = (zhCN as Record<string, string>)['home.needs.idle'].replace('{n}', '14');
    expect(await screen.findByText(`${title}（${o.attention.idle.total}）`)).toBeInTheDocument();
  });

  it('writes counts in thousands with the separators of the language in use', async () => {
    const o = inBrowserCalendar(() => computeOverview(getBackend().db, 4, { isSuperAdmin: 1 }));
    const idle = { ...o.attention.idle, total: 1234, hidden: 1500 };
    server.use(
      http.get('*/dashboard/overview', () =>
        HttpResponse.json({ statusCode: 200, data: { ...o, attention: { ...o.attention, idle } } }),
      ),
    );
    renderPage(<HomePage />, { who: 'admin', path: '/home' });
    const title = (enUS as Record<string, string>)['home.needs.idle'].replace('{n}', '14');
    expect(await screen.findByText(`${title} (1,234)`)).toBeInTheDocument();
    // The list behind the link has the followed-up children too: the link says so.
    expect(
      screen.getByRole('link', { name: 'Show all 2,734, 1,500 of them followed up or snoozed' }),
    ).toBeInTheDocument();
    expect(screen.getByText(`Showing ${idle.items.length} of 1,234`)).toBeInTheDocument();
    expect(screen.getByText('1,500 followed up or snoozed')).toBeInTheDocument();
  });

  it("writes the figures in thousands as the lists do, counts members with 名 and a cycle's sessions as the profile does", async () => {
    const o = inBrowserCalendar(() => computeOverview(getBackend().db, 4, { isSuperAdmin: 1 }));
    const idle = { ...o.attention.idle, total: 1234, hidden: 0 };
    const sessions = { ...o.sessions, total: 12345, byType: { ...o.sessions.byType, 1: 2345 } };
    server.use(
      http.get('*/dashboard/overview', () =>
        HttpResponse.json({ statusCode: 200, data: { ...o, sessions, attention: { ...o.attention, idle } } }),
      ),
    );
    renderPage(<HomePage />, { who: 'admin', path: '/home', locale: 'zh-CN' });
    const figure = await screen.findByRole('link', { name: '训练次数：12,345，在列表中查看' });
    expect(figure).toHaveTextContent(/^12,345$/);
    expect(screen.getByRole('link', { name: `${zh('record.type.1')} 2,345` })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看全部 1,234 名' })).toBeInTheDocument();
    const ending = o.attention.cycleEnding.items[0];
    const cycles = screen.getByRole('list', { name: zh('home.needs.cycleEnding').replace('{n}', '7') });
    expect(
      within(cycles)
        .getAllByRole('link')
        .some(
          (link) =>
            link.textContent ===
            `第 ${ending.cycleNo} 期 ${ending.endDate} 结束：${ending.completed} / ${ending.planned}`,
        ),
    ).toBe(true);
  });

  it('asks for the period the URL names, then for the one chosen', async () => {
    const calls = overviewCalls();
    const user = userEvent.setup();
    const o12 = inBrowserCalendar(() => computeOverview(getBackend().db, 12, { isSuperAdmin: 1 }));
    renderPage(<HomePage />, { who: 'admin', path: '/home?weeks=26' });
    await screen.findByText(/^Members who trained/);
    expect(calls).toEqual(['26']);
    await user.click(screen.getByText('Last 12 weeks'));
    await waitFor(() => expect(calls).toEqual(['26', '12']));
    expect(
      await screen.findByRole('link', { name: `Training sessions: ${n(o12.sessions.total)}, Show in list` }),
    ).toBeInTheDocument();
    // One group of radios, so one Tab stop, the browser's arrows moving between the periods.
    const periods = within(screen.getByRole('radiogroup', { name: 'Period' })).getAllByRole('radio');
    expect(new Set(periods.map((r) => r.getAttribute('name')))).toEqual(new Set(['home-period']));
  });

  it('shows the default period for one it does not offer, and takes that one out of the URL', async () => {
    const calls = overviewCalls();
    const { history } = renderPage(<HomePage />, { who: 'admin', path: '/home?weeks=7&lang=en-US' });
    await screen.findByText(/^Members who trained/);
    expect(calls).toEqual(['4']);
    expect(screen.getByRole('radio', { name: 'Last 4 weeks' })).toBeChecked();
    await waitFor(() => expect(history.location).toMatchObject({ pathname: '/home', search: '?lang=en-US' }));
  });
});
