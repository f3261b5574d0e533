/**
 * What each chart asks chart.js to draw. jsdom has no canvas, so the drawing itself is checked in
 * the browser layer (a canvas in each figure); here the configuration handed to the canvas.
 */
import { render } from '@testing-library/react';
import ColumnChartImpl from '@/components/charts/ColumnChartImpl';
import GroupedColumnChartImpl from '@/components/charts/GroupedColumnChartImpl';
import LineChartImpl from '@/components/charts/LineChartImpl';
import RadarChartImpl from '@/components/charts/RadarChartImpl';

// (Named mock… for jest: a mock's factory may only reach variables so named.)
const mockDrawn: unknown[] = [];
jest.mock('@/components/charts/ChartCanvas', () => ({
  ...jest.requireActual('@/components/charts/ChartCanvas'),
  __esModule: true,
  default: ({ config }: { config: unknown }) => {
    mockDrawn.push(config);
    return null;
  },
}));

/** The part of a chart.js configuration the checks read. */
interface Drawn {
  type: string;
  data: { labels?: string[]; datasets: { label?: string; data: unknown[]; [option: string]: unknown }[] };
  options?: object;
  plugins?: { id: string }[];
}
const last = () => mockDrawn[mockDrawn.length - 1] as Drawn;

beforeEach(() => {
  mockDrawn.length = 0;
});

it('a line: one point per entry in order, the series named, the scale up to max when given', () => {
  render(
    <LineChartImpl
      data={[
        { x: '2025-01-10', y: 62, label: 'Total' },
        { x: '2025-02-10', y: 71, label: 'Total' },
      ]}
      height={200}
      max={100}
    />,
  );
  expect(last().type).toBe('line');
  expect(last().data.labels).toEqual(['2025-01-10', '2025-02-10']);
  expect(last().data.datasets).toMatchObject([{ label: 'Total', data: [62, 71] }]);
  expect(last().options).toMatchObject({ scales: { y: { min: 0, max: 100 } } });
});

it('a line whose points all carry their time: spaced by time on a dated axis, each named by its day', () => {
  const day = (iso: string) => new Date(iso).getTime();
  const points = [
    { x: '2025-01-10', at: day('2025-01-10T09:00:00'), y: 62, label: 'Total' },
    { x: '2025-01-17', at: day('2025-01-17T09:00:00'), y: 64, label: 'Total' },
    { x: '2025-06-02', at: day('2025-06-02T09:00:00'), y: 71, label: 'Total' },
  ];
  render(<LineChartImpl data={points} height={200} max={100} />);
  const drawn = last() as Drawn & {
    options: {
      scales: {
        x: {
          type: string;
          min: number;
          max: number;
          afterBuildTicks: (scale: { ticks: { value: number }[] }) => void;
          ticks: { callback: (v: number) => string };
        };
      };
      plugins: { tooltip: { callbacks: { title: (items: { dataIndex: number }[]) => string } } };
    };
  };
  // The points stand at their times: a week apart, then months.
  expect(drawn.data.labels).toBeUndefined();
  expect(drawn.data.datasets[0].data).toEqual(points.map((p) => ({ x: p.at, y: p.y })));
  const x = drawn.options.scales.x;
  expect(x.type).toBe('linear');
  // Every point inside the frame, none on its edge.
  expect(x.min).toBeLessThan(points[0].at);
  expect(x.max).toBeGreaterThan(points[2].at);
  // The axis is marked on the first of each month, named by its month (chart.js's own marks,
  // round numbers of milliseconds, are replaced); a point's tooltip names its own day.
  const scale = { ticks: [{ value: 0 }] };
  x.afterBuildTicks(scale);
  expect(scale.ticks.map((t) => x.ticks.callback(t.value))).toEqual([
    '2025-02',
    '2025-03',
    '2025-04',
    '2025-05',
    '2025-06',
  ]);
  expect(scale.ticks[0].value).toBe(day('2025-02-01T00:00:00'));
  expect(drawn.options.plugins.tooltip.callbacks.title([{ dataIndex: 1 }])).toBe('2025-01-17');
  expect(drawn.options).toMatchObject({ scales: { y: { min: 0, max: 100 } } });
});

it('a lone point with its time stands in the middle of the frame', () => {
  const at = new Date('2025-03-01T10:00:00').getTime();
  render(<LineChartImpl data={[{ x: '2025-03-01', at, y: 50 }]} height={200} />);
  const { min, max } = (last().options as { scales: { x: { min: number; max: number } } }).scales.x;
  expect(at - min).toBe(max - at);
  expect(max).toBeGreaterThan(at);
});

it("coloured columns: each in its item's colour, values written above", () => {
  render(
    <ColumnChartImpl
      data={[
        { label: 'Needs work', value: 44, color: '#ff4d4f' },
        { label: 'Good', value: 69, color: '#faad14' },
      ]}
      height={200}
      valuesAt="top"
    />,
  );
  expect(last().data.datasets[0]).toMatchObject({ data: [44, 69], backgroundColor: ['#ff4d4f', '#faad14'] });
  expect(last().plugins?.map((p) => p.id)).toEqual(['barValues']);
  expect(last().options).toMatchObject({ layout: { padding: { top: expect.any(Number) } } });
});

it('grouped columns: a dataset per series over every x, a gap where a series has no value', () => {
  render(
    <GroupedColumnChartImpl
      data={[
        { x: '10-30', series: 'Neurofeedback', value: 57 },
        { x: '10-30', series: 'Cognitive', value: 48 },
        { x: '11-06', series: 'Cognitive', value: 46 },
      ]}
      height={200}
    />,
  );
  expect(last().data.labels).toEqual(['10-30', '11-06']);
  expect(last().data.datasets.map((d) => [d.label, d.data])).toEqual([
    ['Neurofeedback', [57, null]],
    ['Cognitive', [48, 46]],
  ]);
});

it('a radar: a filled, lighter polygon per series, an axis value per label, 0 where one is missing', () => {
  render(
    <RadarChartImpl
      axes={['Attention', 'Memory', 'Reaction']}
      series={[
        { name: 'Latest', values: [80, 65, 90] },
        { name: 'Before', values: [70, 60] },
      ]}
      height={280}
      max={100}
    />,
  );
  const [latest, before] = last().data.datasets;
  expect(latest.data).toEqual([80, 65, 90]);
  expect(before.data).toEqual([70, 60, 0]);
  expect(latest.borderColor).not.toBe(before.borderColor);
  expect(latest.backgroundColor).toMatch(/^rgba\(\d+, \d+, \d+, 0\.15\)$/);
  expect(last().options).toMatchObject({ scales: { r: { min: 0, max: 100 } } });
});
