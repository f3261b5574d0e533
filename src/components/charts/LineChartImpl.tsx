import { useMemo } from 'react';
import G2Chart from './G2Chart';
import type { LinePoint } from './index';

/** A line with a dot per point; the tooltip names the series. Only loaded through React.lazy from ./index. */
export default function LineChartImpl({ data, height, max }: { data: LinePoint[]; height: number; max?: number }) {
  const spec = useMemo(
    () => ({
      type: 'view' as const,
      data,
      scale: { y: max === undefined ? { nice: true } : { domain: [0, max] } },
      axis: { x: { title: false }, y: { title: false } },
      children: [
        {
          type: 'line' as const,
          encode: { x: 'x', y: 'y' },
          tooltip: { title: 'x', items: [{ channel: 'y', name: data[0]?.label ?? '' }] },
        },
        { type: 'point' as const, encode: { x: 'x', y: 'y', shape: 'point', size: 3 }, tooltip: false as const },
      ],
    }),
    [data, max],
  );
  return <G2Chart spec={spec} height={height} />;
}
