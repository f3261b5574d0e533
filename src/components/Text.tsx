import { theme } from 'antd';
import type { HTMLAttributes } from 'react';

interface Props extends HTMLAttributes<HTMLSpanElement> {
  type: 'secondary' | 'success';
}

/**
 * Coloured inline text in the theme's colours. antd's Typography does the same but brings its
 * editing, copying and ellipsis machinery (a text area and four icons, about 12 KB gzip) to every
 * list page that shows a muted dash.
 */
export default function Text({ type, style, ...rest }: Props) {
  const { token } = theme.useToken();
  const color = type === 'success' ? token.colorSuccessText : token.colorTextDescription;
  return <span style={{ color, ...style }} {...rest} />;
}

/** What a list cell or detail shows for a value that is not there. */
export const NONE = <Text type="secondary">-</Text>;
