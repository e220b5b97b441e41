// The account's other reads and writes (spec section 7): its status, staff's custom note, its experiments,
// customer interactions (GET, OPTIONS and POST) and social access.
import { accountKeys } from './keys';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { staleTimes, type CustomerInteractionKind } from '@hub/domain';
import { unwrap, type ApiClient, type CallResult } from '../http/client';
import { followPages } from '../http/paging';
import {
  accountStatusSchema,
  customerInteractionPageSchema,
  customerInteractionSchema,
  customerInteractionsMetadataSchema,
  customNoteSchema,
  experimentalDataSchema,
  socialAccessSchema,
  type AccountStatus,
  type CustomerInteraction,
  type CustomerInteractionsMetadata,
  type CustomNote,
  type ExperimentalData,
  type SocialAccess,
} from './call-schemas';

/** `GET /api/v1/accounts/{id}/status/`. */
export function getAccountStatus(
  api: ApiClient,
  accountId: number,
  signal?: AbortSignal,
): Promise<CallResult<AccountStatus>> {
  return api.call(`/api/v1/accounts/${accountId}/status/`, {
    auth: true,
    signal,
    schema: accountStatusSchema,
  });
}

/** `GET /api/v1/accounts/{id}/custom_note/`. */
export function getCustomNote(
  api: ApiClient,
  accountId: number,
  signal?: AbortSignal,
): Promise<CallResult<CustomNote>> {
  return api.call(`/api/v1/accounts/${accountId}/custom_note/`, {
    auth: true,
    signal,
    schema: customNoteSchema,
  });
}

/** `GET /api/v2/accounts/{id}/experimental_data` (the spec's path, without a trailing slash). */
export function getExperimentalData(
  api: ApiClient,
  accountId: number,
  signal?: AbortSignal,
): Promise<CallResult<ExperimentalData>> {
  return api.call(`/api/v2/accounts/${accountId}/experimental_data`, {
    auth: true,
    signal,
    schema: experimentalDataSchema,
  });
}

/** `GET /api/v1/accounts/{id}/customer_interactions/`, every page, merged in order of id. */
export function getCustomerInteractions(api: ApiClient, accountId: number, signal?: AbortSignal) {
  return followPages<CustomerInteraction>(
    api,
    `/api/v1/accounts/${accountId}/customer_interactions/`,
    customerInteractionPageSchema,
    signal,
  );
}

/** `OPTIONS /api/v1/accounts/{id}/customer_interactions/`: what a new interaction takes. */
export function getCustomerInteractionsMetadata(
  api: ApiClient,
  accountId: number,
  signal?: AbortSignal,
): Promise<CallResult<CustomerInteractionsMetadata>> {
  return api.call(`/api/v1/accounts/${accountId}/customer_interactions/`, {
    method: 'OPTIONS',
    auth: true,
    signal,
    schema: customerInteractionsMetadataSchema,
  });
}

/** `POST /api/v1/accounts/{id}/customer_interactions/` {kind, summary}. */
export function recordCustomerInteraction(
  api: ApiClient,
  accountId: number,
  interaction: { kind: CustomerInteractionKind; summary?: string },
): Promise<CallResult<CustomerInteraction>> {
  return api.call(`/api/v1/accounts/${accountId}/customer_interactions/`, {
    method: 'POST',
    auth: true,
    body: interaction,
    schema: customerInteractionSchema,
  });
}

/** `POST /api/v2/user/social_access/` {social_access}. */
export function setSocialAccess(api: ApiClient, socialAccess: boolean): Promise<CallResult<SocialAccess>> {
  return api.call('/api/v2/user/social_access/', {
    method: 'POST',
    auth: true,
    body: { social_access: socialAccess },
    schema: socialAccessSchema,
  });
}

/** The account's status, fresh for a minute. */
export function accountStatusQueryOptions(api: ApiClient, accountId: number) {
  return queryOptions({
    queryKey: accountKeys.accountStatus(accountId),
    queryFn: async ({ signal }) => unwrap(await getAccountStatus(api, accountId, signal)),
    staleTime: staleTimes.other,
  });
}

/** Staff's note to the family, fresh for a minute. */
export function customNoteQueryOptions(api: ApiClient, accountId: number) {
  return queryOptions({
    queryKey: accountKeys.customNote(accountId),
    queryFn: async ({ signal }) => unwrap(await getCustomNote(api, accountId, signal)),
    staleTime: staleTimes.other,
  });
}

/** The account's experiment variants, fresh for a minute. */
export function experimentalDataQueryOptions(api: ApiClient, accountId: number) {
  return queryOptions({
    queryKey: accountKeys.experimentalData(accountId),
    queryFn: async ({ signal }) => unwrap(await getExperimentalData(api, accountId, signal)),
    staleTime: staleTimes.other,
  });
}

/** The account's customer interactions, fresh for a minute. */
export function customerInteractionsQueryOptions(api: ApiClient, accountId: number) {
  return queryOptions({
    queryKey: accountKeys.customerInteractions(accountId),
    queryFn: async ({ signal }) => unwrap(await getCustomerInteractions(api, accountId, signal)),
    staleTime: staleTimes.other,
  });
}

/** What a new interaction takes for this caller (OPTIONS: staff's or the family's kinds), fresh for a minute. */
export function customerInteractionsMetadataQueryOptions(api: ApiClient, accountId: number) {
  return queryOptions({
    queryKey: accountKeys.customerInteractionsMetadata(accountId),
    queryFn: async ({ signal }) => unwrap(await getCustomerInteractionsMetadata(api, accountId, signal)),
    staleTime: staleTimes.other,
  });
}

/** After an interaction was recorded. */
export function invalidateCustomerInteractions(queryClient: QueryClient, accountId: number): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: accountKeys.customerInteractions(accountId) });
}
