import { useAccess, useIntl } from '@umijs/max';
import { Descriptions, Drawer, Result, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import type { BaseRow } from '@/schema/types';
import { ApiError } from '@/services/errors';
import FieldValue from './FieldValue';
import type { ResourceView } from './types';
import type { ResolvedField } from './useResourceFields';

interface Props<T extends BaseRow> {
  view: ResourceView<T>;
  fields: ResolvedField<T>[];
  row: T | undefined;
  onClose: () => void;
}

/** Every field of one row, fresh from GET /R/detail. */
export default function DetailDrawer<T extends BaseRow>({ view, fields, row, onClose }: Props<T>) {
  const intl = useIntl();
  const { canWrite } = useAccess();
  const [data, setData] = useState<T>();
  const [error, setError] = useState<string>();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reload only when another row opens
  useEffect(() => {
    if (!row) return;
    let live = true;
    setData(undefined);
    setError(undefined);
    view.service
      .detail(row.id, { skipErrorHandler: true })
      .then((d) => live && setData(d))
      .catch((e) => live && setError(e instanceof ApiError ? e.message : t('request.retry')));
    return () => {
      live = false;
    };
  }, [row, view.service]);

  const shown = fields.filter((f) => f.view.detail !== false && !f.schema.writeOnly);
  return (
    <Drawer
      open={Boolean(row)}
      onClose={onClose}
      width={560}
      title={t('crud.detailTitle', { what: t(`${view.i18nPrefix}.title`) })}
    >
      {error && <Result status="warning" title={error} />}
      {!error && !data && <Skeleton active />}
      {data && (
        <Descriptions column={1} bordered size="small" styles={{ label: { width: 160 } }}>
          {shown.map((f) => {
            const value = (data as Record<string, unknown>)[f.view.name];
            return (
              <Descriptions.Item key={f.view.name} label={f.label}>
                {f.view.render ? (
                  f.view.render(value, data)
                ) : f.view.name === 'status' ? (
                  t(`status.${String(value)}`)
                ) : f.view.maskForReaders && !canWrite && typeof value === 'string' ? (
                  f.view.maskForReaders(value)
                ) : (
                  <FieldValue value={value} schema={f.schema} input={f.input} labelOf={f.labelOf} />
                )}
              </Descriptions.Item>
            );
          })}
          <Descriptions.Item label={t('common.createTime')}>
            <FieldValue value={data.createTime} schema={{ kind: 'datetime' }} input="dateTime" />
          </Descriptions.Item>
          <Descriptions.Item label={t('common.updateTime')}>
            <FieldValue value={data.updateTime} schema={{ kind: 'datetime' }} input="dateTime" />
          </Descriptions.Item>
        </Descriptions>
      )}
    </Drawer>
  );
}
