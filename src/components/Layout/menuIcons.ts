import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';

/** A side-menu entry as ProLayout's `menuDataRender` passes it. */
interface MenuItem {
  icon?: ReactNode;
  children?: MenuItem[];
}

/**
 * The side menu's entries with their icons hidden from screen readers: an icon beside a text
 * (docs/product-rules.md, languages). The routes' icons (config/routes.ts) come as antd icons
 * named in English ("home", "team"), which a Chinese menu read out otherwise.
 */
export function quietMenuIcons<T extends MenuItem>(items: T[]): T[] {
  return items.map((item) => ({
    ...item,
    icon: isValidElement(item.icon)
      ? cloneElement(item.icon as ReactElement<{ 'aria-hidden'?: boolean }>, { 'aria-hidden': true })
      : item.icon,
    children: item.children && quietMenuIcons(item.children),
  }));
}
