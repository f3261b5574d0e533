import { useEffect, useRef } from 'react';
import { useT } from '@/locales/useT';

/**
 * ProLayout's phone-width menu button (the ☰ left of the logo, which opens the menu drawer) is a
 * bare <span> with a click handler: no Tab stop, no name, and no prop to render it otherwise (the
 * sider's collapse arrow has `collapsedButtonRender`; the header's button has none). This marker,
 * rendered among the header's actions, finds it in its own header by ProLayout's class and makes
 * it a named keyboard button. tests/e2e/reach.test.mjs fails if an upgrade renames or drops it.
 */
const BUTTON = '.ant-pro-global-header-collapsed-button';

export default function PhoneMenuButton() {
  const t = useT();
  const ref = useRef<HTMLSpanElement>(null);
  const label = t('a11y.openMenu');
  useEffect(() => {
    const button = ref.current?.closest('header')?.querySelector<HTMLElement>(BUTTON);
    if (!button) return undefined;
    button.setAttribute('role', 'button');
    button.setAttribute('tabindex', '0');
    button.setAttribute('aria-label', label);
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== 'Enter' && e.key !== ' ') return;
      e.preventDefault();
      button.click();
    };
    button.addEventListener('keydown', onKeyDown);
    return () => button.removeEventListener('keydown', onKeyDown);
  });
  return <span ref={ref} hidden />;
}
