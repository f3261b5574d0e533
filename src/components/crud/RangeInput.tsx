import { useIntl } from '@umijs/max';
import { DatePicker, InputNumber } from 'antd';
import dayjs from 'dayjs';
import type { SearchField } from './searchModel';

interface Props {
  field: SearchField;
  /** Id of the first input (the form's label points at it); the second gets `<id>-end`. */
  id: string;
  value: unknown;
  onChange: (value: [unknown, unknown] | undefined) => void;
}

const DAY = 'YYYY-MM-DD';

/** A from / to date range or a min / max number range of the list search. */
export default function RangeInput({ field, id, value, onChange }: Props) {
  const intl = useIntl();
  const t = (key: string, values?: Record<string, string>) => intl.formatMessage({ id: key }, values);
  const [a, b] = Array.isArray(value) ? value : [undefined, undefined];
  const endLabel = t('crud.search.rangeEnd', { label: field.label });
  if (field.kind === 'digitRange') {
    const num = (v: unknown) => (typeof v === 'number' ? v : undefined);
    const change = (i: 0 | 1, v: number | null) => {
      const next: [unknown, unknown] = [a, b];
      next[i] = v ?? undefined;
      onChange(next[0] === undefined && next[1] === undefined ? undefined : next);
    };
    return (
      <div className="crud-search-range">
        <InputNumber id={id} value={num(a)} onChange={(v) => change(0, v)} placeholder={t('crud.search.min')} />
        <span aria-hidden>~</span>
        <InputNumber
          id={`${id}-end`}
          aria-label={endLabel}
          value={num(b)}
          onChange={(v) => change(1, v)}
          placeholder={t('crud.search.max')}
        />
      </div>
    );
  }
  const day = (v: unknown) => (typeof v === 'string' && dayjs(v).isValid() ? dayjs(v) : null);
  return (
    <>
      <DatePicker.RangePicker
        id={{ start: id, end: `${id}-end` }}
        value={[day(a), day(b)]}
        allowEmpty={[true, true]}
        placeholder={[t('crud.search.from'), t('crud.search.to')]}
        onChange={(dates) =>
          onChange(dates?.[0] || dates?.[1] ? [dates[0]?.format(DAY), dates[1]?.format(DAY)] : undefined)
        }
        style={{ width: '100%' }}
      />
      <label htmlFor={`${id}-end`} className="visually-hidden">
        {endLabel}
      </label>
    </>
  );
}
