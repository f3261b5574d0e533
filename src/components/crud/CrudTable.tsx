import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import { useAccess, useIntl } from '@umijs/max';
import {
  Alert,
  App,
  Button,
  type CheckboxProps,
  Space,
  Switch,
  Table,
  type TableColumnsType,
  type TableProps,
  Tooltip,
} from 'antd';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import ConfirmPopover from '@/components/ConfirmPopover';
import Page from '@/components/Page';
import Text, { LINK_BUTTON } from '@/components/Text';
import type { BaseRow, Status } from '@/schema/types';
import { ApiError } from '@/services/errors';
import { routerPathname } from '@/services/session';
import ColumnSettings, { useHiddenColumns } from './ColumnSettings';
import type CrudFormOf from './CrudForm';
import CrudSearch from './CrudSearch';
import type DetailDrawerOf from './DetailDrawer';
import FieldValue from './FieldValue';
import { nameFieldOf } from './fieldUtils';
import { draftKey, readDraft } from './formDraft';
import { filtersFromValues, type SearchValues, searchFieldsOf, valuesFromFilters } from './searchModel';
import type { ResourceView } from './types';
import { readTableUrl, type TableUrlState, writeTableUrl } from './urlState';
import { useFocusRefresh } from './useFocusRefresh';
import { useInertMeasureRows } from './useInertMeasureRows';
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

// The add / edit form (pro-form) and the detail drawer load when first opened, so a list's first
// visit carries neither. (Cast back to the generic component types, which React.lazy's typing drops.)
const CrudForm = lazy(() => import('./CrudForm')) as unknown as typeof CrudFormOf;
const DetailDrawer = lazy(() => import('./DetailDrawer')) as unknown as typeof DetailDrawerOf;

interface Loaded<T> {
  list: T[];
  total: number;
}

/**
 * The generic list page: server-side paging, sorting and search kept in the URL; add / edit in a
 * modal form; detail drawer; status switch and delete with confirmation; bulk delete; columns the
 * user can hide; every write button shown to level 1 only (SPEC section 6).
 */
