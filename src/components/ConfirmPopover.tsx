import { Popconfirm, type PopconfirmProps } from 'antd';
import { type ReactElement, useId, useRef, useState } from 'react';
import { FOCUSABLE } from '@/components/focusTargets';

type Props = Omit<PopconfirmProps, 'open' | 'onOpenChange' | 'onCancel'> & { children: ReactElement };

/**
 * A Popconfirm that keyboard users can answer: opening it moves focus
 * to Cancel (the choice that loses nothing, as for an alert dialog), Tab reaches the action,
 * Escape closes it from anywhere inside, and closing it gives focus back to the button that
 * opened it. antd's own leaves focus on the trigger and Escape works only there.
 */
export default function ConfirmPopover({ children, onConfirm, cancelButtonProps, ...props }: Props) {
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLSpanElement>(null);
  const cancelId = useId();
  const close = () => {
    setOpen(false);
    anchor.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  };
  return (
    // React events bubble out of portals along the component tree: keys pressed in the popup
    // reach this wrapper, which is never focused itself.
    // biome-ignore lint/a11y/noStaticElementInteractions: listens for Escape bubbling from the popup's buttons
    <span
      ref={anchor}
      style={{ display: 'inline-flex' }}
      onKeyDown={(e) => {
        if (open && e.key === 'Escape') {
          e.stopPropagation();
          close();
        }
      }}
    >
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
        {children}
      </Popconfirm>
    </span>
  );
}
