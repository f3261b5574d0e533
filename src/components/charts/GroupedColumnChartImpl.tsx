import { theme } from 'antd';
import type { ChartConfiguration } from 'chart.js';
import { useMemo } from 'react';
import ChartCanvas, { seriesColors } from './ChartCanvas';
import type { SeriesItem } from './index';

/**
 * Columns side by side per x label, one colour per series, with a legend. Only loaded through
 * React.lazy from ./index.
 */
export default function GroupedColumnChartImpl({ data, height }: { data: SeriesItem[]; height: number }) {
  const { token } = theme.useToken();
  const config = useMemo((): ChartConfiguration<'bar', (number | null)[]> => {
    const labels = [...new Set(data.map((d) => d.x))];
    const names = [...new Set(data.map((d) => d.series))];
    const colors = seriesColors(token);
    return {
      type: 'bar',
      data: {
        labels,
        datasets: names.map((name, i) => ({
          label: name,
          data: labels.map((x) => data.find((d) => d.x === x && d.series === name)?.value ?? null),
          backgroundColor: colors[i % colors.length],
        })),
      },
      options: { plugins: { legend: { position: 'bottom' } } },
    };
  }, [data, token]);
  return <ChartCanvas config={config} height={height} />;
}
