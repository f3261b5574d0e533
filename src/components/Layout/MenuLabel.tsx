import { Tooltip } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { listen } from '@/utils/listen';

/**
 * Is the label cut by the sidebar's width (shown with an ellipsis)? Whichever element of the
 * label's box clips it (ProLayout's text span, or the menu's title box) is wider inside than out.
 */
const isCut = (el: HTMLElement | null): boolean => {
  const box = el?.closest<HTMLElement>('.ant-menu-title-content') ?? el;
  if (!box) return false;
  return [box, ...box.querySelectorAll<HTMLElement>('*')].some((e) => e.scrollWidth > e.clientWidth + 1);
};

/**
 * Is an entry shown by its icon alone (a collapsed sidebar, where ProLayout hides the text with
 * `display: none`, which `innerText` leaves out)? Not a group's icon: it opens its pop-up list of
 * entries beside it, where a tooltip would lie over them.
 */
const iconOnly = (el: HTMLElement | null): boolean =>
  Boolean(el?.closest('li.ant-menu-item')) &&
  // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is the point (jsdom has none: textContent)
  !(el?.innerText ?? el?.textContent)?.trim();

/**
 * A side-menu label with its whole name on hover (`title`). Labels wrap in the expanded 200 px
 * sidebar (src/global.less); one that is still cut ("Account Manage…") shows its whole text in a
 * tooltip instead, on hover and on keyboard focus alike, as does an entry of a collapsed sidebar,
 * which shows its icon alone. Focus lands on the entry's link or on a group's title row, so the
 * events are taken where they bubble to: the entry's `li`, or the title row.
 * The text is also the accessible name of the element the menu focuses: the icon's own name
 * ("team", "setting") came before it, and alone in a collapsed sidebar, which shows the icon
 * only. antd's menu item and group title take no name of ours, hence the attribute set here
 * (tests/e2e/pages.test.mjs checks the names in a collapsed sidebar); an entry's link is named
 * by src/components/Layout/MenuLink.tsx.
 */
export default function MenuLabel({ text, children }: { text: string; children: ReactNode }) {
  const ref = useRef<HTMLSpanElement>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    // The entry's li (its link takes the focus) or a group's title row: the menu's item.
    const target = ref.current?.closest<HTMLElement>('.ant-menu-submenu-title, li.ant-menu-item');
    if (!target) return undefined;
    target.setAttribute('aria-label', text);
    const show = () => setOpen(isCut(ref.current) || iconOnly(ref.current));
    const hide = () => setOpen(false);
    const events: Parameters<typeof listen>[1] = {
      mouseenter: show,
      mouseleave: hide,
      focusin: show,
      focusout: hide,
      click: hide,
    };
    if (target.classList.contains('ant-menu-submenu-title')) {
      // A group's title is a Tab stop as every entry's link is: antd leaves it to the menu's arrow
      // keys, which nothing on screen suggests, so Tab passed by Member Management and Basic
      // Settings and every page inside them. Enter opens and closes it (the menu's own key); Space
      // does too, as on a button.
      target.tabIndex = 0;
      events.keydown = (e: Event) => {
        if ((e as KeyboardEvent).key !== ' ' || e.target !== target) return;
        e.preventDefault();
        target.click();
      };
    }
    return listen(target, events);
  }, [text]);
  return (
    <Tooltip title={text} open={open} placement="right">
      {/* (No title while the tooltip shows the name: the browser's own would repeat it.) */}
      <span ref={ref} title={open ? undefined : text}>
        {children}
      </span>
    </Tooltip>
  );
}
