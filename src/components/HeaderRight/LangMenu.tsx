import GlobalOutlined from '@ant-design/icons/GlobalOutlined';
import { useIntl } from '@umijs/max';
import { Button, type ButtonProps } from 'antd';
import { lazy, Suspense, useState } from 'react';

/**
 * The language menu on the sign-in page and in the header. The dropdown (antd Menu, Trigger and
 * friends, ~30 KB gzip) loads when the pointer or focus first reaches the globe button, not with
 * the sign-in page: until then the button is a plain one that looks the same.
 */
const LangDropdown = lazy(() => import('./LangDropdown'));

export default function LangMenu() {
  const intl = useIntl();
  const [wanted, setWanted] = useState<{ open: boolean; focus: boolean }>();
  const buttonProps: ButtonProps = {
    type: 'text',
    icon: <GlobalOutlined />,
    'aria-label': intl.formatMessage({ id: 'app.language' }),
    'aria-haspopup': 'menu',
    'data-testid': 'lang-menu',
  };
  // A hover asks for the menu open (as a hover on the real one would), leaving before the code
  // has arrived takes that back; focus only fetches it; a click (Enter, Space) opens it.
  const want = (change: { open?: boolean; focus?: boolean }) =>
    setWanted((w) => ({ open: change.open ?? w?.open ?? false, focus: change.focus ?? w?.focus ?? false }));
  const placeholder = (
    <Button
      {...buttonProps}
      aria-expanded={false}
      onPointerEnter={() => want({ open: true })}
      onPointerLeave={() => want({ open: false })}
      onFocus={() => want({ focus: true })}
      onClick={() => want({ open: true })}
    />
  );
  if (!wanted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <LangDropdown buttonProps={buttonProps} openOnMount={wanted.open} focusOnMount={wanted.focus} />
    </Suspense>
  );
}
