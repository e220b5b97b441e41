// Accounts for staff (issue 13): the list with its search and filters, one account, its changes (status,
// tags, coach), a user's changes, and the known tags. Every query is fresh for a minute (spec section 9:
// "other queries 60 seconds").
import { accountOrderings, staleTimes, type AccountOrdering, type AccountStatus } from '@hub/domain';
import { queryOptions } from '@tanstack/react-query';
import { unwrap, type ApiClient, type CallResult } from '../http/client';
import { adminKeys } from './keys';
import type { Page } from '../http/schemas';
import {
  accountTagPageSchema,
  adminAccountPageSchema,
  adminAccountSchema,
  adminUserSchema,
  type AccountTag,
  type AdminAccount,
  type AdminAccountSummary,
  type AdminUser,
} from './schemas';

/** The orders of the account list (`?ordering=`): @hub/domain's, which the server reads too. */
export const adminAccountOrderings = accountOrderings;
export type AdminAccountOrdering = AccountOrdering;

/**
 * What the account list asks for: a search (name, email, account id, phone), a page, a tag, a status, an
 * order (newest first when none).
 */
export interface AdminAccountQuery {
  search?: string;
  page?: number;
  tag?: string | null;
  status?: AccountStatus | null;
  ordering?: AdminAccountOrdering | null;
}

/** The query as it is sent and keyed: empty values left out (no ordering: the server's newest first). */
function listQuery(query: AdminAccountQuery): Record<string, string | number | null> {
  return {
    search: query.search?.trim() || null,
    page: query.page ?? 1,
    tag: query.tag || null,
    status: query.status || null,
    ...(query.ordering ? { ordering: query.ordering } : {}),
  };
}

/** `GET /api/v2/admin/accounts/?search=&page=&tag=&status=&ordering=`: newest first unless ordered. */
export function getAdminAccounts(
  api: ApiClient,
  query: AdminAccountQuery = {},
  signal?: AbortSignal,
): Promise<CallResult<Page<AdminAccountSummary>>> {
  return api.call('/api/v2/admin/accounts/', {
    auth: true,
    signal,
    query: listQuery(query),
    schema: adminAccountPageSchema,
  });
}

/** `GET /api/v2/admin/accounts/{id}/`: the account whole. */
export function getAdminAccount(
  api: ApiClient,
  accountId: number,
  signal?: AbortSignal,
): Promise<CallResult<AdminAccount>> {
  return api.call(`/api/v2/admin/accounts/${accountId}/`, { auth: true, signal, schema: adminAccountSchema });
}

/** What staff change on an account: its status, tags (known ones) and coach (a coach's user id, or none). */
export interface AdminAccountChanges {
  account_status?: AccountStatus;
  tags?: string[];
  coach?: number | null;
}

/** `PUT /api/v2/admin/accounts/{id}/`: the whole editable account. */
export function replaceAdminAccount(
  api: ApiClient,
  accountId: number,
  account: Required<AdminAccountChanges>,
): Promise<CallResult<AdminAccount>> {
  return api.call(`/api/v2/admin/accounts/${accountId}/`, {
    method: 'PUT',
    auth: true,
    body: account,
    schema: adminAccountSchema,
  });
}

/** `PATCH /api/v2/admin/accounts/{id}/`: only what changed. */
export function changeAdminAccount(
  api: ApiClient,
  accountId: number,
  changes: AdminAccountChanges,
): Promise<CallResult<AdminAccount>> {
  return api.call(`/api/v2/admin/accounts/${accountId}/`, {
    method: 'PATCH',
    auth: true,
    body: changes,
    schema: adminAccountSchema,
  });
}

/** What staff change on a user. */
export interface AdminUserChanges {
  first_name?: string;
  last_name?: string;
  email?: string;
  phone?: string;
  language?: string;
  is_billing_user?: boolean;
}

/** `PATCH /api/v2/admin/users/{id}/`: a user's details (not a staff member's: 403). */
export function changeAdminUser(
  api: ApiClient,
  userId: number,
  changes: AdminUserChanges,
): Promise<CallResult<AdminUser>> {
  return api.call(`/api/v2/admin/users/${userId}/`, {
    method: 'PATCH',
    auth: true,
    body: changes,
    schema: adminUserSchema,
  });
}

/** `GET /api/v2/admin/accounts/tags/`: the known tags (one page of 1000). */
export function getAccountTags(api: ApiClient, signal?: AbortSignal): Promise<CallResult<Page<AccountTag>>> {
  return api.call('/api/v2/admin/accounts/tags/', { auth: true, signal, schema: accountTagPageSchema });
}

/** A page of the account list, keyed by its query, fresh for a minute. */
export function adminAccountsQueryOptions(api: ApiClient, query: AdminAccountQuery = {}) {
  return queryOptions({
    queryKey: adminKeys.adminAccounts(listQuery(query)),
    queryFn: async ({ signal }) => unwrap(await getAdminAccounts(api, query, signal)),
    staleTime: staleTimes.other,
  });
}

/** One account, fresh for a minute. */
export function adminAccountQueryOptions(api: ApiClient, accountId: number) {
  return queryOptions({
    queryKey: adminKeys.adminAccount(accountId),
    queryFn: async ({ signal }) => unwrap(await getAdminAccount(api, accountId, signal)),
    staleTime: staleTimes.other,
  });
}

/** The known tags, fresh for a minute. */
export function accountTagsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: adminKeys.accountTags(),
    queryFn: async ({ signal }) => unwrap(await getAccountTags(api, signal)),
    staleTime: staleTimes.other,
  });
}
