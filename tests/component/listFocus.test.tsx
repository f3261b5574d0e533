/**
 * A write that takes a row out of a list, or saves one the list does not show:
 * - where the focus goes (src/components/crud/keepPlace.ts): the control that made it goes with
 *   its row (a switch, or the Edit the form gives the focus back to, after a save or a row deleted
 *   meanwhile). The row's Delete and the More menu's are checked with their pages (catalogues.test,
 *   member.test);
 * - the message naming a saved row that the list's page leaves out (shownAfterSave.ts);
 * - a rule moved up or down, whose row the refetched list moves (RuleTools.tsx).
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CATALOGUES } from '@/catalogues';
import CrudTable from '@/components/crud/CrudTable';
import { focusContentOnPageChange } from '@/components/focusTargets';
import { queryClient } from '@/services/query';
import { renderPage } from '../helpers';
import { getBackend } from '../msw';

describe('a row leaving a list under the keyboard', () => {
  it('switched off under an "enabled" filter: the focus goes on to the row now in its place', async () => {
    renderPage(<CrudTable view={CATALOGUES.sysWorry} />, { path: '/basic-settings/sysWorry?status=1' });
    const user = userEvent.setup();
    const [first] = await screen.findAllByRole('switch', { name: /^Status of / });
    const row = first.closest('tr') as HTMLElement;
    const next = row.nextElementSibling as HTMLElement;
    first.focus();
    await user.keyboard(' ');
    const confirm = await screen.findByRole('dialog');
    // The choice that loses nothing has the focus: a reflexive Enter disables nothing.
    await waitFor(() => expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(row).not.toBeInTheDocument());
    await waitFor(() => expect(within(next).getByRole('button', { name: 'Details' })).toHaveFocus());
  });

  it("the last one, switched off: the focus goes to the page's content at once, not to the page's body", async () => {
    const [only] = getBackend().db.table('sysWorry').all() as unknown as { name: string }[];
    renderPage(
      <main>
        <CrudTable view={CATALOGUES.sysWorry} />
      </main>,
      { path: `/basic-settings/sysWorry?status=1&name=${encodeURIComponent(only.name)}` },
    );
    const user = userEvent.setup();
    const switches = await screen.findAllByRole('switch', { name: /^Status of / });
    expect(switches).toHaveLength(1);
    switches[0].focus();
    await user.keyboard(' ');
    const confirm = await screen.findByRole('dialog');
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryAllByRole('switch', { name: /^Status of / })).toHaveLength(0));
    // (Past the first page, an emptied page would first move back one: that wait is 3 s.)
    await waitFor(() => expect(document.querySelector('main')).toHaveFocus(), { timeout: 1000 });
  });

  it('renamed out of a name filter: the focus goes on to the row now in its place', async () => {
    const rows = getBackend().db.table('sysWorry').all() as unknown as { name: string }[];
    // A filter that more than one row matches: a character the first two seeded names share.
    const [a, b] = rows;
    const common = [...a.name].find((ch) => b.name.includes(ch)) ?? '';
    renderPage(<CrudTable view={CATALOGUES.sysWorry} />, {
      path: `/basic-settings/sysWorry?name=${encodeURIComponent(common)}`,
    });
    const user = userEvent.setup();
    const [first, ...others] = await screen.findAllByRole('button', { name: 'Edit' });
    expect(others.length).toBeGreaterThan(0);
    const row = first.closest('tr') as HTMLElement;
    await user.click(first);
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByLabelText('Name');
    await waitFor(() => expect(name).not.toHaveValue(''));
    fireEvent.change(name, { target: { value: 'Renamed away' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(row).not.toBeInTheDocument());
    const inPlace = document.querySelector('tbody > tr[data-row-key]') as HTMLElement;
    await waitFor(() => expect(within(inPlace).getByRole('button', { name: 'Details' })).toHaveFocus());
    expect(await screen.findByText(elsewhere('Renamed away'))).toBeInTheDocument();
  });

  it('deleted meanwhile, its edit form closes saying so, and the focus goes on to the row now in its place: listed still at Save, or already gone from the list read again behind the form (Save, Escape)', async () => {
    renderPage(<CrudTable view={CATALOGUES.sysWorry} />, { path: '/basic-settings/sysWorry' });
    const user = userEvent.setup();
    const closings = [
      { readAgain: false, close: 'Save' },
      { readAgain: true, close: 'Save' },
      { readAgain: true, close: 'Escape' },
    ] as const;
    for (const { readAgain, close } of closings) {
      const [first] = await screen.findAllByRole('button', { name: 'Edit' });
      const row = first.closest('tr') as HTMLElement;
      const next = row.nextElementSibling as HTMLElement;
      first.focus();
      await user.keyboard('{Enter}');
      const dialog = await screen.findByRole('dialog');
      const name = within(dialog).getByLabelText('Name');
      await waitFor(() => expect(name).not.toHaveValue(''));
      fireEvent.change(name, { target: { value: `Edited too late (${close})` } });
      getBackend().db.table('sysWorry').remove(Number(row.dataset.rowKey));
      if (readAgain) {
        // Deleted in another tab: the list is read again behind the form, as on a return to the window.
        await act(() => queryClient.invalidateQueries());
        await waitFor(() => expect(row).not.toBeInTheDocument());
      }
      if (close === 'Save') {
        await user.click(within(dialog).getByRole('button', { name: 'Save' }));
        // (Said once here; the first round's message may still show in the next, which the form's
        // close tells apart: it closes on Save only when the server says the row is gone.)
        if (!readAgain) expect(await screen.findByText(/record does not exist/i)).toBeInTheDocument();
      } else {
        // (As a browser sends it: antd's dialog reads the key code, which user-event leaves at 0.)
        fireEvent.keyDown(name, { key: 'Escape', code: 'Escape', keyCode: 27 });
        // Something was typed: closing asks first.
        await user.click(await screen.findByRole('button', { name: 'Discard' }));
      }
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(row).not.toBeInTheDocument());
      await waitFor(() => expect(within(next).getByRole('button', { name: 'Details' })).toHaveFocus());
    }
  });
});

const elsewhere = (name: string) =>
  `"${name}" is saved, but this page of the list does not show it: its search or its order puts it elsewhere.`;

describe('a row saved where the list does not show it', () => {
  it('is named in a message; a row the list shows is not', async () => {
    renderPage(<CrudTable view={CATALOGUES.sysWorry} />, { path: '/basic-settings/sysWorry?name=Kept' });
    const user = userEvent.setup();
    const add = async (name: string) => {
      await user.click(await screen.findByRole('button', { name: /New/ }));
      const dialog = await screen.findByRole('dialog');
      fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: name } });
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    };
    // The search keeps it: it shows, and nothing more is said than "Saved".
    await add('Kept in view');
    expect(await screen.findByText('Kept in view')).toBeInTheDocument();
    // The search leaves it out: the message says where it went.
    await add('Out of view');
    expect(await screen.findByText(elsewhere('Out of view'))).toBeInTheDocument();
    expect(screen.queryByText(elsewhere('Kept in view'))).toBeNull();
    expect(
      getBackend()
        .db.table('sysWorry')
        .all()
        .some((r) => r.name === 'Out of view'),
    ).toBe(true);
  });
});

describe('a move to another page', () => {
  /** A page's content with a link that leads away; the link leaves with the page, as in the app. */
  function pageWithLink() {
    document.body.innerHTML = '<main><a href="/next">next</a></main>';
    const link = document.querySelector('a') as HTMLElement;
    link.focus();
    return link;
  }
  const leave = (link: HTMLElement) => link.remove();
  // A watch left running (the focus put on a field never falls) would act in the next test: a new
  // first page ends it.
  afterEach(() => focusContentOnPageChange('/', true));

  it("puts the focus on the new page's content when it fell with the control that led there", async () => {
    focusContentOnPageChange('/member', true);
    const link = pageWithLink();
    focusContentOnPageChange('/device', false);
    leave(link);
    await waitFor(() => expect(document.querySelector('main')).toHaveFocus());
  });

  it('catches a fall seconds later (a sign-in form that leaves once the first page is in), but not after a press of the pointer', () => {
    jest.useFakeTimers();
    try {
      focusContentOnPageChange('/login', true);
      let link = pageWithLink();
      focusContentOnPageChange('/member', false);
      jest.advanceTimersByTime(3_000);
      expect(link).toHaveFocus();
      leave(link);
      jest.advanceTimersByTime(100);
      expect(document.querySelector('main')).toHaveFocus();

      // A click on the new page's background puts the focus on the body on purpose.
      link = pageWithLink();
      focusContentOnPageChange('/device', false);
      link.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
      leave(link);
      jest.advanceTimersByTime(500);
      expect(document.body).toHaveFocus();
    } finally {
      jest.useRealTimers();
    }
  });

  it('leaves it where it is: on the first page of a visit, on a change of query alone, and on a control', async () => {
    focusContentOnPageChange('/account', true);
    let link = pageWithLink();
    // The same page with another query (a list's page): no move.
    focusContentOnPageChange('/account', false);
    leave(link);
    await new Promise((r) => setTimeout(r, 150));
    expect(document.body).toHaveFocus();

    link = pageWithLink();
    focusContentOnPageChange('/training-record', false);
    // The new page put the focus somewhere itself.
    const field = document.createElement('input');
    document.querySelector('main')?.append(field);
    field.focus();
    leave(link);
    await new Promise((r) => setTimeout(r, 150));
    expect(field).toHaveFocus();
  });
});

