/**
 * The texts of the live device status, the follow-ups and the parent report (src/locales/<lang>/
 * features.ts), loaded with the pages that show them rather than with every page: the sign-in
 * page's language pack stays as it was. They are added to the language's messages with the locale
 * plugin's documented addLocale (which merges, and re-renders when it is the language in use).
 */
import { addLocale, useIntl } from '@umijs/max';

const PACKS: Record<string, () => Promise<{ default: Record<string, string> }>> = {
  'zh-CN': () => import(/* webpackChunkName: "locale-features-zh-CN" */ './zh-CN/features'),
  'en-US': () => import(/* webpackChunkName: "locale-features-en-US" */ './en-US/features'),
};

/** A key of the pack: present in a language's messages once the pack is registered. */
const SENTINEL = 'report.title';

const loading = new Map<string, Promise<void>>();
const failed = new Map<string, unknown>();

const languageOf = (lang: string) => (Object.hasOwn(PACKS, lang) ? lang : 'zh-CN');

/** Downloads and registers a language's pack once (a failed download may be tried again). */
export function loadFeatureTexts(lang: string): Promise<void> {
  const name = languageOf(lang);
  let done = loading.get(name);
  if (!done) {
    done = PACKS[name]().then((pack) => {
      // (No antd or date locale: those came with the language's own pack.)
      addLocale(name, pack.default, undefined as never);
    });
    done.catch((e) => {
      loading.delete(name);
      failed.set(name, e);
    });
    loading.set(name, done);
  }
  return done;
}

/**
 * Renders the calling component once the pack of the language in use is there: until then it
 * suspends (the page's loading state shows). A pack that failed to download throws its error to
 * the page's error boundary, which offers to reload, as for a page chunk that failed.
 */
export function useFeatureTexts(): void {
  const intl = useIntl();
  if (SENTINEL in intl.messages) return;
  const name = languageOf(intl.locale);
  const error = failed.get(name);
  if (error) {
    failed.delete(name);
    throw error;
  }
  throw loadFeatureTexts(name).catch(() => undefined);
}
