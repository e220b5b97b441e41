// Privacy (issue 12): the marketing opt-out and erasing one's personal data, under the user's own id;
// social access, the choice to join the community group (issue 28).
import { accountKeys } from './keys';
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { staleTimes } from '@hub/domain';
import { unwrap, type ApiClient, type CallResult } from '../http/client';
import { detailSchema, type DetailResponse } from '../http/schemas';
import { setSocialAccess } from './account-info';
import {
  marketingChoiceSchema,
  userInfoV3Schema,
  type MarketingChoice,
  type UserInfoV3,
} from './call-schemas';
import { endSessionUnlessShown } from './user';

/** `POST /api/v3/users/{id}/marketing_opt_out/` {marketing_opt_out}: true opts out, false opts in again. */
export function setMarketingOptOut(
  api: ApiClient,
  userId: number,
  optOut = true,
): Promise<CallResult<MarketingChoice>> {
  return api.call(`/api/v3/users/${userId}/marketing_opt_out/`, {
    method: 'POST',
    auth: true,
    body: { marketing_opt_out: optOut },
    schema: marketingChoiceSchema,
  });
}

/**
 * `POST /api/v3/users/{id}/gdpr_forget/` {password}: erases the user's personal data (the family's, for
 * the billing user) and signs everyone out. 400 `{password}` for a wrong password; 409 `{detail}` while
 * the subscription still runs. The 401s that follow a success are the device's to clear, not a sign-in
 * to ask for: the caller signs out locally.
 */
export function eraseMyData(
  api: ApiClient,
  userId: number,
  password: string,
): Promise<CallResult<DetailResponse>> {
  return api.call(`/api/v3/users/${userId}/gdpr_forget/`, {
    method: 'POST',
    auth: true,
    body: { password },
    schema: detailSchema,
  });
}

/**
 * `GET /api/v3/user_info/`: the user info with the privacy choices and the onboarding progress. A user-data
 * fetch: a failure spec section 8 hides ends the session (`endSessionUnlessShown`).
 */
export async function getUserInfoV3(api: ApiClient, signal?: AbortSignal): Promise<CallResult<UserInfoV3>> {
  return endSessionUnlessShown(
    api,
    await api.call('/api/v3/user_info/', { auth: true, signal, schema: userInfoV3Schema }),
  );
}

/** The v3 user info, fresh for an hour as the user info (spec section 9). */
export function userInfoV3QueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: accountKeys.userInfoV3(),
    queryFn: async ({ signal }) => unwrap(await getUserInfoV3(api, signal)),
    staleTime: staleTimes.userInfo,
  });
}

/** After a privacy choice: the v3 user info carries it. */
export function invalidatePrivacy(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: accountKeys.userInfoV3() });
}

/**
 * Joining the community group or leaving it (`POST /api/v2/user/social_access/` {social_access}): the v3
 * user info takes the saved choice at once, and is read again once the call settles, so every screen (and
 * a reload) shows what the server keeps. A refused call changes nothing in the cache.
 */
export function socialAccessMutationOptions(api: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: accountKeys.socialAccess(),
    mutationFn: async (socialAccess: boolean) => unwrap(await setSocialAccess(api, socialAccess)),
    onSuccess: (saved) => {
      queryClient.setQueryData<UserInfoV3>(accountKeys.userInfoV3(), (current) =>
        current ? { ...current, ...saved } : current,
      );
    },
    onSettled: () => invalidatePrivacy(queryClient),
  });
}
