import { getIntl, history, useModel } from '@umijs/max';
import { useEffect } from 'react';
import { accessOf } from '@/access';
import { fetchCurrentUser } from '@/services/auth';
import { DEFAULT_REDIRECT } from '@/services/config';
import { feedback } from '@/services/feedback';
import { onAccessDenied, routerPathname } from '@/services/session';
import { routeOf } from './routeTable';

/** The key of the notice that the user's level changed: one however many calls were refused. */
const LEVEL_CHANGED_NOTICE = 'session.levelChanged';

/**
 * A call refused with 403 mid-session may mean the user's level was lowered meanwhile (by another
 * level-1 account): the console asks who the user is now and, when the level has changed, takes
 * the new one, so the menu and the write buttons follow at once, a page no longer open gives way
 * to the first page, and it says so. Without it, a demoted user kept a level-1 console whose every
 * write and list was refused until a reload.
 */
export default function AccessWatch() {
  const { initialState, setInitialState } = useModel('@@initialState');
  const level = initialState?.currentUser?.isSuperAdmin;
  useEffect(() => {
    let asking = false;
    return onAccessDenied(async () => {
      if (asking || level === undefined) return;
      asking = true;
      try {
        const fresh = await fetchCurrentUser({ skipErrorHandler: true });
        if (fresh.isSuperAdmin === level) return;
        await setInitialState((s) => ({ ...s, currentUser: fresh }));
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
        // A session that has ended meanwhile is the 401's to tell.
      } finally {
        asking = false;
      }
    });
  }, [level, setInitialState]);
  return null;
}
