import { Link, useAccess } from '@umijs/max';
import { Card, Col, Empty, Row, Space, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { LineChart, onDay, RadarChart } from '@/components/charts';
import { NONE } from '@/components/Text';
import { useT } from '@/locales/useT';
import type { CognitiveTrainingRule } from '@/schema/catalogues/cognitive';
import { ABILITIES } from '@/schema/catalogues/cognitive';
import type { Grade } from '@/schema/catalogues/grade';
import type { NeuroTrainingFeedbackAutoRule } from '@/schema/catalogues/neuro';
import type { ParentChildTrainingAutoRule } from '@/schema/catalogues/parentChild';
import type { ScoreGroup } from '@/schema/catalogues/scoreGroup';
import type { MemberBehaviorScore, MemberScore, MemberTrainingCycle } from '@/schema/member';
import type { TrainingRecord } from '@/schema/trainingRecord';
import type { PageResult } from '@/schema/types';
import type { Loaded } from '@/services/query';
import { formatDuration } from '@/utils/duration';
import { CycleProgress, StateTag } from '../TrainingCycle/cycleParts';
import { cognitiveAnswers, currentCycle, neuroAnswer, parentChildAnswers } from './childRules';
import { SectionError } from './SectionState';

const day = (v: string) => dayjs(v).format('YYYY-MM-DD');

/** A titled card that shows its own loading state and error. */
function Section<T>({
  title,
  loaded,
  extra,
  children,
}: {
  title: string;
  loaded: Pick<Loaded<T>, 'data' | 'loading' | 'error' | 'reload'>;
  extra?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  return (
    <Card
      size="small"
      className="profile-card"
      title={<h2 className="profile-section-title">{title}</h2>}
      extra={extra}
      style={{ marginBottom: 16 }}
    >
      <section aria-label={title} aria-busy={loaded.loading}>
        {loaded.loading ? (
          <Card loading variant="borderless" size="small" />
        ) : loaded.data === undefined ? (
          <SectionError reload={loaded.reload} error={loaded.error} />
        ) : (
          children(loaded.data)
        )}
      </section>
    </Card>
  );
}

/** Cognitive assessments: the five abilities, latest against the one before, and the total over time. */
export function CognitiveSection({ scores, userId }: { scores: Loaded<MemberScore[]>; userId: number }) {
  const t = useT();
  const title = t('profile.cognitive');
  return (
    <Section
      title={title}
      loaded={scores}
      extra={<Link to={`/member/member-score?userId=${userId}`}>{t('profile.allScores')}</Link>}
    >
      {(rows) => {
        const latest = rows[rows.length - 1];
        const previous = rows[rows.length - 2];
        const series = [latest, previous]
          .filter((r): r is MemberScore => Boolean(r))
          .map((r, i) => ({
            name: t(i === 0 ? 'profile.latestOn' : 'profile.previousOn', { date: day(r.assessTime) }),
            values: ABILITIES.map((a) => r[a]),
          }));
        const total = t('memberScore.total');
        const radarTitle = t('profile.abilities');
        const lineTitle = t('profile.totalOverTime');
        return (
          <Row gutter={16}>
            <Col xs={24} lg={10}>
              <Typography.Title level={3} className="profile-chart-title">
                {radarTitle}
              </Typography.Title>
              <RadarChart
                title={radarTitle}
                empty={t('chart.empty')}
                axisHeader={t('memberScore.ability')}
                axes={ABILITIES.map((a) => t(`memberScore.${a}`))}
                series={series}
                height={280}
              />
            </Col>
            <Col xs={24} lg={14}>
              <Typography.Title level={3} className="profile-chart-title">
                {lineTitle}
              </Typography.Title>
              <LineChart
                title={lineTitle}
                empty={t('chart.empty')}
                columns={[t('memberScore.assessTime'), total]}
                data={rows.map((r) => ({ ...onDay(r.assessTime), y: r.total, label: total }))}
                max={100}
                height={280}
              />
            </Col>
          </Row>
        );
      }}
    </Section>
  );
}

/** A diagnosis's score, out of its maximum when the assessment gave one. */
const outOf = (score: number, max: number | null | undefined) => (max != null ? `${score} / ${max}` : score);

/** Behaviour assessments: each diagnosis's score, latest against the one before. */
export function BehaviorSection({ behavior, userId }: { behavior: Loaded<MemberBehaviorScore[]>; userId: number }) {
  const t = useT();
  return (
    <Section
      title={t('profile.behavior')}
      loaded={behavior}
      extra={<Link to={`/member/member-behavior-score/${userId}`}>{t('profile.allBehavior')}</Link>}
    >
      {(rows) => {
        const latest = rows[rows.length - 1];
        const previous = rows[rows.length - 2];
        if (!latest) return <Empty description={t('profile.noAssessment')} />;
        const before = new Map((previous?.items ?? []).map((it) => [it.diagnosisId, it]));
        const data = latest.items.map((it) => {
          const then = before.get(it.diagnosisId);
          return {
            key: it.diagnosisId,
            name: it.diagnosisName ?? `#${it.diagnosisId}`,
            latest: it.score,
            max: it.maxScore,
            previous: then?.score,
            previousMax: then?.maxScore,
          };
        });
        return (
          <Table
            size="small"
            pagination={false}
            dataSource={data}
            scroll={{ x: 'max-content' }}
            columns={[
              { title: t('profile.diagnosis'), dataIndex: 'name' },
              {
                title: t('profile.latestOn', { date: day(latest.assessTime) }),
                render: (_, r) => outOf(r.latest, r.max),
              },
              {
                title: previous ? t('profile.previousOn', { date: day(previous.assessTime) }) : t('profile.previous'),
                // Out of its own maximum too, so the two columns read alike.
                render: (_, r) => (r.previous == null ? NONE : outOf(r.previous, r.previousMax)),
              },
              {
                title: t('profile.change'),
                render: (_, r) =>
                  r.previous == null
                    ? NONE
                    : r.latest - r.previous > 0
                      ? `+${r.latest - r.previous}`
                      : r.latest - r.previous,
              },
            ]}
          />
        );
      }}
    </Section>
  );
}

/** Training cycles with dates, state and progress. */
export function CyclesSection({ cycles, userId }: { cycles: Loaded<MemberTrainingCycle[]>; userId: number }) {
  const t = useT();
  return (
    <Section
      title={t('profile.cycles')}
      loaded={cycles}
      extra={<Link to={`/member/member-training-cycle/${userId}`}>{t('profile.allCycles')}</Link>}
    >
      {(rows) => (
        <Table
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={rows}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('profile.noCycles') }}
          columns={[
            { title: t('cycle.cycleNo'), dataIndex: 'cycleNo', render: (v) => t('cycle.numbered', { no: v }) },
            { title: t('cycle.startDate'), dataIndex: 'startDate' },
            { title: t('cycle.endDate'), dataIndex: 'endDate' },
            {
              title: t('cycle.state'),
              dataIndex: 'state',
              render: (v: number) => <StateTag state={v} />,
            },
            {
              title: t('cycle.progress'),
              render: (_, r) => <CycleProgress row={r} />,
            },
          ]}
        />
      )}
    </Section>
  );
}

