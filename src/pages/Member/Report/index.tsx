import { PrinterOutlined } from '@ant-design/icons';
import { getIntl, getLocale, Link, useModel, useParams, useSearchParams } from '@umijs/max';
import { Alert, Button, Form, Input, Skeleton, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { loadFeatureTexts, useFeatureTexts } from '@/locales/features';
import type { AppLocale } from '@/locales/load';
import { loadLocale } from '@/locales/load';
import { useT } from '@/locales/useT';
import { gradeService } from '@/services/catalogues';
import { errorText } from '@/services/errors';
import { memberBehaviorScoreService } from '@/services/memberBehaviorScore';
import { memberScoreService } from '@/services/memberScore';
import { memberTrainingCycleService } from '@/services/memberTrainingCycle';
import { useLoaded } from '@/services/query';
import { trainingRecordService } from '@/services/trainingRecord';
import { MemberNotFound, memberIdOf, useMember } from '../components/MemberHeader';
import { profilePath } from '../links';
import { IN_PLACE } from '../readsInPlace';
import { earlierAndLatest, periodOf, weeksOf } from './period';
import ReportSheet from './ReportSheet';
import './report.less';
import { alertIcon } from '@/components/alertIcons';

/** The report's languages, each named in its own language (the report's, not the console's). */
const REPORT_LANGUAGES: { value: AppLocale; label: string }[] = [
  { value: 'zh-CN', label: '中文' },
  { value: 'en-US', label: 'English' },
];
/** Sessions of a period, asked for in one page (the API's largest). */
const MAX_RECORDS = 2_000;

const isReportLanguage = (v: string | null): v is AppLocale => REPORT_LANGUAGES.some((l) => l.value === v);

/** The page's URL with one parameter set (or removed). */
function hrefWith(params: URLSearchParams, key: string, value: string | undefined): string {
  const next = new URLSearchParams(params);
  if (value) next.set(key, value);
  else next.delete(key);
  return `?${next.toString()}`;
}

/** A labelled row of links, the current one marked (aria-current) and shown as chosen. */
function Choices({
  label,
  choices,
}: {
  label: string;
  choices: { key: string; to: string; label: string; current: boolean; lang?: string }[];
}) {
  return (
    <nav aria-label={label} className="report-choices">
      <div className="report-choices-label">{label}</div>
      <ul>
        {choices.map((c) => (
          <li key={c.key}>
            <Link to={c.to} replace aria-current={c.current ? 'true' : undefined} lang={c.lang}>
              {c.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** On <body> while the report is shown: what its print rules apply under. */
const PRINTING_REPORT = 'report-printing';

/** The staff remark, kept in this tab while the report is being prepared (it is not saved anywhere). */
const remarkKey = (id: number) => `report-remark:${id}`;

/**
 * /member/profile/:userId/report: a parent progress report for a period (default: the cycle running
 * today, else the last one), previewed on screen inside the console and printed on A4 without it
 * ("Save as PDF" in the print dialog gives the file). Written in the report language chosen, which
 * is independent of the console's (docs/product-rules.md, parent progress report). The period and
 * the language are kept in the URL.
 */
export default function ReportPage() {
  useFeatureTexts('report');
  const t = useT();
  const { userId } = useParams<{ userId: string }>();
  const id = memberIdOf(userId) ?? 0;
  const ok = id > 0;
  const [params] = useSearchParams();
  const lang: AppLocale = isReportLanguage(params.get('lang'))
    ? (params.get('lang') as AppLocale)
    : isReportLanguage(getLocale())
      ? (getLocale() as AppLocale)
      : 'zh-CN';
  const cycleId = Number(params.get('cycle')) || undefined;
  const { initialState } = useModel('@@initialState');
  const user = initialState?.currentUser;

  const found = useMember(userId);
  const member = found.state === 'found' ? found.member : undefined;
  const cycles = useLoaded({ ...memberTrainingCycleService.queries.list({ userId: id }, IN_PLACE), enabled: ok });
  const asc = { userId: id, sortField: 'assessTime', sortOrder: 'ascend' };
  const scores = useLoaded({ ...memberScoreService.queries.list(asc, IN_PLACE), enabled: ok });
  const behavior = useLoaded({ ...memberBehaviorScoreService.queries.list(asc, IN_PLACE), enabled: ok });
  const grades = useLoaded({ ...gradeService.queries.list(undefined, IN_PLACE), enabled: ok });
  const today = dayjs().format('YYYY-MM-DD');
  const period = cycles.data ? periodOf(cycles.data, cycleId, today) : undefined;
  const records = useLoaded({
    ...trainingRecordService.queries.page(
      {
        userId: id,
        startTimeFrom: period?.from,
        startTimeTo: period?.to,
        current: 1,
        pageSize: MAX_RECORDS,
      },
      IN_PLACE,
    ),
    enabled: ok && Boolean(period),
  });

  // The report's language pack (the console may be in the other one).
  const [packReady, setPackReady] = useState<string>();
  useEffect(() => {
    let live = true;
    loadLocale(lang)
      .then(() => loadFeatureTexts(lang, 'report'))
      .then(() => live && setPackReady(lang))
      .catch(() => live && setPackReady(undefined));
    return () => {
      live = false;
    };
  }, [lang]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: getIntl(lang) is complete only once its pack is registered
  const rt = useMemo(() => {
    const intl = getIntl(lang);
    return (key: string, values?: Record<string, string | number>) => intl.formatMessage({ id: key }, values);
  }, [lang, packReady]);

  const [remark, setRemark] = useState(() => (ok ? (sessionStorage.getItem(remarkKey(id)) ?? '') : ''));
  useEffect(() => {
    if (ok) sessionStorage.setItem(remarkKey(id), remark);
  }, [ok, id, remark]);

  // While this page is shown its print is the report alone (report.less), and the print takes the
  // report's name as its title, which Chrome offers as the PDF's file name (the layout sets the
  // page's own title, so only for the print).
  const printTitle = member && packReady === lang ? `${member.name} · ${rt('report.title')}` : undefined;
  const missing = found.state === 'missing';
  useEffect(() => {
    if (missing) return undefined;
    document.body.classList.add(PRINTING_REPORT);
    return () => document.body.classList.remove(PRINTING_REPORT);
  }, [missing]);
  useEffect(() => {
    if (!printTitle) return undefined;
    let shown = document.title;
    const before = () => {
      shown = document.title;
      document.title = printTitle;
    };
    const after = () => {
      document.title = shown;
    };
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, [printTitle]);

  const failed = [cycles, scores, behavior, grades, records].find((p) => p.error);
  const loading =
    found.state === 'loading' ||
    !member ||
    !period ||
    !scores.data ||
    !behavior.data ||
    !records.data ||
    packReady !== lang;

  // No member, no report: the not-found state of every member page, none of the report's controls
  // (a period, a language or a print of nothing), and the way back to the list, not to a profile
  // that is not there either.
  if (missing) return <MemberNotFound title={t('menu.member.report')} />;

  let body: React.ReactNode;
  if (found.state === 'error' || failed)
    body = (
      <Alert
        type="error"
        showIcon
        icon={alertIcon('error')}
        message={t(found.state === 'error' ? 'member.loadError' : 'profile.sectionError')}
        description={errorText(found.state === 'error' ? found.error : failed?.error, t)}
        action={
          <Button size="small" onClick={found.state === 'error' ? found.reload : failed?.reload}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  else if (loading || !member || !period || !scores.data || !behavior.data || !records.data)
    body = (
      <div className="report-sheet" aria-busy>
        <Skeleton active paragraph={{ rows: 12 }} />
      </div>
    );
  else {
    const s = earlierAndLatest(scores.data, period);
    const b = earlierAndLatest(behavior.data, period);
    body = (
      <ReportSheet
        lang={lang}
        rt={rt}
        guardian={{ name: member.guardianName, phone: member.guardianPhone }}
        data={{
          member,
          gradeName: grades.data?.find((g) => g.id === member.gradeId)?.name ?? member.gradeName,
          period,
          scores: scores.data,
          earlier: s.earlier,
          latest: s.latest,
          behaviorEarlier: b.earlier,
          behaviorLatest: b.latest,
          weeks: weeksOf(period, records.data.list, today),
          remark,
          preparedBy: user ? (user.name ? `${user.name}` : user.account) : '',
          issued: today,
        }}
      />
    );
  }

  return (
    <div className="report-page">
      <div className="report-toolbar">
        <Space wrap align="center" style={{ justifyContent: 'space-between', width: '100%' }}>
          <Link to={profilePath(userId ?? '')}>{t('report.back')}</Link>
          {/* A label, not a heading: the page's one h1 is the report's own title (ReportSheet). */}
          <Typography.Text strong className="report-toolbar-title">
            {t('report.preview')}
          </Typography.Text>
        </Space>
        <Form layout="vertical" className="report-controls">
          {/*
            Period and language are links that set the URL (where both are kept), every choice in
            sight: a member has a few cycles. (A select or a segmented control here split the list
            pages' shared vendor chunk, costing every list page bytes.)
          */}
          <Choices
            label={t('report.periodChoice')}
            choices={[
              ...(cycles.data ?? [])
                .slice()
                .sort((a, b) => b.startDate.localeCompare(a.startDate))
                .map((c) => ({
                  key: String(c.id),
                  to: hrefWith(params, 'cycle', String(c.id)),
                  label: t('report.cycleOption', { no: c.cycleNo, from: c.startDate, to: c.endDate }),
                  current: period?.cycle?.id === c.id,
                })),
              ...(period && !period.cycle
                ? [
                    {
                      key: 'recent',
                      to: hrefWith(params, 'cycle', undefined),
                      label: t('report.recent', { from: period.from, to: period.to }),
                      current: true,
                    },
                  ]
                : []),
            ]}
          />
          <Choices
            label={t('report.language')}
            choices={REPORT_LANGUAGES.map((l) => ({
              key: l.value,
              to: hrefWith(params, 'lang', l.value),
              label: l.label,
              lang: l.value,
              current: l.value === lang,
            }))}
          />
          <Form.Item label={t('report.remarkLabel')} htmlFor="report-remark" extra={t('report.remarkHelp')}>
            <Input.TextArea
              id="report-remark"
              rows={3}
              maxLength={600}
              value={remark}
              onChange={(e) => setRemark(e.target.value)}
            />
          </Form.Item>
          <Space wrap>
            <Button
              type="primary"
              icon={<PrinterOutlined aria-hidden />}
              disabled={loading}
              onClick={() => window.print()}
            >
              {t('report.print')}
            </Button>
            <Typography.Text type="secondary">{t('report.printHelp')}</Typography.Text>
          </Space>
        </Form>
      </div>
      {body}
    </div>
  );
}
