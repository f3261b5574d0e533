/**
 * Languages (docs/product-rules.md, languages and notices): switching, persistence in localStorage umi_locale,
 * the default rule (stored choice, then browser language, then zh-CN), and the screenshots of the
 * login page and the shell in both languages.
 */
import assert from 'node:assert/strict';
import { test } from './fixtures.mjs';
import {
  eventually,
  expectMenu,
  go,
  loginForm,
  MENU_KEYS,
  screenshot,
  settle,
  sideMenu,
  signIn,
  switchLanguage,
  TEXT,
  textOf,
  toasts,
  topMenu,
  userMenu,
  waitForList,
  waitForPath,
} from './lib.mjs';

const stored = (page) => page.evaluate(() => window.localStorage.getItem('umi_locale'));

/** The login page is fully in `locale`: title, field labels, button. */
async function expectLoginIn(page, locale) {
  const other = locale === 'en-US' ? 'zh-CN' : 'en-US';
  await eventually(async () => {
    const text = await textOf(page.locator('body'));
    assert.ok(text.includes(TEXT[locale].title), `login title in ${locale}`);
    assert.ok(!text.includes(TEXT[other].title), `no ${other} title left`);
  });
  await page.getByLabel(TEXT[locale].username, { exact: true }).waitFor();
  await page.getByLabel(TEXT[locale].password, { exact: true }).waitFor();
  const button = (await textOf(loginForm(page).submit)).replace(/\s+/g, '');
  assert.equal(button, TEXT[locale].signIn.replace(/\s+/g, ''));
  assert.equal(await page.getByTestId('lang-menu').getAttribute('aria-label'), TEXT[locale].language);
}

test.describe('language switch', () => {
  test('on the login page: English <-> 简体中文, kept across reloads, a failed sign-in too', async ({ newPage }) => {
    const page = await newPage({ locale: 'en-US' });
    await go(page, '/login');
    await expectLoginIn(page, 'en-US');
    const form = loginForm(page);
    await form.username.fill('admin');
    await form.password.fill('wrong-password');
    await form.submit.click();
    const banner = page.getByRole('alert').filter({ hasText: TEXT['en-US'].wrongCredentials });
    await banner.waitFor();

    await switchLanguage(page, '简体中文');
    await expectLoginIn(page, 'zh-CN');
    // The failed sign-in's banner, still up, in the language switched to.
    await page.getByRole('alert').filter({ hasText: TEXT['zh-CN'].wrongCredentials }).waitFor();
    assert.equal(await banner.count(), 0);
    await screenshot(page, 'login-failed-switched-zh-CN');
    assert.equal(await stored(page), 'zh-CN');
    await page.reload();
    await expectLoginIn(page, 'zh-CN');

    await switchLanguage(page, 'English');
    await expectLoginIn(page, 'en-US');
    assert.equal(await stored(page), 'en-US');
    await page.reload();
    await expectLoginIn(page, 'en-US');
  });

  test('in the shell: the menu labels change with the language and stay after reload and sign-out', {
    tag: '@admin',
  }, async ({ newPage }) => {
    const page = await newPage({ locale: 'en-US' });
    await signIn(page, 'admin');
    await expectMenu(page, 'admin', 'en-US');

    await switchLanguage(page, '简体中文');
    await expectMenu(page, 'admin', 'zh-CN');
    assert.equal(await stored(page), 'zh-CN');
    await page.reload();
    await page.getByTestId('header-user').waitFor();
    await expectMenu(page, 'admin', 'zh-CN');
    assert.equal(await page.getByTestId('lang-menu').getAttribute('aria-label'), '语言');

    await switchLanguage(page, 'English');
    await expectMenu(page, 'admin', 'en-US');
    assert.equal(await stored(page), 'en-US');
    await page.reload();
    await page.getByTestId('header-user').waitFor();
    await expectMenu(page, 'admin', 'en-US');

    // The choice outlives the session: after logout the login page is still English.
    await switchLanguage(page, '简体中文');
    await expectMenu(page, 'admin', 'zh-CN');
    await userMenu(page, TEXT['zh-CN'].logout);
    await waitForPath(page, /^\/login/);
    await expectLoginIn(page, 'zh-CN');
  });
});

test.describe('two tabs', () => {
  test('a second tab follows a switch made in the first: its menu, title and calls change together', {
    tag: '@viewer',
  }, async ({ newPage }) => {
    const page = await newPage({ locale: 'en-US' });
    await signIn(page, 'viewer');
    const second = await page.context().newPage();
    await second.goto(page.url());
    await second.getByTestId('header-user').waitFor();
    await expectMenu(second, 'viewer', 'en-US');
    const languages = [];
    second.on('request', (r) => {
      if (new URL(r.url()).pathname.endsWith('/page')) languages.push(r.headers()['accept-language']);
    });

    await switchLanguage(page, '简体中文');
    await expectMenu(second, 'viewer', 'zh-CN');
    await eventually(async () => assert.match(await second.title(), new RegExp(`${TEXT['zh-CN'].title}$`)));
    // What the second tab shows is asked for again, in its new language.
    await eventually(async () => assert.equal(languages.at(-1), 'zh-CN'));
    assert.ok(!(await textOf(second.locator('body'))).includes('app.title'));
  });
});

test.describe('default language', () => {
  const cases = [
    { browser: 'fr-FR', want: 'zh-CN', why: 'no translation for fr: falls back to zh-CN' },
    { browser: 'en-GB', want: 'en-US', why: 'same language as en-US' },
    { browser: 'en-US', want: 'en-US', why: 'exact match' },
    { browser: 'zh-CN', want: 'zh-CN', why: 'exact match' },
  ];
  for (const c of cases) {
    test(`browser ${c.browser}, nothing stored -> ${c.want} (${c.why})`, { tag: '@viewer' }, async ({ newPage }) => {
      const page = await newPage({ locale: c.browser });
      await go(page, '/login');
      await expectLoginIn(page, c.want);
      await signIn(page, 'viewer');
      await expectMenu(page, 'viewer', c.want);
    });
  }

  test('a stored choice wins over the browser language', async ({ newPage }) => {
    const page = await newPage({ locale: 'en-GB', storedLocale: 'zh-CN' });
    await go(page, '/login');
    await expectLoginIn(page, 'zh-CN');
    const other = await newPage({ locale: 'zh-CN', storedLocale: 'en-US' });
    await go(other, '/login');
    await expectLoginIn(other, 'en-US');
  });
});

test.describe('screenshots (test-results/screenshots)', () => {
  for (const locale of ['en-US', 'zh-CN']) {
    test(`login page and admin shell on /member (${locale})`, { tag: '@admin' }, async ({ newPage }) => {
      const page = await newPage({ locale, storedLocale: locale });
      await go(page, '/login');
      await expectLoginIn(page, locale);
      await settle(page);
      await screenshot(page, `login-${locale}`);

      await signIn(page, 'admin');
      await waitForList(page, '/member');
      await expectMenu(page, 'admin', locale);
      assert.equal((await topMenu(page)).length, MENU_KEYS.admin.length);
      await toasts(page)
        .first()
        .waitFor({ state: 'detached', timeout: 10_000 })
        .catch(() => {});
      await settle(page);
      await screenshot(page, `shell-admin-member-${locale}`);

      // The menu with the groups open, so every label can be read in the picture.
      const groups = sideMenu(page).getByRole('menuitem').and(page.locator('[aria-expanded]'));
      for (const group of await groups.all()) {
        if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
      }
      await settle(page);
      await screenshot(page, `shell-admin-menu-open-${locale}`);
    });
  }
});
