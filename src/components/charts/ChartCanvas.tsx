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

/** A #rrggbb colour with an opacity, as #rrggbbaa. */
export const withAlpha = (hex: string, alpha: number) =>
  `${hex.slice(0, 7)}${Math.round(alpha * 255)
    .toString(16)
    .padStart(2, '0')}`;

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
 * configuration changes. Colours and type follow the console's theme, and nothing moves when the
 * theme has motion off (the user asked for reduced motion). Loaded only through the lazy chart
 * components of ./index.
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
    Chart.defaults.font.family = token.fontFamily;
    Chart.defaults.color = token.colorTextSecondary;
    Chart.defaults.borderColor = token.colorSplit;
    const chart = new Chart(canvas.current, {
      ...config,
      options: {
        ...config.options,
        responsive: true,
        maintainAspectRatio: false,
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
