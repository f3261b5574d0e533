import { fetchCurrentUser } from './auth';
import { goLogin, mainToken, onLoginPage } from './session';

/**
 * The tabs of one browser share the session's cookies: another tab may sign out, or sign another
 * user in, while this one still shows the first user's name, menu and buttons. Whose session this
 * tab shows is noted when it begins; on coming back to the tab, a token that changed meanwhile is
 * checked (docs/product-rules.md, sessions).
 */
let shown: { userId: number; token: string | undefined } | undefined;

/** This tab now shows `userId`'s session (started here, or found at start). */
export function tabShowsSessionOf(userId: number): void {
  shown = { userId, token: mainToken() };
}

/**
 * Back in this tab: no token any more goes to the sign-in page; another user's loads the page
 * again as that user (`reload`); the same user's (a token renewed) changes nothing.
 */
export async function checkSessionOnReturn(reload: () => void = () => window.location.reload()): Promise<void> {
  if (!shown || onLoginPage()) return;
  const token = mainToken();
  if (token === shown.token) return;
  if (!token) {
    goLogin();
    return;
  }
  try {
    const user = await fetchCurrentUser({ skipErrorHandler: true });
    if (user.id === shown.userId) shown = { ...shown, token };
    else reload();
  } catch {
    goLogin();
  }
}

/** Checks the session whenever the user comes back to this tab or window. */
export function followOtherTabs(): void {
  const onReturn = () => {
    if (document.visibilityState !== 'hidden') void checkSessionOnReturn();
  };
  window.addEventListener('focus', onReturn);
  document.addEventListener('visibilitychange', onReturn);
}
