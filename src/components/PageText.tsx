import { useIntl } from '@umijs/max';
import { theme } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { applyDocumentLocale } from '@/global';

/**
 * The page's text: `<html lang dir>` in step with the language in use, and the theme's text
 * colour, size, line height and font for everything inside, as antd's App gives the element it
 * wraps. The App itself is mounted beside the page (src/services/feedback.ts says why), so the
 * page's own text would otherwise fall back to the browser's serif.
 */
export default function PageText({ children }: { children: ReactNode }) {
  const { locale } = useIntl();
  useEffect(() => applyDocumentLocale(locale), [locale]);
  const { token } = theme.useToken();
  return (
    <div
      style={{
        color: token.colorText,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        fontFamily: token.fontFamily,
      }}
    >
      {children}
    </div>
  );
}
