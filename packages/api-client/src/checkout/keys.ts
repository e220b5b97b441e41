// Checkout's query keys (docs/decisions.md "Checkout"): promo codes and plan texts belong to no account; the
// orders are the caller's (under the user, so signing out clears them with the rest). Apart from
// http/query-keys.ts, so the first paint does not carry them.
export const checkoutKeys = {
  promoCode: (code: string) => ['hub', 'checkout', 'promo', code] as const,
  programPlanTexts: (language: string) => ['hub', 'checkout', 'plan-texts', language] as const,
  userOrders: () => ['hub', 'user', 'orders'] as const,
  orderTrials: (userId: number | null, pageSize: number | null = null) =>
    ['hub', 'checkout', 'order-trials', userId, pageSize] as const,
};
