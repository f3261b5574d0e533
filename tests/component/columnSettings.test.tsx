/**
 * A list's column settings (ListOptions.tsx's ColumnsOption, ColumnsPanel.tsx): every control
 * named in the list's language, columns hidden, moved and pinned by buttons, Reset, and the choice
 * kept in localStorage under the key ProTable kept it in. ProTable's own popover named each
 * checkbox "Select tree node" in either language and moved a column by dragging only.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AccountPage from '@/pages/Account';
import { type Locale, renderPage } from '../helpers';

const KEY = 'columns:dataAccountInfo:account';

function renderList(locale: Locale = 'en-US') {
  return renderPage(<AccountPage />, { path: '/account', route: '/account', locale });
}

/** The list's column headers, in order (the selection column's, which has no text, left out). */
const headers = () =>
  screen
    .getAllByRole('columnheader')
    .map((h) => h.textContent?.trim() ?? '')
    .filter(Boolean);

/** The account list's own columns, in its own order. */
const OWN_COLUMNS = ['Name', 'Account', 'Phone', 'E-mail', 'Level', 'Status', 'Last sign-in', 'Created', 'Actions'];

const stored = () => JSON.parse(window.localStorage.getItem(KEY) ?? 'null');

/** Opens the column settings by their button; returns the list of columns. */
async function open(user: ReturnType<typeof userEvent.setup>, name = 'Columns') {
  await user.click(await screen.findByRole('button', { name }));
  return screen.findByRole('group', { name });
}

afterEach(() => window.localStorage.removeItem(KEY));

describe('the column settings', () => {
  it('hide, move and pin a column by named controls; the choice is kept for the list; Reset brings its own back', async () => {
    const user = userEvent.setup({ delay: null });
    const first = renderList();
    await screen.findByText('viewer');
    expect(headers()).toEqual(OWN_COLUMNS);
    const list = await open(user);

    // Hide: each column's checkbox is named by its title.
    await user.click(within(list).getByRole('checkbox', { name: 'E-mail' }));
    await waitFor(() => expect(headers()).not.toContain('E-mail'));
    expect(stored()).toMatchObject({ email: { show: false } });
    expect(within(list).getByRole('checkbox', { name: 'E-mail' })).not.toBeChecked();

    // Move: buttons named with the column; the focus stays on the one pressed.
    const up = within(list).getByRole('button', { name: 'Move Phone up' });
    await user.click(up);
    await waitFor(() => expect(headers().slice(0, 3)).toEqual(['Name', 'Phone', 'Account']));
    expect(within(list).getByRole('button', { name: 'Move Phone up' })).toHaveFocus();
    // At the start of its group it stays where it is (the name keeps the left end).
    await user.click(within(list).getByRole('button', { name: 'Move Phone up' }));
    expect(headers().slice(0, 3)).toEqual(['Name', 'Phone', 'Account']);

    // Pin: one choice of three, named with the column; pinned right, it goes before the actions.
    const pin = within(list).getByRole('radiogroup', { name: 'Pin Status' });
    expect(within(pin).getByRole('radio', { name: 'None' })).toBeChecked();
    await user.click(within(pin).getByRole('radio', { name: 'Right' }));
    await waitFor(() => expect(headers().slice(-2)).toEqual(['Status', 'Actions']));
    expect(stored()).toMatchObject({ status: { fixed: 'right' }, phone: { show: true } });

    // The list's own pinned columns (its name, its actions) keep their place: hidden, not moved.
    expect(within(list).queryByRole('button', { name: 'Move Name up' })).not.toBeInTheDocument();
    expect(within(list).queryByRole('radiogroup', { name: 'Pin Actions' })).not.toBeInTheDocument();
    expect(within(list).getAllByText('Pinned left')).toHaveLength(1);
    expect(within(list).getAllByText('Pinned right')).toHaveLength(1);
    const shown = headers();

    // Kept across a new visit (a reload), from localStorage.
    first.unmount();
    const second = renderList();
    await screen.findByText('viewer');
    expect(headers()).toEqual(shown);

    // Show all, then Reset: the list's own columns, order and pinning, and nothing stored.
    const again = await open(user);
    const all = within(again).getByRole('checkbox', { name: 'Show all' });
    expect(all).toBePartiallyChecked();
    await user.click(all);
    await waitFor(() => expect(headers()).toContain('E-mail'));
    await user.click(within(again).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(headers()).toEqual(OWN_COLUMNS));
    expect(window.localStorage.getItem(KEY)).toBeNull();
    second.unmount();
  });

  it('names every control in Chinese', async () => {
    const user = userEvent.setup({ delay: null });
    renderList('zh-CN');
    await screen.findByText('viewer');
    const list = await open(user, '列设置');
    await user.click(within(list).getByRole('checkbox', { name: '邮箱' }));
    await waitFor(() => expect(headers()).not.toContain('邮箱'));
    expect(within(list).getByRole('checkbox', { name: '全部显示' })).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: '重置' })).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: '将“手机号”列上移' }));
    await waitFor(() => expect(headers().slice(0, 3)).toEqual(['姓名', '手机号', '账号']));
    expect(within(list).getByRole('button', { name: '将“手机号”列下移' })).toBeInTheDocument();
    const pin = within(list).getByRole('radiogroup', { name: '固定“状态”列' });
    expect(
      within(pin)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['左侧', '不固定', '右侧']);
    expect(within(list).getByText('固定在左侧')).toBeInTheDocument();
    expect(within(list).getByText('固定在右侧')).toBeInTheDocument();
    // No English left from the library.
    expect(list.textContent).not.toMatch(/[A-Za-z]{3}/);
  });

  it('by keyboard: Enter opens it with the focus inside, Escape closes it and gives the focus back', async () => {
    const user = userEvent.setup({ delay: null });
    renderList();
    await screen.findByText('viewer');
    const button = screen.getByRole('button', { name: 'Columns' });
    button.focus();
    await user.keyboard('{Enter}');
    const list = await screen.findByRole('group', { name: 'Columns' });
    await waitFor(() => expect(within(list).getByRole('checkbox', { name: 'Show all' })).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(button).toHaveFocus();
    // (antd hides a closed popover by its class.)
    await waitFor(() => expect(list.closest('[class*="-hidden"]')).not.toBeNull());
  });
});
