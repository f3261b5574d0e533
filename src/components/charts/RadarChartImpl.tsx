import { theme } from 'antd';
import type { ChartConfiguration } from 'chart.js';
import { color as parseColor } from 'chart.js/helpers';
import { useMemo } from 'react';
import ChartCanvas, { seriesColors } from './ChartCanvas';
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
  const { token } = theme.useToken();
  const config = useMemo((): ChartConfiguration<'radar'> => {
    const colors = seriesColors(token);
    return {
      type: 'radar',
      data: {
        labels: axes,
        datasets: series.map((s, i) => {
          const color = colors[i % colors.length];
          return {
            label: s.name,
            data: axes.map((_, j) => s.values[j] ?? 0),
            borderColor: color,
            backgroundColor: parseColor(color).alpha(0.15).rgbString(),
            pointBackgroundColor: color,
            pointRadius: 3,
            borderWidth: 2,
            fill: true,
          };
        }),
      },
      options: {
        plugins: { legend: { position: 'bottom' } },
        scales: { r: { min: 0, max, ticks: { display: false, stepSize: max / 4 } } },
      },
    };
  }, [axes, series, max, token]);
  return <ChartCanvas config={config} height={height} />;
}
