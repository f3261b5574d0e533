import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { useT } from '@/locales/useT';

/**
 * Around the app: every dialog's close button named in the page's language. antd's own is named
 * "Close" in English whatever the language, and screen readers read it out; ConfigProvider's
 * public `modal` option renames it everywhere (docs/product-rules.md, Languages; the names of the
 * pictures in inputs and alerts are in fieldIcons.tsx and alertIcons.tsx).
 */
export function AntdNames({ children }: { children: ReactNode }) {
  const t = useT();
  return <ConfigProvider modal={{ closable: { 'aria-label': t('a11y.close') } }}>{children}</ConfigProvider>;
}
