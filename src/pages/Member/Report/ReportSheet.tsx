import dayjs from 'dayjs';
import { type ReactNode, useId } from 'react';
import ChartTable from '@/components/charts/ChartTable';
import type { Translate } from '@/locales/useT';
import { ABILITIES } from '@/schema/catalogues/cognitive';
import type { Member, MemberBehaviorScore, MemberScore } from '@/schema/member';
import { ageOf } from '../utils';
import { beforePeriod, dayOf, type Period, type Week } from './period';
import { ColumnSvg, LineSvg } from './ReportChart';

const NONE = '—';

export interface ReportData {
  member: Member;
  gradeName?: string | null;
  period: Period;
  /** Every cognitive assessment, oldest first. */
  scores: MemberScore[];
  /** The assessments compared: before the period (or early in it), and the latest by its end. */
  earlier?: MemberScore;
  latest?: MemberScore;
  behaviorEarlier?: MemberBehaviorScore;
  behaviorLatest?: MemberBehaviorScore;
  weeks: Week[];
  remark: string;
  /** Who prepares it (the signed-in staff member), and when (YYYY-MM-DD). */
  preparedBy: string;
  issued: string;
}

/** A change with its sign ("+5", "-3", "0"), or a dash when one side is missing. */
function change(then: number | undefined, now: number | undefined): string {
  if (then === undefined || now === undefined) return NONE;
  const d = now - then;
  return d > 0 ? `+${d}` : String(d);
}

/** One side of a compared row: its score, written as `text` when a bare number would not say enough. */
type Side = { value: number; text?: string } | undefined;

interface CompareRow {
  key: string;
  label: string;
  before: Side;
  after: Side;
  total?: boolean;
}

/**
 * Two assessments side by side, then, now and the change, one row per item. The cognitive and the
 * behaviour assessments are compared the same way (docs/product-rules.md), so both go through here
 * and cannot drift apart.
 */
