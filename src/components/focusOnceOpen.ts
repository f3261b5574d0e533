/**
 * Where a dialog with a form puts the focus, called from its `afterOpenChange`: in `field`, once
 * the dialog has opened. Not at mount (an input's autoFocus): the dialog notes the element to give
 * the focus back to on close only while the focus is still outside it, so a field focused at mount
 * leaves it nowhere to return. A field the user went to while the dialog was opening keeps the focus.
 */
export function focusOnceOpen(open: boolean, field: HTMLElement | null | undefined) {
  if (!open || !field || document.activeElement?.closest('form')) return;
  field.focus();
}
