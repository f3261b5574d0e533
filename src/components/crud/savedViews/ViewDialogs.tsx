import { Button, Checkbox, Form, Input, type InputRef, List, Modal, Space, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import ConfirmPopover from '@/components/ConfirmPopover';
import { checkedValues } from '@/components/crud/serverErrors';
import { focusOnceOpen } from '@/components/dialogFocus';
import { useFeedback } from '@/components/useFeedback';
import OwnTexts from '@/locales/OwnTexts';
import { useT } from '@/locales/useT';
import { ApiError } from '@/services/errors';
import { type SavedView, savedViewService } from '@/services/savedView';
import { SAVED_VIEW_DIALOG_TEXTS } from './dialogTexts';

interface Props {
  which?: 'save' | 'manage';
  onClose: () => void;
  list: string;
  views: SavedView[];
  /** The list as it stands: its URL query and its column settings. */
  current: () => Pick<SavedView, 'query' | 'columns'>;
}

/** Saving the current view under a name, and renaming, making default and deleting saved ones. */
export default function ViewDialogs({ which, onClose, list, views, current }: Props) {
  return (
    <OwnTexts texts={SAVED_VIEW_DIALOG_TEXTS}>
      {/* Both stay mounted, closed, so that each closes as a dialog does: giving the focus back. */}
      <ManageDialog open={which === 'manage'} onClose={onClose} views={views} />
      <SaveDialog open={which === 'save'} onClose={onClose} list={list} current={current} />
    </OwnTexts>
  );
}

function SaveDialog({ open, onClose, list, current }: Omit<Props, 'which' | 'views'> & { open: boolean }) {
  const t = useT();
  const { message } = useFeedback();
  const [form] = Form.useForm<{ name: string; isDefault: boolean }>();
  const [busy, setBusy] = useState(false);
  const nameInput = useRef<InputRef>(null);
  const save = async () => {
    // A refusal is shown at its field; the dialog stays open.
    const values = await checkedValues(form);
    if (!values) return;
    const { name, isDefault } = values;
    setBusy(true);
    try {
      const saved = await savedViewService.add({ list, name, isDefault: Boolean(isDefault), ...current() });
      message.success(t('savedView.saved', { name: saved.name }));
      onClose();
    } catch (e) {
      if (e instanceof ApiError && e.fieldErrors)
        form.setFields([{ name: 'name', errors: Object.values(e.fieldErrors) }]);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={open}
      title={t('savedView.saveTitle')}
      onCancel={onClose}
      onOk={save}
      okText={t('savedView.ok')}
      cancelText={t('common.cancel')}
      // antd ignores Cancel, Escape and the close button while the save is on its way.
      confirmLoading={busy}
      cancelButtonProps={{ disabled: busy }}
      destroyOnHidden
      afterOpenChange={(opened) => focusOnceOpen(opened, nameInput.current?.input)}
    >
      <p>{t('savedView.saveHint')}</p>
      <Form form={form} layout="vertical" onFinish={save} initialValues={{ isDefault: false }}>
        <Form.Item
          name="name"
          label={t('savedView.name')}
          rules={[{ required: true, whitespace: true, message: t('savedView.nameRequired') }, { max: 40 }]}
        >
          <Input ref={nameInput} maxLength={40} />
        </Form.Item>
        <Form.Item name="isDefault" valuePropName="checked">
          <Checkbox>{t('savedView.makeDefault')}</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}

function ManageDialog({ open, onClose, views }: { open: boolean; onClose: () => void; views: SavedView[] }) {
  const t = useT();
  const { message } = useFeedback();
  const [renaming, setRenaming] = useState<number>();
  // A delete's confirmation is drawn in the dialog's own DOM: as a portal nested in the dialog's,
  // it would be attached a render late, after its trigger's hooks had looked for it.
  const box = useRef<HTMLDivElement>(null);
  const [name, setName] = useState('');
  const rename = async (v: SavedView) => {
    if (!name.trim()) {
      message.error(t('savedView.nameRequired'));
      return;
    }
    try {
      await savedViewService.edit({ id: v.id, name: name.trim() }, { fieldErrorsInForm: true });
      setRenaming(undefined);
    } catch (e) {
      if (e instanceof ApiError) message.error(e.message);
    }
  };
  return (
    <Modal
      open={open}
      title={t('savedView.manageTitle')}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('savedView.close')}</Button>}
      destroyOnHidden
    >
      <div ref={box}>
        <List
          dataSource={views}
          renderItem={(v) => (
            <List.Item key={v.id}>
              <Space wrap style={{ width: '100%', justifyContent: 'space-between' }}>
                {renaming === v.id ? (
                  <Space.Compact>
                    <Input
                      aria-label={t('savedView.renameOf', { name: v.name })}
                      autoFocus
                      maxLength={40}
                      value={name}
                      onChange={(e) => setName(e.target.value)}
                      onPressEnter={() => void rename(v)}
                    />
                    <Button type="primary" onClick={() => void rename(v)}>
                      {t('savedView.ok')}
                    </Button>
                  </Space.Compact>
                ) : (
                  <span>
                    <Typography.Text strong>{v.name}</Typography.Text>{' '}
                    {v.isDefault && <Tag color="blue">{t('savedView.isDefault')}</Tag>}
                  </span>
                )}
                <Space wrap size="small">
                  <Button
                    size="small"
                    aria-label={t('savedView.renameOf', { name: v.name })}
                    onClick={() => {
                      setRenaming(v.id);
                      setName(v.name);
                    }}
                  >
                    {t('savedView.rename')}
                  </Button>
                  <Button
                    size="small"
                    aria-label={
                      v.isDefault
                        ? t('savedView.unsetDefaultOf', { name: v.name })
                        : t('savedView.setDefaultOf', { name: v.name })
                    }
                    onClick={() =>
                      savedViewService.edit({ id: v.id, isDefault: !v.isDefault }).catch(() => {
                        // shown by the request layer
                      })
                    }
                  >
                    {v.isDefault ? t('savedView.unsetDefault') : t('savedView.setDefault')}
                  </Button>
                  <ConfirmPopover
                    title={t('savedView.confirmDelete', { name: v.name })}
                    getPopupContainer={() => box.current ?? document.body}
                    okText={t('savedView.delete')}
                    okButtonProps={{ danger: true }}
                    cancelText={t('common.cancel')}
                    onConfirm={() =>
                      savedViewService.remove(v.id).then(
                        () => message.success(t('savedView.deleted')),
                        () => {
                          // shown by the request layer
                        },
                      )
                    }
                  >
                    <Button size="small" danger aria-label={t('savedView.deleteOf', { name: v.name })}>
                      {t('savedView.delete')}
                    </Button>
                  </ConfirmPopover>
                </Space>
              </Space>
            </List.Item>
          )}
        />
      </div>
    </Modal>
  );
}
