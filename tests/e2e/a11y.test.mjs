/**
 * The walk over every page of the console as admin, in both languages, each page loaded once:
 * it renders in that language (a catalogue shows its own translated columns and, for level 1, its
 * New button), raises no Content-Security-Policy violation under the build's policy (the newPage
 * fixture fails a test on any), axe (axe-core) finds no serious or critical violation, and no
 * control takes its name from an antd icon (in English whatever the language). Then axe over the
 * sign-in page and the add forms (empty and with errors).
 */
import assert from 'node:assert/strict';
import { expect, test } from './fixtures.mjs';
import { buttonName, chunks, columnHeaders, go, rowsLoaded, rowsOf, runTitle, signInByApi, walkAs } from './lib.mjs';
import {
  axeViolations,
  describeViolations,
  englishNames,
  iconNamedControls,
  pageSettled,
  SETTINGS_HEADERS,
  SIGNED_IN_ROUTES,
} from './quality.mjs';

/**
 * The open dialog or drawer: what the form checks read (the page under it was read by the walk;
 * axe over the whole page again took up to 15 s a read on a busy 2-core machine).
 */
const DIALOG = '[role="dialog"]';

/** What a settings page must show in `locale`: its translated column and, for level 1, New. */
async function catalogueShown(page, path, locale) {
  if (!path.startsWith('/basic-settings/')) return [];
  const headers = SETTINGS_HEADERS[path.replace('/basic-settings/', '')];
  const zh = locale === 'zh-CN';
  await rowsOf(page).first().waitFor();
  const shown = await columnHeaders(page);
  const problems = [];
  const expected = headers?.[zh ? 1 : 0];
  if (expected && !shown.includes(expected)) problems.push(`${path}: no column ${expected} in ${shown}`);
  if (shown.some((h) => h.includes('catalogue.'))) problems.push(`${path}: untranslated column in ${shown}`);
  const add = page.getByRole('button', { name: zh ? /新\s*建$/ : /New$/ });
  if ((await add.count()) !== 1) problems.push(`${path}: no New button for level 1`);
  return problems;
}

// The walk passes when axe finds nothing: this shows the runner (quality.mjs) does find what it
// should, over the whole page and over a part, on the document it was first put into and after.
test('the axe runner reports a control with no name, over the page and over a part of it', async ({ newPage }) => {
  const page = await newPage();
  await go(page, '/login');
  await page.locator('input[type="password"]').waitFor();
  assert.deepEqual(await axeViolations(page), [], describeViolations('/login', await axeViolations(page)));
  await page.evaluate(() => {
    const part = document.createElement('div');
    part.id = 'axe-probe';
    part.append(document.createElement('button'));
    document.body.append(part);
  });
  for (const part of [undefined, '#axe-probe']) {
    const found = await axeViolations(page, part);
    assert.deepEqual(
      found.map((v) => [v.id, v.nodes.map((n) => n.target)]),
      [['button-name', ['#axe-probe > button']]],
      describeViolations(part ?? 'the page', found),
    );
  }
});

