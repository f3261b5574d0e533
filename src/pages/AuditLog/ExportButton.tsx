import { useIntl } from '@umijs/max';
import ExportCsvButton from '@/components/crud/ExportCsvButton';
import type { ListHandle } from '@/components/crud/types';
import { useT } from '@/locales/useT';
import { auditLogService } from '@/services/auditLog';
import { auditCsvColumns } from './csvColumns';

/** The audit entries the list selects, as CSV (GET /auditLog/list answers all of them). */
export default function ExportButton({ list }: { list: ListHandle }) {
  const t = useT();
  const intl = useIntl();
  return (
    <ExportCsvButton
      list={list}
      rows={(query) => auditLogService.list(query)}
      columns={auditCsvColumns({ t, has: (id) => Object.hasOwn(intl.messages, id) })}
      fileStem="audit-log"
      label={t('audit.export')}
      done={(count) => t('audit.exported', { count })}
    />
  );
}
