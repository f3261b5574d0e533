import { Popconfirm, type PopconfirmProps } from 'antd';
import { type ReactElement, useId, useRef, useState } from 'react';
import { FOCUSABLE } from '@/components/focusTargets';

type Props = Omit<PopconfirmProps, 'open' | 'onOpenChange' | 'onCancel'> & { children: ReactElement };

/**
 * A Popconfirm that keyboard users can answer: opening it moves focus
 * to Cancel (the choice that loses nothing, as for an alert dialog), Tab reaches the action,
 * Escape closes it from anywhere inside, and closing it gives focus back to the button that
 * opened it. antd's own leaves focus on the trigger and Escape works only there.
 *
 * The Popconfirm (its trigger's hooks, size observer and style) is mounted on the first press of
 * the button, not with it: a list's rows each carry a Delete, most never pressed. It is aligned to
 * an empty box laid over the button, so the button a keyboard or screen-reader user is on stays
 * the same element.
 */
export default function ConfirmPopover({ children, onConfirm, cancelButtonProps, ...props }: Props) {
  // undefined: never opened, no Popconfirm mounted.
  const [open, setOpen] = useState<boolean>();
  // Whether it was open as the pointer went down on the button: a press outside the box the
  // Popconfirm watches has closed it by the time of the click, which would open it again.
  const openAtPress = useRef<boolean>();
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
        if (open && e.key === 'Escape') {
          e.stopPropagation();
          close();
        }
      }}
      onPointerDown={(e) => {
        if (anchor.current?.contains(e.target as Node)) openAtPress.current = open;
      }}
      onClick={(e) => {
        // A press of the button, not of the popup (whose clicks bubble here too); Enter and Space
        // make a click with no pointer behind it (detail 0).
        if (!anchor.current?.contains(e.target as Node)) return;
        setOpen(!(e.detail === 0 ? open : (openAtPress.current ?? open)));
        openAtPress.current = undefined;
      }}
    >
      {children}
      {open !== undefined && (
        <Popconfirm
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
          <span style={{ position: 'absolute', inset: 0, pointerEvents: 'none' }} />
        </Popconfirm>
      )}
    </span>
  );
}
