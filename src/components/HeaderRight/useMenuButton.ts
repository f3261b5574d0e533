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
  // A choice clicked within antd's hover delay (0.15 s) of the pointer entering the menu leaves
  // that delayed opening pending in the trigger, and it would reopen the menu just closed under
  // the pointer (antd closes it on a choice without cancelling the delay). So after a choice, a
  // hover opens the menu again only once the pointer has come back onto the button.
  const hoverMayOpen = useRef(true);
  return {
    open,
    button,
    /** Spread on antd's Dropdown. */
    dropdown: {
      open,
      autoFocus: focusMenu,
      onOpenChange: (next: boolean, info?: { source: 'trigger' | 'menu' }) => {
        if (next && info?.source === 'trigger' && !hoverMayOpen.current) return;
        if (next) setFocusMenu(false);
        setOpen(next);
      },
    },
    /** The button's onClick (keyboard activation included). */
    toggle: () => {
      hoverMayOpen.current = true;
      setFocusMenu(true);
      setOpen((o) => !o);
    },
    /** The button's onMouseEnter. */
    pointerBack: () => {
      hoverMayOpen.current = true;
    },
    /** Call when an entry is chosen: closes the menu and gives focus back to the button. */
    chosen: () => {
      hoverMayOpen.current = false;
      setOpen(false);
      // After the menu's own handling of the key or click, which keeps the focus on the entry.
      requestAnimationFrame(() => button.current?.focus());
    },
  };
}