/** The latest 20 sessions, and the way to all of them in the training-record list. */
export function RecordsSection({ records, userId }: { records: Loaded<PageResult<TrainingRecord>>; userId: number }) {
  const t = useT();
  const { canPage } = useAccess();
  return (
    <Section
      title={t('profile.records')}
      loaded={records}
      extra={
        canPage({ pageId: 1 }) ? (
          <Link to={`/training-record?userId=${userId}`}>{t('profile.allRecords')}</Link>
        ) : undefined
      }
    >
      {(page) => (
        <Table
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={page.list}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('profile.noRecords') }}
          columns={[
            {
              title: t('record.startTime'),
              dataIndex: 'startTime',
              render: (v) => dayjs(v).format('YYYY-MM-DD HH:mm'),
            },
            { title: t('record.type'), dataIndex: 'type', render: (v) => t(`record.type.${v}`) },
            { title: t('record.contentName'), dataIndex: 'contentName' },
            { title: t('record.durationSec'), dataIndex: 'durationSec', render: (v) => formatDuration(v) },
            { title: t('record.score'), dataIndex: 'score' },
          ]}
        />
      )}
    </Section>
  );
}

export interface RuleData {
  cognitiveRules: CognitiveTrainingRule[];
  parentChildRules: ParentChildTrainingAutoRule[];
  neuroRules: NeuroTrainingFeedbackAutoRule[];
  scoreGroups: ScoreGroup[];
}

/** The facts the rules section waits for, each its own call. */
export interface RuleFacts {
  rules: Loaded<RuleData>;
  grades: Loaded<Grade[]>;
  scores: Loaded<MemberScore[]>;
  behavior: Loaded<MemberBehaviorScore[]>;
  cycles: Loaded<MemberTrainingCycle[]>;
  neuro: Loaded<PageResult<TrainingRecord>>;
}

/** Combines the section's calls: loading while any runs, failed when any failed. */
function combined(facts: RuleFacts): Loaded<RuleFacts> {
  const all = Object.values(facts) as Loaded<unknown>[];
  const loading = all.some((l) => l.loading);
  const failed = all.filter((l) => !l.loading && l.data === undefined);
  return {
    loading,
    data: loading || failed.length ? undefined : facts,
    error: failed[0]?.error,
    reload: () => {
      for (const l of failed) l.reload();
    },
  };
}

function Because({ children }: { children: ReactNode }) {
  return <Typography.Text type="secondary">{children}</Typography.Text>;
}

