/**
 * The member picker of the device's Bind dialog: a page of members at a time, the next one once
 * its list scrolls near its end (the load-more threshold, docs/product-rules.md), and a search
 * by name on the server.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import BindModal from '@/pages/Device/BindModal';
import { MEMBER_PICKER_PAGE } from '@/pages/Member/components/MemberSelect';
import { LOAD_MORE_THRESHOLD_PX } from '@/services/config';
import { renderInApp, signInAs } from '../helpers';
import { failGets, getBackend, server, watchCalls } from '../msw';

type Row = Record<string, unknown>;

/** The member pages the picker asks for: each call's page and name, and each answer. */
function watchMemberPages() {
  const calls = watchCalls((url) =>
    url.pathname === '/dataMember/page'
      ? { current: url.searchParams.get('current'), name: url.searchParams.get('name') }
      : undefined,
  );
  const answers = new Map<string, { list: Row[]; total: number }>();
  server.events.on('response:mocked', async ({ request, response }) => {
    const url = new URL(request.url);
    if (url.pathname !== '/dataMember/page') return;
    const body = (await response.clone().json()) as { data: { list: Row[]; total: number } };
    answers.set(String(url.searchParams.get('current')), body.data);
  });
  return { calls, answers };
}

/** The picker's scrolling list (antd's virtual list), 256 px high in jsdom as in the browser. */
function optionList(): HTMLElement {
  const box = document.querySelector('.ant-select-dropdown .rc-virtual-list-holder') as HTMLElement;
  const filler = box.firstElementChild as HTMLElement;
  Object.defineProperty(box, 'clientHeight', { configurable: true, value: 256 });
  // As high as all its options: the virtual list sizes its filler to them (a list too short to
  // scroll has no filler height).
  Object.defineProperty(box, 'scrollHeight', {
    configurable: true,
    get: () => Number.parseFloat(filler.style.height) || 0,
  });
  return box;
}

/** Scrolls `box` so that what shows ends `bottom` px from the top of the list. */
function showUpTo(box: HTMLElement, bottom: number) {
  box.scrollTop = Math.max(0, Math.min(bottom, box.scrollHeight) - box.clientHeight);
  fireEvent.scroll(box);
}

const settle = () => act(() => new Promise((r) => setTimeout(r, 50)));
const shownOptions = () =>
  [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].map((o) => String(o.getAttribute('title')));

function openBind() {
  signInAs('admin');
  const device = getBackend()
    .db.table('dataDevice')
    .all()
    .find((d) => d.memberId == null && d.status === 1);
  if (!device) throw new Error('the seed lost its enabled unbound headbands');
  const onSaved = jest.fn();
  renderInApp(<BindModal device={device as never} onClose={() => undefined} onSaved={onSaved} />);
  return { device, onSaved };
}

