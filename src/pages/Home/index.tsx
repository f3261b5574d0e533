import { Link, useAccess, useIntl, useSearchParams } from '@umijs/max';
import { Alert, Button, Card, Col, Empty, Result, Row, Segmented, Skeleton, Space, Statistic, Typography } from 'antd';
import dayjs from 'dayjs';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { ColoredBarChart, GroupedColumnChart, LineChart } from '@/components/charts';
import LinkButton from '@/components/LinkButton';
import { useFeatureTexts } from '@/locales/features';
import { type Translate, useT } from '@/locales/useT';
import { profilePath } from '@/pages/Member/links';
import type { FollowUpKind } from '@/schema/followUp';
import { TRAINING_TYPES } from '@/schema/trainingRecord';
import {
  type AttentionList,
  type HiddenBy,
  OVERVIEW_WEEKS,
  type Overview,
  type OverviewWeeks,
  overviewQuery,
} from '@/services/dashboard';
import { ApiError, errorText } from '@/services/errors';
import { useLoaded } from '@/services/query';
import DeviceCard, { LiveDevicesCard } from './DeviceCard';
import FollowUpButton from './FollowUpButton';
import './home.less';
import { alertIcon } from '@/components/alertIcons';
import { figureLinkName, listUrl } from './links';

/** Rules of the attention lists, as the server applies them (mock/backend/dashboard.ts). */
const SCORE_DROP = 10;
const IDLE_DAYS = 14;
const CYCLE_END_DAYS = 7;
const DEFAULT_WEEKS: OverviewWeeks = 4;

const weeksOf = (raw: string | null): OverviewWeeks =>
  (OVERVIEW_WEEKS as readonly number[]).includes(Number(raw)) ? (Number(raw) as OverviewWeeks) : DEFAULT_WEEKS;

function Change({ now, before, weeks }: { now: number; before: number; weeks: number }) {
  const t = useT();
  const intl = useIntl();
  const n = Math.abs(now - before);
  const key = now > before ? 'home.change.up' : now < before ? 'home.change.down' : 'home.change.same';
  return (
    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
      {t(key, { n: intl.formatNumber(n), weeks: String(weeks) })}
    </Typography.Text>
  );
}

/**
 * One figure, in the number format of the language in use (as the lists' pagers write theirs):
 * its value links to the list that shows its rows (when the level may open that list).
 */
function Figure({ title, value, to, extra }: { title: string; value: number; to?: string; extra?: ReactNode }) {
  const t = useT();
  const shown = useIntl().formatNumber(value);
  return (
    <Card size="small" style={{ height: '100%' }}>
      <Statistic
        title={title}
        valueRender={() =>
          to ? (
            <Link to={to} aria-label={figureLinkName(t, title, shown)}>
              {shown}
            </Link>
          ) : (
            <span>{shown}</span>
          )
        }
      />
      {extra}
    </Card>
  );
}

/** A needs-attention card's head: see Needs. */
const NEEDS_HEAD = { title: { minWidth: '50%' }, extra: { textAlign: 'end' } } as const;

// A date's hyphens are break points: in the narrow attention cards "2026-12-05" broke in two.
const date = (iso: string) => <span style={{ whiteSpace: 'nowrap' }}>{dayjs(iso).format('YYYY-MM-DD')}</span>;

