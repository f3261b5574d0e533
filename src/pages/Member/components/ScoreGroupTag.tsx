import { Tag } from 'antd';
import { NONE } from '@/components/Text';

const HEX = /^#([0-9a-f]{6})$/i;

/** Black or white, whichever reads better on `hex` (WCAG relative luminance). */
export function textOn(hex: string): '#000000' | '#ffffff' {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (v: number) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const l = 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
  // Contrast with black is (l + 0.05) / 0.05, with white 1.05 / (l + 0.05): pick the larger.
  return (l + 0.05) / 0.05 >= 1.05 / (l + 0.05) ? '#000000' : '#ffffff';
}

/** A score group's name on its own colour (the catalogue's `color`), with readable text. */
export default function ScoreGroupTag({ name, color }: { name?: string | null; color?: string | null }) {
  if (!name) return NONE;
  if (!color || !HEX.test(color)) return <Tag>{name}</Tag>;
  return (
    <Tag color={color} style={{ color: textOn(color) }}>
      {name}
    </Tag>
  );
}
