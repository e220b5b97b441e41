// Writes of an account's details: the answer goes into the cached account at once, and what the change
// makes stale (the list, the timeline, what the caller names) is read again once it settles.
import { adminKeys, type AdminAccount, type ApiClient, type CallResult } from '@hub/api-client';
import { useMutation, type QueryKey } from '@tanstack/react-query';
import { useHub } from '../../../shared/use-hub';

/** Every kind's timeline of an account (the key's prefix). */
export function timelineOf(accountId: number): QueryKey {
  return adminKeys.adminAccountTimeline(accountId, null).slice(0, -1);
}

/**
 * A write whose answer updates the cached account (`apply`), then invalidates the account list, the
 * account's timeline and `stale`. A failed write reads the account again (someone else may have changed it).
 */
export function useAccountWrite<Args, T>(
  accountId: number,
  call: (api: ApiClient, args: Args) => Promise<CallResult<T>>,
  options: { apply?: (account: AdminAccount, data: T) => AdminAccount; stale?: readonly QueryKey[] } = {},
) {
  const hub = useHub();
  return useMutation({
    mutationFn: (args: Args) => call(hub.api, args),
    onSuccess: (result) => {
      const { apply } = options;
      if (result.ok && apply) {
        hub.queryClient.setQueryData<AdminAccount>(adminKeys.adminAccount(accountId), (account) =>
          account ? apply(account, result.data) : account,
        );
      } else if (!result.ok) {
        void hub.queryClient.invalidateQueries({ queryKey: adminKeys.adminAccount(accountId), exact: true });
      }
    },
    onSettled: () =>
      Promise.all([
        hub.queryClient.invalidateQueries({ queryKey: adminKeys.adminAccountList() }),
        hub.queryClient.invalidateQueries({ queryKey: timelineOf(accountId) }),
        ...(options.stale ?? []).map((queryKey) => hub.queryClient.invalidateQueries({ queryKey })),
      ]),
  });
}
