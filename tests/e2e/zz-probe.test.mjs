import { test } from './fixtures.mjs';
import { rowsLoaded, screenshot, settle, signInByApi } from './lib.mjs';

for (const locale of ['en-US', 'zh-CN']) {
  test(`probe device ${locale}`, async ({ newPage }) => {
    const page = await newPage({ storedLocale: locale });
    await signInByApi(page, 'admin', '/device');
    await rowsLoaded(page);
    await settle(page);
    await screenshot(page, `probe-device-${locale}`);
  });
}
