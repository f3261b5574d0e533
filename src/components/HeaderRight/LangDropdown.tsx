import { getLocale, useIntl } from '@umijs/max';
import { Button, type ButtonProps, Dropdown } from 'antd';
import { useLayoutEffect } from 'react';
import { useFeedback } from '@/components/useFeedback';
import { AVAILABLE_LOCALES } from '@/locales/catalogue';
import { languageBadge, menuLocales } from '@/locales/languageMenu';
import { switchLocale } from '@/locales/load';
import { LANG_MENU_MIN_WIDTH } from '@/services/config';
import { useMenuButton } from './useMenuButton';

interface Props {
  /** The globe button's look and label, shared with the placeholder in LangMenu.tsx. */
  buttonProps: ButtonProps;
  /** The user hovered or clicked before this code arrived: open at once. */
  openOnMount: boolean;
  /** It was a click (or Enter / Space): open with the focus in the menu. */
  focusMenuOnMount: boolean;
  /** The placeholder had keyboard focus: give it to the real button. */
  focusOnMount: boolean;
}

/** The language menu itself: fetches the chosen language's pack, then applies it without a reload. */
export default function LangDropdown({ buttonProps, openOnMount, focusMenuOnMount, focusOnMount }: Props) {
  const intl = useIntl();
  const { message } = useFeedback();
  const menuButton = useMenuButton(openOnMount, focusMenuOnMount);
  const { button } = menuButton;
  // Before paint: the placeholder that had the focus has just left the page.
  useLayoutEffect(() => {
    // Only while focus has not moved on (it falls to <body> when the placeholder is replaced).
    if (focusOnMount && (document.activeElement === document.body || !document.activeElement)) button.current?.focus();
  }, [focusOnMount, button]);
  const current = getLocale();
  const items = menuLocales(AVAILABLE_LOCALES).map((l) => ({
    key: l.lang,
    // One language at a time: a radio item, checked for the one in use (a screen reader says
    // which; the highlight alone said it to the eye only).
    role: 'menuitemradio',
    'aria-checked': l.lang === current,
    label: (
      // The language's name and a short text badge, not the catalogue's flag emoji, which
      // renders as an empty box without a colour emoji font (src/locales/catalogue.ts).
      <span lang={l.lang}>
        <span className="lang-badge" aria-hidden="true">
          {languageBadge(l.lang)}
        </span>
        {l.label}
      </span>
    ),
  }));
  return (
    <Dropdown
      {...menuButton.dropdown}
      menu={{
        items,
        selectable: true,
        selectedKeys: [current],
        style: { minWidth: LANG_MENU_MIN_WIDTH },
        onClick: ({ key }) => {
          menuButton.chosen();
          switchLocale(key).catch(() => message.error(intl.formatMessage({ id: 'app.chunkError.title' })));
        },
      }}
      placement="bottomRight"
    >
      <Button
        {...buttonProps}
        ref={button}
        aria-expanded={menuButton.open}
        onClick={menuButton.toggle}
        onMouseEnter={menuButton.pointerBack}
      />
    </Dropdown>
  );
}
