import { Spin } from 'antd';
import { lazy, Suspense } from 'react';
import ActionTag from '@/components/audit/ActionTag';
import RowLink from '@/components/audit/RowLink';
import { rowText } from '@/components/audit/texts';
import type { ResourceView } from '@/components/crud/types';
import { RESOURCE_TEXTS } from '@/locales/resourceTexts';
import type { Translate } from '@/locales/useT';
import { type AuditEntry, SESSION_RESOURCE } from '@/schema/auditLog';
import { auditLogService } from '@/services/auditLog';
import { userTitle } from '@/utils/userTitle';

/**
 * A row's changes, loaded when a row is first expanded or opened: the list shows none of them
 * before, and its first screen is at its byte budget (docs/performance.md).
 */
const ChangeList = lazy(() => import('@/components/audit/ChangeList'));
const changesOf = (row: AuditEntry) => (
  <Suspense fallback={<Spin size="small" />}>
    <ChangeList entry={row} />
  </Suspense>
);

/** The Row column's least width: its header whole in either language, a short name beside it. */
export const ROW_MIN_WIDTH = 120;

/** Every resource the log names, for the resource filter (labels: `audit.resource.<name>`). */
const RESOURCES = [SESSION_RESOURCE, ...Object.keys(RESOURCE_TEXTS)];

/** The audit log (level 1): read only, nothing deletes an entry; a row expands to its changes. */
export const auditLogView = (t: Translate, toolbar: ResourceView<AuditEntry>['toolbar']): ResourceView<AuditEntry> => ({
  service: auditLogService,
  i18nPrefix: 'audit',
  readOnly: true,
  noDelete: true,
  unchanging: true,
  createdColumn: false,
  rowName: (row) => `${t(`audit.action.${row.action}`)} #${row.id}`,
  toolbar,
  fields: [
    { name: 'time', searchOrder: 6 },
    {
      name: 'actorAccount',
      table: false,
      detail: false,
      searchOrder: 1,
      schema: { kind: 'string', filter: 'like' },
    },
    { name: 'actor', search: false, render: (_, row) => userTitle(row.actor) },
    { name: 'action', searchOrder: 2, render: (_, row) => <ActionTag action={row.action} /> },
    { name: 'resource', searchOrder: 3, schema: { kind: 'enum', values: RESOURCES, filter: 'eq' } },
    {
      name: 'rowId',
      searchOrder: 4,
      render: (_, row) => <RowLink entry={row} />,
      // One cut line, as free text: a long name pushed the other columns away, and wrapped at
      // each space it left the column too narrow for its own header.
      cellTitle: (row) => rowText(t, row.rowId, row.rowName),
      minWidth: ROW_MIN_WIDTH,
    },
    // The row's name as it was written, which the Row column shows beside its id.
    { name: 'rowName', table: false, detail: false, searchOrder: 5 },
    { name: 'ip', search: false },
    { name: 'changes', table: false, render: (_, row) => changesOf(row) },
  ],
  expandedRowRender: changesOf,
  rowExpandable: (row) => row.changes.length > 0,
});
