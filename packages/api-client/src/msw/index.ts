// MSW handlers and fixtures for every state of the hub's calls, for stories and tests. Each area keeps its
// own (src/<area>/handlers.ts, fixtures.ts); this entry gathers them.
export { handlers, personaHandlers, loginHandlers } from './handlers';
export type { PersonaOptions } from './handlers';
export {
  pageOf,
  ok,
  slow,
  loading,
  failing,
  validationFailed,
  wrongPassword,
  unauthorized,
  blockedAccount,
  notFound,
  throttled,
  resetThrottled,
  invalidResetLink,
  serverError,
  networkError,
} from './states';
export type { MockState } from './states';
export { errorBodies } from './error-bodies';
export {
  personas,
  userInfoFixtures,
  userDetailsFor,
  userDetailsFixture,
  shippingFixture,
  emptyShippingFixture,
  accountFor,
  accountFixture,
  emailChangeFixtures,
  storyPassword,
} from '../account/fixtures';
export type { Persona } from '../account/fixtures';
export { playersFixture, incompleteProfilesFixture } from '../stats/fixtures';
export { globalRemoteConfigsFixture } from '../shell/fixtures';
export { passwordResetFixtures, tokenResponseFixture } from '../auth/fixtures';
export {
  billingFixtureClock,
  billingFixturesAt,
  billingFixtures,
  planFixtures,
  billingRulesFixture,
  subscriptionFixtures,
  invoiceFixtures,
  invoiceDetailFixture,
  billingDetailsFixture,
  billingDetailsFor,
  billingAddressFixture,
  visaPaymentMethod,
  subscriptionActionFixtures,
  billingErrorBodies,
  subscriptionConflictDetails,
  toWireSubscription,
} from '../billing/fixtures';
export {
  billingHandlers,
  billingWorldHandlers,
  billingWorldFor,
  accountBillingCalls,
  paymentDeclined,
  noPaymentMethod,
  subscriptionRefused,
} from '../billing/handlers';
export type { BillingWorld, BillingActor } from '../billing/handlers';
export type { SubscriptionExtras } from '../billing/fixtures';
