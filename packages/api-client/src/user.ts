import { queryOptions } from '@tanstack/react-query';
import { unwrap, type ApiClient, type CallResult } from './client';
import { queryKeys } from './query-keys';
import {
  shippingSchema,
  userDetailsSchema,
  userInfoSchema,
  type Shipping,
  type UserDetails,
  type UserDetailsUpdate,
  type UserInfo,
} from './schemas';
import { staleTimes } from './stale-times';

/** `GET /api/v2/user/info/` (auth). */
export function getUserInfo(api: ApiClient, signal?: AbortSignal): Promise<CallResult<UserInfo>> {
  return api.call('/api/v2/user/info/', { auth: true, signal, schema: userInfoSchema });
}

/** `GET /api/v2/user/` (auth). */
export function getUserDetails(api: ApiClient, signal?: AbortSignal): Promise<CallResult<UserDetails>> {
  return api.call('/api/v2/user/', { auth: true, signal, schema: userDetailsSchema });
}

/** `PATCH /api/v2/user/` (auth): validation errors come back as `{field: [messages]}`. */
export function updateUserDetails(
  api: ApiClient,
  changes: UserDetailsUpdate,
): Promise<CallResult<UserDetails>> {
  return api.call('/api/v2/user/', { method: 'PATCH', auth: true, body: changes, schema: userDetailsSchema });
}

/** `GET /api/v2/user/shipping/` (auth). */
export function getShipping(api: ApiClient, signal?: AbortSignal): Promise<CallResult<Shipping>> {
  return api.call('/api/v2/user/shipping/', { auth: true, signal, schema: shippingSchema });
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

/** `PATCH /api/v3/users/{id}/` {language}: saves the chosen language on the user. */
export function updateLanguage(
  api: ApiClient,
  userId: number,
  language: string,
): Promise<CallResult<unknown>> {
  return api.call(`/api/v3/users/${userId}/`, { method: 'PATCH', auth: true, body: { language } });
}

/** User info, fresh for an hour (spec section 9). */
export function userInfoQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.userInfo(),
    queryFn: async ({ signal }) => unwrap(await getUserInfo(api, signal)),
    staleTime: staleTimes.userInfo,
  });
}

export function userDetailsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.userDetails(),
    queryFn: async ({ signal }) => unwrap(await getUserDetails(api, signal)),
    staleTime: staleTimes.default,
  });
}

export function shippingQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.shipping(),
    queryFn: async ({ signal }) => unwrap(await getShipping(api, signal)),
    staleTime: staleTimes.default,
  });
}
