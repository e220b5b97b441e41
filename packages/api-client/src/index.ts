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
  userAuthLogin,
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

// --- the rest of the account: devices, caregivers, privacy, status, note, experiments, interactions ---
export { getDevices, setKioskMode, devicesQueryOptions, invalidateDevices } from './account/devices';
export { addCaregiver, invalidateAccountUsers } from './account/caregivers';
export type { CaregiverInviteRequest } from './account/caregivers';
export {
  setMarketingOptOut,
  eraseMyData,
  getUserInfoV3,
  userInfoV3QueryOptions,
  invalidatePrivacy,
  socialAccessMutationOptions,
} from './account/privacy';
export {
  getAccountStatus,
  getCustomNote,
  getExperimentalData,
  getCustomerInteractions,
  getCustomerInteractionsMetadata,
  recordCustomerInteraction,
  setSocialAccess,
  accountStatusQueryOptions,
  customNoteQueryOptions,
  experimentalDataQueryOptions,
  customerInteractionsQueryOptions,
  customerInteractionsMetadataQueryOptions,
  invalidateCustomerInteractions,
} from './account/account-info';

// --- onboarding (spec sections 2, 3, 4) ---
export {
  getUserActions,
  getHasDone,
  recordUserAction,
  getFormResponses,
  submitFamilySurvey,
  completeProfile,
  userActionsQueryOptions,
  hasDoneQueryOptions,
  formResponsesQueryOptions,
  invalidateOnboarding,
  invalidateProfiles,
} from './onboarding/onboarding';

// --- the shell: remote configs ---
export {
  getAccountRemoteConfigs,
  getGlobalRemoteConfigs,
  accountRemoteConfigsQueryOptions,
  globalRemoteConfigsQueryOptions,
} from './shell/remote-configs';
export { updateAccountRemoteConfig, applyRemoteConfigUpdate } from './shell/remote-config-update';
export { getHubConfig, hubConfigQueryOptions } from './shell/hub-config';

// --- stats: players, their activity, heart-rate moments and summaries (issue 12) ---
export {
  getPlayers,
  getIncompleteProfiles,
  playersQueryOptions,
  incompleteProfilesQueryOptions,
} from './stats/players';
export {
  getPlayer,
  updatePlayer,
  createPlayer,
  patchPlayer,
  setHrGauge,
  setChaseSpeed,
  giveAcorns,
  playerQueryOptions,
  invalidatePlayer,
} from './stats/player';
export type { PlayerProfileInput, PlayerPatch } from './stats/player';
export { linkGameProfile, delinkGameProfile } from './stats/game-profile';
export {
  getActivity,
  getHrRises,
  getCoolDowns,
  getCooldownEvents,
  activityQueryOptions,
  hrRisesInfiniteQueryOptions,
  coolDownsInfiniteQueryOptions,
  cooldownEventsInfiniteQueryOptions,
} from './stats/activity';
export type { CooldownEventFilters } from './stats/activity';
export {
  getPlayerOverview,
  getPlayerDetails,
  getAccountStatistics,
  getPlayerSurveys,
  getExperimentVariant,
  playerOverviewQueryOptions,
  playerDetailsQueryOptions,
  accountStatisticsQueryOptions,
  playerSurveysQueryOptions,
  experimentVariantQueryOptions,
} from './stats/dashboard';

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
export {
  getPaymentGateway,
  paymentGatewayQueryOptions,
  paymentGatewaySchema,
  withRequiredAction,
} from './billing/gateway';
export type { PaymentGateway, PaymentCallResult, RequiredAction } from './billing/gateway';
export { invalidateBilling } from './billing/cache';
export { advanceTestClock, invalidateTestClock } from './billing/test-clock';
export { toDomainSubscription, toPricingPlan } from './billing/to-domain';
export { toSubscriptionState, returnStatuses, subscriptionActionEvents } from './billing/schemas';

// --- checkout: promo codes, the order, plan texts (issue 11, docs/decisions.md "Checkout") ---
export {
  getPromoCode,
  promoCodeQueryOptions,
  newIdempotencyKey,
  placeOrder,
  confirmOrder,
  trackConversion,
  getUserOrders,
  userOrdersQueryOptions,
  getOrderTrials,
  orderTrialsInfiniteQueryOptions,
} from './checkout/orders';
export type { OrderRequest, OrderRef, CheckoutAuth } from './checkout/orders';
export {
  programPlanTextsPath,
  getProgramPlanTexts,
  programPlanMessageIds,
  programPlanMessages,
  programPlanTextsQueryOptions,
} from './checkout/plan-texts';

