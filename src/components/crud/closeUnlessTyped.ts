import type { FormInstance } from 'antd';
import type { Translate } from '@/locales/useT';
import type { feedback } from '@/services/feedback';

/**
 * Closes a form's dialog (`close`) at once when nothing was typed in it, and otherwise asks first:
 * discard what was typed, or keep editing (where the focus starts: safeConfirm). While the form's
 * save is on its way (`saving`) it does neither: the write cannot be called back, so a Discard
 * would leave a saved record behind a form that said it was thrown away.
 */
export function closeUnlessTyped(
  form: FormInstance,
  modal: (typeof feedback)['modal'],
  t: Translate,
  close: () => void,
  saving: boolean,
): void {
  if (saving) return;
  if (!form.isFieldsTouched()) {
    close();
    return;
  }
  modal.confirm({
    title: t('crud.unsavedTitle'),
    content: t('crud.unsavedContent'),
    okText: t('crud.discard'),
    okButtonProps: { danger: true },
    cancelText: t('crud.keepEditing'),
    onOk: close,
  });
}