function CompareTable({
  r,
  label,
  period,
  earlier,
  latest,
  rows,
}: {
  r: Translate;
  label: string;
  period: Period;
  earlier?: { assessTime: string };
  latest: { assessTime: string };
  rows: CompareRow[];
}) {
  const cell = (side: Side) => (side ? (side.text ?? String(side.value)) : NONE);
  return (
    <table className="report-table">
      {beforePeriod(latest, period) && <caption>{r('report.noneInPeriod')}</caption>}
      <thead>
        <tr>
          <th scope="col">{label}</th>
          <th scope="col">{earlier ? r('report.then', { date: dayOf(earlier.assessTime) }) : r('report.thenNone')}</th>
          <th scope="col">{r('report.now', { date: dayOf(latest.assessTime) })}</th>
          <th scope="col">{r('report.change')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className={row.total ? 'report-total' : undefined}>
            <th scope="row">{row.label}</th>
            <td>{cell(row.before)}</td>
            <td>{cell(row.after)}</td>
            <td>{change(row.before?.value, row.after?.value)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A titled part of the report that is not split across two sheets. */
function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="report-part" aria-label={title}>
      <h2>{title}</h2>
      {children}
    </section>
  );
}

/** A chart with its caption; its numbers are in a table under it that screen readers read. */
function Figure({
  caption,
  chart,
  columns,
  rows,
}: {
  caption: string;
  chart: ReactNode;
  columns: [string, string];
  rows: [string, number][];
}) {
  const captionId = useId();
  return (
    <figure className="report-figure" aria-labelledby={captionId}>
      <figcaption id={captionId}>{caption}</figcaption>
      <div className="report-chart">{chart}</div>
      <ChartTable caption={caption} columns={columns} rows={rows} />
    </figure>
  );
}

/**
 * The parent progress report itself, in the report's language (`rt`), laid out for an A4 sheet
 * (report.less): who the child is, the assessments then and now with the trend, training per week,
 * the cycle's progress, behaviour, and the staff's remark.
 */
export default function ReportSheet({
  lang,
  rt,
  data,
  guardian,
}: {
  lang: string;
  rt: Translate;
  data: ReportData;
  /** The guardian's name and phone as the reader's level may see them (masked for levels 2 and 3). */
  guardian: { name: string; phone: string };
}) {
  const { member, period, weeks } = data;
  const { earlier: then, latest: now, behaviorEarlier: behaviorThen, behaviorLatest: behaviorNow } = data;
  const age = ageOf(member.birthday);
  const r = rt;
  const trend = data.scores.filter((s) => dayOf(s.assessTime) <= period.to);
  const trendRows = trend.map((s) => [dayOf(s.assessTime), s.total] as [string, number]);
  const weekRows = weeks.map((w) => [w.from, w.minutes] as [string, number]);
  // Axis labels: a week's first day without its year; an assessment's day so too when all of them
  // are of one year, else without its century.
  const oneYear = new Set(trend.map((s) => dayOf(s.assessTime).slice(0, 4))).size <= 1;
  const line = trend.map((s) => ({
    x: dayOf(s.assessTime).slice(oneYear ? 5 : 2),
    y: s.total,
    at: dayjs(s.assessTime).valueOf(),
  }));
  const columns = weekRows.map(([x, y]) => ({ x: x.slice(5), y }));
  const cycle = period.cycle;
  const diagnoses = [
    ...new Map([...(behaviorThen?.items ?? []), ...(behaviorNow?.items ?? [])].map((i) => [i.diagnosisId, i])).values(),
  ];

  return (
    <article className="report-sheet" lang={lang} aria-label={r('report.title')}>
      <header className="report-head">
        <h1>{r('report.title')}</h1>
        <p className="report-sub">{r('report.subtitle')}</p>
        <dl className="report-facts">
          <div>
            <dt>{r('report.child')}</dt>
            <dd>{member.name}</dd>
          </div>
          <div>
            <dt>{r('report.age')}</dt>
            <dd>
              {age === undefined ? NONE : r('report.ageYears', { n: age })} · {r(`member.gender.${member.gender}`)}
            </dd>
          </div>
          <div>
            <dt>{r('report.grade')}</dt>
            <dd>{data.gradeName ?? NONE}</dd>
          </div>
          <div>
            <dt>{r('report.period')}</dt>
            <dd>{r('report.periodValue', { from: period.from, to: period.to })}</dd>
          </div>
          <div>
            <dt>{r('report.guardian')}</dt>
            <dd>
              {guardian.name} · {guardian.phone}
            </dd>
          </div>
          <div>
            <dt>{r('report.issued')}</dt>
            <dd>{data.issued}</dd>
          </div>
        </dl>
      </header>

      <Part title={r('report.assessments')}>
        {!now ? (
          <p>{r('report.noAssessment')}</p>
        ) : (
          <>
            <CompareTable
              r={r}
              label={r('report.ability')}
              period={period}
              earlier={then}
              latest={now}
              rows={[
                ...ABILITIES.map((a) => ({
                  key: a,
                  label: r(`catalogue.ability.${a}`),
                  before: then && { value: then[a] },
                  after: { value: now[a] },
                })),
                {
                  key: 'total',
                  label: r('report.total'),
                  before: then && { value: then.total },
                  after: { value: now.total },
                  total: true,
                },
              ]}
            />
            <Figure
              caption={r('report.trend')}
              chart={<LineSvg points={line} />}
              columns={[r('report.assessedOn'), r('report.total')]}
              rows={trendRows}
            />
          </>
        )}
      </Part>

      <Part title={r('report.training')}>
        {weeks.every((w) => w.sessions === 0) ? (
          <p>{r('report.noTraining')}</p>
        ) : (
          <div className="report-two">
            <table className="report-table">
              <thead>
                <tr>
                  <th scope="col">{r('report.week')}</th>
                  <th scope="col">{r('report.sessions')}</th>
                  <th scope="col">{r('report.minutes')}</th>
                </tr>
              </thead>
              <tbody>
                {weeks.map((w) => (
                  <tr key={w.from}>
                    <th scope="row">{w.from}</th>
                    <td>{w.sessions}</td>
                    <td>{w.minutes}</td>
                  </tr>
                ))}
                <tr className="report-total">
                  <th scope="row">{r('report.sum')}</th>
                  <td>{weeks.reduce((n, w) => n + w.sessions, 0)}</td>
                  <td>{weeks.reduce((n, w) => n + w.minutes, 0)}</td>
                </tr>
              </tbody>
            </table>
            <Figure
              caption={r('report.weekly')}
              chart={<ColumnSvg points={columns} />}
              columns={[r('report.week'), r('report.minutes')]}
              rows={weekRows}
            />
          </div>
        )}
      </Part>

      <Part title={r('report.cycle')}>
        {!cycle ? (
          <p>{r('report.noCycle')}</p>
        ) : (
          <div className="report-cycle">
            <p>
              {r('report.cycleValue', { no: cycle.cycleNo, from: cycle.startDate, to: cycle.endDate })} ·{' '}
              {r(`cycle.state.${cycle.state}`)}
            </p>
            <p>{r('report.progress', { completed: cycle.completedSessions, planned: cycle.plannedSessions })}</p>
            <div
              className="report-bar"
              role="img"
              aria-label={r('report.progress', { completed: cycle.completedSessions, planned: cycle.plannedSessions })}
            >
              <span
                style={{
                  width: `${Math.min(100, Math.round((100 * cycle.completedSessions) / Math.max(1, cycle.plannedSessions)))}%`,
                }}
              />
            </div>
          </div>
        )}
      </Part>

      <Part title={r('report.behavior')}>
        {!behaviorNow ? (
          <p>{r('report.noBehavior')}</p>
        ) : (
          <CompareTable
            r={r}
            label={r('report.diagnosis')}
            period={period}
            earlier={behaviorThen}
            latest={behaviorNow}
            rows={[
              ...diagnoses.map((d) => {
                const side = (assessment: MemberBehaviorScore | undefined): Side => {
                  const i = assessment?.items.find((x) => x.diagnosisId === d.diagnosisId);
                  return (
                    i && { value: i.score, text: r('report.scoreOf', { score: i.score, max: i.maxScore ?? NONE }) }
                  );
                };
                return {
                  key: String(d.diagnosisId),
                  label: d.diagnosisName ?? `#${d.diagnosisId}`,
                  before: side(behaviorThen),
                  after: side(behaviorNow),
                };
              }),
              {
                key: 'total',
                label: r('report.behaviorTotal'),
                before: behaviorThen && { value: behaviorThen.totalScore },
                after: { value: behaviorNow.totalScore },
                total: true,
              },
            ]}
          />
        )}
      </Part>

      {/* One block on paper: who prepared the report never goes onto a sheet of its own. */}
      <div className="report-end">
        <Part title={r('report.remark')}>
          <p className="report-remark">{data.remark.trim() || NONE}</p>
        </Part>
        <footer className="report-foot">{r('report.preparedBy', { name: data.preparedBy, date: data.issued })}</footer>
      </div>
    </article>
  );
}
