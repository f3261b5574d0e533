import { act, cleanup, fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getIntl, RawIntlProvider, setLocale } from '@umijs/max';
import dayjs from 'dayjs';
import { HttpResponse, http } from 'msw';
import { type ReactNode, useState } from 'react';
import { CATALOGUES } from '@/catalogues';
import CrudForm from '@/components/crud/CrudForm';
import type { ResourceView } from '@/components/crud/types';
import { useResourceFields } from '@/components/crud/useResourceFields';
import { accountView } from '@/pages/Account/view';
import { deviceView } from '@/pages/Device/view';
import { scoreView } from '@/pages/Member/Score';
import { memberView } from '@/pages/Member/view';
import type { Member, MemberScore } from '@/schema/member';
import type { BaseRow } from '@/schema/types';
import { renderInApp, signInAs } from '../helpers';
import { getBackend, holdPosts, server, watchCalls } from '../msw';
import { signIn as backendSignIn } from '../unit/backendSession';

const ACCOUNTS = accountView(1);

let rerenderList: () => void = () => {};

/** The add form over a list that re-renders: each render hands it the list's current fields. */
function ListWithForm() {
  const [renders, setRenders] = useState(0);
  rerenderList = () => setRenders((n) => n + 1);
  const fields = useResourceFields(ACCOUNTS);
  return (
    <>
      <span>{`renders: ${renders}`}</span>
      <CrudForm view={ACCOUNTS} fields={fields} editing="new" onClose={() => {}} onSaved={() => {}} />
    </>
  );
}

describe('the add / edit form over a list', () => {
  it('keeps what was typed when the list behind it re-renders', async () => {
    const user = userEvent.setup({ delay: null });
    signInAs('admin');
    renderInApp(<ListWithForm />);
    const dialog = await screen.findByRole('dialog', { name: 'New account' });
    await user.type(within(dialog).getByLabelText('Password'), 'Secret123');
    await user.type(within(dialog).getByLabelText('Name'), 'Coach Wang');
    for (const renders of [1, 2]) {
      act(() => rerenderList());
      await screen.findByText(`renders: ${renders}`);
    }
    expect(within(dialog).getByLabelText('Password')).toHaveValue('Secret123');
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Coach Wang');
  });

  it('gives the same fields on every render once the reference options are in', async () => {
    signInAs('admin');
    setLocale('en-US', false);
    const view = memberView(() => '', { records: true, devices: true });
    const intl = getIntl('en-US');
    const wrapper = ({ children }: { children: ReactNode }) => (
      <RawIntlProvider value={intl}>{children}</RawIntlProvider>
    );
    const { result, rerender } = renderHook(() => useResourceFields(view), { wrapper });
    await waitFor(() => expect(result.current.every((f) => !f.loading)).toBe(true));
    const first = result.current;
    rerender();
    rerender();
    expect(result.current).toBe(first);
  });
});

const MEMBERS = memberView(() => '', { records: true, devices: true });

/** The member form on its own, adding or editing a member. */
function MemberForm({
  editing,
  onSaved = () => {},
  onClose = () => {},
}: {
  editing: Member | 'new';
  onSaved?: (row: Member) => void;
  onClose?: () => void;
}) {
  const fields = useResourceFields(MEMBERS);
  return <CrudForm view={MEMBERS} fields={fields} editing={editing} onClose={onClose} onSaved={onSaved} />;
}

/** The member form as a list opens it: closed, then opened on a row or for a new one, then closed again. */
function ReopenedMemberForm({ rows }: { rows: Member[] }) {
  const [editing, setEditing] = useState<Member | 'new' | undefined>(undefined);
  const fields = useResourceFields(MEMBERS);
  return (
    <>
      {rows.map((row) => (
        <button key={row.id} type="button" onClick={() => setEditing(row)}>{`edit ${row.id}`}</button>
      ))}
      <button type="button" onClick={() => setEditing('new')}>
        add
      </button>
      <CrudForm
        view={MEMBERS}
        fields={fields}
        editing={editing}
        onClose={() => setEditing(undefined)}
        onSaved={() => setEditing(undefined)}
      />
    </>
  );
}

