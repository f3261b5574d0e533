import { Link, useLocation } from '@umijs/max';
import { type ReactNode, useEffect, useRef } from 'react';
import { usePagePrefetch } from '@/services/prefetch';
import { routerPathname } from '@/services/session';
import { listen } from '@/utils/listen';
import MenuLabel from './MenuLabel';
import { selectedMenuKeys } from './selectedMenu';
import { useEntryInView } from './useEntryInView';

/**
 * How long the pointer rests on an entry before its page is fetched: a pointer passing over the
 * menu on its way elsewhere fetches nothing (the delay Umi's own `Link` prefetch uses).
 */
export const HOVER_INTENT_MS = 50;

/**
 * A side-menu entry: a link to its page with its label, and the page prefetched on intent
 * (src/services/prefetch.ts `usePagePrefetch`): the pointer resting on the entry, keyboard
 * focus on it, or a press (a touch has no hover). The entry's `li` listens, not the link: the
 * link is narrower than the row the pointer enters, and the menu's arrow keys focus the `li`.
 */
export default function MenuLink({
  path,
  name,
  onClick,
  children,
}: {
  path: string;
  name: string;
  onClick?: () => void;
  children: ReactNode;
}) {
  const prefetch = usePagePrefetch();
  const ref = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    const entry = ref.current?.closest<HTMLElement>('li') ?? ref.current;
    if (!entry) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => clearTimeout(timer);
    const now = () => {
      stop();
      prefetch(path);
    };
    const rest = () => {
      stop();
      timer = setTimeout(now, HOVER_INTENT_MS);
    };
    const unlisten = listen(entry, { mouseenter: rest, mouseleave: stop, focusin: now, pointerdown: now });
    return () => {
      stop();
      unlisten();
    };
  }, [path, prefetch]);
  useEntryInView(ref, selectedMenuKeys(routerPathname(useLocation().pathname)).includes(path));
  return (
    <Link ref={ref} to={path} onClick={onClick} aria-label={name}>
      <MenuLabel text={name}>{children}</MenuLabel>
    </Link>
  );
}
