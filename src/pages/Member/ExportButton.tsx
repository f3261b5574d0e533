import { useAccess } from '@umijs/max';
import ExportCsvButton from '@/components/crud/ExportCsvButton';
import type { ListHandle } from '@/components/crud/types';
import { useT } from '@/locales/useT';
import { memberService } from '@/services/member';

/**
 * The members the list selects, as CSV, page by page through GET /dataMember/page. Reading, like
 * the list itself: every level that opens the list may export it (phones masked below level 1).
 */
export default function ExportButton({ list }: { list: ListHandle }) {
  const t = useT();
  const { masksPhones } = useAccess();
  return (
    <ExportCsvButton
      list={list}
      fetchPage={(params, opts) => memberService.page(params, opts)}
      columns={() =>
        import(/* webpackChunkName: "csv-columns" */ './csvColumns').then((m) => m.memberCsvColumns(t, masksPhones))
      }
      fileStem={t('member.exportFile')}
      label={t('member.export')}
      done={(count) => t('member.exported', { count })}
    />
  );
}
