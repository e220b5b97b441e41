// Caregivers (issue 12): adding a second caregiver to the account by email. The account's users are in
// `GET /api/v2/accounts/{id}/` (`users`).
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient, CallResult } from '../http/client';
import { queryKeys } from '../http/query-keys';
import { caregiverInvitedSchema, type CaregiverInvited } from './call-schemas';

/** Who is invited: their email and names. */
export interface CaregiverInviteRequest {
  email: string;
  first_name: string;
  last_name: string;
}

/**
 * `POST /api/v2/accounts/{id}/add_user/`: 201 with the caregiver (`status: 'invited'`) and the sentence
 * to show; 200 when they were invited before and get a new link; 400 `{email}` when the address already
 * has an account; 403 for anyone but the billing user or staff.
 */
export function addCaregiver(
  api: ApiClient,
  accountId: number,
  invite: CaregiverInviteRequest,
): Promise<CallResult<CaregiverInvited>> {
  return api.call(`/api/v2/accounts/${accountId}/add_user/`, {
    method: 'POST',
    auth: true,
    body: invite,
    schema: caregiverInvitedSchema,
  });
}

/** After a caregiver was added: the account (its `users`). */
export function invalidateAccountUsers(queryClient: QueryClient, accountId: number): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: queryKeys.account(accountId), exact: true });
}
