import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { type ActionType, type ProColumns, type ProFormInstance, ProTable } from '@ant-design/pro-components';
import { history, useAccess } from '@umijs/max';
import { Alert, App, Button, type CheckboxProps, ConfigProvider, Modal, Space, Switch, Tooltip } from 'antd';
import { type ReactNode, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import ConfirmPopover from '@/components/ConfirmPopover';
import Page from '@/components/Page';
import Text from '@/components/Text';
import { useT } from '@/locales/useT';
import type { BaseRow, Status } from '@/schema/types';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE } from '@/services/config';
import type { PageParams } from '@/services/crud';
import { ApiError } from '@/services/errors';
import { routerPathname } from '@/services/session';
import { lazyComponent } from '@/utils/lazyComponent';
import FieldValue from './FieldValue';
import { nameFieldOf } from './fieldUtils';
import { useFocusClearOfPinned } from './focusInView';
import { draftKey, readDraft } from './formDraft';
import {
  ColumnsOption,
  type Density,
  DensityOption,
  FullScreenOption,
  ReloadOption,
  SearchToggle,
} from './ListOptions';
import RowActions, { inRowOrder } from './RowActions';
import {
  filtersOf,
  queryOfList,
  rangeParams,
  readTableUrl,
  type SortState,
  sameQuery,
  searchFieldsOf,
  searchKindOf,
  syncSearchToUrl,
} from './tableUrl';
import type { ResourceView, RowAction, RowPlace } from './types';
import { useFocusRefresh } from './useFocusRefresh';
import { useInertMeasureRows } from './useInertMeasureRows';
import { useNarrow } from './useNarrow';
import { invalidateRefOptions } from './useRefOptions';
import { type ResolvedField, useResourceFields } from './useResourceFields';

interface Props<T extends BaseRow> {
  view: ResourceView<T>;
  /** Page title; default the route's menu title. */
  title?: ReactNode;
  /** Content above the table (e.g. a member header). */
  header?: ReactNode;
  /** Render without the page heading (when embedded in another page). */
  bare?: boolean;
}

// The add / edit form and the detail drawer load when first opened, so a list's first visit
// carries neither.
const CrudForm = lazyComponent(() => import('./CrudForm'));
const DetailDrawer = lazyComponent(() => import('./DetailDrawer'));

/** Where popups go: the full-screen element while there is one, else the page body. */
const popupRoot = () => (document.fullscreenElement as HTMLElement | null) ?? document.body;

/** The search fields shown before "Expand": the first ones of a collapsed ProTable search form. */
const SHOWN_COLLAPSED = 2;

/** How many of a row's fields after its name a phone's one summary column shows. */
const SUMMARY_FIELDS = 3;

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
 * in both directions; add / edit in a modal form; detail drawer; status switch and delete with
 * confirmation; bulk delete; density, column settings (remembered) and full screen; every write
 * control shown to level 1 only (docs/product-rules.md, access levels).
 */
