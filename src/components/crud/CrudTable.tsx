import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { type ActionType, type ProFormInstance, ProTable } from '@ant-design/pro-components';
import { keepPreviousData } from '@tanstack/react-query';
import { useAccess } from '@umijs/max';
import { Alert, App, Button, type CheckboxProps, ConfigProvider } from 'antd';
import {
  type MutableRefObject,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
} from 'react';
import Page from '@/components/Page';
import { useT } from '@/locales/useT';
import type { BaseRow } from '@/schema/types';
import { FIRST_PAGE } from '@/services/config';
import { type PageParams, pageParamsOf } from '@/services/crud';
import { ApiError } from '@/services/errors';
import { useApiQuery } from '@/services/query';
import { lazyComponent } from '@/utils/lazyComponent';
import { nameFieldOf } from './fieldUtils';
import { useFocusClearOfPinned } from './focusInView';
import {
  ColumnsOption,
  type Density,
  DensityOption,
  FullScreenOption,
  ReloadOption,
  SearchToggle,
} from './ListOptions';
import { listColumns, useColumnsDefault } from './listColumns';
import { inRowOrder } from './RowActions';
import { SelectedCount, SelectionActions } from './SelectionBar';
import SavedViews, { useDefaultView, useViewDialogs } from './savedViews/SavedViews';
import { filtersOf, formValuesOf, rangeParams, searchFieldsOf } from './tableUrl';
import type { ResourceView, RowAction, RowPlace } from './types';
import { useInertMeasureRows } from './useInertMeasureRows';
import { useListDialogs } from './useListDialogs';
import { useListUrl } from './useListUrl';
import { useNarrow } from './useNarrow';
import { type ResolvedField, useResourceFields } from './useResourceFields';
import { useRowWrites } from './useRowWrites';

interface Props<T extends BaseRow> {
  view: ResourceView<T>;
  /** Page title; default the route's menu title. */
  title?: ReactNode;
  /** Content above the table (e.g. a member header). */
  header?: ReactNode;
  /** Render without the page heading (when embedded in another page). */
  bare?: boolean;
  /** ProTable's actions; its `reload` asks the server for the shown page again. */
  actionRef?: MutableRefObject<ActionType | undefined>;
}

// The add / edit form and the detail drawer load when first opened, so a list's first visit
// carries neither.
const CrudForm = lazyComponent(() => import('./CrudForm'));
const DetailDrawer = lazyComponent(() => import('./DetailDrawer'));

/** Where popups go: the full-screen element while there is one, else the page body. */
const popupRoot = () => (document.fullscreenElement as HTMLElement | null) ?? document.body;

/** The search fields shown before "Expand": the first ones of a collapsed ProTable search form. */
const SHOWN_COLLAPSED = 2;

/**
 * The list's own row actions a level gets, by key: Details always, Edit and Delete for a level
 * that writes (unless the view says otherwise). A page's own actions go between them (inRowOrder).
 */
export function ownActionKeys(
  view: Pick<ResourceView<BaseRow>, 'readOnly' | 'noDelete'>,
  canWrite: boolean,
): { detail: string; edit?: string; remove?: string } {
  return {
    detail: 'detail',
    edit: canWrite && !view.readOnly ? 'edit' : undefined,
    remove: canWrite && !view.noDelete ? 'delete' : undefined,
  };
}

/**
 * The generic list page, a ProTable: server-side paging, sorting and search, all kept in the URL
 * (useListUrl) and read through the query cache (a list seen before shows its rows at once and
 * refreshes them behind); add / edit in a modal form; detail drawer; status switch and delete with
 * confirmation; bulk delete; density, column settings (remembered) and full screen; every write
 * control shown to level 1 only (docs/product-rules.md, access levels).
 */
