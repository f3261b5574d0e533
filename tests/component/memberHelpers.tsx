/** Renders a page as a signed-in level inside a router at `path` (member, records and device tests). */
import { AccessContext } from '@@/plugin-access/context';
import { history } from '@umijs/max';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { accessOf } from '@/access';
import { renderInApp, signInAs } from '../helpers';

const LEVEL = { admin: 1, operator: 2, viewer: 3 } as const;

export function renderPage(
  ui: ReactElement,
  {
    who = 'admin',
    path = '/',
    route,
    locale = 'en-US',
  }: {
    who?: keyof typeof LEVEL;
    path?: string;
    route?: string;
    locale?: 'en-US' | 'zh-CN';
  } = {},
) {
  signInAs(who);
  // The list pages keep their search in the URL: ProTable's syncToUrl through the window's
  // location, the list's sort through Umi's history (one and the same in a browser).
  window.history.replaceState(null, '', path);
  history.replace(path);
  return renderInApp(
    <AccessContext.Provider value={accessOf({ isSuperAdmin: LEVEL[who] })}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route ?? path.split('?')[0]} element={ui} />
        </Routes>
      </MemoryRouter>
    </AccessContext.Provider>,
    locale,
  );
}
