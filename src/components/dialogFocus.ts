import type { SyntheticEvent } from 'react';

/**
 * Where the focus goes around a dialog, so that a keyboard user never loses their place. A dialog
 * gives the focus back on close to the element that had it when it opened (it notes that element
 * only while the focus is still outside it).
 */

/**
 * Called from a dialog's `afterOpenChange`: puts the focus in `field` once the dialog has opened.
 * Not at mount (an input's autoFocus): a field focused before the dialog noted where the focus
 * was leaves it nowhere to give it back. A field the user went to while the dialog was opening
 * keeps the focus.
 */
export function focusOnceOpen(open: boolean, field: HTMLElement | null | undefined) {
  if (!open || !field || document.activeElement?.closest('form')) return;
  field.focus();
}

/**
 * Called when a menu entry is chosen, before its action: puts the focus back on the menu's
 * button, as the chosen entry is about to go, so that a dialog the action opens gives the focus
 * back there. The key that chose the entry must not also press that button (Enter would open the
 * menu again): its default is prevented.
 */
export function backToMenuButton(chosenBy: SyntheticEvent, button: HTMLElement | null) {
  chosenBy.preventDefault();
  button?.focus();
}
