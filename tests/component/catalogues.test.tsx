/**
 * Basic settings: one table-driven suite over every catalogue page.
 * - every page: the list shows a seeded row with translated headers and references by name, a
 *   row's details open, and an empty submit of the add form shows the required-field message of
 *   its name / title field;
 * - representative catalogues: the whole cycle (add, edit, delete, a validation failure, the
 *   refusal to delete a row that something still uses).
 * The generic CRUD table is rendered with the page's definition as admin, against msw + the
 * mock backend. ProTable is slow in jsdom, so the full cycle runs for a few catalogues only.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CATALOGUES, type CatalogueView } from '@/catalogues';
import CrudTable from '@/components/crud/CrudTable';
import { nameFieldOf } from '@/components/crud/fieldUtils';
import enUS from '@/locales/en-US';
import BasicSettingsPage from '@/pages/BasicSettings';
import { callBackend, renderAt, renderPage, type Session, signInAs } from '../helpers';

const messages = enUS as Record<string, string>;
let tokens: Session;

/** Calls the mock backend directly (to read seeds and check what was stored). */
const api = (method: 'GET' | 'POST', path: string, data: Record<string, unknown> = {}) =>
  callBackend(tokens, method, path, data).data;

function rows(view: CatalogueView): Record<string, unknown>[] {
  return api('GET', `/${view.service.name}/list`, view.fixedParams ?? {}) as Record<string, unknown>[];
}

const nameField = (view: CatalogueView) => nameFieldOf(view.service.schema.fields);
const labelOf = (view: CatalogueView, field: string) => {
  const f = view.fields.find((x) => x.name === field);
  return messages[f?.label ?? `${view.i18nPrefix}.${field}`];
};

/** The table of the catalogue at /basic-settings/`page`, on its route. */
function renderTable(page: string) {
  return renderAt(<CrudTable view={CATALOGUES[page]} />, { path: `/basic-settings/${page}` });
}

/** Sets an input's value in one event (typing key by key re-renders ProTable too often for a busy machine). */
const setValue = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });
const step = (what: string) => process.env.DEBUG_STEPS && process.stdout.write(`  step: ${what}\n`);

/** A message id where a text should be (a key missing in the language pack shows as its id). */
const UNTRANSLATED = /(catalogue|menu|crud|common)\.[a-z]/;

const rowWith = async (text: string) => (await screen.findAllByText(text))[0].closest('tr') as HTMLElement;

beforeEach(() => {
  tokens = signInAs('admin');
});

/**
 * Every catalogue page (src/catalogues: each one its schemas declare), in one test each: the
 * list, a row's details, and the add form with a validation error. A new catalogue is walked
 * without new test code; tests/e2e/catalogues.test.mjs and the page walk (a11y.test.mjs) open
 * every page in the browser.
 */
describe.each(Object.entries(CATALOGUES))('catalogue %s', (page, view) => {
  it("lists rows by name under translated headers, references by name; opens a row's details; an empty add form names the missing field", async () => {
    const user = userEvent.setup({ delay: null });
    const seeded = rows(view);
    expect(seeded.length).toBeGreaterThan(0);
    const field = nameField(view);
    const name = String(seeded[0][field]);
    renderTable(page);
    const row = await rowWith(name);
    step('list');
    // Every visible column header is translated text (never a message id).
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent ?? '');
    expect(headers).toContain(labelOf(view, field));
    expect(headers.join('|')).not.toMatch(UNTRANSLATED);
    // Reference columns show names, never bare ids.
    for (const f of view.fields.filter((x) => x.table !== false)) {
      if (!f.refService) continue;
      const refRows = (await f.refService.list(f.refFilter)) as Record<string, unknown>[];
      const first = seeded.find((r) => r[f.name] !== null && r[f.name] !== undefined);
      if (!first) continue;
      const id = Array.isArray(first[f.name]) ? (first[f.name] as number[])[0] : first[f.name];
      const ref = refRows.find((r) => r.id === id);
      const refName = String(ref?.[f.refLabel ?? nameFieldOf(f.refService.schema.fields)]);
      expect((await screen.findAllByText(refName)).length).toBeGreaterThan(0);
    }

    step('add');
    await user.click(screen.getByRole('button', { name: /New/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).not.toMatch(UNTRANSLATED);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(`Please enter ${labelOf(view, field)}`)).toBeInTheDocument();
    // Nothing typed: Cancel closes the form without asking.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    step('details');
    await user.click(within(row).getByText('Details'));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText(labelOf(view, field))).toBeInTheDocument();
    expect(within(drawer).getAllByText(name).length).toBeGreaterThan(0);
    expect(drawer.textContent).not.toMatch(UNTRANSLATED);
  });
});

/**
 * Full cycle for representative catalogues (a referenced one, one with a required text area).
 * Number inputs (antd InputNumber) do not take typed values reliably in jsdom, so the
 * cross-field range rules (minAge <= maxAge ...) are checked in the browser tests instead.
 */