describe('a rule moved by keyboard', () => {
  const down = 'Lower priority (move down)';
  const up = 'Raise priority (move up)';
  const rows = () => Array.from(document.querySelectorAll<HTMLElement>('tbody > tr[data-row-key]'));
  const rowOf = (key: string) => document.querySelector(`tbody > tr[data-row-key="${key}"]`) as HTMLElement;
  const placeOf = (key: string) => rows().findIndex((row) => row.dataset.rowKey === key);

  it("keeps the focus on the button pressed, in the rule's new place, and there at the end, where it moves nothing", async () => {
    renderPage(<CrudTable view={CATALOGUES['cognitive/training-rule1']} />, {
      path: '/basic-settings/cognitive/training-rule1',
    });
    const user = userEvent.setup();
    await screen.findAllByRole('button', { name: down });
    const count = rows().length;
    expect(count).toBeGreaterThan(2);
    const key = rows()[count - 3].dataset.rowKey as string;
    within(rowOf(key)).getByRole('button', { name: down }).focus();

    // Enter, and Enter again: the rule goes down a place each time, the focus with it.
    await user.keyboard('{Enter}');
    await waitFor(() => expect(placeOf(key)).toBe(count - 2));
    await waitFor(() => expect(within(rowOf(key)).getByRole('button', { name: down })).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(placeOf(key)).toBe(count - 1));
    // At the bottom its way down is unavailable, and keeps the focus: Enter moves nothing and says why.
    const atBottom = within(rowOf(key)).getByRole('button', { name: down });
    await waitFor(() => expect(atBottom).toHaveFocus());
    expect(atBottom).toHaveAttribute('aria-disabled', 'true');
    expect(within(rowOf(key)).getByRole('button', { name: up })).not.toHaveAttribute('aria-disabled');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('This rule already has the lowest priority')).toBeInTheDocument();
    expect(placeOf(key)).toBe(count - 1);
    expect(atBottom).toHaveFocus();
  });
});