function Needs<T extends { userId: number; name: string }>({
  title,
  kind,
  list,
  detail,
  all,
}: {
  title: string;
  /** The list's name for its follow-ups (each entry's actions). */
  kind: FollowUpKind;
  list: AttentionList<T>;
  detail: (item: T) => ReactNode;
  all?: string;
}) {
  const t = useT();
  const intl = useIntl();
  const hiddenId = useId();
  const [showHidden, setShowHidden] = useState(false);
  const listed = list.total + (list.hidden ?? 0);
  const hiddenItems = list.hiddenItems ?? [];
  // A hidden child is shown as a shown one is, its follow-up (what hid it) in place of the button.
  const entry = (item: T, end: ReactNode) => (
    <li key={item.userId} className="home-needs-item">
      <Space wrap size={4} style={{ justifyContent: 'space-between', flex: 1 }}>
        <Link to={profilePath(item.userId)}>{item.name}</Link>
        <Typography.Text type="secondary">{detail(item)}</Typography.Text>
      </Space>
      {end}
    </li>
  );
  const more = (shown: number, total: number) =>
    total > shown && (
      <Typography.Text type="secondary" style={{ fontSize: 12, display: 'block' }}>
        {t('home.needs.more', { shown, total })}
      </Typography.Text>
    );
  const hiddenBy = (by: HiddenBy) => (
    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
      {intl.formatMessage({ id: `home.needs.hiddenBy.${by.action}` }, { date: date(by.day) })}
    </Typography.Text>
  );
  const hiddenText = t('home.needs.hidden', { n: list.hidden ?? 0 });
  return (
    <Card
      size="small"
      title={
        // Long rule names wrap rather than being cut off in the narrow columns.
        <span style={{ whiteSpace: 'normal' }}>{t('common.withCount', { text: title, count: list.total })}</span>
      }
      // The list behind "Show all" has the followed-up children too (a follow-up is Home's, not the list's).
      extra={
        all && listed > 0 ? (
          <Link to={all}>{t('home.needs.all', { total: listed, hidden: list.hidden ?? 0 })}</Link>
        ) : null
      }
      style={{ height: '100%' }}
      // antd lets the title give way to a long "Show all" until it is a letter wide (a phone in
      // English): the title keeps half the head, and the link wraps in the rest.
      styles={NEEDS_HEAD}
    >
      {list.items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('home.needs.none')} />
      ) : (
        <ul aria-label={title} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {list.items.map((item) => entry(item, <FollowUpButton kind={kind} userId={item.userId} name={item.name} />))}
        </ul>
      )}
      {more(list.items.length, list.total)}
      {Boolean(list.hidden) &&
        // A server that names no hidden children gets the count alone, as before.
        (hiddenItems.length === 0 ? (
          <Typography.Text type="secondary" style={{ fontSize: 12, display: 'block' }}>
            {hiddenText}
          </Typography.Text>
        ) : (
          <>
            <LinkButton
              style={{ fontSize: 12 }}
              aria-expanded={showHidden}
              aria-controls={showHidden ? hiddenId : undefined}
              onClick={() => setShowHidden((open) => !open)}
            >
              {hiddenText}
            </LinkButton>
            {showHidden && (
              <div id={hiddenId}>
                <ul
                  aria-label={t('home.needs.hiddenList', { title })}
                  style={{ listStyle: 'none', margin: 0, padding: 0 }}
                >
                  {hiddenItems.map((item) => entry(item, hiddenBy(item.hiddenBy)))}
                </ul>
                {more(hiddenItems.length, list.hidden ?? 0)}
              </div>
            )}
          </>
        ))}
    </Card>
  );
}

const typeLabel = (t: Translate, type: number | string) => t(`record.type.${type}`);

/** The bar of the period's assessments that no enabled score group holds (antd's gray-7). */
const NO_GROUP_COLOR = '#8c8c8c';

