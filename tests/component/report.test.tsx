/**
 * The parent progress report (docs/product-rules.md, parent progress report): the default period,
 * the figures it prints against the data, the report's language apart from the console's, the
 * guardian's phone as the level may see it, and printing.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import ReportPage from '@/pages/Member/Report';
import { defaultCycle, earlierAndLatest, periodOf, weeksOf } from '@/pages/Member/Report/period';
import { callBackend, renderPage, signInAs } from '../helpers';
import { failGets, getBackend } from '../msw';

const ROUTE = '/member/profile/:userId/report';

// (Local shapes: this file's jest.mock is hoisted by a transform that cannot see imported types.)
type Cycle = {
  id: number;
  cycleNo: number;
  startDate: string;
  endDate: string;
  completedSessions: number;
  plannedSessions: number;
};
type Score = { id: number; assessTime: string; total: number };
type Behavior = {
  id: number;
  assessTime: string;
  totalScore: number;
  items: { diagnosisId: number; diagnosisName?: string | null; score: number }[];
};
const today = dayjs().format('YYYY-MM-DD');
/** A time's day in the user's calendar, as the console counts days (docs/api.md, "Days"). */
const dayOf = (time: unknown) => dayjs(String(time)).format('YYYY-MM-DD');

/** A member with a cycle running today, sessions in it, and two or more assessments of each kind. */
function childWithCycle() {
  const db = getBackend().db;
  const of = (table: string, id: number) =>
    db
      .table(table)
      .all()
      .filter((r) => r.userId === id);
  const member = db
    .table('dataMember')
    .all()
    .find((m) => {
      const cycle = defaultCycle(of('dataMemberTrainingCycle', m.id) as never, today);
      return (
        cycle &&
        cycle.endDate >= today &&
        of('dataMemberScore', m.id).length >= 2 &&
        of('dataMemberBehaviorScore', m.id).length >= 2 &&
        of('dataTrainingRecord', m.id).some((r) => dayOf(r.startTime) >= cycle.startDate)
      );
    });
  if (!member) throw new Error('no member with a running cycle in the demo data');
  const cycles = of('dataMemberTrainingCycle', member.id) as unknown as Cycle[];
  const period = periodOf(cycles as never, undefined, today);
  const records = of('dataTrainingRecord', member.id).filter((r) => {
    const d = dayOf(r.startTime);
    return d >= period.from && d <= period.to;
  });
  const scores = of('dataMemberScore', member.id) as unknown as Score[];
  const behavior = (of('dataMemberBehaviorScore', member.id) as unknown as Behavior[])
    .slice()
    .sort((a, b) => a.assessTime.localeCompare(b.assessTime));
  return { member, cycles, period, records, scores, behavior };
}

