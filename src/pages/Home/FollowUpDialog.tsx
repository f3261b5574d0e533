import { useAccess } from '@umijs/max';
import { App, DatePicker, Descriptions, Form, Input, Modal, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { applyServerErrors } from '@/components/crud/serverErrors';
import { NONE } from '@/components/Text';
import { useT } from '@/locales/useT';
import { SectionError } from '@/pages/Member/Profile/SectionState';
import { type FollowUpKind, SNOOZE_MAX_DAYS } from '@/schema/followUp';
import { ApiError } from '@/services/errors';
import { followUpService } from '@/services/followUp';
import { memberService } from '@/services/member';
import { useLoaded } from '@/services/query';

export type FollowUpMode = 'done' | 'snooze' | 'contact';

interface Props {
  /** Which dialog is open; none when undefined. */
  mode: FollowUpMode | undefined;
  kind: FollowUpKind;
  userId: number;
  name: string;
  onClose: () => void;
}

/** A day a snooze may end on: tomorrow to SNOOZE_MAX_DAYS days from today (the server's rule too). */
const outsideSnooze = (d: Dayjs) => !d.isAfter(dayjs(), 'day') || d.isAfter(dayjs().add(SNOOZE_MAX_DAYS, 'day'), 'day');

/** "Followed up" (a note) or "Snooze until" (a day, a note if any): POST /dataFollowUp/add. */
function RecordDialog({ mode, kind, userId, name, onClose }: Props & { mode: 'done' | 'snooze' | undefined }) {
  const t = useT();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ note?: string; snoozeUntil?: Dayjs }>();
  const [saving, setSaving] = useState(false);
  // The last mode shown, so the dialog keeps its content while it closes.
  const [shown, setShown] = useState(mode);
  useEffect(() => {
    if (mode) {
      setShown(mode);
      form.resetFields();
    }
  }, [mode, form]);
  const snooze = shown === 'snooze';

  const submit = async () => {
    // (An invalid form shows why at its fields.)
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    setSaving(true);
    try {
      const until = values.snoozeUntil?.format('YYYY-MM-DD');
      await followUpService.add(
        {
          userId,
          kind,
          action: snooze ? 'snooze' : 'done',
          note: values.note?.trim() ?? '',
          snoozeUntil: until ?? null,
        },
        { fieldErrorsInForm: true },
      );
      message.success(snooze ? t('followUp.snoozed', { name, date: until ?? '' }) : t('followUp.saved', { name }));
      onClose();
    } catch (e) {
      // A refusal about a field shows at it; any other reason (the child left the list) as a message.
      if (!applyServerErrors(form, e) && e instanceof ApiError && e.fieldErrors)
        message.error(Object.values(e.fieldErrors).join(' | '));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={Boolean(mode)}
      title={t(snooze ? 'followUp.snoozeTitle' : 'followUp.doneTitle', { name })}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={saving}
      maskClosable={false}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        {t(snooze ? 'followUp.snoozeHelp' : 'followUp.doneHelp', { name })}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" preserve={false}>
        {snooze && (
          <Form.Item
            name="snoozeUntil"
            label={t('followUp.snoozeUntil')}
            rules={[{ required: true, message: t('followUp.snoozeRequired') }]}
            extra={t('followUp.snoozeRange', { n: String(SNOOZE_MAX_DAYS) })}
          >
            <DatePicker disabledDate={outsideSnooze} style={{ width: '100%' }} />
          </Form.Item>
        )}
        <Form.Item
          name="note"
          label={t('followUp.note')}
          rules={snooze ? [] : [{ required: true, whitespace: true, message: t('followUp.noteRequired') }]}
        >
          <Input.TextArea rows={4} maxLength={500} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * The guardian's name and phone, with copy. The phone is as the server answers it: masked for
 * the levels that see phones masked (docs/product-rules.md, access levels).
 */
function ContactDialog({
  open,
  userId,
  name,
  onClose,
}: {
  open: boolean;
  userId: number;
  name: string;
  onClose: () => void;
}) {
  const t = useT();
  const { masksPhones } = useAccess();
  const member = useLoaded({ ...memberService.queries.detail(userId), enabled: open });
  return (
    <Modal
      open={open}
      title={t('followUp.contactTitle', { name })}
      onCancel={onClose}
      footer={null}
      closable={{ 'aria-label': t('followUp.close') }}
    >
      {member.error ? (
        <SectionError reload={member.reload} />
      ) : (
        <Descriptions size="small" column={1}>
          <Descriptions.Item label={t('followUp.guardian')}>
            {member.data ? <Typography.Text copyable>{member.data.guardianName}</Typography.Text> : NONE}
          </Descriptions.Item>
          <Descriptions.Item label={t('followUp.phone')}>
            {member.data ? (
              <span>
                <Typography.Text copyable>{member.data.guardianPhone}</Typography.Text>
                {masksPhones && (
                  <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                    {t('followUp.masked')}
                  </Typography.Text>
                )}
              </span>
            ) : (
              NONE
            )}
          </Descriptions.Item>
        </Descriptions>
      )}
    </Modal>
  );
}

/** The dialogs of an attention entry's actions (FollowUpMenu). */
export default function FollowUpDialog(props: Props) {
  const { mode } = props;
  return (
    <>
      <RecordDialog {...props} mode={mode === 'contact' ? undefined : mode} />
      <ContactDialog open={mode === 'contact'} userId={props.userId} name={props.name} onClose={props.onClose} />
    </>
  );
}
