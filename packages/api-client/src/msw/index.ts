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
export {
  accountCallFixtures,
  accountUserOf,
  devicesByAccount,
  customNotesByAccount,
  experimentalDataFixture,
  customerInteractionsMetadataFixture,
} from '../account/fixtures';
export { accountCallHandlers, accountWorldHandlers, userInfoV3For } from '../account/world';
export type { AccountWorld } from '../account/world';
export {
  doneActionsByUser,
  incompleteProfilesByAccount,
  onboardingErrorBodies,
  onboardingFixtureTime,
  userActionsFixture,
} from '../onboarding/fixtures';
export { onboardingHandlers, onboardingWorld } from '../onboarding/handlers';
export type { OnboardingWorld } from '../onboarding/handlers';
export {
  playersFixture,
  incompleteProfilesFixture,
  statsFixtureClock,
  playerListFixtures,
  activityFixtures,
  generateActivity,
  playerDetailFor,
  overviewFor,
  detailsFor,
  hrRisesFor,
  coolDownsFor,
  cooldownEventsFor,
  accountStatisticsFor,
  playerSurveysFixture,
  experimentVariantFixture,
  gameSettingsFixture,
  gameProfileFixtures,
} from '../stats/fixtures';
export type { PlayPattern } from '../stats/fixtures';
export { statsWorldHandlers } from '../stats/handlers';
export type { StatsWorld, StatsRead } from '../stats/handlers';
export { accountRemoteConfigsFixture, globalRemoteConfigsFixture, hubConfigFixture } from '../shell/fixtures';
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
  subscriptionActionHistoryFixtures,
  billingErrorBodies,
  subscriptionConflictDetails,
  toWireSubscription,
  testClockFixtures,
  testClockAdvanceFixture,
} from '../billing/fixtures';
export {
  billingHandlers,
  billingWorldHandlers,
  billingWorldFor,
  accountBillingCalls,
  paymentDeclined,
  noPaymentMethod,
  subscriptionRefused,
  testClockOutOfRange,
  testClockWorldHandlers,
  threeDSecureRequired,
  paymentCardOf,
} from '../billing/handlers';
export {
  paymentGatewayFixtures,
  stripeTestCards,
  threeDSecureIntents,
  requiresActionBody,
} from '../billing/gateway-fixtures';
export type { StripeTestCard } from '../billing/gateway-fixtures';
export type { BillingWorld, BillingActor } from '../billing/handlers';
export type { SubscriptionExtras } from '../billing/fixtures';
export {
  promoCodeFixtures,
  checkoutErrorBodies,
  programPlanTextsFixtures,
  checkoutAddressFixture,
  orderFixture,
  confirmationTokenFixture,
  setPasswordTokenFixture,
  placedOrderFixture,
  confirmedOrderFixture,
  userOrdersFixture,
  orderTrialFixtures,
  orderHistoryFixtures,
} from '../checkout/fixtures';
export { checkoutHandlers, checkoutWorldHandlers } from '../checkout/handlers';
export type { CheckoutWorld } from '../checkout/handlers';
export {
  staffFixtures,
  adminAccountFixtures,
  adminAccountFixture,
  testClockAccountFixture,
  migratedAccountFixture,
  accountTagFixtures,
  accountNoteFixtures,
  longNoteFixture,
  shipmentFixtures,
  supportTicketFixtures,
  surveyResponseFixtures,
  adminOrderFixtures,
  billingRequestFixtures,
  billingRequestResolutionFixture,
  accountMigrationFixture,
  adminErrorBodies,
  adminListStates,
  timelineFixtures,
  timelineEmailFixtures,
  timelineWithEmailsFixtures,
  staffInteractionsMetadataFixture,
  customerInteractionFixtures,
  timelineWithInteractionsFixtures,
} from '../admin/fixtures';
export {
  adminHandlers,
  orderedAdminAccounts,
  adminNotesWorldHandlers,
  adminTimelineWorldHandlers,
  adminInteractionsWorldHandlers,
  requestAlreadyResolved,
  alreadyMigrated,
  emailNotFailed,
} from '../admin/handlers';
export {
  coachingFixtureClock,
  coachFixtures,
  coachHoursFixtures,
  coachingFamilies,
  coachingCallFixtures,
  coachNoteFixtures,
  webinarFixtures,
  fullWebinarFixture,
  registrantsOf,
  sentMessageFixtures,
  calendarLinkFixture,
  coachingErrorBodies,
} from '../coaching/fixtures';
export { coachingHandlers, coachingStates } from '../coaching/handlers';
export type { CoachingState, CoachingWorldOptions } from '../coaching/handlers';
export type { InteractionsWorld } from '../admin/handlers';
export { remoteConfigWorld } from '../shell/handlers';
export {
  contentFixtures,
  contentItemIn,
  contentItemsFor,
  resourceFixtures,
  tutorialFixtures,
} from '../content/fixtures';
export type { ContentFixture } from '../content/fixtures';
export { contentHandlers, contentStates } from '../content/handlers';
export type { ContentState } from '../content/handlers';
