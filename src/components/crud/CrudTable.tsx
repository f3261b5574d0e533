import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { type ActionType, PageContainer, type ProColumns, ProTable } from '@ant-design/pro-components';
import { useAccess, useIntl } from '@umijs/max';
import { Alert, App, Button, type CheckboxProps, Space, Switch, Tooltip, Typography } from 'antd';
import { lazy, type ReactNode, Suspense, useRef, useState } from 'react';
import ConfirmPopover from '@/components/ConfirmPopover';
import type { BaseRow, Status } from '@/schema/types';
import { ApiError } from '@/services/errors';
import { routerPathname } from '@/services/session';
import CrudForm from './CrudForm';
import type DetailDrawerOf from './DetailDrawer';
import FieldValue from './FieldValue';
import { fromQuery, nameFieldOf } from './fieldUtils';
import { draftKey, readDraft } from './formDraft';
import type { ResourceView } from './types';
import { readTableUrl, writeTableUrl } from './urlState';
import { useFocusRefresh } from './useFocusRefresh';
import { useInertMeasureRows } from './useInertMeasureRows';
import { invalidateRefOptions } from './useRefOptions';
import { type ResolvedField, useResourceFields } from './useResourceFields';

interface Props<T extends BaseRow> {
  view: ResourceView<T>;
  /** Page title; default `<i18nPrefix>.title`. */
  title?: ReactNode;
  /** Content above the table (e.g. a member header). */
  header?: ReactNode;
  /** Render without PageContainer (when embedded in another page). */
  bare?: boolean;
}

/** The detail drawer (Drawer, Descriptions, Result) loads when a row's details are first opened. */
// (Cast back to the generic component type, which React.lazy's typing drops.)
const DetailDrawer = lazy(() => import('./DetailDrawer')) as unknown as typeof DetailDrawerOf;

/** Row actions: buttons that look like links (an <a> without href is not reachable by Tab). */
const LINK_BUTTON = { type: 'link', size: 'small', style: { padding: 0, height: 'auto' } } as const;

/** Search-form value of a field from the URL filters (ranges are two params). */
function initialSearchValue<T extends BaseRow>(f: ResolvedField<T>, filters: Record<string, string>) {
  const n = f.view.name;
  if (f.view.searchRange || f.schema.kind === 'date' || f.schema.kind === 'datetime' || n === 'createTime') {
    const [a, b] = f.schema.kind === 'int' || f.schema.kind === 'number' ? ['Min', 'Max'] : ['From', 'To'];
    return filters[n + a] || filters[n + b] ? [filters[n + a], filters[n + b]] : undefined;
  }
  return filters[n] === undefined ? undefined : fromQuery(f.schema, filters[n]);
}

/**
 * The generic list page: server-side paging, sorting and search kept in the URL; add / edit in a
 * modal form; detail drawer; status switch and delete with confirmation; bulk delete; every write
 * button shown to level 1 only (SPEC section 6).
 */
