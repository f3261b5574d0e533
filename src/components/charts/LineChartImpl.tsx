import { theme } from 'antd';
import type { ChartConfiguration } from 'chart.js';
import { useMemo } from 'react';
import ChartCanvas, { seriesColors } from './ChartCanvas';
import type { LinePoint } from './index';

/** A line with a dot per point; the tooltip names the series. Only loaded through React.lazy from ./index. */
export default function LineChartImpl({ data, height, max }: { data: LinePoint[]; height: number; max?: number }) {
  const { token } = theme.useToken();
  const config = useMemo((): ChartConfiguration<'line'> => {
    const [color] = seriesColors(token);
    return {
      type: 'line',
      data: {
        labels: data.map((d) => d.x),
        datasets: [
          {
            label: data[0]?.label ?? '',
            data: data.map((d) => d.y),
            borderColor: color,
            backgroundColor: color,
            pointRadius: 3,
          },
        ],
      },
      options: {
        plugins: { legend: { display: false } },
        // Half a step of room at each end: a lone point stands in the middle, not on the axis.
        scales: { x: { offset: true }, y: max === undefined ? {} : { min: 0, max } },
      },
    };
  }, [data, max, token]);
  return <ChartCanvas config={config} height={height} />;
}
