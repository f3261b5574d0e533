import { ExclamationCircleFilled } from '@ant-design/icons';
import { Popconfirm, type PopconfirmProps } from 'antd';
import { type ReactElement, useId, useRef } from 'react';
import { FOCUSABLE } from '@/components/focusTargets';
import { OVER_TRIGGER, usePressedPopup } from '@/components/usePressedPopup';

type Props = Omit<PopconfirmProps, 'open' | 'onOpenChange' | 'onCancel'> & { children: ReactElement };

/**
 * A Popconfirm that keyboard users can answer: opening it moves focus to Cancel (the choice that
 * loses nothing, as for an alert dialog), Tab goes between Cancel and the action, Escape closes it
 * from anywhere inside, and closing it gives focus back to the button that opened it. antd's own
 * leaves focus on the trigger and Escape works only there.
 *
 * The Popconfirm (its trigger's hooks, size observer and style) is mounted on the first press of
 * the button, not with it: a list's rows each carry a Delete, most never pressed. It is aligned to
 * an empty box laid over the button, so the button a keyboard or screen-reader user is on stays
 * the same element.
 */
export default function ConfirmPopover({ children, onConfirm, cancelButtonProps, ...props }: Props) {
  const { open, setOpen, pressed, toggle } = usePressedPopup();
  const anchor = useRef<HTMLSpanElement>(null);
  const cancelId = useId();
  const close = () => {
    setOpen(false);
    anchor.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  };
  return (
    // React events bubble out of portals along the component tree: keys pressed in the popup
    // reach this wrapper, which is never focused itself; so do the button's presses.
    // biome-ignore lint/a11y/noStaticElementInteractions: listens for Escape bubbling from the popup's buttons
    <span
      ref={anchor}
      style={{ display: 'inline-flex', position: 'relative' }}
      onKeyDown={(e) => {
        if (!open) return;
        if (e.key === 'Escape') {
          e.stopPropagation();
          close();
        }
        // Tab goes between its two buttons, as in a dialog: past the last one the focus left the
        // question open behind, where Escape no longer reached it.
        const cancel = document.getElementById(cancelId);
        if (e.key === 'Tab' && cancel) {
          e.preventDefault();
          (e.target === cancel ? (cancel.nextElementSibling as HTMLElement) : cancel).focus();
        }
      }}
      onPointerDown={pressed}
      // A click on the button, not in the popup (whose clicks bubble here too).
      onClick={(e) => anchor.current?.contains(e.target as Node) && toggle(e)}
    >
      {children}
      {open !== undefined && (
        <Popconfirm
          // antd's picture, hidden from readers: its name is English ("exclamation-circle") and the
          // question beside it says what it means (docs/product-rules.md, Languages).
          icon={<ExclamationCircleFilled aria-hidden />}
          {...props}
          open={open}
          onOpenChange={setOpen}
          // A fresh popup on every opening, so the autofocus below applies each time.
          destroyOnHidden
          cancelButtonProps={{ ...cancelButtonProps, id: cancelId, autoFocus: true }}
          // Opened again while the last one was still leaving, the popup is the same one and the
          // autofocus does not run again: once open, Cancel gets the focus unless it is already inside.
          afterOpenChange={(visible) => {
            const cancel = document.getElementById(cancelId);
            if (visible && cancel && !cancel.closest('.ant-popover')?.contains(document.activeElement)) cancel.focus();
          }}
          onCancel={close}
          onConfirm={async (e) => {
            await onConfirm?.(e);
            close();
          }}
        >
          <span style={{ ...OVER_TRIGGER, pointerEvents: 'none' }} />
        </Popconfirm>
      )}
    </span>
  );
}
