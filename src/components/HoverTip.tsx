import { Tooltip } from 'antd';
import { type ReactNode, useState } from 'react';

/**
 * Text with a tooltip on hover, the tooltip (an antd Tooltip: its trigger's hooks, size observer
 * and style) mounted on the first hover rather than with the text: a list's time cells each have
 * one, most never hovered. It opens at once that first time, then as antd's own; it is aligned to
 * an empty box laid over the text, so the text's element stays the same.
 */
export default function HoverTip({ title, children }: { title: ReactNode; children: ReactNode }) {
  const [hovered, setHovered] = useState(false);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a hover that only mounts the tooltip, which says nothing the text does not
    <span style={{ position: 'relative' }} onMouseEnter={hovered ? undefined : () => setHovered(true)}>
      {children}
      {hovered && (
        <Tooltip title={title} defaultOpen>
          <span style={{ position: 'absolute', inset: 0 }} />
        </Tooltip>
      )}
    </span>
  );
}
