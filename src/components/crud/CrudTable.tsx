import { PlusOutlined } from '@ant-design/icons';
import { type ActionType, type ProFormInstance, ProTable } from '@ant-design/pro-components';
import { useAccess } from '@umijs/max';
import { App, Button, ConfigProvider, Flex } from 'antd';
import { type MutableRefObject, type ReactNode, useImperativeHandle, useMemo, useRef, useState } from 'react';
import { liveMessagesIn } from '@/components/liveMessages';
import Page from '@/components/Page';
import { useT } from '@/locales/useT';
import type { BaseRow } from '@/schema/types';
import { FIRST_PAGE } from '@/services/config';
import { type PageParams, pageParamsOf } from '@/services/crud';
import { errorText } from '@/services/errors';
import { useColumnSettings } from './columnSettings';
import { nameFieldOf, rowNameOf } from './fieldUtils';
import { useTableBox } from './focusInView';
import ListDialogs from './ListDialogs';
import ListEmpty from './ListEmpty';
import {
  ColumnsOption,
  type Density,
  DensityOption,
  FullScreenOption,
  LoadError,
  ReloadOption,
  searchSettings,
} from './ListOptions';
import { tableInOrder, useListColumns } from './listColumns';
import { useSavedViews } from './savedViews/SavedViews';
import { filtersOf, formValuesOf, searchFieldsOf } from './tableUrl';
import type { ResourceView } from './types';
import { useListDialogs } from './useListDialogs';
import { useListRows } from './useListRows';
import { clearFiltersOf, onSortOf, pagingOf, useLastPageInRange, useListUrl } from './useListUrl';
import { useNarrow } from './useNarrow';
import { type ResolvedField, useResourceFields } from './useResourceFields';
import { ownActionKeys, useRowActionsOf } from './useRowActionsOf';
import { useRowWrites } from './useRowWrites';
import { useSelection } from './useSelection';

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

