import { theme } from 'antd';
import type { ChartConfiguration } from 'chart.js';
import { useMemo } from 'react';
import ChartCanvas, { seriesColors } from './ChartCanvas';
import type { LinePoint } from './index';
import { calendarTicks } from './timeTicks';

const DAY_MS = 86_400_000;
/** At most this many dates along a time axis. */
const TIME_TICKS = 7;

/**
 * A time axis without a date adapter: a linear scale over the points' times, marked on calendar
 * dates (timeTicks.ts) and named by them. Room of a twentieth of the span (a day at least) at each
 * end, so no point sits on the frame and a lone point stands in the middle.
 */
function timeAxis(times: number[]) {
  const first = Math.min(...times);
  const last = Math.max(...times);
  const pad = Math.max(DAY_MS, (last - first) / 20);
  const min = first - pad;
  const max = last + pad;
  const ticks = calendarTicks(min, max, TIME_TICKS);
  const labels = new Map(ticks.map((t) => [t.value, t.label]));
  return {
    type: 'linear' as const,
    min,
    max,
    // chart.js's own ticks on a linear scale are round numbers of milliseconds: replaced by dates.
    afterBuildTicks: (scale: { ticks: { value: number }[] }) => {
      scale.ticks = ticks.map(({ value }) => ({ value }));
    },
    ticks: {
      maxRotation: 0,
      // On a narrow chart every other date is left out before two would touch.
      autoSkipPadding: 16,
      callback: (value: number | string) => labels.get(Number(value)) ?? '',
    },
  };
}

/**
 * A line with a dot per point; the tooltip names the series. Points that all carry their time
 * (`at`) stand on a time axis, so their gaps are the gaps between them in time; otherwise the
 * points are evenly spaced, one per label. Only loaded through React.lazy from ./index.
 */
export default function LineChartImpl({ data, height, max }: { data: LinePoint[]; height: number; max?: number }) {
  const { token } = theme.useToken();
  const config = useMemo((): ChartConfiguration<'line'> => {
    const [color] = seriesColors(token);
    const times = data.map((d) => d.at);
    const timed = times.length > 0 && times.every((at): at is number => at !== undefined);
    const dataset = {
      label: data[0]?.label ?? '',
      borderColor: color,
      backgroundColor: color,
      pointRadius: 3,
    };
    const y = max === undefined ? {} : { min: 0, max };
    if (timed)
      return {
        type: 'line',
        data: { datasets: [{ ...dataset, data: data.map((d, i) => ({ x: times[i] as number, y: d.y })) }] },
        options: {
          plugins: {
            legend: { display: false },
            // A point's own label (its day), not the axis' number for its time.
            tooltip: { callbacks: { title: (items) => data[items[0]?.dataIndex ?? 0]?.x ?? '' } },
          },
          scales: { x: timeAxis(times), y },
        },
      };
    return {
      type: 'line',
      data: { labels: data.map((d) => d.x), datasets: [{ ...dataset, data: data.map((d) => d.y) }] },
      options: {
        plugins: { legend: { display: false } },
        // Half a step of room at each end: a lone point stands in the middle, not on the axis.
        scales: { x: { offset: true }, y },
      },
    };
  }, [data, max, token]);
  return <ChartCanvas config={config} height={height} />;
}
