import dayjs from 'dayjs';
import { changeLine, type Texts } from '@/components/audit/texts';
import { EXACT_TIME_FORMAT } from '@/components/crud/FieldValue';
import type { AuditEntry } from '@/schema/auditLog';
import type { CsvColumn } from '@/utils/csv';

/**
 * Characters a spreadsheet keeps in a cell at most (32,767 in Excel, which cuts the rest silently),
 * with room for the note of what was left out.
 */
const CELL_MAX = 32_000;

/**
 * An entry's changes in one cell, as many whole ones as fit, then how many more it has (`total`:
 * a page of the log holds an entry's first LISTED_CHANGES, src/schema/auditLog.ts).
 */
function changesCell(lines: string[], total: number, { t, number }: Texts): string {
  const separator = t('common.clauseSeparator');
  let length = 0;
  let fit = 0;
  while (fit < lines.length && length + lines[fit].length + separator.length <= CELL_MAX) {
    length += lines[fit].length + separator.length;
    fit += 1;
  }
  const cell = lines.slice(0, fit).join(separator);
  // How many were left out, in figures (the console's Details show them all).
  return fit === total ? cell : `${cell}${separator}… (+${number(total - fit)})`;
}

/** Columns of the audit log export, headers and values in the user's language. */
export function auditCsvColumns(texts: Texts): CsvColumn<AuditEntry>[] {
  const { t } = texts;
  return [
    { header: t('audit.id'), value: (e) => e.id },
    { header: t('audit.time'), value: (e) => dayjs(e.time).format(EXACT_TIME_FORMAT) },
    { header: t('audit.actorAccount'), value: (e) => e.actor.account },
    { header: t('account.name'), value: (e) => e.actor.name ?? '' },
    { header: t('audit.action'), value: (e) => t(`audit.action.${e.action}`) },
    { header: t('audit.resource'), value: (e) => t(`audit.resource.${e.resource}`) },
    { header: t('audit.rowId'), value: (e) => e.rowId ?? '' },
    { header: t('audit.rowName'), value: (e) => e.rowName ?? '' },
    { header: t('audit.ip'), value: (e) => e.ip },
    {
      header: t('audit.changes'),
      value: (e) =>
        changesCell(
          e.changes.map((c) => changeLine(texts, e.resource, c)),
          e.changeCount,
          texts,
        ),
    },
  ];
}
