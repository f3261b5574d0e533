import { test } from './fixtures.mjs';
import { rowsLoaded, screenshot, settle, signInByApi } from './lib.mjs';

for (const locale of ['en-US', 'zh-CN']) {
  test(`probe profile ${locale}`, async ({ newPage }) => {
    const page = await newPage({ storedLocale: locale });
    await signInByApi(page, 'admin', '/member/profile/12');
    await page.getByRole('link', { name: locale === 'en-US' ? 'All assessments' : '全部认知评估' }).waitFor();
    await settle(page);
    await screenshot(page, `probe-profile-${locale}`);
    await page.getByRole('link', { name: locale === 'en-US' ? 'All assessments' : '全部认知评估' }).click();
    await rowsLoaded(page);
    await settle(page);
    await page.getByRole('button', { name: locale === 'en-US' ? /New/ : /新建/ }).click();
    await page.waitForTimeout(1200);
    await screenshot(page, `probe-score-new-${locale}`);
  });
}
