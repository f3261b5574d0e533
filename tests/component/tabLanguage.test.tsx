/**
 * The tabs of one browser share the stored language (docs/product-rules.md, languages): a switch
 * in one switches the others, each of which shows, titles and asks in one language meanwhile
 * (src/locales/load.ts).
 */
import { waitFor } from '@testing-library/react';
import { getIntl, getLocale, setLocale } from '@umijs/max';
import { LOCALE_STORAGE_KEY } from '@/locales/catalogue';
import { followLanguageOfOtherTabs } from '@/locales/load';
import { sessionHeaders } from '@/services/request';

/** What another tab's language menu does to this one: it stores its choice, and the browser says so. */
function otherTabChooses(lang: string) {
  const oldValue = window.localStorage.getItem(LOCALE_STORAGE_KEY);
  window.localStorage.setItem(LOCALE_STORAGE_KEY, lang);
  window.dispatchEvent(new StorageEvent('storage', { key: LOCALE_STORAGE_KEY, oldValue, newValue: lang }));
}

beforeAll(() => followLanguageOfOtherTabs());

beforeEach(async () => {
  window.localStorage.setItem(LOCALE_STORAGE_KEY, 'zh-CN');
  setLocale('en-US', false);
  expect(getLocale()).toBe('en-US');
});

it('a tab follows a switch made in another, asking in its own language until it has switched', async () => {
  otherTabChooses('zh-CN');
  // The stored choice is already Chinese; this tab still shows English (its pack is on its way),
  // and asks in it.
  expect(getLocale()).toBe('en-US');
  expect(sessionHeaders('/member/page')['Accept-Language']).toBe('en-US');
  await waitFor(() => expect(getIntl().locale).toBe('zh-CN'));
  expect(getLocale()).toBe('zh-CN');
  expect(sessionHeaders('/member/page')['Accept-Language']).toBe('zh-CN');

  // A choice this tab already shows changes nothing.
  otherTabChooses('zh-CN');
  expect(getLocale()).toBe('zh-CN');
});
