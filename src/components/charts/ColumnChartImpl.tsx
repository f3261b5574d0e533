import { theme } from 'antd';
import type { ChartConfiguration } from 'chart.js';
import { useMemo } from 'react';
import ChartCanvas, { barValues, seriesColors } from './ChartCanvas';
import type { BarItem } from './index';

/** Characters of a column's name shown under it at most. */
const LABEL_MAX = 12;
const cut = (label: string) => {
  const chars = Array.from(label);
  return chars.length > LABEL_MAX ? `${chars.slice(0, LABEL_MAX - 1).join('')}…` : label;
};

/**
 * A column per item with its value written inside it, or above it (`valuesAt`), in the item's own
 * colour when it has one (a score group's), else the theme's. Only loaded through React.lazy from
 * ./index.
 */
export default function ColumnChartImpl({
  data,
  height,
  max,
  valuesAt = 'inside',
}: {
  data: (BarItem & { color?: string })[];
  height: number;
  max?: number;
  valuesAt?: 'inside' | 'top';
}) {
  const { token } = theme.useToken();
  const config = useMemo((): ChartConfiguration<'bar'> => {
    const [themeColor] = seriesColors(token);
    return {
      type: 'bar',
      data: {
        labels: data.map((d) => d.label),
        datasets: [
          {
            data: data.map((d) => d.value),
            backgroundColor: data.map((d) => d.color ?? themeColor),
            maxBarThickness: 48,
          },
        ],
      },
      options: {
        plugins: { legend: { display: false } },
        scales: {
          // A long name under its column is cut (whole in the tooltip and the data table): at full
          // length, turned on its side, it took half the chart's height.
          x: { ticks: { callback: (_, i) => cut(data[i]?.label ?? '') } },
          y: max === undefined ? {} : { min: 0, max },
        },
        // Room above the tallest column for its value.
        layout: { padding: { top: valuesAt === 'top' ? token.fontSizeSM + 8 : 0 } },
      },
      plugins: [barValues(valuesAt, token)],
    };
  }, [data, max, valuesAt, token]);
  return <ChartCanvas config={config} height={height} />;
}
