import { Column } from '@ant-design/plots';
import type { BarItem } from './index';

/** The chart library itself: only loaded through React.lazy from ./index. */
export default function ColumnChartImpl({ data, height, max }: { data: BarItem[]; height: number; max?: number }) {
  return (
    <Column
      data={data}
      xField="label"
      yField="value"
      height={height}
      autoFit
      scale={{ y: max === undefined ? { nice: true } : { domain: [0, max] } }}
      axis={{ x: { title: false }, y: { title: false } }}
      label={{ text: 'value', position: 'inside' }}
      style={{ maxWidth: 48 }}
    />
  );
}
