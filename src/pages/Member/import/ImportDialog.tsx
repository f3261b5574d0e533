import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import {
  Alert,
  Button,
  Modal,
  Progress,
  Radio,
  Space,
  Table,
  type TableColumnsType,
  Tag,
  Typography,
  Upload,
} from 'antd';
import dayjs from 'dayjs';
import { startTransition, useEffect, useMemo, useRef, useState } from 'react';
import { alertIcon } from '@/components/alertIcons';
import { pagerItemRender } from '@/components/crud/pagerNames';
import { useClosedWhenWritesGo } from '@/components/useClosedWhenWritesGo';
import { useFeedback } from '@/components/useFeedback';
import OwnTexts from '@/locales/OwnTexts';
import { useT } from '@/locales/useT';
import { gradeService, worryService } from '@/services/catalogues';
import { deviceService } from '@/services/device';
import { ApiError } from '@/services/errors';
import { memberService } from '@/services/member';
import { importMembers } from '@/services/memberBatch';
import { queryClient, useApiQueries } from '@/services/query';
import { CSV_TYPE, csvCell, csvHead, downloadBlob } from '@/utils/csv';
import {
  type CheckedRow,
  type CheckResult,
  type FileError,
  IMPORT_COLUMNS,
  type ImportColumn,
  type ImportRefs,
  isFileError,
  NEEDED_COLUMNS,
  type Problem,
} from './rules';
import { Cancelled, checkFile, type Job, xlsxBlob } from './run';
import { MEMBER_IMPORT_TEXTS } from './texts';

type Step =
  | { kind: 'choose'; error?: FileError }
  | { kind: 'reading'; file: File; done: number; total: number }
  | { kind: 'preview'; file: File; result: CheckResult; refused?: string[] };

type Show = 'all' | 'bad' | 'ready';

const isXlsx = (name: string) => /\.xlsx$/i.test(name);

/** Rows a page of the preview shows. */
const PAGE_SIZE = 10;

/**
 * The server's reasons listed above the preview at most; the rest are at their cells in the table
 * (which then shows the rows with problems), so the list never pushes the table out of view.
 */
const REFUSED_LISTED = 5;

/** What the names in a file are looked up in. */
const refQueries = () =>
  [
    gradeService.queries.list(),
    worryService.queries.list(),
    deviceService.queries.list(),
    memberService.queries.list(),
  ] as const;

/**
 * The lists a file is checked against, from the cache; a file chosen while they are still on their
 * way waits for them in the reading step.
 */
async function currentRefs(): Promise<ImportRefs> {
  try {
    const [grades, worries, devices, members] = refQueries();
    return {
      grades: await queryClient.ensureQueryData(grades),
      worries: await queryClient.ensureQueryData(worries),
      devices: await queryClient.ensureQueryData(devices),
      members: await queryClient.ensureQueryData(members),
    };
  } catch {
    // The cache has shown why the call failed (a toast); the dialog says what it could not do.
    throw { code: 'refs' } satisfies FileError;
  }
}

/**
 * Import members from a CSV or .xlsx file (level 1): the file is read and every row checked in a
 * worker, with progress and Cancel; the preview shows each row's verdict and each problem at its
 * cell; nothing is saved until Import, which sends the ready rows in one call. The rows with
 * problems download as a file of the same kind with a "problem" column, to fix and import again.
 */
export default function ImportDialog(props: { open: boolean; onClose: () => void }) {
  return (
    <OwnTexts texts={MEMBER_IMPORT_TEXTS}>
      <Dialog {...props} />
    </OwnTexts>
  );
}

function Dialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  useClosedWhenWritesGo(open, onClose);
  const { message } = useFeedback();
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [show, setShow] = useState<Show>('all');
  const [page, setPage] = useState(1);
  const [saving, setSaving] = useState(false);
  const job = useRef<Job<CheckResult>>();
  // Read as the dialog opens, so they are in by the time a file is chosen.
  useApiQueries([...refQueries()]);
  useEffect(() => () => job.current?.cancel(), []);
  // Back at the file chooser from a later step ("Choose another file", a file that could not be
  // read), the button pressed has left with that step: the focus goes to the drop zone. A file
  // read, the drop zone (or Cancel) has left: the focus goes to the preview's summary.
  const chooser = useRef<HTMLDivElement>(null);
  const summary = useRef<HTMLDivElement>(null);
  const lastKind = useRef(step.kind);
  useEffect(() => {
    const from = lastKind.current;
    lastKind.current = step.kind;
    if (step.kind === 'choose' && from !== 'choose')
      chooser.current?.querySelector<HTMLElement>('[role="button"]')?.focus();
    if (step.kind === 'preview' && from === 'reading') summary.current?.focus();
  }, [step.kind]);

  const colTitle = (c: ImportColumn) => t(`memberImport.col.${c}`);
  const problemText = (p: Problem) =>
    t(`memberImport.problem.${p.code}`, {
      ...p.values,
      choices: `${t('member.gender.1')} / ${t('member.gender.2')}`,
    });
  const fileErrorText = (e: FileError) => {
    switch (e.code) {
      case 'header':
        return t('memberImport.error.header', {
          columns: NEEDED_COLUMNS.map(colTitle).join(t('common.listSeparator')),
        });
      case 'columns':
        return t('memberImport.error.columns', {
          columns: e.missing.map(colTitle).join(t('common.listSeparator')),
        });
      case 'unreadable':
        return t('memberImport.error.unreadable', { reason: e.reason });
      case 'tooMany':
        return t('memberImport.error.tooMany', { count: e.count, max: e.max });
      default:
        return t(`memberImport.error.${e.code}`);
    }
  };

  const start = (file: File) => {
    setStep({ kind: 'reading', file, done: 0, total: 0 });
    setShow('all');
    setPage(1);
    const running = checkFile(file, currentRefs(), (done, total) =>
      setStep((s) => (s.kind === 'reading' && s.file === file ? { ...s, done, total } : s)),
    );
    job.current = running;
    running.promise.then(
      (result) => {
        // Rendered as a transition: React works on the preview of thousands of rows in slices
        // that let the page answer input between them.
        if (job.current === running) startTransition(() => setStep({ kind: 'preview', file, result }));
      },
      (e) => {
        if (job.current !== running) return;
        if (e instanceof Cancelled) {
          message.info(t('memberImport.cancelled'));
          setStep({ kind: 'choose' });
        } else setStep({ kind: 'choose', error: isFileError(e) ? e : { code: 'unreadable', reason: String(e) } });
      },
    );
    // antd's Upload sends nothing: the file stays here.
    return false;
  };
  const cancel = () => {
    job.current?.cancel();
  };

  const rows = step.kind === 'preview' ? step.result.rows : [];
  const ready = useMemo(() => rows.filter((r) => r.member), [rows]);
  const bad = useMemo(() => rows.filter((r) => !r.member), [rows]);
  const shown = show === 'bad' ? bad : show === 'ready' ? ready : rows;

  const downloadTemplate = async (kind: 'csv' | 'xlsx') => {
    const header = IMPORT_COLUMNS.map(colTitle);
    const name = t('memberImport.templateFile');
    if (kind === 'csv')
      downloadBlob(
        `${name}.csv`,
        new Blob([csvHead(header.map((h) => ({ header: h, value: () => '' })))], { type: CSV_TYPE }),
      );
    else downloadBlob(`${name}.xlsx`, await xlsxBlob(t('member.title'), header, []));
  };

  const downloadProblems = async () => {
    if (step.kind !== 'preview') return;
    const { columns } = step.result;
    const header = [...columns.map(colTitle), t('memberImport.problemColumn')];
    const lines = bad.map((r) => [
      ...columns.map((c) => r.cells[c]),
      r.problems
        .map((p) => t('common.labelValue', { label: colTitle(p.column), value: problemText(p) }))
        .join(t('common.clauseSeparator')),
    ]);
    const stem = `${t('memberImport.problemsFile')}-${dayjs().format('YYYYMMDD-HHmmss')}`;
    if (isXlsx(step.file.name)) downloadBlob(`${stem}.xlsx`, await xlsxBlob(t('member.title'), header, lines));
    else {
      const text =
        csvHead(header.map((h) => ({ header: h, value: () => '' }))) +
        lines.map((l) => `${l.map(csvCell).join(',')}\r\n`).join('');
      downloadBlob(`${stem}.csv`, new Blob([text], { type: CSV_TYPE }));
    }
  };

  const confirm = async () => {
    if (step.kind !== 'preview' || !ready.length) return;
    const sent = step;
    setSaving(true);
    try {
      const answer = await importMembers({
        fileName: step.file.name,
        rows: ready.map((r) => ({ row: r.row, ...(r.member as NonNullable<CheckedRow['member']>) })),
        skipped: bad.length,
      });
      message.success(t('memberImport.done', { count: answer.added }));
      onClose();
    } catch (e) {
      // The server's reasons, row by row (keys `rows.<row>.<field>`); other failures the request layer has shown.
      const fieldErrors = e instanceof ApiError ? e.fieldErrors : undefined;
      if (fieldErrors) {
        // Each reason is listed, and (something changed since the check: another import took a
        // device or a member) marked as a problem at its row's cell, so the preview, its counts and
        // its Import button say what the refusal says.
        const refused: string[] = [];
        const rowsRefused = new Map<number, Problem[]>();
        for (const [key, text] of Object.entries(fieldErrors)) {
          const [, row, field] = key.split('.');
          const column = (IMPORT_COLUMNS as readonly string[]).includes(field) ? (field as ImportColumn) : undefined;
          const said = column ? t('common.labelValue', { label: colTitle(column), value: text }) : text;
          refused.push(row ? t('memberImport.failedRow', { row, text: said }) : text);
          if (!row) continue;
          const problems = rowsRefused.get(Number(row)) ?? [];
          problems.push({ column: column ?? 'name', code: 'refused', values: { text } });
          rowsRefused.set(Number(row), problems);
        }
        const checked = sent.result.rows.map((r) => {
          const more = rowsRefused.get(r.row);
          return more ? { ...r, problems: [...r.problems, ...more], member: undefined } : r;
        });
        setStep({ ...sent, result: { ...sent.result, rows: checked }, refused });
        // The refused rows first, where their reasons stand at their cells.
        setShow('bad');
        setPage(1);
        // The Import button pressed is disabled now (nothing is ready): the focus goes to the summary.
        summary.current?.focus();
      }
    } finally {
      setSaving(false);
    }
  };

  const columns: TableColumnsType<CheckedRow> =
    step.kind === 'preview'
      ? [
          { key: 'row', title: t('memberImport.row'), dataIndex: 'row', fixed: 'left', width: 64 },
          {
            key: 'verdict',
            title: t('memberImport.verdict'),
            render: (_, r) =>
              r.member ? (
                <Tag color="success">{t('memberImport.ready')}</Tag>
              ) : (
                <>
                  <Tag color="error">{t('memberImport.problems', { count: r.problems.length })}</Tag>
                  {/* Which columns to look at: on a narrow screen the cells at fault lie out of view. */}
                  <Typography.Text type="danger" style={{ display: 'block', fontSize: 12 }}>
                    {[...new Set(r.problems.map((p) => colTitle(p.column)))].join(t('common.listSeparator'))}
                  </Typography.Text>
                </>
              ),
          },
          ...step.result.columns.map((c) => ({
            key: c,
            title: colTitle(c),
            render: (_: unknown, r: CheckedRow) => {
              const here = r.problems.filter((p) => p.column === c);
              return (
                <div style={{ minWidth: 80 }}>
                  <div>{r.cells[c]}</div>
                  {here.map((p, i) => (
                    // One code may come twice in a cell (two unknown concerns): the key is its place.
                    // biome-ignore lint/suspicious/noArrayIndexKey: a row's problems never move.
                    <Typography.Text key={i} type="danger" style={{ display: 'block', fontSize: 12 }}>
                      {problemText(p)}
                    </Typography.Text>
                  ))}
                </div>
              );
            },
          })),
        ]
      : [];

  const footer =
    step.kind === 'preview'
      ? [
          // While the rows are on their way, the preview they came from stays: their answer is for it.
          <Button key="another" disabled={saving} onClick={() => setStep({ kind: 'choose' })}>
            {t('memberImport.chooseAnother')}
          </Button>,
          <Button key="confirm" type="primary" loading={saving} disabled={!ready.length} onClick={confirm}>
            {t('memberImport.confirm', { count: ready.length })}
          </Button>,
        ]
      : [
          <Button key="close" onClick={onClose}>
            {t('memberImport.close')}
          </Button>,
        ];

  return (
    <Modal
      open={open}
      title={t('memberImport.title')}
      width={1000}
      // Rows sent cannot be called back: while they are on their way, nothing closes the dialog.
      onCancel={
        saving
          ? undefined
          : () => {
              job.current?.cancel();
              onClose();
            }
      }
      footer={footer}
      destroyOnHidden
      maskClosable={false}
    >
      {step.kind === 'choose' && (
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <Typography.Paragraph style={{ marginBottom: 0 }}>{t('memberImport.intro')}</Typography.Paragraph>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
            {t('memberImport.formats', { boy: t('member.gender.1'), girl: t('member.gender.2') })}
          </Typography.Paragraph>
          <Space wrap>
            <Button icon={<DownloadOutlined aria-hidden />} onClick={() => void downloadTemplate('csv')}>
              {t('memberImport.templateCsv')}
            </Button>
            <Button icon={<DownloadOutlined aria-hidden />} onClick={() => void downloadTemplate('xlsx')}>
              {t('memberImport.templateXlsx')}
            </Button>
          </Space>
          {step.error && (
            <Alert type="error" showIcon icon={alertIcon('error')} role="alert" message={fileErrorText(step.error)} />
          )}
          <div ref={chooser}>
            <Upload.Dragger
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              multiple={false}
              showUploadList={false}
              beforeUpload={start}
            >
              <p className="ant-upload-drag-icon">
                <InboxOutlined aria-hidden />
              </p>
              <p>{t('memberImport.choose')}</p>
              <Typography.Text type="secondary">{t('memberImport.chooseHint')}</Typography.Text>
            </Upload.Dragger>
          </div>
        </Space>
      )}
      {step.kind === 'reading' && (
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <Typography.Text aria-live="polite">
            {step.total
              ? t('memberImport.reading', { file: step.file.name, done: step.done, total: step.total })
              : t('memberImport.readingStart', { file: step.file.name })}
          </Typography.Text>
          <Progress
            percent={step.total ? Math.floor((100 * step.done) / step.total) : 0}
            aria-label={step.file.name}
            status="active"
          />
          <Button onClick={cancel}>{t('memberImport.cancel')}</Button>
        </Space>
      )}
      {step.kind === 'preview' && (
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <div ref={summary} tabIndex={-1}>
            <Typography.Text strong aria-live="polite">
              {t('memberImport.summary', {
                file: step.file.name,
                total: rows.length,
                ready: ready.length,
                bad: bad.length,
              })}
            </Typography.Text>
          </div>
          {step.refused && (
            <Alert
              type="error"
              showIcon
              icon={alertIcon('error')}
              role="alert"
              message={t('memberImport.failed')}
              description={
                <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                  {step.refused.slice(0, REFUSED_LISTED).map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                  {step.refused.length > REFUSED_LISTED && (
                    <li>{t('memberImport.failedMore', { count: step.refused.length - REFUSED_LISTED })}</li>
                  )}
                </ul>
              }
            />
          )}
          {step.result.ignored.length > 0 && (
            <Alert
              type="info"
              showIcon
              icon={alertIcon('info')}
              message={t('memberImport.ignoredColumns', {
                count: step.result.ignored.length,
                columns: step.result.ignored
                  .map((c) => t('common.quoted', { text: c }))
                  .join(t('common.listSeparator')),
              })}
            />
          )}
          {!ready.length && (
            <Alert type="warning" showIcon icon={alertIcon('warning')} message={t('memberImport.nothingReady')} />
          )}
          <Space wrap>
            <Radio.Group
              aria-label={t('memberImport.showRows')}
              optionType="button"
              value={show}
              onChange={(e) => {
                setShow(e.target.value);
                setPage(1);
              }}
              options={[
                {
                  value: 'all',
                  label: t('common.withCount', { text: t('memberImport.filterAll'), count: rows.length }),
                },
                {
                  value: 'bad',
                  label: t('common.withCount', { text: t('memberImport.filterBad'), count: bad.length }),
                },
                {
                  value: 'ready',
                  label: t('common.withCount', { text: t('memberImport.filterReady'), count: ready.length }),
                },
              ]}
            />
            {bad.length > 0 && (
              <Button icon={<DownloadOutlined aria-hidden />} onClick={() => void downloadProblems()}>
                {t('memberImport.downloadProblems')}
              </Button>
            )}
          </Space>
          <Table<CheckedRow>
            rowKey="row"
            size="small"
            columns={columns}
            // The table gets the shown page only: with all the rows it would go through each of
            // them on every render.
            dataSource={shown.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE)}
            scroll={{ x: 'max-content' }}
            pagination={{
              current: page,
              pageSize: PAGE_SIZE,
              total: shown.length,
              onChange: setPage,
              showSizeChanger: false,
              hideOnSinglePage: true,
              itemRender: pagerItemRender(t),
            }}
          />
        </Space>
      )}
    </Modal>
  );
}
