import { Tag } from 'antd';
import { NONE } from '@/components/Text';
import { contrastRatio } from '@/utils/contrast';

const HEX = /^#([0-9a-f]{6})$/i;

/** Black or white, whichever reads better on `hex` (WCAG contrast). */
export function textOn(hex: string): '#000000' | '#ffffff' {
  return contrastRatio(hex, '#000000') >= contrastRatio(hex, '#ffffff') ? '#000000' : '#ffffff';
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
