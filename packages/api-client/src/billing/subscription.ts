// The subscription: reading it, its flows (spec section 4: every change is an event of @hub/domain's state
// machine, refused with 409 when the flow forbids it), the staff calls and the log of actions.
import {
  pageSize,
  staleTimes,
  type CancelReasonsValues,
  type SubscriptionErrorCode,
  type SubscriptionEventType,
  type SubscriptionState,
  type WinBackOfferId,
} from '@hub/domain';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { unwrap, type ApiClient, type CallResult } from '../http/client';
import { nextPageParam } from '../http/paging';
import { queryKeys } from '../http/query-keys';
import type { Page } from '../http/schemas';
import {
  subscriptionActionPageSchema,
  subscriptionPageSchema,
  subscriptionSchema,
  toSubscriptionState,
  type SubscriptionAction,
  type SubscriptionResponse,
} from './schemas';

/** `GET /api/v3/subscriptions/?account={id}&page=&page_size=` (staff may leave `account` out). */
export function getSubscriptions(
  api: ApiClient,
  filter: { account?: number; page?: number; pageSize?: number } = {},
  signal?: AbortSignal,
): Promise<CallResult<Page<SubscriptionResponse>>> {
  return api.call('/api/v3/subscriptions/', {
    auth: true,
    signal,
    query: { account: filter.account, page: filter.page ?? 1, page_size: filter.pageSize },
    schema: subscriptionPageSchema,
  });
}

/**
 * The account's subscription through `GET /api/v3/subscriptions/?account={id}`: the newest (highest id)
 * when the list holds several, null when it is empty (NOT_PURCHASED).
 */
export async function getAccountSubscription(
  api: ApiClient,
  accountId: number,
  signal?: AbortSignal,
): Promise<CallResult<SubscriptionResponse | null>> {
  const result = await getSubscriptions(api, { account: accountId, pageSize }, signal);
  if (!result.ok) return result;
  const newest = result.data.results.reduce<SubscriptionResponse | null>(
    (found, subscription) => (found && found.id > subscription.id ? found : subscription),
    null,
  );
  return { ok: true, status: result.status, data: newest };
}

/** `GET /api/v3/subscriptions/{id}/`. */
export function getSubscription(
  api: ApiClient,
  subscriptionId: number,
  signal?: AbortSignal,
): Promise<CallResult<SubscriptionResponse>> {
  return api.call(`/api/v3/subscriptions/${subscriptionId}/`, {
    auth: true,
    signal,
    schema: subscriptionSchema,
  });
}

/** `PATCH /api/v3/subscriptions/{id}/ {plan}`: CHANGE_PLAN; 400 `{plan: [...]}` for a plan that is not recurring. */
export function changePlan(
  api: ApiClient,
  subscriptionId: number,
  planId: string,
): Promise<CallResult<SubscriptionResponse>> {
  return change(api, `/api/v3/subscriptions/${subscriptionId}/`, 'PATCH', { plan: planId });
}

/** The fields of a 409 besides `detail`, in the contract's order. */
const conflictFields = ['code', 'from', 'event'] as const;

/**
 * A 409's text is its `detail` alone. The generic caller joins every text of an object body (spec section
 * 8), which would append the code, state and event; they stay readable in `errorObject` for
 * `subscriptionConflictOf`.
 */
function withConflictDetail<T>(result: CallResult<T>): CallResult<T> {
  if (result.ok || result.cancelled || result.errStatus !== 409 || !result.errorObject) return result;
  const fields = result.errorObject;
  const tail = conflictFields.flatMap((field) => fields[field] ?? []).join(' ');
  if (!tail || !result.errorText.endsWith(` ${tail}`)) return result;
  return { ...result, errorText: result.errorText.slice(0, -(tail.length + 1)) };
}

/** A call of the subscription flows: answers the subscription after the change, or its refusal. */
async function change(
  api: ApiClient,
  path: string,
  method: 'POST' | 'PUT' | 'PATCH',
  body: unknown,
): Promise<CallResult<SubscriptionResponse>> {
  return withConflictDetail(await api.call(path, { method, auth: true, body, schema: subscriptionSchema }));
}

