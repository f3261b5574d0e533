import ArrowDownOutlined from '@ant-design/icons/ArrowDownOutlined';
import ArrowUpOutlined from '@ant-design/icons/ArrowUpOutlined';
import ExperimentOutlined from '@ant-design/icons/ExperimentOutlined';
import { useAccess, useIntl } from '@umijs/max';
import {
  Alert,
  App,
  Button,
  Descriptions,
  Empty,
  Form,
  InputNumber,
  Modal,
  Select,
  Space,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import { useEffect, useState } from 'react';
import type { ResourceView } from '@/components/crud/types';
import { invalidateRefOptions, loadRefOptions, type RefOption } from '@/components/crud/useRefOptions';
import type { BaseRow } from '@/schema/types';
import { gradeGroupService, scoreGroupService } from '@/services/catalogues';
import type { CrudService } from '@/services/crud';
import {
  matchingRules,
  movePriority,
  type PreviewInput,
  type RuleCondition,
  type RuleRow,
  scoreGroupFor,
} from './rulePreview';

// biome-ignore lint/suspicious/noExplicitAny: services of any catalogue row type
type AnyService = CrudService<any>;

/** One input of the preview form. */
export interface PreviewField {
  /** Input name, as used by the conditions (a 'score' input also sets `scoreGroupId`). */
  name: string;
  /** Label key. */
  label: string;
  /** score: 0-100, mapped to its score group; percent: 0-100; ref: select of a catalogue; enum: fixed values. */
  kind: 'score' | 'percent' | 'ref' | 'enum';
  refService?: AnyService;
  refFilter?: Record<string, unknown>;
  values?: readonly (number | string)[];
  /** Enum labels key prefix (the value is appended). */
  enumLabel?: string;
  /** May be left empty (rules with no value for it still match). */
  optional?: boolean;
}

export interface RulePreviewConfig {
  inputs: PreviewField[];
  conditions: RuleCondition[];
  /** The multi-value reference the rule assigns (trainings, feedbacks). */
  assigns: { field: string; label: string; refService: AnyService; refFilter?: Record<string, unknown> };
}

/**
 * The optional grade-group input and its condition, shared by the rules that may name a grade
 * group (a rule without one matches every grade group).
 */
export const GRADE_GROUP_INPUT: PreviewField = {
  name: 'gradeGroupId',
  label: 'catalogue.rule.input.gradeGroup',
  kind: 'ref',
  refService: gradeGroupService,
  optional: true,
};
export const GRADE_GROUP_CONDITION: RuleCondition = {
  kind: 'eq',
  field: 'gradeGroupId',
  input: 'gradeGroupId',
  anyWhenNull: true,
};

/**
 * Turns a catalogue view into a rule editor: list ordered by priority (the schema's defaultSort),
 * up / down buttons that swap priorities (level 1), and a "Preview" toolbar button.
 */
export function defineRulePage<T extends BaseRow & { priority: number }>(
  view: ResourceView<T>,
  preview: RulePreviewConfig,
): ResourceView<T> {
  return {
    ...view,
    actionsWidth: 240,
    rowActions: (row, reload) => [
      <ReorderButtons key="reorder" row={row} service={view.service} fixedParams={view.fixedParams} reload={reload} />,
    ],
    toolbar: () => [<RulePreviewButton key="preview" view={view} config={preview} />],
  };
}

function ReorderButtons({
  row,
  service,
  fixedParams,
  reload,
}: {
  row: BaseRow & { priority: number };
  service: AnyService;
  fixedParams?: Record<string, unknown>;
  reload: () => void;
}) {
  const access = useAccess();
  const intl = useIntl();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  if (!access.canWrite) return null;
  const t = (id: string) => intl.formatMessage({ id });
  const move = async (dir: 'up' | 'down') => {
    setBusy(true);
    try {
      const ordered = (await service.list(fixedParams)) as RuleRow[];
      const edits = movePriority(ordered, row.id, dir);
      if (!edits.length) {
        message.info(t(dir === 'up' ? 'catalogue.rule.atTop' : 'catalogue.rule.atBottom'));
        return;
      }
      for (const e of edits) await service.edit(e);
      invalidateRefOptions(service.name);
      message.success(t('catalogue.rule.moved'));
      reload();
    } catch {
      // shown by the request layer
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space size={4}>
      <Tooltip title={t('catalogue.rule.moveUp')}>
        <Button
          size="small"
          type="text"
          icon={<ArrowUpOutlined />}
          aria-label={t('catalogue.rule.moveUp')}
          disabled={busy}
          onClick={() => move('up')}
        />
      </Tooltip>
      <Tooltip title={t('catalogue.rule.moveDown')}>
        <Button
          size="small"
          type="text"
          icon={<ArrowDownOutlined />}
          aria-label={t('catalogue.rule.moveDown')}
          disabled={busy}
          onClick={() => move('down')}
        />
      </Tooltip>
    </Space>
  );
}

function RulePreviewButton<T extends BaseRow & { priority: number }>({
  view,
  config,
}: {
  view: ResourceView<T>;
  config: RulePreviewConfig;
}) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<ExperimentOutlined />} onClick={() => setOpen(true)}>
        {intl.formatMessage({ id: 'catalogue.rule.preview' })}
      </Button>
      {open && <RulePreviewModal view={view} config={config} onClose={() => setOpen(false)} />}
    </>
  );
}

