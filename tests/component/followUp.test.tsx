/**
 * Follow-ups from Home's attention lists (docs/product-rules.md, follow-ups): "Followed up" with a
 * note takes the child off the list, "Snooze until" takes a day, "Contact guardian" shows the
 * guardian with the phone as the level may see it; level 3 only contacts; the profile lists them.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { HttpResponse, http } from 'msw';
import HomePage from '@/pages/Home';
import MemberProfilePage from '@/pages/Member/Profile';
import { computeOverview } from '../../mock/backend/dashboard';
import { callBackend, renderPage, signInAs } from '../helpers';
import { getBackend, holdPosts, inBrowserCalendar, server } from '../msw';

jest.mock('@/components/charts/LineChartImpl', () => ({ __esModule: true, default: () => null }));
jest.mock('@/components/charts/GroupedColumnChartImpl', () => ({ __esModule: true, default: () => null }));
jest.mock('@/components/charts/ColumnChartImpl', () => ({ __esModule: true, default: () => null }));
jest.mock('@/components/charts/RadarChartImpl', () => ({ __esModule: true, default: () => null }));

const overview = () => inBrowserCalendar(() => computeOverview(getBackend().db, 4, { isSuperAdmin: 1 }));

/** Opens an entry's follow-up dialog on Home. */
async function openFor(user: { click: (element: Element) => Promise<void> }, name: string) {
  await user.click(await screen.findByRole('button', { name: `Follow up ${name}` }));
  return screen.findByRole('dialog', { name: `Follow up ${name}` });
}

