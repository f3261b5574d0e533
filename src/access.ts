import type { CurrentUser } from '@/schema/account';
import { phonesMasked } from './schema/phone';

/**
 * pageIds each level may open (docs/product-rules.md, access levels). Levels 2 and 3 see no
 * pageId-restricted page.
 */
export const PAGES_BY_LEVEL: Record<number, readonly number[]> = { 1: [1, 2, 3], 2: [], 3: [] };

export interface RouteWithPage {
  pageId?: number;
}

/** Pure rules, so they are tested without React. */
export function accessOf(user?: Pick<CurrentUser, 'isSuperAdmin'> | null) {
  const pages = user ? (PAGES_BY_LEVEL[user.isSuperAdmin] ?? []) : [];
  const isAdmin = user?.isSuperAdmin === 1;
  return {
    isLoggedIn: Boolean(user),
    /** Route rule: a route with a pageId needs that page in the level's list. */
    canPage: (route: RouteWithPage) => route.pageId === undefined || pages.includes(route.pageId),
    /** Only level 1 may add, edit, delete or change status. */
    canWrite: isAdmin,
    /** Phone numbers show masked (the server sends them so too). */
    masksPhones: phonesMasked(user?.isSuperAdmin),
  };
}

export type Access = ReturnType<typeof accessOf>;

export default function access(initialState: { currentUser?: CurrentUser } | undefined): Access {
  return accessOf(initialState?.currentUser);
}