export default function CrudTable<T extends BaseRow>({ view, title, header, bare }: Props<T>) {
  const intl = useIntl();
  const access = useAccess();
  const { message, modal } = App.useApp();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { service } = view;
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
  const [query, setQuery] = useState<TableUrlState>(readTableUrl);
  const [loaded, setLoaded] = useState<Loaded<T>>({ list: [], total: 0 });
  const [loading, setLoading] = useState(true);
  const [reloads, setReloads] = useState(0);
  const [ownPath] = useState(() => routerPathname());
  const fields = useResourceFields(view);
  const canWrite = access.canWrite;
  const nameField = nameFieldOf(service.schema.fields);
  const rowName = (row: T) => view.rowName?.(row) ?? String((row as Record<string, unknown>)[nameField] ?? row.id);
  const reload = useCallback(() => setReloads((n) => n + 1), []);
  useFocusRefresh(reload);
  const tableBox = useInertMeasureRows<HTMLDivElement>();
  const columnsKey = `columns:${service.name}:${view.i18nPrefix}`;
  const { hidden, save: saveHidden } = useHiddenColumns(columnsKey);

  const createdLabel = t('common.createTime');
  const searchFields = useMemo(
    () => searchFieldsOf(fields, view.createdColumn === false ? undefined : { label: createdLabel }),
    [fields, view.createdColumn, createdLabel],
  );
  // The search form's values when the page opened (from the URL); computed once, as the form owns them then.
  const [initialSearch] = useState<SearchValues>(() => valuesFromFilters(searchFields, fields, query.filters));

  // Only the latest request may fill the table (a slow page 1 must not overwrite page 2).
  const latest = useRef(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `reloads` is the reload trigger
  useEffect(() => {
    const call = ++latest.current;
    writeTableUrl(query, ownPath);
    setLoading(true);
    service
      .page({
        current: query.current,
        pageSize: query.pageSize,
        sortField: query.sortOrder ? query.sortField : undefined,
        sortOrder: query.sortOrder,
        ...query.filters,
        ...view.fixedParams,
      })
      .then(
        (page) => {
          if (call !== latest.current) return;
          setLoadError(undefined);
          // A delete can leave the page past the end: show the last page that has rows.
          const last = Math.max(1, Math.ceil(page.total / query.pageSize));
          if (page.list.length === 0 && query.current > last) setQuery((q) => ({ ...q, current: last }));
          setLoaded({ list: page.list, total: page.total });
        },
        (e: unknown) => {
          if (call !== latest.current) return;
          setLoadError(e instanceof ApiError ? e.message : t('request.retry'));
          setLoaded({ list: [], total: 0 });
        },
      )
      .finally(() => {
        if (call === latest.current) setLoading(false);
      });
  }, [query, reloads, service, view.fixedParams, ownPath]);

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

  const search = (values: SearchValues) => {
    setSelected([]);
    setQuery((q) => ({ ...q, current: 1, filters: filtersFromValues(searchFields, values) }));
  };

  const cell = (f: ResolvedField<T>, row: T): ReactNode => {
    const n = f.view.name;
    const value = (row as Record<string, unknown>)[n];
    if (f.view.render) return f.view.render(value, row);
    if (n === 'status') {
      const status = value as Status;
      return canWrite ? (
        <Switch
          size="small"
          checked={status === 1}
          aria-label={t('crud.toggleStatus', { name: rowName(row) })}
          checkedChildren={t('status.1')}
          unCheckedChildren={t('status.0')}
          onChange={(on) => changeStatus(row, on ? 1 : 0)}
        />
      ) : (
        <Text type={status === 1 ? 'success' : 'secondary'}>{t(`status.${status}`)}</Text>
      );
    }
    if (f.view.maskForReaders && !canWrite && typeof value === 'string') return f.view.maskForReaders(value);
    return <FieldValue value={value} schema={f.schema} input={f.input} labelOf={f.labelOf} />;
  };

  const sortOrderOf = (key: string) => (query.sortField === key ? (query.sortOrder ?? null) : null);

  const dataColumns: TableColumnsType<T> = fields
    .filter((f) => f.view.table !== false)
    .map((f) => ({
      title: f.label,
      dataIndex: f.view.name,
      key: f.view.name,
      width: f.view.width,
      sorter: Boolean(f.schema.sortable || f.view.name === 'sort'),
      sortOrder: sortOrderOf(f.view.name),
      ellipsis: f.schema.kind === 'text',
      render: (_: unknown, row: T) => cell(f, row),
    }));
  if (view.createdColumn !== false)
    dataColumns.push({
      title: createdLabel,
      dataIndex: 'createTime',
      key: 'createTime',
      sorter: true,
      sortOrder: sortOrderOf('createTime'),
      width: 150,
      render: (_: unknown, row: T) => (
        <FieldValue value={row.createTime} schema={{ kind: 'datetime' }} input="dateTime" />
      ),
    });

  const actionsColumn: TableColumnsType<T>[number] = {
    title: t('common.actions'),
    key: 'actions',
    fixed: 'right',
    width: view.actionsWidth ?? (canWrite ? 180 : 80),
    render: (_: unknown, row: T) => {
      const why = view.undeletable?.(row);
      const actions: ReactNode[] = [
        <Button key="detail" {...LINK_BUTTON} onClick={() => openDetail(row)}>
          {t('crud.detail')}
        </Button>,
      ];
      if (canWrite && !view.readOnly)
        actions.push(
          <Button key="edit" {...LINK_BUTTON} onClick={() => edit(row)}>
            {t('crud.edit')}
          </Button>,
        );
      if (canWrite) {
        actions.push(
          why ? (
            <Tooltip key="delete" title={t(why)}>
              <Text type="secondary" aria-disabled style={{ cursor: 'not-allowed' }}>
                {t('crud.delete')}
              </Text>
            </Tooltip>
          ) : (
            <ConfirmPopover
              key="delete"
              title={t('crud.confirmDelete', { name: rowName(row) })}
              okText={t('crud.delete')}
              okButtonProps={{ danger: true }}
              cancelText={t('common.cancel')}
              onConfirm={() => remove([row])}
            >
              <Button {...LINK_BUTTON} danger>
                {t('crud.delete')}
              </Button>
            </ConfirmPopover>
          ),
        );
      }
      actions.push(...(view.rowActions?.(row, reload) ?? []));
      return <Space size="middle">{actions}</Space>;
    },
  };
  const columns = [...dataColumns.filter((c) => !hidden.has(String(c.key))), actionsColumn];

  const onTableChange: TableProps<T>['onChange'] = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'paginate')
      setQuery((q) => ({
        ...q,
        current: pagination.current ?? 1,
        pageSize: pagination.pageSize ?? q.pageSize,
      }));
    else if (extra.action === 'sort') {
      const s = Array.isArray(sorter) ? sorter[0] : sorter;
      setQuery((q) => ({
        ...q,
        sortField: s?.order ? String(s.columnKey) : undefined,
        sortOrder: s?.order ?? undefined,
      }));
    }
  };

  const table = (
    <>
      {header}
      {searchFields.length > 0 && <CrudSearch fields={searchFields} initial={initialSearch} onSearch={search} />}
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
      <div className="crud-card" ref={tableBox}>
        <div className="crud-toolbar">
          <div className="crud-selection">
            {selected.length > 0 && (
              <>
                <span aria-live="polite">{t('crud.selected', { count: selected.length })}</span>
                <Button type="link" size="small" onClick={() => setSelected([])}>
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
              </>
            )}
          </div>
          <Space wrap>
            {view.toolbar?.(reload)}
            {canWrite && !view.readOnly && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => edit('new')}>
                {t('crud.add')}
              </Button>
            )}
            <Tooltip title={t('crud.reload')}>
              <Button type="text" icon={<ReloadOutlined />} aria-label={t('crud.reload')} onClick={reload} />
            </Tooltip>
            <ColumnSettings
              columns={dataColumns.map((c) => ({ key: String(c.key), title: String(c.title) }))}
              hidden={hidden}
              onChange={saveHidden}
            />
          </Space>
        </div>
        <Table<T>
          rowKey="id"
          columns={columns}
          dataSource={loaded.list}
          loading={loading}
          scroll={{ x: 'max-content' }}
          onChange={onTableChange}
          pagination={{
            current: query.current,
            pageSize: query.pageSize,
            total: loaded.total,
            showSizeChanger: true,
            showTotal: (total, [from, to]) => t('crud.total', { from, to, total }),
          }}
          rowSelection={
            canWrite
              ? {
                  preserveSelectedRowKeys: true,
                  selectedRowKeys: selected.map((r) => r.id),
                  onChange: (_, rows) => setSelected(rows.filter(Boolean)),
                  // Each row's checkbox is named after its row (an unlabelled form field otherwise).
                  // (antd passes the prop on to the <input>; its types do not list aria-*.)
                  getCheckboxProps: (row) =>
                    ({ 'aria-label': t('a11y.selectRow', { name: rowName(row) }) }) as Partial<CheckboxProps>,
                }
              : undefined
          }
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
    </>
  );
  if (bare) return table;
  return <Page title={title}>{table}</Page>;
}
