/**
 * The generic list page on ProTable (src/components/crud/CrudTable.tsx): its toolbar (density,
 * column settings kept across a reload, full screen), its URL in both directions, its row actions
 * (More menu, one menu button on a phone) and selection, and where its pinned columns sit on a
 * wide and on a phone-sized screen (tests/e2e/reach.test.mjs checks every list). Other specs use the lists for their own journeys.
 */
import assert from 'node:assert/strict';
import { expect, test } from './fixtures.mjs';
import {
  api,
  appPath,
  buttonName,
  chunks,
  clickMenu,
  columnHeaders,
  columnTexts,
  eventually,
  expandToggle,
  go,
  goInApp,
  LIST_TEXT,
  listOption,
  MENU,
  rowOf,
  rowsLoaded,
  rowsOf,
  runTitle,
  screenshot,
  searchForm,
  settle,
  signInByApi,
  USERS,
  waitForList,
} from './lib.mjs';
import { axeViolations, describeViolations, settingsPages } from './quality.mjs';

async function adminTokens() {
  const res = await api('POST', '/login', { body: { account: USERS.admin.account, password: USERS.admin.password } });
  return { token: res.headers.get('x-access-token'), second: res.headers.get('access-token') };
}

/**
 * Adds `count` enabled parent concerns named `<tag>-1` … `<tag>-<count>` (a tag of its own per
 * call), deleted again when the test ends; returns the tag, which a name filter lists them by.
 */
async function addConcerns(defer, prefix, count) {
  const tokens = await adminTokens();
  const tag = `${prefix}${Date.now().toString(36)}`;
  const ids = [];
  for (let n = 1; n <= count; n++) {
    const res = await api('POST', '/sysWorry/add', { ...tokens, body: { name: `${tag}-${n}`, status: 1 } });
    assert.equal(res.json?.statusCode, 200, res.text);
    ids.push(res.json.data.id);
  }
  defer(() => api('POST', '/sysWorry/delete', { ...tokens, body: { ids } }));
  return tag;
}

/** Deletes the row `name` with its own Delete, answering its confirmation. */
async function deleteFromRow(page, row, name) {
  await row.getByRole('button', { name: 'Delete', exact: true }).click();
  await page
    .getByRole('tooltip')
    .filter({ hasText: `Delete "${name}"? This cannot be undone.` })
    .getByRole('button', { name: buttonName('Delete') })
    .click();
}

/** The height of the list's first data row, in CSS pixels. */
const rowHeight = async (page) => (await rowsOf(page).first().boundingBox()).height;

/**
 * Whether the middle of `locator` is what the user sees there: the topmost element at that point
 * is inside it. (An element outside the full-screen element is laid out and "visible" to
 * Playwright, yet the screen shows the full-screen element over it.)
 */
async function onTop(locator) {
  return locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + Math.min(r.height / 2, 40));
    return Boolean(hit && el.contains(hit));
  });
}

/** The column list of the column settings (a group named as their button, in a popover). */
const columnList = (page, locale = 'en-US') =>
  page.getByRole('group', { name: LIST_TEXT[locale].columns, exact: true });

