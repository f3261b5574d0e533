import { Alert, Button, Descriptions, Empty, Form, InputNumber, Modal, Select, Space, Tag, Typography } from 'antd';
import { alertIcon } from '@/components/alertIcons';
import { type RefOption, toRefOptions } from '@/components/crud/refOptions';
import type { ResourceView } from '@/components/crud/types';
import { useT } from '@/locales/useT';
import type { BaseRow } from '@/schema/types';
import { scoreGroupService } from '@/services/catalogues';
import { useApiQueries } from '@/services/query';
import type { PreviewField, RulePreviewConfig } from './RuleTools';
import {
  PREVIEW_NUMBER_RANGE,
  type PreviewInput,
  previewInputsOk,
  previewNumberOk,
  previewRules,
  type RuleRow,
  ruleField,
} from './rulePreview';

interface Loaded<R> {
  rules: R[];
  scoreGroups: { id: number; name: string; minScore: number; maxScore: number; status?: number }[];
  options: Record<string, RefOption[]>;
  assigned: RefOption[];
}

export default function RulePreviewModal<T extends BaseRow & { priority: number }>({
  open = true,
  view,
  config,
  onClose,
}: {
  open?: boolean;
  view: ResourceView<T>;
  config: RulePreviewConfig;
  onClose: () => void;
}) {
  const t = useT();
  const [form] = Form.useForm();
  const values = (Form.useWatch([], form) ?? {}) as PreviewInput;
  const refInputs = config.inputs.filter((i) => i.kind === 'ref' && i.refService);
  const refServiceOf = (i: PreviewField) => i.refService as NonNullable<PreviewField['refService']>;
  const [rules, scoreGroups, assigned, ...refOptions] = useApiQueries([
    view.service.queries.list(view.fixedParams),
    { ...scoreGroupService.queries.list(), enabled: config.inputs.some((i) => i.kind === 'score') },
    config.assigns.refService.queries.list(config.assigns.refFilter),
    ...refInputs.map((i) => refServiceOf(i).queries.list(i.refFilter)),
  ]);
  const data: Loaded<T> | undefined =
    rules.data && assigned.data && refOptions.every((q) => q.data)
      ? {
          rules: rules.data as T[],
          scoreGroups: (scoreGroups.data ?? []) as Loaded<T>['scoreGroups'],
          options: Object.fromEntries(
            refInputs.map((i, k) => [i.name, toRefOptions(refServiceOf(i), refOptions[k].data ?? [])]),
          ),
          assigned: toRefOptions(config.assigns.refService, assigned.data),
        }
      : undefined;
  const failed = [rules, assigned, ...refOptions].some((q) => q.isError);

  const scoreInput = config.inputs.find((i) => i.kind === 'score');
  // A score out of range is refused at its field and nothing is worked out from it.
  const valid = previewInputsOk(config.inputs, values);
  const result =
    data && valid ? previewRules(data.rules, config.conditions, values, data.scoreGroups, scoreInput?.name) : undefined;
  const group = result?.group;
  const given = (v: unknown) => v !== undefined && v !== null && v !== '';
  const ready = valid && config.inputs.every((i) => i.optional || given(values[i.name]));
  const [min, max] = PREVIEW_NUMBER_RANGE;
  const rangeRule = {
    validator: (_: unknown, v: unknown) =>
      previewNumberOk(v) ? Promise.resolve() : Promise.reject(new Error(t('catalogue.rule.outOfRange', { min, max }))),
  };
  const matches = result && ready ? result.matches : [];
  const fired = matches[0];
  const labelOfAssigned = (id: unknown) =>
    data?.assigned.find((o) => o.value === Number(id))?.label ?? t('common.missingRef');
  const nameOf = (r: RuleRow) => String(ruleField(r, 'name') ?? r.id);
  const assignedIds = fired ? ruleField(fired, config.assigns.field) : undefined;

  return (
    <Modal
      open={open}
      title={t('catalogue.rule.previewTitle')}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('catalogue.rule.close')}</Button>}
      width={640}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('catalogue.rule.previewHelp')}</Typography.Paragraph>
      {failed && (
        <Alert
          type="error"
          showIcon
          icon={alertIcon('error')}
          message={t('crud.loadError')}
          style={{ marginBottom: 16 }}
        />
      )}
      <Form form={form} layout="vertical" requiredMark="optional" disabled={!data}>
        {config.inputs.map((i) => (
          <Form.Item
            key={i.name}
            name={i.name}
            label={t(i.label)}
            required={!i.optional}
            rules={i.kind === 'score' || i.kind === 'percent' ? [rangeRule] : undefined}
            extra={
              i.kind === 'score' && given(values[i.name]) && previewNumberOk(values[i.name])
                ? group
                  ? t('catalogue.rule.inScoreGroup', { name: group.name })
                  : t('catalogue.rule.noScoreGroup')
                : undefined
            }
          >
            {i.kind === 'score' || i.kind === 'percent' ? (
              // No min / max: the input would hold back a number out of range while it is typed
              // and clamp it when left; the rule above refuses it instead.
              <InputNumber step={1} style={{ width: '100%' }} />
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
        {!valid ? (
          <Alert type="warning" showIcon icon={alertIcon('warning')} message={t('catalogue.rule.fixInputs')} />
        ) : !ready ? (
          <Alert type="info" showIcon icon={alertIcon('info')} message={t('catalogue.rule.fillInputs')} />
        ) : fired ? (
          <Descriptions bordered size="small" column={1}>
            <Descriptions.Item label={t('catalogue.rule.fires')}>
              {/* The space before the English bracket is the message's: Chinese puts none before "（". */}
              <Typography.Text strong>{nameOf(fired)}</Typography.Text>
              <Typography.Text type="secondary">
                {t('catalogue.rule.priorityOf', { priority: fired.priority })}
              </Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t(config.assigns.label)}>
              <Space size={[0, 4]} wrap>
                {(Array.isArray(assignedIds) ? assignedIds : []).map((id) => (
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
                  .map((r) => t('common.withNote', { text: nameOf(r), note: r.priority }))
                  .join(t('common.listSeparator'))}
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