/** What the rules give this child, each rule with why it matched. */
export function RulesSection({ member, facts }: { member: { gradeId: number }; facts: RuleFacts }) {
  const t = useT();
  const none = <Typography.Text type="secondary">{t('profile.noRule')}</Typography.Text>;
  return (
    <Section title={t('profile.rules')} loaded={combined(facts)}>
      {(f) => {
        const data = f.rules.data as RuleData;
        const grade = f.grades.data?.find((g) => g.id === member.gradeId);
        const scores = f.scores.data ?? [];
        const behaviors = f.behavior.data ?? [];
        const gradeGroupId = grade?.gradeGroupId;
        const gradeGroupText = (r: { gradeGroupId: number | null }) =>
          r.gradeGroupId == null
            ? t('profile.anyGradeGroup')
            : t('profile.gradeGroupIs', { name: grade?.gradeGroupName ?? `#${gradeGroupId}` });
        const cognitive = cognitiveAnswers(data.cognitiveRules, data.scoreGroups, {
          score: scores[scores.length - 1],
          gradeGroupId,
        });
        const parentChild = parentChildAnswers(data.parentChildRules, data.scoreGroups, {
          behavior: behaviors[behaviors.length - 1],
          gradeGroupId,
        });
        const cycle = currentCycle(f.cycles.data ?? []);
        const neuroRecord = f.neuro.data?.list[0];
        const neuro = neuroAnswer(data.neuroRules, { cycle, neuro: neuroRecord });
        // Nothing given (no rule matched): a dash, as the row's other empty cells.
        const names = (list: string[] | undefined) =>
          !list?.length ? (
            NONE
          ) : (
            <Space size={[0, 4]} wrap>
              {list.map((n) => (
                <Tag key={n} color="blue">
                  {n}
                </Tag>
              ))}
            </Space>
          );
        return (
          // Plain blocks: a vertical Space sizes its items to their content, and a wide table
          // would then push the page past a phone's width instead of scrolling inside its card.
          <div className="profile-rules">
            <div data-testid="rules-cognitive">
              <Typography.Title level={3} className="profile-chart-title">
                {t('profile.rules.cognitive')}
              </Typography.Title>
              {cognitive.length === 0 ? (
                none
              ) : (
                <Table
                  size="small"
                  pagination={false}
                  rowKey="key"
                  dataSource={cognitive}
                  scroll={{ x: 'max-content' }}
                  columns={[
                    {
                      title: t('profile.rules.input'),
                      render: (_, a) =>
                        `${t(`menu.basic-settings.cognitive-training-rule${a.type}`)} · ${t(`memberScore.${a.ability}`)} ${a.value}`,
                    },
                    {
                      title: t('profile.rules.fires'),
                      render: (_, a) => (a.rule ? <span data-rule={a.rule.id}>{a.rule.name}</span> : none),
                    },
                    {
                      title: t('profile.rules.why'),
                      render: (_, a) =>
                        a.rule ? (
                          <Because>
                            {t('profile.scoreGroupIs', { name: a.scoreGroup?.name ?? '' })} · {gradeGroupText(a.rule)}
                          </Because>
                        ) : (
                          // With no rule, nothing matched: the score group alone is no reason.
                          NONE
                        ),
                    },
                    { title: t('profile.rules.gives'), render: (_, a) => names(a.rule?.trainingNames) },
                  ]}
                />
              )}
            </div>
            <div data-testid="rules-parentChild">
              <Typography.Title level={3} className="profile-chart-title">
                {t('profile.rules.parentChild')}
              </Typography.Title>
              {parentChild.length === 0 ? (
                none
              ) : (
                <Table
                  size="small"
                  pagination={false}
                  rowKey="key"
                  dataSource={parentChild}
                  scroll={{ x: 'max-content' }}
                  columns={[
                    { title: t('profile.rules.input'), render: (_, a) => `${a.diagnosis} ${a.value}%` },
                    {
                      title: t('profile.rules.fires'),
                      render: (_, a) => (a.rule ? <span data-rule={a.rule.id}>{a.rule.name}</span> : none),
                    },
                    {
                      title: t('profile.rules.why'),
                      render: (_, a) =>
                        a.rule ? (
                          <Because>
                            {t('profile.scoreGroupIs', { name: a.scoreGroup?.name ?? '' })} · {gradeGroupText(a.rule)}
                          </Because>
                        ) : (
                          NONE
                        ),
                    },
                    {
                      title: t('profile.rules.gives'),
                      render: (_, a) => names(a.rule?.trainingNames),
                    },
                  ]}
                />
              )}
            </div>
            <div data-testid="rules-neuro">
              <Typography.Title level={3} className="profile-chart-title">
                {t('profile.rules.neuro')}
              </Typography.Title>
              {!neuro ? (
                <Typography.Text type="secondary">{t('profile.rules.neuroNoData')}</Typography.Text>
              ) : neuro.rule ? (
                <Space direction="vertical" size={4}>
                  <span data-rule={neuro.rule.id}>{neuro.rule.name}</span>
                  <Because>
                    {t('profile.rules.neuroWhy', {
                      band: cycle?.bandName ?? '',
                      attention: Number(neuro.input.attention),
                      min: neuro.rule.minAttention,
                      max: neuro.rule.maxAttention,
                    })}
                  </Because>
                  {names(neuro.rule.feedbackNames)}
                </Space>
              ) : (
                none
              )}
            </div>
          </div>
        );
      }}
    </Section>
  );
}
