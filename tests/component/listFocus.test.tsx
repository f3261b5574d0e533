/**
 * Where the focus goes when a write takes a row out of a list (src/components/crud/keepPlace.ts):
 * the control that made it goes with its row. The row's Delete and the More menu's are checked
 * with their pages (catalogues.test, member.test).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CATALOGUES } from '@/catalogues';
import CrudTable from '@/components/crud/CrudTable';
import { renderPage } from '../helpers';

describe('a row leaving a list under the keyboard', () => {
  it('switched off under an "enabled" filter: the focus goes on to the row now in its place', async () => {
    renderPage(<CrudTable view={CATALOGUES.sysWorry} />, { path: '/basic-settings/sysWorry?status=1' });
    const user = userEvent.setup();
    const [first] = await screen.findAllByRole('switch', { name: /^Status of / });
    const row = first.closest('tr') as HTMLElement;
    const next = row.nextElementSibling as HTMLElement;
    first.focus();
    await user.keyboard(' ');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(row).not.toBeInTheDocument());
    await waitFor(() => expect(within(next).getByRole('button', { name: 'Details' })).toHaveFocus());
  });
});