function post(api: ApiClient, path: string, body: unknown): Promise<CallResult<SubscriptionResponse>> {
  return change(api, path, 'POST', body);
}

const accountSubscription = (accountId: number) => `/api/v2/billing/account/${accountId}/subscription`;
const accountBilling = (accountId: number) => `/api/v2/billing/accounts/${accountId}`;

/**
 * `POST /api/v2/billing/account/{id}/subscription/cancel/request` with the cancel form's values
 * (`cancelReasonsSchema` of @hub/domain): CANCEL_REQUEST, within the grace period only (409
 * `grace_period_over` after it: offer the return request instead).
 */
export function requestCancel(
  api: ApiClient,
  accountId: number,
  reasons: CancelReasonsValues,
): Promise<CallResult<SubscriptionResponse>> {
  return post(api, `${accountSubscription(accountId)}/cancel/request`, {
    reasons: reasons.reasons,
    other_reason: reasons.other_reason,
    not_interested_reason: reasons.not_interested_reason,
  });
}

/** `POST /api/v2/billing/account/{id}/subscription/cancel/undo`: UNDO_CANCEL. */
export function undoCancel(api: ApiClient, accountId: number): Promise<CallResult<SubscriptionResponse>> {
  return post(api, `${accountSubscription(accountId)}/cancel/undo`, {});
}

/** `POST /api/v2/billing/account/{id}/subscription/cancel/confirm`: CONFIRM_CANCEL (upcoming invoices removed). */
export function confirmCancel(api: ApiClient, accountId: number): Promise<CallResult<SubscriptionResponse>> {
  return post(api, `${accountSubscription(accountId)}/cancel/confirm`, {});
}

/** `POST /api/v2/billing/account/{id}/subscription/offer/accept {offer}`: ACCEPT_OFFER of a win-back offer. */
export function acceptOffer(
  api: ApiClient,
  accountId: number,
  offer: WinBackOfferId,
): Promise<CallResult<SubscriptionResponse>> {
  return post(api, `${accountSubscription(accountId)}/offer/accept`, { offer });
}

/** `POST /api/v2/billing/account/{id}/subscription/resume`: RESUME while access has not ended. */
export function resumeSubscription(
  api: ApiClient,
  accountId: number,
): Promise<CallResult<SubscriptionResponse>> {
  return post(api, `${accountSubscription(accountId)}/resume`, {});
}

/** `POST /api/v2/billing/account/{id}/subscription/reactivate`: REACTIVATE (a new term) after access ended. */
export function reactivateSubscription(
  api: ApiClient,
  accountId: number,
): Promise<CallResult<SubscriptionResponse>> {
  return post(api, `${accountSubscription(accountId)}/reactivate`, {});
}

/** `POST /api/v2/billing/accounts/{id}/return/request/ {reason?}`: RETURN_REQUEST (high touch). */
export function requestReturn(
  api: ApiClient,
  accountId: number,
  reason?: string,
): Promise<CallResult<SubscriptionResponse>> {
  return post(api, `${accountBilling(accountId)}/return/request/`, reason === undefined ? {} : { reason });
}

/** `POST /api/v2/billing/accounts/{id}/return/confirm/` (staff only): CONFIRM_RETURN. */
export function confirmReturn(api: ApiClient, accountId: number): Promise<CallResult<SubscriptionResponse>> {
  return post(api, `${accountBilling(accountId)}/return/confirm/`, {});
}

/** `POST /api/v2/billing/accounts/{id}/return/decline/` (staff only): DECLINE_RETURN. */
export function declineReturn(api: ApiClient, accountId: number): Promise<CallResult<SubscriptionResponse>> {
  return post(api, `${accountBilling(accountId)}/return/decline/`, {});
}

