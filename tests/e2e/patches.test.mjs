/**
 * Where the console corrects antd or ProLayout through their rendered DOM or classes because no
 * public prop or token does it (docs/architecture.md, "Patches"), each correction is checked here
 * on what it patches: an upgrade that renames what it reaches fails here, not silently in use.
 */
import assert from 'node:assert/strict';
import { test } from './fixtures.mjs';
import { eventually, menuEntry, rowsLoaded, sideMenu, signInByApi } from './lib.mjs';

test.describe('patches to antd and ProLayout', () => {
  test('the collapsed side menu is 80 px wide, and so is the room ProLayout keeps for it (src/global.less)', {
    tag: '@admin',
  }, async ({ newPage }) => {
    const page = await newPage({ viewport: { width: 1280, height: 800 } });
    await signInByApi(page, 'admin', '/member');
    await page.getByRole('button', { name: 'Collapse the menu' }).click();
    const sider = page.getByRole('complementary');
    await eventually(async () => {
      const box = await sider.boundingBox();
      assert.equal(Math.round(box?.width ?? 0), 80, 'the collapsed sider');
      // ProLayout's placeholder before a fixed sider: the content starts right after 80 px.
      const main = await page.getByRole('main').boundingBox();
      assert.ok(main && main.x >= 80 && main.x < 120, `the content starts at ${main?.x}`);
    });
  });

  test("a long side-menu label wraps inside the 200 px sidebar (the menu's own rules cut it)", {
    tag: '@admin',
  }, async ({ newPage }) => {
    const page = await newPage({ locale: 'en-US', storedLocale: 'en-US', viewport: { width: 1280, height: 800 } });
    await signInByApi(page, 'admin', '/member');
    await sideMenu(page).waitFor();
    const entry = menuEntry(page, 'Account Management');
    const box = await entry.boundingBox();
    assert.ok(box && box.height > 40, `the entry grows to hold two lines (${box?.height} px)`);
    const cut = await entry.evaluate((el) =>
      [el, ...el.querySelectorAll('*')].some((e) => e.scrollWidth > e.clientWidth + 1),
    );
    assert.equal(cut, false, 'no part of the label is cut');
  });

  test("the table's hidden measure row is inert: its cloned select-all checkbox is no Tab stop (useInertMeasureRows)", {
    tag: '@admin',
  }, async ({ newPage }) => {
    const page = await newPage({ viewport: { width: 1280, height: 800 } });
    await signInByApi(page, 'admin', '/member');
    await rowsLoaded(page);
    // antd names the row by a class only.
    const measure = page.locator('.ant-table-measure-row');
    assert.ok((await measure.count()) > 0, 'antd still draws a measure row (or the patch reaches nothing)');
    for (const row of await measure.all())
      assert.equal(await row.getAttribute('inert'), '', 'the measure row is inert');
  });
});
