/**
 * The API contract page (/api-docs, level 1): the calls by resource and the data shapes, worded in
 * both languages, found by path, a reference opening its schema; screenshots at 1440 px. Levels 2
 * and 3 get 403 (access.test.mjs), and the page walk checks it for axe and CSP (a11y.test.mjs).
 */
import { expect, test } from './fixtures.mjs';
import { mainArea, screenshot, signInByApi } from './lib.mjs';

const WIDE = { width: 1440, height: 900 };

const TEXT = {
  'en-US': {
    title: 'API Contract',
    members: 'Member',
    page: 'A page of Member rows',
    add: 'Add a Member row',
    gender: /1\s*Boy/,
    shapes: 'Data shapes',
    search: 'Find a call by path, or a data shape',
    session: 'Sign-in and own account',
  },
  'zh-CN': {
    title: '接口契约',
    members: '会员',
    page: '分页查询会员',
    add: '新增会员',
    gender: /1\s*男/,
    shapes: '数据结构',
    search: '按路径查找接口或数据结构',
    session: '登录与个人账号',
  },
};

for (const [locale, text] of Object.entries(TEXT)) {
  test(`admin reads the contract: a resource's calls, an add body, its schema (${locale})`, {
    tag: '@admin',
  }, async ({ newPage }) => {
    const page = await newPage({ locale, storedLocale: locale, viewport: WIDE });
    await signInByApi(page, 'admin', '/api-docs');
    const main = mainArea(page);
    await expect(main.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    await expect(main.getByRole('button', { name: text.session })).toBeVisible();
    await screenshot(page, `api-docs-1440-${locale}`);

    // A panel's name starts with its arrow icon's label, then the resource's name and path segment.
    await main.getByRole('button', { name: new RegExp(`${text.members}\\s+dataMember\\s`) }).click();
    await expect(main.getByText(text.page, { exact: true })).toBeVisible();
    await main.getByRole('button', { name: new RegExp(`POST\\s*/dataMember/add\\s*${text.add}`) }).click();
    const body = main.getByRole('table').filter({ hasText: 'guardianPhone' });
    await expect(body.getByRole('row', { name: /gender/ })).toContainText(text.gender);
    await screenshot(page, `api-docs-member-add-1440-${locale}`);

    // A reference opens its schema among the data shapes.
    await main.getByRole('button', { name: 'dataMemberAdd', exact: true }).click();
    await expect(main.getByRole('tab', { name: text.shapes, selected: true })).toBeVisible();
    await expect(main.getByRole('button', { name: /dataMemberAdd$/, expanded: true })).toBeVisible();
  });
}

test('admin finds a call by a part of its path', { tag: '@admin' }, async ({ newPage }) => {
  const page = await signInByApi(await newPage(), 'admin', '/api-docs');
  const main = mainArea(page);
  await main.getByRole('searchbox', { name: TEXT['en-US'].search }).fill('changePass');
  await expect(main.getByRole('button', { name: /Sign-in and own account/ })).toBeVisible();
  await main.getByRole('button', { name: /Sign-in and own account/ }).click();
  await expect(main.getByText('/changePassword', { exact: true })).toBeVisible();
  await expect(main.getByText('/login', { exact: true })).toHaveCount(0);
  await expect(main.getByRole('button', { name: /Member\s+dataMember\s/ })).toHaveCount(0);
  // The data shapes too: a field's name finds the shapes that carry it.
  await main.getByRole('searchbox', { name: TEXT['en-US'].search }).fill('guardianPhone');
  await main.getByRole('tab', { name: TEXT['en-US'].shapes }).click();
  await expect(main.getByRole('button', { name: /dataMemberAdd$/ })).toBeVisible();
  await expect(main.getByRole('button', { name: /dataAccountInfo$/ })).toHaveCount(0);
});
