import { queryOptions } from '@tanstack/react-query';
import { staleTimes } from '@hub/domain';
import { unwrap, type ApiClient, type CallResult } from '../http/client';
import { queryKeys } from '../http/query-keys';
import { accountSchema, type Account } from './schemas';

/** `GET /api/v2/accounts/{id}/`. */
export function getAccount(
  api: ApiClient,
  accountId: number,
  signal?: AbortSignal,
): Promise<CallResult<Account>> {
  return api.call(`/api/v2/accounts/${accountId}/`, { auth: true, signal, schema: accountSchema });
}

/** The account, fresh for a minute (spec section 9: other queries). */
export function accountQueryOptions(api: ApiClient, accountId: number) {
  return queryOptions({
    queryKey: queryKeys.account(accountId),
    queryFn: async ({ signal }) => unwrap(await getAccount(api, accountId, signal)),
    staleTime: staleTimes.other,
  });
}
