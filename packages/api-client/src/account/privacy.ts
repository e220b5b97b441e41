// Privacy (issue 12): the marketing opt-out and erasing one's personal data, under the user's own id.
import { accountKeys } from './keys';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { staleTimes } from '@hub/domain';
import { unwrap, type ApiClient, type CallResult } from '../http/client';
import { detailSchema, type DetailResponse } from '../http/schemas';
import {
  marketingChoiceSchema,
  userInfoV3Schema,
  type MarketingChoice,
  type UserInfoV3,
} from './call-schemas';

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

/** `GET /api/v3/user_info/`: the user info with the privacy choices and the onboarding progress. */
export function getUserInfoV3(api: ApiClient, signal?: AbortSignal): Promise<CallResult<UserInfoV3>> {
  return api.call('/api/v3/user_info/', { auth: true, signal, schema: userInfoV3Schema });
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