export default function CrudTable<T extends BaseRow>({ view, title, header, bare, actionRef }: Props<T>) {
  const t = useT();
  const access = useAccess();
  const own = ownActionKeys(view, access.canWrite);
  const { service } = view;
  const [density, setDensity] = useState<Density>('middle');
  // On a narrow screen a row shows as one summary column and its actions as one menu button.
  const narrow = useNarrow();
  const tableRef = useRef<ActionType>();
  const formRef = useRef<ProFormInstance>();
  const dialogs = useListDialogs<T>(service.name);
  const [selected, setSelected] = useState<T[]>([]);
  const fields = useResourceFields(view);
  const nameField = nameFieldOf(service.schema.fields);
  const rowName = (row: T) => view.rowName?.(row) ?? String((row as Record<string, unknown>)[nameField] ?? row.id);
  const searchFields = useMemo(
    () => searchFieldsOf(fields as ResolvedField<BaseRow>[], view.createdColumn !== false),
    [fields, view.createdColumn],
  );
  const { state, show, openedKey, openedBare, ownPath } = useListUrl(searchFields);
  // A saved view applied: the table mounts afresh to take up its columns and its search form.
  const [viewKey, setViewKey] = useState(0);
  const columnsKey = `columns:${service.name}:${view.i18nPrefix}`;
  const viewDialogs = useViewDialogs();
  const applied = { list: ownPath, show, columnsKey, onColumns: () => setViewKey((k) => k + 1), dialogs: viewDialogs };
  useDefaultView({ ...applied, openedBare, openedKey });
  const { current, pageSize, sortField, sortOrder, filters } = state;
  // Opened afresh (menu entry, Back, a link with other filters): nothing stays selected.
  // biome-ignore lint/correctness/useExhaustiveDependencies: on each opening
  useEffect(() => setSelected([]), [openedKey]);

  const rows = useApiQuery({
    ...service.queries.page(pageParamsOf(state, view.fixedParams)),
    placeholderData: keepPreviousData,
  });
  const reload = useCallback(() => void rows.refetch(), [rows.refetch]);
  useImperativeHandle(actionRef, () => ({ ...(tableRef.current as ActionType), reload: async () => reload() }), [
    reload,
  ]);
  const writes = useRowWrites(service, rowName, (gone) => setSelected((s) => s.filter((r) => !gone.has(r.id))));

  const inertMeasureRows = useInertMeasureRows<HTMLDivElement>();
  const focusClearOfPinned = useFocusClearOfPinned<HTMLDivElement>();
  const tableBox = useCallback(
    (root: HTMLDivElement | null) => {
      inertMeasureRows(root);
      focusClearOfPinned(root);
    },
    [inertMeasureRows, focusClearOfPinned],
  );

  // Where a row lies in the list's default order (a rule's ↑ / ↓ end there). Under another sort
  // or filter the ends are not known here.
  const defaultSort = service.schema.defaultSort;
  const inDefaultOrder =
    !Object.keys(filters).length &&
    (!sortField || (sortField === defaultSort?.field && sortOrder === defaultSort.order));
  const placeOf = (index: number): RowPlace => {
    const at = (current - 1) * pageSize + index;
    return { first: inDefaultOrder && at === 0, last: inDefaultOrder && at === (rows.data?.total ?? 0) - 1 };
  };
  const actionsOf = (row: T, index: number): RowAction[] => {
    const why = own.remove ? view.undeletable?.(row) : undefined;
    // A page's own actions (a member's records, a device's binding) come before Delete.
    return inRowOrder<RowAction>(
      {
        detail: { key: 'detail', label: t('crud.detail'), onClick: () => dialogs.openDetail(row) },
        edit: own.edit ? { key: 'edit', label: t('crud.edit'), onClick: () => dialogs.edit(row) } : undefined,
        remove: own.remove
          ? {
              key: 'delete',
              label: t('crud.delete'),
              danger: true,
              disabledReason: why && t(why),
              confirm: t('crud.confirmDelete', { name: rowName(row) }),
              onClick: () => writes.remove([row]),
            }
          : undefined,
      },
      view.rowActions?.(row, placeOf(index)) ?? [],
    );
  };
  const columns = listColumns(
    {
      view,
      fields,
      nameField,
      rowName,
      narrow,
      sort: { sortField, sortOrder },
      actionsOf,
      onStatus: writes.changeStatus,
    },
    t,
    access,
  );
  const columnsDefault = useColumnsDefault(columns);
  // The search starts expanded when the URL filters on a field that a collapsed form hides.
  const expandedByUrl = searchFields
    .slice(SHOWN_COLLAPSED)
    .some((f) => (f.kind === 'value' ? [f.name] : rangeParams(f)).some((p) => filters[p] !== undefined));
  /** The search form's filters as they stand (submitted or not) and the list's sort, e.g. for an export. */
  const listQuery = (): PageParams => ({
    ...filtersOf((formRef.current?.getFieldsFormatValue?.() ?? {}) as Record<string, unknown>),
    sortField,
    sortOrder,
    ...view.fixedParams,
  });
  const loadError = rows.error ? (rows.error instanceof ApiError ? rows.error.message : t('request.retry')) : undefined;
  const firstLoad = rows.isPending || rows.isPlaceholderData;

  const table = (
    // Popups (confirmations, the form, the drawer) render inside the full-screen element while
    // the list is full screen, where the screen shows them; the nested App gives the list's parts
    // a confirmation holder that does the same.
    <ConfigProvider getPopupContainer={popupRoot}>
      <App component={false}>
        {writes.holder}
        {header}
        {loadError && (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 16 }}
            message={t('crud.loadError')}
            description={loadError}
            action={
              <Button size="small" onClick={reload}>
                {t('common.retry')}
              </Button>
            }
          />
        )}
        <div ref={tableBox} className="crud-table">
          <ProTable<T>
            // ProTable takes the columns' pinning and the search form's values from its first
            // render: a rotated phone, or a list opened afresh from its URL, starts a new one.
            key={`${openedKey}-${narrow}-${viewKey}`}
            rowKey="id"
            actionRef={tableRef}
            formRef={formRef}
            columns={columns}
            dataSource={rows.data?.list}
            // The first page (or another page, sort or filter) on its way: ProTable's spinner over
            // the table. A cached page refreshing behind: only the Reload button turns.
            loading={firstLoad}
            // A wide list scrolls, its ends pinned. A phone's list fits the screen and never
            // scrolls: the actions take what their buttons need (a rule's ↑ ↓ beside the menu
            // button), the summary the rest, wrapping its lines.
            scroll={narrow ? undefined : { x: 'max-content' }}
            tableLayout={narrow ? 'auto' : undefined}
            columnsState={{
              defaultValue: columnsDefault,
              persistenceKey: columnsKey,
              persistenceType: 'localStorage',
            }}
            // ProTable's own reload, density and full-screen icons are not reached by keyboard:
            // ListOptions puts named buttons in their place; the column settings keep ProTable's
            // popover with a button as its trigger.
            options={{ reload: false, density: false, fullScreen: false, setting: { children: <ColumnsOption /> } }}
            optionsRender={(_, dom) => [
              <ReloadOption key="reload" onReload={reload} busy={rows.isFetching && !firstLoad} />,
              <DensityOption key="density" value={density} onChange={setDensity} />,
              ...dom,
              <FullScreenOption key="fullScreen" onToggle={() => tableRef.current?.fullScreen?.()} />,
            ]}
            size={density}
            onSizeChange={(size) => setDensity(size as Density)}
            pagination={{
              current,
              pageSize,
              total: rows.data?.total ?? 0,
              showSizeChanger: true,
              showTotal: (total, [from, to]) => t('crud.total', { from, to, total }),
              onChange: (page, size) =>
                show({ ...state, current: size === pageSize ? page : FIRST_PAGE, pageSize: size }),
            }}
            onChange={(_p, _f, sorter, extra) => {
              if (extra.action !== 'sort') return;
              const one = Array.isArray(sorter) ? sorter[0] : sorter;
              const order = one?.order ?? undefined;
              show({
                ...state,
                current: FIRST_PAGE,
                sortField: order ? String(one.columnKey) : undefined,
                sortOrder: order,
              });
            }}
            search={
              searchFields.length > 0
                ? {
                    labelWidth: 'auto',
                    defaultCollapsed: !expandedByUrl,
                    searchText: t('crud.search.query'),
                    resetText: t('crud.search.reset'),
                    collapseRender: (collapsed) => <SearchToggle collapsed={collapsed} />,
                  }
                : false
            }
            form={{ name: `${service.name}-search`, initialValues: formValuesOf(filters, searchFields) }}
            dateFormatter="string"
            // (ProTable also submits once as the form opens; the URL already says what it shows.)
            onSubmit={(values: Record<string, unknown>, opening?: boolean) => {
              if (!opening) show({ ...state, current: FIRST_PAGE, filters: filtersOf(values) });
            }}
            onReset={() => {
              // The form goes back to the values it opened with (the URL's): empty it.
              formRef.current?.setFieldsValue(Object.fromEntries(searchFields.map((f) => [f.name, undefined])));
              show({ ...state, current: FIRST_PAGE, filters: {} });
            }}
            expandable={
              view.expandedRowRender
                ? { expandedRowRender: view.expandedRowRender, rowExpandable: view.rowExpandable }
                : undefined
            }
            rowSelection={
              own.remove
                ? {
                    preserveSelectedRowKeys: true,
                    selectedRowKeys: selected.map((r) => r.id),
                    onChange: (_, picked) => setSelected(picked.filter(Boolean)),
                    // Each row's checkbox is named after its row (an unlabelled form field otherwise).
                    // (antd passes the prop on to the <input>; its types do not list aria-*.)
                    getCheckboxProps: (row) =>
                      ({ 'aria-label': t('a11y.selectRow', { name: rowName(row) }) }) as Partial<CheckboxProps>,
                  }
                : false
            }
            tableAlertRender={({ selectedRowKeys }) => <SelectedCount count={selectedRowKeys.length} />}
            tableAlertOptionRender={({ onCleanSelected }) => (
              <SelectionActions
                count={selected.length}
                onClear={onCleanSelected}
                onDelete={own.remove ? () => writes.remove(selected) : undefined}
                extra={view.selectionActions?.(selected)}
              />
            )}
            toolBarRender={() => [
              <SavedViews key="views" {...applied} />,
              ...(view.toolbar?.({
                reload,
                query: listQuery,
                total: rows.data?.total,
                applied: () => ({ ...filters, ...view.fixedParams }),
              }) ?? []),
              own.edit && (
                <Button key="add" type="primary" icon={<PlusOutlined />} onClick={() => dialogs.edit('new')}>
                  {t('crud.add')}
                </Button>
              ),
            ]}
          />
        </div>
        {dialogs.formUsed && (
          <Suspense fallback={null}>
            <CrudForm
              view={view}
              fields={fields}
              editing={dialogs.editing}
              onClose={dialogs.closeForm}
              onSaved={dialogs.closeForm}
            />
          </Suspense>
        )}
        {dialogs.detailUsed && (
          <Suspense fallback={null}>
            <DetailDrawer view={view} fields={fields} row={dialogs.detail} onClose={dialogs.closeDetail} />
          </Suspense>
        )}
      </App>
    </ConfigProvider>
  );
  if (bare) return table;
  return <Page title={title}>{table}</Page>;
}