/** What `PUT /api/v2/billing/order/renew/` does: the account asks; staff confirm or decline. */
export const renewActions = ['request', 'confirm', 'decline'] as const;
/** One of the renew actions. */
export type RenewAction = (typeof renewActions)[number];

/**
 * `PUT /api/v2/billing/order/renew/ {account, action}`: RENEW_REQUEST (`request`, the account),
 * CONFIRM_RENEWAL or DECLINE_RENEWAL (`confirm`, `decline`, staff only).
 */
export function renewSubscription(
  api: ApiClient,
  accountId: number,
  action: RenewAction,
): Promise<CallResult<SubscriptionResponse>> {
  return change(api, '/api/v2/billing/order/renew/', 'PUT', { account: accountId, action });
}

/**
 * `POST /api/v2/billing/accounts/{id}/extend_subscription/ {months}` (staff only, 1 to 24 months, a
 * non-recurring plan only: 409 otherwise): moves `paid_through` and `access_ends_on`, no state change.
 */
export function extendSubscription(
  api: ApiClient,
  accountId: number,
  months: number,
): Promise<CallResult<SubscriptionResponse>> {
  return post(api, `${accountBilling(accountId)}/extend_subscription/`, { months });
}

/** The log's page size (the contract's default limit). */
export const subscriptionActionsPageSize = 25;

/** `GET /api/v3/subscription_actions/?account={id}&offset=&limit=`: the log, newest first. */
export function getSubscriptionActions(
  api: ApiClient,
  accountId: number,
  range: { offset?: number; limit?: number } = {},
  signal?: AbortSignal,
): Promise<CallResult<Page<SubscriptionAction>>> {
  return api.call('/api/v3/subscription_actions/', {
    auth: true,
    signal,
    query: {
      account: accountId,
      offset: range.offset ?? 0,
      limit: range.limit ?? subscriptionActionsPageSize,
    },
    schema: subscriptionActionPageSchema,
  });
}

/** Why the server refused a subscription change (409 `{detail, code, from, event}`). */
export interface SubscriptionConflict {
  code: SubscriptionErrorCode | (string & {});
  /** The state the subscription was in; null when the answer names none the hub knows. */
  from: SubscriptionState | null;
  event: SubscriptionEventType | (string & {}) | null;
  detail: string;
}

/**
 * The refusal of a subscription change, from a failed call's result; null for any other outcome. The
 * hub reads `code` (`grace_period_over`: offer the return request instead of the cancellation).
 */
export function subscriptionConflictOf(result: CallResult<unknown>): SubscriptionConflict | null {
  if (result.ok || result.cancelled || result.errStatus !== 409) return null;
  const fields = result.errorObject ?? {};
  const code = fields.code?.[0];
  if (!code) return null;
  const from = fields.from?.[0];
  return {
    code,
    from: from ? toSubscriptionState(from) : null,
    event: fields.event?.[0] ?? null,
    detail: result.errorText,
  };
}

/** The account's subscription (null: not purchased), fresh for a minute (spec section 9: other queries). */
export function subscriptionQueryOptions(api: ApiClient, accountId: number) {
  return queryOptions({
    queryKey: queryKeys.subscription(accountId),
    queryFn: async ({ signal }) => unwrap(await getAccountSubscription(api, accountId, signal)),
    staleTime: staleTimes.other,
  });
}

/** The log of subscription actions, 25 at a time ("Show more" reads the next offset), fresh for a minute. */
export function subscriptionActionsInfiniteQueryOptions(api: ApiClient, accountId: number) {
  return infiniteQueryOptions({
    queryKey: queryKeys.subscriptionActions(accountId),
    queryFn: async ({ pageParam, signal }) =>
      unwrap(
        await getSubscriptionActions(
          api,
          accountId,
          { offset: pageParam, limit: subscriptionActionsPageSize },
          signal,
        ),
      ),
    initialPageParam: 0,
    getNextPageParam: (lastPage, _pages, lastOffset) =>
      nextPageParam(lastPage.next, 'offset', lastOffset + subscriptionActionsPageSize),
    staleTime: staleTimes.other,
  });
}
