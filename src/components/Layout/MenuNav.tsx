import type { ReactNode } from 'react';
import { useT } from '@/locales/useT';

/**
 * The side menu as the console's navigation landmark (ProLayout puts it in a plain aside), named in
 * the language in use: a switch of language without a reload renames it too.
 */
export default function MenuNav({ children }: { children: ReactNode }) {
  const t = useT();
  return <nav aria-label={t('a11y.mainMenu')}>{children}</nav>;
}
