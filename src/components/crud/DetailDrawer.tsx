import { ProDescriptions, type ProDescriptionsItemProps } from '@ant-design/pro-components';
import { useAccess } from '@umijs/max';
import { Drawer, Result } from 'antd';
import { useState } from 'react';
import History from '@/components/audit/History';
import { useT } from '@/locales/useT';
import { auditLogSchema } from '@/schema/auditLog';
import type { BaseRow } from '@/schema/types';
import { errorText } from '@/services/errors';
import FieldValue from './FieldValue';
import type { ResourceView } from './types';
import type { ResolvedField } from './useResourceFields';

interface Props<T extends BaseRow> {
  view: ResourceView<T>;
  fields: ResolvedField<T>[];
  row: T | undefined;
  onClose: () => void;
}

/** The audit log's pageId (config/routes.ts). */
const AUDIT_LOG_PAGE_ID = 1;

const datetime = (value: unknown) => <FieldValue value={value} schema={{ kind: 'datetime' }} input="dateTime" />;

/** Every field of one row, fresh from GET /R/detail, on ProDescriptions. */
export default function DetailDrawer<T extends BaseRow>({ view, fields, row, onClose }: Props<T>) {
  const t = useT();
  const { masksPhones, canPage } = useAccess();
  // A row's history comes from the audit log, which only the levels that may open it read.
  const withHistory = canPage({ pageId: AUDIT_LOG_PAGE_ID }) && view.service.name !== auditLogSchema.name;
  const [error, setError] = useState<{ id: number; error: unknown }>();

  const columns: ProDescriptionsItemProps<T>[] = fields
    .filter((f) => f.view.detail !== false && !f.schema.writeOnly)
    .map((f) => ({
      title: f.label,
      dataIndex: f.view.name,
      key: f.view.name,
      render: (_, data) => {
        const value = (data as Record<string, unknown>)[f.view.name];
        if (f.view.render) return f.view.render(value, data);
        if (f.view.name === 'status') return t(`status.${String(value)}`);
        if (f.view.maskForReaders && masksPhones && typeof value === 'string') return f.view.maskForReaders(value);
        return <FieldValue value={value} schema={f.schema} input={f.input} labelOf={f.labelOf} />;
      },
    }));
  columns.push(
    {
      title: t('common.createTime'),
      dataIndex: 'createTime',
      key: 'createTime',
      render: (_, d) => datetime(d.createTime),
    },
    {
      title: t('common.updateTime'),
      dataIndex: 'updateTime',
      key: 'updateTime',
      render: (_, d) => datetime(d.updateTime),
    },
  );

  const failed = row && error?.id === row.id ? errorText(error.error, t) : undefined;
  return (
    <Drawer
      open={Boolean(row)}
      onClose={() => {
        setError(undefined);
        onClose();
      }}
      width={560}
      title={t('crud.detailTitle', { what: t(`${view.i18nPrefix}.title`) })}
    >
      {failed && <Result status="warning" title={failed} />}
      {row && !failed && (
        <ProDescriptions<T>
          // A new request for each row opened.
          key={row.id}
          column={1}
          bordered
          size="small"
          styles={{ label: { width: 160 } }}
          columns={columns}
          request={async () => {
            try {
              return { success: true, data: await view.service.detail(row.id, { skipErrorHandler: true }) };
            } catch (e) {
              setError({ id: row.id, error: e });
              return { success: false };
            }
          }}
        />
      )}
      {row && !failed && withHistory && <History resource={view.service.name} rowId={row.id} />}
    </Drawer>
  );
}
