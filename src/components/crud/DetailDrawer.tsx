import { useAccess } from '@umijs/max';
import { Descriptions, type DescriptionsProps, Drawer, Result, Skeleton } from 'antd';
import dayjs from 'dayjs';
import { type ReactNode, useRef } from 'react';
import History from '@/components/audit/History';
import { NONE } from '@/components/Text';
import { useT } from '@/locales/useT';
import { auditLogSchema } from '@/schema/auditLog';
import type { BaseRow } from '@/schema/types';
import { errorText } from '@/services/errors';
import { useApiQuery } from '@/services/query';
import { EXACT_TIME_FORMAT, shownValue } from './FieldValue';
import type { ResourceView } from './types';
import { useNarrow } from './useNarrow';
import type { ResolvedField } from './useResourceFields';

interface Props<T extends BaseRow> {
  view: ResourceView<T>;
  fields: ResolvedField<T>[];
  row: T | undefined;
  onClose: () => void;
}

/** The audit log's pageId (config/routes.ts). */
const AUDIT_LOG_PAGE_ID = 1;

/**
 * A time to the second. A list shows it to the minute, and its seconds on hover; the drawer is
 * where a keyboard or a screen reader reads them, since neither can hover.
 */
const exactTime = (value: unknown) =>
  value ? (
    <time dateTime={dayjs(String(value)).toISOString()}>{dayjs(String(value)).format(EXACT_TIME_FORMAT)}</time>
  ) : (
    NONE
  );

/** Every field of one row, from GET /R/detail through the cache, and the row's history. */
export default function DetailDrawer<T extends BaseRow>({ view, fields, row, onClose }: Props<T>) {
  const t = useT();
  const { canPage } = useAccess();
  // A row's history comes from the audit log, which only the levels that may open it read.
  const withHistory = canPage({ pageId: AUDIT_LOG_PAGE_ID }) && view.service.name !== auditLogSchema.name;
  // The drawer's content scrolls in a box of its own, which has the focus once the drawer is open:
  // the arrows, Page Down and Space scroll a long history at once. antd focuses the frame around
  // it, where they scrolled nothing until Tab had reached a link inside.
  const scroller = useRef<HTMLDivElement>(null);
  return (
    <Drawer
      open={Boolean(row)}
      onClose={onClose}
      width={560}
      title={t('crud.detailTitle', { what: t(`${view.i18nPrefix}.title`) })}
      styles={{ body: { padding: 0, display: 'flex' } }}
      afterOpenChange={(open) => open && scroller.current?.focus()}
    >
      <div ref={scroller} tabIndex={-1} style={{ flex: 1, overflow: 'auto', padding: 24 }}>
        {/* Mounted afresh for each row opened: the row is read again each time (see RowDetail). */}
        {row && <RowDetail key={row.id} view={view} fields={fields} id={row.id} />}
        {row && withHistory && <History resource={view.service.name} rowId={row.id} />}
      </div>
    </Drawer>
  );
}

/**
 * One row's fields. What the cache holds of the row shows at once, and the row is asked for again
 * on every opening: the drawer is where a user checks what is stored now. A failure is said here,
 * in the drawer, not in a notification as well.
 */
function RowDetail<T extends BaseRow>({
  view,
  fields,
  id,
}: {
  view: ResourceView<T>;
  fields: ResolvedField<T>[];
  id: number;
}) {
  const t = useT();
  const { masksPhones } = useAccess();
  // A phone's drawer is the screen's width: each label stands over its value, which then has the
  // whole width (beside a label column a long text or a table of changes ran a word a line).
  const narrow = useNarrow();
  const detail = useApiQuery({
    ...view.service.queries.detail(id, { silent: true }),
    ...(view.unchanging ? { staleTime: Number.POSITIVE_INFINITY } : { refetchOnMount: 'always' }),
  });
  if (detail.isPending) return <Skeleton active title={false} paragraph={{ rows: 6 }} />;
  if (detail.isError) return <Result status="warning" title={errorText(detail.error, t)} />;
  const data = detail.data as T;
  const shown = (f: ResolvedField<T>): ReactNode => {
    if (f.view.name === 'status' && !f.view.render)
      return t(`status.${String((data as Record<string, unknown>).status)}`);
    if (f.schema.kind !== 'datetime') return shownValue(f, data, masksPhones);
    const value = (data as Record<string, unknown>)[f.view.name];
    // A time the list words its own way ("3 minutes ago") keeps its words, with the time below.
    return f.view.render && value ? (
      <>
        <div>{shownValue(f, data, masksPhones)}</div>
        {exactTime(value)}
      </>
    ) : (
      exactTime(value)
    );
  };
  const items: DescriptionsProps['items'] = [
    ...fields
      .filter((f) => f.view.detail !== false && !f.schema.writeOnly)
      .map((f) => ({ key: f.view.name, label: f.label, children: shown(f) })),
    { key: 'createTime', label: t('common.createTime'), children: exactTime(data.createTime) },
    { key: 'updateTime', label: t('common.updateTime'), children: exactTime(data.updateTime) },
  ];
  const layout: DescriptionsProps = narrow
    ? { layout: 'vertical' }
    : // A label stands at the top of its value: beside a long one (an entry's changes) it was
      // centred thousands of pixels down, out of view.
      { layout: 'horizontal', bordered: true, styles: { label: { width: 160, verticalAlign: 'top' } } };
  return <Descriptions className="crud-detail" column={1} size="small" items={items} {...layout} />;
}
