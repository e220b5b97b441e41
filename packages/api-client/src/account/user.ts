import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { defaults, shouldShowError, staleTimes } from '@hub/domain';
import { unwrap, type ApiClient, type CallError, type CallResult } from '../http/client';
import { isHiddenError } from '../http/error-display';
import { queryKeys } from '../http/query-keys';
import {
  languageUpdateSchema,
  shippingSchema,
  userDetailsSchema,
  userInfoSchema,
  type LanguageUpdate,
  type Shipping,
  type UserDetails,
  type UserDetailsUpdate,
  type UserInfo,
} from './schemas';

/**
 * A user-data fetch's result as spec section 8 shows it: the fetch shows its error only on 5xx, and a 4xx
 * (the record is not the caller's to read: gone, refused) ends the session as a refused token does, with
 * the sign-out and redirect of a 401 and a 401 result; the caller's own handling of a 401 then applies.
 */
export function endSessionUnlessShown<T>(api: ApiClient, result: CallResult<T>): CallResult<T> {
  if (!isHiddenError('userFetch', result) || result.errStatus === 401) return result;
  api.config.onUnauthorized?.();
  return { ...result, errStatus: 401, errorObject: null, retryAfter: null };
}

/** `GET /api/v2/user/info/` (auth); a hidden failure ends the session (`endSessionUnlessShown`). */
export async function getUserInfo(api: ApiClient, signal?: AbortSignal): Promise<CallResult<UserInfo>> {
  return endSessionUnlessShown(
    api,
    await api.call('/api/v2/user/info/', { auth: true, signal, schema: userInfoSchema }),
  );
}

/** `GET /api/v2/user/` (auth); a hidden failure ends the session (`endSessionUnlessShown`). */
export async function getUserDetails(api: ApiClient, signal?: AbortSignal): Promise<CallResult<UserDetails>> {
  return endSessionUnlessShown(
    api,
    await api.call('/api/v2/user/', { auth: true, signal, schema: userDetailsSchema }),
  );
}

/** `PATCH /api/v2/user/` (auth): validation errors come back as `{field: [messages]}`. */
export function updateUserDetails(
  api: ApiClient,
  changes: UserDetailsUpdate,
): Promise<CallResult<UserDetails>> {
  return api.call('/api/v2/user/', { method: 'PATCH', auth: true, body: changes, schema: userDetailsSchema });
}

/**
 * `GET /api/v2/user/shipping/` (auth). Spec section 8 shows its error only on 5xx: a 4xx (a 404 for no
 * address on file) reads as the address of a user who has none yet, empty in the default country and
 * timezone, as the server answers it; without a version, a save of it is not checked against another.
 */
export async function getShipping(api: ApiClient, signal?: AbortSignal): Promise<CallResult<Shipping>> {
  const result = await api.call('/api/v2/user/shipping/', { auth: true, signal, schema: shippingSchema });
  if (isHiddenError('shippingFetch', result)) {
    // @hub/domain's `emptyShippingAddress`, written out: importing it takes the module of the US states
    // list into every page's first download.
    const empty = { address1: '', address2: '', city: '', state: '', zipcode: '' };
    return {
      ok: true,
      status: result.errStatus,
      data: { ...empty, country: defaults.country, timezone: defaults.timezone },
    };
  }
  return result;
}

/** `PATCH /api/v2/user/shipping/` (auth): the server merges the changes into the stored address. */
export function updateShipping(api: ApiClient, changes: Partial<Shipping>): Promise<CallResult<Shipping>> {
  return api.call('/api/v2/user/shipping/', {
    method: 'PATCH',
    auth: true,
    body: changes,
    schema: shippingSchema,
  });
}

/** `PATCH /api/v3/users/{id}/` {language}: saves the chosen language on the user (spec section 1). */
export function updateLanguage(
  api: ApiClient,
  userId: number,
  language: string,
): Promise<CallResult<LanguageUpdate>> {
  return api.call(`/api/v3/users/${userId}/`, {
    method: 'PATCH',
    auth: true,
    body: { language },
    schema: languageUpdateSchema,
  });
}

/** What the account details form changed: only the fields that differ from what is stored. */
export interface AccountDetailsChanges {
  user?: UserDetailsUpdate;
  shipping?: Partial<Shipping>;
}

