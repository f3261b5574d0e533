import { useRef, useState } from 'react';

/**
 * The header's menu buttons (language, user) as the WAI-ARIA menu-button pattern asks: a hover
 * opens the menu and leaves the focus where it was; a click, Enter or Space opens it with the
 * focus on its first entry, so the arrow keys move through it; after a choice the focus goes
 * back to the button instead of falling to the page's start. antd's Dropdown alone does only the
 * hover.
 */
export function useMenuButton(initialOpen = false, initialFocusMenu = false) {
  const [open, setOpen] = useState(initialOpen);
  const [focusMenu, setFocusMenu] = useState(initialFocusMenu);
  const button = useRef<HTMLButtonElement>(null);
  return {
    open,
    button,
    /** Spread on antd's Dropdown. */
    dropdown: {
      open,
      autoFocus: focusMenu,
      onOpenChange: (next: boolean) => {
        if (next) setFocusMenu(false);
        setOpen(next);
      },
    },
    /** The button's onClick (keyboard activation included). */
    toggle: () => {
      setFocusMenu(true);
      setOpen((o) => !o);
    },
    /** Call when an entry is chosen: closes the menu and gives focus back to the button. */
    chosen: () => {
      setOpen(false);
      // After the menu's own handling of the key or click, which keeps the focus on the entry.
      requestAnimationFrame(() => button.current?.focus());
    },
  };
}
