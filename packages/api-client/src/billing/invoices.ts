// Invoices (spec sections 3, 4, 8) and the account's last order.
import { staleTimes } from '@hub/domain';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { unwrap, type ApiClient, type CallResult } from '../http/client';
import { isHiddenError } from '../http/error-display';
import { nextPageParam } from '../http/paging';
import { queryKeys } from '../http/query-keys';
import type { Page } from '../http/schemas';
import { orderDetailSchema, type OrderDetail } from '../checkout/schemas';
import {
  invoiceDetailSchema,
  invoicePageSchema,
  invoiceSchema,
  type Invoice,
  type InvoiceDetail,
} from './schemas';

/** How many invoices one "Show more" reads. */
export const invoicePageSize = 10;

/** `GET /api/v2/billing/accounts/{id}/invoices/?page=&page_size=`: newest first. */
export function getInvoices(
  api: ApiClient,
  accountId: number,
  range: { page?: number; pageSize?: number } = {},
  signal?: AbortSignal,
): Promise<CallResult<Page<Invoice>>> {
  return api.call(`/api/v2/billing/accounts/${accountId}/invoices/`, {
    auth: true,
    signal,
    query: { page: range.page ?? 1, page_size: range.pageSize ?? invoicePageSize },
    schema: invoicePageSchema,
  });
}

/** `GET /api/v2/billing/accounts/{id}/invoices/{external_id}/`: one invoice with the account and card, to print. */
export function getInvoice(
  api: ApiClient,
  accountId: number,
  externalId: string,
  signal?: AbortSignal,
): Promise<CallResult<InvoiceDetail>> {
  return api.call(`/api/v2/billing/accounts/${accountId}/invoices/${encodeURIComponent(externalId)}/`, {
    auth: true,
    signal,
    schema: invoiceDetailSchema,
  });
}

/** The invoice a staff action names: its id at the billing entity that issued it. */
export type InvoiceRef = Pick<Invoice, 'external_id' | 'billing_entity_name'>;

function staffInvoiceAction(api: ApiClient, invoice: InvoiceRef, action: 'refund' | 'remove') {
  return api.call(`/api/v2/billing/invoices/${encodeURIComponent(invoice.external_id)}/${action}/`, {
    method: 'POST',
    auth: true,
    query: { billing_entity_name: invoice.billing_entity_name },
    body: {},
    schema: invoiceSchema,
  });
}

/**
 * `POST /api/v2/billing/invoices/{external_id}/refund/?billing_entity_name=` (staff only): a PAID invoice
 * becomes REFUNDED; anything else 409. The hub titles a failure 'Error Refunding Invoice'.
 */
export function refundInvoice(api: ApiClient, invoice: InvoiceRef): Promise<CallResult<Invoice>> {
  return staffInvoiceAction(api, invoice, 'refund');
}

/**
 * `POST /api/v2/billing/invoices/{external_id}/remove/?billing_entity_name=` (staff only): a FAILED
 * invoice becomes REMOVED; anything else 409. The hub titles a failure 'Error Removing Invoice'.
 */
export function removeInvoice(api: ApiClient, invoice: InvoiceRef): Promise<CallResult<Invoice>> {
  return staffInvoiceAction(api, invoice, 'remove');
}

/**
 * `POST /api/v2/billing/invoices/{external_id}/pay/`: charges a FAILED invoice again with the card on file;
 * PAID, or 402 whose text is the payment sentence of spec section 8.
 */
export function payInvoice(api: ApiClient, externalId: string): Promise<CallResult<Invoice>> {
  return api.call(`/api/v2/billing/invoices/${encodeURIComponent(externalId)}/pay/`, {
    method: 'POST',
    auth: true,
    body: {},
    payment: true,
    schema: invoiceSchema,
  });
}

/**
 * `GET /api/v2/billing/accounts/{id}/order/`: the last order (the shape of checkout's orders, issue 11), or
 * null for the 404 of an account without one.
 */
export async function getLastOrder(
  api: ApiClient,
  accountId: number,
  signal?: AbortSignal,
): Promise<CallResult<OrderDetail | null>> {
  const result = await api.call(`/api/v2/billing/accounts/${accountId}/order/`, {
    auth: true,
    signal,
    schema: orderDetailSchema,
  });
  // Spec section 8: the order fetch ignores 404.
  if (isHiddenError('orderFetch', result)) return { ok: true, status: result.errStatus, data: null };
  return result;
}

/** The invoices, ten at a time ("Show more" reads the `next` page), fresh for a minute. */
export function invoicesInfiniteQueryOptions(api: ApiClient, accountId: number) {
  return infiniteQueryOptions({
    queryKey: queryKeys.invoices(accountId),
    queryFn: async ({ pageParam, signal }) =>
      unwrap(await getInvoices(api, accountId, { page: pageParam, pageSize: invoicePageSize }, signal)),
    initialPageParam: 1,
    getNextPageParam: (lastPage, _pages, lastPageNumber) =>
      nextPageParam(lastPage.next, 'page', lastPageNumber + 1),
    staleTime: staleTimes.other,
  });
}

/** One invoice with the account and card (the printable page), fresh for a minute. */
export function invoiceQueryOptions(api: ApiClient, accountId: number, externalId: string) {
  return queryOptions({
    queryKey: queryKeys.invoice(accountId, externalId),
    queryFn: async ({ signal }) => unwrap(await getInvoice(api, accountId, externalId, signal)),
    staleTime: staleTimes.other,
  });
}

/** The account's last order (null when it has none), fresh for a minute. */
export function orderQueryOptions(api: ApiClient, accountId: number) {
  return queryOptions({
    queryKey: queryKeys.order(accountId),
    queryFn: async ({ signal }) => unwrap(await getLastOrder(api, accountId, signal)),
    staleTime: staleTimes.other,
  });
}