interface Loaded {
  rules: RuleRow[];
  scoreGroups: { id: number; name: string; minScore: number; maxScore: number; status?: number }[];
  options: Record<string, RefOption[]>;
  assigned: RefOption[];
}

function RulePreviewModal<T extends BaseRow & { priority: number }>({
  view,
  config,
  onClose,
}: {
  view: ResourceView<T>;
  config: RulePreviewConfig;
  onClose: () => void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [form] = Form.useForm();
  const values = (Form.useWatch([], form) ?? {}) as PreviewInput;
  const [data, setData] = useState<Loaded>();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    const refInputs = config.inputs.filter((i) => i.kind === 'ref' && i.refService);
    Promise.all([
      view.service.list(view.fixedParams),
      config.inputs.some((i) => i.kind === 'score') ? scoreGroupService.list() : Promise.resolve([]),
      Promise.all(refInputs.map((i) => loadRefOptions(i.refService as AnyService, i.refFilter))),
      loadRefOptions(config.assigns.refService, config.assigns.refFilter),
    ])
      .then(([rules, scoreGroups, refOptions, assigned]) => {
        if (!live) return;
        setData({
          rules: rules as unknown as RuleRow[],
          scoreGroups,
          options: Object.fromEntries(refInputs.map((i, k) => [i.name, refOptions[k]])),
          assigned,
        });
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [view, config]);

  const scoreInput = config.inputs.find((i) => i.kind === 'score');
  const group = scoreInput && data ? scoreGroupFor(data.scoreGroups, values[scoreInput.name] as number) : undefined;
  const input: PreviewInput = { ...values, scoreGroupId: group?.id };
  const ready = config.inputs.every((i) => i.optional || (values[i.name] !== undefined && values[i.name] !== null));
  const matches = data && ready ? matchingRules(data.rules, config.conditions, input) : [];
  const fired = matches[0];
  const labelOfAssigned = (id: unknown) =>
    data?.assigned.find((o) => o.value === Number(id))?.label ?? t('common.missingRef');
  const nameOf = (r: RuleRow) => String(r.name ?? r.id);

  return (
    <Modal
      open
      title={t('catalogue.rule.previewTitle')}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('catalogue.rule.close')}</Button>}
      width={640}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('catalogue.rule.previewHelp')}</Typography.Paragraph>
      {failed && <Alert type="error" showIcon message={t('crud.loadError')} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" requiredMark="optional" disabled={!data}>
        {config.inputs.map((i) => (
          <Form.Item
            key={i.name}
            name={i.name}
            label={t(i.label)}
            required={!i.optional}
            extra={
              i.kind === 'score' && values[i.name] !== undefined && values[i.name] !== null
                ? group
                  ? t('catalogue.rule.inScoreGroup', { name: group.name })
                  : t('catalogue.rule.noScoreGroup')
                : undefined
            }
          >
            {i.kind === 'score' || i.kind === 'percent' ? (
              <InputNumber min={0} max={100} precision={0} style={{ width: '100%' }} />
            ) : (
              <Select
                allowClear
                showSearch
                optionFilterProp="label"
                placeholder={i.optional ? t('catalogue.rule.notGiven') : undefined}
                options={
                  i.kind === 'ref'
                    ? (data?.options[i.name] ?? []).map((o) => ({ value: o.value, label: o.label }))
                    : (i.values ?? []).map((v) => ({ value: v, label: t(`${i.enumLabel}${v}`) }))
                }
              />
            )}
          </Form.Item>
        ))}
      </Form>
      <div role="status" aria-live="polite" data-testid="rule-preview-result">
        {!ready ? (
          <Alert type="info" showIcon message={t('catalogue.rule.fillInputs')} />
        ) : fired ? (
          <Descriptions bordered size="small" column={1}>
            <Descriptions.Item label={t('catalogue.rule.fires')}>
              <Typography.Text strong>{nameOf(fired)}</Typography.Text>{' '}
              <Typography.Text type="secondary">
                {t('catalogue.rule.priorityOf', { priority: fired.priority })}
              </Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t(config.assigns.label)}>
              <Space size={[0, 4]} wrap>
                {((fired[config.assigns.field] as unknown[]) ?? []).map((id) => (
                  <Tag key={String(id)} color="blue">
                    {labelOfAssigned(id)}
                  </Tag>
                ))}
              </Space>
            </Descriptions.Item>
            {matches.length > 1 && (
              <Descriptions.Item label={t('catalogue.rule.alsoMatching')}>
                {matches
                  .slice(1)
                  .map((r) => `${nameOf(r)} (${r.priority})`)
                  .join(', ')}
              </Descriptions.Item>
            )}
          </Descriptions>
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('catalogue.rule.noneFires')} />
        )}
      </div>
    </Modal>
  );
}