it('holds every member, reads the pages that scroll within 100 px of view, and binds a member read last', async () => {
  const { calls, answers } = watchMemberPages();
  const { device, onSaved } = openBind();
  const user = userEvent.setup();
  const dialog = await screen.findByRole('dialog', { name: `Bind device ${device.sn} to a member` });
  await user.click(within(dialog).getByRole('combobox'));
  await waitFor(() => expect(answers.get('1')?.list).toHaveLength(MEMBER_PICKER_PAGE));
  const total = answers.get('1')?.total ?? 0;
  expect(total).toBeGreaterThan(MEMBER_PICKER_PAGE * 3);
  // A member with a headband is named with it, and cannot be picked.
  const holder = answers.get('1')?.list.find((m) => m.deviceSn);
  if (!holder) throw new Error('the first page of members has no headband holder');
  const held = await screen.findByTitle(`${holder.name} · ${holder.gradeName} · has ${holder.deviceSn}`);
  expect(held).toHaveClass('ant-select-item-option-disabled');
  const list = optionList();
  // An entry for every member from the start: the list never grows under the keyboard.
  await waitFor(() => expect(list.scrollHeight).toBeGreaterThan(0));
  const rowHeight = list.scrollHeight / total;
  const secondPageTop = MEMBER_PICKER_PAGE * rowHeight;

  // The first member not read yet still more than 100 px below the view: nothing is asked for.
  showUpTo(list, secondPageTop - LOAD_MORE_THRESHOLD_PX - 1);
  await settle();
  expect(calls.map((c) => c.current)).toEqual(['1']);
  // Within 100 px: its page, once, however many scroll events come before it.
  showUpTo(list, secondPageTop - LOAD_MORE_THRESHOLD_PX);
  showUpTo(list, secondPageTop - LOAD_MORE_THRESHOLD_PX + 10);
  await waitFor(() => expect(answers.get('2')?.list).toHaveLength(MEMBER_PICKER_PAGE));
  expect(calls.map((c) => c.current)).toEqual(['1', '2']);
  expect(list.scrollHeight).toBe(total * rowHeight);

  // Dragged to the end: the last page, and none of those in between; its members replace "Loading…".
  const lastPage = String(Math.ceil(total / MEMBER_PICKER_PAGE));
  showUpTo(list, list.scrollHeight);
  await waitFor(() => expect(answers.get(lastPage)?.list.length).toBeGreaterThan(0));
  expect(calls.map((c) => c.current)).toEqual(['1', '2', lastPage]);
  const lastMembers = new Map((answers.get(lastPage)?.list ?? []).map((m) => [String(m.name), m]));
  await waitFor(() => expect(shownOptions()).not.toContain('Loading…'));
  const pick = [
    ...document.querySelectorAll<HTMLElement>('.ant-select-item-option:not(.ant-select-item-option-disabled)'),
  ].find((o) => lastMembers.has(String(o.getAttribute('title')).split(' · ')[0]));
  if (!pick) throw new Error('no member of the last page can be picked');
  const member = lastMembers.get(String(pick.getAttribute('title')).split(' · ')[0]) as Row;
  await user.click(pick);
  await user.click(within(dialog).getByRole('button', { name: 'Bind' }));
  await waitFor(() => expect(onSaved).toHaveBeenCalled());
  expect(
    getBackend()
      .db.table('dataDevice')
      .get(device.id as number)?.memberId,
  ).toBe(member.id);
});

it('searches by name on the server, asks for no page past the last; the member found stays picked, and the list opens whole again', async () => {
  const { calls, answers } = watchMemberPages();
  openBind();
  const user = userEvent.setup();
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('combobox'));
  await waitFor(() => expect(answers.get('1')?.list).toHaveLength(MEMBER_PICKER_PAGE));
  // A member further down the list than its first page, by a name no other member's holds.
  const firstPage = new Set(answers.get('1')?.list.map((m) => m.id));
  const members = getBackend().db.table('dataMember').all();
  const matchesOf = (name: string) => members.filter((m) => String(m.name).includes(name));
  const member = members.find((m) => !firstPage.has(m.id) && matchesOf(String(m.name)).length === 1);
  if (!member) throw new Error('no member with a name of its own past the first page');
  const name = String(member.name);
  const matching = matchesOf(name);
  await user.type(within(dialog).getByRole('combobox'), name);
  await waitFor(() => expect(shownOptions()).toHaveLength(matching.length));
  expect(shownOptions()).not.toContain('Loading…');
  // Typing went out once, after the pause, with the whole name.
  expect(calls.filter((c) => c.name !== null)).toEqual([{ current: '1', name }]);
  const list = optionList();
  showUpTo(list, list.scrollHeight);
  await settle();
  expect(calls.filter((c) => c.current === '2')).toEqual([]);
  // The member found is picked by name, and shows by name once the search is cleared.
  const option = document.querySelector<HTMLElement>('.ant-select-item-option') as HTMLElement;
  const label = String(option.getAttribute('title'));
  await user.click(option);
  // (Past the search's typing pause: a cleared search reads the whole list again.)
  await act(() => new Promise((r) => setTimeout(r, 400)));
  expect(within(dialog).getByTitle(label)).toHaveClass('ant-select-selection-item');
  // Opened again with the search box empty: the whole list again, the member still picked.
  await user.click(within(dialog).getByRole('combobox'));
  await waitFor(() => expect(shownOptions().length).toBeGreaterThan(matching.length));
  expect(within(dialog).getByTitle(label)).toHaveClass('ant-select-selection-item');
});

