import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import type { Input } from 'antd';
import type { ComponentProps, CSSProperties } from 'react';
import type { Translate } from '@/locales/useT';

/** A bare button: the eye looks as antd draws it; the browser's focus ring stays. */
const BARE: CSSProperties = {
  background: 'none',
  border: 0,
  padding: 0,
  color: 'inherit',
  font: 'inherit',
  lineHeight: 1,
  cursor: 'pointer',
};

/**
 * The eye of a password field, a button named for what pressing it does, in the page's language.
 * antd's own is an icon out of the Tab order, named by its picture ("eye-invisible") in English
 * whatever the language, so a keyboard user could not show what they typed. A press gives the
 * focus back to the field (antd's own, for a click), to type on.
 */
export function passwordIcon(t: Translate): ComponentProps<typeof Input.Password>['iconRender'] {
  return (visible) => (
    <button type="button" style={BARE} aria-label={t(visible ? 'common.hidePassword' : 'common.showPassword')}>
      {visible ? <EyeOutlined aria-hidden /> : <EyeInvisibleOutlined aria-hidden />}
    </button>
  );
}
