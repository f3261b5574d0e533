import { type RefObject, useEffect } from 'react';
import { listen } from '@/utils/listen';

/**
 * Keeps the side menu's entry of the page shown in the sidebar's view: a page far down the menu
 * (the last settings catalogues on a 768 px high screen), opened by a link, a reload or Back, was
 * highlighted below the sidebar's fold, and a phone's menu drawer opened at its top.
 *
 * The entry scrolls into view (`block: 'nearest'`, so nothing moves when it is visible) when it
 * becomes current and whenever it is laid out anew (the ResizeObserver): a phone's drawer hides
 * its menu while closed, so a page reached meanwhile by Back is brought into view when the drawer
 * shows it again. And again when something holding it has finished moving: on the drawer's first
 * opening the entry's group grows open over antd's motion inside a list that clips it, so the
 * scroll made before then scrolls that list and is lost when the motion ends. Not in a collapsed
 * sidebar's pop-up group, which opens where the pointer is (outside `aside`).
 */
export function useEntryInView(ref: RefObject<HTMLElement>, current: boolean): void {
  useEffect(() => {
    const entry = ref.current?.closest('li');
    if (!current || !entry?.closest('aside')) return undefined;
    // (An entry hidden with its drawer or group has no box: the scroll then does nothing.)
    const show = () => entry.scrollIntoView({ block: 'nearest' });
    const laidOut = new ResizeObserver(show);
    laidOut.observe(entry);
    const unlisten = listen(document, {
      transitionend: (e) => {
        if (e.target instanceof Node && e.target !== entry && e.target.contains(entry)) show();
      },
    });
    return () => {
      laidOut.disconnect();
      unlisten();
    };
  }, [ref, current]);
}
