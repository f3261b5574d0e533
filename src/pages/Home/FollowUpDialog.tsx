import { useAccess, useIntl } from '@umijs/max';
import { Alert, Button, Descriptions, Form, Input, Modal, Skeleton, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { closeUnlessTyped } from '@/components/crud/closeUnlessTyped';
import { readDraft } from '@/components/crud/formDraft';
import { countOf, rulesFor } from '@/components/crud/rules';
import { applyServerErrors, checkedValues } from '@/components/crud/serverErrors';
import { useFeedback } from '@/components/useFeedback';
import { useFormDraft } from '@/components/useFormDraft';
import { useT } from '@/locales/useT';
import { SectionError } from '@/pages/Member/Profile/SectionState';
import { type FollowUpAction, type FollowUpKind, followUpSchema, SNOOZE_MAX_DAYS } from '@/schema/followUp';
import { ApiError } from '@/services/errors';
import { followUpService } from '@/services/followUp';
import { memberService } from '@/services/member';
import { useLoaded } from '@/services/query';

interface Props {
  open: boolean;
  /** Levels 1 and 2: the form; level 3: the guardian's contact only. */
  canWrite: boolean;
  kind: FollowUpKind;
  userId: number;
  name: string;
  /** Where what is typed is kept while the dialog is open (src/components/crud/formDraft.ts). */
  draftKey: string;
  onClose: () => void;
}

interface Values {
  snoozeUntil?: string;
  note?: string;
}

const DAY = 'YYYY-MM-DD';
const NOTE = followUpSchema.fields.note;

/** What brings a followed-up child back differs by list (docs/product-rules.md, follow-ups). */
const DONE_HELP: Record<FollowUpKind, string> = {
  scoreDrop: 'followUp.doneHelp.scoreDrop',
  idle: 'followUp.doneHelp.idle',
  cycleEnding: 'followUp.doneHelp.cycleEnding',
};

/**
 * The guardian's name and phone, each with copy. The phone is as the server answers it: masked for
 * the levels that see phones masked (docs/product-rules.md, access levels), and then without copy,
 * as a number with stars in it dials no one.
 */
function Guardian({ userId, open }: { userId: number; open: boolean }) {
  const t = useT();
  const { masksPhones } = useAccess();
  // Silent: a failure is told here, in the dialog.
  const member = useLoaded({ ...memberService.queries.detail(userId, { silent: true }), enabled: open });
  if (member.error) return <SectionError reload={member.reload} error={member.error} />;
  if (!member.data) return <Skeleton active paragraph={{ rows: 1 }} title={false} />;
  return (
    <Descriptions size="small" column={1} style={{ marginBottom: 12 }}>
      <Descriptions.Item label={t('followUp.guardian')}>
        <Typography.Text copyable>{member.data.guardianName}</Typography.Text>
      </Descriptions.Item>
      <Descriptions.Item label={t('followUp.phone')}>
        <span>
          <Typography.Text copyable={!masksPhones}>{member.data.guardianPhone}</Typography.Text>
          {masksPhones && (
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
              {t('followUp.masked')}
            </Typography.Text>
          )}
        </span>
      </Descriptions.Item>
    </Descriptions>
  );
}

/**
 * An attention entry's follow-up (POST /dataFollowUp/add): the guardian to contact, a note and a
 * day, then one of two buttons: "Followed up" (the note is needed) or "Snooze until" (the day is
 * needed: tomorrow to SNOOZE_MAX_DAYS on, the server's rule too). The day is the browser's own date
 * field: keyboard and phone friendly, and no date-picker code on Home. Closing it with something
 * typed asks first, as the add and edit dialogs do.
 */
export default function FollowUpDialog({ open, canWrite, kind, userId, name, draftKey, onClose }: Props) {
  const t = useT();
  const intl = useIntl();
  const { message, modal } = useFeedback();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState<FollowUpAction>();
  const tomorrow = dayjs().add(1, 'day').format(DAY);
  const last = dayjs().add(SNOOZE_MAX_DAYS, 'day').format(DAY);
  const range = t('followUp.snoozeRange', { n: String(SNOOZE_MAX_DAYS) });
  const draft = useFormDraft(draftKey);
  // Why the server refused a save for a reason no field holds (the child has left the list, or
  // someone followed the child up meanwhile): said in the dialog, where it stays beside the note
  // it concerns, until the next save or opening (a message would fade with the dialog still open).
  const [refusal, setRefusal] = useState<string>();
  useEffect(() => {
    if (!open || !canWrite) return;
    setRefusal(undefined);
    form.resetFields();
    // What was typed when the session ended under the dialog (set values count as typed: closing asks).
    const left = readDraft(draftKey);
    if (left) form.setFieldsValue(left);
  }, [open, canWrite, form, draftKey]);
  const closeForGood = () => {
    draft.drop();
    onClose();
  };

  // The button pressed decides what is needed: a note to say it was followed up, a day to snooze
  // until. The fields' own rules read it, so each message shows at its field and clears as it is filled.
  const pressed = useRef<FollowUpAction>();
  const noteRule = {
    validator: async (_: unknown, note?: string) => {
      if (pressed.current === 'done' && !note?.trim()) throw new Error(t('followUp.noteRequired'));
    },
  };
  const dayRule = {
    validator: async (_: unknown, day?: string) => {
      if (pressed.current !== 'snooze') return;
      if (!day) throw new Error(t('followUp.snoozeRequired'));
      if (day < tomorrow || day > last) throw new Error(range);
    },
  };
  const close = () => closeUnlessTyped(form, modal, t, closeForGood, Boolean(saving));

  const submit = async (action: FollowUpAction) => {
    pressed.current = action;
    setRefusal(undefined);
    const values = await checkedValues(form);
    if (!values) return;
    setSaving(action);
    try {
      const until = action === 'snooze' ? (values.snoozeUntil ?? null) : null;
      await followUpService.add(
        { userId, kind, action, note: values.note?.trim() ?? '', snoozeUntil: until },
        { fieldErrorsInForm: true },
      );
      message.success(until ? t('followUp.snoozed', { name, date: until }) : t('followUp.saved', { name }));
      closeForGood();
    } catch (e) {
      // A refusal about a field shows at it; any other reason in the dialog.
      if (!applyServerErrors(form, e) && e instanceof ApiError && e.fieldErrors)
        setRefusal(Object.values(e.fieldErrors).join(' | '));
    } finally {
      setSaving(undefined);
    }
  };

  if (!canWrite)
    return (
      <Modal
        open={open}
        title={t('followUp.contactTitle', { name })}
        onCancel={onClose}
        footer={<Button onClick={onClose}>{t('followUp.close')}</Button>}
      >
        <Guardian userId={userId} open={open} />
      </Modal>
    );

  return (
    <Modal
      open={open}
      title={t('followUp.dialogTitle', { name })}
      onCancel={close}
      maskClosable={false}
      destroyOnHidden
      // The pressed button shows the save and takes no second press by its loading state, not by
      // being disabled: a disabled button loses the focus, and after a failed save Escape then no
      // longer reached the dialog.
      footer={
        <Space wrap style={{ justifyContent: 'flex-end' }}>
          <Button onClick={close} disabled={Boolean(saving)}>
            {t('common.cancel')}
          </Button>
          <Button loading={saving === 'snooze'} disabled={saving === 'done'} onClick={() => submit('snooze')}>
            {t('followUp.choice.snooze')}
          </Button>
          <Button
            type="primary"
            loading={saving === 'done'}
            disabled={saving === 'snooze'}
            onClick={() => submit('done')}
          >
            {t('followUp.choice.done')}
          </Button>
        </Space>
      }
    >
      <Guardian userId={userId} open={open} />
      {refusal && <Alert type="warning" showIcon role="alert" message={refusal} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" preserve={false} onValuesChange={(_, all) => draft.save(all)}>
        <Form.Item
          name="note"
          label={t('followUp.note')}
          extra={t(DONE_HELP[kind], { name })}
          rules={[
            noteRule,
            ...rulesFor('note', NOTE, followUpSchema, t('followUp.note'), intl, (f) => t(`followUp.${f}`)),
          ]}
        >
          <Input.TextArea rows={3} count={countOf(NOTE)} />
        </Form.Item>
        <Form.Item
          name="snoozeUntil"
          label={t('followUp.snoozeUntil')}
          extra={t('common.twoSentences', { first: t('followUp.snoozeHelp', { name }), second: range })}
          rules={[dayRule]}
        >
          <Input type="date" min={tomorrow} max={last} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
