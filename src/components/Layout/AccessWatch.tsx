import { getIntl, useModel } from '@umijs/max';
import { useEffect } from 'react';
import { fetchCurrentUser } from '@/services/auth';
import { feedback } from '@/services/feedback';
import { onAccessDenied } from '@/services/session';

/** The key of the notice that the user's level changed: one however many calls were refused. */
const LEVEL_CHANGED_NOTICE = 'session.levelChanged';

/**
 * A call refused with 403 mid-session may mean the user's level was lowered meanwhile (by another
 * level-1 account): the console asks who the user is now and, when the level has changed, takes
 * the new one, so the menu, the routes (a page no longer open shows 403) and the write buttons
 * follow at once, and says so. Without it, a demoted user kept a level-1 console whose every
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
