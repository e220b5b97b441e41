// The public surface of @hub/api-client: the generic caller and storage (src/http), then one block per
// area, each from its folder (src/<area>: calls, schemas, query options; MSW handlers at @hub/api-client/msw).

// --- the generic caller (spec sections 7, 8) ---
export { createApiClient, ApiError, unwrap, fieldErrorsOf, retryAfterSeconds } from './http/client';
export type {
  ApiClient,
  ApiClientConfig,
  CallOptions,
  CallResult,
  CallError,
  FieldErrors,
  HttpMethod,
} from './http/client';

// --- what the hub keeps on the device (spec section 3) ---
export {
  browserTokenStore,
  memoryTokenStore,
  browserCookies,
  memoryCookieJar,
  cookieNames,
  readCookie,
  storageKeys,
  tokenCookieName,
  csrfCookieName,
} from './http/storage';
export type { TokenStore, CookieJar } from './http/storage';

// --- signing in and out (spec sections 4, 7) ---
export {
  login,
  logout,
  clearCookies,
  isAuthenticated,
  authStatusQueryOptions,
  sessionLogin,
  sessionLogout,
  passwordToken,
  refreshToken,
  revokeToken,
  oauthClientId,
} from './auth/session';
export type { Credentials } from './auth/session';

// --- password reset ---
export { requestPasswordReset, setPassword } from './auth/password';
export type { NewPasswordRequest } from './auth/password';

// --- the user: info, details, shipping, language ---
export {
  getUserInfo,
  getUserDetails,
  updateUserDetails,
  getShipping,
  updateShipping,
  updateLanguage,
  saveAccountDetails,
  invalidateAccountDetails,
  invalidateUserLanguage,
  userInfoQueryOptions,
  userDetailsQueryOptions,
  shippingQueryOptions,
} from './account/user';
export type { AccountDetailsChanges, AccountDetailsSaveResult } from './account/user';

// --- changing the email: the links of the two emails ---
export { openEmailChangeLink } from './account/email-change';
export type { EmailChangeLink } from './account/email-change';

// --- the account ---
export { getAccount, accountQueryOptions } from './account/account';

// --- the shell: remote configs ---
export {
  getAccountRemoteConfigs,
  getGlobalRemoteConfigs,
  accountRemoteConfigsQueryOptions,
  globalRemoteConfigsQueryOptions,
} from './shell/remote-configs';

// --- stats: players ---
export {
  getPlayers,
  getIncompleteProfiles,
  playersQueryOptions,
  incompleteProfilesQueryOptions,
} from './stats/players';

// --- subscription and billing (spec sections 3, 4, 7) ---
export {
  defaultPlanTag,
  getPlans,
  getBillingRules,
  plansQueryOptions,
  billingRulesQueryOptions,
} from './billing/plans';
export {
  getSubscriptions,
  getAccountSubscription,
  getSubscription,
  changePlan,
  requestCancel,
  undoCancel,
  confirmCancel,
  acceptOffer,
  resumeSubscription,
  reactivateSubscription,
  requestReturn,
  confirmReturn,
  declineReturn,
  renewActions,
  renewSubscription,
  extendSubscription,
  subscriptionActionsPageSize,
  getSubscriptionActions,
  subscriptionConflictOf,
  subscriptionQueryOptions,
  subscriptionActionsInfiniteQueryOptions,
} from './billing/subscription';
export type { RenewAction, SubscriptionConflict } from './billing/subscription';
export {
  invoicePageSize,
  getInvoices,
  getInvoice,
  refundInvoice,
  removeInvoice,
  payInvoice,
  getLastOrder,
  invoicesInfiniteQueryOptions,
  invoiceQueryOptions,
  orderQueryOptions,
} from './billing/invoices';
export type { InvoiceRef } from './billing/invoices';
export {
  getBillingDetails,
  setPaymentMethod,
  requestPaymentUpdateEmail,
  billingDetailsQueryOptions,
  testCards,
  tokenizeTestCard,
} from './billing/payment';
export type {
  CardToken,
  TestCard,
  CardInput,
  CardField,
  CardErrorKind,
  TokenizeResult,
} from './billing/payment';
export { invalidateBilling } from './billing/cache';
export { toDomainSubscription, toPricingPlan } from './billing/to-domain';
export { toSubscriptionState, returnStatuses, subscriptionActionEvents } from './billing/schemas';

// --- shared ---
export { followPages, nextPageParam } from './http/paging';
export { queryKeys } from './http/query-keys';
export * as schemas from './schemas';
export type {
  Page,
  UserInfo,
  UserDetails,
  UserDetailsUpdate,
  LanguageUpdate,
  Shipping,
  Account,
  RemoteConfig,
  Player,
  IncompleteProfile,
  ActivityResult,
  TokenResponse,
  DetailResponse,
  PasswordSet,
  EmailChangeResult,
  SubscriptionPlan,
  ProgramPlan,
  WinBackOfferRule,
  BillingRules,
  NextCharge,
  SubscriptionResponse,
  SubscriptionAction,
  SubscriptionActionEvent,
  ReturnStatus,
  Invoice,
  InvoiceDetail,
  BillingAddress,
  Order,
  PaymentMethod,
  BillingDetails,
} from './schemas';
