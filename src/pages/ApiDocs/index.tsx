import { DownloadOutlined, RightOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { Button, Card, Collapse, type CollapseProps, Space, Spin, Tabs, Tag, Typography } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import Page from '@/components/Page';
import './index.less';
import enUS from '@/locales/en-US/apiDocs';
import OwnTexts, { type OwnTextSet } from '@/locales/OwnTexts';
import { type Translate, useT } from '@/locales/useT';
import zhCN from '@/locales/zh-CN/apiDocs';
import { useLoaded } from '@/services/query';
import { downloadBlob } from '@/utils/csv';
import {
  type AnswerInfo,
  type FieldInfo,
  type GroupInfo,
  groupsOf,
  type Labels,
  matching,
  matchingSchemas,
  type OpenApiDoc,
  type OperationInfo,
  type ParamInfo,
  schemasOf,
  type TypeInfo,
} from './model';

/**
 * The API contract (docs/openapi.json) for reading in the console: every call by resource, and
 * every schema with its fields, worded in the reader's language. Level 1 only (pageId 1).
 *
 * Drawn with antd from the JSON rather than by an OpenAPI viewer package: every text on a console
 * page is translated into both languages, and none of the viewers offers that for its own texts;
 * two of them also need a newer Node than this project's. The JSON is a chunk of its own, loaded
 * when this page opens, so no other page carries it.
 */
/** This page's texts travel with it (src/locales/<lang>/apiDocs.ts), not in the language packs. */
const TEXTS: OwnTextSet = { 'en-US': enUS, 'zh-CN': zhCN };

export default function ApiDocs() {
  return (
    <OwnTexts texts={TEXTS}>
      <Contract />
    </OwnTexts>
  );
}

function Contract() {
  const t = useT();
  const { locale } = useIntl();
  // The contract is a chunk of the build, not a server read: loaded once, kept like one.
  const loaded = useLoaded({
    queryKey: ['apiDocs', 'contract'],
    queryFn: () => import('../../../docs/openapi.json').then((m) => (m.default ?? m) as unknown as OpenApiDoc),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [search, setSearch] = useState('');
  const [tab, setTab] = useState('calls');
  const [openSchemas, setOpenSchemas] = useState<string[]>([]);
  const doc = loaded.data;
  const groups = useMemo(() => (doc ? groupsOf(doc) : []), [doc]);
  const schemas = useMemo(() => (doc ? schemasOf(doc) : []), [doc]);
  const codeLabels = useMemo(
    () => (doc?.components.schemas.ErrorCode?.['x-enum-labels'] ?? {}) as Record<string, Labels>,
    [doc],
  );
  const label = (labels: Labels | undefined) => labels?.[locale] ?? labels?.['en-US'];

  const openSchema = (name: string) => {
    setTab('schemas');
    setOpenSchemas((open) => (open.includes(name) ? open : [...open, name]));
    setTimeout(() => document.getElementById(schemaAnchor(name))?.scrollIntoView({ block: 'start' }), 0);
  };
  const ctx: Ctx = { t, label, openSchema, codeLabels: codeLabels[locale] ?? codeLabels['en-US'] ?? {} };

  if (loaded.error)
    return (
      <Page>
        <Typography.Paragraph type="danger" role="alert">
          {t('apiDocs.loadFailed')}
        </Typography.Paragraph>
      </Page>
    );
  if (!doc)
    return (
      <Page>
        <Spin />
      </Page>
    );

  // The search narrows both tabs: the calls and the data shapes.
  const shown = matching(groups, search);
  const shownSchemas = matchingSchemas(schemas, search);
  const download = () =>
    downloadBlob('openapi.json', new Blob([`${JSON.stringify(doc, null, 2)}\n`], { type: 'application/json' }));

  return (
    <Page>
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Card>
          <Typography.Paragraph>{t('apiDocs.intro')}</Typography.Paragraph>
          {/* A definition list rather than antd's Descriptions, whose breakpoint hook would regroup
              the chunks the sign-in page shares (see PlainTable). */}
          <dl className="api-docs-facts">
            <dt>{t('apiDocs.version')}</dt>
            <dd>
              <code>{doc.info.version}</code> · OpenAPI <code>{doc.openapi}</code>
            </dd>
            <dt>{t('apiDocs.counts')}</dt>
            <dd>
              {t('apiDocs.countsValue', {
                calls: groups.reduce((n, g) => n + g.operations.length, 0),
                schemas: schemas.length,
              })}
            </dd>
            <dt>{t('apiDocs.tokens')}</dt>
            <dd>
              <code>Authorization: Bearer &lt;x-access-token&gt;</code>
              {' · '}
              <code>X-Authorization: &lt;access-token&gt;</code>
              <br />
              <Typography.Text type="secondary">{t('apiDocs.tokensHelp')}</Typography.Text>
            </dd>
          </dl>
          <Space wrap style={{ marginTop: 16 }}>
            {/* A plain search field: antd's Input would regroup the chunks the sign-in page shares
                with the list pages, and the sign-in page's bytes must not grow for this page. */}
            <input
              type="search"
              className="api-docs-search"
              aria-label={t('apiDocs.search')}
              placeholder={t('apiDocs.search')}
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
            <Button icon={<DownloadOutlined aria-hidden />} onClick={download}>
              {t('apiDocs.download')}
            </Button>
          </Space>
        </Card>
        <Card>
          <Tabs
            activeKey={tab}
            onChange={setTab}
            items={[
              {
                key: 'calls',
                label: t('apiDocs.calls'),
                children: shown.length ? (
                  <Collapse
                    expandIcon={expandIcon}
                    items={shown.map((g) => ({
                      key: g.tag,
                      label: groupTitle(g, ctx),
                      children: <Operations group={g} ctx={ctx} />,
                    }))}
                  />
                ) : (
                  <Typography.Text type="secondary">{t('apiDocs.noMatch')}</Typography.Text>
                ),
              },
              {
                key: 'schemas',
                label: t('apiDocs.schemas'),
                children: shownSchemas.length ? (
                  <Collapse
                    expandIcon={expandIcon}
                    activeKey={openSchemas}
                    onChange={(keys) => setOpenSchemas(([] as string[]).concat(keys))}
                    items={shownSchemas.map((s) => ({
                      key: s.name,
                      label: (
                        <span id={schemaAnchor(s.name)}>
                          <code>{s.name}</code> {label(s.labels)}
                        </span>
                      ),
                      children: <Fields fields={s.fields} ctx={ctx} />,
                    }))}
                  />
                ) : (
                  <Typography.Text type="secondary">{t('apiDocs.noSchemaMatch')}</Typography.Text>
                ),
              },
            ]}
          />
        </Card>
      </Space>
    </Page>
  );
}

interface Ctx {
  t: Translate;
  label: (labels: Labels | undefined) => string | undefined;
  openSchema: (name: string) => void;
  /** Error catalogue texts in the reader's language, by code. */
  codeLabels: Labels;
}

const schemaAnchor = (name: string) => `api-schema-${name}`;

/**
 * antd's own arrow names itself "expanded" or "collapsed", in English in both languages, and that
 * word began each header's name; the header already says whether it is open (`aria-expanded`).
 */
const expandIcon: CollapseProps['expandIcon'] = ({ isActive }) => (
  <RightOutlined aria-hidden rotate={isActive ? 90 : undefined} />
);

const METHOD_COLORS: Record<string, string> = { get: 'green', post: 'blue' };

/** Ops whose summary names the resource; the others have a text of their own. */
const RESOURCE_OPS = new Set(['page', 'list', 'detail', 'add', 'edit', 'delete', 'changeStatus', 'reorder']);

function groupTitle(g: GroupInfo, { t, label }: Ctx): ReactNode {
  const own = label(g.labels);
  return (
    <Space wrap size="small">
      <span>{own ?? t(`apiDocs.tag.${g.tag}`)}</span>
      {own && <code>{g.tag}</code>}
      <Typography.Text type="secondary">{t('apiDocs.callCount', { n: g.operations.length })}</Typography.Text>
    </Space>
  );
}

function summaryOf(o: OperationInfo, group: GroupInfo, { t, label }: Ctx): string {
  if (RESOURCE_OPS.has(o.op)) return t(`apiDocs.op.${o.op}`, { resource: label(group.labels) ?? o.resource });
  return t(`apiDocs.op.${o.op}`);
}

function Operations({ group, ctx }: { group: GroupInfo; ctx: Ctx }) {
  return (
    <Collapse
      expandIcon={expandIcon}
      size="small"
      items={group.operations.map((o) => ({
        key: `${o.method} ${o.path}`,
        label: (
          <Space wrap size="small">
            <Tag color={METHOD_COLORS[o.method]}>{o.method.toUpperCase()}</Tag>
            <code>{o.path}</code>
            <span>{summaryOf(o, group, ctx)}</span>
            {!o.secured && <Tag>{ctx.t('apiDocs.noToken')}</Tag>}
            {o.answers.some((a) => a.status === '403') && <Tag color="orange">{ctx.t('apiDocs.levelOne')}</Tag>}
          </Space>
        ),
        children: <Operation o={o} ctx={ctx} />,
      }))}
    />
  );
}

function Operation({ o, ctx }: { o: OperationInfo; ctx: Ctx }) {
  const { t } = ctx;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      {o.params.length > 0 && (
        <section>
          <Typography.Title level={5}>{t('apiDocs.params')}</Typography.Title>
          <Params params={o.params} ctx={ctx} />
        </section>
      )}
      {o.body && (
        <section>
          <Typography.Title level={5}>
            {t(o.body.multipart ? 'apiDocs.bodyMultipart' : 'apiDocs.body')}{' '}
            {o.body.ref && <RefLink name={o.body.ref} ctx={ctx} />}
          </Typography.Title>
          {o.body.fields ? <Fields fields={o.body.fields} ctx={ctx} /> : <TypeText info={o.body.type} ctx={ctx} />}
        </section>
      )}
      <section>
        <Typography.Title level={5}>{t('apiDocs.answers')}</Typography.Title>
        <Answers answers={o.answers} ctx={ctx} />
      </section>
    </Space>
  );
}

function RefLink({ name, ctx }: { name: string; ctx: Ctx }) {
  return (
    <Button type="link" size="small" style={{ padding: 0, height: 'auto' }} onClick={() => ctx.openSchema(name)}>
      <code>{name}</code>
    </Button>
  );
}

/** A type in words: its JSON type, the component it refers to, its allowed values. */
function TypeText({ info, ctx }: { info?: TypeInfo; ctx: Ctx }) {
  if (!info) return null;
  const { t } = ctx;
  return (
    <Space wrap size={4}>
      {/* A bare reference is its link alone. */}
      {info.type !== info.ref && <code>{info.type}</code>}
      {info.ref && (
        <span>
          {info.refList ? t('apiDocs.idsOf') : info.type.startsWith('integer') ? t('apiDocs.idOf') : null}{' '}
          <RefLink name={info.ref} ctx={ctx} />
        </span>
      )}
      {info.constValue !== undefined && <code>= {JSON.stringify(info.constValue)}</code>}
      {info.enumValues && (
        <span>
          {t('apiDocs.oneOf')}{' '}
          {info.enumValues.map((v) => {
            const text = ctx.label(
              info.enumLabels
                ? Object.fromEntries(Object.entries(info.enumLabels).map(([l, m]) => [l, m[String(v)]]))
                : undefined,
            );
            return (
              <Tag key={String(v)}>
                <code>{String(v)}</code>
                {text ? ` ${text}` : ''}
              </Tag>
            );
          })}
        </span>
      )}
    </Space>
  );
}

/** What a value's schema says beyond its type: limits, and the rules an x- keyword carries. */
function notesOf(info: TypeInfo, { t }: Ctx): ReactNode[] {
  const notes: ReactNode[] = [];
  const { minimum, maximum, minLength, maxLength } = info;
  if (minimum !== undefined && maximum !== undefined) notes.push(t('apiDocs.range', { min: minimum, max: maximum }));
  else if (minimum !== undefined) notes.push(t('apiDocs.atLeast', { n: minimum }));
  else if (maximum !== undefined) notes.push(t('apiDocs.atMost', { n: maximum }));
  if (minLength !== undefined && maxLength !== undefined)
    notes.push(t('apiDocs.lengthRange', { min: minLength, max: maxLength }));
  else if (maxLength !== undefined) notes.push(t('apiDocs.maxLength', { n: maxLength }));
  else if (minLength !== undefined) notes.push(t('apiDocs.minLength', { n: minLength }));
  if (info.pattern)
    notes.push(
      <span key="pattern">
        {t('apiDocs.pattern')} <code>{info.pattern}</code>
      </span>,
    );
  if (info.nullable) notes.push(t('apiDocs.nullable'));
  if (info.readOnly) notes.push(t('apiDocs.readOnly'));
  if (info.writeOnly) notes.push(t('apiDocs.writeOnly'));
  if (info.unique) notes.push(t('apiDocs.unique'));
  if (info.notFuture) notes.push(t('apiDocs.notFuture'));
  if (info.ageYears) notes.push(t('apiDocs.ageYears', { min: info.ageYears[0], max: info.ageYears[1] }));
  if (info.lte) notes.push(t('apiDocs.lte', { field: info.lte }));
  if (info.lt) notes.push(t('apiDocs.lt', { field: info.lt }));
  if (info.masked) notes.push(t('apiDocs.masked'));
  if (info.derivedFrom) notes.push(t('apiDocs.derivedFrom', { field: info.derivedFrom }));
  if (info.filter) notes.push(t(`apiDocs.filter.${info.filter}`));
  if (info.sortable) notes.push(t('apiDocs.sortable'));
  return notes;
}

function Notes({ info, ctx }: { info: TypeInfo; ctx: Ctx }) {
  const notes = notesOf(info, ctx);
  return (
    <Space wrap size={4}>
      {notes.map((n, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: notes are computed in a fixed order per value
        <Tag key={i} bordered={false}>
          {n}
        </Tag>
      ))}
    </Space>
  );
}

/**
 * A plain table: antd's Table brings its filter dropdown's Input along, which regroups the chunks
 * the sign-in page shares with the list pages (and the sign-in page's bytes must not grow for this page).
 */
function PlainTable<R extends { name: string }>({
  rows,
  columns,
}: {
  rows: R[];
  columns: { title: string; render: (row: R) => ReactNode }[];
}) {
  return (
    <div className="api-docs-table">
      <table>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.title} scope="col">
                {c.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.name}>
              {columns.map((c) => (
                <td key={c.title}>{c.render(r)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Fields({ fields, ctx }: { fields: FieldInfo[]; ctx: Ctx }) {
  const { t } = ctx;
  return (
    <PlainTable
      rows={fields}
      columns={[
        {
          title: t('apiDocs.field'),
          render: (f) => (
            <Space direction="vertical" size={0}>
              <code>{f.name}</code>
              {ctx.label(f.labels) && <Typography.Text type="secondary">{ctx.label(f.labels)}</Typography.Text>}
            </Space>
          ),
        },
        { title: t('apiDocs.type'), render: (f) => <TypeText info={f} ctx={ctx} /> },
        { title: t('apiDocs.required'), render: (f) => (f.required ? t('apiDocs.yes') : t('apiDocs.no')) },
        { title: t('apiDocs.notes'), render: (f) => <Notes info={f} ctx={ctx} /> },
      ]}
    />
  );
}

function Params({ params, ctx }: { params: ParamInfo[]; ctx: Ctx }) {
  const { t } = ctx;
  return (
    <PlainTable
      rows={params}
      columns={[
        { title: t('apiDocs.param'), render: (p) => <code>{p.name}</code> },
        { title: t('apiDocs.type'), render: (p) => <TypeText info={p} ctx={ctx} /> },
        { title: t('apiDocs.required'), render: (p) => (p.required ? t('apiDocs.yes') : t('apiDocs.no')) },
        {
          title: t('apiDocs.notes'),
          render: (p) => (
            <Space wrap size={4}>
              {p.commaList && <Tag bordered={false}>{t('apiDocs.commaList')}</Tag>}
              <Notes info={p} ctx={ctx} />
            </Space>
          ),
        },
      ]}
    />
  );
}

function Answers({ answers, ctx }: { answers: AnswerInfo[]; ctx: Ctx }) {
  const { t } = ctx;
  return (
    <Space direction="vertical" size="small" style={{ width: '100%' }}>
      {answers.map((a) => (
        <div key={a.status}>
          <Space wrap size="small" align="start">
            <Tag color={a.status === '200' ? 'green' : 'red'}>HTTP {a.status}</Tag>
            <span>{t(`apiDocs.status.${a.status}`)}</span>
          </Space>
          {a.status === '200' && (
            <ul style={{ margin: '4px 0 0', paddingInlineStart: 24 }}>
              {a.variants.map((v) => (
                <li key={`${v.ref ?? ''}${v.codes?.join(',') ?? ''}`}>
                  <Variant v={v} ctx={ctx} />
                </li>
              ))}
            </ul>
          )}
        </div>
      ))}
    </Space>
  );
}

function Variant({ v, ctx }: { v: AnswerInfo['variants'][number]; ctx: Ctx }) {
  const { t } = ctx;
  if (v.codes?.includes(200))
    return (
      <Space wrap size={4}>
        <span>{t('apiDocs.success')}</span>
        <code>statusCode: 200</code>
        <span>{t('apiDocs.data')}</span>
        <TypeText info={v.data} ctx={ctx} />
      </Space>
    );
  if (v.ref === 'ValidationError')
    return (
      <Space wrap size={4}>
        <span>{t('apiDocs.validation')}</span>
        <code>{'{ statusCode: 400, errors: {…} }'}</code>
      </Space>
    );
  return (
    <Space wrap size={4}>
      <span>{t('apiDocs.refusal')}</span>
      {(v.codes ?? []).map((c) => (
        <Tag key={String(c)}>
          <code>{String(c)}</code> {ctx.codeLabels[String(c)] ?? ''}
        </Tag>
      ))}
    </Space>
  );
}
