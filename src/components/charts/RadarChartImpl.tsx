import { useMemo } from 'react';
import G2Chart from './G2Chart';
import type { RadarSeries } from './RadarChart';

/**
 * Each series as a closed, lightly filled polygon over the axes, with a legend naming the series.
 * Only loaded through React.lazy from ./RadarChart.
 */
export default function RadarChartImpl({
  axes,
  series,
  height,
  max,
}: {
  axes: string[];
  series: RadarSeries[];
  height: number;
  max: number;
}) {
  const spec = useMemo(() => {
    const data = series.flatMap((s) => axes.map((axis, i) => ({ axis, value: s.values[i] ?? 0, series: s.name })));
    const encode = { x: 'axis', y: 'value', color: 'series' };
    return {
      type: 'view' as const,
      data,
      coordinate: { type: 'polar' as const },
      scale: { x: { padding: 0.5, align: 0 }, y: { domain: [0, max], tickCount: 5 } },
      axis: {
        x: { title: false, grid: true, gridLineDash: [0, 0] },
        y: { title: false, grid: true, zIndex: 1, label: false },
      },
      legend: { color: { position: 'bottom' as const } },
      children: [
        { type: 'area' as const, encode, style: { fillOpacity: 0.15 }, tooltip: false as const },
        { type: 'line' as const, encode, style: { lineWidth: 2, closed: true } },
        { type: 'point' as const, encode: { ...encode, shape: 'point', size: 3 }, tooltip: false as const },
      ],
    };
  }, [axes, series, max]);
  return <G2Chart spec={spec} height={height} />;
}