/** Where popups go: the full-screen element while there is one, else the page body. */
const popupRoot = () => (document.fullscreenElement as HTMLElement | null) ?? document.body;
/** Its messages go where they show and are read out (liveMessages.ts). */
const messageRoot = { getContainer: () => liveMessagesIn(popupRoot()) };

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
  const dialogs = useListDialogs<T>(service);
  const fields = useResourceFields(view);
  const nameField = nameFieldOf(service.schema.fields);
  const rowName = useMemo(() => rowNameOf(view), [view]);
  const searchFields = useMemo(
    () => searchFieldsOf(fields as ResolvedField<BaseRow>[], view.createdColumn !== false),
    [fields, view.createdColumn],
  );
  const url = useListUrl(searchFields);
  const { state, show, openedKey } = url;
  const { sortField, sortOrder, filters } = state;
  const columnsKey = `columns:${service.name}:${view.i18nPrefix}`;
  // A saved view applied with its own columns: the table mounts afresh to take them up.
  const views = useSavedViews(url, columnsKey);

  const { rows, reload } = useListRows(service, pageParamsOf(state, view.fixedParams), {
    openedKey,
    holding: views.holding,
  });
  useLastPageInRange(url, rows.isPlaceholderData ? undefined : rows.data);
  useImperativeHandle(actionRef, () => ({ ...(tableRef.current as ActionType), reload: async () => reload() }), [
    reload,
  ]);
  const selection = useSelection<T>({
    enabled: Boolean(own.remove),
    rowName,
    scope: `${openedKey} ${JSON.stringify(filters)}`,
    onDelete: (picked) => writes.remove(picked),
    extra: view.selectionActions,
    unselectable: view.selectionActions ? undefined : view.undeletable,
  });
  const tableBox = useTableBox<HTMLDivElement>(rows.data);
  const writes = useRowWrites(service, rowName, selection.drop, tableBox.element);

  const actionsOf = useRowActionsOf({
    view,
    canWrite: access.canWrite,
    rowName,
    state,
    total: rows.data?.total ?? 0,
    openDetail: dialogs.openDetail,
    edit: dialogs.edit,
    remove: writes.remove,
  });
  const columns = useListColumns(
    {
      view,
      fields,
      nameField,
      rowName,
      narrow,
      actionsOf,
      onStatus: writes.changeStatus,
    },
    t,
    access,
  );
  const shown = useColumnSettings(columns, columnsKey, views.viewKey);
  // ProTable mounts afresh (its key) to take up the URL's filters; between mounts its search form
  // keeps its own values, and new initial values would only be ignored (with a warning in dev).
  const mountKey = `${openedKey}-${narrow}-${views.viewKey}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the filters as the table mounts only
  const openingValues = useMemo(() => formValuesOf(filters, searchFields), [mountKey, searchFields]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: kept as the columns are (useListColumns); filters at mount
  const search = useMemo(() => searchSettings(t, searchFields, filters, narrow), [t, searchFields, mountKey, narrow]);
  /**
   * What the list shows: its applied filters (not what is typed in the search form and not yet
   * searched) and its sort, e.g. for an export.
   */
  const listQuery = (): PageParams => ({ ...filters, sortField, sortOrder, ...view.fixedParams });
  const filtered = () => formValuesOf(filters, searchFields);
  const loadError = rows.error ? errorText(rows.error, t) : undefined;
  const firstLoad = rows.isPending || rows.isPlaceholderData;
  const clearFilters = clearFiltersOf(url, formRef, searchFields);
  // Said of an answer only: not while the first page is on its way, nor when it failed.
  const noMatch = !firstLoad && !rows.error && Object.keys(filters).length > 0;
  // A masked phone is found by its whole number only (its search box's placeholder says so too).
  const wholePhone = access.masksPhones && fields.some((f) => f.view.maskForReaders && filters[f.view.name]);
  const note = wholePhone ? t('crud.search.fullPhoneNote') : undefined;
  const emptyText = <ListEmpty filtered={noMatch} note={note} onClear={clearFilters} failed={loadError} />;

  const table = (
    // Popups render inside the full-screen element while the list is full screen, where the
    // screen shows them; the nested App gives the list's parts a confirmation holder that does too.
    <ConfigProvider getPopupContainer={popupRoot}>
      <App component={false} message={messageRoot}>
        {writes.holder}
        {header}
        {loadError && <LoadError text={loadError} onRetry={reload} />}
        <div ref={tableBox.ref} className="crud-table">
          <ProTable<T>
            // ProTable takes the columns' pinning and the search form's values from its first
            // render: a rotated phone, or a list opened afresh from its URL, starts a new one.
            key={mountKey}
            rowKey="id"
            actionRef={tableRef}
            formRef={formRef}
            columns={shown.columns}
            tableViewRender={tableInOrder({ sortField, sortOrder }, service.schema.defaultSort)}
            dataSource={rows.data?.list}
            // The first page (or another page, sort or filter) on its way: ProTable's spinner over
            // the table. A cached page refreshing behind: only the Reload button turns.
            loading={firstLoad}
            // A wide list scrolls, its ends pinned. A phone's list fits the screen and never
            // scrolls: the actions take what their buttons need (a rule's ↑ ↓ beside the menu
            // button), the summary the rest, wrapping its lines.
            scroll={narrow ? undefined : { x: 'max-content' }}
            tableLayout={narrow ? 'auto' : undefined}
            // The column settings are the list's own (useColumnSettings keeps them where ProTable did).
            columnsState={{ value: shown.settings.value, onChange: shown.settings.save }}
            // ProTable's own options are not reached by keyboard, and its column settings name their
            // checkboxes "Select tree node" in either language and reorder by dragging only:
            // ListOptions puts named buttons in their place.
            options={{ reload: false, density: false, fullScreen: false, setting: false }}
            optionsRender={() => [
              <ReloadOption key="reload" onReload={reload} busy={rows.isFetching && !firstLoad} />,
              <DensityOption key="density" value={density} onChange={setDensity} />,
              <ColumnsOption key="columns" settings={shown.settings} />,
              <FullScreenOption key="fullScreen" onToggle={() => tableRef.current?.fullScreen?.()} />,
            ]}
            size={density}
            onSizeChange={(size) => setDensity(size as Density)}
            pagination={pagingOf(url, rows.data?.total ?? 0, t)}
            onChange={onSortOf(url)}
            search={search}
            form={{ name: `${service.name}-search`, initialValues: openingValues }}
            dateFormatter="string"
            // (ProTable also submits once as the form opens; the URL already says what it shows.)
            onSubmit={(values: Record<string, unknown>, opening?: boolean) => {
              if (!opening) show({ ...state, current: FIRST_PAGE, filters: filtersOf(values) });
            }}
            onReset={clearFilters}
            locale={{ emptyText }}
            expandable={
              view.expandedRowRender
                ? { expandedRowRender: view.expandedRowRender, rowExpandable: view.rowExpandable }
                : undefined
            }
            {...selection.props}
            // One wrapping row: ProTable lays its toolbar's buttons in a row that does not wrap, and
            // a list with five of them (the members' at 768 px in English) ran past its card.
            toolBarRender={() => [
              <Flex key="actions" wrap gap="small" justify="flex-end">
                {views.menu}
                {view.toolbar?.({
                  reload,
                  query: listQuery,
                  total: rows.data?.total,
                  applied: () => ({ ...filters, ...view.fixedParams }),
                })}
                {own.edit && (
                  <Button
                    key="add"
                    type="primary"
                    icon={<PlusOutlined aria-hidden />}
                    onClick={() => dialogs.edit('new')}
                  >
                    {t('crud.add')}
                  </Button>
                )}
              </Flex>,
            ]}
          />
        </div>
        <ListDialogs view={view} fields={fields} dialogs={dialogs} box={tableBox.element} filtered={filtered} />
      </App>
    </ConfigProvider>
  );
  if (bare) return table;
  return <Page title={title}>{table}</Page>;
}
