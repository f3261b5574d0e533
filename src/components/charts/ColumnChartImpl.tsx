import { theme } from 'antd';
import type { ChartConfiguration } from 'chart.js';
import { useMemo } from 'react';
import ChartCanvas, { barValues, seriesColors } from './ChartCanvas';
import type { BarItem } from './index';

/** A column per item, its value inside. Only loaded through React.lazy from ./index. */
export default function ColumnChartImpl({ data, height, max }: { data: BarItem[]; height: number; max?: number }) {
  const { token } = theme.useToken();
  const config = useMemo(
    (): ChartConfiguration<'bar'> => ({
      type: 'bar',
      data: {
        labels: data.map((d) => d.label),
        datasets: [{ data: data.map((d) => d.value), backgroundColor: seriesColors(token)[0], maxBarThickness: 48 }],
      },
      options: {
        plugins: { legend: { display: false } },
        scales: { y: max === undefined ? {} : { min: 0, max } },
      },
      plugins: [barValues('inside', token)],
    }),
    [data, max, token],
  );
  return <ChartCanvas config={config} height={height} />;
}
