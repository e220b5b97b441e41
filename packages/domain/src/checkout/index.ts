// Checkout (issue 11): the plan tag, promo codes, taxes and shipping, the order's machine and the form.
export { defaultCheckoutTag, planTagMaxLength, isPlanTag, checkoutPlanTag } from './plan-tag';
export {
  taxTable,
  shippingTable,
  remoteUsStates,
  taxRateFor,
  shippingFor,
  taxOn,
  orderTotals,
} from './totals';
export type { TaxRule, ShippingRule, OrderTotals } from './totals';
export { promoCodeMaxLength, normalizePromoCode, promoMessages, isPromoExpired, promoProblem } from './promo';
export type { PromoCodeOffer, PromoProblem } from './promo';
export {
  orderStates,
  isOrderState,
  orderTransition,
  formatOrderNumber,
  checkoutMessages,
  describeCheckoutMessage,
} from './order';
export type { OrderState, OrderStatus, OrderEvent, OrderErrorCode, OrderTransitionResult } from './order';
export {
  billingFieldNames,
  validateCheckoutForm,
  validateCheckoutBody,
  checkoutWarnings,
  checkoutRequiredFields,
  emptyCheckoutForm,
  checkoutBodyFields,
} from './checkout-form';
export type { BillingAddress, CheckoutDetails, CheckoutFormValues } from './checkout-form';
