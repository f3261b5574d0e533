import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import DevicePage from '@/pages/Device';
import { callBackend, renderPage, signInAs } from '../helpers';
import { getBackend } from '../msw';

/** The first page of a device list (sorted by serial number), as the table shows it. */
const firstPage = (rows: Record<string, unknown>[]) =>
  [...rows].sort((a, b) => String(a.sn).localeCompare(String(b.sn))).slice(0, 10);

/** Picks the first member the bind dialog's picker offers. */
async function pickFirstMember(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.click(within(dialog).getByRole('combobox'));
  const option = await waitFor(() => {
    const found = document.querySelector<HTMLElement>('.ant-select-item-option:not(.ant-select-item-option-disabled)');
    if (!found) throw new Error('no member to pick');
    return found;
  });
  await user.click(option);
}

describe('/device', () => {
  it('lists unbound devices from the URL filter with bind actions and relative last-online times; a headband bound leaves it, the focus staying in the list', async () => {
    const unbound = firstPage(
      getBackend()
        .db.table('dataDevice')
        .all()
        .filter((d) => d.memberId == null),
    );
    const user = userEvent.setup();
    renderPage(<DevicePage />, { who: 'admin', path: '/device?bound=0' });
    // Bind, Records and Delete fold into each row's "More" menu.
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: /^More actions for / }).length).toBe(unbound.length),
    );
    expect(screen.getByText(unbound[0].sn as string)).toBeInTheDocument();
    expect(screen.getAllByText(/ago$/).length).toBeGreaterThan(0);

    // A disabled headband cannot be bound: the action is there, disabled, with the reason shown
    // under it and read out with it (a disabled menu entry takes no focus: no tooltip could say it).
    const disabled = unbound.find((d) => d.status === 0);
    const enabled = unbound.find((d) => d.status === 1);
    if (!disabled || !enabled) throw new Error('the seed lost its unbound headbands, disabled and enabled');
    await user.click(screen.getByRole('button', { name: `More actions for ${disabled.sn}` }));
    let menu = await screen.findByRole('menu');
    const bind = within(menu).getByRole('menuitem', { name: 'Bind Enable the device before binding it' });
    expect(bind).toHaveAttribute('aria-disabled', 'true');
    expect(within(bind).getByText('Enable the device before binding it')).toBeVisible();
    expect(within(menu).queryByRole('menuitem', { name: 'Unbind' })).not.toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Records' })).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: `More actions for ${enabled.sn}` }));
    await waitFor(() => {
      // (The first menu may still be closing: the new one comes after it.)
      menu = screen.getAllByRole('menu').at(-1) as HTMLElement;
      expect(within(menu).getByRole('menuitem', { name: 'Bind' })).not.toHaveAttribute('aria-disabled', 'true');
    });
    // Bound to no one, it can be deleted.
    expect(within(menu).getByRole('menuitem', { name: 'Delete' })).not.toHaveAttribute('aria-disabled', 'true');

    // Bound to no one: said at the picker, the dialog stays (a rejection left unhandled would fail
    // the test).
    await user.click(within(menu).getByRole('menuitem', { name: 'Bind' }));
    const dialog = await screen.findByRole('dialog', { name: `Bind device ${enabled.sn} to a member` });
    // Opened (its opening puts the focus in the picker): the button, clicked, takes the focus.
    await waitFor(() => expect(within(dialog).getByRole('combobox')).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'Bind' }));
    expect(await within(dialog).findByText('Please select Bound member')).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
    // The focus goes from the button back to the picker.
    expect(within(dialog).getByRole('combobox')).toHaveFocus();

    // Bound, the headband leaves the list of unbound ones, its More with it: the focus goes to the
    // commands of the row in its place, not to the page's body.
    await pickFirstMember(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Bind' }));
    expect(await screen.findByText(`Device ${enabled.sn} bound`)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: `More actions for ${enabled.sn}` })).toBeNull());
    await waitFor(() => expect(document.activeElement?.closest('.crud-row-actions')).not.toBeNull());

    // A relative time gives its row's time to the second on hover. (Last: in tests every antd
    // popup's id is "test-id", so an open tooltip would name the dialogs opened after it.)
    const ago = screen.getAllByText(/ago$/)[0];
    const seen = unbound.find(
      (d) => d.lastOnlineTime && dayjs(d.lastOnlineTime as string).toISOString() === ago.getAttribute('datetime'),
    );
    if (!seen) throw new Error("the first relative time is no unbound headband's last time online");
    await user.hover(ago);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      dayjs(seen.lastOnlineTime as string).format('YYYY-MM-DD HH:mm:ss'),
    );
  });

  it('gives a last time online to the second in the details, where a keyboard can read it', async () => {
    const user = userEvent.setup();
    // As the server answers them: a headband online is "seen now".
    const listed = callBackend<Record<string, unknown>[]>(signInAs('admin'), 'GET', '/dataDevice/list').data;
    const device = firstPage(
      listed.filter((d) => !d.online && d.lastOnlineTime && dayjs().diff(dayjs(d.lastOnlineTime as string), 'day') > 2),
    )[0];
    renderPage(<DevicePage />, { who: 'admin', path: `/device?sn=${device.sn}` });
    const row = (await screen.findByText(device.sn as string)).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Details' }));
    const drawer = await screen.findByRole('dialog', { name: 'Device details' });
    // The focus is in the box that scrolls, so that the keys scroll a long history at once.
    await waitFor(() => expect(document.activeElement).toHaveStyle({ overflow: 'auto' }));
    expect(drawer).toContainElement(document.activeElement as HTMLElement);
    const exact = dayjs(device.lastOnlineTime as string).format('YYYY-MM-DD HH:mm:ss');
    const shownFor = (label: string) => within(drawer).getByText(label).closest('tr')?.querySelector('td');
    // Its words as in the list, and the time below them, without a hover.
    await waitFor(() => expect(shownFor('Last online')).toHaveTextContent(/^\d+ days ago/));
    expect(shownFor('Last online')).toHaveTextContent(new RegExp(`ago${exact}$`));
    expect(shownFor('Created')).toHaveTextContent(dayjs(device.createTime as string).format('YYYY-MM-DD HH:mm:ss'));
  });

  it('unbinds a bound device after asking whether to; a bound one cannot be deleted', async () => {
    const device = firstPage(
      getBackend()
        .db.table('dataDevice')
        .all()
        .filter((d) => d.memberId != null),
    )[0];
    const member = getBackend()
      .db.table('dataMember')
      .get(device.memberId as number);
    const user = userEvent.setup();
    renderPage(<DevicePage />, { who: 'admin', path: '/device?bound=1' });
    const more = await screen.findByRole('button', { name: `More actions for ${device.sn}` });
    // The bound member's name keeps to one cut line, whole in its title: a long one pushed the
    // next columns under the pinned actions.
    const name = within(more.closest('tr') as HTMLElement).getByRole('link', { name: String(member?.name) });
    expect(name.closest('.crud-text-cell')).toHaveAttribute('title', String(member?.name));
    await user.click(more);
    const menu = await screen.findByRole('menu');
    // Opened with the focus in it, so the arrow keys go through its entries.
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
    // Still in use: its Delete says what to do first, as the server would refuse it.
    expect(within(menu).getByRole('menuitem', { name: 'Delete Unbind the device before deleting it' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(within(menu).getByRole('menuitem', { name: 'Unbind' }));
    const dialog = await screen.findByRole('dialog', { name: `Unbind device ${device.sn} from ${member?.name}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Unbind' }));
    expect(await screen.findByText(`Device ${device.sn} unbound`)).toBeInTheDocument();
    // Its row leaves the list of bound headbands, its More with it: the focus goes to the commands
    // of the row in its place, not to the page's body.
    await waitFor(() => expect(screen.queryByRole('button', { name: `More actions for ${device.sn}` })).toBeNull());
    await waitFor(() => expect(document.activeElement?.closest('.crud-row-actions')).not.toBeNull());
    expect(
      getBackend()
        .db.table('dataDevice')
        .get(device.id as number)?.memberId,
    ).toBeNull();
  });

  it('closes the bind dialog when the headband was deleted meanwhile, saying so; the list loses it and keeps the focus in place', async () => {
    const device = firstPage(
      getBackend()
        .db.table('dataDevice')
        .all()
        .filter((d) => d.memberId == null && d.status === 1),
    )[0];
    const user = userEvent.setup();
    renderPage(<DevicePage />, { who: 'admin', path: '/device?bound=0' });
    await user.click(await screen.findByRole('button', { name: `More actions for ${device.sn}` }));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Bind' }));
    const dialog = await screen.findByRole('dialog', { name: `Bind device ${device.sn} to a member` });
    await pickFirstMember(user, dialog);

    // Another administrator deletes the headband while the dialog is open.
    expect(callBackend(signInAs('admin'), 'POST', '/dataDevice/delete', { id: device.id }).statusCode).toBe(200);
    await user.click(within(dialog).getByRole('button', { name: 'Bind' }));
    // Nothing is left to bind: the dialog goes, the request layer says why, the row leaves.
    expect(await screen.findByText('Record does not exist')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: `Bind device ${device.sn} to a member` })).toBeNull(),
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: `More actions for ${device.sn}` })).toBeNull());
    // The focus goes to the commands of the row in its place, as after a bind, not to the page's body.
    await waitFor(() => expect(document.activeElement?.closest('.crud-row-actions')).not.toBeNull());
  });
});