const FULL: {
  page: string;
  /** Other required fields (text inputs, by label). */
  fill: Record<string, string>;
  /** Values that break a schema rule, and the message the form shows. */
  bad: Record<string, string>;
  badText: string;
  /** Message of the refused delete of the first seeded row (when something uses it). */
  inUse?: string;
}[] = [
  {
    page: 'sysWorry',
    fill: {},
    bad: { Name: 'x'.repeat(33) },
    badText: 'At most 32 characters',
    inUse: 'Cannot delete: still used by',
  },
  {
    page: 'dietary-advice',
    fill: { Content: 'Eat breakfast every day.' },
    bad: { Title: 'x'.repeat(65) },
    badText: 'At most 64 characters',
  },
];

describe.each(FULL)('full cycle on $page', ({ page, fill, bad, badText, inUse }) => {
  const view = CATALOGUES[page];
  it('adds, edits and deletes a row; refuses bad input and deleting a row in use', async () => {
    const user = userEvent.setup({ delay: null });
    const field = nameField(view);
    const nameLabel = labelOf(view, field);
    const seeded = rows(view);
    renderTable(page);
    await rowWith(String(seeded[0][field]));

    // A valid add.
    step('add');
    await user.click(screen.getByRole('button', { name: /New/ }));
    let dialog = await screen.findByRole('dialog');
    setValue(within(dialog).getByLabelText(nameLabel), 'Test row');
    for (const [label, value] of Object.entries(fill)) setValue(within(dialog).getByLabelText(label), value);
    await user.tab();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    step('saved');
    await rowWith('Test row');
    // Said in a live region, which a screen reader reads out: the form's message through the
    // list's own App, the row commands' through the console's (liveMessages.ts).
    expect((await screen.findByText('Saved')).closest('[aria-live="polite"]')).not.toBeNull();
    expect(rows(view).some((r) => r[field] === 'Test row')).toBe(true);

    // Edit.
    await user.click(within(await rowWith('Test row')).getByText('Edit'));
    dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByLabelText(nameLabel);
    await waitFor(() => expect(input).toHaveValue('Test row'));
    step('edit');
    setValue(input, 'Renamed row');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await rowWith('Renamed row');

    step('delete');
    // Delete (unused row).
    await user.click(within(await rowWith('Renamed row')).getByText('Delete'));
    const confirm = await screen.findByRole('tooltip');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(rows(view).some((r) => r[field] === 'Renamed row')).toBe(false));
    await waitFor(() => expect(screen.queryByText('Renamed row')).toBeNull());
    expect((await screen.findByText('Deleted')).closest('[aria-live="polite"]')).not.toBeNull();
    // The Delete went with its row: the focus goes on to the commands of the row now in its place.
    const inPlace = document.querySelector('tbody > tr[data-row-key]') as HTMLElement;
    await waitFor(() => expect(within(inPlace).getByRole('button', { name: 'Details' })).toHaveFocus());

    // Delete a seeded row that another resource uses: refused, with who uses it.
    // Validation failure (client side, from the schema): shown on the form, nothing saved.
    if (badText) {
      await user.click(screen.getByRole('button', { name: /New/ }));
      const bad1 = await screen.findByRole('dialog');
      setValue(within(bad1).getByLabelText(nameLabel), 'Bad row');
      for (const [label, value] of Object.entries(bad)) setValue(within(bad1).getByLabelText(label), value);
      await user.tab();
      await user.click(within(bad1).getByRole('button', { name: 'Save' }));
      expect(await within(bad1).findByText(badText)).toBeInTheDocument();
      await user.click(within(bad1).getByRole('button', { name: 'Cancel' }));
      const discard = await screen.findByRole('button', { name: 'Discard' });
      await user.click(discard);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(rows(view).some((r) => r[field] === 'Bad row')).toBe(false);
    }

    if (!inUse) return;
    step('delete in use');
    const used = String(seeded[0][field]);
    await user.click(within(await rowWith(used)).getByText('Delete'));
    const confirm2 = (await screen.findAllByRole('tooltip')).at(-1) as HTMLElement;
    await user.click(within(confirm2).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(new RegExp(inUse))).toBeInTheDocument();
    expect(rows(view).some((r) => r[field] === used)).toBe(true);
  });
});

describe('the basic-settings page', () => {
  it('picks the catalogue from the path, and answers 404 for an unknown one', async () => {
    const page = { route: '/basic-settings/*' };
    const { unmount } = renderPage(<BasicSettingsPage />, { ...page, path: '/basic-settings/score-group' });
    expect((await screen.findAllByText('待提高')).length).toBeGreaterThan(0);
    unmount();
    renderPage(<BasicSettingsPage />, { ...page, path: '/basic-settings/no-such-catalogue' });
    expect(await screen.findByText('404')).toBeInTheDocument();
  });

  it.each([
    ['en-US', 'band', 'EEG Bands'],
    ['en-US', 'efficient-operation', 'Homework Efficiency Tips'],
    ['zh-CN', 'sysWorry', '家长困扰'],
  ] as const)("titles the page in the clinic's words (%s, %s)", async (locale, segment, title) => {
    renderPage(<BasicSettingsPage />, { route: '/basic-settings/*', path: `/basic-settings/${segment}`, locale });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });
});