/** The outcome of saving the account details. */
export type AccountDetailsSaveResult =
  | { ok: true; user: UserDetails | null; shipping: Shipping | null }
  | {
      ok: false;
      /** Which call failed: its error carries the field errors for the form. */
      failed: 'user' | 'shipping';
      error: CallError | { ok: false; cancelled: true };
      /**
       * Whether the form shows the failure (spec section 8): a profile or shipping update shows its error
       * only on a validation status (400) or 5xx, or when no answer came; a cancelled save shows nothing.
       */
      shown: boolean;
      /**
       * Only when the shipping call failed after the user call succeeded: whether the user's details
       * were put back. False means the server keeps the new details (the app reports it).
       */
      undone?: boolean;
    };

/** Whether the form shows a failed update of `kind` (spec section 8); a cancelled save shows nothing. */
function shows(
  kind: 'profileUpdate' | 'shippingUpdate',
  error: CallError | { ok: false; cancelled: true },
): boolean {
  return !error.cancelled && shouldShowError(kind, error.errStatus);
}

/**
 * Saves the account details form (spec section 2): `PATCH /api/v2/user/` first, then
 * `PATCH /api/v2/user/shipping/`, each only when something of it changed.
 *
 * The user call goes first because it is the one the server can refuse for reasons the form cannot
 * check (an email already taken). If the shipping call then fails, the user's changed fields are
 * patched back to `previous`, so the person never sees half of a save: the form stays in edit with
 * their values and the errors, and Cancel or a reload shows what was there before.
 */
export async function saveAccountDetails(
  api: ApiClient,
  changes: AccountDetailsChanges,
  previous: UserDetails,
): Promise<AccountDetailsSaveResult> {
  const userChanges = changes.user && Object.keys(changes.user).length > 0 ? changes.user : null;
  const shippingChanges =
    changes.shipping && Object.keys(changes.shipping).length > 0 ? changes.shipping : null;

  let user: UserDetails | null = null;
  if (userChanges) {
    const saved = await updateUserDetails(api, userChanges);
    if (!saved.ok) return { ok: false, failed: 'user', error: saved, shown: shows('profileUpdate', saved) };
    user = saved.data;
  }
  let shipping: Shipping | null = null;
  if (shippingChanges) {
    const saved = await updateShipping(api, shippingChanges);
    if (!saved.ok) {
      const shown = shows('shippingUpdate', saved);
      if (!userChanges) return { ok: false, failed: 'shipping', error: saved, shown };
      // A field that had no value (a phone never given) cannot be patched back to nothing.
      // The password is no field to put back; a new email was only asked for (it waits for its link,
      // which the person may ignore), so patching it back changes nothing either.
      const fields = (Object.keys(userChanges) as (keyof UserDetailsUpdate)[]).filter(
        (field): field is 'first_name' | 'last_name' | 'email' | 'phone' => field !== 'current_password',
      );
      const restorable = fields.filter((field) => previous[field] !== null);
      const restore = Object.fromEntries(restorable.map((field) => [field, previous[field]]));
      const undone = await updateUserDetails(api, restore);
      return {
        ok: false,
        failed: 'shipping',
        error: saved,
        shown,
        undone: undone.ok && restorable.length === fields.length,
      };
    }
    shipping = saved.data;
  }
  return { ok: true, user, shipping };
}

/** Marks everything the account details touch as stale, so every screen reads the saved values. */
export function invalidateAccountDetails(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.userInfo() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.userDetails() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.shipping() }),
  ]).then(() => undefined);
}

/** After a language change: the user record carries `language`. */
export function invalidateUserLanguage(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.userInfo() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.userDetails() }),
  ]).then(() => undefined);
}

/** User info, fresh for an hour (spec section 9). */
export function userInfoQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.userInfo(),
    queryFn: async ({ signal }) => unwrap(await getUserInfo(api, signal)),
    staleTime: staleTimes.userInfo,
  });
}

/** The editable user details, fresh for a minute (spec section 9: other queries). */
export function userDetailsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.userDetails(),
    queryFn: async ({ signal }) => unwrap(await getUserDetails(api, signal)),
    staleTime: staleTimes.other,
  });
}

/** The shipping address, fresh for a minute (spec section 9: other queries). */
export function shippingQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.shipping(),
    queryFn: async ({ signal }) => unwrap(await getShipping(api, signal)),
    staleTime: staleTimes.other,
  });
}
