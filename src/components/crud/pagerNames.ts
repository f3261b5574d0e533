import type { PaginationProps } from 'antd';
import { cloneElement, isValidElement, type ReactElement } from 'react';
import type { Translate } from '@/locales/useT';

/**
 * antd's previous- and next-page buttons hold an icon and nothing else, so they were named by it:
 * "left" and "right", in English whatever the page's language (the translated title sits on the
 * item around each button, which is not the button). This names each button in the page's
 * language, through the pager's public `itemRender`, which hands over antd's own button. The
 * "5 pages on" items are named by their translated title, but read out their icon ("double-right")
 * and dots: those are hidden from screen readers. With `current`, the page shown says it is.
 */
export function pagerItemRender(t: Translate, current?: number): PaginationProps['itemRender'] {
  return (page, type, element) => {
    if (!isValidElement(element)) return element;
    // antd marks the page shown by a class alone: a screen reader heard "2" like any other.
    if (type === 'page' && page === current)
      return cloneElement(element as ReactElement<{ 'aria-current'?: 'page' }>, { 'aria-current': 'page' });
    if (type === 'prev' || type === 'next')
      return cloneElement(element as ReactElement<{ 'aria-label'?: string }>, { 'aria-label': t(`crud.page.${type}`) });
    if (type === 'jump-prev' || type === 'jump-next')
      return cloneElement(element as ReactElement<{ 'aria-hidden'?: boolean }>, { 'aria-hidden': true });
    return element;
  };
}
