/**
 * A radar chart (e.g. five abilities, this assessment against the one before), built like the
 * other charts of ./index: the chart.js drawing is a lazily loaded chunk hidden from screen readers,
 * which read the same figures from a visually hidden table, one column per series.
 */
import { Empty, Skeleton } from 'antd';
import { lazy, Suspense, useId } from 'react';

export interface RadarSeries {
  /** Shown in the legend and as the table's column header. */
  name: string;
  /** One value per axis, in the order of `axes`. */
  values: number[];
}

const RadarChartImpl = lazy(() => import('./RadarChartImpl'));

export function RadarChart({
  title,
  empty,
  axisHeader,
  axes,
  series,
  height = 280,
  max = 100,
}: {
  title: string;
  empty: string;
  /** Header of the table's first column: what the axes are, e.g. "Ability". */
  axisHeader: string;
  axes: string[];
  series: RadarSeries[];
  height?: number;
  max?: number;
}) {
  const captionId = useId();
  return (
    <figure aria-labelledby={captionId} style={{ margin: 0, position: 'relative' }}>
      <figcaption id={captionId} className="visually-hidden">
        {title}
      </figcaption>
      {series.length === 0 ? (
        <Empty description={empty} style={{ height, paddingTop: height / 4 }} />
      ) : (
        <>
          <div aria-hidden style={{ height }}>
            <Suspense fallback={<Skeleton active paragraph={{ rows: Math.max(2, Math.round(height / 60)) }} />}>
              <RadarChartImpl axes={axes} series={series} height={height} max={max} />
            </Suspense>
          </div>
          {/* The wrapper hides it: a table's own box ignores the 1 px width and would widen a phone's page. */}
          <div className="visually-hidden">
            <table>
              <caption>{title}</caption>
              <thead>
                <tr>
                  <th scope="col">{axisHeader}</th>
                  {series.map((s) => (
                    <th scope="col" key={s.name}>
                      {s.name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {axes.map((axis, i) => (
                  <tr key={axis}>
                    <th scope="row">{axis}</th>
                    {series.map((s) => (
                      <td key={s.name}>{s.values[i]}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </figure>
  );
}
