// Shipments and shipping for staff (spec sections 3 and 8; issue 13): an account's shipments, read page by
// page (the client follows `next` and keeps the pages it loaded: the spec's count, loadedCount, next,
// previous and data by page), every shipment for the admin bar, a new one, a status change, and a user's
// shipping address. The shipments fetch shows every error but 404 (spec section 8): a 404 reads as no
// shipments.
import { staleTimes, type ShipmentKind, type ShipmentStatus } from '@hub/domain';
import { infiniteQueryOptions, queryOptions, type InfiniteData } from '@tanstack/react-query';
import { unwrap, type ApiClient, type CallResult } from '../http/client';
import { isHiddenError } from '../http/error-display';
import { nextPageParam } from '../http/paging';
import { adminKeys } from './keys';
import type { Page } from '../http/schemas';
import { adminShippingSchema, shipmentPageSchema, shipmentSchema, type ShipmentResponse } from './schemas';
import type { Shipping } from '../account/schemas';
import { withConflictDetail } from './conflict';

/** How many shipments one page of an account's list reads. */
export const shipmentPageSize = 10;

const noShipments: Page<ShipmentResponse> = { count: 0, next: null, previous: null, results: [] };

/**
 * `GET /api/v2/admin/billing/account/{id}/shipments/?page=&page_size=`: newest first. A 404 (spec section 8:
 * not shown) is an empty page.
 */
export async function getAccountShipments(
  api: ApiClient,
  accountId: number,
  range: { page?: number; pageSize?: number } = {},
  signal?: AbortSignal,
): Promise<CallResult<Page<ShipmentResponse>>> {
  const result = await api.call(`/api/v2/admin/billing/account/${accountId}/shipments/`, {
    auth: true,
    signal,
    query: { page: range.page ?? 1, page_size: range.pageSize ?? shipmentPageSize },
    schema: shipmentPageSchema,
  });
  if (isHiddenError('shipmentsFetch', result))
    return { ok: true, status: result.errStatus, data: noShipments };
  return result;
}

/** An account's shipments, a page at a time ("Show more" reads the `next` page), fresh for a minute. */
export function accountShipmentsInfiniteQueryOptions(api: ApiClient, accountId: number) {
  return infiniteQueryOptions({
    queryKey: adminKeys.adminAccountShipments(accountId),
    queryFn: async ({ pageParam, signal }) =>
      unwrap(await getAccountShipments(api, accountId, { page: pageParam }, signal)),
    initialPageParam: 1,
    getNextPageParam: (lastPage, _pages, lastPageNumber) =>
      nextPageParam(lastPage.next, 'page', lastPageNumber + 1),
    staleTime: staleTimes.other,
  });
}

/** The shipments loaded so far, as the spec names them: count, loadedCount, next, previous, data by page. */
export interface LoadedShipments {
  count: number;
  loadedCount: number;
  next: string | null;
  previous: string | null;
  /** Each loaded page's shipments, by page number. */
  data: Record<number, ShipmentResponse[]>;
}

/** The loaded pages of `accountShipmentsInfiniteQueryOptions` as `LoadedShipments`. */
export function loadedShipments(pages: InfiniteData<Page<ShipmentResponse>, unknown>): LoadedShipments {
  const last = pages.pages.at(-1);
  const data: Record<number, ShipmentResponse[]> = {};
  pages.pages.forEach((page, index) => {
    data[Number(pages.pageParams[index])] = page.results;
  });
  return {
    count: last?.count ?? 0,
    loadedCount: pages.pages.reduce((total, page) => total + page.results.length, 0),
    next: last?.next ?? null,
    previous: pages.pages[0]?.previous ?? null,
    data,
  };
}

/** What the admin bar's Shipments page asks for. */
export interface ShipmentQuery {
  page?: number;
  status?: ShipmentStatus | null;
}

function shipmentListQuery(query: ShipmentQuery): Record<string, string | number | null> {
  return { page: query.page ?? 1, status: query.status || null };
}

/** `GET /api/v2/admin/shipments/?page=&status=`: every shipment, newest first. */
export function getShipments(
  api: ApiClient,
  query: ShipmentQuery = {},
  signal?: AbortSignal,
): Promise<CallResult<Page<ShipmentResponse>>> {
  return api.call('/api/v2/admin/shipments/', {
    auth: true,
    signal,
    query: shipmentListQuery(query),
    schema: shipmentPageSchema,
  });
}

/** A page of every shipment, keyed by its query, fresh for a minute. */
export function shipmentsQueryOptions(api: ApiClient, query: ShipmentQuery = {}) {
  return queryOptions({
    queryKey: adminKeys.adminShipments(shipmentListQuery(query)),
    queryFn: async ({ signal }) => unwrap(await getShipments(api, query, signal)),
    staleTime: staleTimes.other,
  });
}

/** `POST /api/v2/admin/shipping/ {account, kind, reason?}`: a new shipment (e.g. a replacement sensor), 201. */
export function createShipment(
  api: ApiClient,
  shipment: { account: number; kind: ShipmentKind; reason?: string | null },
): Promise<CallResult<ShipmentResponse>> {
  return api.call('/api/v2/admin/shipping/', {
    method: 'POST',
    auth: true,
    body: shipment,
    schema: shipmentSchema,
  });
}

/**
 * `PATCH /api/v2/admin/shipments/{id}/ {status, carrier?, tracking_number?}`: a status change the shipment
 * machine allows (409 otherwise); `shipped` needs the carrier and tracking number.
 */
export async function updateShipment(
  api: ApiClient,
  shipmentId: number,
  change: { status: ShipmentStatus; carrier?: string | null; tracking_number?: string | null },
): Promise<CallResult<ShipmentResponse>> {
  return withConflictDetail(
    await api.call(`/api/v2/admin/shipments/${shipmentId}/`, {
      method: 'PATCH',
      auth: true,
      body: change,
      schema: shipmentSchema,
    }),
  );
}

/** `GET /api/v2/admin/{userId}/shipping/`: a user's shipping address, with its version. */
export function getUserShipping(
  api: ApiClient,
  userId: number,
  signal?: AbortSignal,
): Promise<CallResult<Shipping>> {
  return api.call(`/api/v2/admin/${userId}/shipping/`, { auth: true, signal, schema: adminShippingSchema });
}

/**
 * `PATCH /api/v2/admin/{userId}/shipping/`: merges the fields into the address. With the `version` read, an
 * address changed since is refused with 412 instead of overwritten.
 */
export function updateUserShipping(
  api: ApiClient,
  userId: number,
  changes: Partial<Omit<Shipping, 'version'>>,
  version?: string,
): Promise<CallResult<Shipping>> {
  return api.call(`/api/v2/admin/${userId}/shipping/`, {
    method: 'PATCH',
    auth: true,
    body: version === undefined ? changes : { ...changes, version },
    schema: adminShippingSchema,
  });
}

/** A user's shipping address, fresh for a minute. */
export function userShippingQueryOptions(api: ApiClient, userId: number) {
  return queryOptions({
    queryKey: adminKeys.adminUserShipping(userId),
    queryFn: async ({ signal }) => unwrap(await getUserShipping(api, userId, signal)),
    staleTime: staleTimes.other,
  });
}