describe('follow-ups on Home', () => {
  it('level 2: "Followed up" needs a note, then the child leaves the list', async () => {
    const user = userEvent.setup();
    const child = overview().attention.scoreDrop.items[0];
    renderPage(<HomePage />, { who: 'operator', path: '/home' });
    const list = await screen.findByRole('list', { name: 'Latest assessment 10 or more points lower' });
    expect(within(list).getByRole('link', { name: child.name })).toBeInTheDocument();

    const dialog = await openFor(user, child.name);
    // The guardian to call is in the dialog too.
    expect(
      await within(dialog).findByText(String(getBackend().db.table('dataMember').get(child.userId)?.guardianName)),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Followed up' }));
    expect(await within(dialog).findByText('Please write what was done')).toBeInTheDocument();
    // The focus goes from the button to the note to write.
    const note = within(dialog).getByRole('textbox', { name: 'Note' });
    expect(note).toHaveFocus();
    // A note pasted over the limit stays whole and is refused.
    await user.click(note);
    await user.paste('x'.repeat(501));
    expect(note).toHaveValue('x'.repeat(501));
    await user.click(within(dialog).getByRole('button', { name: 'Followed up' }));
    expect(await within(dialog).findByText('At most 500 characters')).toBeInTheDocument();
    await user.clear(note);
    await user.type(note, 'Called the mother; she will book a session');
    await user.click(within(dialog).getByRole('button', { name: 'Followed up' }));

    expect(await screen.findByText(`${child.name} is off the list until something new happens`)).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Latest assessment 10 or more points lower' })).queryByRole('link', {
          name: child.name,
        }),
      ).not.toBeInTheDocument(),
    );
    expect(screen.getByText('1 followed up or snoozed')).toBeInTheDocument();
    const saved = getBackend()
      .db.table('dataFollowUp')
      .all()
      .find((f) => f.userId === child.userId);
    expect(saved).toMatchObject({ action: 'done', kind: 'scoreDrop', staffAccount: 'operator' });
  });

  it('level 2: a follow-up written meanwhile by someone else is named, and the note typed stays', async () => {
    const user = userEvent.setup();
    const child = overview().attention.idle.items[0];
    renderPage(<HomePage />, { who: 'operator', path: '/home' });
    const dialog = await openFor(user, child.name);
    // Another tab, another account: the administrator follows the child up first.
    const first = callBackend(signInAs('admin'), 'POST', '/dataFollowUp/add', {
      userId: child.userId,
      kind: 'idle',
      action: 'done',
      note: 'Called the father',
    });
    expect(first.statusCode).toBe(200);
    const note = within(dialog).getByRole('textbox', { name: 'Note' });
    await user.type(note, 'Called the mother');
    await user.click(within(dialog).getByRole('button', { name: 'Followed up' }));
    // Said in the dialog, beside the note, where it stays (not a message that fades).
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      /^系统管理员 followed up on this child on \d{4}-\d{2}-\d{2}, so this was not saved; refresh Home$/,
    );
    expect(note).toHaveValue('Called the mother');
    expect(
      getBackend()
        .db.table('dataFollowUp')
        .all()
        .filter((f) => f.userId === child.userId),
    ).toHaveLength(1);
  });

  it('level 2: a note typed when the session ends comes back in the dialog, open again, after signing in', async () => {
    const user = userEvent.setup();
    const child = overview().attention.scoreDrop.items[0];
    const first = renderPage(<HomePage />, { who: 'operator', path: '/home' });
    let dialog = await openFor(user, child.name);
    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Left a message for the father');
    server.use(http.post('*/dataFollowUp/add', () => HttpResponse.json({ statusCode: 401, errors: 'expired' })));
    await user.click(within(dialog).getByRole('button', { name: 'Followed up' }));
    await waitFor(() => expect(first.history.location.pathname).toBe('/login'));
    first.unmount();
    server.resetHandlers();

    renderPage(<HomePage />, { who: 'operator', path: '/home' });
    dialog = await screen.findByRole('dialog', { name: `Follow up ${child.name}` });
    expect(await within(dialog).findByRole('textbox', { name: 'Note' })).toHaveValue('Left a message for the father');
    await user.click(within(dialog).getByRole('button', { name: 'Followed up' }));
    expect(await screen.findByText(`${child.name} is off the list until something new happens`)).toBeInTheDocument();
    expect(Object.keys(window.sessionStorage).filter((k) => k.startsWith('draft:'))).toEqual([]);
  });

  it('level 1: "Snooze until" takes a day after today', async () => {
    const user = userEvent.setup();
    const child = overview().attention.idle.items[0];
    renderPage(<HomePage />, { who: 'admin', path: '/home' });
    const dialog = await openFor(user, child.name);
    const input = await within(dialog).findByLabelText('Snoozed until');
    await user.click(within(dialog).getByRole('button', { name: 'Snooze until the day' }));
    expect(await within(dialog).findByText('Please choose a day')).toBeInTheDocument();
    // Today is not a day to snooze until.
    fireEvent.change(input, { target: { value: dayjs().format('YYYY-MM-DD') } });
    await user.click(within(dialog).getByRole('button', { name: 'Snooze until the day' }));
    expect(await within(dialog).findByText('Choose a day from tomorrow to 90 days from today')).toBeInTheDocument();
    expect(getBackend().db.table('dataFollowUp').size).toBe(0);
    const until = dayjs().add(7, 'day').format('YYYY-MM-DD');
    fireEvent.change(input, { target: { value: until } });
    // While the save is on its way, the dialog neither closes nor offers to discard it.
    const answer = holdPosts('/dataFollowUp/add');
    await user.click(within(dialog).getByRole('button', { name: 'Snooze until the day' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled());
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Discard your changes?')).not.toBeInTheDocument();
    answer();
    expect(await screen.findByText(`${child.name} is off the list until ${until}`)).toBeInTheDocument();
    const saved = getBackend()
      .db.table('dataFollowUp')
      .all()
      .find((f) => f.userId === child.userId);
    expect(saved).toMatchObject({ action: 'snooze', kind: 'idle', snoozeUntil: until });
  });

  it('asks before a typed note is thrown away, by Cancel or the close button, and keeps it on "Keep editing"', async () => {
    const user = userEvent.setup();
    const child = overview().attention.idle.items[0];
    renderPage(<HomePage />, { who: 'operator', path: '/home' });
    let dialog = await openFor(user, child.name);
    // Nothing typed: Cancel closes at once.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    dialog = await openFor(user, child.name);
    const note = within(dialog).getByRole('textbox', { name: 'Note' });
    await user.type(note, 'Called the father');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const keep = await screen.findByRole('button', { name: 'Keep editing' });
    await waitFor(() => expect(keep).toHaveFocus());
    await user.click(keep);
    expect(note).toHaveValue('Called the father');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(getBackend().db.table('dataFollowUp').size).toBe(0);
  });

  it("names in the note's help what brings the child back to that list", async () => {
    const user = userEvent.setup();
    const lists = overview().attention;
    renderPage(<HomePage />, { who: 'operator', path: '/home' });
    const cases = [
      ['Latest assessment 10 or more points lower', lists.scoreDrop, 'until a newer assessment shows a new fall.'],
      ['No training for 14 days', lists.idle, 'until they train again and then stop again.'],
      ['Cycle ends within 7 days, sessions missing', lists.cycleEnding, 'until another of their cycles is ending.'],
    ] as const;
    for (const [title, list, back] of cases) {
      const name = list.items[0].name;
      const shown = await screen.findByRole('list', { name: title });
      await user.click(within(shown).getByRole('button', { name: `Follow up ${name}` }));
      const dialog = await screen.findByRole('dialog', { name: `Follow up ${name}` });
      expect(
        within(dialog).getByText(`Needed for "Followed up": what was done. ${name} then leaves this list ${back}`),
      ).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    }
  });

  it('level 3: only the guardian, with the phone masked and no copy of it, and copy of the name', async () => {
    const user = userEvent.setup();
    const child = overview().attention.cycleEnding.items[0];
    const member = getBackend().db.table('dataMember').get(child.userId);
    renderPage(<HomePage />, { who: 'viewer', path: '/home' });
    expect(screen.queryByRole('button', { name: /^Follow up / })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: `Guardian of ${child.name}` }));
    const dialog = await screen.findByRole('dialog', { name: `Guardian of ${child.name}` });
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    const phone = String(member?.guardianPhone);
    const masked = `${phone.slice(0, 3)}****${phone.slice(7)}`;
    expect(await within(dialog).findByText(masked)).toBeInTheDocument();
    expect(within(dialog).queryByText(phone)).not.toBeInTheDocument();
    expect(within(dialog).getByText(String(member?.guardianName))).toBeInTheDocument();
    expect(within(dialog).getByText('Shown masked at your access level')).toBeInTheDocument();
    // A masked number dials no one: only the name can be copied.
    expect(within(dialog).getAllByRole('button', { name: /copy/i }).length).toBe(1);
  });

  it('level 1 sees the whole phone, and can copy it', async () => {
    const user = userEvent.setup();
    const child = overview().attention.cycleEnding.items[0];
    const member = getBackend().db.table('dataMember').get(child.userId);
    renderPage(<HomePage />, { who: 'admin', path: '/home' });
    const dialog = await openFor(user, child.name);
    expect(await within(dialog).findByText(String(member?.guardianPhone))).toBeInTheDocument();
    expect(within(dialog).queryByText('Shown masked at your access level')).not.toBeInTheDocument();
    expect(within(dialog).getAllByRole('button', { name: /copy/i }).length).toBe(2);
  });

  it('in Chinese too', async () => {
    const user = userEvent.setup();
    const child = overview().attention.scoreDrop.items[0];
    renderPage(<HomePage />, { who: 'operator', path: '/home', locale: 'zh-CN' });
    await user.click(await screen.findByRole('button', { name: `跟进${child.name}` }));
    const dialog = await screen.findByRole('dialog', { name: `跟进${child.name}` });
    expect(within(dialog).getByRole('button', { name: '已跟进' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '暂缓至该日' })).toBeInTheDocument();
    expect(await within(dialog).findByText('监护人')).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        `选择“已跟进”时必填：跟进了什么。之后${child.name}将离开此列表，直到更新的评估再次下降。`,
      ),
    ).toBeInTheDocument();
  });
});

