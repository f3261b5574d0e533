import { getLocale, useIntl } from '@umijs/max';
import { App, Button, type ButtonProps, Dropdown } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { AVAILABLE_LOCALES, menuLocales } from '@/locales/catalogue';
import { switchLocale } from '@/locales/load';
import { LANG_MENU_MIN_WIDTH } from '@/services/config';

interface Props {
  /** The globe button's look and label, shared with the placeholder in LangMenu.tsx. */
  buttonProps: ButtonProps;
  /** The user clicked before this code arrived: open at once. */
  openOnMount: boolean;
  /** The placeholder had keyboard focus: give it to the real button. */
  focusOnMount: boolean;
}

/** The language menu itself: fetches the chosen language's pack, then applies it without a reload. */
export default function LangDropdown({ buttonProps, openOnMount, focusOnMount }: Props) {
  const intl = useIntl();
  const { message } = App.useApp();
  const [open, setOpen] = useState(openOnMount);
  // Opened by a click or Enter / Space: the menu takes focus, so the arrow keys move through it
  // (opened by a hover, focus stays where the user was typing).
  const [focusMenu, setFocusMenu] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // Only while focus has not moved on (it falls to <body> when the placeholder is replaced).
    if (focusOnMount && (document.activeElement === document.body || !document.activeElement)) button.current?.focus();
  }, [focusOnMount]);
  const current = getLocale();
  const items = menuLocales(AVAILABLE_LOCALES).map((l) => ({
    key: l.lang,
    label: (
      <span lang={l.lang}>
        <span role="img" aria-hidden style={{ marginInlineEnd: 8 }}>
          {l.icon}
        </span>
        {l.label}
      </span>
    ),
  }));
  return (
    <Dropdown
      open={open}
      autoFocus={focusMenu}
      onOpenChange={(next) => {
        if (next) setFocusMenu(false);
        setOpen(next);
      }}
      menu={{
        items,
        selectable: true,
        selectedKeys: [current],
        style: { minWidth: LANG_MENU_MIN_WIDTH },
        onClick: ({ key }) => {
          setOpen(false);
          // Focus goes back to the globe button, not to the page's start (after the menu's own
          // handling of the key or click, which keeps it on the entry).
          requestAnimationFrame(() => button.current?.focus());
          switchLocale(key).catch(() => message.error(intl.formatMessage({ id: 'app.chunkError.title' })));
        },
      }}
      placement="bottomRight"
    >
      {/* Hover opens it; a click (or Enter / Space) toggles it for touch and keyboard users. */}
      <Button
        {...buttonProps}
        ref={button}
        aria-expanded={open}
        onClick={() => {
          setFocusMenu(true);
          setOpen((o) => !o);
        }}
      />
    </Dropdown>
  );
}
