/**
 * Charts for the pages that need them. The chart library (chart.js) is loaded with
 * React.lazy, so it is a separate chunk fetched only when a chart is shown: the sign-in page
 * and the list pages never download it. Each chart is a figure named by its caption (the chart's
 * title); the drawing is hidden from screen readers, which read the same data from a visually
 * hidden table instead.
 */
import { Empty, Skeleton } from 'antd';
import dayjs from 'dayjs';
import { lazy, Suspense, useId } from 'react';
import ChartTable from './ChartTable';

export interface LinePoint {
  /** x label, e.g. a date. */
  x: string;
  y: number;
  /** Series name shown in the tooltip. */
  label?: string;
  /**
   * When the point was taken (ms since the epoch). When every point has one, the chart spaces
   * them by time (assessments months apart stand further apart than a week's); otherwise evenly.
   */
  at?: number;
}

/** A point taken at `iso`: named by its day, placed by its time. */
export function onDay(iso: string): Pick<LinePoint, 'x' | 'at'> {
  const at = dayjs(iso);
  return { x: at.format('YYYY-MM-DD'), at: at.valueOf() };
}

export interface BarItem {
  label: string;
  value: number;
}

const LineChartImpl = lazy(() => import('./LineChartImpl'));
const ColumnChartImpl = lazy(() => import('./ColumnChartImpl'));

interface FrameProps {
  title: string;
  empty: string;
  height: number;
  /** Headers of the data table: what the labels are, what the values are. */
  columns: [string, string];
  rows: [string, number][];
  children: React.ReactNode;
}

function Figure({ title, empty, height, columns, rows, children }: FrameProps) {
  const captionId = useId();
  return (
    <figure aria-labelledby={captionId} style={{ margin: 0, position: 'relative' }}>
      {/* The card around a chart shows its title already; the caption names the figure. */}
      <figcaption id={captionId} className="visually-hidden">
        {title}
      </figcaption>
      {rows.length === 0 ? (
        <Empty description={empty} style={{ height, paddingTop: height / 4 }} />
      ) : (
        <>
          {/* A picture of the table below, which is what screen readers read. */}
          <div aria-hidden style={{ height }}>
            <Suspense fallback={<Skeleton active paragraph={{ rows: Math.max(2, Math.round(height / 60)) }} />}>
              {children}
            </Suspense>
          </div>
          <ChartTable caption={title} columns={columns} rows={rows} />
        </>
      )}
    </figure>
  );
}

export function LineChart({
  title,
  empty,
  columns,
  data,
  height = 260,
  max,
}: {
  title: string;
  empty: string;
  /** Headers of the data table, e.g. ['Assessed at', 'Total']. */
  columns: [string, string];
  data: LinePoint[];
  height?: number;
  max?: number;
}) {
  return (
    <Figure title={title} empty={empty} height={height} columns={columns} rows={data.map((d) => [d.x, d.y])}>
      <LineChartImpl data={data} height={height} max={max} />
    </Figure>
  );
}

export function BarChart({
  title,
  empty,
  columns,
  data,
  height = 260,
  max,
}: {
  title: string;
  empty: string;
  /** Headers of the data table, e.g. ['Ability', 'Score']. */
  columns: [string, string];
  data: BarItem[];
  height?: number;
  max?: number;
}) {
  return (
    <Figure title={title} empty={empty} height={height} columns={columns} rows={data.map((d) => [d.label, d.value])}>
      <ColumnChartImpl data={data} height={height} max={max} />
    </Figure>
  );
}

export interface SeriesItem {
  /** x label, e.g. a week's first day. */
  x: string;
  /** Series name, shown in the legend. */
  series: string;
  value: number;
}

const GroupedColumnChartImpl = lazy(() => import('./GroupedColumnChartImpl'));

/** Columns grouped per x label, one per series; the table lists "x · series" rows. */
export function GroupedColumnChart({
  title,
  empty,
  columns,
  data,
  height = 260,
}: {
  title: string;
  empty: string;
  columns: [string, string];
  data: SeriesItem[];
  height?: number;
}) {
  return (
    <Figure
      title={title}
      empty={empty}
      height={height}
      columns={columns}
      rows={data.map((d) => [`${d.x} · ${d.series}`, d.value])}
    >
      <GroupedColumnChartImpl data={data} height={height} />
    </Figure>
  );
}

export interface ColoredBarItem extends BarItem {
  /** CSS colour of this column. */
  color: string;
}

/** A column per item, each in its own colour (e.g. a score group's). */
export function ColoredBarChart({
  title,
  empty,
  columns,
  data,
  height = 260,
}: {
  title: string;
  empty: string;
  columns: [string, string];
  data: ColoredBarItem[];
  height?: number;
}) {
  return (
    <Figure title={title} empty={empty} height={height} columns={columns} rows={data.map((d) => [d.label, d.value])}>
      <ColumnChartImpl data={data} height={height} valuesAt="top" />
    </Figure>
  );
}

/** The radar lives in its own file; this line makes it one of this module's charts. */
export { RadarChart, type RadarSeries } from './RadarChart';