describe('the parent progress report', () => {
  it('covers the running cycle and prints its figures in the report language, apart from the console', async () => {
    const user = userEvent.setup();
    const { member, period, records, scores } = childWithCycle();
    const { history } = renderPage(<ReportPage />, {
      who: 'admin',
      path: `/member/profile/${member.id}/report?lang=en-US`,
      route: ROUTE,
    });
    const sheet = await screen.findByRole('article', { name: 'Parent progress report' });
    // The page's one h1 is the report's title; the preview's toolbar names the page without one.
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Parent progress report']);
    expect(within(sheet).getByText(String(member.name))).toBeInTheDocument();
    expect(within(sheet).getByText(`${period.from} to ${period.to}`)).toBeInTheDocument();
    // Level 1 prints the whole phone.
    expect(within(sheet).getByText(`${member.guardianName} · ${member.guardianPhone}`)).toBeInTheDocument();

    const latest = earlierAndLatest(scores as never, period).latest as Score | undefined;
    const assessments = within(sheet).getByRole('region', { name: 'Cognitive assessments' });
    const total = within(assessments)
      .getAllByRole('row')
      .find((r) => /^Total/.test(r.textContent ?? ''));
    expect(total?.textContent).toContain(String(latest?.total));
    const trend = within(assessments).getByRole('figure', { name: 'Total over time (mean of the five, 0-100)' });
    // Drawn as SVG (sharp in print): one point per assessment up to the period's end, its value beside it.
    const upToEnd = scores.filter((s) => dayOf(s.assessTime) <= period.to);
    expect(trend.querySelectorAll('svg circle')).toHaveLength(upToEnd.length);
    expect(trend.querySelector('svg path')?.getAttribute('d')).toMatch(/^M[\d.]+,[\d.]+/);
    // Spaced by time: the points' distances from the first are in the ratio of their days'.
    const xs = [...trend.querySelectorAll('svg circle')].map((c) => Number(c.getAttribute('cx'))).sort((a, b) => a - b);
    const times = upToEnd.map((s) => dayjs(s.assessTime).valueOf()).sort((a, b) => a - b);
    const share = (v: number[]) => v.map((x) => (x - v[0]) / ((v.at(-1) as number) - v[0]));
    const expected = share(times);
    for (const [i, x] of share(xs).entries()) expect(x).toBeCloseTo(expected[i], 3);
    // Its dates as the weekly columns write theirs, month and day, when the assessments are of one year.
    const dates = [...trend.querySelectorAll('svg text')]
      .map((t) => t.textContent ?? '')
      .filter((t) => t.includes('-'));
    const oneYear = new Set(upToEnd.map((s) => dayOf(s.assessTime).slice(0, 4))).size === 1;
    expect(dates.length).toBeGreaterThan(0);
    for (const d of dates) expect(d).toMatch(oneYear ? /^\d{2}-\d{2}$/ : /^\d{2}-\d{2}-\d{2}$/);

    const training = within(sheet).getByRole('region', { name: 'Training' });
    const weekly = within(training).getAllByRole('table')[0];
    const rows = within(weekly).getAllByRole('row');
    expect(rows.at(-1)?.textContent).toBe(
      `Total${records.length}${weeksOf(period, records as never).reduce((n, w) => n + w.minutes, 0)}`,
    );
    const cycle = period.cycle as unknown as Cycle;
    expect(
      within(sheet).getByText(`${cycle.completedSessions} of ${cycle.plannedSessions} planned sessions done`, {
        selector: 'p',
      }),
    ).toBeInTheDocument();

    // The report in Chinese; the console stays in English.
    await user.click(screen.getByRole('link', { name: '中文' }));
    expect(await screen.findByRole('article', { name: '家长进展报告' })).toHaveAttribute('lang', 'zh-CN');
    expect(screen.getByText('Report language')).toBeInTheDocument();
    expect(new URLSearchParams(history.location.search).get('lang')).toBe('zh-CN');
    // The sessions' and minutes' sum row is a sum (合计), not a score's total (总分).
    const zhTraining = screen.getByRole('region', { name: '训练' });
    const zhWeekly = within(zhTraining).getAllByRole('table')[0];
    expect(within(zhWeekly).getAllByRole('row').at(-1)?.textContent).toMatch(/^合计\d/);

    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: /Print or save as PDF/ }));
    expect(print).toHaveBeenCalled();
    print.mockRestore();
  });

  it('compares the behaviour assessments as the cognitive ones, with the change per diagnosis and in total', async () => {
    const { member, period, behavior } = childWithCycle();
    renderPage(<ReportPage />, { who: 'admin', path: `/member/profile/${member.id}/report?lang=en-US`, route: ROUTE });
    const sheet = await screen.findByRole('article', { name: 'Parent progress report' });
    const { earlier, latest } = earlierAndLatest(behavior as never, period) as unknown as {
      earlier?: Behavior;
      latest?: Behavior;
    };
    if (!earlier || !latest) throw new Error('the demo member needs two behaviour assessments to compare');
    const signed = (d: number) => (d > 0 ? `+${d}` : String(d));
    const part = within(sheet).getByRole('region', { name: 'Behavior assessments' });
    const table = within(part).getByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Behavior diagnosis',
      `Then (${dayOf(earlier.assessTime)})`,
      `Now (${dayOf(latest.assessTime)})`,
      'Change',
    ]);
    // Each row by its header: the diagnosis, or the total; the last cell is the change.
    const changeOf = (label: string) =>
      within(table)
        .getAllByRole('row')
        .find((row) => row.querySelector('th')?.textContent === label)
        ?.querySelector('td:last-child')?.textContent;
    expect(changeOf('Total score (0-100)')).toBe(signed(latest.totalScore - earlier.totalScore));
    // Per diagnosis ("7 of 10" then and now): the change of the two scores, a dash when one is missing.
    const diagnosisRows = within(table)
      .getAllByRole('row')
      .filter((row) => row.querySelector('td') && !row.classList.contains('report-total'));
    expect(diagnosisRows).toHaveLength(
      new Set([...earlier.items, ...latest.items].map((item) => item.diagnosisId)).size,
    );
    for (const row of diagnosisRows) {
      const [before, after, delta] = [...row.querySelectorAll('td')].map((c) => c.textContent ?? '');
      const score = (text: string) => /^(\d+) of /.exec(text)?.[1];
      const [b, a] = [score(before), score(after)];
      expect(delta).toBe(b && a ? signed(Number(a) - Number(b)) : '—');
    }
  });

  it('dates each assessment by its day in the user’s calendar, as the score list and the period count it', async () => {
    const { member, period } = childWithCycle();
    // The latest past moment whose day here is not its day in UTC: just after UTC's midnight is the
    // evening before west of Greenwich, just before it the next morning east of it. In UTC the
    // two days are one and the test checks only that they are written.
    const now = new Date();
    const west = now.getTimezoneOffset() > 0;
    const moment = new Date(`${now.toISOString().slice(0, 10)}T${west ? '00:10' : '23:50'}:00.000Z`);
    if (moment > now) moment.setUTCDate(moment.getUTCDate() - 1);
    const assessTime = moment.toISOString();
    const added = callBackend(signInAs('admin'), 'POST', '/dataMemberScore/add', {
      userId: member.id,
      assessTime,
      attention: 60,
      memory: 60,
      reaction: 60,
      reasoning: 60,
      spatial: 60,
    });
    expect(added.statusCode).toBe(200);
    const scores = getBackend()
      .db.table('dataMemberScore')
      .all()
      .filter((s) => s.userId === member.id) as unknown as Score[];

    renderPage(<ReportPage />, { who: 'admin', path: `/member/profile/${member.id}/report?lang=en-US`, route: ROUTE });
    const sheet = await screen.findByRole('article', { name: 'Parent progress report' });
    const part = within(sheet).getByRole('region', { name: 'Cognitive assessments' });
    // The trend's table: one row per assessment up to the period's end, on its day here.
    const trend = within(part).getByRole('table', { name: 'Total over time (mean of the five, 0-100)' });
    const days = within(trend)
      .getAllByRole('rowheader')
      .map((h) => h.textContent);
    expect(days).toContain(dayOf(assessTime));
    expect(days).toEqual(
      scores
        .map((s) => dayOf(s.assessTime))
        .filter((d) => d <= period.to)
        .sort(),
    );
    // The comparison's columns name the days of the assessments it compares, the same way.
    const { earlier, latest } = earlierAndLatest(scores as never, period) as unknown as {
      earlier?: Score;
      latest: Score;
    };
    const compared = within(part).getAllByRole('table')[0];
    expect(
      within(compared)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Ability',
      earlier ? `Then (${dayOf(earlier.assessTime)})` : 'Then',
      `Now (${dayOf(latest.assessTime)})`,
      'Change',
    ]);
  });

  it('draws its charts as wide as a phone gives them room, so their text keeps its size, and full width in print', async () => {
    // jsdom lays nothing out: the room a 390 px phone leaves the charts (326 px, measured in Chromium)
    // comes from a ResizeObserver that reports it for the report's charts alone.
    const PHONE_ROOM = 326;
    const Native = globalThis.ResizeObserver;
    globalThis.ResizeObserver = class {
      constructor(private readonly report: ResizeObserverCallback) {}
      observe(target: Element) {
        if (!target.classList.contains('report-svg')) return;
        const entry = { target, contentRect: { width: PHONE_ROOM, height: 0 } } as unknown as ResizeObserverEntry;
        this.report([entry], this as unknown as ResizeObserver);
      }
      unobserve() {}
      disconnect() {}
    };
    try {
      const { member } = childWithCycle();
      renderPage(<ReportPage />, {
        who: 'admin',
        path: `/member/profile/${member.id}/report?lang=en-US`,
        route: ROUTE,
      });
      const sheet = await screen.findByRole('article', { name: 'Parent progress report' });
      const trend = within(sheet).getByRole('figure', { name: 'Total over time (mean of the five, 0-100)' });
      const drawnWidth = () => trend.querySelector('svg')?.getAttribute('viewBox')?.split(' ')[2];
      // A drawing unit is a CSS pixel: the 11-unit labels are 11 px, not the 5 px of a 640-unit drawing squeezed in.
      await waitFor(() => expect(drawnWidth()).toBe(String(PHONE_ROOM)));
      for (const svg of sheet.querySelectorAll('svg.report-svg'))
        expect(svg.getAttribute('viewBox')).toBe(`0 0 ${PHONE_ROOM} 190`);
      // The print is the A4 sheet wherever it is printed from: the full drawing, as before.
      act(() => {
        window.dispatchEvent(new Event('beforeprint'));
      });
      expect(drawnWidth()).toBe('640');
      act(() => {
        window.dispatchEvent(new Event('afterprint'));
      });
      expect(drawnWidth()).toBe(String(PHONE_ROOM));
    } finally {
      globalThis.ResizeObserver = Native;
    }
  });

  it('compares nothing when the period holds no assessment: the latest before it, and says so', async () => {
    const db = getBackend().db;
    const of = (table: string, id: number) =>
      db
        .table(table)
        .all()
        .filter((r) => r.userId === id) as unknown as Behavior[];
    // A member whose default period began after their last two behaviour assessments.
    const found = db
      .table('dataMember')
      .all()
      .map((m) => {
        const period = periodOf(of('dataMemberTrainingCycle', m.id) as never, undefined, today);
        const before = of('dataMemberBehaviorScore', m.id).filter((b) => dayOf(b.assessTime) <= period.to);
        return { member: m, period, before };
      })
      .find(({ period, before }) => before.length >= 2 && before.every((b) => dayOf(b.assessTime) < period.from));
    if (!found) throw new Error('no member whose period began after two behaviour assessments in the demo data');
    renderPage(<ReportPage />, {
      who: 'admin',
      path: `/member/profile/${found.member.id}/report?lang=en-US`,
      route: ROUTE,
    });
    const sheet = await screen.findByRole('article', { name: 'Parent progress report' });
    const table = within(within(sheet).getByRole('region', { name: 'Behavior assessments' })).getByRole('table');
    expect(within(table).getByText(/^No assessment in this period/)).toBeInTheDocument();
    const latest = found.before
      .map((b) => b.assessTime)
      .sort()
      .at(-1) as string;
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Behavior diagnosis', 'Then', `Now (${dayOf(latest)})`, 'Change']);
    const total = within(table)
      .getAllByRole('row')
      .find((row) => row.querySelector('th')?.textContent === 'Total score (0-100)');
    expect(total?.querySelector('td:last-child')?.textContent).toBe('—');
  });

  it('prints the staff remark and keeps it while the tab is open', async () => {
    const user = userEvent.setup();
    const { member } = childWithCycle();
    renderPage(<ReportPage />, { who: 'operator', path: `/member/profile/${member.id}/report`, route: ROUTE });
    const sheet = await screen.findByRole('article', { name: 'Parent progress report' });
    await user.type(screen.getByRole('textbox', { name: 'Remark from staff' }), 'Much calmer in class.');
    const remark = within(sheet).getByRole('region', { name: 'Remark from staff' });
    expect(within(remark).getByText('Much calmer in class.')).toBeInTheDocument();
    expect(sessionStorage.getItem(`report-remark:${member.id}`)).toBe('Much calmer in class.');
    sessionStorage.clear();
  });

  it('shows level 3 the guardian phone masked, and another cycle when chosen', async () => {
    const user = userEvent.setup();
    const { member, cycles } = childWithCycle();
    const { history } = renderPage(<ReportPage />, {
      who: 'viewer',
      path: `/member/profile/${member.id}/report?lang=zh-CN`,
      route: ROUTE,
    });
    const sheet = await screen.findByRole('article', { name: '家长进展报告' });
    const phone = String(member.guardianPhone);
    expect(
      within(sheet).getByText(`${member.guardianName} · ${phone.slice(0, 3)}****${phone.slice(7)}`),
    ).toBeInTheDocument();
    expect(within(sheet).queryByText(new RegExp(phone))).not.toBeInTheDocument();

    const older = cycles.find((c) => c.id !== periodOf(cycles as never, undefined, today).cycle?.id);
    if (!older) return;
    const choice = screen.getByRole('link', { name: `Cycle ${older.cycleNo}: ${older.startDate} to ${older.endDate}` });
    expect(choice).not.toHaveAttribute('aria-current');
    await user.click(choice);
    await waitFor(() => expect(new URLSearchParams(history.location.search).get('cycle')).toBe(String(older.id)));
    const again = await screen.findByRole('article', { name: '家长进展报告' });
    expect(await within(again).findByText(`${older.startDate} 至 ${older.endDate}`)).toBeInTheDocument();
  });

  it.each([
    // The member's read is the page's own: its failure also gets the notice every call's has.
    ['the member', '/dataMember/detail', 'This member could not be loaded', 'Request error 500: /dataMember/detail'],
    // A part of the sheet says why in place only, as the profile's sections do.
    ['a part of the report', '/dataMemberScore/list', 'This part could not be loaded', undefined],
  ])('says why %s could not be read, and reads it again on Retry', async (_, path, why, notice) => {
    const { member } = childWithCycle();
    failGets(path);
    renderPage(<ReportPage />, { who: 'admin', path: `/member/profile/${member.id}/report`, route: ROUTE });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(why)).toBeInTheDocument();
    expect(within(alert).getByText('The server had an internal error')).toBeInTheDocument();
    if (notice) expect(await screen.findByText(notice)).toBeInTheDocument();
    else {
      await act(() => new Promise((r) => setTimeout(r, 50)));
      expect(document.querySelector('.ant-notification-notice')).toBeNull();
    }
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: /progress report/i })).toBeInTheDocument();
  });

  it.each([
    ['a malformed id', 'abc'],
    ['the id of no member', '99999'],
  ])('ends as the other member pages do for %s: why, and the way back to the list', async (_, id) => {
    const { history } = renderPage(<ReportPage />, {
      who: 'admin',
      path: `/member/profile/${id}/report`,
      route: ROUTE,
    });
    expect(await screen.findByText('Member not found')).toBeInTheDocument();
    expect(
      screen.getByText('No member has this id. It may have been deleted, or the link is wrong.'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Parent Progress Report']);
    // None of the report's controls: no period, language, remark or print, and no link to a profile that is not there.
    expect(screen.queryByRole('navigation', { name: 'Period' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Report language' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Print/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back to the profile' })).not.toBeInTheDocument();
    // Nor the report's print rules, which would leave the console out of this page's print.
    expect(document.body).not.toHaveClass('report-printing');
    await userEvent.click(screen.getByRole('button', { name: 'Back to the member list' }));
    expect(history.location.pathname).toBe('/member');
  });
});
