import type { ProColumns } from '@ant-design/pro-components';
import { type FormInstance, Switch, Table, type TableProps, Tooltip } from 'antd';
import {
  type ComponentProps,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  Suspense,
  useMemo,
  useRef,
} from 'react';
import { dateRangeIcons, namedClear } from '@/components/fieldIcons';
import Text from '@/components/Text';
import type { useT } from '@/locales/useT';
import type { BaseRow, FieldSchema, ResourceSchema, Status } from '@/schema/types';
import { lazyComponent } from '@/utils/lazyComponent';
import FieldValue, { shownValue } from './FieldValue';
import { normalizeFor } from './fieldUtils';
import { rangeInputNames } from './NamedRangeInput';
import { failedOptionsProps } from './OptionsFailed';
import RowActions from './RowActions';
import { rangeParams, type SortState, searchKindOf, searchRankOf } from './tableUrl';
import type { ResourceView, RowAction } from './types';
import type { ResolvedField } from './useResourceFields';

/** How many of a row's fields after its name a phone's one summary column shows. */
const SUMMARY_FIELDS = 3;

export interface ListColumnsInput<T extends BaseRow> {
  view: ResourceView<T>;
  fields: ResolvedField<T>[];
  /** The field that names a row: pinned on the left, first in a phone's summary. */
  nameField: string;
  rowName: (row: T) => string;
  /** A phone: one summary column and one menu button per row. */
  narrow: boolean;
  actionsOf: (row: T, index: number) => RowAction[];
  /** The status switch asks before it changes a row. */
  onStatus: (row: T, next: Status) => void;
}

/**
 * A sortable column's header, used as a sort button is: Space sorts as Enter does (antd's header
 * takes Enter only, and Space scrolled the page instead), and one not sorted says it can be
 * (`aria-sort="none"`; antd marks the sorted one's order, over this).
 */
const sortableHeader = () => ({
  'aria-sort': 'none' as const,
  onKeyDownCapture: (e: KeyboardEvent<HTMLElement>) => {
    if (e.key !== ' ' || e.target !== e.currentTarget) return;
    e.preventDefault();
    e.currentTarget.click();
  },
});

/**
 * A date range's boxes: what each asks for (ProTable's own "Please select" in both is cut to
 * "Please s…" in the boxes' width, and says neither which end is which), its pictures named in the
 * page's language, and each of its boxes by its field and its end (the field's label named only
 * the first).
 */
const dateRangeProps = (t: ReturnType<typeof useT>, boxNames: [string, string]) => ({
  // The picker's own ordering (`order`) put the typed ends in order and then, confirming a
  // second time as its calendar closed, filled the end it had just moved with the other
  // date: a later day typed first and an earlier one after it became a range of one day.
  // It takes the ends as typed, and the field puts them in order (endsInOrder).
  order: false,
  // The start may stay empty: without that, an end typed first was dropped as its box was
  // left (Tab or a click elsewhere), as the picker keeps only a complete range. Not the end:
  // the picker counts an end box the focus has passed through as done when it may be empty,
  // and Enter after the start, reached by Shift+Tab through the end box, searched the start
  // alone instead of moving on to the end. A start left alone is kept by rangeSearch instead.
  allowEmpty: [true, false],
  placeholder: [t('crud.search.startDate'), t('crud.search.endDate')],
  ...dateRangeIcons,
  ...rangeInputNames(...boxNames),
});

/** A number range's boxes, fetched by the lists that search one (two of them), not by every list. */
const LazyNumberRange = lazyComponent(() => import(/* webpackChunkName: "number-range" */ './NumberRange'));

/** (The search form gives the element its item's value, onChange and id, passed on here.) */
const NumberRange = (props: ComponentProps<typeof LazyNumberRange>) => (
  <Suspense fallback={null}>
    <LazyNumberRange {...props} />
  </Suspense>
);

/** A date range's ends, the earlier first, however they were typed (dateRangeProps). */
const endsInOrder = (range: unknown) => {
  if (!Array.isArray(range) || !range[0] || !range[1]) return range;
  // (A day as the picker gives it, or as text: both compare by their `valueOf`.)
  return range[0].valueOf() > range[1].valueOf() ? [range[1], range[0]] : range;
};

/**
 * A range column's search, for a field's range and the created time alike: its boxes, a date
 * range's days in order, and the two params it is sent as (an empty end sends none).
 */
