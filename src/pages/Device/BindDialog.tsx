import { Form, Modal } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { checkedValues, focusFirstError } from '@/components/crud/serverErrors';
import { focusOnceOpen } from '@/components/dialogFocus';
import { useClosedWhenWritesGo } from '@/components/useClosedWhenWritesGo';
import { useFeedback } from '@/components/useFeedback';
import { useT } from '@/locales/useT';
import { deviceService } from '@/services/device';
import { ApiError, isRecordMissing } from '@/services/errors';

/**
 * Binds a headband to a member (POST /dataDevice/edit { id, memberId }; the server keeps
 * member.deviceId in step, and the write refreshes both sides' lists and pickers).
 */
export async function bindDevice(deviceId: number, memberId: number) {
  await deviceService.edit({ id: deviceId, memberId }, { fieldErrorsInForm: true });
}

/** Prefixes the picker's id (antd forms it), so its label never points at a list's search field. */
const FORM_NAME = 'bind';

interface Props {
  open: boolean;
  title: string;
  /** The one field of the dialog: which id it picks, its label and help (its required message, the forms' own "Please select {label}"). */
  field: { name: string; label: string; help: string };
  /** The picker of the other side (a member for a device, a device for a member). */
  picker: ReactNode;
  /** Binds the picked id; answers the bound headband's SN for the toast. */
  bind: (picked: number) => Promise<string>;
  onClose: () => void;
  onSaved: () => void;
  /** The headband or the member is gone (1002, said by the request layer); default: onClose. */
  onGone?: () => void;
}

/** The bind dialog, from either side: a refusal from the server shows at the picker. */
export default function BindDialog({ open, title, field, picker, bind, onClose, onSaved, onGone = onClose }: Props) {
  const t = useT();
  const { message } = useFeedback();
  const [form] = Form.useForm<Record<string, number | undefined>>();
  const [saving, setSaving] = useState(false);
  useClosedWhenWritesGo(open, onClose);

  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);

  const submit = async () => {
    // A failed check is said at the picker, which takes the focus; nothing else is to be done.
    const picked = (await checkedValues(form))?.[field.name];
    if (picked == null) return;
    setSaving(true);
    try {
      const sn = await bind(picked);
      message.success(t('device.bound.done', { sn }));
      onSaved();
    } catch (e) {
      // The server names the binding by its own side's field (a device's memberId, a member's
      // deviceId): whichever it names, it is about the one choice of this dialog.
      if (e instanceof ApiError && e.fieldErrors) {
        form.setFields([{ name: field.name, errors: Object.values(e.fieldErrors) }]);
        focusFirstError(form);
      } else if (isRecordMissing(e)) {
        // The headband or the member is gone (said by the request layer): nothing is left to bind.
        onGone();
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      okText={t('device.bind')}
      cancelText={t('common.cancel')}
      onOk={submit}
      onCancel={onClose}
      // A sent bind cannot be called back: while it is on its way antd ignores Cancel, Escape and
      // the close button, and Cancel says so (docs/product-rules.md, forms).
      confirmLoading={saving}
      cancelButtonProps={{ disabled: saving }}
      destroyOnHidden
      maskClosable={false}
      // The picker is all the dialog is for: the keyboard starts there (and a picker that reads
      // its list on focus starts reading).
      afterOpenChange={(opened) => focusOnceOpen(opened, document.getElementById(`${FORM_NAME}_${field.name}`))}
    >
      <Form form={form} name={FORM_NAME} layout="vertical" preserve={false}>
        <Form.Item
          name={field.name}
          label={field.label}
          rules={[{ required: true, message: t('validation.select', { label: field.label }) }]}
          extra={field.help}
        >
          {picker}
        </Form.Item>
      </Form>
    </Modal>
  );
}
