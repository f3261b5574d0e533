import { Tag, Typography } from 'antd';

/** A score group's name on its own colour (the catalogue's `color`). */
export default function ScoreGroupTag({ name, color }: { name?: string | null; color?: string | null }) {
  if (!name) return <Typography.Text type="secondary">-</Typography.Text>;
  return <Tag color={color && /^#[0-9a-f]{3,8}$/i.test(color) ? color : undefined}>{name}</Tag>;
}
