/** Every query key of the hub, in one place, so mutations invalidate exactly what they change. */
export const queryKeys = {
  all: ['hub'] as const,
  userInfo: () => ['hub', 'user', 'info'] as const,
  userDetails: () => ['hub', 'user', 'details'] as const,
  shipping: () => ['hub', 'user', 'shipping'] as const,
  account: (accountId: number) => ['hub', 'account', accountId] as const,
  accountRemoteConfigs: (accountId: number) => ['hub', 'account', accountId, 'remote-configs'] as const,
  globalRemoteConfigs: () => ['hub', 'remote-configs', 'global'] as const,
  players: (accountId: number) => ['hub', 'account', accountId, 'players'] as const,
  incompleteProfiles: (accountId: number) => ['hub', 'account', accountId, 'incomplete-profiles'] as const,
  authStatus: () => ['hub', 'auth', 'status'] as const,
};
