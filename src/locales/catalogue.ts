/**
 * Languages: the one chosen at start (`defaultLocale`), where the choice is kept, the ones with
 * translations, and text direction. The language menu's own catalogue (names, flags and badges
 * of about fifty locales) is in ./languageMenu.ts, which loads with the menu, not with every page.
 */
const RTL_PREFIXES = ['he', 'ar', 'fa', 'ku'];

/** Text direction of a locale: right-to-left for Hebrew, Arabic, Persian and Kurdish. */
export function textDirection(lang: string): 'rtl' | 'ltr' {
  return RTL_PREFIXES.some((p) => lang.startsWith(p)) ? 'rtl' : 'ltr';
}

/** Where the choice is kept (Umi's locale plugin reads the same key). */
export const LOCALE_STORAGE_KEY = 'umi_locale';

/** Default language: the stored choice, then the browser's, then zh-CN. */
export function defaultLocale(
  stored: string | null,
  browser: string | undefined,
  available: readonly string[],
): string {
  // A locale translated as it is, else one of the same language (en-GB reads en-US).
  const nearest = (tag: string) =>
    available.includes(tag) ? tag : available.find((l) => l.split('-')[0] === tag.split('-')[0]);
  return (stored && nearest(stored)) || (browser && nearest(browser)) || 'zh-CN';
}

/** Locales with a translation in src/locales (keep in step with PACKS in src/locales/load.ts). */
export const AVAILABLE_LOCALES = ['zh-CN', 'en-US'] as const;