export default function CrudTable<T extends BaseRow>({ view, title, header, bare }: Props<T>) {
  const t = useT();
  const { canWrite, masksPhones } = useAccess();
  const own = ownActionKeys(view, canWrite);
  const canDelete = Boolean(own.remove);
  const { message } = App.useApp();
  // Confirmations render with the list (below), so they show when the list is full screen.
  const [modal, modalHolder] = Modal.useModal();
  const [density, setDensity] = useState<Density>('middle');
  // On a narrow screen a row shows as one summary column and its actions as one menu button.
  const narrow = useNarrow();
  const { service } = view;
  const actionRef = useRef<ActionType>();
  const formRef = useRef<ProFormInstance>();
  // A draft of a new row left when the session ended reopens the form on return (formDraft.ts).
  const [editing, setEditing] = useState<T | 'new' | undefined>(() =>
    readDraft(draftKey(service.name, 'new')) ? 'new' : undefined,
  );
  // Once opened, the form and the drawer stay mounted so they can play their closing animation.
  const [formUsed, setFormUsed] = useState(editing !== undefined);
  const edit = (target: T | 'new') => {
    setFormUsed(true);
    setEditing(target);
  };
  const [detail, setDetail] = useState<T>();
  const [detailUsed, setDetailUsed] = useState(false);
  const openDetail = (row: T) => {
    setDetailUsed(true);
    setDetail(row);
  };
  const [selected, setSelected] = useState<T[]>([]);
  const [loadError, setLoadError] = useState<string>();
  const [ownPath] = useState(() => routerPathname());
  const fields = useResourceFields(view);
  const nameField = nameFieldOf(service.schema.fields);
  const rowName = (row: T) => view.rowName?.(row) ?? String((row as Record<string, unknown>)[nameField] ?? row.id);
  const reload = () => actionRef.current?.reload();
  useFocusRefresh(reload);
  const inertMeasureRows = useInertMeasureRows<HTMLDivElement>();
  const focusClearOfPinned = useFocusClearOfPinned<HTMLDivElement>();
  const tableBox = useCallback(
    (root: HTMLDivElement | null) => {
      inertMeasureRows(root);
      focusClearOfPinned(root);
    },
    [inertMeasureRows, focusClearOfPinned],
  );

  // The URL the list was opened with. Another URL of this page reached by navigation (its menu
  // entry while filtered, the back button, a link with other filters) opens the list afresh from
  // that URL; the list's own updates of the URL (search, paging, sort) do not.
  const [opened, setOpened] = useState(() => ({ key: 0, url: readTableUrl() }));
  const shownQuery = useRef(window.location.search);
  const sortNow = useRef<SortState>({ sortField: opened.url.sortField, sortOrder: opened.url.sortOrder });
  useEffect(
    () =>
      history.listen(({ location }) => {
        if (routerPathname(location.pathname) !== ownPath || sameQuery(location.search, shownQuery.current)) return;
        shownQuery.current = location.search;
        setSelected([]);
        setOpened((o) => ({ key: o.key + 1, url: readTableUrl(location.search) }));
      }),
    [ownPath],
  );

  const searchFields = useMemo(
    () => searchFieldsOf(fields as ResolvedField<BaseRow>[], view.createdColumn !== false),
    [fields, view.createdColumn],
  );
  // One function for the list's life: ProTable's form writes its own copy of the URL state back
  // whenever this prop changes identity, which could put back a filter Reset had just cleared.
  const searchFieldsNow = useRef(searchFields);
  searchFieldsNow.current = searchFields;
  const syncToUrl = useMemo(
    () => (values: Record<string, unknown>, type: 'get' | 'set') =>
      syncSearchToUrl(searchFieldsNow.current, () => sortNow.current)(values, type),
    [],
  );
  // What the list shows goes into the URL without a new history entry, and only while the list's
  // own page is shown (a late answer after a 401 redirect must not rewrite /login's query). The
  // listener above must know the new query before it hears of it.
  const showQuery = (shown: Parameters<typeof queryOfList>[1]) => {
    if (routerPathname() !== ownPath) return;
    const search = queryOfList(window.location.search, shown, searchFieldsNow.current);
    shownQuery.current = search;
    if (search !== window.location.search || search !== history.location.search)
      history.replace({ pathname: routerPathname(), search });
  };

  // The search starts expanded when the URL filters on a field that a collapsed form hides.
  const expandedByUrl = searchFields.slice(SHOWN_COLLAPSED).some((f) => {
    const params = f.kind === 'value' ? [f.name] : rangeParams(f);
    return params.some((p) => opened.url.filters[p] !== undefined);
  });

  const afterWrite = () => {
    invalidateRefOptions(service.name);
    reload();
  };

  const remove = async (rows: T[]) => {
    try {
      await service.remove(rows.length === 1 ? rows[0].id : rows.map((r) => r.id));
      message.success(t('crud.deleted'));
      const gone = new Set(rows.map((r) => r.id));
      setSelected((s) => s.filter((r) => !gone.has(r.id)));
      afterWrite();
    } catch {
      // The request layer has shown why (e.g. 1001, or a row still in use).
    }
  };

  const changeStatus = (row: T, next: Status) => {
    modal.confirm({
      title: t(next ? 'crud.confirmEnable' : 'crud.confirmDisable', { name: rowName(row) }),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          await service.changeStatus(row.id, next);
          message.success(t('crud.statusChanged'));
          afterWrite();
        } catch {
          // shown by the request layer
        }
      },
    });
  };

  const cell = (f: ResolvedField<T>, row: T): ReactNode => {
    const n = f.view.name;
    const value = (row as Record<string, unknown>)[n];
    if (f.view.render) return f.view.render(value, row);
    if (n === 'status') {
      const status = value as Status;
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
          onChange={(on) => changeStatus(row, on ? 1 : 0)}
        />
      );
      return locked ? <Tooltip title={t(locked)}>{toggle}</Tooltip> : toggle;
    }
    if (f.view.maskForReaders && masksPhones && typeof value === 'string') return f.view.maskForReaders(value);
    return <FieldValue value={value} schema={f.schema} input={f.input} labelOf={f.labelOf} />;
  };

  // Where the shown page lies in the list's default order (a rule's ↑ / ↓ end there). Under
  // another sort or filter the ends are not known here.
  const shownPage = useRef({ current: FIRST_PAGE, pageSize: DEFAULT_PAGE_SIZE, total: 0, inDefaultOrder: false });
  const placeOf = (index: number): RowPlace => {
    const p = shownPage.current;
    const at = (p.current - 1) * p.pageSize + index;
    return { first: p.inDefaultOrder && at === 0, last: p.inDefaultOrder && at === p.total - 1 };
  };

  const actionsOf = (row: T, place: RowPlace): RowAction[] => {
    const why = canDelete ? view.undeletable?.(row) : undefined;
    // A page's own actions (a member's records, a device's binding) come before Delete.
    return inRowOrder<RowAction>(
      {
        detail: { key: 'detail', label: t('crud.detail'), onClick: () => openDetail(row) },
        edit: own.edit ? { key: 'edit', label: t('crud.edit'), onClick: () => edit(row) } : undefined,
        remove: canDelete
          ? {
              key: 'delete',
              label: t('crud.delete'),
              danger: true,
              disabledReason: why && t(why),
              confirm: t('crud.confirmDelete', { name: rowName(row) }),
              onClick: () => remove([row]),
            }
          : undefined,
      },
      view.rowActions?.(row, reload, place) ?? [],
    );
  };

  // The column that names a row stays pinned on the left while a wide list scrolls.
  const tableFields = fields.filter((f) => f.view.table !== false);
  const pinnedField = tableFields.find((f) => f.view.name === nameField) ?? tableFields[0];
  const pinned = pinnedField?.view.name;
  const initial = opened.url;
  const sortOrderOf = (key: string) => (initial.sortField === key ? initial.sortOrder : undefined);

  const columns: ProColumns<T>[] = fields
    .filter((f) => f.view.table !== false || searchKindOf(f))
    .map((f, index) => {
      const n = f.view.name;
      const kind = searchKindOf(f);
      const [from, to] = kind && kind !== 'value' ? rangeParams({ name: n, kind }) : ['', ''];
      const isEnum = f.schema.kind === 'enum' && f.options;
      const col: ProColumns<T> = {
        title: f.label,
        dataIndex: n,
        key: n,
        // (ProTable gives a pinned column without a width 200 px; the name takes what it needs.)
        width: f.view.width ?? (n === pinned ? 'max-content' : undefined),
        fixed: n === pinned ? 'left' : undefined,
        // A phone shows the row's summary instead (below); the column still searches and sorts.
        hideInTable: f.view.table === false || narrow,
        hideInSearch: !kind,
        // ProTable puts higher `order` first: a view's searchOrder first, then as declared.
        order: f.view.searchOrder === undefined ? 500 - index : 1000 - f.view.searchOrder,
        sorter: Boolean(f.schema.sortable || n === 'sort'),
        defaultSortOrder: sortOrderOf(n),
        ellipsis: f.schema.kind === 'text',
        render: (_, row) => cell(f, row),
      };
      if (kind === 'dateRange' || kind === 'digitRange') {
        col.valueType = kind;
        col.search = { transform: (v: unknown[]) => ({ [from]: v?.[0] ?? undefined, [to]: v?.[1] ?? undefined }) };
      } else if (isEnum) {
        col.valueType = 'select';
        col.valueEnum = new Map(f.options?.map((o) => [o.value, { text: o.label }]));
      } else if (f.options) {
        col.valueType = 'select';
        col.fieldProps = {
          options: f.options,
          showSearch: true,
          optionFilterProp: 'label',
          loading: f.loading,
          allowClear: true,
        };
      }
      return col;
    });
  if (view.createdColumn !== false)
    columns.push({
      title: t('common.createTime'),
      dataIndex: 'createTime',
      key: 'createTime',
      valueType: 'dateRange',
      order: 0,
      sorter: true,
      defaultSortOrder: sortOrderOf('createTime'),
      width: 150,
      hideInTable: narrow,
      search: { transform: (v: unknown[]) => ({ createTimeFrom: v?.[0], createTimeTo: v?.[1] }) },
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
    render: (_, row, index) => (
      <RowActions actions={actionsOf(row, placeOf(index))} compact={narrow} rowName={rowName(row)} />
    ),
  });
  // ProTable keeps each column's pinning in the stored column settings, written on every visit,
  // and prefers it to the column's own: the defaults go under what is stored, so a list visited
  // before its actions were pinned pins them now, and a user's own choice still wins.
  const columnsKey = columns.map((c) => `${c.key}:${c.fixed ?? ''}`).join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the keys and pinning are what count (columnsKey)
  const columnsDefault = useMemo(
    () =>
      Object.fromEntries(
        columns.map((c) => [
          String(c.key),
          { show: true, fixed: c.fixed === 'left' || c.fixed === 'right' ? c.fixed : undefined },
        ]),
      ),
    [columnsKey],
  );

  /** The search form's filters as they stand (submitted or not) and the list's sort. */
  const listQuery = (): PageParams => ({
    ...filtersOf((formRef.current?.getFieldsFormatValue?.() ?? {}) as Record<string, unknown>),
    ...sortNow.current,
    ...view.fixedParams,
  });

  const table = (
    // Popups (confirmations, the form, the drawer) render inside the full-screen element while
    // the list is full screen, where the screen shows them; the nested App gives the list's parts
    // a confirmation holder that does the same.
    <ConfigProvider getPopupContainer={popupRoot}>
      <App component={false}>
        {modalHolder}
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
            // ProTable takes the columns' pinning from its first render: a rotated phone starts afresh.
            key={`${opened.key}-${narrow}`}
            rowKey="id"
            actionRef={actionRef}
            formRef={formRef}
            columns={columns}
            // A wide list scrolls, its ends pinned. A phone's list fits the screen and never
            // scrolls: the actions take what their buttons need (a rule's ↑ ↓ beside the menu
            // button), the summary the rest, wrapping its lines.
            scroll={narrow ? undefined : { x: 'max-content' }}
            tableLayout={narrow ? 'auto' : undefined}
            columnsState={{
              defaultValue: columnsDefault,
              persistenceKey: `columns:${service.name}:${view.i18nPrefix}`,
              persistenceType: 'localStorage',
            }}
            // ProTable's own reload, density and full-screen icons are not reached by keyboard:
            // ListOptions puts named buttons in their place; the column settings keep ProTable's
            // popover with a button as its trigger.
            options={{
              reload: false,
              density: false,
              fullScreen: false,
              setting: { children: <ColumnsOption /> },
            }}
            optionsRender={(_, dom) => [
              <ReloadOption key="reload" onReload={reload} />,
              <DensityOption key="density" value={density} onChange={setDensity} />,
              ...dom,
              <FullScreenOption key="fullScreen" onToggle={() => actionRef.current?.fullScreen?.()} />,
            ]}
            size={density}
            onSizeChange={(size) => setDensity(size as Density)}
            pagination={{
              defaultCurrent: initial.current,
              defaultPageSize: initial.pageSize,
              showSizeChanger: true,
              showTotal: (total, [from, to]) => t('crud.total', { from, to, total }),
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
            form={{ name: `${service.name}-search`, syncToUrl, syncToInitialValues: false }}
            dateFormatter="string"
            request={async (params, sort) => {
              const { current = FIRST_PAGE, pageSize = DEFAULT_PAGE_SIZE, ...values } = params;
              const [sortField, sortOrder] = (Object.entries(sort ?? {}).find(([, v]) => v) ?? []) as [
                string | undefined,
                SortState['sortOrder'],
              ];
              const filters = filtersOf(values);
              sortNow.current = { sortField, sortOrder };
              showQuery({ current, pageSize, sortField, sortOrder, filters });
              try {
                const page = await service.page({
                  current,
                  pageSize,
                  sortField,
                  sortOrder,
                  ...filters,
                  ...view.fixedParams,
                });
                setLoadError(undefined);
                const defaultSort = service.schema.defaultSort;
                shownPage.current = {
                  current,
                  pageSize,
                  total: page.total,
                  inDefaultOrder:
                    !Object.keys(filters).length &&
                    (!sortField || (sortField === defaultSort?.field && sortOrder === defaultSort.order)),
                };
                return { data: page.list, total: page.total, success: true };
              } catch (e) {
                setLoadError(e instanceof ApiError ? e.message : t('request.retry'));
                return { data: [], total: 0, success: false };
              }
            }}
            expandable={
              view.expandedRowRender
                ? { expandedRowRender: view.expandedRowRender, rowExpandable: view.rowExpandable }
                : undefined
            }
            rowSelection={
              canDelete
                ? {
                    preserveSelectedRowKeys: true,
                    selectedRowKeys: selected.map((r) => r.id),
                    onChange: (_, rows) => setSelected(rows.filter(Boolean)),
                    // Each row's checkbox is named after its row (an unlabelled form field otherwise).
                    // (antd passes the prop on to the <input>; its types do not list aria-*.)
                    getCheckboxProps: (row) =>
                      ({ 'aria-label': t('a11y.selectRow', { name: rowName(row) }) }) as Partial<CheckboxProps>,
                  }
                : false
            }
            tableAlertRender={({ selectedRowKeys }) => (
              <span aria-live="polite">{t('crud.selected', { count: selectedRowKeys.length })}</span>
            )}
            tableAlertOptionRender={({ onCleanSelected }) => (
              <Space size="middle">
                <Button type="link" size="small" onClick={onCleanSelected}>
                  {t('crud.clearSelection')}
                </Button>
                <ConfirmPopover
                  title={t('crud.confirmBulkDelete', { count: selected.length })}
                  okText={t('crud.delete')}
                  okButtonProps={{ danger: true }}
                  cancelText={t('common.cancel')}
                  onConfirm={() => remove(selected)}
                >
                  <Button size="small" danger icon={<DeleteOutlined />}>
                    {t('crud.bulkDelete')}
                  </Button>
                </ConfirmPopover>
              </Space>
            )}
            toolBarRender={() => [
              ...(view.toolbar?.({ reload, query: listQuery }) ?? []),
              canWrite && !view.readOnly && (
                <Button key="add" type="primary" icon={<PlusOutlined />} onClick={() => edit('new')}>
                  {t('crud.add')}
                </Button>
              ),
            ]}
          />
        </div>
        {formUsed && (
          <Suspense fallback={null}>
            <CrudForm
              view={view}
              fields={fields}
              editing={editing}
              onClose={() => setEditing(undefined)}
              onSaved={() => {
                setEditing(undefined);
                afterWrite();
              }}
            />
          </Suspense>
        )}
        {detailUsed && (
          <Suspense fallback={null}>
            <DetailDrawer view={view} fields={fields} row={detail} onClose={() => setDetail(undefined)} />
          </Suspense>
        )}
      </App>
    </ConfigProvider>
  );
  if (bare) return table;
  return <Page title={title}>{table}</Page>;
}