function Content({ data, records, devicesOpen }: { data: Overview; records: boolean; devicesOpen: boolean }) {
  const t = useT();
  const intl = useIntl();
  const { period, weeks } = data;
  const inPeriod = (field: string) => ({ [`${field}From`]: period.from, [`${field}To`]: period.to });
  const sessionsUrl = (filters: Record<string, string | number> = {}) =>
    records ? listUrl('/training-record', { ...inPeriod('startTime'), ...filters }) : undefined;
  const empty = t('chart.empty');
  // The chart's bars and the legend's entries under it: each enabled group, linked to its
  // assessments of the period; then the scores left out of every range (a gap, a disabled group),
  // which still count in the period but have no list of their own.
  const groupBars: { key: string | number; label: string; value: number; color: string; to?: string }[] = [
    ...data.scoreGroups.map((g) => ({
      key: g.id,
      label: g.name,
      value: g.count,
      color: g.color,
      to: listUrl('/member/member-score', { scoreGroupId: g.id, ...inPeriod('assessTime') }),
    })),
    ...(data.ungroupedScores
      ? [{ key: 'none', label: t('home.scoreGroups.none'), value: data.ungroupedScores, color: NO_GROUP_COLOR }]
      : []),
  ];
  // The first row's cards share its whole width: with the devices card left out (levels 2 and
  // 3) the other three widen rather than leave a gap; in pairs on medium screens, a last odd
  // card taking the whole row.
  const cards = devicesOpen && data.devices ? 4 : 3;
  const grid = (index: number) => ({
    xs: 24,
    sm: cards % 2 === 1 && index === cards - 1 ? 24 : 12,
    lg: 24 / cards,
  });

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Row gutter={[16, 16]}>
        <Col {...grid(0)}>
          <Figure
            title={t('home.members.active')}
            value={data.members.active}
            to={listUrl('/member', inPeriod('lastTrainingTime'))}
            extra={<Change now={data.members.active} before={data.members.activeBefore} weeks={weeks} />}
          />
        </Col>
        <Col {...grid(1)}>
          <Figure
            title={t('home.members.joined')}
            value={data.members.joined}
            to={listUrl('/member', inPeriod('createTime'))}
            extra={<Change now={data.members.joined} before={data.members.joinedBefore} weeks={weeks} />}
          />
        </Col>
        <Col {...grid(2)}>
          <Figure
            title={t('home.sessions.total')}
            value={data.sessions.total}
            to={sessionsUrl()}
            extra={<Change now={data.sessions.total} before={data.sessions.totalBefore} weeks={weeks} />}
          />
        </Col>
        {devicesOpen && data.devices && (
          <Col {...grid(3)}>
            <DeviceCard devices={data.devices} today={data.today} />
          </Col>
        )}
      </Row>

      {devicesOpen && data.devices && <LiveDevicesCard devices={data.devices} />}

      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <Card size="small" title={t('home.sessions.chart')}>
            <GroupedColumnChart
              title={t('home.sessions.chart')}
              empty={empty}
              columns={[t('home.sessions.week'), t('home.sessions.count')]}
              data={data.sessions.weeks.flatMap((w) =>
                TRAINING_TYPES.map((type) => ({
                  x: w.from.slice(5),
                  series: typeLabel(t, type),
                  value: w.byType[type] ?? 0,
                })),
              )}
            />
            <Space wrap size={[16, 4]}>
              {TRAINING_TYPES.map((type) => {
                const label = `${typeLabel(t, type)} ${intl.formatNumber(data.sessions.byType[type] ?? 0)}`;
                const to = sessionsUrl({ type });
                return to ? (
                  <Link key={type} to={to}>
                    {label}
                  </Link>
                ) : (
                  <span key={type}>{label}</span>
                );
              })}
            </Space>
          </Card>
        </Col>
        <Col xs={24} xl={10}>
          {/* Its list link under the chart, as the sessions card beside it has its own: beside the
              title it left the title too little room at 1,280 px, which either cut it or, wrapped,
              made this header taller than its neighbour's and started the two charts apart. */}
          <Card size="small" title={<span style={{ whiteSpace: 'normal' }}>{t('home.attention.chart')}</span>}>
            <LineChart
              title={t('home.attention.chart')}
              empty={empty}
              columns={[t('home.sessions.week'), t('home.attention.value')]}
              max={100}
              data={data.sessions.weeks
                .filter((w) => w.attention !== null)
                .map((w) => ({ x: w.from.slice(5), y: w.attention ?? 0, label: t('home.attention.value') }))}
            />
            {records && <Link to={sessionsUrl({ type: 1 }) ?? ''}>{t('home.showList')}</Link>}
          </Card>
        </Col>
      </Row>

      {/* Four across only from 1,600 px: narrower, a quarter of the row left the attention lists'
          entries (a name, a sentence with a date, Follow up) three lines each. */}
      <Row gutter={[16, 16]}>
        <Col xs={24} md={12} xxl={6}>
          <Card
            size="small"
            title={<span style={{ whiteSpace: 'normal' }}>{t('home.scoreGroups.chart')}</span>}
            style={{ height: '100%' }}
          >
            <ColoredBarChart
              title={t('home.scoreGroups.chart')}
              empty={empty}
              columns={[t('home.scoreGroups.group'), t('home.scoreGroups.count')]}
              data={groupBars}
              height={220}
            />
            <Space wrap size={[16, 4]}>
              {groupBars.map((g) => {
                const entry = (
                  <>
                    <span aria-hidden style={{ color: g.color }}>
                      ●{' '}
                    </span>
                    {/* Isolated: a right-to-left name took the count to its own side. */}
                    <bdi>{g.label}</bdi> {intl.formatNumber(g.value)}
                  </>
                );
                return g.to ? (
                  <Link key={g.key} to={g.to}>
                    {entry}
                  </Link>
                ) : (
                  <span key={g.key}>{entry}</span>
                );
              })}
            </Space>
          </Card>
        </Col>
        <Col xs={24} md={12} xxl={6}>
          <Needs
            kind="scoreDrop"
            title={t('home.needs.scoreDrop', { n: String(SCORE_DROP) })}
            list={data.attention.scoreDrop}
            detail={(i) => (
              <Link to={listUrl('/member/member-score', { userId: i.userId })}>
                {t('home.needs.scoreDrop.item', { before: String(i.before), latest: String(i.latest) })}
              </Link>
            )}
          />
        </Col>
        <Col xs={24} md={12} xxl={6}>
          <Needs
            kind="idle"
            title={t('home.needs.idle', { n: String(IDLE_DAYS) })}
            list={data.attention.idle}
            all={listUrl('/member', {
              status: 1,
              lastTrainingTimeFrom: '2000-01-01',
              lastTrainingTimeTo: data.attention.idle.lastTo,
            })}
            detail={(i) => intl.formatMessage({ id: 'home.needs.idle.item' }, { date: date(i.lastTrainingTime) })}
          />
        </Col>
        <Col xs={24} md={12} xxl={6}>
          <Needs
            kind="cycleEnding"
            title={t('home.needs.cycleEnding', { n: String(CYCLE_END_DAYS) })}
            list={data.attention.cycleEnding}
            detail={(i) => (
              <Link to={`/member/member-training-cycle/${i.userId}`}>
                {intl.formatMessage(
                  { id: 'home.needs.cycleEnding.item' },
                  {
                    no: String(i.cycleNo),
                    date: date(i.endDate),
                    completed: String(i.completed),
                    planned: String(i.planned),
                  },
                )}
              </Link>
            )}
          />
        </Col>
      </Row>
    </Space>
  );
}

