import { theme } from 'antd';
import type { ChartConfiguration } from 'chart.js';
import { useMemo } from 'react';
import ChartCanvas, { barValues } from './ChartCanvas';
import type { ColoredBarItem } from './index';

/** A column per item in the item's own colour, its value above. Only loaded through React.lazy from ./index. */
export default function ColoredColumnChartImpl({ data, height }: { data: ColoredBarItem[]; height: number }) {
  const { token } = theme.useToken();
  const config = useMemo(
    (): ChartConfiguration<'bar'> => ({
      type: 'bar',
      data: {
        labels: data.map((d) => d.label),
        // The colours are the data's own (each score group's), not a palette's.
        datasets: [{ data: data.map((d) => d.value), backgroundColor: data.map((d) => d.color), maxBarThickness: 48 }],
      },
      options: {
        plugins: { legend: { display: false } },
        // Room above the tallest column for its value.
        layout: { padding: { top: token.fontSizeSM + 8 } },
      },
      plugins: [barValues('top', token)],
    }),
    [data, token],
  );
  return <ChartCanvas config={config} height={height} />;
}
