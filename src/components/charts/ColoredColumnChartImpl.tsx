import { useMemo } from 'react';
import G2Chart from './G2Chart';
import type { ColoredBarItem } from './index';

/** A column per item in the item's own colour, its value above. Only loaded through React.lazy from ./index. */
export default function ColoredColumnChartImpl({ data, height }: { data: ColoredBarItem[]; height: number }) {
  const spec = useMemo(
    () => ({
      type: 'interval' as const,
      data,
      encode: { x: 'label', y: 'value', color: 'color' },
      // The colours are the data's own (each score group's), not a palette's.
      scale: { y: { nice: true }, color: { type: 'identity' as const } },
      axis: { x: { title: false }, y: { title: false } },
      labels: [{ text: 'value', position: 'top' as const }],
      legend: false as const,
      style: { maxWidth: 48 },
    }),
    [data],
  );
  return <G2Chart spec={spec} height={height} />;
}
