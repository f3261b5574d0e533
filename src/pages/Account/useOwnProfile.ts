import { useModel } from '@umijs/max';
import { useCallback } from 'react';

/** What a saved profile or account row says of its person (a row's empty values as null). */
export interface ProfileFields {
  name: string;
  phone?: string | null;
  email?: string | null;
}

/**
 * Puts a saved name, phone and e-mail of the signed-in user into the app's state, so that the
 * header ("account (name)"), the account centre and personal settings show them at once, and
 * personal settings do not save the old ones back. Used where the user's own profile or own
 * account row is saved.
 */
export function useOwnProfile(): (saved: ProfileFields) => Promise<void> {
  const { setInitialState } = useModel('@@initialState');
  return useCallback(
    ({ name, phone, email }: ProfileFields) =>
      setInitialState((s) => ({
        ...s,
        currentUser: s?.currentUser && {
          ...s.currentUser,
          name,
          phone: phone ?? undefined,
          email: email ?? undefined,
        },
      })),
    [setInitialState],
  );
}
