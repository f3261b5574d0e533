/**
 * The signed-in user's own settings (personal settings page). Apart from auth.ts, which the entry
 * chunk carries: a write here goes through the query cache, which loads with the pages.
 */
import { accountSchema, type CurrentUser } from '@/schema/account';
import { written } from './query';
import { type CallOptions, post } from './request';

export interface ProfileParams {
  name: string;
  phone?: string;
  email?: string;
}

/** The signed-in user's own name, phone and email, those sent only: their account row changes too. */
export const updateProfile = (params: Partial<ProfileParams>, opts?: CallOptions) =>
  written(accountSchema.name, post<CurrentUser>('/updateLoginAccount', params, opts));

export const changePassword = (params: { oldPassword: string; newPassword: string }, opts?: CallOptions) =>
  post<null>('/changePassword', params, opts);
