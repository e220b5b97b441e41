// Outstanding billing requests (the admin bar's page, issue 13), their resolution, staff's renewals and the
// migration to the other platform. Refunds, removals and extending non-recurring access are billing's
// staff calls (`refundInvoice`, `removeInvoice`, `extendSubscription` of src/billing).
import { staleTimes, type BillingRequestDecision, type BillingRequestKind } from '@hub/domain';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { invalidateBilling } from '../billing/cache';
import { subscriptionSchema, type SubscriptionResponse } from '../billing/schemas';
import { unwrap, type ApiClient, type CallResult } from '../http/client';
import { adminKeys } from './keys';
import { withConflictDetail } from './conflict';
import {
  accountMigrationSchema,
  billingRequestPageSchema,
  billingRequestResolvedSchema,
  type AccountMigration,
  type BillingRequestPage,
  type BillingRequestResolution,
} from './schemas';

/** What the page asks for. */
export interface BillingRequestQuery {
  page?: number;
  kind?: BillingRequestKind | null;
}

function requestListQuery(query: BillingRequestQuery): Record<string, string | number | null> {
  return { page: query.page ?? 1, kind: query.kind || null };
}

/** `GET /api/v2/admin/billing/requests/?page=&kind=`: oldest first, with `overdue_count` of them all. */
export function getBillingRequests(
  api: ApiClient,
  query: BillingRequestQuery = {},
  signal?: AbortSignal,
): Promise<CallResult<BillingRequestPage>> {
  return api.call('/api/v2/admin/billing/requests/', {
    auth: true,
    signal,
    query: requestListQuery(query),
    schema: billingRequestPageSchema,
  });
}

/** A page of the outstanding requests, fresh for a minute. */
export function billingRequestsQueryOptions(api: ApiClient, query: BillingRequestQuery = {}) {
  return queryOptions({
    queryKey: adminKeys.billingRequests(requestListQuery(query)),
    queryFn: async ({ signal }) => unwrap(await getBillingRequests(api, query, signal)),
    staleTime: staleTimes.other,
  });
}

/**
 * `POST /api/v2/admin/billing/requests/{id}/resolve/ {decision, note?}`: a decision of the request's kind;
 * 409 when someone resolved it first (or the family undid it).
 */
export async function resolveOutstandingRequest(
  api: ApiClient,
  requestId: number,
  resolution: { decision: BillingRequestDecision; note?: string | null },
): Promise<CallResult<BillingRequestResolution>> {
  return withConflictDetail(
    await api.call(`/api/v2/admin/billing/requests/${requestId}/resolve/`, {
      method: 'POST',
      auth: true,
      body: resolution,
      schema: billingRequestResolvedSchema,
    }),
  );
}

async function renewal(
  api: ApiClient,
  accountId: number,
  path: string,
): Promise<CallResult<SubscriptionResponse>> {
  return withConflictDetail(
    await api.call(`/api/v2/admin/billing/account/${accountId}/${path}`, {
      method: 'POST',
      auth: true,
      body: {},
      schema: subscriptionSchema,
    }),
  );
}

/** `POST /api/v2/admin/billing/account/{id}/renew/`: confirms a renewal (a new term); 409 when none waits. */
export function confirmRenewal(api: ApiClient, accountId: number): Promise<CallResult<SubscriptionResponse>> {
  return renewal(api, accountId, 'renew/');
}

/** `POST /api/v2/admin/billing/account/{id}/renew/decline/`: declines it (back to where it was asked from). */
export function declineRenewal(api: ApiClient, accountId: number): Promise<CallResult<SubscriptionResponse>> {
  return renewal(api, accountId, 'renew/decline/');
}

/**
 * `PUT /api/v2/admin/transit_account_to_lq/{id}/`: moves the account to the other game platform, for good.
 * `confirmAccount` is what staff typed to name it (its id or the holder's full name); `irreversible` their
 * second confirmation. 409 for an account moved already.
 */
export async function migrateAccount(
  api: ApiClient,
  accountId: number,
  confirmation: { confirmAccount: string; irreversible: boolean },
): Promise<CallResult<AccountMigration>> {
  return withConflictDetail(
    await api.call(`/api/v2/admin/transit_account_to_lq/${accountId}/`, {
      method: 'PUT',
      auth: true,
      body: {
        confirm_account: confirmation.confirmAccount,
        confirm_irreversible: confirmation.irreversible,
      },
      schema: accountMigrationSchema,
    }),
  );
}

/**
 * After an admin change of an account: the account (list and detail, notes, shipments), the outstanding
 * requests and the account's billing (a renewal or a resolution changes its subscription).
 */
export function invalidateAdminAccount(queryClient: QueryClient, accountId: number): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.adminAccount(accountId) }),
    queryClient.invalidateQueries({ queryKey: adminKeys.adminAccountList() }),
    queryClient.invalidateQueries({ queryKey: ['hub', 'admin', 'billing-requests'] }),
    invalidateBilling(queryClient, accountId),
  ]).then(() => undefined);
}
