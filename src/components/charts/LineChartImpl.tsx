import { Line } from '@ant-design/plots';
import type { LinePoint } from './index';

/** The chart library itself: only loaded through React.lazy from ./index. */
export default function LineChartImpl({ data, height, max }: { data: LinePoint[]; height: number; max?: number }) {
  return (
    <Line
      data={data}
      xField="x"
      yField="y"
      height={height}
      autoFit
      point={{ shapeField: 'circle', sizeField: 3 }}
      scale={{ y: max === undefined ? { nice: true } : { domain: [0, max] } }}
      axis={{ x: { title: false }, y: { title: false } }}
      tooltip={{ title: 'x', items: [{ channel: 'y', name: data[0]?.label ?? '' }] }}
    />
  );
}
