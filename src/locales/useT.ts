import { useIntl } from '@umijs/max';
import { useCallback } from 'react';

/** Values a message's placeholders take (`{name}`, `{count}` ...). */
export type MessageValues = Record<string, string | number>;

/** Translates a message key of src/locales in the language in use. */
export type Translate = (id: string, values?: MessageValues) => string;

/** The console's one translation helper: `const t = useT(); t('crud.add')`. */
export function useT(): Translate {
  const intl = useIntl();
  return useCallback((id: string, values?: MessageValues) => intl.formatMessage({ id }, values), [intl]);
}
