import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import type { Input } from 'antd';
import type { ComponentProps } from 'react';
import type { Translate } from '@/locales/useT';

/**
 * The eye of a password field, named for what a click on it does, in the page's language: antd's
 * own is named by its icon ("eye-invisible"), in English whatever the language.
 */
export function passwordIcon(t: Translate): ComponentProps<typeof Input.Password>['iconRender'] {
  return (visible) =>
    visible ? (
      <EyeOutlined aria-label={t('common.hidePassword')} />
    ) : (
      <EyeInvisibleOutlined aria-label={t('common.showPassword')} />
    );
}
