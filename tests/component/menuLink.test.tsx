/**
 * A side-menu entry prefetches the list it opens on intent (src/components/Layout/MenuLink.tsx):
 * the pointer resting on it, focus, a press; not a pointer passing over; not for a level that may
 * not open the page; not when prefetching is turned off. (The page's code, through Umi's
 * router, is checked in the browser: tests/e2e/pages.test.mjs.)
 */
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import MenuLink, { HOVER_INTENT_MS } from '@/components/Layout/MenuLink';
import { memberService } from '@/services/member';
import { PREFETCH_KEY } from '@/services/prefetch';
import { queryClient } from '@/services/query';
import { prefetchesSettled, renderPage, type Who } from '../helpers';
import { watchCalls } from '../msw';

let calls: string[] = [];

beforeEach(() => {
  calls = watchCalls((url) => url.pathname + url.search);
});

/** The side menu's markup around an entry: ProLayout renders each one as a link inside an `li`. */
function renderEntry(path: string, who: Who = 'admin') {
  renderPage(
    <ul>
      <li data-testid="entry">
        <MenuLink path={path} name="Entry">
          Entry
        </MenuLink>
      </li>
    </ul>,
    { who, path: '/device' },
  );
  return screen.getByTestId('entry');
}

const pause = (ms: number) => act(() => new Promise((r) => setTimeout(r, ms)));

/**
 * The member list's first reads: its page, the lists its filters and form pick from, and the user's
 * saved views of it (a bare opening waits for those).
 */
const MEMBER_READS = [
  '/dataDevice/list',
  '/dataMember/page?current=1&pageSize=10',
  '/savedView/list?list=%2Fmember',
  '/sysGrade/list',
  '/sysWorry/list',
];

it('the pointer resting on an entry reads its first page and reference lists into the cache, once', async () => {
  const entry = renderEntry('/member');
  fireEvent.mouseEnter(entry);
  await pause(HOVER_INTENT_MS + 20);
  await prefetchesSettled();
  expect([...calls].sort()).toEqual(MEMBER_READS);
  // The key the list reads on opening, with no filter in its URL.
  expect(queryClient.getQueryData(memberService.keys.page({ current: 1, pageSize: 10 }))).toBeDefined();

  // Resting on it again while the answers are fresh asks nothing more.
  fireEvent.mouseLeave(entry);
  fireEvent.mouseEnter(entry);
  await pause(HOVER_INTENT_MS + 20);
  await prefetchesSettled();
  expect(calls).toHaveLength(MEMBER_READS.length);
});

it('a pointer passing over an entry reads nothing', async () => {
  const entry = renderEntry('/training-record');
  fireEvent.mouseEnter(entry);
  fireEvent.mouseLeave(entry);
  await pause(HOVER_INTENT_MS * 3);
  await prefetchesSettled();
  expect(calls).toEqual([]);
});

it('keyboard focus and a press read at once', async () => {
  let entry = renderEntry('/member');
  fireEvent.focusIn(screen.getByRole('link'));
  await prefetchesSettled();
  expect([...calls].sort()).toEqual(MEMBER_READS);

  cleanup();
  queryClient.clear();
  calls.length = 0;
  entry = renderEntry('/device');
  fireEvent.pointerDown(entry);
  await prefetchesSettled();
  expect([...calls].sort()).toEqual(['/dataDevice/page?current=1&pageSize=10', '/savedView/list?list=%2Fdevice']);
});

it('reads nothing for a page the level may not open, nor when prefetching is off', async () => {
  // Accounts are for level 1: an operator (level 2) gets nothing read.
  let entry = renderEntry('/account', 'operator');
  fireEvent.focusIn(entry);
  await prefetchesSettled();
  expect(calls).toEqual([]);

  cleanup();
  window.localStorage.setItem(PREFETCH_KEY, 'off');
  entry = renderEntry('/training-record');
  fireEvent.focusIn(entry);
  await prefetchesSettled();
  expect(calls).toEqual([]);
});
