import { Renderer as SVGRenderer } from '@antv/g-svg';
import { corelib, extend, type G2Spec, Runtime } from '@antv/g2';
import { useEffect, useRef } from 'react';

/**
 * A G2 chart drawn as SVG for the printed report: vector shapes and text stay sharp at any scale
 * and in the PDF, where a canvas would print as a screen-resolution picture. Drawn at a fixed size
 * with no animation (a print catches the last frame), then given a viewBox so it takes the width
 * of the sheet, on screen and on paper. Only loaded through React.lazy from the report page.
 */
const Chart = extend(Runtime, { ...corelib() });

export const CHART_WIDTH = 640;

export default function ReportChart({ spec, height }: { spec: G2Spec; height: number }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const container = box.current;
    if (!container) return undefined;
    const chart = new Chart({ container, width: CHART_WIDTH, height, renderer: new SVGRenderer() });
    chart.options({ ...spec, animate: false } as G2Spec);
    chart
      .render()
      .then(() => {
        const svg = container.querySelector('svg');
        if (!svg) return;
        svg.setAttribute('viewBox', `0 0 ${CHART_WIDTH} ${height}`);
        svg.setAttribute('preserveAspectRatio', 'xMinYMin meet');
        svg.style.width = '100%';
        svg.style.height = 'auto';
        container.dataset.drawn = 'true';
      })
      // (A render still running when the chart goes away is of no interest.)
      .catch(() => undefined);
    return () => chart.destroy();
  }, [spec, height]);
  return <div ref={box} className="report-chart-box" />;
}
