import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DevicePage from '@/pages/Device';
import { renderPage } from '../helpers';
import { getBackend } from '../msw';

/** The first page of a device list (sorted by serial number), as the table shows it. */
const firstPage = (rows: Record<string, unknown>[]) =>
  [...rows].sort((a, b) => String(a.sn).localeCompare(String(b.sn))).slice(0, 10);

describe('/device', () => {
  it('lists unbound devices from the URL filter with bind actions and relative last-online times', async () => {
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

    await user.click(screen.getByRole('button', { name: `More actions for ${unbound[0].sn}` }));
    const menu = await screen.findByRole('menu');
    const bind = within(menu).getByRole('menuitem', { name: 'Bind' });
    // A disabled headband cannot be bound: the action is there, disabled.
    if (unbound[0].status === 0) expect(bind).toHaveAttribute('aria-disabled', 'true');
    else expect(bind).not.toHaveAttribute('aria-disabled', 'true');
    expect(within(menu).queryByRole('menuitem', { name: 'Unbind' })).not.toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Records' })).toBeInTheDocument();
  });

  it('unbinds a bound device after asking whether to', async () => {
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
    await user.click(await screen.findByRole('button', { name: `More actions for ${device.sn}` }));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Unbind' }));
    const dialog = await screen.findByRole('dialog', { name: `Unbind device ${device.sn} from ${member?.name}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Unbind' }));
    expect(await screen.findByText(`Device ${device.sn} unbound`)).toBeInTheDocument();
    expect(
      getBackend()
        .db.table('dataDevice')
        .get(device.id as number)?.memberId,
    ).toBeNull();
  });
});
