import { useMemo } from 'react';
import G2Chart from './G2Chart';
import type { BarItem } from './index';

/** A column per item, its value inside. Only loaded through React.lazy from ./index. */
export default function ColumnChartImpl({ data, height, max }: { data: BarItem[]; height: number; max?: number }) {
  const spec = useMemo(
    () => ({
      type: 'interval' as const,
      data,
      encode: { x: 'label', y: 'value' },
      scale: { y: max === undefined ? { nice: true } : { domain: [0, max] } },
      axis: { x: { title: false }, y: { title: false } },
      labels: [{ text: 'value', position: 'inside' }],
      style: { maxWidth: 48 },
    }),
    [data, max],
  );
  return <G2Chart spec={spec} height={height} />;
}
