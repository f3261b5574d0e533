import { useParams } from '@umijs/max';
import { Card, Space, Tag } from 'antd';
import { useMemo } from 'react';
import { LineChart, onDay } from '@/components/charts';
import CrudTable from '@/components/crud/CrudTable';
import { formatDateTime } from '@/components/crud/FieldValue';
import type { ResourceView } from '@/components/crud/types';
import { useT } from '@/locales/useT';
import { type MemberBehaviorScore, memberBehaviorScoreService } from '@/services/memberBehaviorScore';
import { useLoaded } from '@/services/query';
import { MemberScope } from '../components/MemberHeader';
import ScoreGroupTag from '../components/ScoreGroupTag';

/** "情绪调节困难：12 / 24": a diagnosis and its score, out of its maximum when it has one. */
function ItemScore({ item }: { item: MemberBehaviorScore['items'][number] }) {
  const t = useT();
  const values = { name: item.diagnosisName ?? item.diagnosisId, score: item.score };
  return (
    <Tag>
      {item.maxScore != null
        ? t('behavior.itemScoreOfMax', { ...values, max: item.maxScore })
        : t('behavior.itemScore', values)}
    </Tag>
  );
}

/** The behaviour assessments of one member (read and delete here; items are scored elsewhere). */
export const behaviorView = (userId: number): ResourceView<MemberBehaviorScore> => ({
  service: memberBehaviorScoreService,
  i18nPrefix: 'behavior',
  fixedParams: { userId },
  createdColumn: false,
  readOnly: true,
  // To the minute, as the list's cell shows it: two assessments may fall on one day.
  rowName: (row) => formatDateTime(row.assessTime),
  fields: [
    { name: 'assessTime' },
    {
      name: 'items',
      search: false,
      render: (_, row) => (
        <Space size={[0, 4]} wrap>
          {row.items.map((it) => (
            <ItemScore key={it.diagnosisId} item={it} />
          ))}
        </Space>
      ),
    },
    { name: 'totalScore', search: false },
    {
      name: 'scoreGroupId',
      search: false,
      render: (_, row) => <ScoreGroupTag name={row.scoreGroupName} color={row.scoreGroupColor} />,
    },
    { name: 'assessor' },
  ],
});

function Trend({ userId }: { userId: number }) {
  const t = useT();
  const scores = useLoaded(
    memberBehaviorScoreService.queries.list({ userId, sortField: 'assessTime', sortOrder: 'ascend' }),
  );
  const label = t('behavior.totalScore');
  // A failed load charts nothing ("no data yet"), as an empty history does.
  const data = scores.loading
    ? undefined
    : (scores.data ?? []).map((r) => ({ ...onDay(r.assessTime), y: r.totalScore, label }));
  const title = t('behavior.trend');
  return (
    <Card size="small" title={title} style={{ marginBottom: 16 }} loading={!data}>
      {data && (
        <LineChart
          title={title}
          empty={t('chart.empty')}
          columns={[t('behavior.assessTime'), label]}
          data={data}
          max={100}
          height={220}
        />
      )}
    </Card>
  );
}

/** /member/member-behavior-score/:userId */
export default function MemberBehaviorScorePage() {
  const t = useT();
  const { userId } = useParams<{ userId: string }>();
  const view = useMemo(() => behaviorView(Number(userId)), [userId]);
  return (
    <MemberScope userId={userId} title={t('behavior.pageTitle')}>
      {(member) => (
        <>
          <Trend userId={member.id} />
          <CrudTable view={view} bare />
        </>
      )}
    </MemberScope>
  );
}
