import { Card, Empty, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useT } from '@/locales/useT';
import { followUpService } from '@/services/followUp';
import { useLoaded } from '@/services/query';
import { userTitle } from '@/utils/userTitle';
import { SectionError } from './SectionState';

/**
 * The child's follow-ups from Home's attention lists, newest first: what was done or until when
 * it was snoozed, from which list, the note, who and when (docs/product-rules.md, follow-ups).
 */
export default function FollowUpSection({ userId }: { userId: number }) {
  const t = useT();
  const title = t('followUp.history');
  const followUps = useLoaded(followUpService.queries.list({ userId }, { silent: true }));
  return (
    <Card
      size="small"
      className="profile-card"
      title={<h2 className="profile-section-title">{title}</h2>}
      style={{ marginBottom: 16 }}
    >
      <section aria-label={title} aria-busy={followUps.loading}>
        {followUps.loading ? (
          <Card loading variant="borderless" size="small" />
        ) : !followUps.data ? (
          <SectionError reload={followUps.reload} error={followUps.error} />
        ) : followUps.data.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('followUp.noHistory')} />
        ) : (
          <ul className="profile-follow-ups">
            {followUps.data.map((f) => (
              <li key={f.id}>
                <div>
                  <Tag color={f.action === 'done' ? 'green' : 'gold'}>{t(`followUp.action.${f.action}`)}</Tag>
                  <Typography.Text strong>{t(`followUp.kind.${f.kind}`)}</Typography.Text>
                  {f.snoozeUntil && <Typography.Text> {t('followUp.until', { date: f.snoozeUntil })}</Typography.Text>}
                </div>
                {f.note && (
                  // The note's lines as the user wrote them (a text area).
                  <Typography.Paragraph style={{ margin: '4px 0', whiteSpace: 'pre-line' }}>
                    {f.note}
                  </Typography.Paragraph>
                )}
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t('followUp.by', {
                    who: userTitle({ account: f.staffAccount, name: f.staffName }),
                    time: dayjs(f.createTime).format('YYYY-MM-DD HH:mm'),
                  })}
                </Typography.Text>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Card>
  );
}
