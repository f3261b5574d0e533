import { type KeyboardEvent, useRef } from 'react';

/**
 * Date picker props that keep an Escape meant for the picker's calendar inside the picker. In a
 * dialog, Escape in the picker's input closed the calendar and the whole dialog with it (the
 * dialog hears every key that reaches it). While the calendar is open, Escape stops at the
 * picker, which closes the calendar; the next Escape reaches the dialog.
 */
export function usePickerEscape() {
  const open = useRef(false);
  return {
    onOpenChange: (next: boolean) => {
      open.current = next;
    },
    // (The picker hears the key before it closes its calendar: `open` still says it is open.)
    onKeyDown: (e: KeyboardEvent<HTMLElement>) => {
      if (e.key === 'Escape' && open.current) e.stopPropagation();
    },
  };
}
