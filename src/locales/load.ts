/**
 * Locale packs load on demand: only the language in use is downloaded, one chunk per language with
 * our messages and antd's and dayjs's packs. Umi's locale plugin would import every pack into the
 * entry when it finds them as src/locales/<lang>.ts, so the packs live in
 * src/locales/<lang>/index.ts and are registered here with the plugin's documented addLocale,
 * before the first render (app.tsx `render`) and on a switch. Nothing of the plugin reads the
 * messages earlier: its title option (a patchRoutes that translates route titles before `render`
 * runs) is off in .umirc.ts.
 *
 * antd's packs come through its documented entry, antd/locale/<name> (a CommonJS copy: about 2 KB
 * more per pack than the ES build inside antd, which is no public path).
 */
import { addLocale, getLocale, setLocale } from '@umijs/max';
import type { ConfigProviderProps } from 'antd';
import dayjs from 'dayjs';
import { AVAILABLE_LOCALES, defaultLocale, LOCALE_STORAGE_KEY } from './catalogue';

export type AppLocale = (typeof AVAILABLE_LOCALES)[number];

interface Pack {
  messages: Record<string, string>;
  antd: NonNullable<ConfigProviderProps['locale']>;
  /** dayjs locale name (the plugin calls it momentLocale). */
  dayjs: string;
}

const PACKS: Record<AppLocale, () => Promise<Pack>> = {
  'zh-CN': async () => {
    const [messages, antd] = await Promise.all([
      import(/* webpackChunkName: "locale-zh-CN" */ './zh-CN'),
      import(/* webpackChunkName: "locale-zh-CN" */ 'antd/locale/zh_CN'),
      import(/* webpackChunkName: "locale-zh-CN" */ 'dayjs/locale/zh-cn'),
    ]);
    return { messages: messages.default, antd: antd.default, dayjs: 'zh-cn' };
  },
  'en-US': async () => {
    // dayjs has English built in.
    const [messages, antd] = await Promise.all([
      import(/* webpackChunkName: "locale-en-US" */ './en-US'),
      import(/* webpackChunkName: "locale-en-US" */ 'antd/locale/en_US'),
    ]);
    return { messages: messages.default, antd: antd.default, dayjs: 'en' };
  },
};

const loading = new Map<string, Promise<Pack>>();

const isAppLocale = (lang: string): lang is AppLocale => Object.hasOwn(PACKS, lang);

/** Downloads and registers a language's packs once; a failed download may be tried again. */
export function loadLocale(lang: string): Promise<Pack> {
  const name: AppLocale = isAppLocale(lang) ? lang : 'zh-CN';
  let done = loading.get(name);
  if (!done) {
    done = PACKS[name]().then((pack) => {
      addLocale(name, pack.messages, { momentLocale: pack.dayjs, antd: pack.antd });
      return pack;
    });
    done.catch(() => loading.delete(name));
    loading.set(name, done);
  }
  return done;
}

const switchListeners = new Set<(lang: string) => void>();

/**
 * Runs `listener` after each switch of language. The server answers in the language a call names
 * (names sort in its order, its texts are in it): the query cache asks again for what it holds.
 * Returns the unsubscribe.
 */
export function onLocaleSwitch(listener: (lang: string) => void): () => void {
  switchListeners.add(listener);
  return () => {
    switchListeners.delete(listener);
  };
}

/**
 * What this tab shows while another tab's switch has changed the stored choice and this tab has
 * not switched yet (its pack is on its way, or could not be had).
 */
let pinned: string | undefined;

/**
 * Umi's `getLocale` (app.tsx's runtime `locale`): the stored choice, then the browser's language,
 * then zh-CN; but the language this tab shows while another tab's choice is not yet applied here,
 * so that its titles, texts and calls (Accept-Language) stay in one language.
 */
export function tabLocale(): string {
  return (
    pinned ??
    defaultLocale(window.localStorage?.getItem(LOCALE_STORAGE_KEY) ?? null, navigator.language, AVAILABLE_LOCALES)
  );
}

/** The language menu's action: fetch the pack, then switch without a reload. */
export async function switchLocale(lang: string): Promise<void> {
  const pack = await loadLocale(lang);
  dayjs.locale(pack.dayjs);
  // Umi's setLocale stores and applies only a language other than getLocale()'s. Pinned to the
  // language chosen, the stored choice is another tab's: unpinned first, it is stored over.
  if (pinned === lang) pinned = undefined;
  setLocale(lang, false);
  pinned = undefined;
  for (const listener of switchListeners) listener(lang);
}

/**
 * A switch made in another tab of this browser (which stored the choice) switches this one too,
 * once its pack is here; offline, the tab keeps its language until the next switch or reload.
 */
export function followLanguageOfOtherTabs(): void {
  window.addEventListener('storage', (e) => {
    if (e.key !== LOCALE_STORAGE_KEY) return;
    const shown = pinned ?? defaultLocale(e.oldValue, navigator.language, AVAILABLE_LOCALES);
    const chosen = defaultLocale(e.newValue, navigator.language, AVAILABLE_LOCALES);
    if (chosen === shown) return;
    pinned = shown;
    switchLocale(chosen).catch(() => undefined);
  });
}

/**
 * Before the first render: the language in use. A failed download is tried once more (a flaky
 * first connection); after that the console renders anyway, and the request layer's offline and
 * chunk-error notices take over.
 */
export async function loadCurrentLocale(): Promise<void> {
  const lang = getLocale();
  const pack = await loadLocale(lang).catch(() => loadLocale(lang).catch(() => undefined));
  if (pack) dayjs.locale(pack.dayjs);
}