/** /home: the overview of a period, one call (GET /dashboard/overview). */
export default function HomePage() {
  useFeatureTexts();
  const t = useT();
  const access = useAccess();
  const [params, setParams] = useSearchParams();
  const raw = params.get('weeks');
  const weeks = weeksOf(raw);
  // A period the page does not offer (`?weeks=7`) leaves the URL, as a list's unreadable filter
  // does: the URL then says what the page shows.
  useEffect(() => {
    if (raw === null || raw === String(weeks)) return;
    const kept = new URLSearchParams(params);
    kept.delete('weeks');
    setParams(kept, { replace: true });
  }, [raw, weeks, params, setParams]);
  // A 404 is a server without the overview: the page says so itself, no error notice.
  const overview = useLoaded(overviewQuery(weeks, { silent: true }));
  const missing = overview.error instanceof ApiError && overview.error.code === 404;

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <div className="home-head">
        {/* The page's one h1, its route's name, as every page's (src/components/Page.tsx). */}
        <Typography.Title level={1} style={{ margin: 0, fontSize: 20 }}>
          {t('menu.home')}
        </Typography.Title>
        <div className="home-period-bar">
          <Segmented
            className="home-period"
            // Its radios in one group: one Tab stop, the arrows moving between them.
            name="home-period"
            aria-label={t('home.period')}
            value={weeks}
            options={OVERVIEW_WEEKS.map((n) => ({ value: n, label: t('home.weeks', { n: String(n) }) }))}
            onChange={(v) => setParams({ weeks: String(v) })}
          />
          {overview.data && (
            <Typography.Text type="secondary">
              {t('home.range', { from: overview.data.period.from, to: overview.data.period.to })}
            </Typography.Text>
          )}
        </div>
      </div>
      {missing ? (
        <Result status="info" title={t('home.unavailable')} subTitle={t('home.unavailableHint')} />
      ) : overview.error ? (
        <Alert
          type="error"
          showIcon
          icon={alertIcon('error')}
          message={t('home.loadFailed')}
          description={errorText(overview.error, t)}
          action={
            <Button size="small" onClick={overview.reload}>
              {t('home.retry')}
            </Button>
          }
        />
      ) : overview.loading || !overview.data ? (
        <Card aria-busy>
          <Skeleton active paragraph={{ rows: 8 }} />
        </Card>
      ) : (
        <Content
          data={overview.data}
          records={access.canPage({ pageId: 1 })}
          devicesOpen={access.canPage({ pageId: 2 })}
        />
      )}
    </Space>
  );
}
