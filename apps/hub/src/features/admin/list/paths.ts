/** An account's details page for staff (route root.admin.accounts.details). */
export function adminAccountPath(accountId: number): string {
  return `/admin/accounts/${accountId}`;
}
