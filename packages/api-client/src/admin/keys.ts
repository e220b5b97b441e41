// The admin area's query keys (issue 13): what staff read, under one prefix; an account's own queries
// under the account, so a change of it invalidates them all; the lists with their query. Apart from
// http/query-keys.ts, so the first paint does not carry them.
export const adminKeys = {
  admin: () => ['hub', 'admin'] as const,
  adminAccountList: () => ['hub', 'admin', 'accounts', 'list'] as const,
  adminAccounts: (query: Record<string, string | number | null>) =>
    ['hub', 'admin', 'accounts', 'list', query] as const,
  adminAccount: (accountId: number) => ['hub', 'admin', 'accounts', accountId] as const,
  adminAccountNotes: (accountId: number) => ['hub', 'admin', 'accounts', accountId, 'notes'] as const,
  adminAccountShipments: (accountId: number) => ['hub', 'admin', 'accounts', accountId, 'shipments'] as const,
  adminAccountTimeline: (accountId: number, kind: string | null) =>
    ['hub', 'admin', 'accounts', accountId, 'timeline', kind] as const,
  accountTags: () => ['hub', 'admin', 'tags'] as const,
  adminUser: (userId: number) => ['hub', 'admin', 'users', userId] as const,
  adminUserShipping: (userId: number) => ['hub', 'admin', 'users', userId, 'shipping'] as const,
  adminUserTickets: (userId: number) => ['hub', 'admin', 'users', userId, 'tickets'] as const,
  adminPlayerResponses: (playerId: number) => ['hub', 'admin', 'players', playerId, 'responses'] as const,
  adminOrders: (query: Record<string, string | number | null>) => ['hub', 'admin', 'orders', query] as const,
  adminShipments: (query: Record<string, string | number | null>) =>
    ['hub', 'admin', 'shipments', query] as const,
  billingRequests: (query: Record<string, string | number | null>) =>
    ['hub', 'admin', 'billing-requests', query] as const,
};
