import { theme } from 'antd';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  type ChartConfiguration,
  type ChartType,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  type Plugin,
  PointElement,
  RadarController,
  RadialLinearScale,
  Tooltip,
} from 'chart.js';
import { useEffect, useRef } from 'react';

// chart.js keeps what is registered: the bundle holds these controllers, scales and plugins only.
Chart.register(
  BarController,
  BarElement,
  CategoryScale,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  RadarController,
  RadialLinearScale,
  Filler,
  Legend,
  Tooltip,
);

type Token = ReturnType<typeof theme.useToken>['token'];

/** Series colours, in order, from the console's theme. */
export const seriesColors = (token: Token) => [token.colorPrimary, token.green, token.gold, token.purple, token.cyan];

/**
 * Writes each bar's value on it (`inside`, in white) or just above it (`top`, in the text colour):
 * chart.js draws no value labels of its own.
 */
export const barValues = (position: 'inside' | 'top', token: Token): Plugin<'bar'> => ({
  id: 'barValues',
  afterDatasetsDraw(chart) {
    const { ctx } = chart;
    ctx.save();
    ctx.font = `${token.fontSizeSM}px ${token.fontFamily}`;
    ctx.textAlign = 'center';
    ctx.textBaseline = position === 'top' ? 'bottom' : 'middle';
    ctx.fillStyle = position === 'top' ? token.colorText : '#fff';
    chart.data.datasets.forEach((dataset, i) => {
      chart.getDatasetMeta(i).data.forEach((bar, j) => {
        const { x, y, base } = bar.getProps(['x', 'y', 'base'], true) as { x: number; y: number; base: number };
        ctx.fillText(String(dataset.data[j]), x, position === 'top' ? y - 4 : (y + base) / 2);
      });
    });
    ctx.restore();
  },
});

/**
 * Draws one chart.js configuration, as wide as its box and `height` tall; drawn afresh when the
 * configuration changes. Loaded only through the lazy chart components of ./index.
 */
export default function ChartCanvas<T extends ChartType>({
  config,
  height,
}: {
  config: ChartConfiguration<T>;
  height: number;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const { token } = theme.useToken();
  useEffect(() => {
    if (!canvas.current) return undefined;
    // Text and grid colours and the font are chart.js defaults rather than options of each scale
    // and legend; every chart of the console takes them from the same theme.
    Chart.defaults.font.family = token.fontFamily;
    Chart.defaults.color = token.colorTextSecondary;
    Chart.defaults.borderColor = token.colorSplit;
    // A new configuration object per chart: chart.js keeps and changes the one it is given, and a
    // chart drawn afresh must not inherit the state of the one before. The spread loses the
    // configuration's chart type in TypeScript's eyes, hence the cast back to it.
    const chart = new Chart(canvas.current, {
      ...config,
      options: {
        ...config.options,
        responsive: true,
        maintainAspectRatio: false,
        // No motion when the theme has none (the user asked for reduced motion).
        ...(token.motion ? {} : { animation: false }),
      },
    } as ChartConfiguration<T>);
    return () => chart.destroy();
  }, [config, token]);
  return (
    <div style={{ position: 'relative', height }}>
      <canvas ref={canvas} />
    </div>
  );
}