// --- admin: accounts, notes, shipments, tickets, responses, orders, billing requests (issue 13) ---
export {
  getAdminAccounts,
  getAdminAccount,
  replaceAdminAccount,
  changeAdminAccount,
  changeAdminUser,
  getAccountTags,
  adminAccountsQueryOptions,
  adminAccountQueryOptions,
  accountTagsQueryOptions,
  adminAccountOrderings,
} from './admin/accounts';
export type {
  AdminAccountQuery,
  AdminAccountOrdering,
  AdminAccountChanges,
  AdminUserChanges,
} from './admin/accounts';
export {
  getAccountNotes,
  createAccountNote,
  updateAccountNote,
  deleteAccountNote,
  accountNotesQueryOptions,
  applyNoteChange,
} from './admin/notes';
export {
  shipmentPageSize,
  getAccountShipments,
  accountShipmentsInfiniteQueryOptions,
  loadedShipments,
  getShipments,
  shipmentsQueryOptions,
  createShipment,
  updateShipment,
  getUserShipping,
  updateUserShipping,
  userShippingQueryOptions,
} from './admin/shipments';
export type { LoadedShipments, ShipmentQuery } from './admin/shipments';
export {
  getUserTickets,
  getPlayerResponses,
  userTicketsQueryOptions,
  playerResponsesQueryOptions,
} from './admin/support';
export { getAdminOrders, adminOrdersQueryOptions } from './admin/orders';
export type { AdminOrderQuery } from './admin/orders';
export {
  getBillingRequests,
  billingRequestsQueryOptions,
  resolveOutstandingRequest,
  confirmRenewal,
  declineRenewal,
  migrateAccount,
  invalidateAdminAccount,
} from './admin/billing-requests';
export type { BillingRequestQuery } from './admin/billing-requests';
export {
  timelinePageSize,
  getAccountTimeline,
  accountTimelineInfiniteQueryOptions,
  resendAccountEmail,
  invalidateAccountTimeline,
} from './admin/timeline';
export { adminConflictOf } from './admin/conflict';
export type { AdminConflict } from './admin/conflict';
export type {
  StaffPerson,
  AdminAccountSummary,
  AdminAccount,
  AdminUser,
  AccountTag,
  AccountNote,
  ShipmentResponse,
  SupportTicket,
  SurveyResponse,
  AdminOrder,
  BillingRequestResponse,
  BillingRequestPage,
  BillingRequestResolution,
  AccountMigration,
  TimelineEvent,
  TimelineEmail,
} from './admin/schemas';

// --- coaching: coach, bookings, calls, notes, webinars, messages (issue 14, docs/decisions.md "Coaching and content calls") ---
export {
  getCoachAccount,
  getCoachProfile,
  updateCoachProfile,
  getCoachNotes,
  createCoachNote,
  getCalendarLink,
  coachAccountQuery,
  coachProfileQuery,
  coachNotesQuery,
  calendarLinkQuery,
  invalidateCoachProfile,
  invalidateCoachNotes,
} from './coaching/coach';
export type { CoachProfileUpdate } from './coaching/coach';
export {
  getCoachBookings,
  getCoachingCalls,
  getCoaches,
  getAvailableHours,
  bookCall,
  cancelCall,
  rescheduleCall,
  coachBookingsQuery,
  coachingCallsQuery,
  coachesQuery,
  availableHoursQuery,
  invalidateBookings,
  toDomainSlots,
} from './coaching/bookings';
export type { CoachingCallsFilter, BookingRequest } from './coaching/bookings';
export {
  getWebinars,
  registerForWebinar,
  unregisterFromWebinar,
  getWebinarRegistrants,
  webinarsQuery,
  webinarRegistrantsQuery,
  invalidateWebinars,
} from './coaching/webinars';
export {
  getSmsMessages,
  getCommunications,
  smsMessagesQuery,
  communicationsQuery,
} from './coaching/messages';
export type { MessagesFilter } from './coaching/messages';
export type {
  Coach,
  CoachingCall,
  CoachNote,
  CalendarLink,
  AvailableSlot,
  AvailableHours,
  Webinar,
  WebinarRegistration,
  Registrant,
  SentMessage,
  MessageChannel,
} from './coaching/schemas';

// --- content: resources and tutorials (issue 14) ---
export { getResources, getTutorials, resourcesQuery, tutorialsQuery } from './content/content';
export type { ResourcesFilter, TutorialsFilter } from './content/content';
export type { ContentItem } from './content/schemas';

// --- shared ---
export { followPages, nextPageParam } from './http/paging';
export { queryKeys } from './http/query-keys';
export { accountKeys } from './account/keys';
export { adminKeys } from './admin/keys';
export { onboardingKeys } from './onboarding/keys';
export { checkoutKeys } from './checkout/keys';
export { statsKeys } from './stats/keys';
export { coachingKeys } from './coaching/keys';
export { contentKeys } from './content/keys';
export * as schemas from './schemas';
export type {
  Page,
  UserInfo,
  UserDetails,
  UserDetailsUpdate,
  LanguageUpdate,
  Shipping,
  Account,
  AccountUser,
  Device,
  CaregiverInvited,
  MarketingChoice,
  UserInfoV3,
  AccountStatus,
  CustomNote,
  ExperimentalData,
  CustomerInteraction,
  CustomerInteractionsMetadata,
  SocialAccess,
  UserAction,
  HasDone,
  FormResponse,
  CompletedProfile,
  RemoteConfig,
  HubConfig,
  Player,
  PlayerDetail,
  IncompleteProfile,
  ActivityResult,
  HrRise,
  CoolDown,
  CooldownEvent,
  PlayerOverview,
  PlayerDetails,
  GameSettings,
  PlayerGameSettings,
  AccountStatistics,
  PlayerSurvey,
  ExperimentVariant,
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
  PromoCodeResponse,
  OrderDetail,
  PlacedOrder,
  ConfirmedOrder,
  UserOrders,
  OrderTrial,
  ProgramPlanTexts,
  AccountTestClock,
  BillingRunReport,
  TestClockAdvance,
} from './schemas';
