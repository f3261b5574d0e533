import { history } from '@umijs/max';
import { useEffect, useState } from 'react';
import { onLoginPage } from '@/services/session';

/**
 * Whether the page is not the sign-in page, for parts rendered above the router with the app's
 * providers (the skip link, the notices' host): the path comes from Umi's history.
 */
export function useOutsideSignIn(): boolean {
  const [outside, setOutside] = useState(() => !onLoginPage());
  useEffect(() => history.listen(() => setOutside(!onLoginPage())), []);
  return outside;
}
