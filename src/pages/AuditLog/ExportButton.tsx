import { useIntl } from '@umijs/max';
import { textsOf } from '@/components/audit/texts';
import ExportCsvButton from '@/components/crud/ExportCsvButton';
import type { ListHandle } from '@/components/crud/types';
import { useT } from '@/locales/useT';
import { auditLogService } from '@/services/auditLog';

/** The audit entries the list selects, as CSV (page by page through GET /auditLog/page). */
export default function ExportButton({ list }: { list: ListHandle }) {
  const t = useT();
  const intl = useIntl();
  return (
    <ExportCsvButton
      list={list}
      fetchPage={(params, opts) => auditLogService.page(params, opts)}
      columns={() =>
        import(/* webpackChunkName: "csv-columns" */ './csvColumns').then((m) => m.auditCsvColumns(textsOf(t, intl)))
      }
      fileStem={t('audit.exportFile')}
      label={t('audit.export')}
      done={(count) => t('audit.exported', { count })}
    />
  );
}
