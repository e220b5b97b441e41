// What a billing change makes stale: every billing query of the account, and the account's billing status
// that the user info and the account carry (the menu and the account tab read it).
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../http/query-keys';

/** After any billing mutation of an account: its subscription, log, invoices, order and billing details. */
export function invalidateBilling(queryClient: QueryClient, accountId: number): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.billing(accountId) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.account(accountId), exact: true }),
    queryClient.invalidateQueries({ queryKey: queryKeys.userInfo() }),
  ]).then(() => undefined);
}
