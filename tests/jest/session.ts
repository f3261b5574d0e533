import type { Access } from '@/access';
import type { CurrentUser } from '@/schema/account';

/** What tests/jest/mock-umi.ts hands to pages in place of Umi's access and initial state. */
export const testSession: {
  access?: Access;
  initialState?: {
    initialState: { currentUser?: CurrentUser };
    setInitialState: (s: unknown) => Promise<void>;
    loading: boolean;
    refresh: () => Promise<void>;
  };
} = {};
