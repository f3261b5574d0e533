/**
 * Basic settings: the group's redirect and 404, the 403 for
 * levels 2 and 3, a rule page's reorder and Preview, and screenshots of a plain catalogue, a rule
 * page with its preview open and a media catalogue in both languages.
 */
import assert from 'node:assert/strict';
import { expect, test } from './fixtures.mjs';
import { columnTexts, eventually, go, pickOption, rowsOf, screenshot, settle, signInByApi, TEXT } from './lib.mjs';

const LOCALES = ['en-US', 'zh-CN'];

/** The list's "New" button (its name starts with the icon's label, "plus"). */
const newButton = (page, locale = 'en-US') =>
  page.getByRole('button', { name: locale === 'zh-CN' ? /新\s*建$/ : /New$/ });

async function openAs(newPage, who, locale, path) {
  // Demo media are same-origin (mock/media.ts): no host is allowed beyond the console's own.
  const page = await newPage({ locale, storedLocale: locale });
  await signInByApi(page, who, path);
  return page;
}

// Each catalogue's list, with its translated columns and New button in both languages, is checked
// by the page walk (a11y.test.mjs); the group's redirect by access.test.mjs.
test('an unknown catalogue path is a 404', { tag: '@admin' }, async ({ newPage }) => {
  const page = await openAs(newPage, 'admin', 'en-US', '/basic-settings/no-such-catalogue');
  await page.getByText(TEXT['en-US'].notFound).waitFor();
});

test.describe('levels 2 and 3', () => {
  for (const who of ['operator', 'viewer']) {
    test(`${who} gets the 403 page on catalogue and rule pages`, { tag: `@${who}` }, async ({ newPage }) => {
      const page = await openAs(newPage, who, 'en-US', '/basic-settings/sysWorry');
      for (const path of ['sysWorry', 'cognitive/training-rule1', 'music']) {
        await go(page, `/basic-settings/${path}`);
        await page.getByText(TEXT['en-US'].forbidden).waitFor();
        assert.equal(await rowsOf(page).count(), 0);
      }
    });
  }
});

test.describe('validation', () => {
  test('range rules on the form (client) and overlapping score groups (server), nothing saved', {
    tag: '@admin',
  }, async ({ newPage }) => {
    const page = await openAs(newPage, 'admin', 'en-US', '/basic-settings/group');
    await rowsOf(page).first().waitFor();
    await newButton(page).click();
    let dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('Bad group');
    await dialog.getByLabel('Minimum age').fill('10');
    await dialog.getByLabel('Maximum age').fill('5');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Minimum age must not be greater than Maximum age').waitFor();

    await go(page, '/basic-settings/score-group');
    await rowsOf(page).first().waitFor();
    await newButton(page).click();
    dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('Overlapping');
    await dialog.getByLabel('Minimum score').fill('50');
    await dialog.getByLabel('Maximum score').fill('60');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText(/Overlaps score group "[^"]+" \(\d+ to \d+\)/).waitFor();
    assert.equal(await dialog.getByLabel('Name').inputValue(), 'Overlapping', 'what was typed stays');
  });
});

test.describe('rule pages', () => {
  test('list by priority, move a rule up, and preview which rule fires', { tag: '@admin' }, async ({ newPage }) => {
    const page = await openAs(newPage, 'admin', 'en-US', '/basic-settings/cognitive/training-rule1');
    await rowsOf(page).first().waitFor();
    const priorities = async () => (await columnTexts(page, 'Priority')).map(Number);
    const names = async () => columnTexts(page, 'Name');
    const before = await priorities();
    assert.deepEqual(
      before,
      [...before].sort((a, b) => b - a),
      'highest priority first',
    );
    const [first, second, third] = await names();
    const raise = (row) => rowsOf(page).nth(row).getByRole('button', { name: 'Raise priority (move up)', exact: true });
    await raise(2).click();
    await eventually(async () => assert.deepEqual((await names()).slice(0, 3), [first, third, second]));
    // The tooltip of the button under the pointer lies over the moved rule's button in its new
    // place: the next click goes through it (checked first, so a tooltip in the way fails here
    // rather than holding the click until the test's time runs out).
    await expect(page.getByRole('tooltip')).toHaveCSS('pointer-events', 'none');
    await raise(1).click();
    await eventually(async () => assert.deepEqual((await names()).slice(0, 3), [third, first, second]));
    assert.deepEqual(await priorities(), before, 'priorities swapped between the rules');

    // (Its name starts with the icon's label.)
    await page.getByRole('button', { name: /Preview$/ }).click();
    const dialog = page.getByRole('dialog');
    await pickOption(page, dialog, 'Ability assessed', 'Attention');
    await dialog.getByLabel('Score in that ability (0-100)').fill('50');
    await pickOption(page, dialog, 'Grade group', '低年级');
    const result = dialog.getByTestId('rule-preview-result');
    await result.getByText('低年级注意力提升').waitFor();
    await result.getByText('舒尔特方格').waitFor();
    // Escape closes it and gives the focus back to the button that opened it.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: /Preview$/ })).toBeFocused();
  });
});

test.describe('screenshots', () => {
  for (const locale of LOCALES) {
    const zh = locale === 'zh-CN';
    test(`plain, media and rule-with-preview pages (${locale})`, { tag: '@admin' }, async ({ newPage }) => {
      const page = await openAs(newPage, 'admin', locale, '/basic-settings/sysWorry');
      await rowsOf(page).first().waitFor();
      await settle(page);
      await screenshot(page, `catalogues-plain-sysWorry-${locale}`);

      await go(page, '/basic-settings/music');
      await rowsOf(page).first().waitFor();
      await settle(page);
      await screenshot(page, `catalogues-media-music-${locale}`);

      await go(page, '/basic-settings/cognitive/training1');
      await rowsOf(page).first().waitFor();
      await settle(page);
      await screenshot(page, `catalogues-media-cognitive-training1-${locale}`);

      await go(page, '/basic-settings/neurotraining-feedback-auto-rule');
      await rowsOf(page).first().waitFor();
      await page.getByRole('button', { name: zh ? /预\s*览/ : 'Preview' }).click();
      const dialog = page.getByRole('dialog');
      await pickOption(page, dialog, zh ? '脑电频段' : 'EEG band', 'SMR');
      await dialog.getByLabel(zh ? '平均专注度（0-100）' : 'Average attention (0-100)').fill('30');
      // The "fill in every input" hint (an alert) gives way to the rule that fires, or to none.
      await expect(dialog.getByTestId('rule-preview-result').getByRole('alert')).toHaveCount(0);
      await settle(page);
      await screenshot(page, `catalogues-rule-preview-${locale}`);
    });
  }
});