const rangeSearch = (
  kind: 'dateRange' | 'digitRange',
  t: ReturnType<typeof useT>,
  label: string,
  name: string,
  schema?: FieldSchema,
): ProColumns => {
  const [from, to] = rangeParams({ name, kind });
  const search = { transform: (v: unknown[]) => ({ [from]: v?.[0] ?? undefined, [to]: v?.[1] ?? undefined }) };
  if (kind === 'digitRange') {
    const names: [string, string] = [
      t('crud.search.rangeMin', { field: label }),
      t('crud.search.rangeMax', { field: label }),
    ];
    const placeholder: [string, string] = [t('crud.search.min'), t('crud.search.max')];
    const box = <NumberRange names={names} placeholder={placeholder} min={schema?.min} max={schema?.max} />;
    return { valueType: kind, renderFormItem: () => box, search };
  }
  const boxNames: [string, string] = [
    t('crud.search.rangeStart', { field: label }),
    t('crud.search.rangeEnd', { field: label }),
  ];
  const boxes = dateRangeProps(t, boxNames);
  // The days the picker holds in this visit of the range, as it reports them (kept here, not in
  // fieldProps, which runs on every render of the form).
  let held: unknown[] | null = null;
  return {
    valueType: kind,
    // The picker takes a range only once both its boxes were visited, and a render of the form
    // (pro-field gives it a new value array each time) puts back the days it has not taken: a start
    // retyped in a range searched before, then Enter or Query, searched the old range. So both
    // days, once typed, go to the form as they are typed.
    // A start typed alone goes to the form as the focus leaves the range (Tab, Shift+Tab or a click
    // elsewhere), a filter from that day on: the picker drops a range without its end as it is
    // left. Going from one box to the other is not leaving it.
    fieldProps: (form: FormInstance) => ({
      ...boxes,
      onCalendarChange: (days: unknown[] | null) => {
        held = days;
        if (days?.[0] && days[1]) form.setFieldValue(name, endsInOrder(days));
      },
      onBlur: (event: FocusEvent) => {
        // Not to the other box (named by rangeInputNames).
        if (boxNames.includes(event.relatedTarget?.getAttribute('aria-label') ?? '')) return;
        if (held?.[0] && !held[1]) form.setFieldValue(name, [held[0]]);
        held = null;
      },
    }),
    formItemProps: { normalize: endsInOrder },
    search,
  };
};

/**
 * The list's columns, generated from the resource's fields: each field's cell as the detail view
 * draws it, its search (a value, or a range sent as two params), its sort; the created time; on a
 * phone one summary column; the row actions pinned on the right.
 */
