import type { PaginationProps } from 'antd';
import { cloneElement, isValidElement, type ReactElement } from 'react';
import type { Translate } from '@/locales/useT';

/**
 * antd's previous- and next-page buttons hold an icon and nothing else, so they were named by it:
 * "left" and "right", in English whatever the page's language (the translated title sits on the
 * item around each button, which is not the button). This names each button in the page's
 * language, through the pager's public `itemRender`, which hands over antd's own button.
 */
export function pagerItemRender(t: Translate): PaginationProps['itemRender'] {
  return (_page, type, element) =>
    (type === 'prev' || type === 'next') && isValidElement(element)
      ? cloneElement(element as ReactElement<{ 'aria-label'?: string }>, { 'aria-label': t(`crud.page.${type}`) })
      : element;
}
