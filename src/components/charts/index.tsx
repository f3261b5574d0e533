/**
 * Charts for the pages that need them. The chart library (@ant-design/plots) is loaded with
 * React.lazy, so it is a separate chunk fetched only when a chart is shown: the sign-in page
 * and the list pages never download it. Each chart is a labelled figure (role="img") with its
 * data also listed for screen readers.
 */
import { Empty, Skeleton } from 'antd';
import { lazy, Suspense } from 'react';

export interface LinePoint {
  /** x label, e.g. a date. */
  x: string;
  y: number;
  /** Series name shown in the tooltip. */
  label?: string;
}

export interface BarItem {
  label: string;
  value: number;
}

const LineChartImpl = lazy(() => import('./LineChartImpl'));
const ColumnChartImpl = lazy(() => import('./ColumnChartImpl'));

const srOnly: React.CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};

interface FrameProps {
  title: string;
  empty: string;
  height: number;
  rows: [string, number][];
  children: React.ReactNode;
}

function Figure({ title, empty, height, rows, children }: FrameProps) {
  return (
    <figure role="img" aria-label={title} style={{ margin: 0, position: 'relative' }}>
      {rows.length === 0 ? (
        <Empty description={empty} style={{ height, paddingTop: height / 4 }} />
      ) : (
        <Suspense fallback={<Skeleton active paragraph={{ rows: Math.max(2, Math.round(height / 60)) }} />}>
          <div style={{ height }}>{children}</div>
        </Suspense>
      )}
      <figcaption style={srOnly}>
        {title}: {rows.map(([k, v]) => `${k} ${v}`).join('; ')}
      </figcaption>
    </figure>
  );
}

export function LineChart({
  title,
  empty,
  data,
  height = 260,
  max,
}: {
  title: string;
  empty: string;
  data: LinePoint[];
  height?: number;
  max?: number;
}) {
  return (
    <Figure title={title} empty={empty} height={height} rows={data.map((d) => [d.x, d.y])}>
      <LineChartImpl data={data} height={height} max={max} />
    </Figure>
  );
}

export function BarChart({
  title,
  empty,
  data,
  height = 260,
  max,
}: {
  title: string;
  empty: string;
  data: BarItem[];
  height?: number;
  max?: number;
}) {
  return (
    <Figure title={title} empty={empty} height={height} rows={data.map((d) => [d.label, d.value])}>
      <ColumnChartImpl data={data} height={height} max={max} />
    </Figure>
  );
}
