// Onboarding's calls (spec sections 2, 3 and 4; docs/decisions.md "Onboarding and account"): what the
// user has done (the steps passed), passing a step, the family survey through the form service, and
// completing a child's profile. The state changes the hub keeps are @hub/domain's onboardingReducer.
import { onboardingKeys } from './keys';
import { accountKeys } from '../account/keys';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { staleTimes, type FamilySurveyAnswers } from '@hub/domain';
import { unwrap, type ApiClient, type CallResult } from '../http/client';
import { followPages } from '../http/paging';
import { queryKeys } from '../http/query-keys';
import {
  completedProfileSchema,
  formResponsePageSchema,
  formResponseSchema,
  hasDoneSchema,
  userActionPageSchema,
  userActionSchema,
  type CompletedProfile,
  type FormResponse,
  type HasDone,
  type UserAction,
} from './schemas';

/** `GET /api/v1/user_actions/`, every page: what the user has done, oldest first. */
export function getUserActions(api: ApiClient, signal?: AbortSignal) {
  return followPages<UserAction>(api, '/api/v1/user_actions/', userActionPageSchema, signal);
}

/** `GET /api/v1/actions/has_done?action=`: whether the user has done one action. */
export function getHasDone(
  api: ApiClient,
  action: string,
  signal?: AbortSignal,
): Promise<CallResult<HasDone>> {
  return api.call('/api/v1/actions/has_done', {
    auth: true,
    signal,
    query: { action },
    schema: hasDoneSchema,
  });
}

/**
 * `POST /api/v1/user_actions/` {action}: records that the user did it (a step passed). 409 `{detail}`
 * when the step cannot be passed yet (the profiles step while a profile is incomplete).
 */
export function recordUserAction(api: ApiClient, action: string): Promise<CallResult<UserAction>> {
  return api.call('/api/v1/user_actions/', {
    method: 'POST',
    auth: true,
    body: { action },
    schema: userActionSchema,
  });
}

/** `GET /api/v2/user/form_responses/?form=`, every page: the user's answers to a form. */
export function getFormResponses(api: ApiClient, form: string, signal?: AbortSignal) {
  return followPages<FormResponse>(
    api,
    `/api/v2/user/form_responses/?${new URLSearchParams({ form })}`,
    formResponsePageSchema,
    signal,
  );
}

/**
 * `POST /api/v2/user/form_responses/` {form, answers}: the survey's answers (which also pass its step).
 * 400 nests the answers' field errors under `answers`, as DRF does.
 */
export function submitFamilySurvey(
  api: ApiClient,
  answers: FamilySurveyAnswers,
): Promise<CallResult<FormResponse>> {
  return api.call('/api/v2/user/form_responses/', {
    method: 'POST',
    auth: true,
    body: { form: 'family_survey', answers },
    schema: formResponseSchema,
  });
}

/** `POST /api/v2/accounts/{id}/incomplete_profiles/{playerId}/complete/` {birth_year}. */
export function completeProfile(
  api: ApiClient,
  accountId: number,
  playerId: number,
  birthYear: number,
): Promise<CallResult<CompletedProfile>> {
  return api.call(`/api/v2/accounts/${accountId}/incomplete_profiles/${playerId}/complete/`, {
    method: 'POST',
    auth: true,
    body: { birth_year: birthYear },
    schema: completedProfileSchema,
  });
}

/** What the user has done, fresh for a minute (spec section 9: other queries). */
export function userActionsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: onboardingKeys.userActions(),
    queryFn: async ({ signal }) => unwrap(await getUserActions(api, signal)),
    staleTime: staleTimes.other,
  });
}

/** Whether the user has done one action, fresh for a minute. */
export function hasDoneQueryOptions(api: ApiClient, action: string) {
  return queryOptions({
    queryKey: onboardingKeys.hasDone(action),
    queryFn: async ({ signal }) => unwrap(await getHasDone(api, action, signal)),
    staleTime: staleTimes.other,
  });
}

/** The user's answers to a form, fresh for a minute. */
export function formResponsesQueryOptions(api: ApiClient, form: string) {
  return queryOptions({
    queryKey: onboardingKeys.formResponses(form),
    queryFn: async ({ signal }) => unwrap(await getFormResponses(api, form, signal)),
    staleTime: staleTimes.other,
  });
}

/**
 * After a step was passed or a survey answered: the actions (and every has_done under them), the form's
 * responses and the v3 user info, which carries the progress.
 */
export function invalidateOnboarding(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: onboardingKeys.userActions() }),
    queryClient.invalidateQueries({ queryKey: ['hub', 'user', 'form-responses'] }),
    queryClient.invalidateQueries({ queryKey: accountKeys.userInfoV3() }),
  ]).then(() => undefined);
}

/** After a profile was completed: the account's incomplete profiles and its players. */
export function invalidateProfiles(queryClient: QueryClient, accountId: number): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.incompleteProfiles(accountId) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.players(accountId) }),
  ]).then(() => undefined);
}