export default function CrudTable<T extends BaseRow>({ view, title, header, bare }: Props<T>) {
  const intl = useIntl();
  const access = useAccess();
  const { message, modal } = App.useApp();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const actionRef = useRef<ActionType>();
  // A draft of a new row left when the session ended reopens the form on return (formDraft.ts).
  const [editing, setEditing] = useState<T | 'new' | undefined>(() =>
    readDraft(draftKey(view.service.name, 'new')) ? 'new' : undefined,
  );
  const [detail, setDetail] = useState<T>();
  // Once opened, the drawer stays mounted so it can play its closing animation.
  const [detailUsed, setDetailUsed] = useState(false);
  const openDetail = (row: T) => {
    setDetailUsed(true);
    setDetail(row);
  };
  const [selected, setSelected] = useState<T[]>([]);
  const [loadError, setLoadError] = useState<string>();
  const [initial] = useState(readTableUrl);
  const [ownPath] = useState(() => routerPathname());
  const fields = useResourceFields(view);
  const canWrite = access.canWrite;
  const { service } = view;
  const nameField = nameFieldOf(service.schema.fields);
  const rowName = (row: T) => view.rowName?.(row) ?? String((row as Record<string, unknown>)[nameField] ?? row.id);
  const reload = () => actionRef.current?.reload();
  useFocusRefresh(reload);
  const tableBox = useInertMeasureRows<HTMLDivElement>();

  const afterWrite = () => {
    invalidateRefOptions(service.name);
    reload();
  };

  const remove = async (rows: T[]) => {
    try {
      await service.remove(rows.length === 1 ? rows[0].id : rows.map((r) => r.id));
      message.success(t('crud.deleted'));
      setSelected([]);
      actionRef.current?.clearSelected?.();
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

  const columns = ((): ProColumns<T>[] => {
    const cols: ProColumns<T>[] = fields
      .filter((f) => f.view.table !== false || f.view.search === true || (f.view.search !== false && f.schema.filter))
      .map((f) => {
        const n = f.view.name;
        const searchable = f.view.search ?? Boolean(f.schema.filter);
        const isRange = f.view.searchRange || f.schema.kind === 'date' || f.schema.kind === 'datetime';
        const numeric = f.schema.kind === 'int' || f.schema.kind === 'number';
        const [a, b] = numeric ? ['Min', 'Max'] : ['From', 'To'];
        const col: ProColumns<T> = {
          title: f.label,
          dataIndex: n,
          key: n,
          width: f.view.width,
          hideInTable: f.view.table === false,
          hideInSearch: !searchable,
          order: f.view.searchOrder === undefined ? undefined : 100 - f.view.searchOrder,
          sorter: Boolean(f.schema.sortable || n === 'sort'),
          defaultSortOrder: initial.sortField === n ? initial.sortOrder : undefined,
          initialValue: initialSearchValue(f, initial.filters),
          valueType: isRange ? (numeric ? 'digitRange' : 'dateRange') : f.options ? 'select' : 'text',
          fieldProps: f.options
            ? { options: f.options, showSearch: true, optionFilterProp: 'label', loading: f.loading, allowClear: true }
            : undefined,
          search: isRange
            ? { transform: (v: [unknown, unknown]) => ({ [n + a]: v?.[0] ?? undefined, [n + b]: v?.[1] ?? undefined }) }
            : undefined,
          ellipsis: f.schema.kind === 'text',
          render: (_, row) => {
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
                <Typography.Text type={status === 1 ? 'success' : 'secondary'}>{t(`status.${status}`)}</Typography.Text>
              );
            }
            if (f.view.maskForReaders && !canWrite && typeof value === 'string') return f.view.maskForReaders(value);
            return <FieldValue value={value} schema={f.schema} input={f.input} labelOf={f.labelOf} />;
          },
        };
        return col;
      });
    if (view.createdColumn !== false) {
      cols.push({
        title: t('common.createTime'),
        dataIndex: 'createTime',
        key: 'createTime',
        valueType: 'dateRange',
        sorter: true,
        width: 150,
        defaultSortOrder: initial.sortField === 'createTime' ? initial.sortOrder : undefined,
        initialValue: initial.filters.createTimeFrom
          ? [initial.filters.createTimeFrom, initial.filters.createTimeTo]
          : undefined,
        search: { transform: (v: [unknown, unknown]) => ({ createTimeFrom: v?.[0], createTimeTo: v?.[1] }) },
        render: (_, row) => <FieldValue value={row.createTime} schema={{ kind: 'datetime' }} input="dateTime" />,
      });
    }
    cols.push({
      title: t('common.actions'),
      key: 'actions',
      valueType: 'option',
      fixed: 'right',
      width: view.actionsWidth ?? (canWrite ? 180 : 80),
      render: (_, row) => {
        const why = view.undeletable?.(row);
        const actions: ReactNode[] = [
          <Button key="detail" {...LINK_BUTTON} onClick={() => openDetail(row)}>
            {t('crud.detail')}
          </Button>,
        ];
        if (canWrite && !view.readOnly)
          actions.push(
            <Button key="edit" {...LINK_BUTTON} onClick={() => setEditing(row)}>
              {t('crud.edit')}
            </Button>,
          );
        if (canWrite) {
          actions.push(
            why ? (
              <Tooltip key="delete" title={t(why)}>
                <Typography.Text type="secondary" aria-disabled style={{ cursor: 'not-allowed' }}>
                  {t('crud.delete')}
                </Typography.Text>
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
    });
    return cols;
  })();

  const table = (
    <>
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
      <div ref={tableBox}>
        <ProTable<T>
          rowKey="id"
          actionRef={actionRef}
          columns={columns}
          scroll={{ x: 'max-content' }}
          columnsState={{
            persistenceKey: `columns:${service.name}:${view.i18nPrefix}`,
            persistenceType: 'localStorage',
          }}
          pagination={{ defaultCurrent: initial.current, defaultPageSize: initial.pageSize, showSizeChanger: true }}
          search={{ labelWidth: 'auto', defaultCollapsed: true }}
          form={{ name: `${service.name}-search` }}
          dateFormatter="string"
          request={async (params, sort) => {
            const {
              current = 1,
              pageSize = 10,
              ...filters
            } = params as Record<string, unknown> & {
              current?: number;
              pageSize?: number;
            };
            const [sortField, sortOrder] = (Object.entries(sort ?? {}).find(([, v]) => v) ?? []) as [
              string | undefined,
              'ascend' | 'descend' | undefined,
            ];
            const clean = Object.fromEntries(
              Object.entries(filters)
                .filter(([, v]) => v !== undefined && v !== null && v !== '')
                .map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : String(v)]),
            );
            writeTableUrl({ current, pageSize, sortField, sortOrder, filters: clean }, ownPath);
            try {
              const page = await service.page({
                current,
                pageSize,
                sortField,
                sortOrder,
                ...clean,
                ...view.fixedParams,
              });
              setLoadError(undefined);
              return { data: page.list, total: page.total, success: true };
            } catch (e) {
              setLoadError(e instanceof ApiError ? e.message : t('request.retry'));
              return { data: [], total: 0, success: false };
            }
          }}
          rowSelection={
            canWrite
              ? {
                  selectedRowKeys: selected.map((r) => r.id),
                  onChange: (_, rows) => setSelected(rows),
                  // Each row's checkbox is named after its row (an unlabelled form field otherwise).
                  // (antd passes the prop on to the <input>; its types do not list aria-*.)
                  getCheckboxProps: (row) =>
                    ({ 'aria-label': t('a11y.selectRow', { name: rowName(row) }) }) as Partial<CheckboxProps>,
                }
              : false
          }
          tableAlertOptionRender={() => (
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
          )}
          toolBarRender={() => [
            ...(view.toolbar?.(reload) ?? []),
            canWrite && !view.readOnly && (
              <Button key="add" type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
                {t('crud.add')}
              </Button>
            ),
          ]}
        />
      </div>
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
      {detailUsed && (
        <Suspense fallback={null}>
          <DetailDrawer view={view} fields={fields} row={detail} onClose={() => setDetail(undefined)} />
        </Suspense>
      )}
    </>
  );
  if (bare) return table;
  return <PageContainer title={title}>{table}</PageContainer>;
}
