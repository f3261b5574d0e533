import { GlobalOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { Button, type ButtonProps } from 'antd';
import { useRef, useState } from 'react';
import type LangDropdownType from './LangDropdown';

/**
 * The language menu on the sign-in page and in the header. The dropdown (antd Menu, Trigger and
 * friends, ~30 KB gzip) loads when the pointer or focus first reaches the globe button, not with
 * the sign-in page: until then the button is a plain one that looks the same.
 */
const loadDropdown = () => import('./LangDropdown');

export default function LangMenu() {
  const intl = useIntl();
  const [wanted, setWanted] = useState<{ open: boolean; click: boolean; focus: boolean }>();
  // The loaded component itself (not React.lazy, which would suspend once more on its first
  // render and show the placeholder anew, dropping the focus in between).
  const [LangDropdown, setLangDropdown] = useState<typeof LangDropdownType>();
  const buttonProps: ButtonProps = {
    type: 'text',
    icon: <GlobalOutlined />,
    'aria-label': intl.formatMessage({ id: 'app.language' }),
    'aria-haspopup': 'menu',
    'data-testid': 'lang-menu',
  };
  // A hover asks for the menu open (as a hover on the real one would), leaving before the code
  // has arrived takes that back; focus only fetches it; a click (Enter, Space) opens it. The
  // placeholder is swapped for the real button only once the code is here, in one render, so
  // the focus moves straight from one to the other.
  const asked = useRef({ open: false, click: false });
  const placeholderRef = useRef<HTMLButtonElement>(null);
  const want = (change: { open?: boolean; click?: boolean }) => {
    asked.current = { open: change.open ?? asked.current.open, click: change.click ?? asked.current.click };
    loadDropdown().then((module) => {
      setLangDropdown(() => module.default);
      setWanted({ ...asked.current, focus: document.activeElement === placeholderRef.current });
    });
  };
  const placeholder = (
    <Button
      {...buttonProps}
      aria-expanded={false}
      onPointerEnter={() => want({ open: true })}
      onPointerLeave={() => want({ open: false })}
      ref={placeholderRef}
      onFocus={() => want({})}
      onClick={() => want({ open: true, click: true })}
    />
  );
  if (!wanted || !LangDropdown) return placeholder;
  return (
    <LangDropdown
      buttonProps={buttonProps}
      openOnMount={wanted.open}
      focusMenuOnMount={wanted.click}
      focusOnMount={wanted.focus}
    />
  );
}
