import { getIntl, history, useModel } from '@umijs/max';
import { useEffect } from 'react';
import { accessOf } from '@/access';
import type { CurrentUser } from '@/schema/account';
import { fetchCurrentUser } from '@/services/auth';
import { DEFAULT_REDIRECT, FOCUS_REFRESH_THROTTLE_MS } from '@/services/config';
import { feedback } from '@/services/feedback';
import { onAccessDenied, routerPathname } from '@/services/session';
import { routeOf } from './routeTable';

/** The key of the notice that the user's level changed: one however many calls were refused. */
const LEVEL_CHANGED_NOTICE = 'session.levelChanged';

const sameUser = (a: CurrentUser, b: CurrentUser) =>
  (Object.keys({ ...a, ...b }) as (keyof CurrentUser)[]).every((k) => a[k] === b[k]);

/**
 * Who the signed-in user is now, asked again when another level-1 account may have changed them:
 * - after a call refused with 403 (their level lowered meanwhile);
 * - on a return to the window, at most once per focus-refresh throttle, as the lists are read again
 *   (the server answers most reads to every level, so a demoted user met no 403 until a write, and
 *   a promoted one never did; a renamed one kept the old name in the header and on the report).
 * A new level is taken at once: the menu and the write buttons follow, a page no longer open gives
 * way to the first page, and a notice says so. A new name, phone or e-mail is taken quietly.
 */
export default function AccessWatch() {
  const { initialState, setInitialState } = useModel('@@initialState');
  const user = initialState?.currentUser;
  useEffect(() => {
    if (!user) return undefined;
    let asking = false;
    let readAt = Date.now();
    const check = async (onReturn: boolean) => {
      if (asking || (onReturn && (document.hidden || Date.now() - readAt < FOCUS_REFRESH_THROTTLE_MS))) return;
      asking = true;
      try {
        const fresh = await fetchCurrentUser({ skipErrorHandler: true });
        readAt = Date.now();
        if (fresh.id !== user.id || sameUser(fresh, user)) return;
        await setInitialState((s) => ({ ...s, currentUser: fresh }));
        if (fresh.isSuperAdmin === user.isSuperAdmin) return;
        // A page the new level may not open gives way to the console's first page, as a sign-in's
        // redirect does (the layout checks a route's access as it is opened, not while it is shown).
        const route = routeOf(routerPathname());
        if (route && !accessOf(fresh).canPage(route)) history.replace(DEFAULT_REDIRECT);
        const intl = getIntl();
        feedback.notification.warning({
          key: LEVEL_CHANGED_NOTICE,
          message: intl.formatMessage({ id: 'session.levelChanged' }),
          description: intl.formatMessage(
            { id: 'session.levelChangedHint' },
            { level: intl.formatMessage({ id: `level.${fresh.isSuperAdmin}` }) },
          ),
        });
      } catch {
        // A session that has ended meanwhile is the 401's to tell (the next call of the page).
      } finally {
        asking = false;
      }
    };
    const onReturn = () => void check(true);
    window.addEventListener('focus', onReturn);
    document.addEventListener('visibilitychange', onReturn);
    const offDenied = onAccessDenied(() => void check(false));
    return () => {
      window.removeEventListener('focus', onReturn);
      document.removeEventListener('visibilitychange', onReturn);
      offDenied();
    };
  }, [user, setInitialState]);
  return null;
}
