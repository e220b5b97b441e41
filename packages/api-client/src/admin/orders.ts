// The admin bar's Orders (issue 13): every order, newest first, searched by number, email or name.
import { staleTimes } from '@hub/domain';
import { queryOptions } from '@tanstack/react-query';
import { unwrap, type ApiClient, type CallResult } from '../http/client';
import { adminKeys } from './keys';
import type { Page } from '../http/schemas';
import { adminOrderPageSchema, type AdminOrder } from './schemas';

/** What the Orders page asks for. */
export interface AdminOrderQuery {
  page?: number;
  search?: string;
}

function orderListQuery(query: AdminOrderQuery): Record<string, string | number | null> {
  return { page: query.page ?? 1, search: query.search?.trim() || null };
}

/** `GET /api/v2/admin/orders/?page=&search=`. */
export function getAdminOrders(
  api: ApiClient,
  query: AdminOrderQuery = {},
  signal?: AbortSignal,
): Promise<CallResult<Page<AdminOrder>>> {
  return api.call('/api/v2/admin/orders/', {
    auth: true,
    signal,
    query: orderListQuery(query),
    schema: adminOrderPageSchema,
  });
}

/** A page of orders, keyed by its query, fresh for a minute. */
export function adminOrdersQueryOptions(api: ApiClient, query: AdminOrderQuery = {}) {
  return queryOptions({
    queryKey: adminKeys.adminOrders(orderListQuery(query)),
    queryFn: async ({ signal }) => unwrap(await getAdminOrders(api, query, signal)),
    staleTime: staleTimes.other,
  });
}
