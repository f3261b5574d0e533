import { type CSSProperties, type MouseEvent, useRef, useState } from 'react';

/**
 * A popup's open state for a button that mounts the popup on its first press rather than with
 * itself (a row's More menu, a Delete's confirmation): `open` is undefined until that press.
 * A press toggles it. The popup watches an empty box laid over the button (`OVER_TRIGGER`), so a
 * press outside that box has closed it by the time of the click, which would open it again: the
 * state at the pointer's press decides. Enter and Space make a click with no pointer behind it
 * (detail 0), which toggles the state as it is.
 */
export function usePressedPopup() {
  const [open, setOpen] = useState<boolean>();
  const openAtPress = useRef<boolean>();
  return {
    open,
    setOpen,
    /** The button's onPointerDown. */
    pressed: () => {
      openAtPress.current = open;
    },
    /** The button's onClick. */
    toggle: (e: MouseEvent) => setOpen(!(e.detail ? openAtPress.current : open)),
  };
}

/** The empty box a popup mounted on demand is aligned to: over the whole of its positioned trigger. */
export const OVER_TRIGGER: CSSProperties = { position: 'absolute', inset: 0 };
