// The account calls' query keys beyond the first paint's (issue 12): devices, status, notes, interactions.
// Apart from http/query-keys.ts, so the first paint does not carry them.
export const accountKeys = {
  userInfoV3: () => ['hub', 'user', 'info-v3'] as const,
  /** The social access choice being saved (a mutation's key: a screen can tell a save is under way). */
  socialAccess: () => ['hub', 'user', 'social-access'] as const,
  devices: (accountId: number) => ['hub', 'account', accountId, 'devices'] as const,
  accountStatus: (accountId: number) => ['hub', 'account', accountId, 'status'] as const,
  customNote: (accountId: number) => ['hub', 'account', accountId, 'custom-note'] as const,
  experimentalData: (accountId: number) => ['hub', 'account', accountId, 'experimental-data'] as const,
  customerInteractions: (accountId: number) =>
    ['hub', 'account', accountId, 'customer-interactions'] as const,
  /** Not under `customerInteractions`, so recording one does not read the choices again. */
  customerInteractionsMetadata: (accountId: number) =>
    ['hub', 'account', accountId, 'customer-interactions-metadata'] as const,
};
