/**
 * The member profile: reached from the member list's name link, it shows the member's header and
 * charts, and its records link opens the training-record list filtered to this child.
 */
import assert from 'node:assert/strict';
import { test } from './fixtures.mjs';
import { columnTexts, eventually, rowsLoaded, rowsOf, screenshot, signInByApi, waitForPath } from './lib.mjs';

const TEXTS = {
  'en-US': {
    header: 'Member summary',
    radar: 'Abilities: latest against the previous assessment',
    records: 'All records of this member',
  },
  'zh-CN': { header: '会员概要', radar: '各项能力：最近一次与上一次评估对比', records: '该会员的全部记录' },
};

for (const locale of ['en-US', 'zh-CN']) {
  test.describe(`member profile (${locale})`, () => {
    test('from the member list to the profile, then to the filtered records', { tag: '@admin' }, async ({
      newPage,
    }) => {
      const text = TEXTS[locale];
      const page = await newPage({ locale, storedLocale: locale, viewport: { width: 1280, height: 900 } });
      // Most trainings first, so the chosen child has records to follow.
      await signInByApi(page, 'admin', '/member?sortField=trainingCount&sortOrder=descend');
      await rowsLoaded(page);
      const link = rowsOf(page).first().getByRole('link').first();
      const name = (await link.textContent()).trim();
      await link.click();
      await waitForPath(page, /^\/member\/profile\/\d+$/);
      const header = page.getByLabel(text.header, { exact: true });
      await header.waitFor();
      assert.equal((await page.getByTestId('profile-name').textContent()).trim(), name);
      await page.getByRole('figure', { name: text.radar }).waitFor();
      await page.locator('figure canvas').first().waitFor({ state: 'visible' });
      await screenshot(page, `profile-${locale}`);
      await screenshot(page, `profile-${locale}-full`, { fullPage: true });

      await page.getByRole('link', { name: text.records }).click();
      await waitForPath(page, /^\/training-record\?/);
      assert.match(page.url(), /[?&]userId=\d+/);
      await rowsLoaded(page);
      const header2 = locale === 'en-US' ? 'Member' : '会员';
      await eventually(async () => {
        const names = await columnTexts(page, header2);
        assert.ok(names.length > 0);
        for (const n of names) assert.equal(n, name);
      });
    });

    test('at 390 px the header and a chart show', { tag: '@admin' }, async ({ newPage }) => {
      const text = TEXTS[locale];
      const page = await newPage({ locale, storedLocale: locale, viewport: { width: 390, height: 844 } });
      await signInByApi(page, 'admin', '/member/profile/1');
      await page.getByLabel(text.header, { exact: true }).waitFor();
      await page.locator('figure canvas').first().waitFor({ state: 'visible' });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 1, `the page is ${overflow} px wider than the screen`);
      await screenshot(page, `profile-${locale}-390`);
    });
  });
}
