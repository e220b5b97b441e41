// The demo's test clock (issue 26; docs/billing-api.md "The test clock"): staff move one account's time
// forward and the billing run acts on the account's new time before the answer. Demo mode and staff only:
// anywhere else the call is 404. Moving the clock can renew, decline or end the account's subscription,
// so afterwards the account's details, its timeline and every billing query of it are read again.
import type { QueryClient } from '@tanstack/react-query';
import { adminKeys } from '../admin/keys';
import type { ApiClient, CallResult } from '../http/client';
import { invalidateBilling } from './cache';
import { testClockAdvanceSchema, type TestClockAdvance } from './schemas';

/**
 * `POST /api/v2/admin/accounts/{id}/test_clock/ {advance_days}`: the account's time moved `days` days
 * forward (1 to 400, @hub/domain's `testClockSchema`: 400 `{advance_days: [...]}` otherwise); answers the
 * days moved so far, the account's time and what the billing run did.
 */
export function advanceTestClock(
  api: ApiClient,
  accountId: number,
  days: number,
): Promise<CallResult<TestClockAdvance>> {
  return api.call(`/api/v2/admin/accounts/${accountId}/test_clock/`, {
    method: 'POST',
    auth: true,
    body: { advance_days: days },
    schema: testClockAdvanceSchema,
  });
}

/**
 * After the clock moved: the account's details (its test clock, subscription and billing status), the
 * account list (the billing status it shows), the account's timeline and its billing queries.
 */
export function invalidateTestClock(queryClient: QueryClient, accountId: number): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.adminAccount(accountId), exact: true }),
    queryClient.invalidateQueries({ queryKey: adminKeys.adminAccountList() }),
    queryClient.invalidateQueries({ queryKey: adminKeys.adminAccountTimeline(accountId, null).slice(0, -1) }),
    invalidateBilling(queryClient, accountId),
  ]).then(() => undefined);
}
