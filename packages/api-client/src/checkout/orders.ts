// Checkout's calls (docs/decisions.md "Checkout"): promo codes, placing and confirming an order, the
// conversion, the caller's orders and the order trials. Placing and confirming work signed in (a customer
// finishing their checkout) or not (a new family): `signedIn` says whether to send the token.
import { checkoutKeys } from './keys';
import { staleTimes } from '@hub/domain';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { unwrap, type ApiClient, type CallResult } from '../http/client';
import { isHiddenError } from '../http/error-display';
import { nextPageParam } from '../http/paging';
import type { Page } from '../http/schemas';
import type { CardToken } from '../billing/payment';
import { withRequiredAction, type PaymentCallResult } from '../billing/gateway';
import {
  confirmedOrderSchema,
  orderDetailSchema,
  orderTrialPageSchema,
  placedOrderSchema,
  promoCodeSchema,
  userOrdersSchema,
  type ConfirmedOrder,
  type OrderDetail,
  type OrderTrial,
  type PlacedOrder,
  type PromoCodeResponse,
  type UserOrders,
} from './schemas';

/** `GET /api/v2/billing/promo/{code}` (no sign-in): the code, or 404 `{detail, code: 'unknown' | 'expired'}`. */
export function getPromoCode(
  api: ApiClient,
  code: string,
  signal?: AbortSignal,
): Promise<CallResult<PromoCodeResponse>> {
  return api.call(`/api/v2/billing/promo/${encodeURIComponent(code)}`, { signal, schema: promoCodeSchema });
}

/** A promo code looked up once a minute at most (spec section 9: other queries). */
export function promoCodeQueryOptions(api: ApiClient, code: string) {
  return queryOptions({
    queryKey: checkoutKeys.promoCode(code),
    queryFn: async ({ signal }) => unwrap(await getPromoCode(api, code, signal)),
    staleTime: staleTimes.other,
  });
}

/** A new idempotency key for one submit of the checkout: a retry or a double click sends the same. */
export function newIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}

/** What one submit of the checkout sends (docs/decisions.md "Checkout"). */
export interface OrderRequest {
  /** The same for every retry of this submit (`newIdempotencyKey`). */
  idempotencyKey: string;
  plan: string;
  tag: string;
  promoCode: string | null;
  /** The contact and addresses as the body's fields (@hub/domain's `checkoutBodyFields`). */
  details: Record<string, string | boolean>;
  /** The card as the gateway's browser side tokenized it: never its number. */
  card: CardToken;
  /** The UI language, the new user's language. */
  language: string;
  /** The intent the cardholder confirmed (3-D Secure), when the same order goes again after its 402. */
  confirmedIntent?: string;
}

/** Whether to send the stored token (a signed-in customer) or not (a new family). */
export interface CheckoutAuth {
  signedIn: boolean;
}

/**
 * `POST /api/v2/billing/order/`: 201 with the placed order and its confirmation token; 200 with the same
 * for a retried submit; 402 with spec section 8's payment sentence for a declined card (with
 * `requiredAction` when the bank asks for 3-D Secure); 400 by field.
 */
export async function placeOrder(
  api: ApiClient,
  request: OrderRequest,
  { signedIn }: CheckoutAuth,
): Promise<PaymentCallResult<PlacedOrder>> {
  const result = await api.call('/api/v2/billing/order/', {
    method: 'POST',
    auth: signedIn,
    // Only these fields: the card's number never leaves the browser (the token stands for it).
    body: {
      ...request.details,
      idempotency_key: request.idempotencyKey,
      plan: request.plan,
      tag: request.tag,
      promo_code: request.promoCode,
      token: request.card.token,
      exp_month: request.card.expMonth,
      exp_year: request.card.expYear,
      language: request.language,
      ...(request.confirmedIntent ? { confirmed_intent: request.confirmedIntent } : {}),
    },
    payment: true,
    keepErrorBody: true,
    schema: placedOrderSchema,
  });
  return withRequiredAction(result);
}

/** An order and the proof of having placed it. */
export interface OrderRef {
  order: string;
  token: string;
}

/**
 * `POST /api/v2/billing/order/confirm/`: makes the family's account (or completes the signed-in customer's
 * checkout); again, answers the same order.
 */
export function confirmOrder(
  api: ApiClient,
  ref: OrderRef,
  { signedIn }: CheckoutAuth,
): Promise<CallResult<ConfirmedOrder>> {
  return api.call('/api/v2/billing/order/confirm/', {
    method: 'POST',
    auth: signedIn,
    body: { order: ref.order, token: ref.token },
    schema: confirmedOrderSchema,
  });
}

/** `PUT /api/v2/billing/order/track_conversion/`: records the conversion once (409 before confirming). */
export function trackConversion(
  api: ApiClient,
  ref: OrderRef,
  { signedIn }: CheckoutAuth,
): Promise<CallResult<OrderDetail>> {
  return api.call('/api/v2/billing/order/track_conversion/', {
    method: 'PUT',
    auth: signedIn,
    body: { order: ref.order, token: ref.token },
    schema: orderDetailSchema,
  });
}

const noOrders: UserOrders = {
  count: 0,
  next: null,
  previous: null,
  results: [],
  recentConfirmedOrder: null,
};

/**
 * `GET /api/v2/user/info/orders/` (auth): the caller's orders and `recentConfirmedOrder`. An order fetch:
 * its 404 is not shown (spec section 8) and reads as no orders.
 */
export async function getUserOrders(
  api: ApiClient,
  page = 1,
  signal?: AbortSignal,
): Promise<CallResult<UserOrders>> {
  const result = await api.call('/api/v2/user/info/orders/', {
    auth: true,
    signal,
    query: { page },
    schema: userOrdersSchema,
  });
  if (isHiddenError('orderFetch', result)) return { ok: true, status: result.errStatus, data: noOrders };
  return result;
}

/** The caller's orders (first page), fresh for a minute. */
export function userOrdersQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: checkoutKeys.userOrders(),
    queryFn: async ({ signal }) => unwrap(await getUserOrders(api, 1, signal)),
    staleTime: staleTimes.other,
  });
}

/** `GET /api/v2/billing/order_trials/?page=` (auth): staff everyone's (or one user's), a customer their own. */
export function getOrderTrials(
  api: ApiClient,
  options: { page?: number; user?: number | null; pageSize?: number } = {},
  signal?: AbortSignal,
): Promise<CallResult<Page<OrderTrial>>> {
  return api.call('/api/v2/billing/order_trials/', {
    auth: true,
    signal,
    query: { page: options.page ?? 1, user: options.user ?? undefined, page_size: options.pageSize },
    schema: orderTrialPageSchema,
  });
}

/**
 * The order trials page by page (the `next` link's page), fresh for a minute; `pageSize` pages them
 * smaller than the server's 1000 (the billing segment's "Show more").
 */
export function orderTrialsInfiniteQueryOptions(
  api: ApiClient,
  user: number | null = null,
  pageSize?: number,
) {
  return infiniteQueryOptions({
    queryKey: checkoutKeys.orderTrials(user, pageSize ?? null),
    queryFn: async ({ pageParam, signal }) =>
      unwrap(await getOrderTrials(api, { page: pageParam, user, pageSize }, signal)),
    initialPageParam: 1,
    getNextPageParam: (lastPage, _pages, lastPageNumber) =>
      nextPageParam(lastPage.next, 'page', lastPageNumber + 1),
    staleTime: staleTimes.other,
  });
}
