import { IntlProvider, useIntl } from '@umijs/max';
import { type ComponentProps, type ComponentType, type ReactNode, useMemo } from 'react';

/** A feature's own texts, by language: files in src/locales/<lang>/ that the locale index leaves out. */
export interface OwnTextSet {
  'en-US': Readonly<Record<string, string>>;
  'zh-CN': Readonly<Record<string, string>>;
}

/**
 * Adds a feature's texts to the ones in use, for its components only. Texts that only a lazily
 * loaded part shows travel with that part instead of with the locale index, which every page
 * (the sign-in page included) downloads whole; useT() reads them like any other.
 */
// react-intl's class types predate React 18's explicit children; the provider renders them as any provider does.
const Provider = IntlProvider as unknown as ComponentType<
  ComponentProps<typeof IntlProvider> & { children: ReactNode }
>;

export default function OwnTexts({ texts, children }: { texts: OwnTextSet; children: ReactNode }) {
  const intl = useIntl();
  // (The console's messages are plain strings: src/locales.)
  const messages = useMemo(
    () => ({
      ...(intl.messages as Record<string, string>),
      ...(intl.locale === 'zh-CN' ? texts['zh-CN'] : texts['en-US']),
    }),
    [intl.messages, intl.locale, texts],
  );
  return (
    <Provider
      locale={intl.locale}
      defaultLocale={intl.defaultLocale}
      formats={intl.formats}
      timeZone={intl.timeZone}
      onError={intl.onError}
      messages={messages}
    >
      {children}
    </Provider>
  );
}