describe('the children a follow-up hides, on Home', () => {
  const TITLE = 'Latest assessment 10 or more points lower';

  it('level 2: the count opens them under the list, each with what hid it and its links, and closes them', async () => {
    const user = userEvent.setup();
    const child = overview().attention.scoreDrop.items[0];
    renderPage(<HomePage />, { who: 'operator', path: '/home' });
    const dialog = await openFor(user, child.name);
    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Called the mother');
    await user.click(within(dialog).getByRole('button', { name: 'Followed up' }));
    const toggle = await screen.findByRole('button', { name: '1 followed up or snoozed' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list', { name: `${TITLE}: followed up or snoozed` })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const hidden = screen.getByRole('list', { name: `${TITLE}: followed up or snoozed` });
    expect(toggle).toHaveAttribute('aria-controls', hidden.parentElement?.id);
    const [entry] = within(hidden).getAllByRole('listitem');
    // The day it was written, in the user's calendar.
    const written = dayjs(
      String(
        getBackend()
          .db.table('dataFollowUp')
          .all()
          .find((f) => f.userId === child.userId)?.createTime,
      ),
    ).format('YYYY-MM-DD');
    expect(entry).toHaveTextContent(`${child.name}${child.before} → ${child.latest}Followed up ${written}`);
    // The same links as a shown entry: the profile, and the assessments the drop is read from.
    expect(within(entry).getByRole('link', { name: child.name })).toHaveAttribute(
      'href',
      `/member/profile/${child.userId}`,
    );
    expect(within(entry).getByRole('link', { name: `${child.before} → ${child.latest}` })).toHaveAttribute(
      'href',
      `/member/member-score?userId=${child.userId}`,
    );
    // It has been followed up already: no second button.
    expect(within(entry).queryByRole('button')).not.toBeInTheDocument();
    // Still not among the shown ones.
    expect(within(screen.getByRole('list', { name: TITLE })).queryByText(child.name)).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list', { name: `${TITLE}: followed up or snoozed` })).not.toBeInTheDocument();
  });

  it('level 3 sees them too, a snoozed child with its day, in Chinese', async () => {
    const user = userEvent.setup();
    const child = overview().attention.cycleEnding.items[0];
    const until = dayjs().add(9, 'day').format('YYYY-MM-DD');
    callBackend(signInAs('operator'), 'POST', '/dataFollowUp/add', {
      userId: child.userId,
      kind: 'cycleEnding',
      action: 'snooze',
      snoozeUntil: until,
    });
    renderPage(<HomePage />, { who: 'viewer', path: '/home', locale: 'zh-CN' });
    await user.click(await screen.findByRole('button', { name: '1 人已跟进或暂缓' }));
    const hidden = screen.getByRole('list', { name: '训练周期 7 天内结束且未完成：已跟进或暂缓' });
    const [entry] = within(hidden).getAllByRole('listitem');
    expect(entry).toHaveTextContent(`暂缓至 ${until}`);
    expect(within(entry).getByRole('link', { name: child.name })).toHaveAttribute(
      'href',
      `/member/profile/${child.userId}`,
    );
    expect(
      within(entry)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toContain(`/member/member-training-cycle/${child.userId}`);
    // Level 3's "Guardian" button stays with the shown entries.
    expect(within(entry).queryByRole('button')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '1 人已跟进或暂缓' }));
    expect(screen.queryByRole('list', { name: /：已跟进或暂缓$/ })).not.toBeInTheDocument();
  });
});

describe('follow-ups on the profile', () => {
  it('lists them newest first, with the list, the note, who and when, at every level', async () => {
    const child = overview().attention.scoreDrop.items[0];
    const operator = signInAs('operator');
    const add = (body: Record<string, unknown>) =>
      callBackend(operator, 'POST', '/dataFollowUp/add', { userId: child.userId, kind: 'scoreDrop', ...body });
    expect(add({ action: 'snooze', snoozeUntil: dayjs().add(3, 'day').format('YYYY-MM-DD') }).statusCode).toBe(200);
    // The snooze hides the entry, so the server refuses another follow-up of it: this one is as two
    // written at once would be kept.
    const table = getBackend().db.table('dataFollowUp');
    const { id: _id, createTime: _created, updateTime: _updated, ...snooze } = table.all()[0];
    table.insert({ ...snooze, action: 'done', note: 'Parents informed', snoozeUntil: null }, new Date().toISOString());
    renderPage(<MemberProfilePage />, {
      who: 'viewer',
      path: `/member/profile/${child.userId}`,
      route: '/member/profile/:userId',
    });
    const section = await screen.findByRole('region', { name: 'Follow-ups' });
    const items = await within(section).findAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringMatching(/^Followed upFalling scoreParents informedoperator \(运营专员\), \d{4}-/),
      expect.stringMatching(/^SnoozedFalling score until \d{4}-\d\d-\d\doperator/),
    ]);
  });
});
