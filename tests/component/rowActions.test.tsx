/**
 * A row's "More" menu (src/components/crud/RowActions.tsx) is mounted when its button is first
 * pressed, not with every row, and that button stays the element the user is on.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
