import dayjs from 'dayjs';
import { changeLine, type Texts } from '@/components/audit/texts';
import type { AuditEntry } from '@/schema/auditLog';
import type { CsvColumn } from '@/utils/csv';

/** Columns of the audit log export, headers and values in the user's language. */
export function auditCsvColumns(texts: Texts): CsvColumn<AuditEntry>[] {
  const { t } = texts;
  return [
    { header: t('audit.id'), value: (e) => e.id },
    { header: t('audit.time'), value: (e) => dayjs(e.time).format('YYYY-MM-DD HH:mm:ss') },
    { header: t('audit.actorAccount'), value: (e) => e.actor.account },
    { header: t('account.name'), value: (e) => e.actor.name ?? '' },
    { header: t('audit.action'), value: (e) => t(`audit.action.${e.action}`) },
    { header: t('audit.resource'), value: (e) => t(`audit.resource.${e.resource}`) },
    { header: t('audit.rowId'), value: (e) => e.rowId ?? '' },
    { header: t('audit.rowName'), value: (e) => e.rowName ?? '' },
    { header: t('audit.ip'), value: (e) => e.ip },
    {
      header: t('audit.changes'),
      value: (e) => e.changes.map((c) => changeLine(texts, e.resource, c)).join(t('common.clauseSeparator')),
    },
  ];
}
