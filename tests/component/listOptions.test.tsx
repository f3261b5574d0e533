/**
 * The list toolbar's column settings by keyboard (ListOptions.tsx): the list is drawn in a
 * popover at the end of the page, so a focus that leaves it by Tab went to the document's far end
 * and left it open. The browser suite checks a forward Tab and Escape (keyboard.test).
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CATALOGUES } from '@/catalogues';
import CrudTable from '@/components/crud/CrudTable';
import { renderPage } from '../helpers';

/** The open column list (antd hides a closed popover by its class). */
const columnList = () =>
  screen.queryAllByRole('group', { name: 'Columns' }).find((list) => !list.closest('[class*="-hidden"]'));

describe('the column settings by keyboard', () => {
  it('Shift+Tab before the first of its controls closes the list and gives the focus back to Columns', async () => {
    renderPage(<CrudTable view={CATALOGUES.sysWorry} />, { path: '/basic-settings/sysWorry' });
    const user = userEvent.setup();
    const columns = await screen.findByRole('button', { name: 'Columns' });
    columns.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(columnList()?.contains(document.activeElement)).toBe(true));
    await user.tab({ shift: true });
    expect(columns).toHaveFocus();
    await waitFor(() => expect(columnList()).toBeUndefined());
  });
});
