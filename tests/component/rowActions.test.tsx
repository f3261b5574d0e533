/**
 * What a row mounts only when asked for, the element the user is on staying the same: its "More"
 * menu (src/components/crud/RowActions.tsx), its Delete's confirmation
 * (src/components/ConfirmPopover.tsx) and a time cell's tooltip (src/components/HoverTip.tsx).
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import FieldValue from '@/components/crud/FieldValue';
import RowActions from '@/components/crud/RowActions';
import type { RowAction } from '@/components/crud/types';
import { renderInApp } from '../helpers';

const rowActions = (chosen: string[]): RowAction[] =>
  ['Details', 'Edit', 'Records', 'Cycles'].map((label) => ({ key: label, label, onClick: () => chosen.push(label) }));

/** Whether a row's menu is open (its trigger marked so; jsdom ends no closing animation). */
const isOpen = () => document.querySelector('.ant-dropdown-open') !== null;

/**
 * Waits for an opened menu to take the focus, as antd's autoFocus does three frames after it opens
 * (a user sees it before acting): a frame left pending would take the focus from what comes next.
 */
const focusInMenu = () => waitFor(() => expect(document.activeElement).toHaveAttribute('role', 'menuitem'));

describe('a row\'s "More" menu', () => {
  it('is mounted on the first press of its button, which stays the same element and gets the focus back after a choice', async () => {
    const chosen: string[] = [];
    renderInApp(
      <div>
        {['Li Lei', 'Han Meimei', 'Wang Fang'].map((name) => (
          <RowActions key={name} actions={rowActions(chosen)} compact={false} rowName={name} />
        ))}
      </div>,
    );
    const user = userEvent.setup();
    // No row carries a menu (antd's trigger, its hooks and size observer) before it is asked for.
    expect(document.querySelector('.ant-dropdown-trigger')).toBeNull();
    const more = screen.getByRole('button', { name: 'More actions for Han Meimei' });
    await user.click(more);
    expect(await screen.findByRole('menuitem', { name: 'Records' })).toBeInTheDocument();
    await focusInMenu();
    expect(document.querySelectorAll('.ant-dropdown-trigger')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'More actions for Han Meimei' })).toBe(more);

    // Pressed again it closes, and once more it opens.
    await user.click(more);
    await waitFor(() => expect(isOpen()).toBe(false));
    await user.click(more);
    await waitFor(() => expect(isOpen()).toBe(true));
    await focusInMenu();
    await user.click(more);
    await waitFor(() => expect(isOpen()).toBe(false));

    // From the keyboard: Enter opens it, an entry chosen runs its action and the focus is back.
    more.focus();
    await user.keyboard('{Enter}');
    await focusInMenu();
    await user.click(screen.getByRole('menuitem', { name: 'Cycles' }));
    expect(chosen).toEqual(['Cycles']);
    await waitFor(() => expect(isOpen()).toBe(false));
    expect(more).toHaveFocus();
  });
});

describe("a row's Delete", () => {
  it('asks first, with the focus on Cancel and no picture read out; Escape, Cancel and the button close it, Enter and the button open it; Delete runs', async () => {
    const removed: string[] = [];
    const actions = (name: string): RowAction[] => [
      { key: 'detail', label: 'Details', onClick: () => undefined },
      { key: 'delete', label: 'Delete', danger: true, confirm: `Delete "${name}"?`, onClick: () => removed.push(name) },
    ];
    renderInApp(
      <div>
        {['Li Lei', 'Han Meimei'].map((name) => (
          <RowActions key={name} actions={actions(name)} compact={false} rowName={name} />
        ))}
      </div>,
    );
    const user = userEvent.setup();
    // (The confirmation is mounted on the first press, over the same button.)
    const [, second] = screen.getAllByRole('button', { name: 'Delete' });
    await user.click(second);
    expect(await screen.findByText('Delete "Han Meimei"?')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    expect(screen.getAllByRole('button', { name: 'Delete' })[1]).toBe(second);
    // Its picture is not read out under antd's English name ("exclamation-circle").
    expect(screen.queryAllByRole('img')).toEqual([]);

    // Escape closes it and gives the focus back; Enter on the button opens it again.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(second).toHaveFocus());
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    // Pressed again with the mouse, it closes; once more, it opens.
    await user.click(second);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull());
    await user.click(second);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    // Cancel clicked: closed, the focus back on the button, and Enter opens it again.
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(second).toHaveFocus());
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());

    // Tab goes round the popup's two buttons, either way, and never out of it.
    const popup = screen.getByText('Delete "Han Meimei"?').closest('.ant-popover') as HTMLElement;
    const [cancel, confirm] = within(popup).getAllByRole('button');
    await user.tab();
    expect(confirm).toHaveFocus();
    await user.tab();
    expect(cancel).toHaveFocus();
    await user.tab({ shift: true });
    expect(confirm).toHaveFocus();

    // The popup's Delete runs the action, for this row only.
    await user.click(within(popup).getByRole('button', { name: 'Delete' }));
    expect(removed).toEqual(['Han Meimei']);
    await waitFor(() => expect(second).toHaveFocus());
  });
});

describe("a time cell's tooltip", () => {
  it('gives the time to the second on hover (the tooltip is mounted then), the text staying the same element', async () => {
    const at = '2026-12-05T04:29:07.000Z';
    renderInApp(<FieldValue value={at} schema={{ kind: 'datetime' }} input="dateTime" />);
    const user = userEvent.setup();
    const text = screen.getByText(dayjs(at).format('YYYY-MM-DD HH:mm'));
    await user.hover(text);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(dayjs(at).format('YYYY-MM-DD HH:mm:ss'));
    expect(screen.getByText(dayjs(at).format('YYYY-MM-DD HH:mm'))).toBe(text);
    await user.unhover(text);
    await waitFor(() => expect(document.querySelector('.ant-tooltip')).toHaveClass('ant-tooltip-hidden'));
    await user.hover(text);
    await waitFor(() => expect(document.querySelector('.ant-tooltip')).not.toHaveClass('ant-tooltip-hidden'));
  });

  it('closes when the pointer has left before it was drawn (a quick sweep over a column)', async () => {
    const at = '2026-12-05T04:29:07.000Z';
    renderInApp(<FieldValue value={at} schema={{ kind: 'datetime' }} input="dateTime" />);
    const text = screen.getByText(dayjs(at).format('YYYY-MM-DD HH:mm'));
    // Both events before React draws anything: the tooltip is mounted after the pointer has gone.
    act(() => {
      fireEvent.mouseEnter(text);
      fireEvent.mouseLeave(text);
    });
    await act(async () => {});
    expect(document.querySelector('.ant-tooltip:not(.ant-tooltip-hidden)')).toBeNull();
  });
});
