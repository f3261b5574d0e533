import { Spin } from 'antd';
import Text from '@/components/Text';
import { useT } from '@/locales/useT';
import type { AuditEntry } from '@/schema/auditLog';
import { auditLogService } from '@/services/auditLog';
import { useApiQuery } from '@/services/query';
import { userTitle } from '@/utils/userTitle';
import { formatDateTime } from '../crud/FieldValue';
import ActionTag from './ActionTag';
import ChangeList from './ChangeList';

/** How many of a row's entries the detail drawer shows (newest first). */
const HISTORY_SIZE = 50;

/**
 * An entry's changes as the row's own: a bulk change answers only this row's, which need not
 * name the row (the log names each, "Name (#id): Grade").
 */
const ownChanges = (e: AuditEntry): AuditEntry => ({
  ...e,
  changes: e.changes.map(({ rowId: _id, rowName: _name, ...c }) => c),
});

/** One row's audit entries, newest first, each with its changes (GET /auditLog/page?resource&rowId). */
export default function History({ resource, rowId }: { resource: string; rowId: number }) {
  const t = useT();
  const { data, isPending: loading } = useApiQuery(
    auditLogService.queries.page({ resource, rowId, pageSize: HISTORY_SIZE }, { silent: true }),
  );
  const entries = data?.list ?? [];
  return (
    <section aria-label={t('audit.history')} style={{ marginTop: 24 }}>
      <h3 style={{ fontSize: 16 }}>{t('audit.history')}</h3>
      {loading && <Spin size="small" />}
      {!loading && entries.length === 0 && <Text type="secondary">{t('audit.historyEmpty')}</Text>}
      <ol style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {entries.map((e) => (
          <li key={e.id} style={{ marginBottom: 12 }}>
            <div>
              <Text type="secondary">{formatDateTime(e.time)}</Text> {userTitle(e.actor)}{' '}
              <ActionTag action={e.action} />
            </div>
            {e.changes.length > 0 && <ChangeList entry={ownChanges(e)} />}
          </li>
        ))}
      </ol>
    </section>
  );
}