for (const locale of ['en-US', 'zh-CN']) {
  test.describe(`the console in ${locale}`, () => {
    test('the sign-in page, empty and after a failed submit; its password eye named', async ({ newPage }) => {
      const page = await newPage({ locale, storedLocale: locale });
      await go(page, '/login');
      await page.locator('input[type="password"]').waitFor();
      await pageSettled(page);
      const found = [...(await axeViolations(page))];
      // Submitting empty shows the field errors: they must be announced and tied to the fields.
      await page.locator('button[type="submit"]').click();
      const invalid = page.locator('input[aria-invalid="true"]');
      await invalid.first().waitFor();
      // Each invalid field names its message as its description.
      for (const input of await invalid.all()) {
        const described = await input.getAttribute('aria-describedby');
        assert.ok(described, 'an invalid field points at its message');
        const message = (await page.locator(`[id="${described}"]`).textContent()) ?? '';
        assert.notEqual(message.trim(), '', 'the message has text');
      }
      await pageSettled(page);
      found.push(...(await axeViolations(page)));
      assert.deepEqual(found, [], describeViolations('/login', found));
      // The password's eye is a button named for what it does, in the page's language (antd's own
      // was an icon named "eye-invisible", out of the Tab order), and does it, from the keyboard
      // too; the focus then goes back to the field (antd's, as for a click), to type on.
      const zh = locale === 'zh-CN';
      const password = page.getByLabel(zh ? '密码' : 'Password', { exact: true });
      await page.getByRole('button', { name: zh ? '显示密码' : 'Show password' }).click();
      await page.getByRole('button', { name: zh ? '隐藏密码' : 'Hide password' }).waitFor();
      assert.equal(await password.getAttribute('type'), 'text');
      await password.focus();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: zh ? '隐藏密码' : 'Hide password' })).toBeFocused();
      await page.keyboard.press('Enter');
      await page.getByRole('button', { name: zh ? '显示密码' : 'Show password' }).waitFor();
      assert.equal(await password.getAttribute('type'), 'password');
      await expect(password).toBeFocused();
    });

    // Every page of the console, a few pages a test.
    const runs = chunks(SIGNED_IN_ROUTES, 4);
    runs.forEach((run, i) => {
      test(`every page as admin: translated, no CSP or axe violation, no control named by an icon (${runTitle(run, i, runs.length)})`, {
        tag: '@admin',
      }, async ({ newPage }) => {
        const page = await newPage({ locale, storedLocale: locale });
        const problems = [];
        await walkAs(page, 'admin', run, async (path) => {
          problems.push(...(await catalogueShown(page, path, locale)));
          await pageSettled(page);
          // The shell (header, side menu, skip link) is read in full on a run's first page; after
          // that only the page's content: axe over the whole page took twice as long (up to 15 s
          // on a busy 2-core machine) to read the same shell again.
          const part = path === run[0] ? undefined : 'main';
          let v = await axeViolations(page, part);
          // A list that refreshes its rows while axe reads the page shows a loading button for a
          // moment (measured at half contrast): a real violation is still there once it settled.
          if (v.length) {
            await pageSettled(page);
            v = await axeViolations(page, part);
          }
          if (v.length) problems.push(describeViolations(path, v));
          for (const named of await iconNamedControls(page, part))
            problems.push(`${path}: named by its icon: ${named}`);
          if (locale === 'zh-CN')
            for (const named of await englishNames(page, part)) problems.push(`${path}: read in English: ${named}`);
        });
        assert.deepEqual(problems, [], problems.join('\n'));
      });
    });

    for (const path of ['/account', '/basic-settings/sysWorry', '/device']) {
      test(`the add form (empty and with errors) and the detail drawer of ${path}`, { tag: '@admin' }, async ({
        newPage,
      }) => {
        const page = await newPage({ locale, storedLocale: locale });
        await signInByApi(page, 'admin', path);
        const problems = [];
        const zh = locale === 'zh-CN';
        // The list's "New" button.
        const add = page.getByRole('button', { name: zh ? /新\s*建$/ : /New$/ });
        await rowsLoaded(page);
        await pageSettled(page);
        await add.click();
        const dialog = page.getByRole('dialog');
        await dialog.waitFor();
        await pageSettled(page);
        let v = await axeViolations(page, DIALOG);
        if (v.length) problems.push(describeViolations(`${path} add form`, v));
        for (const named of await iconNamedControls(page, DIALOG)) problems.push(`${path} add form: ${named}`);
        if (zh) for (const named of await englishNames(page, DIALOG)) problems.push(`${path} add form: ${named}`);
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
        // Submitting the empty form shows the errors next to the fields.
        await add.click();
        await dialog.waitFor();
        await dialog.getByRole('button', { name: buttonName(zh ? '保存' : 'Save') }).click();
        // The messages of the required fields left empty show under them.
        await dialog
          .getByText(zh ? /^请输入\S+/ : /^Please enter \S+/)
          .first()
          .waitFor();
        await pageSettled(page);
        v = await axeViolations(page, DIALOG);
        if (v.length) problems.push(describeViolations(`${path} add form with errors`, v));
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
        // The detail drawer of the first row (ProDescriptions).
        await rowsOf(page)
          .first()
          .getByRole('button', { name: buttonName(zh ? '详情' : 'Details') })
          .click();
        await dialog.waitFor();
        await pageSettled(page);
        v = await axeViolations(page, DIALOG);
        if (v.length) problems.push(describeViolations(`${path} detail drawer`, v));
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
        assert.deepEqual(problems, [], problems.join('\n'));
      });
    }
  });
}
