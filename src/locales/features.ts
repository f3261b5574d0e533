/**
 * Texts of the newer parts, in packs of their own loaded with the pages that show them rather than
 * with every page, so the sign-in page's language pack stays as it was:
 * - `live`: the live device status and the follow-ups (src/locales/<lang>/features.ts), for the
 *   device list, Home and the profile;
 * - `followUps`: the follow-ups alone (src/locales/<lang>/followUpActions.ts), for the audit log,
 *   which names their fields and values and shows no device;
 * - `report`: the parent progress report (src/locales/<lang>/report.ts), for the report page.
 * They are added to a language's messages with the locale plugin's documented addLocale (which
 * merges, and re-renders when it is the language in use).
 */
import { addLocale, useIntl } from '@umijs/max';

type Load = () => Promise<{ default: Record<string, string> }>;

const PACKS: Record<'live' | 'followUps' | 'report', { sentinel: string; load: Record<string, Load> }> = {
  live: {
    sentinel: 'live.seenNow',
    load: {
      'zh-CN': () => import('./zh-CN/features'),
      'en-US': () => import('./en-US/features'),
    },
  },
  followUps: {
    sentinel: 'followUp.history',
    load: {
      'zh-CN': () => import('./zh-CN/followUpActions'),
      'en-US': () => import('./en-US/followUpActions'),
    },
  },
  report: {
    sentinel: 'report.title',
    load: {
      'zh-CN': () => import('./zh-CN/report'),
      'en-US': () => import('./en-US/report'),
    },
  },
};

export type FeaturePack = keyof typeof PACKS;

const loading = new Map<string, Promise<void>>();
const failed = new Map<string, unknown>();

const languageOf = (lang: string) => (Object.hasOwn(PACKS.live.load, lang) ? lang : 'zh-CN');

/** Downloads and registers one pack of a language once (a failed download may be tried again). */
export function loadFeatureTexts(lang: string, pack: FeaturePack = 'live'): Promise<void> {
  const name = languageOf(lang);
  const key = `${pack} ${name}`;
  let done = loading.get(key);
  if (!done) {
    done = PACKS[pack].load[name]().then((texts) => {
      // (No antd or date locale: those came with the language's own pack.)
      addLocale(name, texts.default, undefined as never);
    });
    done.catch((e) => {
      loading.delete(key);
      failed.set(key, e);
    });
    loading.set(key, done);
  }
  return done;
}

/**
 * Renders the calling component once the pack, in the language in use, is there: until then it
 * suspends (the page's loading state shows). A pack that failed to download throws its error to the
 * page's error boundary, which offers to reload, as for a page chunk that failed.
 */
export function useFeatureTexts(pack: FeaturePack = 'live'): void {
  const intl = useIntl();
  if (PACKS[pack].sentinel in intl.messages) return;
  const key = `${pack} ${languageOf(intl.locale)}`;
  const error = failed.get(key);
  if (error) {
    failed.delete(key);
    throw error;
  }
  throw loadFeatureTexts(intl.locale, pack).catch(() => undefined);
}
