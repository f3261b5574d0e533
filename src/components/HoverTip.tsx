import { Tooltip } from 'antd';
import { type ReactNode, useState } from 'react';
import { OVER_TRIGGER } from '@/components/usePressedPopup';

/**
 * Text with a tooltip on hover, the tooltip (an antd Tooltip: its trigger's hooks, size observer
 * and style) mounted on the first hover rather than with the text: a list's time cells each have
 * one, most never hovered. The text's own box says when it is open, from its first hover on: a
 * tooltip mounted open would never hear of a pointer that had already left. The tooltip is aligned
 * to an empty box laid over the text, so the text's element stays the same.
 */
export default function HoverTip({ title, children }: { title: ReactNode; children: ReactNode }) {
  // undefined: never hovered, no tooltip mounted.
  const [open, setOpen] = useState<boolean>();
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a hover tooltip that says nothing the text does not
    <span style={{ position: 'relative' }} onMouseEnter={() => setOpen(true)} onMouseLeave={() => setOpen(false)}>
      {children}
      {open !== undefined && (
        <Tooltip title={title} open={open}>
          <span style={{ ...OVER_TRIGGER, pointerEvents: 'none' }} />
        </Tooltip>
      )}
    </span>
  );
}