/** The server fails the next read of this page of members, once. */
const failOnce = (current: number) =>
  failGets('/dataMember/page', 1, (url) => url.searchParams.get('current') === String(current));

it('says when members could not be read, and reads them again on Retry, on scrolling back to them and on reopening', async () => {
  const { calls, answers } = watchMemberPages();
  openBind();
  const user = userEvent.setup();
  const dialog = await screen.findByRole('dialog');
  const picker = within(dialog).getByRole('combobox');

  // The first page fails: the list says so, not "no data", and Retry reads it.
  failOnce(1);
  await user.click(picker);
  expect(await screen.findByText('The members could not be loaded.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  await waitFor(() => expect(answers.get('1')?.list).toHaveLength(MEMBER_PICKER_PAGE));
  const list = optionList();
  await waitFor(() => expect(list.scrollHeight).toBeGreaterThan(0));
  const rowHeight = list.scrollHeight / (answers.get('1')?.total ?? 1);
  const pageHeight = MEMBER_PICKER_PAGE * rowHeight;

  // Page 2 fails: its rows say so; scrolled to again, it is read again.
  failOnce(2);
  showUpTo(list, pageHeight + 10);
  await waitFor(() => expect(shownOptions()).toContain('Not loaded: scroll here again to retry'));
  showUpTo(list, pageHeight + 20);
  await waitFor(() => expect(answers.get('2')?.list).toHaveLength(MEMBER_PICKER_PAGE));
  await waitFor(() => expect(shownOptions()).not.toContain('Not loaded: scroll here again to retry'));

  // Page 3 fails: the list opened again reads it again.
  failOnce(3);
  showUpTo(list, 2 * pageHeight + 10);
  await waitFor(() => expect(calls.filter((c) => c.current === '3')).toHaveLength(1));
  await waitFor(() => expect(shownOptions()).toContain('Not loaded: scroll here again to retry'));
  // Shut by a click elsewhere in the dialog, then opened again.
  await user.click(within(dialog).getByText(/^Type part of a name to search/));
  await waitFor(() => expect(picker).toHaveAttribute('aria-expanded', 'false'));
  await user.click(picker);
  await waitFor(() => expect(picker).toHaveAttribute('aria-expanded', 'true'));
  await waitFor(() => expect(answers.get('3')?.list).toHaveLength(MEMBER_PICKER_PAGE));
  expect(calls.filter((c) => c.current === '3')).toHaveLength(2);
});

it('tells two children of one name and grade apart by their guardian and birthday', async () => {
  const backend = getBackend();
  const twin = backend.db.table('dataMember').all()[0];
  backend.db
    .table('dataMember')
    .insert(
      { ...twin, id: undefined, guardianName: 'Another Guardian', birthday: '2017-02-03', deviceId: null },
      new Date().toISOString(),
    );
  openBind();
  const user = userEvent.setup();
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByRole('combobox'), String(twin.name));
  const title = `${twin.name} · ${twin.gradeName ?? backend.db.table('sysGrade').get(twin.gradeId as number)?.name}`;
  await waitFor(() => expect(screen.getAllByTitle(new RegExp(`^${title}`))).toHaveLength(2));
  const details = screen.getAllByTitle(new RegExp(`^${title}`)).map((o) => o.textContent);
  expect(details).toEqual(
    expect.arrayContaining([
      expect.stringContaining(`Guardian ${twin.guardianName} · born ${twin.birthday}`),
      expect.stringContaining('Guardian Another Guardian · born 2017-02-03'),
    ]),
  );
});
