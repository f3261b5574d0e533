import { corelib, extend, type G2Spec, Runtime } from '@antv/g2';
import { useEffect, useRef } from 'react';

/**
 * G2 with its core library only (marks, scales, axes, labels, the tooltip). G2's ready-made
 * `Chart` registers its standard library, which adds the plot, graph and geo marks with d3-force,
 * d3-hierarchy and d3-geo, none of which a chart here draws. Loaded only through the lazy chart
 * components of ./index.
 */
const Chart = extend(Runtime, { ...corelib() });

/** Draws one G2 spec, as wide as its box; drawn afresh when the spec or the height changes. */
export default function G2Chart({ spec, height }: { spec: G2Spec; height: number }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!box.current) return undefined;
    const chart = new Chart({ container: box.current, autoFit: true, height });
    chart.options(spec);
    // (A render still running when the chart goes away is of no interest.)
    chart.render().catch(() => undefined);
    return () => chart.destroy();
  }, [spec, height]);
  return <div ref={box} style={{ height }} />;
}