test.describe('toolbar', () => {
  test('density: Compact and Larger change the row height; Refresh asks the server again', { tag: '@admin' }, async ({
    newPage,
  }) => {
    const page = await newPage();
    await signInByApi(page, 'admin', '/member');
    await rowsLoaded(page);
    const normal = await rowHeight(page);
    const density = listOption(page, 'density');
    await density.click();
    await page.getByRole('menuitem', { name: 'Compact', exact: true }).click();
    await eventually(async () =>
      assert.ok((await rowHeight(page)) < normal, `compact ${await rowHeight(page)} < ${normal}`),
    );
    await density.click();
    await page.getByRole('menuitem', { name: 'Larger', exact: true }).click();
    await eventually(async () =>
      assert.ok((await rowHeight(page)) > normal, `larger ${await rowHeight(page)} > ${normal}`),
    );

    const calls = [];
    page.on('request', (r) => r.url().includes('/dataMember/page') && calls.push(r.url()));
    await listOption(page, 'reload').click();
    await eventually(() => assert.equal(calls.length, 1, 'Refresh makes one list call'));
    assert.match(calls[0], /current=1&pageSize=10/);
  });

  test('full screen: the list fills the screen, its toolbar, forms and drawers work there, and it leaves', {
    tag: '@admin',
  }, async ({ newPage }) => {
    const page = await newPage();
    await signInByApi(page, 'admin', '/account');
    await rowsLoaded(page);
    const fullScreen = listOption(page, 'fullScreen');
    await fullScreen.click();
    await eventually(async () =>
      assert.ok(
        await rowsOf(page)
          .first()
          .evaluate((row) => Boolean(document.fullscreenElement?.contains(row))),
        'the list is the full-screen element',
      ),
    );
    // The search form and the toolbar come along.
    assert.ok(await searchForm(page).evaluate((f) => document.fullscreenElement.contains(f)), 'search form');
    await screenshot(page, 'lists-full-screen-en-US');
    // Its own popups show in full screen: the density menu...
    const problems = [];
    await listOption(page, 'density').click();
    const compact = page.getByRole('menuitem', { name: 'Compact', exact: true });
    assert.ok(await onTop(compact), 'the density menu shows in full screen');
    await compact.click();
    // ...the add form, and the detail drawer.
    // (Closed by their Close button, not Escape, which the browser takes to leave full screen; a
    // script presses it when the screen does not show it.)
    const close = async (dialog) => {
      const button = dialog.getByRole('button', { name: 'Close', exact: true });
      if (await onTop(button)) await button.click();
      else await button.dispatchEvent('click');
      await dialog.waitFor({ state: 'hidden' });
    };
    await page.getByRole('button', { name: /New$/ }).click();
    const form = page.getByRole('dialog', { name: 'New account' });
    await form.waitFor();
    if (!(await onTop(form)))
      problems.push('New: the add form opens outside the full-screen element, so the screen does not show it');
    await close(form);
    await rowOf(page, 'viewer@example.com').getByRole('button', { name: 'Details', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Account details' });
    await drawer.waitFor();
    if (!(await onTop(drawer)))
      problems.push('Details: the detail drawer opens outside the full-screen element, so the screen does not show it');
    await close(drawer);
    assert.ok(await page.evaluate(() => Boolean(document.fullscreenElement)), 'still in full screen');
    await screenshot(page, 'lists-full-screen-compact-en-US');

    // The same option, now named for what it does, leaves full screen.
    await listOption(page, 'exitFullScreen').click();
    await eventually(async () =>
      assert.equal(await page.evaluate(() => document.fullscreenElement), null, 'full screen left'),
    );
    assert.deepEqual(problems, [], `in full screen:\n  ${problems.join('\n  ')}`);
  });

  test('column settings: a hidden column stays hidden after a reload, for that list only; Reset shows it again', {
    tag: '@admin',
  }, async ({ adminPage: page }) => {
    await rowsLoaded(page);
    assert.ok((await columnHeaders(page)).includes('Guardian'));
    await listOption(page, 'columns').click();
    await columnList(page).waitFor();
    // Every control of the list named and reached (axe on the open popover).
    const found = await axeViolations(page, '.ant-popover:not(.ant-popover-hidden)');
    assert.deepEqual(found, [], describeViolations('the column settings', found));
    const guardian = columnList(page).getByRole('checkbox', { name: 'Guardian', exact: true });
    assert.equal(await guardian.isChecked(), true);
    await guardian.click();
    await eventually(async () => assert.ok(!(await columnHeaders(page)).includes('Guardian'), 'Guardian hidden'));
    assert.equal(await guardian.isChecked(), false);
    const shown = await columnHeaders(page);

    await page.reload();
    await rowsLoaded(page);
    assert.deepEqual(await columnHeaders(page), shown, 'the choice survives a reload');
    // Another list keeps all its columns, and this one its choice on the way back. Both are
    // reached inside the console (the reload above already read the choice back from storage);
    // React may keep the list it leaves on screen while the next one's code loads, so the checks
    // wait for the headers they expect.
    await goInApp(page, '/account');
    await rowsLoaded(page);
    await eventually(async () =>
      assert.deepEqual(await columnHeaders(page), [
        'Name',
        'Account',
        'Phone',
        'E-mail',
        'Level',
        'Status',
        'Last sign-in',
        'Created',
        'Actions',
      ]),
    );
    await goInApp(page, '/member');
    await rowsLoaded(page);
    await eventually(async () => assert.deepEqual(await columnHeaders(page), shown, 'and after leaving the list'));

    // The column settings' Reset shows it again.
    await listOption(page, 'columns').click();
    await columnList(page).getByRole('button', { name: 'Reset', exact: true }).click();
    await eventually(async () => assert.ok((await columnHeaders(page)).includes('Guardian'), 'Guardian back'));
    await page.reload();
    await rowsLoaded(page);
    assert.ok((await columnHeaders(page)).includes('Guardian'), 'Reset is kept too');
  });
});

test.describe('the list URL, both ways', () => {
  test('search, sort and page go into the URL; the menu entry clears them; Back and Forward restore', {
    tag: '@admin',
  }, async ({ adminPage: page }) => {
    await rowsLoaded(page);
    await waitForList(page, '/member');
    const firstPage = await columnTexts(page, 'Name');
    const name = firstPage[3];

    // Search: the field and ProTable's paging go into the URL.
    await searchForm(page).getByLabel('Name').fill(name);
    await searchForm(page)
      .getByRole('button', { name: buttonName('Query') })
      .click();
    await waitForList(page, '/member', { name });
    await eventually(async () => assert.deepEqual(await columnTexts(page, 'Name'), [name]));
    // Sort: the list adds sortField and sortOrder.
    await page.getByRole('columnheader', { name: 'Gender' }).click();
    await waitForList(page, '/member', { name, sortField: 'gender', sortOrder: 'ascend' });
    await settle(page);

    // The menu entry while filtered: the list opens afresh, filter and sort gone.
    await clickMenu(page, 'Member', MENU['en-US'].member);
    await waitForList(page, '/member');
    await eventually(async () => assert.deepEqual(await columnTexts(page, 'Name'), firstPage));
    assert.equal(await searchForm(page).getByLabel('Name').inputValue(), '');
    const gender = page.getByRole('columnheader', { name: 'Gender' });
    assert.equal(await gender.getAttribute('aria-sort'), 'none', 'no column marked as sorted');

    // Back: the filtered, sorted list again, its field filled in, its sorted column marked.
    await page.goBack();
    await waitForList(page, '/member', { name, sortField: 'gender', sortOrder: 'ascend' });
    await eventually(async () => assert.deepEqual(await columnTexts(page, 'Name'), [name]));
    assert.equal(await searchForm(page).getByLabel('Name').inputValue(), name);
    await expect(gender).toHaveAttribute('aria-sort', 'ascending');
    // Forward: the plain list.
    await page.goForward();
    await waitForList(page, '/member');
    await eventually(async () => assert.deepEqual(await columnTexts(page, 'Name'), firstPage));
    assert.equal(await searchForm(page).getByLabel('Name').inputValue(), '');

    // A page of its own: page 2 is in the URL and survives a reload.
    await page.getByRole('listitem').filter({ hasText: /^2$/ }).click();
    await waitForList(page, '/member', { current: '2' });
    await eventually(async () => assert.notDeepEqual(await columnTexts(page, 'Name'), firstPage));
    const secondPage = await columnTexts(page, 'Name');
    // The pager says which page is shown (antd marks it by a class alone).
    const currentPage = page.locator('.ant-pagination [aria-current="page"]');
    await eventually(async () => assert.deepEqual(await currentPage.allTextContents(), ['2']));
    await page.reload();
    await rowsLoaded(page);
    await waitForList(page, '/member', { current: '2' });
    assert.deepEqual(await columnTexts(page, 'Name'), secondPage);
    assert.deepEqual(await currentPage.allTextContents(), ['2']);
  });

  test('a URL filtering on a field the collapsed form hides opens it expanded; Expand, Collapse; Reset clears a URL filter', {
    tag: '@admin',
  }, async ({ newPage }) => {
    const page = await newPage();
    await signInByApi(page, 'admin', '/account?status=0');
    const form = searchForm(page);
    // Status is the fourth search field: shown, because the URL sets it.
    await form.getByLabel('Status').waitFor();
    await expandToggle(page).filter({ hasText: 'Collapse' }).waitFor();
    await waitForList(page, '/account', { status: '0' });

    // A plain URL opens it collapsed: Expand shows the hidden fields, Collapse hides them.
    await go(page, '/account');
    await rowsLoaded(page);
    // (Other specs of the run add accounts to the shared mock backend: the count is read here.)
    const unfiltered = await rowsOf(page).count();
    assert.equal(await form.getByLabel('Status').isVisible(), false, 'collapsed: Status not shown');
    await expandToggle(page).click();
    await form.getByLabel('Status').waitFor();
    await form.getByLabel('Created: start date').waitFor();
    await expandToggle(page).click();
    await form.getByLabel('Status').waitFor({ state: 'hidden' });

    // Reset after a typed search: field, URL and list back to none.
    await form.getByLabel('Name').fill('运营');
    await form.getByRole('button', { name: buttonName('Query') }).click();
    await waitForList(page, '/account', { name: '运营' });
    await eventually(async () => assert.equal(await rowsOf(page).count(), 1));
    await form.getByRole('button', { name: buttonName('Reset') }).click();
    await waitForList(page, '/account');
    await eventually(async () => assert.equal(await rowsOf(page).count(), unfiltered));
    assert.equal(await form.getByLabel('Name').inputValue(), '');

    // Reset on a list opened with a filter in its URL (a link from another page, a reload, a
    // shared link): the same, field, URL and list back to none.
    await go(page, '/member');
    await rowsLoaded(page);
    const [member] = await columnTexts(page, 'Name');
    await go(page, `/member?name=${encodeURIComponent(member)}`);
    await eventually(async () => assert.deepEqual(await columnTexts(page, 'Name'), [member]));
    await form.getByRole('button', { name: buttonName('Reset') }).click();
    await page.waitForLoadState('networkidle');
    await settle(page);
    const field = await form.getByLabel('Name').inputValue();
    const url = appPath(page);
    const rows = await rowsOf(page).count();
    assert.ok(
      field === '' && !url.includes('name=') && rows === 10,
      `Reset on /member?name=${member} leaves the filter: the field shows "${field}", the URL is ${url}, the list shows ${rows} row(s)`,
    );
  });
});

test.describe('a date range typed', () => {
  /** The range `label` of the list at `path`, its search form expanded: its start and end boxes. */
  const rangeBoxes = async (page, path, label) => {
    await go(page, path);
    await rowsLoaded(page);
    await expandToggle(page).click();
    const form = searchForm(page);
    return [form.getByLabel(`${label}: start date`), form.getByLabel(`${label}: end date`)];
  };

  test('its ends are kept in order when the later day is typed first', {
    tag: '@admin',
  }, async ({ adminPage: page }) => {
    // The later day in the start box, then the earlier one in the end box; Enter searches.
    const [from, to] = await rangeBoxes(page, '/training-record', 'Start time');
    await from.click();
    await page.keyboard.type('2026-11-20');
    await page.keyboard.press('Enter');
    await expect(to).toBeFocused();
    await page.keyboard.type('2026-11-10');
    await page.keyboard.press('Enter');
    await waitForList(page, '/training-record', { startTimeFrom: '2026-11-10', startTimeTo: '2026-11-20' });
    await expect(from).toHaveValue('2026-11-10');
    await expect(to).toHaveValue('2026-11-20');
  });

  test('either end typed alone is kept when the range is left, and joined by the other typed after it', {
    tag: '@admin',
  }, async ({ adminPage: page }) => {
    const form = searchForm(page);
    const query = form.getByRole('button', { name: buttonName('Query') });
    // The start box alone, left by Tab through the end box: a search from that day on.
    const [from, to] = await rangeBoxes(page, '/member', 'Created');
    await from.click();
    await page.keyboard.type('2026-11-20');
    await page.keyboard.press('Tab');
    await expect(to).toBeFocused();
    await page.keyboard.press('Tab');
    await query.click();
    await waitForList(page, '/member', { createTimeFrom: '2026-11-20' });
    await expect(from).toHaveValue('2026-11-20');
    // Then an earlier day in the end box, left by Tab: the two days in order.
    await to.click();
    await page.keyboard.type('2026-11-10');
    await page.keyboard.press('Tab');
    await query.click();
    await waitForList(page, '/member', { createTimeFrom: '2026-11-10', createTimeTo: '2026-11-20' });
    await expect(from).toHaveValue('2026-11-10');
    await expect(to).toHaveValue('2026-11-20');
    // After Reset, the end box alone, left by a click elsewhere: a search until that day.
    await form.getByRole('button', { name: buttonName('Reset') }).click();
    await waitForList(page, '/member');
    await expect(from).toHaveValue('');
    await to.click();
    await page.keyboard.type('2026-11-10');
    await page.getByRole('heading', { level: 1 }).first().click();
    await query.click();
    await waitForList(page, '/member', { createTimeTo: '2026-11-10' });
    await expect(from).toHaveValue('');
    await expect(to).toHaveValue('2026-11-10');
  });

  test('a day retyped in a range searched before is searched, by Query or by Enter', {
    tag: '@admin',
  }, async ({ adminPage: page }) => {
    const query = searchForm(page).getByRole('button', { name: buttonName('Query') });
    // The picker takes a range only once both its boxes were visited; Query came first and searched
    // the old range, whose start the search's render then put back in its box.
    // (A URL filter on the range opens the search form expanded.)
    await go(page, '/member?createTimeFrom=2026-11-20&createTimeTo=2026-11-30');
    await rowsLoaded(page);
    const form = searchForm(page);
    const [from, to] = [form.getByLabel('Created: start date'), form.getByLabel('Created: end date')];
    await from.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('2026-11-01');
    await query.click();
    await waitForList(page, '/member', { createTimeFrom: '2026-11-01', createTimeTo: '2026-11-30' });
    await expect(from).toHaveValue('2026-11-01');
    // The end retyped, then Enter.
    await to.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('2026-11-25');
    await page.keyboard.press('Enter');
    await waitForList(page, '/member', { createTimeFrom: '2026-11-01', createTimeTo: '2026-11-25' });
    await expect(to).toHaveValue('2026-11-25');
  });
});

test.describe('row actions and selection', () => {
  test('past three actions fold into More; a Delete in a menu asks in a dialog with the focus on Cancel', {
    tag: '@admin',
  }, async ({ adminPage: page }) => {
    await rowsLoaded(page);
    const [name] = await columnTexts(page, 'Name');
    const row = rowsOf(page).first();
    await row.getByRole('button', { name: 'Details', exact: true }).waitFor();
    await row.getByRole('button', { name: 'Edit', exact: true }).waitFor();
    await row.getByRole('button', { name: LIST_TEXT['en-US'].moreFor(name), exact: true }).click();
    const menu = page.getByRole('menu').filter({ has: page.getByRole('menuitem', { name: 'Behavior' }) });
    await menu.waitFor();
    assert.deepEqual(
      (await menu.getByRole('menuitem').allTextContents()).map((x) => x.trim()),
      ['Behavior', 'Cycles', 'Records', 'Delete'],
    );
    await menu.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: `Delete "${name}"? This cannot be undone.` });
    await confirm.waitFor();
    await eventually(async () =>
      assert.ok(
        await confirm.getByRole('button', { name: buttonName('Cancel') }).evaluate((b) => b === document.activeElement),
        'focus on Cancel',
      ),
    );
    await page.keyboard.press('Enter');
    await confirm.waitFor({ state: 'hidden' });
    assert.equal((await columnTexts(page, 'Name'))[0], name, 'nothing deleted');
    // The focus is back on the row's More, not lost to the page.
    await expect(row.getByRole('button', { name: LIST_TEXT['en-US'].moreFor(name), exact: true })).toBeFocused();

    // A link in the menu navigates.
    await row.getByRole('button', { name: LIST_TEXT['en-US'].moreFor(name), exact: true }).click();
    await menu.getByRole('menuitem', { name: 'Cycles' }).click();
    await page.getByText(`Training Cycles · ${name}`, { exact: true }).waitFor();
  });

  for (const [locale, bind, why] of [
    ['en-US', 'Bind', 'Enable the device before binding it'],
    ['zh-CN', '绑定', '请先启用设备再绑定'],
  ])
    test(`a disabled entry under More says why under its name (${locale})`, { tag: '@admin' }, async ({ newPage }) => {
      const page = await newPage({ locale, storedLocale: locale });
      // Disabled headbands bound to no one: Bind is there, and cannot run.
      await signInByApi(page, 'admin', '/device?bound=0&status=0');
      await rowsLoaded(page);
      const sn = (await columnTexts(page, locale === 'en-US' ? 'Serial number' : '序列号'))[0];
      await rowsOf(page)
        .first()
        .getByRole('button', { name: LIST_TEXT[locale].moreFor(sn), exact: true })
        .click();
      const entry = page.getByRole('menuitem', { name: `${bind} ${why}`, exact: true });
      await entry.waitFor();
      assert.equal(await entry.getAttribute('aria-disabled'), 'true');
      await settle(page);
      await screenshot(page, `lists-device-bind-disabled-${locale}`);
    });

  test('selection: the alert bar counts the rows, Clear selection empties it, Delete selected removes them; the focus keeps its place', {
    tag: '@admin',
  }, async ({ newPage, defer }) => {
    const tag = await addConcerns(defer, 'bulk', 3);
    const page = await newPage();
    await signInByApi(page, 'admin', `/basic-settings/sysWorry?name=${tag}`);
    await rowsLoaded(page);
    await eventually(async () => assert.equal(await rowsOf(page).count(), 3));
    await page.getByRole('checkbox', { name: `Select ${tag}-1` }).check();
    await page.getByRole('checkbox', { name: `Select ${tag}-2` }).check();
    await page.getByText('2 selected', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Clear selection' }).click();
    await page.getByText('2 selected', { exact: true }).waitFor({ state: 'hidden' });
    assert.equal(await page.getByRole('checkbox', { name: `Select ${tag}-1` }).isChecked(), false);

    await page.getByRole('checkbox', { name: `Select ${tag}-1` }).check();
    // One row is "the selected row", not "the 1 selected rows".
    await page.getByRole('button', { name: /Delete selected$/ }).click();
    const one = page.getByRole('tooltip').filter({ hasText: 'Delete the selected row? This cannot be undone.' });
    await one.getByRole('button', { name: buttonName('Cancel') }).click();
    await one.waitFor({ state: 'hidden' });
    await page.getByRole('checkbox', { name: `Select ${tag}-3` }).check();
    await page.getByRole('button', { name: /Delete selected$/ }).click();
    const confirm = page.getByRole('tooltip').filter({ hasText: 'Delete the 2 selected rows? This cannot be undone.' });
    await confirm.getByRole('button', { name: buttonName('Delete') }).click();
    await page.getByText('Deleted 2 rows', { exact: true }).waitFor();
    await eventually(async () => assert.deepEqual(await columnTexts(page, 'Name'), [`${tag}-2`]));
    await page.getByText(/^\d+ selected$/).waitFor({ state: 'hidden' });
    // The Delete left with the selection: the focus goes on to the row now in the first deleted row's place.
    await expect(rowsOf(page).first().getByRole('button', { name: 'Details', exact: true })).toBeFocused();
    await settle(page);
    await screenshot(page, 'lists-focus-after-delete-en-US');
    // The last row deleted: the focus goes to the page's content, where the next Tab starts.
    await deleteFromRow(page, rowsOf(page).first(), `${tag}-2`);
    await expect(page.locator('main')).toBeFocused();
    assert.equal(await rowsOf(page).count(), 0);
  });
});

test.describe("the user's days", () => {
  test('a day filter holds that day in the browser’s time zone: in Los Angeles, the demo’s sessions of two UTC days', {
    tag: '@admin',
  }, async ({ newPage }) => {
    // The demo's sessions start from 00:00 to 12:30 UTC: the first hours belong to the day
    // before in Los Angeles (UTC-8), so a filter counted in UTC would show them under this day.
    const day = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
    const page = await newPage({ timezoneId: 'America/Los_Angeles' });
    for (const order of ['ascend', 'descend']) {
      await signInByApi(
        page,
        'admin',
        `/training-record?startTimeFrom=${day}&startTimeTo=${day}&sortField=startTime&sortOrder=${order}`,
      );
      await rowsLoaded(page);
      const shown = await columnTexts(page, 'Start time');
      assert.ok(shown.length > 0);
      assert.deepEqual(
        shown.filter((t) => !t.startsWith(day)),
        [],
        `${order}: every session shown starts on ${day}, Los Angeles time`,
      );
    }
  });
});

test.describe('a page past the last one', () => {
  test("deleting the last page's only row shows the page before, the focus on its last row; a link past the end shows the last page", {
    tag: '@admin',
  }, async ({ newPage, defer }) => {
    const tag = await addConcerns(defer, 'lastpage', 11);
    const page = await newPage();
    await signInByApi(page, 'admin', `/basic-settings/sysWorry?name=${tag}&current=2&pageSize=10`);
    await rowsLoaded(page);
    const [alone, ...others] = await columnTexts(page, 'Name');
    assert.deepEqual(others, [], 'the second page holds one row');
    await deleteFromRow(page, rowsOf(page).first(), alone);
    await eventually(async () => assert.equal(new URL(page.url()).searchParams.get('current'), '1'));
    await eventually(async () => assert.equal((await columnTexts(page, 'Name')).length, 10));
    await expect(rowsOf(page).last().getByRole('button', { name: 'Details', exact: true })).toBeFocused();

    // A shared link to a page the list no longer has.
    await go(page, `/basic-settings/sysWorry?name=${tag}&current=5&pageSize=4`);
    await eventually(async () => assert.equal(new URL(page.url()).searchParams.get('current'), '3'));
    await eventually(async () => assert.equal((await columnTexts(page, 'Name')).length, 2));
  });
});

test.describe('where the columns sit', () => {
  test('1280 px, English: the name pinned on the left, the actions on the right, and every column scrolls out from under them', {
    tag: '@admin',
  }, async ({ newPage }) => {
    const page = await newPage({ viewport: { width: 1280, height: 800 } });
    await signInByApi(page, 'admin', '/member');
    await rowsLoaded(page);
    await settle(page);
    // Pinned cells are position: sticky (nothing in the markup but antd's classes says so).
    const layout = () =>
      page.evaluate(() => {
        const box = (c) => {
          const r = c.getBoundingClientRect();
          return { text: c.textContent.trim(), left: r.left, right: r.right };
        };
        const sticky = (c) => getComputedStyle(c).position === 'sticky';
        const header = [...document.querySelectorAll('thead th')];
        const pinned = header.filter(sticky).map(box);
        const data = header.filter((c) => !sticky(c) && c.textContent.trim()).map(box);
        return { pinned, data };
      });
    /** The clear band between the pinned columns, and the data columns wholly inside it. */
    const clear = ({ pinned, data }) => {
      const from = Math.max(...pinned.filter((p) => p.text !== 'Actions').map((p) => p.right));
      const to = Math.min(...pinned.filter((p) => p.text === 'Actions').map((p) => p.left));
      return data.filter((d) => d.left >= from - 1 && d.right <= to + 1).map((d) => d.text);
    };
    const before = await layout();
    assert.ok(
      before.pinned.some((p) => p.text === 'Name'),
      'the name column is pinned',
    );
    assert.ok(
      before.pinned.some((p) => p.text === 'Actions'),
      'the actions column is pinned on the right',
    );
    // As the list opens, the first columns show; the row's actions are on screen without scrolling.
    assert.equal(before.data[0].text, 'Gender');
    assert.ok(clear(before).includes('Gender'), `in the clear as the list opens: ${clear(before)}`);
    const more = rowsOf(page)
      .first()
      .getByRole('button', { name: /^More actions for / });
    const box = await more.boundingBox();
    assert.ok(box && box.x + box.width <= 1280, 'More is on screen as the list opens');
    await screenshot(page, 'lists-member-1280-en-US');

    // Scrolled to its end: the last columns come out from under the pinned actions (the columns
    // scrolled past go under the pinned name, which is what pinning is for).
    const actions = page.getByRole('columnheader', { name: 'Actions', exact: true });
    await actions.evaluate((th) => th.closest('table').parentElement.scrollBy({ left: 10_000 }));
    await settle(page);
    const after = await layout();
    const last = after.data.at(-1).text;
    assert.ok(clear(after).includes(last), `scrolled to the end, "${last}" is in the clear: ${clear(after)}`);
    assert.ok((await more.boundingBox()).x + box.width <= 1280, 'More stays on screen');
    await screenshot(page, 'lists-member-1280-scrolled-en-US');
  });

  test("a long description keeps to one cut line at 1440 px, the columns after it in view, two on a phone; its whole text is the cell's title", {
    tag: '@admin',
  }, async ({ newPage, defer }) => {
    const tokens = await adminTokens();
    const name = `long-${Date.now().toString(36)}`;
    const description = Array.from({ length: 12 }, (_, i) => `Sentence ${i + 1} of a concern written out at length.`)
      .join(' ')
      .slice(0, 500);
    const res = await api('POST', '/sysWorry/add', { ...tokens, body: { name, description, status: 1 } });
    assert.equal(res.json?.statusCode, 200, res.text);
    defer(() => api('POST', '/sysWorry/delete', { ...tokens, body: { ids: [res.json.data.id] } }));

    const page = await newPage({ viewport: { width: 1440, height: 900 } });
    await signInByApi(page, 'admin', `/basic-settings/sysWorry?${new URLSearchParams({ name })}`);
    await rowsLoaded(page);
    await eventually(async () => assert.deepEqual(await columnTexts(page, 'Name'), [name]));
    // Every column after it is on screen, clear of the pinned actions.
    const actionsLeft = (await page.getByRole('columnheader', { name: 'Actions', exact: true }).boundingBox()).x;
    const headers = await columnHeaders(page);
    assert.ok(headers.includes('Description'), `the list shows the description: ${headers}`);
    for (const header of headers.slice(headers.indexOf('Description') + 1, -1)) {
      const box = await page.getByRole('columnheader', { name: header, exact: true }).boundingBox();
      assert.ok(
        box.x + box.width <= actionsLeft + 1,
        `"${header}" ends at ${box.x + box.width}, the actions begin at ${actionsLeft}`,
      );
    }
    // The rows are in, so the cell is there now or not at all.
    const cell = rowOf(page, name).getByTitle(description, { exact: true });
    assert.equal(await cell.count(), 1, "the cell's title holds the whole description");
    const shown = await cell.evaluate((el) => {
      const td = el.closest('td');
      const style = getComputedStyle(td);
      const room = td.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      return {
        // It fills its column, however wide the table made it.
        fill: el.getBoundingClientRect().width / room,
        cut: el.scrollWidth > el.clientWidth,
        lines: Math.round(el.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(el).lineHeight)),
      };
    });
    assert.ok(Math.abs(shown.fill - 1) < 0.01, `the description takes ${Math.round(shown.fill * 100)} % of its cell`);
    assert.ok(shown.cut, 'the description is cut');
    assert.equal(shown.lines, 1);
    await screenshot(page, 'lists-long-description-1440-en-US');

    // A phone's summary of the row gives it two lines, cut as well.
    await page.setViewportSize({ width: 390, height: 844 });
    const summary = rowOf(page, name).locator('.crud-summary').getByTitle(description, { exact: true });
    await expect(summary).toBeVisible();
    const clamped = await summary.evaluate((el) => ({
      cut: el.scrollHeight > el.clientHeight,
      lines: Math.round(el.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(el).lineHeight)),
    }));
    assert.deepEqual(clamped, { cut: true, lines: 2 });
  });

  test('a rule with every training of its page wraps its tags within the column instead of widening it', {
    tag: '@admin',
  }, async ({ newPage, defer }) => {
    const tokens = await adminTokens();
    const read = async (path) => (await api('GET', path, tokens)).json.data;
    const trainings = await read('/sysCognitiveTraining/list?type=2');
    const [scoreGroup] = await read('/sysScoreGroup/list');
    assert.ok(trainings.length >= 5, `the demo data has ${trainings.length} trainings of type 2`);
    const name = `tags-${Date.now().toString(36)}`;
    const res = await api('POST', '/sysCognitiveTrainingRule/add', {
      ...tokens,
      body: {
        name,
        type: 2,
        ability: 'memory',
        scoreGroupId: scoreGroup.id,
        trainingIds: trainings.map((t) => t.id),
        sessionsPerCycle: 10,
        priority: 1,
        status: 1,
      },
    });
    assert.equal(res.json?.statusCode, 200, res.text);
    defer(() => api('POST', '/sysCognitiveTrainingRule/delete', { ...tokens, body: { ids: [res.json.data.id] } }));

    const page = await newPage({ viewport: { width: 1440, height: 900 } });
    await signInByApi(page, 'admin', `/basic-settings/cognitive/training-rule2?${new URLSearchParams({ name })}`);
    await rowsLoaded(page);
    await eventually(async () => assert.deepEqual(await columnTexts(page, 'Name'), [name]));
    const tags = rowOf(page, name).getByText(trainings[0].name, { exact: true });
    const box = await tags.evaluate((tag) => {
      const cell = tag.closest('td').getBoundingClientRect();
      const tops = new Set(
        [...tag.parentElement.parentElement.children].map((t) => Math.round(t.getBoundingClientRect().top)),
      );
      return { width: cell.width, lines: tops.size };
    });
    assert.ok(box.width <= 320, `the trainings' column is ${box.width} px wide`);
    assert.ok(box.lines >= 2, `the ${trainings.length} tags take ${box.lines} line(s)`);
  });

  const LISTS_390 = [
    '/member',
    '/member/member-score',
    '/member/member-behavior-score/12',
    '/member/member-training-cycle/12',
    '/training-record',
    '/device',
    '/account',
    ...settingsPages().map((p) => `/basic-settings/${p}`),
  ];
  // Every list, a few lists a test.
  const runs390 = chunks(LISTS_390, 6);
  runs390.forEach((run, i) => {
    test(`390 px: each list shows a row name and its actions button on screen (${runTitle(run, i, runs390.length)})`, {
      tag: '@admin',
    }, async ({ newPage }) => {
      const page = await newPage({ viewport: { width: 390, height: 844 } });
      await signInByApi(page, 'admin', run[0]);
      const problems = [];
      for (const path of run) {
        if (path !== run[0]) await goInApp(page, path);
        await rowsLoaded(page);
        const row = rowsOf(page).first();
        const button = row.getByRole('button', { name: /^Actions for / });
        await button.waitFor();
        const name = (await button.getAttribute('aria-label')).replace(/^Actions for /, '');
        // The cell that shows the row's name: as it is, within a longer text, a cycle's number as its
        // cell writes it ("Cycle 1"), a composed name ("member · content", "member date") by its first part, alone or
        // heading the row's summary, or each part of it among the summary's lines.
        const cells = (await row.getByRole('cell').allTextContents()).map((c) => c.trim());
        const first = name.split(/ · | /)[0];
        const ways = [
          (c) => c === name,
          (c) => c.includes(name),
          (c) => `#${c}` === name,
          (c) => c === first,
          (c) => c.startsWith(first),
          (c) => c.startsWith(name.replace(/^#/, '')),
          (c) => name.split(' · ').every((part) => c.includes(part)),
        ];
        const index = ways.map((way) => cells.findIndex(way)).find((i) => i >= 0);
        if (index === undefined) {
          problems.push(`${path}: no cell shows the row's name "${name}" (${cells.join(' | ')})`);
          continue;
        }
        const shown = cells[index];
        const nameCell = row.getByRole('cell').nth(index);
        await row.evaluate((r) => window.scrollBy(0, r.getBoundingClientRect().top - 300));
        for (const [what, locator] of [
          [`name "${shown}"`, nameCell],
          ['actions button', button],
        ]) {
          const b = await locator.boundingBox();
          if (!b || b.x < 0 || b.x + b.width > 390 || b.y < 0 || b.y + b.height > 844)
            problems.push(`${path}: ${what} off screen (${JSON.stringify(b)})`);
        }
        if (path === '/member') await screenshot(page, 'lists-member-390-en-US');
      }
      assert.deepEqual(problems, [], problems.join('\n'));
    });
  });

  test('a narrower screen: the search form takes two columns and the toolbar wraps, inside their cards; a URL filter on a field the collapsed form hides opens it', {
    tag: '@admin',
  }, async ({ newPage }) => {
    const page = await newPage({ viewport: { width: 1024, height: 800 } });
    await signInByApi(page, 'admin', '/member');
    await rowsLoaded(page);
    await settle(page);
    /** Buttons past their card's inner edge, and the search fields' input widths. */
    const measure = () =>
      page.evaluate(() => {
        const outside = [];
        let buttons = 0;
        for (const bar of document.querySelectorAll('.ant-pro-query-filter, .ant-pro-table-list-toolbar')) {
          const card = bar.closest('.ant-pro-table-search, .ant-pro-card');
          const edge = card.getBoundingClientRect().right - Number.parseFloat(getComputedStyle(card).paddingRight);
          for (const b of bar.querySelectorAll('button')) {
            buttons += 1;
            const over = Math.round(b.getBoundingClientRect().right - edge);
            if (b.offsetParent && over > 8) outside.push(`"${b.textContent.trim() || b.ariaLabel}" ${over} px`);
          }
        }
        const inputs = [...document.querySelectorAll('.ant-pro-query-filter .ant-form-item-control')]
          .filter((c) => c.offsetParent && c.querySelector('input'))
          .map((c) => Math.round(c.getBoundingClientRect().width));
        return { outside, inputs, buttons };
      });
    // 1,024 px: three columns left Reset, Query and Expand (in English) about 60 px past the card,
    // and the guardian phone's input 89 px.
    const wide = await measure();
    // (Reset, Query, Expand and the five toolbar buttons at least: what is measured is there.)
    assert.ok(
      wide.buttons >= 8 && wide.inputs.length === 2,
      `measured ${wide.buttons} buttons, ${wide.inputs.length} inputs`,
    );
    assert.deepEqual(wide.outside, [], `past the card at 1,024 px: ${wide.outside}`);
    assert.ok(Math.min(...wide.inputs) >= 150, `search inputs at 1,024 px: ${wide.inputs}`);
    await screenshot(page, 'lists-member-1024-en-US');
    // 768 px: the members' five toolbar buttons ran 42 px past the card in one row.
    await page.setViewportSize({ width: 768, height: 800 });
    await eventually(async () => assert.deepEqual((await measure()).outside, []));
    await screenshot(page, 'lists-member-768-en-US');

    // A URL filtering on a field the collapsed form hides opens it expanded, as the form orders its
    // fields: the members' grade comes third there, though declared before the guardian's phone.
    await page.setViewportSize({ width: 1024, height: 800 });
    await go(page, '/member?gradeId=2');
    await searchForm(page).getByLabel('Grade').waitFor();
    await expandToggle(page).filter({ hasText: 'Collapse' }).waitFor();
    // A phone's collapsed form shows one field, so a filter on the second opens it too.
    await page.setViewportSize({ width: 390, height: 844 });
    await go(page, `/account?name=${encodeURIComponent('运营')}`);
    await searchForm(page).getByLabel('Name').waitFor();
    await expandToggle(page).filter({ hasText: 'Collapse' }).waitFor();
  });

  test('390 px: the menu button holds every action of the row, and they work', { tag: '@admin' }, async ({
    newPage,
  }) => {
    const page = await newPage({ viewport: { width: 390, height: 844 } });
    await signInByApi(page, 'admin', '/member');
    // The menu button holds every action of the row, and they work.
    await go(page, '/member');
    await rowsLoaded(page);
    const [first] = await rowsOf(page)
      .first()
      .getByRole('button', { name: /^Actions for / })
      .evaluateAll((b) => b.map((x) => x.getAttribute('aria-label')));
    await rowsOf(page).first().getByRole('button', { name: first }).click();
    const menu = page.getByRole('menu').filter({ has: page.getByRole('menuitem', { name: 'Details' }) });
    assert.deepEqual(
      (await menu.getByRole('menuitem').allTextContents()).map((x) => x.trim()),
      ['Details', 'Edit', 'Behavior', 'Cycles', 'Records', 'Delete'],
    );
    await screenshot(page, 'lists-member-390-menu-en-US');
    await menu.getByRole('menuitem', { name: 'Details' }).click();
    await page.getByRole('dialog', { name: 'Member details' }).waitFor();
  });
});

test.describe('in Chinese', () => {
  test("the list's search, toolbar and row actions are translated", { tag: '@admin' }, async ({ newPage }) => {
    const page = await newPage({ locale: 'zh-CN', storedLocale: 'zh-CN' });
    await signInByApi(page, 'admin', '/member');
    await rowsLoaded(page);
    const zh = LIST_TEXT['zh-CN'];
    const form = searchForm(page);
    await form.getByRole('button', { name: buttonName(zh.query) }).waitFor();
    await form.getByRole('button', { name: buttonName(zh.reset) }).waitFor();
    await expandToggle(page, 'zh-CN').filter({ hasText: zh.expand }).waitFor();
    for (const key of ['reload', 'density', 'columns', 'fullScreen']) await listOption(page, key, 'zh-CN').waitFor();
    const [name] = await columnTexts(page, '姓名');
    const row = rowsOf(page).first();
    await row.getByRole('button', { name: buttonName('详情') }).waitFor();
    await row.getByRole('button', { name: buttonName('编辑') }).waitFor();
    await row.getByRole('button', { name: zh.moreFor(name), exact: true }).waitFor();
    await row.getByRole('checkbox').check();
    await page.getByText('已选择 1 项', { exact: true }).waitFor();
    await page.getByRole('button', { name: buttonName('取消选择') }).waitFor();
    await settle(page);
    await screenshot(page, 'lists-member-selected-zh-CN');
    await listOption(page, 'density', 'zh-CN').click();
    await page.getByRole('menuitem', { name: '紧凑' }).waitFor();
    await settle(page);
    await screenshot(page, 'lists-member-density-zh-CN');
    await page.keyboard.press('Escape');
    await listOption(page, 'columns', 'zh-CN').click();
    await columnList(page, 'zh-CN').getByRole('checkbox', { name: '全部显示' }).waitFor();
    await settle(page);
    await screenshot(page, 'lists-member-columns-zh-CN');
  });

  test('390 px in Chinese: the actions button is named and the menu translated', { tag: '@admin' }, async ({
    newPage,
  }) => {
    const page = await newPage({ locale: 'zh-CN', storedLocale: 'zh-CN', viewport: { width: 390, height: 844 } });
    await signInByApi(page, 'admin', '/member');
    await rowsLoaded(page);
    // (A phone shows each row as one summary column, its name the link at its top.)
    const name = (await rowsOf(page).first().getByRole('link').first().textContent()).trim();
    await rowsOf(page)
      .first()
      .getByRole('button', { name: LIST_TEXT['zh-CN'].actionsFor(name), exact: true })
      .click();
    const menu = page.getByRole('menu').filter({ has: page.getByRole('menuitem', { name: '详情' }) });
    assert.deepEqual(
      (await menu.getByRole('menuitem').allTextContents()).map((x) => x.trim()),
      ['详情', '编辑', '行为评估', '训练周期', '训练记录', '删除'],
    );
    await settle(page);
    await screenshot(page, 'lists-member-390-menu-zh-CN');

    // Two rows selected: the selection bar keeps within its card, its count on one line, and the
    // page does not scroll sideways (its buttons ran past the card, the count a character a line).
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    for (const row of [0, 1]) await rowsOf(page).nth(row).getByRole('checkbox').check();
    const count = page.getByText('已选择 2 项', { exact: true });
    await count.waitFor();
    const bar = page.locator('.ant-pro-table-alert');
    const box = await bar.boundingBox();
    const past = [];
    for (const button of await bar.getByRole('button').all()) {
      const b = await button.boundingBox();
      if (b.x < box.x || b.x + b.width > box.x + box.width + 0.5) past.push(await button.textContent());
    }
    assert.deepEqual(past, [], 'buttons past the selection bar');
    const line = await count.evaluate((el) => Number.parseFloat(getComputedStyle(el).lineHeight));
    assert.ok((await count.boundingBox()).height < 1.5 * line, 'the count on one line');
    assert.ok(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      'no sideways scroll',
    );
    await settle(page);
    await screenshot(page, 'lists-member-390-selected-zh-CN');
  });
});