export function listColumns<T extends BaseRow>(
  input: ListColumnsInput<T>,
  t: ReturnType<typeof useT>,
  access: { canWrite: boolean; masksPhones: boolean },
): ProColumns<T>[] {
  const { view, fields, nameField, rowName, narrow, actionsOf, onStatus } = input;
  const { canWrite, masksPhones } = access;
  const cell = (f: ResolvedField<T>, row: T): ReactNode => {
    if (f.view.name === 'status' && !f.view.render) {
      const status = (row as Record<string, unknown>).status as Status;
      if (!canWrite) return <Text type={status === 1 ? 'success' : 'secondary'}>{t(`status.${status}`)}</Text>;
      const locked = f.view.locked?.(row);
      const toggle = (
        <Switch
          size="small"
          checked={status === 1}
          disabled={Boolean(locked)}
          aria-label={t('crud.toggleStatus', { name: rowName(row) })}
          checkedChildren={t('status.1')}
          unCheckedChildren={t('status.0')}
          onChange={(on) => onStatus(row, on ? 1 : 0)}
        />
      );
      return locked ? <Tooltip title={t(locked)}>{toggle}</Tooltip> : toggle;
    }
    const shown = shownValue(f, row, masksPhones);
    // A list's columns are as wide as their content, so one long description, name or list of
    // tags would push every other column out of view. Tags wrap onto more lines of a bounded
    // width; free text keeps to one cut line (two in a phone's summary), whole in its title and
    // in the row's details (global.less). (antd's column `ellipsis` needs fixed column widths,
    // which a list that scrolls to its content does not have.)
    if (f.view.render) {
      const title = f.view.cellTitle?.(row);
      return title === undefined ? shown : oneCutLine(shown, title);
    }
    if (f.schema.kind === 'refs') return <span className="crud-tags-cell">{shown}</span>;
    if (f.schema.kind !== 'text' && f.schema.kind !== 'string') return shown;
    return oneCutLine(shown, textOf(f, row));
  };
  /** The field's value when it is text: a cut cell's whole text. */
  const textOf = (f: ResolvedField<T>, row: T) => {
    const value = (row as Record<string, unknown>)[f.view.name];
    return typeof value === 'string' ? value : undefined;
  };
  /** A cell's content on one line cut with "…", its whole text in its title (global.less). */
  const oneCutLine = (content: ReactNode, title: string | undefined, className = 'crud-text-cell') => (
    <span className={className} title={title || undefined}>
      {content}
    </span>
  );
  // With no order in the URL the rows come in the resource's default one: its column's first click
  // turns that order round (antd's arrows would start from the same order), and the next turns it
  // back rather than to "no order", which would leave the rows in the default order with no arrow
  // to say so (antd steps through the list and never past its last entry).
  const defaultSort = view.service.schema.defaultSort;
  const defaultFirst = (key: string): ProColumns<T>['sortDirections'] => {
    if (defaultSort?.field !== key) return undefined;
    return defaultSort.order === 'descend' ? ['descend', 'ascend', 'descend'] : ['ascend', 'descend', 'ascend'];
  };
  const tableFields = fields.filter((f) => f.view.table !== false);
  const pinnedField = tableFields.find((f) => f.view.name === nameField) ?? tableFields[0];
  const pinned = pinnedField?.view.name;

  const columns: ProColumns<T>[] = fields
    .filter((f) => f.view.table !== false || searchKindOf(f))
    .map((f, index) => {
      const n = f.view.name;
      const kind = searchKindOf(f);
      const col: ProColumns<T> = {
        title: f.label,
        dataIndex: n,
        key: n,
        // (ProTable gives a pinned column without a width 200 px; the name takes what it needs.)
        width: f.view.width ?? (n === pinned ? 'max-content' : undefined),
        minWidth: f.view.minWidth,
        fixed: n === pinned ? 'left' : undefined,
        // A phone shows the row's summary instead (below); the column still searches and sorts.
        hideInTable: f.view.table === false || narrow,
        hideInSearch: !kind,
        order: searchRankOf(f, index),
        sorter: Boolean(f.schema.sortable || n === 'sort'),
        sortDirections: defaultFirst(n),
        // The pinned name keeps to one cut line too: a name of the longest allowed once pinned
        // half the table's width and pushed the other columns out of view.
        render: (_, row) =>
          n === pinned ? oneCutLine(cell(f, row), textOf(f, row), 'crud-text-cell crud-pinned-cell') : cell(f, row),
      };
      const Picker = f.view.picker;
      if (Picker) {
        // (ProTable's search form gives the element the item's value, onChange and id.)
        col.renderFormItem = () => <Picker />;
      } else if (kind === 'dateRange' || kind === 'digitRange') {
        Object.assign(col, rangeSearch(kind, t, f.label, n, f.schema));
      } else if (f.schema.kind === 'enum' && f.options) {
        col.valueType = 'select';
        col.valueEnum = new Map(f.options.map((o) => [o.value, { text: o.label }]));
      } else if (f.options) {
        col.valueType = 'select';
        col.fieldProps = {
          options: f.options,
          showSearch: true,
          optionFilterProp: 'label',
          loading: f.loading,
          allowClear: true,
          // A filter on a row that is gone (an old link's id, a row deleted since) says so rather
          // than showing the bare id, once the options are known not to hold it.
          labelRender: ({ label, value }: { label?: ReactNode; value: string | number }) =>
            label ??
            (f.loading || f.failed
              ? value
              : t('crud.search.missingRef', { what: t(`audit.resource.${f.schema.ref}`), id: String(value) })),
          ...failedOptionsProps(f),
        };
      } else if (kind === 'value') {
        col.fieldProps = { allowClear: namedClear(t) };
        // What the reader sees masked is found by the whole of it only (a part would tell its
        // hidden digits): the box says so, or a search by the digits on screen finds nothing.
        if (f.view.maskForReaders && masksPhones) col.fieldProps.placeholder = t('crud.search.fullPhone');
        // A phone is searched by its digits, typed or pasted with spaces or hyphens as the form takes it.
        const normalize = normalizeFor(f.schema);
        if (normalize) col.formItemProps = { normalize };
      }
      return col;
    });
  if (view.createdColumn !== false)
    columns.push({
      title: t('common.createTime'),
      dataIndex: 'createTime',
      key: 'createTime',
      ...rangeSearch('dateRange', t, t('common.createTime'), 'createTime'),
      order: 0,
      sorter: true,
      sortDirections: defaultFirst('createTime'),
      width: 150,
      hideInTable: narrow,
      render: (_, row) => <FieldValue value={row.createTime} schema={{ kind: 'datetime' }} input="dateTime" />,
    });
  // A phone has room for one column of data: each row's name, then its next few fields as
  // "label: value" lines, drawn as their own columns draw them.
  if (narrow && pinnedField) {
    const lines = tableFields.filter((f) => f !== pinnedField).slice(0, SUMMARY_FIELDS);
    columns.unshift({
      title: pinnedField.label,
      key: 'summary',
      hideInSearch: true,
      className: 'crud-summary-cell',
      render: (_, row) => (
        <div className="crud-summary">
          <div className="crud-summary-name">{cell(pinnedField, row)}</div>
          <dl>
            {lines.map((f) => (
              <div key={f.view.name}>
                <dt>{t('crud.fieldLabel', { label: f.label })}</dt>
                <dd>{cell(f, row)}</dd>
              </div>
            ))}
          </dl>
        </div>
      ),
    });
  }
  // The actions stay pinned on the right, so every row's actions are in view however far the
  // list scrolls, as wide as their buttons: on a phone, one menu button.
  columns.push({
    title: narrow ? <span className="visually-hidden">{t('common.actions')}</span> : t('common.actions'),
    key: 'actions',
    valueType: 'option',
    fixed: 'right',
    // (ProTable gives a pinned column without a width 200 px.)
    width: 'max-content',
    render: (_, row, index) => <RowActions actions={actionsOf(row, index)} compact={narrow} rowName={rowName(row)} />,
  });
  for (const c of columns) if (c.sorter) c.onHeaderCell = sortableHeader;
  return columns;
}

