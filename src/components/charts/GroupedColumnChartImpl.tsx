import { useMemo } from 'react';
import G2Chart from './G2Chart';
import type { SeriesItem } from './index';

/**
 * Columns side by side per x label, one colour per series, with a legend. Only loaded through
 * React.lazy from ./index.
 */
export default function GroupedColumnChartImpl({ data, height }: { data: SeriesItem[]; height: number }) {
  const spec = useMemo(
    () => ({
      type: 'interval' as const,
      data,
      encode: { x: 'x', y: 'value', color: 'series' },
      transform: [{ type: 'dodgeX' as const }],
      scale: { y: { nice: true } },
      axis: { x: { title: false }, y: { title: false } },
      interaction: { elementHighlight: { background: true } },
    }),
    [data],
  );
  return <G2Chart spec={spec} height={height} />;
}
