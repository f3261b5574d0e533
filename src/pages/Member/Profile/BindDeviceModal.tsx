import { App, Form, Modal, Select } from 'antd';
import { useState } from 'react';
import { applyServerErrors } from '@/components/crud/serverErrors';
import { invalidateRefOptions } from '@/components/crud/useRefOptions';
import { useT } from '@/locales/useT';
import { deviceService } from '@/services/device';
import type { Member } from '@/services/member';
import { useLoad } from '@/utils/useLoad';

/**
 * Binds a headband to this member: the device list's bind, seen from the member's side (the same
 * POST /dataDevice/edit { id, memberId }). Headbands held by someone else or disabled cannot be
 * picked, as the server would refuse them.
 */
export default function BindDeviceModal({
  open,
  member,
  onClose,
  onSaved,
}: {
  open: boolean;
  member: Member;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useT();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ deviceId?: number }>();
  const [saving, setSaving] = useState(false);
  const devices = useLoad(() => (open ? deviceService.list() : undefined), [open]);

  const submit = async () => {
    const { deviceId } = await form.validateFields();
    if (deviceId == null) return;
    setSaving(true);
    try {
      await deviceService.edit({ id: deviceId, memberId: member.id }, { fieldErrorsInForm: true });
      invalidateRefOptions('dataMember');
      invalidateRefOptions('dataDevice');
      const sn = devices.data?.find((d) => d.id === deviceId)?.sn ?? '';
      message.success(t('device.bound.done', { sn }));
      onSaved();
    } catch (e) {
      applyServerErrors(form, e);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('profile.bindTitle', { name: member.name })}
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
          name="deviceId"
          label={t('member.deviceId')}
          rules={[{ required: true, message: t('profile.pickDevice') }]}
          extra={t('member.deviceHelp')}
        >
          <Select
            showSearch
            optionFilterProp="label"
            loading={devices.loading}
            options={(devices.data ?? []).map((d) => ({
              value: d.id,
              label: d.sn,
              disabled: d.memberId != null || d.status === 0,
            }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
