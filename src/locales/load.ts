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
import type { AVAILABLE_LOCALES } from './catalogue';

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

/** The language menu's action: fetch the pack, then switch without a reload. */
export async function switchLocale(lang: string): Promise<void> {
  const pack = await loadLocale(lang);
  dayjs.locale(pack.dayjs);
  setLocale(lang, false);
  for (const listener of switchListeners) listener(lang);
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
