import { App, Form, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { applyServerErrors } from '@/components/crud/serverErrors';
import { invalidateRefOptions } from '@/components/crud/useRefOptions';
import { useT } from '@/locales/useT';
import MemberSelect from '@/pages/Member/components/MemberSelect';
import { type Device, deviceService } from '@/services/device';

/** Binds a headband to a member (POST /dataDevice/edit { id, memberId }); the server keeps member.deviceId in step. */
export default function BindModal({
  device,
  onClose,
  onSaved,
}: {
  device: Device | undefined;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useT();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ memberId?: number }>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (device) form.resetFields();
  }, [device, form]);

  const submit = async () => {
    if (!device) return;
    const { memberId } = await form.validateFields();
    setSaving(true);
    try {
      await deviceService.edit({ id: device.id, memberId }, { fieldErrorsInForm: true });
      invalidateRefOptions('dataMember');
      message.success(t('device.bound.done', { sn: device.sn }));
      onSaved();
    } catch (e) {
      applyServerErrors(form, e);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={Boolean(device)}
      title={t('device.bindTitle', { sn: device?.sn ?? '' })}
      okText={t('device.bind')}
      cancelText={t('common.cancel')}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={saving}
      destroyOnHidden
      maskClosable={false}
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="memberId"
          label={t('device.memberId')}
          rules={[{ required: true, message: t('device.pickMember') }]}
          extra={t('device.bindHelp')}
        >
          <MemberSelect withoutDevice />
        </Form.Item>
      </Form>
    </Modal>
  );
}
