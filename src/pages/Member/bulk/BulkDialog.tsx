import { Alert, Button, Form, Modal, Radio, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { alertIcon } from '@/components/alertIcons';
import { useClosedWhenWritesGo } from '@/components/useClosedWhenWritesGo';
import { useFeedback } from '@/components/useFeedback';
import OwnTexts from '@/locales/OwnTexts';
import { useT } from '@/locales/useT';
import { gradeService, worryService } from '@/services/catalogues';
import { deviceService } from '@/services/device';
import { type Member, memberService } from '@/services/member';
import { type BulkAnswer, type BulkChange, type BulkTarget, bulkChangeMembers, MAX_BIND } from '@/services/memberBatch';
import { useApiQuery } from '@/services/query';
import { MEMBER_IMPORT_TEXTS } from '../import/texts';

type Kind = BulkChange['kind'];
const KINDS: Kind[] = ['grade', 'status', 'bind', 'unbind', 'addWorries', 'removeWorries'];

export interface BulkDialogProps {
  open: boolean;
  onClose: () => void;
  /** The selected members' ids, or the list's applied filters. */
  target: BulkTarget;
  /** How many members the change is for (shown before it is applied). */
  count: number;
  /** The selected rows (names and devices for binding); absent for "all that match". */
  members?: Pick<Member, 'id' | 'name' | 'deviceId'>[];
}

/**
 * One change to many members (level 1): the grade, the status, devices bound one per member or
 * unbound, parent concerns added or removed. The scope and its count are shown before Apply; one
 * call; the result names each member the server refused, with its reason.
 */
export default function BulkDialog(props: BulkDialogProps) {
  return (
    <OwnTexts texts={MEMBER_IMPORT_TEXTS}>
      <Dialog {...props} />
    </OwnTexts>
  );
}

function Dialog({ open, onClose, target, count: shown, members }: BulkDialogProps) {
  const t = useT();
  useClosedWhenWritesGo(open, onClose);
  const { message } = useFeedback();
  const [kind, setKind] = useState<Kind>('grade');
  const [gradeId, setGradeId] = useState<number>();
  const [status, setStatus] = useState<0 | 1>();
  const [worryIds, setWorryIds] = useState<number[]>([]);
  const [devices, setDevices] = useState<Record<string, number | undefined>>({});
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<BulkAnswer>();
  // How many members the filters select, as the server last counted them (it changes nothing
  // when the user was shown another number).
  const [count, setCount] = useState(shown);
  const [recounted, setRecounted] = useState<number>();

  const grades = useApiQuery({ ...gradeService.queries.list(), enabled: kind === 'grade' });
  const worries = useApiQuery({
    ...worryService.queries.list(),
    enabled: kind === 'addWorries' || kind === 'removeWorries',
  });
  const deviceList = useApiQuery({ ...deviceService.queries.list(), enabled: kind === 'bind' });
  const filtered = 'filters' in target;
  // Binding names each member: "all that match" reads them when there are few enough.
  const matching = useApiQuery({
    ...memberService.queries.page({ ...(filtered ? target.filters : {}), current: 1, pageSize: MAX_BIND }),
    enabled: kind === 'bind' && filtered && count <= MAX_BIND,
  });
  const bindMembers = members ?? matching.data?.list ?? [];
  const bindTooMany = count > MAX_BIND;

  // A disabled settings row is no member's new grade or concern (the server refuses it): only the
  // enabled ones are offered to set or add; any may be removed, a disabled one marked so.
  const gradeOptions = (grades.data ?? []).filter((g) => g.status === 1).map((g) => ({ value: g.id, label: g.name }));
  const worryOptions = (worries.data ?? [])
    .filter((w) => kind === 'removeWorries' || w.status === 1)
    .map((w) => ({ value: w.id, label: w.status === 1 ? w.name : t('crud.disabledOption', { label: w.name }) }));
  // Concerns picked to remove, then the change turned to adding: a disabled one is not added.
  const pickedWorries = worryIds.filter((id) => worryOptions.some((o) => o.value === id));

  const chosen = new Set(Object.values(devices).filter((d): d is number => d !== undefined));
  const freeDevices = (deviceList.data ?? []).filter((d) => d.memberId == null && d.status === 1);
  const snOf = (id: number) => deviceList.data?.find((d) => d.id === id)?.sn ?? `#${id}`;
  // Who holds a headband now, from the device list (fresh after every member write): a selection
  // keeps its rows as they were ticked, before a binding made since.
  const heldBy = (m: Pick<Member, 'id' | 'deviceId'>) =>
    deviceList.data ? deviceList.data.find((d) => d.memberId === m.id)?.id : (m.deviceId ?? undefined);
  const picked = Object.entries(devices).filter(([, d]) => d !== undefined) as [string, number][];

  const change = (): BulkChange | undefined => {
    switch (kind) {
      case 'grade':
        return gradeId === undefined ? undefined : { kind, gradeId };
      case 'status':
        return status === undefined ? undefined : { kind, status };
      case 'unbind':
        return { kind };
      case 'bind':
        return bindTooMany || !picked.length ? undefined : { kind, devices: Object.fromEntries(picked) };
      default:
        return pickedWorries.length ? { kind, worryIds: pickedWorries } : undefined;
    }
  };
  const ready = change();
  // A binding is for the members given a device, named by id whatever the scope; any other change
  // for the scope shown, and "all that match" for as many as the user was shown.
  const sent: BulkTarget =
    kind === 'bind' ? { ids: picked.map(([id]) => Number(id)) } : filtered ? { ...target, expect: count } : target;
  const applyCount = 'ids' in sent ? sent.ids.length : count;

  const apply = async () => {
    if (!ready) return;
    setBusy(true);
    try {
      const answer = await bulkChangeMembers(sent, ready);
      if ('filters' in sent && answer.total !== count) {
        setRecounted(count);
        setCount(answer.total);
      } else if (answer.changed && !answer.refused.length) {
        const left = answer.total - answer.changed;
        message.success(
          left
            ? `${t('bulk.done', { changed: answer.changed })}${t('common.clauseSeparator')}${t('bulk.unchanged', { count: left })}`
            : t('bulk.done', { changed: answer.changed }),
        );
        onClose();
      } else setResult(answer);
    } catch {
      // The request layer has said why.
    } finally {
      setBusy(false);
    }
  };

  const label = (k: Kind) => t(`bulk.kind.${k}`);
  const unchanged = result ? result.total - result.changed - result.refused.length : 0;
  // A member deleted meanwhile comes back without a name: the one it was selected by.
  const nameOf = (r: BulkAnswer['refused'][number]) =>
    r.name ?? bindMembers.find((m) => m.id === r.id)?.name ?? `#${r.id}`;

  return (
    <Modal
      open={open}
      title={t('bulk.title', { count })}
      // A sent change cannot be called back: while it is on its way, nothing closes the dialog.
      onCancel={busy ? undefined : onClose}
      destroyOnHidden
      width={640}
      footer={
        result
          ? [
              // The result replaces the Apply button that had the focus: the focus comes here, in
              // the dialog, where Escape and Enter still reach it.
              <Button key="close" type="primary" autoFocus onClick={onClose}>
                {t('bulk.close')}
              </Button>,
            ]
          : [
              <Button key="cancel" onClick={onClose} disabled={busy}>
                {t('common.cancel')}
              </Button>,
              <Button key="apply" type="primary" disabled={!ready} loading={busy} onClick={apply}>
                {t('bulk.apply', { count: applyCount })}
              </Button>,
            ]
      }
    >
      {result ? (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Alert
            type={result.changed ? 'success' : 'info'}
            showIcon
            icon={alertIcon(result.changed ? 'success' : 'info')}
            message={t('bulk.done', { changed: result.changed })}
            description={unchanged > 0 && t('bulk.unchanged', { count: unchanged })}
          />
          {result.refused.length > 0 && (
            <Alert
              type="warning"
              showIcon
              icon={alertIcon('warning')}
              role="alert"
              message={t('bulk.refused', { count: result.refused.length })}
              description={
                <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                  {result.refused.map((r) => (
                    <li key={r.id}>{t('bulk.refusedRow', { name: nameOf(r), reason: r.reason })}</li>
                  ))}
                </ul>
              }
            />
          )}
        </Space>
      ) : (
        <Form layout="vertical" component="div">
          {recounted !== undefined && (
            <Alert
              type="warning"
              showIcon
              icon={alertIcon('warning')}
              role="alert"
              style={{ marginBottom: 16 }}
              message={t('bulk.recounted', { now: count, before: recounted })}
            />
          )}
          <Typography.Paragraph strong>
            {filtered ? t('bulk.scopeFiltered', { count }) : t('bulk.scopeSelected', { count })}
          </Typography.Paragraph>
          <Form.Item label={t('bulk.what')} htmlFor="bulk-kind">
            <Select<Kind>
              id="bulk-kind"
              value={kind}
              onChange={setKind}
              options={KINDS.map((k) => ({ value: k, label: label(k) }))}
            />
          </Form.Item>
          {kind === 'grade' && (
            <Form.Item label={t('member.gradeId')} htmlFor="bulk-grade">
              <Select<number>
                id="bulk-grade"
                placeholder={t('bulk.pickValue')}
                loading={grades.isLoading}
                value={gradeId}
                onChange={setGradeId}
                options={gradeOptions}
              />
            </Form.Item>
          )}
          {kind === 'status' && (
            <Form.Item label={t('common.status')}>
              <Radio.Group
                aria-label={t('common.status')}
                value={status}
                onChange={(e) => setStatus(e.target.value)}
                options={[
                  { value: 1, label: t('status.1') },
                  { value: 0, label: t('status.0') },
                ]}
              />
            </Form.Item>
          )}
          {(kind === 'addWorries' || kind === 'removeWorries') && (
            <Form.Item label={t('member.worryIds')} htmlFor="bulk-worries">
              <Select<number[]>
                id="bulk-worries"
                mode="multiple"
                placeholder={t('bulk.pickValue')}
                loading={worries.isLoading}
                value={pickedWorries}
                onChange={setWorryIds}
                optionFilterProp="label"
                options={worryOptions}
              />
            </Form.Item>
          )}
          {kind === 'bind' &&
            (bindTooMany ? (
              <Alert type="info" showIcon icon={alertIcon('info')} message={t('bulk.bindTooMany', { max: MAX_BIND })} />
            ) : (
              <>
                <Typography.Paragraph type="secondary">{t('bulk.bindWhich')}</Typography.Paragraph>
                {bindMembers.map((m) => {
                  const held = heldBy(m);
                  return (
                    <Form.Item
                      key={m.id}
                      label={t('bulk.deviceFor', { name: m.name })}
                      htmlFor={`bulk-device-${m.id}`}
                      // A member holds one device: another is bound once it is unbound.
                      extra={held !== undefined && t('bulk.hasDevice', { sn: snOf(held) })}
                    >
                      {held !== undefined ? (
                        // The device the member holds, shown and not to be changed here.
                        <Select<number>
                          id={`bulk-device-${m.id}`}
                          disabled
                          value={held}
                          options={[{ value: held, label: snOf(held) }]}
                        />
                      ) : (
                        <Select<number>
                          id={`bulk-device-${m.id}`}
                          allowClear
                          showSearch
                          optionFilterProp="label"
                          placeholder={t('bulk.pickValue')}
                          loading={deviceList.isLoading}
                          value={devices[m.id]}
                          onChange={(d) => setDevices((all) => ({ ...all, [m.id]: d }))}
                          options={freeDevices
                            .filter((d) => !chosen.has(d.id) || devices[m.id] === d.id)
                            .map((d) => ({ value: d.id, label: d.sn }))}
                        />
                      )}
                    </Form.Item>
                  );
                })}
              </>
            ))}
        </Form>
      )}
    </Modal>
  );
}
