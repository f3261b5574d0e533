import DownOutlined from '@ant-design/icons/DownOutlined';
import UpOutlined from '@ant-design/icons/UpOutlined';
import { useIntl } from '@umijs/max';
import { Button, Select } from 'antd';
// The bare input: antd's Input export also carries TextArea, Password, Search and OTP.
import Input from 'antd/es/input/Input';
import { type FormEvent, lazy, Suspense, useId, useState } from 'react';
import { isRange, type SearchField, type SearchValues } from './searchModel';

/** Date and number ranges (the date picker is the heaviest widget) load when first shown. */
const RangeInput = lazy(() => import('./RangeInput'));

/** Fields shown before "Expand" (one row next to the buttons on a common screen). */
const COLLAPSED_COUNT = 2;

interface Props {
  fields: SearchField[];
  /** Values from the URL when the page opened. */
  initial: SearchValues;
  /** Query (or Enter in a field), and Reset with empty values. */
  onSearch: (values: SearchValues) => void;
}

/**
 * The search form above a list. Collapsed it shows the first text and option fields; ranges and
 * the rest appear on "Expand", which is open from the start when the URL filters on one of them.
 */
export default function CrudSearch({ fields, initial, onSearch }: Props) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const idBase = useId();
  const [values, setValues] = useState<SearchValues>(initial);
  const first = fields.filter((f) => !isRange(f)).slice(0, COLLAPSED_COUNT);
  const rest = fields.filter((f) => !first.includes(f));
  const [expanded, setExpanded] = useState(() => rest.some((f) => initial[f.name] !== undefined));
  const shown = expanded ? [...first, ...rest] : first;
  const set = (name: string, v: unknown) => setValues((old) => ({ ...old, [name]: v }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(values);
  };
  const reset = () => {
    setValues({});
    onSearch({});
  };

  return (
    <form className="crud-search" onSubmit={submit} onReset={reset}>
      {shown.map((f) => {
        const id = `${idBase}-${f.name}`;
        let input: React.ReactNode;
        if (isRange(f))
          input = (
            <Suspense fallback={<Input disabled aria-hidden tabIndex={-1} />}>
              <RangeInput field={f} id={id} value={values[f.name]} onChange={(v) => set(f.name, v)} />
            </Suspense>
          );
        else if (f.kind === 'select')
          input = (
            <Select
              id={id}
              value={values[f.name] as string | number | undefined}
              onChange={(v) => set(f.name, v)}
              options={f.options}
              loading={f.loading}
              showSearch
              optionFilterProp="label"
              allowClear
              placeholder={t('crud.search.select')}
              style={{ width: '100%' }}
            />
          );
        else
          input = (
            <Input
              id={id}
              value={(values[f.name] as string | undefined) ?? ''}
              onChange={(e) => set(f.name, e.target.value)}
              allowClear
              placeholder={t('crud.search.enter')}
            />
          );
        return (
          <div className="crud-search-item" key={f.name}>
            <label htmlFor={id}>{f.label}</label>
            <div className="crud-search-control">{input}</div>
          </div>
        );
      })}
      <div className="crud-search-actions">
        <Button htmlType="reset">{t('crud.search.reset')}</Button>
        <Button type="primary" htmlType="submit">
          {t('crud.search.query')}
        </Button>
        {rest.length > 0 && (
          <Button type="link" aria-expanded={expanded} onClick={() => setExpanded((x) => !x)}>
            {t(expanded ? 'crud.search.collapse' : 'crud.search.expand')}
            {expanded ? <UpOutlined /> : <DownOutlined />}
          </Button>
        )}
      </div>
    </form>
  );
}