/**
 * The table ProTable draws (its `tableViewRender`), each sortable column marked with the order the
 * rows come in: the URL's, else the resource's default. ProTable keeps an order of its own, from
 * the columns' `defaultSortOrder` as it mounts and from each header click (it reads no column's
 * `sortOrder`), and a click that leaves a column unsorted left it marking none, though the rows
 * came in the default order again.
 */
export function tableInOrder<T extends BaseRow>(sort: SortState, defaultSort: ResourceSchema['defaultSort']) {
  const shown = sort.sortField ? sort : { sortField: defaultSort?.field, sortOrder: defaultSort?.order };
  return (props: TableProps<T>) => (
    <Table<T>
      {...props}
      rowKey="id"
      columns={props.columns?.map((c) =>
        c.sorter ? { ...c, sortOrder: c.key === shown.sortField ? shown.sortOrder : null } : c,
      )}
    />
  );
}

/**
 * The list's columns (listColumns), the same object while nothing they show changes: ProTable
 * renders its search form (every field's widget) afresh whenever its columns are new, and the list
 * renders again on each URL write, selection and answer. A cell reads the row's actions and the
 * status switch's handler as they stand when it renders.
 */
export function useListColumns<T extends BaseRow>(
  input: ListColumnsInput<T>,
  t: ReturnType<typeof useT>,
  access: { canWrite: boolean; masksPhones: boolean },
): ProColumns<T>[] {
  const handlers = useRef({ actionsOf: input.actionsOf, onStatus: input.onStatus });
  handlers.current = { actionsOf: input.actionsOf, onStatus: input.onStatus };
  const { view, fields, nameField, rowName, narrow } = input;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the input's parts that the columns show; the handlers go through the ref
  return useMemo(
    () =>
      listColumns(
        {
          ...input,
          actionsOf: (row, index) => handlers.current.actionsOf(row, index),
          onStatus: (row, next) => handlers.current.onStatus(row, next),
        },
        t,
        access,
      ),
    [view, fields, nameField, rowName, narrow, t, access],
  );
}
