import { useAccess } from '@umijs/max';
import { Alert, Card, Col, Row } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { alertIcon } from '@/components/alertIcons';
import { BarChart, LineChart, onDay } from '@/components/charts';
import CrudTable from '@/components/crud/CrudTable';
import ExportCsvButton from '@/components/crud/ExportCsvButton';
import { formatDateTime } from '@/components/crud/FieldValue';
import { actionPlace, inRowOrder } from '@/components/crud/RowActions';
import type { ResourceView } from '@/components/crud/types';
import { useNarrow } from '@/components/crud/useNarrow';
import { ownActionKeys } from '@/components/crud/useRowActionsOf';
import { type Translate, useT } from '@/locales/useT';
import { ABILITIES } from '@/schema/catalogues/cognitive';
import { scoreGroupService } from '@/services/catalogues';
import { type MemberScore, memberScoreService } from '@/services/memberScore';
import { useLoaded } from '@/services/query';
import MemberSelect from '../components/MemberSelect';
import ScoreGroupTag from '../components/ScoreGroupTag';
import { memberCell } from '../links';

/** Cognitive assessments of every member, filterable by member and date. */
export const scoreView = (t: Translate, select: (row: MemberScore) => void): ResourceView<MemberScore> => ({
  service: memberScoreService,
  i18nPrefix: 'memberScore',
  createdColumn: false,
  // A member may be assessed twice in a day: the time to the minute (as the list's cell shows it)
  // tells them apart, as the audit log names them.
  rowName: (row) => `${row.memberName ?? row.userId} ${formatDateTime(row.assessTime)}`,
  fields: [
    // The detail names the member with memberName's link.
    { name: 'userId', table: false, detail: false, picker: MemberSelect, searchOrder: 1 },
    {
      name: 'memberName',
      schema: { kind: 'string', readOnly: true },
      search: false,
      render: (_, row) => memberCell(row.memberName, row.userId),
    },
    // Searchable as a range, which Home's score-group figures link to (the assessments of a period).
    { name: 'assessTime', search: true, searchOrder: 2 },
    // The outcome (total and score group) before the five scores it comes from: a wide list (an
    // administrator's, with three row commands) cut the score group off under the pinned actions.
    { name: 'total', search: false },
    {
      name: 'scoreGroupId',
      // Searchable so Home's score-group figure links to its assessments.
      refService: scoreGroupService,
      searchOrder: 3,
      render: (_: unknown, row: MemberScore) => <ScoreGroupTag name={row.scoreGroupName} color={row.scoreGroupColor} />,
    },
    ...ABILITIES.map((a) => ({ name: a, search: false })),
  ],
  rowActions: (row) => [{ key: 'chart', label: t('memberScore.showChart'), onClick: () => select(row) }],
  // Every level that opens the list may export what it selects, as the member list.
  toolbar: (list) => [
    <ExportCsvButton
      key="export"
      list={list}
      fetchPage={(params, opts) => memberScoreService.page(params, opts)}
      columns={() => import(/* webpackChunkName: "csv-columns" */ './csvColumns').then((m) => m.scoreCsvColumns(t))}
      fileStem={t('memberScore.exportFile')}
      label={t('memberScore.export')}
      done={(count) => t('memberScore.exported', { count })}
    />,
  ],
});

/**
 * The chosen assessment's abilities beside its member's totals over time. The assessment is read
 * from that history as the cache holds it now, so an edit shows at once; once it is deleted, the
 * charts go (`onGone`).
 */
function Charts({ chosen, onGone }: { chosen: MemberScore; onGone: () => void }) {
  const t = useT();
  const scores = useLoaded(
    memberScoreService.queries.list({ userId: chosen.userId, sortField: 'assessTime', sortOrder: 'ascend' }),
  );
  const stored = scores.data?.find((r) => r.id === chosen.id);
  const gone = Boolean(scores.data && !stored);
  useEffect(() => {
    if (gone) onGone();
  }, [gone, onGone]);
  const selected = stored ?? chosen;
  const label = t('memberScore.total');
  // A failed load charts nothing ("no data yet"), as an empty history does.
  const history = scores.loading
    ? undefined
    : (scores.data ?? []).map((r) => ({ ...onDay(r.assessTime), y: r.total, label }));
  const abilitiesTitle = t('memberScore.abilitiesOf', {
    name: selected.memberName ?? '',
    date: dayjs(selected.assessTime).format('YYYY-MM-DD'),
  });
  const totalTitle = t('memberScore.totalOf', { name: selected.memberName ?? '' });
  return (
    <Row gutter={16} style={{ marginBottom: 16 }}>
      <Col xs={24} lg={10}>
        <Card size="small" title={abilitiesTitle}>
          <BarChart
            title={abilitiesTitle}
            empty={t('chart.empty')}
            columns={[t('memberScore.ability'), t('memberScore.score')]}
            max={100}
            height={240}
            data={ABILITIES.map((a) => ({ label: t(`memberScore.${a}`), value: selected[a] }))}
          />
        </Card>
      </Col>
      <Col xs={24} lg={14}>
        <Card size="small" title={totalTitle} loading={!history}>
          {history && (
            <LineChart
              title={totalTitle}
              empty={t('chart.empty')}
              columns={[t('memberScore.assessTime'), label]}
              data={history}
              max={100}
              height={240}
            />
          )}
        </Card>
      </Col>
    </Row>
  );
}

/** /member/member-score */
export default function MemberScorePage() {
  const t = useT();
  const [selected, setSelected] = useState<MemberScore>();
  const clear = useCallback(() => setSelected(undefined), []);
  const view = useMemo(() => scoreView(t, setSelected), [t]);
  // The hint says where a row's "Chart" is: in the row, under its "More" (level 1's rows hold
  // Edit and Delete too), or in a narrow screen's one menu button.
  const { canWrite } = useAccess();
  const narrow = useNarrow();
  const keys = inRowOrder(ownActionKeys(view, canWrite), ['chart']);
  const chartPlace = actionPlace(
    keys.map((key) => ({ key })),
    'chart',
    narrow,
  );
  return (
    <CrudTable
      view={view}
      header={
        selected ? (
          <Charts chosen={selected} onGone={clear} />
        ) : (
          <Alert
            type="info"
            showIcon
            icon={alertIcon('info')}
            style={{ marginBottom: 16 }}
            message={t(`memberScore.pickHint.${chartPlace ?? 'row'}`)}
          />
        )
      }
    />
  );
}
