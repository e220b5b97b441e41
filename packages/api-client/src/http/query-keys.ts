/** Every query key of the hub, in one place, so mutations invalidate exactly what they change. */
export const queryKeys = {
  all: ['hub'] as const,
  userInfo: () => ['hub', 'user', 'info'] as const,
  userDetails: () => ['hub', 'user', 'details'] as const,
  shipping: () => ['hub', 'user', 'shipping'] as const,
  account: (accountId: number) => ['hub', 'account', accountId] as const,
  accountRemoteConfigs: (accountId: number) => ['hub', 'account', accountId, 'remote-configs'] as const,
  globalRemoteConfigs: () => ['hub', 'remote-configs', 'global'] as const,
  /** The hub's configuration (`GET /api/v2/config/`, the default phone country). */
  hubConfig: () => ['hub', 'config'] as const,
  players: (accountId: number) => ['hub', 'account', accountId, 'players'] as const,
  incompleteProfiles: (accountId: number) => ['hub', 'account', accountId, 'incomplete-profiles'] as const,
  authStatus: () => ['hub', 'auth', 'status'] as const,
  // Subscription and billing (docs/billing-api.md): everything of an account's billing under one prefix,
  // so a change invalidates it all; plans and rules belong to no account.
  billing: (accountId: number) => ['hub', 'account', accountId, 'billing'] as const,
  subscription: (accountId: number) => ['hub', 'account', accountId, 'billing', 'subscription'] as const,
  subscriptionActions: (accountId: number) =>
    ['hub', 'account', accountId, 'billing', 'subscription-actions'] as const,
  invoices: (accountId: number) => ['hub', 'account', accountId, 'billing', 'invoices'] as const,
  invoice: (accountId: number, externalId: string) =>
    ['hub', 'account', accountId, 'billing', 'invoice', externalId] as const,
  order: (accountId: number) => ['hub', 'account', accountId, 'billing', 'order'] as const,
  billingDetails: (accountId: number, userId: number) =>
    ['hub', 'account', accountId, 'billing', 'details', userId] as const,
  plans: (tag: string) => ['hub', 'billing', 'plans', tag] as const,
  billingRules: () => ['hub', 'billing', 'rules'] as const,
};