describe('a refused save', () => {
  /** Opens the add form of accounts and saves a new account named `account`. */
  async function saveAccount(account: string) {
    const user = userEvent.setup({ delay: null });
    signInAs('admin');
    renderInApp(<ListWithForm />);
    const dialog = await screen.findByRole('dialog', { name: 'New account' });
    // Opened: Save, clicked, takes the focus (which the opening would otherwise move after it).
    await waitFor(() => expect(within(dialog).getByLabelText('Account')).toHaveFocus());
    const fill = (label: string, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    fill('Account', account);
    fill('Name', 'Coach Wang');
    fill('E-mail', 'wang@example.com');
    fill('Password', 'Secret123');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    return dialog;
  }

  it('says a taken account once, at its field, and keeps what was typed', async () => {
    const dialog = await saveAccount('operator');
    expect(await within(dialog).findByText('This account already exists')).toBeInTheDocument();
    // The focus leaves Save for the field at fault, where the reason is read out.
    expect(within(dialog).getByLabelText('Account')).toHaveFocus();
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Coach Wang');
    // No toast beside it in other words (the server's "Account already exists").
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(document.querySelector('.ant-message-notice, .ant-notification-notice')).toBeNull();
  });

  it('puts each reason on its field and says, once, the ones no field of the form holds', async () => {
    server.use(
      http.post('*/dataAccountInfo/add', () =>
        HttpResponse.json({ statusCode: 400, errors: { name: 'Too odd', quota: 'Quota reached', other: 'Try later' } }),
      ),
    );
    const dialog = await saveAccount('newcoach');
    expect(await within(dialog).findByText('Too odd')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveFocus();
    expect(await screen.findByText('Quota reached | Try later')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Account')).toHaveValue('newcoach');
  });

  it("leaves a reason no field holds to the request layer's message", async () => {
    server.use(http.post('*/dataAccountInfo/add', () => HttpResponse.json({}, { status: 500 })));
    const dialog = await saveAccount('newcoach');
    const notice = await screen.findByText('Request error 500: /dataAccountInfo/add');
    // Below the header, where the user menu and the language menu are.
    expect((notice.closest('.ant-notification') as HTMLElement).style.top).toBe('64px');
    expect(within(dialog).getByLabelText('Account')).toHaveValue('newcoach');
  });

  it('says, when the server cannot be reached, that what was typed is kept', async () => {
    server.use(http.post('*/dataAccountInfo/add', () => HttpResponse.error()));
    const dialog = await saveAccount('newcoach');
    expect(await screen.findByText('Network error: the server cannot be reached')).toBeInTheDocument();
    expect(screen.getByText('Your input is kept. Check the connection and try again.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Account')).toHaveValue('newcoach');
  });
});

describe('a save on its way', () => {
  it('cannot be closed or discarded until the server answers; then the form closes with nothing left asking', async () => {
    const answer = holdPosts('/dataAccountInfo/add');
    const user = userEvent.setup({ delay: null });
    signInAs('admin');
    const closed: string[] = [];
    renderInApp(<ReopenedAccountForm onClose={() => closed.push('closed')} onSaved={() => closed.push('saved')} />);
    const dialog = await screen.findByRole('dialog', { name: 'New account' });
    const fill = (label: string, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    fill('Account', 'coach_slow');
    fill('Name', 'Coach Slow');
    fill('E-mail', 'slow@example.com');
    fill('Password', 'Secret123');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled());
    fireEvent.keyDown(within(dialog).getByLabelText('Name'), { key: 'Escape', code: 'Escape', keyCode: 27 });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(screen.queryByText('Discard your changes?')).not.toBeInTheDocument();
    expect(closed).toEqual([]);

    answer();
    await waitFor(() => expect(closed).toEqual(['saved']));
    expect(
      getBackend()
        .db.table('dataAccountInfo')
        .all()
        .some((r) => r.account === 'coach_slow'),
    ).toBe(true);
    expect(screen.queryByText('Discard your changes?')).not.toBeInTheDocument();
  });

  it('of a row deleted meanwhile says so and closes the form: no save of it can succeed', async () => {
    const user = userEvent.setup({ delay: null });
    signInAs('admin');
    const [a] = getBackend().db.table('dataMember').all() as unknown as Member[];
    renderInApp(<ReopenedMemberForm rows={[a]} />);
    await user.click(screen.getByRole('button', { name: `edit ${a.id}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit member' });
    await waitFor(() => expect(within(dialog).getByLabelText('Name')).toHaveValue(a.name));
    await user.type(within(dialog).getByLabelText('Name'), ' typed');
    // (Removed from the store itself: the member's records would hold back a delete.)
    getBackend().db.table('dataMember').remove(a.id);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/record does not exist/i)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

/** The account add form as a list holds it: open until it is saved or closed. */
function ReopenedAccountForm({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  const [open, setOpen] = useState(true);
  const fields = useResourceFields(ACCOUNTS);
  const done = (then: () => void) => () => {
    setOpen(false);
    then();
  };
  return (
    <CrudForm
      view={ACCOUNTS}
      fields={fields}
      editing={open ? 'new' : undefined}
      onClose={done(onClose)}
      onSaved={done(onSaved)}
    />
  );
}

/** The add form of `view` on its own. */
function AddForm<T extends BaseRow>({ view, onSaved }: { view: ResourceView<T>; onSaved: (row: T) => void }) {
  const fields = useResourceFields(view);
  return <CrudForm view={view} fields={fields} editing="new" onClose={() => {}} onSaved={onSaved} />;
}

/** Opens the add form of `view` (its dialog titled `title`) as admin: the dialog, what it saves, a user. */
async function openAddForm<T extends BaseRow>(view: ResourceView<T>, title: string) {
  const user = userEvent.setup({ delay: null });
  signInAs('admin');
  const saved: T[] = [];
  renderInApp(<AddForm view={view} onSaved={(row) => saved.push(row)} />);
  const dialog = await screen.findByRole('dialog', { name: title });
  return { user, saved, dialog };
}

describe('Enter in the form', () => {
  it('saves from a one-line field, and not from a text area or a select', async () => {
    const { user, saved, dialog } = await openAddForm(ACCOUNTS, 'New account');
    const fill = (label: string, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    fill('Account', 'coach_enter');
    fill('Password', 'Secret123');
    // A text area takes Enter as a new line; a select, as its own.
    await user.type(within(dialog).getByLabelText('Remark'), 'first{Enter}second');
    expect(within(dialog).getByLabelText('Remark')).toHaveValue('first\nsecond');
    await user.type(within(dialog).getByLabelText('Level'), '{Enter}');
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(saved).toHaveLength(0);
    // A one-line field: Enter checks the form first (Name is missing), then saves.
    await user.type(within(dialog).getByLabelText('Account'), '{Enter}');
    expect(await within(dialog).findByText('Please enter Name')).toBeInTheDocument();
    expect(saved).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Name'), 'Coach Enter{Enter}');
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ account: 'coach_enter', name: 'Coach Enter', remark: 'first\nsecond' });
  });
});

/** Score groups: scores 0 to 100, a description of at most 500 characters, a name of at most 32. */
const SCORE_GROUPS = CATALOGUES['score-group'];

describe('a number out of range', () => {
  it('stays as typed and is refused at its field, not changed to the limit or rounded', async () => {
    const { user, saved, dialog } = await openAddForm(SCORE_GROUPS, 'New score group');
    await user.type(within(dialog).getByLabelText('Name'), 'Out of range');
    await user.type(within(dialog).getByLabelText('Minimum score'), '150');
    await user.type(within(dialog).getByLabelText('Maximum score'), '-5');
    await user.clear(within(dialog).getByLabelText('Sort order'));
    await user.type(within(dialog).getByLabelText('Sort order'), '2.5');
    await user.tab();
    expect(within(dialog).getByLabelText('Sort order')).toHaveValue('2.5');
    expect(within(dialog).getByLabelText('Minimum score')).toHaveValue('150');
    expect(within(dialog).getByLabelText('Maximum score')).toHaveValue('-5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Must be at most 100')).toBeInTheDocument();
    expect(within(dialog).getByText('Must be at least 0')).toBeInTheDocument();
    expect(await within(dialog).findByText('Must be a whole number')).toBeInTheDocument();
    // The focus goes from Save to the first field at fault, in the form's order.
    await waitFor(() => expect(within(dialog).getByLabelText('Minimum score')).toHaveFocus());
    expect(saved).toHaveLength(0);
  });
});

describe('a required colour', () => {
  it('offers no clear button: a colour input cannot be empty, and cleared it sent black', async () => {
    const { dialog } = await openAddForm(SCORE_GROUPS, 'New score group');
    const color = within(dialog).getByLabelText('Color');
    expect(color).toHaveAttribute('type', 'color');
    // (The box antd draws around the input holds its clear button when it has one.)
    const box = color.closest('.ant-input-affix-wrapper') ?? color.parentElement;
    expect(within(box as HTMLElement).queryByRole('img', { name: 'Clear' })).toBeNull();
  });
});

describe('a text longer than its limit', () => {
  it('stays whole when pasted into a text area or a one-line field, and is refused at its field', async () => {
    const { user, saved, dialog } = await openAddForm(SCORE_GROUPS, 'New score group');
    const description = within(dialog).getByLabelText('Description');
    await user.click(description);
    await user.paste('x'.repeat(510));
    expect(description).toHaveValue('x'.repeat(510));
    expect(within(dialog).getByText('510 / 500')).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('Name'));
    await user.paste('y'.repeat(40));
    expect(within(dialog).getByLabelText('Name')).toHaveValue('y'.repeat(40));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('At most 500 characters')).toBeInTheDocument();
    expect(await within(dialog).findByText('At most 32 characters')).toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });

  it('counts an emoji as one character, as the server does: 32 of them make a name, and are saved', async () => {
    const { user, saved, dialog } = await openAddForm(CATALOGUES.sysWorry, 'New parent concern');
    const emoji = '\u{1F600}'.repeat(32);
    await user.click(within(dialog).getByLabelText('Name'));
    await user.paste(emoji);
    await user.click(within(dialog).getByLabelText('Description'));
    await user.paste('\u{1F431}'.repeat(300));
    expect(within(dialog).getByText('300 / 500')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(within(document.body).queryByText('At most 32 characters')).toBeNull();
    expect(saved[0]).toMatchObject({ name: emoji });
  });
});

describe('a phone number', () => {
  it('pasted with spaces and hyphens is kept as its digits, and passes its rule', async () => {
    const { user, dialog } = await openAddForm(ACCOUNTS, 'New account');
    const phone = within(dialog).getByLabelText('Phone');
    await user.click(phone);
    await user.paste('138 0000-0001');
    await user.tab();
    expect(phone).toHaveValue('13800000001');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please enter Name')).toBeInTheDocument();
    expect(within(dialog).queryByText('Enter an 11-digit mobile number starting with 1')).not.toBeInTheDocument();
  });
});

describe('a text with spaces around it', () => {
  it('is checked without them, as the server checks and stores it; a password is kept as typed', async () => {
    const { user, saved, dialog } = await openAddForm(ACCOUNTS, 'New account');
    const paste = async (label: string, text: string) => {
      await user.click(within(dialog).getByLabelText(label));
      await user.paste(text);
    };
    await paste('Account', ' coach_spaced ');
    // As the sign-in sends it: the password set is the one that signs in.
    await paste('Password', ' Secret123 ');
    // Exactly the limit of 32 once the spaces are off.
    await paste('Name', `  ${'n'.repeat(32)}  `);
    await paste('E-mail', ' coach.spaced@example.com ');
    // The count under a text area counts what is saved: 200 of 200, not 204.
    await paste('Remark', `  ${'r'.repeat(200)}  `);
    expect(within(dialog).getByText('200 / 200')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({
      account: 'coach_spaced',
      name: 'n'.repeat(32),
      email: 'coach.spaced@example.com',
      remark: 'r'.repeat(200),
    });
    const signIn = (password: string) =>
      getBackend().handle({
        method: 'POST',
        path: '/login',
        query: {},
        headers: {},
        body: { account: 'coach_spaced', password },
      }).body as { statusCode: number };
    expect(signIn(' Secret123 ').statusCode).toBe(200);
  });

  it('is refused, and said so once, when it holds spaces or invisible characters only', async () => {
    const { user, saved, dialog } = await openAddForm(ACCOUNTS, 'New account');
    const paste = async (label: string, text: string) => {
      await user.click(within(dialog).getByLabelText(label));
      await user.paste(text);
    };
    await paste('Account', '   ');
    await paste('Password', '   ');
    await paste('Name', '\u200b\u2800');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    // What each field's error line says (the field is described by it: fieldStates.ts).
    const said = (label: string) => {
      const ids = within(dialog).getByLabelText(label).getAttribute('aria-describedby') ?? '';
      return ids.split(' ').map((id) => document.getElementById(id)?.textContent);
    };
    await waitFor(() =>
      expect(['Account', 'Password', 'Name'].map(said)).toEqual([
        ['Please enter Account'],
        // Missing, and not also of the wrong form.
        ['Please enter Password'],
        ['Please enter Name'],
      ]),
    );
    expect(saved).toHaveLength(0);
  });

  it('is refused below its least length, without the spaces', async () => {
    const devices = deviceView({ t: (id) => id, canWrite: true, bind: () => {}, unbind: async () => {} });
    const { user, saved, dialog } = await openAddForm(devices, 'New device');
    await user.type(within(dialog).getByLabelText('Serial number'), '  ab  ');
    // Said as it is typed, by the form's own rule: the server is not asked.
    expect(await within(dialog).findByText('At least 3 characters')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(saved).toHaveLength(0);
  });
});

describe('each opening of the form', () => {
  it('starts from its own row: neither a row edited before nor what was typed in it carries over, and the form opens untouched', async () => {
    const user = userEvent.setup({ delay: null });
    signInAs('admin');
    const [a, b] = getBackend().db.table('dataMember').all() as unknown as Member[];
    renderInApp(<ReopenedMemberForm rows={[a, b]} />);
    const nameIn = (dialog: HTMLElement) => within(dialog).getByLabelText('Name');
    const closed = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: `edit ${a.id}` }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit member' });
    await waitFor(() => expect(nameIn(dialog)).toHaveValue(a.name));
    await user.type(nameIn(dialog), ' typed');
    // Typed: closing asks first; the answer discards.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    await closed();

    await user.click(screen.getByRole('button', { name: 'add' }));
    dialog = await screen.findByRole('dialog', { name: 'New member' });
    expect(nameIn(dialog)).toHaveValue('');
    // Untouched: closing asks nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await closed();

    await user.click(screen.getByRole('button', { name: `edit ${b.id}` }));
    dialog = await screen.findByRole('dialog', { name: 'Edit member' });
    await waitFor(() => expect(nameIn(dialog)).toHaveValue(b.name));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await closed();
  });
});

/** Opens the add form of members as an administrator: the user, the button that opened it, the dialog. */
async function openNewMember() {
  const user = userEvent.setup({ delay: null });
  signInAs('admin');
  renderInApp(<ReopenedMemberForm rows={[]} />);
  const opener = screen.getByRole('button', { name: 'add' });
  await user.click(opener);
  const dialog = await screen.findByRole('dialog', { name: 'New member' });
  return { user, opener, dialog };
}

describe('what each field tells a screen reader', () => {
  it('says which fields are required, which are at fault and why, and what a help line says', async () => {
    const { user, dialog } = await openNewMember();
    const field = (label: string) => within(dialog).getByLabelText(label);
    await waitFor(() => expect(field('Name')).toHaveFocus());
    // A text and a date say they are required; the device does not, and its help line describes it.
    for (const label of ['Name', 'Birthday']) expect(field(label)).toBeRequired();
    // Not a select: antd's Select would put `aria-required` on its outer box too, where no role
    // allows it (axe's aria-allowed-attr, in the browser layer's page walk).
    expect(dialog.querySelectorAll('[aria-required]:not(input)')).toHaveLength(0);
    expect(field('Bound device')).not.toBeRequired();
    expect(field('Bound device')).toHaveAccessibleDescription('A headband can be bound to one member only.');
    expect(field('Name')).not.toBeInvalid();

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field('Name')).toBeInvalid());
    expect(field('Name')).toHaveAccessibleDescription('Please enter Name');
    expect(field('Grade')).toBeInvalid();
    expect(field('Grade')).toHaveAccessibleDescription('Please select Grade');
    expect(field('Birthday')).toBeInvalid();
    expect(field('Bound device')).not.toBeInvalid();

    // Put right, a field says so at once.
    await user.type(field('Name'), 'Ann');
    await waitFor(() => expect(field('Name')).not.toBeInvalid());
    expect(field('Name')).toHaveAccessibleDescription('');
    expect(field('Grade')).toBeInvalid();
  });
});

describe('the focus in the form', () => {
  it('goes to the first field once the dialog is open, and back to the button that opened it on close', async () => {
    const { user, opener, dialog } = await openNewMember();
    await waitFor(() => expect(within(dialog).getByLabelText('Name')).toHaveFocus());
    await user.keyboard('Ann');
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Ann');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('leaves the focus in a field the user went to while the dialog was opening', async () => {
    const { user, dialog } = await openNewMember();
    const guardian = within(dialog).getByLabelText('Guardian');
    await user.click(guardian);
    // The opening ends (and would move the focus) within antd's motion deadline of 500 ms.
    await act(() => new Promise((r) => setTimeout(r, 800)));
    expect(guardian).toHaveFocus();
  });
});

describe('date limits in the form', () => {
  it("disables the days a member's birthday cannot fall on", async () => {
    const user = userEvent.setup({ delay: null });
    signInAs('admin');
    renderInApp(<MemberForm editing="new" />);
    const dialog = await screen.findByRole('dialog', { name: /New member/ });
    await user.click(within(dialog).getByLabelText('Birthday'));
    // This month: every day would make a child younger than 2.
    const cells = await waitFor(() => {
      const found = document.querySelectorAll('td.ant-picker-cell-in-view');
      if (!found.length) throw new Error('picker not open');
      return [...found];
    });
    for (const cell of cells)
      expect([cell.getAttribute('title'), cell.className]).toEqual([
        cell.getAttribute('title'),
        expect.stringContaining('ant-picker-cell-disabled'),
      ]);
  });

  it.each([
    ['en-US', 'Birthday', 'Cannot be in the future', 'Save'],
    ['zh-CN', '出生日期', '不能晚于今天', /保\s*存/],
  ] as const)(
    'refuses a birthday typed in the future at the field (%s), saves nothing and keeps what was typed',
    async (locale, birthdayLabel, problem, save) => {
      const user = userEvent.setup({ delay: null });
      signInAs('admin');
      const backend = getBackend();
      const member = backend.db.table('dataMember').all()[0] as unknown as Member;
      const onSaved = jest.fn();
      renderInApp(<MemberForm editing={member} onSaved={onSaved} />, locale);
      const dialog = await screen.findByRole('dialog');
      const name = within(dialog).getAllByRole('textbox')[0];
      await user.clear(name);
      await user.type(name, 'Typed Name');
      const birthday = within(dialog).getByLabelText(birthdayLabel);
      const nextYear = new Date().getFullYear() + 1;
      await user.clear(birthday);
      await user.type(birthday, `${nextYear}-01-01`);
      await user.click(within(dialog).getByRole('button', { name: save }));
      expect(await within(dialog).findByText(problem)).toBeInTheDocument();
      expect(birthday).toHaveValue(`${nextYear}-01-01`);
      expect(name).toHaveValue('Typed Name');
      expect(onSaved).not.toHaveBeenCalled();
      expect(backend.db.table('dataMember').get(member.id)?.birthday).toBe(member.birthday);
    },
  );
});

describe('text that is no date in an empty date field', () => {
  it('is the one reason the field gives: the picker empties it, and "Please select" would say otherwise', async () => {
    const { user, dialog } = await openNewMember();
    const birthday = within(dialog).getByLabelText('Birthday');
    await user.click(birthday);
    fireEvent.change(birthday, { target: { value: 'hello' } });
    await user.tab();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const item = birthday.closest('.ant-form-item') as HTMLElement;
    await waitFor(() =>
      expect(within(item).getByText('"hello" is not a date: enter it as YYYY-MM-DD')).toBeInTheDocument(),
    );
    expect(within(item).queryByText(/Please/)).toBeNull();
  });
});

describe('a form with a date and a switch', () => {
  it('saves: the day as the API writes it, the switch as a number, what was typed', async () => {
    const user = userEvent.setup({ delay: null });
    signInAs('admin');
    const backend = getBackend();
    const member = backend.db.table('dataMember').all()[2] as unknown as Member;
    const onSaved = jest.fn();
    renderInApp(<MemberForm editing={member} onSaved={onSaved} />);
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByLabelText('Name');
    await waitFor(() => expect(name).toHaveValue(member.name));
    await user.type(name, ' Jr');
    await user.click(within(dialog).getByRole('switch', { name: 'Status' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(backend.db.table('dataMember').get(member.id)).toMatchObject({
      name: `${member.name} Jr`,
      birthday: member.birthday,
      status: member.status === 1 ? 0 : 1,
    });
  });
});

describe('an edit with nothing changed', () => {
  it('writes nothing: no call, so no empty audit entry and no new "Updated" time; the form closes', async () => {
    const user = userEvent.setup({ delay: null });
    signInAs('admin');
    const member = getBackend().db.table('dataMember').all()[4] as unknown as Member;
    const edits = watchCalls((url) => (url.pathname.endsWith('/edit') ? url.pathname : undefined));
    const onSaved = jest.fn();
    const onClose = jest.fn();
    renderInApp(<MemberForm editing={member} onSaved={onSaved} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog');
    const guardian = within(dialog).getByLabelText('Guardian');
    await waitFor(() => expect(guardian).toHaveValue(member.guardianName));
    // Typed and taken back: still no change.
    await user.type(guardian, 'x{Backspace}');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Nothing was changed')).toBeInTheDocument();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSaved).not.toHaveBeenCalled();
    expect(edits).toEqual([]);
  });
});

describe('an edit saved after another user saved the same row', () => {
  it('sends only what this form changed: the guardian phone another admin changed meanwhile stays theirs', async () => {
    const user = userEvent.setup({ delay: null });
    signInAs('admin');
    const backend = getBackend();
    const member = backend.db.table('dataMember').all()[3] as unknown as Member;
    const sent = watchCalls((url, request) =>
      url.pathname.endsWith('/dataMember/edit') ? (request.clone().json() as Promise<unknown>) : undefined,
    );
    const onSaved = jest.fn();
    renderInApp(<MemberForm editing={member} onSaved={onSaved} />);
    const dialog = await screen.findByRole('dialog');
    const guardian = within(dialog).getByLabelText('Guardian');
    await waitFor(() => expect(guardian).toHaveValue(member.guardianName));
    const phone = member.guardianPhone === '13955556666' ? '13955557777' : '13955556666';
    expect(backendSignIn(backend).post('/dataMember/edit', { id: member.id, guardianPhone: phone }).statusCode).toBe(
      200,
    );
    await user.type(guardian, ' Li');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(await sent[0]).toEqual({ id: member.id, guardianName: `${member.guardianName} Li` });
    expect(backend.db.table('dataMember').get(member.id)).toMatchObject({
      guardianName: `${member.guardianName} Li`,
      guardianPhone: phone,
      name: member.name,
    });
  });
});

describe('a choice disabled while the form is open', () => {
  it('is refused at its field on save, in the words the server gives, and nothing is saved', async () => {
    const user = userEvent.setup({ delay: null });
    signInAs('admin');
    const backend = getBackend();
    const member = backend.db.table('dataMember').all()[3] as unknown as Member;
    const grade = backend.db
      .table('sysGrade')
      .all()
      .find((g) => g.status === 1 && g.id !== member.gradeId) as unknown as { id: number; name: string };
    renderInApp(<MemberForm editing={member} />);
    const dialog = await screen.findByRole('dialog');
    const picker = within(dialog).getByRole('combobox', { name: 'Grade' });
    fireEvent.change(picker, { target: { value: grade.name } });
    const option = await waitFor(() => {
      const found = document.querySelector(`.ant-select-item-option[title="${grade.name}"]`);
      if (!found) throw new Error(`no option ${grade.name}`);
      return found;
    });
    await user.click(option);
    // Another administrator disables the grade before this form is saved.
    expect(backendSignIn(backend).post('/sysGrade/changeStatus', { id: grade.id, status: 0 }).statusCode).toBe(200);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(`Grade "${grade.name}" is disabled; choose an enabled one`)).toBeVisible();
    expect(picker).toHaveFocus();
    expect(backend.db.table('dataMember').get(member.id)?.gradeId).toBe(member.gradeId);
  });
});

const SCORES = scoreView(
  (id, values) => getIntl('en-US').formatMessage({ id }, values),
  () => {},
);
/** The cognitive assessment form on its own, editing one. */
function ScoreForm({ editing }: { editing: MemberScore }) {
  const fields = useResourceFields(SCORES);
  return <CrudForm view={SCORES} fields={fields} editing={editing} onClose={() => {}} onSaved={() => {}} />;
}

describe('a date and time in the form', () => {
  it('shows it to the minute, as the lists do, and takes a time typed so', async () => {
    const user = userEvent.setup({ delay: null });
    signInAs('admin');
    const score = getBackend().db.table('dataMemberScore').all()[0] as unknown as MemberScore;
    renderInApp(<ScoreForm editing={score} />);
    const dialog = await screen.findByRole('dialog');
    const at = within(dialog).getByLabelText('Assessed at');
    expect(at).toHaveValue(dayjs(score.assessTime).format('YYYY-MM-DD HH:mm'));
    await user.clear(at);
    await user.type(at, '2026-01-02 09:30');
    await user.keyboard('{Enter}');
    await user.click(within(dialog).getAllByRole('textbox')[1]);
    expect(at).toHaveValue('2026-01-02 09:30');
    // Its clear button is named in the page's language, as a text field's is (not "close-circle").
    const box = at.closest('.ant-picker') as HTMLElement;
    expect(within(box).getByRole('img', { name: 'Clear' })).toBeInTheDocument();
    expect(within(box).queryByRole('img', { name: 'close-circle' })).toBeNull();
  });

  it.each([
    ['en-US', 'Assessed at', '"2 Jan 9.30" is not a date: enter it as YYYY-MM-DD HH:mm', 'Save'],
    ['zh-CN', '评估时间', '“2 Jan 9.30”不是日期，请按 YYYY-MM-DD HH:mm 的格式输入', '保 存'],
  ] as const)(
    'takes a time typed with seconds, and refuses one it cannot read at the field, saving nothing (%s)',
    async (locale, label, hint, save) => {
      const edits = watchCalls((url) => (url.pathname.endsWith('/dataMemberScore/edit') ? 1 : undefined));
      const user = userEvent.setup({ delay: null });
      signInAs('admin');
      const score = getBackend().db.table('dataMemberScore').all()[0] as unknown as MemberScore;
      renderInApp(<ScoreForm editing={score} />, locale);
      const dialog = await screen.findByRole('dialog');
      const at = within(dialog).getByLabelText(label);
      const elsewhere = within(dialog).getAllByRole('textbox')[1];
      // Whole texts, as a paste puts them, and Tab to leave: in jsdom the picker neither takes a text
      // typed key by key past its first format nor hears a click elsewhere as leaving (the browser
      // does both).
      await user.click(at);
      fireEvent.change(at, { target: { value: '2026-01-02 09:30:15' } });
      await user.keyboard('{Enter}');
      await user.click(elsewhere);
      expect(at).toHaveValue('2026-01-02 09:30');
      expect(within(dialog).queryByText(hint)).toBeNull();

      await user.click(at);
      fireEvent.change(at, { target: { value: '2 Jan 9.30' } });
      await user.tab();
      expect(await within(dialog).findByText(hint)).toBeInTheDocument();
      // The picker shows its day again, but the save does not go through with it as if nothing
      // had been typed: the refusal stands, until a day is typed.
      await user.click(within(dialog).getByRole('button', { name: save }));
      await waitFor(() => expect(at).toHaveFocus());
      expect(within(dialog).getByText(hint)).toBeInTheDocument();
      expect(edits).toEqual([]);
      // Left with the day the picker showed again (picked again, which the picker reports as no
      // change), the field is no longer refused.
      await user.click(at);
      await user.tab();
      await waitFor(() => expect(within(dialog).queryByText(hint)).toBeNull());
    },
  );
});

describe('Escape in a date picker of the form', () => {
  /** Escape as a browser sends it (antd's dialog reads its key code, which user-event leaves at 0). */
  const pressEscape = () =>
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape', code: 'Escape', keyCode: 27 });

  it.each([
    ['en-US', 'Birthday'],
    ['zh-CN', '出生日期'],
  ] as const)('closes the calendar only; the next Escape closes the dialog (%s)', async (locale, label) => {
    const user = userEvent.setup({ delay: null });
    signInAs('admin');
    const onClose = jest.fn();
    renderInApp(<MemberForm editing="new" onClose={onClose} />, locale);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByLabelText(label));
    // (The calendar shows no state in ARIA: only its popup's class says whether it is open.)
    const calendarOpen = () => Boolean(document.querySelector('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)'));
    await waitFor(() => expect(calendarOpen()).toBe(true));
    pressEscape();
    await waitFor(() => expect(calendarOpen()).toBe(false));
    expect(onClose).not.toHaveBeenCalled();
    pressEscape();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });
});

describe('reference choices held by another row', () => {
  /** The edit form of a member, opened by an administrator, with its Bound device picker. */
  async function openMemberForm(holder: unknown) {
    const user = userEvent.setup({ delay: null });
    renderInApp(<MemberForm editing={holder as never} />);
    const dialog = await screen.findByRole('dialog');
    return { user, dialog, picker: within(dialog).getByRole('combobox', { name: 'Bound device' }) };
  }

  it("marks a device bound to another member with that member's name and disables it; the member's own stays; those that can be picked come first", async () => {
    signInAs('admin');
    const backend = getBackend();
    const bound = backend.db
      .table('dataDevice')
      .all()
      .filter((d) => d.memberId != null);
    const [own, other] = bound as ((typeof bound)[number] & { sn: string })[];
    const holder = backend.db.table('dataMember').get(Number(own.memberId));
    const otherHolder = backend.db.table('dataMember').get(Number(other.memberId));
    const { user, picker } = await openMemberForm(holder);
    const optionTitled = (title: string) =>
      waitFor(() => {
        const found = document.querySelector(`.ant-select-item-option[title="${title}"]`);
        if (!found) throw new Error(`no option ${title}`);
        return found;
      });
    // (Typed, so that the virtual list shows the option.)
    await user.type(picker, other.sn);
    const taken = await optionTitled(`${other.sn} (bound to ${otherHolder?.name})`);
    expect(taken.className).toContain('ant-select-item-option-disabled');
    // The device this member holds is offered as it is.
    await user.clear(picker);
    await user.type(picker, own.sn);
    expect((await optionTitled(own.sn)).className).not.toContain('disabled');
    // A disabled headband is bound to no one: offered disabled, with the reason.
    const off = backend.db
      .table('dataDevice')
      .all()
      .find((d) => d.status === 0 && d.memberId == null) as { sn: string } | undefined;
    if (!off) throw new Error('the demo data has a disabled headband bound to no one');
    await user.clear(picker);
    await user.type(picker, off.sn);
    const refused = await optionTitled(`${off.sn} (disabled: enable it to bind it)`);
    expect(refused.className).toContain('ant-select-item-option-disabled');
    // Unfiltered, those that can be picked (this member's own and the free ones) come first.
    const pickable = backend.db
      .table('dataDevice')
      .all()
      .filter((d) => d.id === own.id || (d.memberId == null && d.status === 1)).length;
    await user.clear(picker);
    await waitFor(() => {
      const greyed = [...document.querySelectorAll('.ant-select-item-option')].map((o) =>
        o.classList.contains('ant-select-item-option-disabled'),
      );
      expect(greyed.slice(0, pickable + 1)).toEqual([...Array(pickable).fill(false), true]);
    });
  });

  it('offers a disabled parent concern for no new choice, marked so; one chosen already stays', async () => {
    signInAs('admin');
    const backend = getBackend();
    const off = backend.db
      .table('sysWorry')
      .all()
      .find((w) => w.status === 0) as { id: number; name: string } | undefined;
    if (!off) throw new Error('the demo data has a disabled parent concern');
    const holder = backend.db
      .table('dataMember')
      .all()
      .find((m) => ((m.worryIds as number[]) ?? []).includes(off.id));
    const user = userEvent.setup({ delay: null });
    renderInApp(<MemberForm editing="new" />);
    const dialog = await screen.findByRole('dialog');
    const worries = within(dialog).getByRole('combobox', { name: 'Parent concerns' });
    await user.type(worries, off.name);
    await waitFor(() =>
      expect(document.querySelector(`.ant-select-item-option[title="${off.name} (disabled)"]`)?.className).toContain(
        'ant-select-item-option-disabled',
      ),
    );
    if (holder) {
      // A member who has it keeps it: the form opens with it chosen.
      cleanup();
      renderInApp(<MemberForm editing={holder as never} />);
      const edit = await screen.findByRole('dialog');
      await waitFor(() => expect(edit).toHaveTextContent(off.name));
    }
  });

  it('unbinds the device when its choice is cleared and the member saved', async () => {
    signInAs('admin');
    const backend = getBackend();
    const holder = backend.db
      .table('dataMember')
      .all()
      .find((m) => m.deviceId != null);
    const { user, dialog, picker } = await openMemberForm(holder);
    await waitFor(() => expect(picker.closest('.ant-select')).toHaveTextContent(/\S/));
    // (antd's clear control is no button: a pointer's press on it clears.)
    await user.click((picker.closest('.ant-select') as HTMLElement).querySelector('.ant-select-clear') as Element);
    const sn = String(backend.db.table('dataDevice').get(Number(holder?.deviceId))?.sn);
    await waitFor(() => expect(picker.closest('.ant-select')).not.toHaveTextContent(sn));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(backend.db.table('dataMember').get(Number(holder?.id))?.deviceId).toBeNull());
  });
});
