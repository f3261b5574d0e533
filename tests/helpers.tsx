/** Test helpers: sign in against the mock backend and render inside the app's providers. */

import { getIntl, RawIntlProvider, setLocale } from '@@/plugin-locale';
import { setIntl } from '@@/plugin-locale/localeExports';
import { render } from '@testing-library/react';
import { App } from 'antd';
import Cookies from 'js-cookie';
import type { ReactElement } from 'react';
import FeedbackBridge from '@/components/FeedbackBridge';
import { getBackend } from './msw';

export const DEMO = {
  admin: { account: 'admin', password: 'Admin@123' },
  operator: { account: 'operator', password: 'Operator@123' },
  viewer: { account: 'viewer', password: 'Viewer@123' },
} as const;

/** Signs in on the current mock backend and stores the tokens as the app would. */
export function signInAs(who: keyof typeof DEMO): { main: string; second: string } {
  const res = getBackend().handle({ method: 'POST', path: '/login', query: {}, body: DEMO[who], headers: {} });
  const main = res.headers?.['x-access-token'] ?? '';
  const second = res.headers?.['access-token'] ?? '';
  Cookies.set('x-access-token', main, { path: '/' });
  Cookies.set('access-token', second, { path: '/' });
  return { main, second };
}

/** Renders a component with intl (in `locale`), the antd App context and the feedback bridge. */
export function renderInApp(ui: ReactElement, locale: 'zh-CN' | 'en-US' = 'en-US') {
  setLocale(locale, false);
  // setLocale skips the switch when the stored choice already matches; the global intl must follow.
  setIntl(locale);
  return render(
    <RawIntlProvider value={getIntl(locale)}>
      <App>
        <FeedbackBridge />
        {ui}
      </App>
    </RawIntlProvider>,
  );
}
