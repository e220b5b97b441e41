// The public surface of @hub/domain. Each block is one area of the spec; keep exports grouped by it.

// --- languages and translatable messages ---
export {
  uiLanguages,
  fallbackLanguage,
  isUiLanguage,
  languageDirection,
  supportCentreLocale,
  initialLanguage,
  acceptedLanguages,
  languageCookieName,
} from './languages';
export type { UiLanguage, TextDirection } from './languages';
export { formatMessage, withValues } from './messages';
export type { MessageDescriptor } from './messages';

// --- constants, validation, phones, addresses and dates, form modes (section 5, 9) ---
export {
  limits,
  defaults,
  pageSize,
  staleTimes,
  narrowBreakpointPx,
  cancelGracePeriodDays,
  instructionsEmailHours,
  chart,
  priorityPhoneCountries,
} from './constants';
export {
  formModes,
  formButtons,
  formModeSettings,
  nonFieldErrorsKey,
  isEmptyValue,
  initialFormState,
  formReducer,
  isDirty,
  canSave,
  visibleButtons,
  visibleErrors,
} from './form-mode';
export type {
  FormMode,
  FormButton,
  FormModeSettings,
  FormFieldErrors,
  FormRules,
  FormState,
  FormEvent,
} from './form-mode';
export {
  phoneCountries,
  isPhoneCountry,
  phoneCallingCode,
  phoneMask,
  formatPhoneInput,
  isValidPhoneForCountry,
  toStoredPhone,
  normalizeStoredPhone,
  parseStoredPhone,
  formatStoredPhone,
} from './phones';
export type { PhoneCountry, PhoneCountryCode, ParsedPhone } from './phones';
export {
  usStates,
  isUsState,
  usStateName,
  shippingFields,
  emptyShippingAddress,
  mergeShippingAddress,
} from './addresses';
export type { UsStateCode, ShippingField, ShippingAddress, ShippingUpdate } from './addresses';
export { formatDateTime, formatDate, isValidTimeZone } from './dates';
export {
  fieldLabels,
  validationMessages,
  validationWarnings,
  requiredMessage,
  blankMessage,
  tooLongMessage,
  tooShortMessage,
  forbiddenSymbolsMessage,
  encodeMessage,
  issueMessage,
  fieldMessages,
  mergeFieldMessages,
  toEnglish,
  validate,
  schemaValidator,
  describeServerMessage,
  describeServerErrors,
  firstNameSchema,
  lastNameSchema,
  fullNameSchema,
  emailPattern,
  emailSchema,
  loginEmailSchema,
  loginPasswordSchema,
  currentPasswordSchema,
  passwordSymbols,
  passwordClassCount,
  passwordContainsName,
  passwordRuleLabels,
  newPasswordRules,
  newPasswordChecks,
  newPasswordFieldSchema,
  passwordConfirmationSchema,
  storedPhoneSchema,
  phoneInputSchema,
  phoneCountrySchema,
  address1Schema,
  address2Schema,
  citySchema,
  zipcodeSchema,
  stateSchema,
  countrySchema,
  timezoneSchema,
  stateMessageFor,
  userDetailsSchema,
  userDetailsPatchSchema,
  currentPasswordFormSchema,
  userDetailsFormSchema,
  userDetailsFormValues,
  loginSchema,
  newPasswordSchema,
  shippingSchema,
  isPoBox,
  shippingWarnings,
  validateShipping,
  validateShippingUpdate,
  shippingFormValues,
  cancelReasons,
  cancelReasonLabels,
  cancelReasonTextMax,
  cancelReasonsSchema,
  languageChangeSchema,
  choiceText,
} from './validation';
export type {
  FieldLabel,
  FieldMessages,
  EnglishFieldErrors,
  AnySchema,
  ValidationResult,
  PasswordNames,
  NewPasswordRule,
  NewPasswordCheck,
  UserDetails,
  UserDetailsFormValues,
  LoginValues,
  NewPasswordValues,
  CancelReason,
  CancelReasonsValues,
} from './validation';

// --- pricing, money, invoices and subscription (sections 3, 4, 9) ---
export { formatMoney, currencyMinorDigits, roundMinor, toMinorUnits } from './money';
export {
  invoiceStatuses,
  isInvoiceStatus,
  toInvoiceStatus,
  invoiceActions,
  invoiceStatusLabels,
  invoiceStatusLabel,
  unknownInvoiceStatus,
  errorRemovingInvoice,
  errorRefundingInvoice,
} from './invoices';
export type { InvoiceStatus, InvoiceActions } from './invoices';
export {
  pricingTypes,
  percentOff,
  applyPromo,
  planChargeMinor,
  monthlyEffectivePrice,
  nextBillingDate,
  planPricing,
  winBackOfferIds,
  winBackOffers,
  winBackOffer,
  offerFitsPlan,
  winBackOffersFor,
  priceSchedule,
} from './pricing';
export type {
  PricingType,
  Plan,
  PromoCode,
  PlanPricing,
  WinBackOfferId,
  WinBackOffer,
  ScheduledCharge,
} from './pricing';
export {
  subscriptionStates,
  subscriptionEventTypes,
  billingRunEventTypes,
  allSubscriptionEventTypes,
  transition,
  allowedEvents,
  isWithinGracePeriod,
  billingStatusNames,
  subscriptionStateOf,
  isEndedBillingStatus,
  subscriptionStateLabels,
  accessEndsOnText,
  accessEndedOnText,
  returnedOnText,
  instructionsEmailText,
  subscriptionStatusTexts,
} from './subscription';
export type {
  SubscriptionState,
  Subscription,
  SubscriptionEvent,
  SubscriptionEventType,
  SubscriptionErrorCode,
  SubscriptionError,
  TransitionResult,
  SubscriptionClock,
} from './subscription';
export {
  dunningRetryDays,
  dunningAttempts,
  nextDunningTry,
  billingRunAction,
  testClockLimits,
  testClockRangeMessage,
  testClockSchema,
} from './billing-run';
export type { Dunning, BillingRunAction, BillingRunInput } from './billing-run';

// --- access, roles, sunset, menu (sections 2, 4, 6) ---
export {
  blockedAccountStatus,
  supportedAccountTagsConfig,
  roleKind,
  canAccessAccount,
  parseSupportedTags,
  supportedTagsFromConfigs,
  sunsetState,
  menuRoles,
  menuEntryIds,
  menuEntryLabels,
  menuEntries,
  seesParentAppPromo,
  accountTabs,
} from './access';
export type {
  AccessUser,
  RoleKind,
  RemoteConfigEntry,
  SunsetState,
  SunsetInput,
  MenuRole,
  MenuEntryId,
  MenuEntry,
  MenuInput,
} from './access';

// --- activity (sections 4, 9) ---
export {
  activityTimeframes,
  activityRange,
  activityQueryStart,
  bucketActivity,
  secondsToMinutes,
  activityMaxTicks,
  activityYMax,
  activityBarUnits,
  activityGoalMinutes,
  activityTickStep,
  activityTicks,
  activityBucketLabel,
  activityTitle,
  activityWeekTitle,
  activityPastMonthTitle,
  activityPastThreeMonthsTitle,
  activityAllTimeTitle,
  activityTimeframeLabels,
  isCalendarDate,
  calendarDateIn,
  addCalendarMonths,
  addCalendarDays,
  activityByDay,
} from './activity';
export type {
  ActivityTimeframe,
  ActivityResult,
  ActivityContext,
  ActivityRange,
  ActivityBucket,
  CalendarDate,
} from './activity';

// --- player stats: the daily goal, streaks and player input (issue 12) ---
export { goalSummary, reachesGoal } from './stats/goal';
export type { GoalSummary, GoalDay } from './stats/goal';
export {
  playerLimits,
  chaseSpeeds,
  cooldownEventKinds,
  playerFieldLabels,
  playerMessages,
  playerNameSchema,
  birthDateSchema,
  playerProfileSchema,
  playerPatchSchema,
  hrGaugeSchema,
  chaseSpeedSchema,
  acornsSchema,
  isCooldownEventKind,
} from './stats/player-input';
export type {
  ChaseSpeed,
  CooldownEventKind,
  PlayerProfileValues,
  PlayerPatchValues,
  HrGaugeValues,
  AcornsValues,
} from './stats/player-input';

// --- errors (section 8) ---
export {
  errorText,
  errorMessage,
  paymentErrorMessage,
  paymentProviderErrors,
  paymentServiceRetryError,
  paymentServiceError,
  unknownTypeOfError,
  unknownError,
  loginFailedTitle,
  loginCheckCredentials,
  loginUnknownError,
  loginErrorMessage,
  loginThrottledSeconds,
  loginThrottledMinutes,
  loginThrottledMessage,
  retryWait,
  defaultRetryAfterSeconds,
  passwordResetRequested,
  passwordResetLinkInvalid,
  passwordSetSuccess,
  passwordResetThrottledSeconds,
  passwordResetThrottledMinutes,
  passwordResetThrottledMessage,
  accountUpdateError,
  shippingChangedElsewhere,
  accountUpdateSuccess,
  whoopsTitle,
  whoopsDetail,
  orderConfirmationErrorTitle,
  orderConfirmationErrorBody,
  errorDisplayKinds,
  shouldShowError,
} from './errors';
export type { ErrorTextInput, ErrorDisplayKind, RetryWait } from './errors';

// --- reducers: notes, onboarding, paging (section 4) ---
export { initialNotes, notesReducer } from './reducers/notes';
export type { NotesState, NotesAction } from './reducers/notes';
export { onboardingReducer } from './reducers/onboarding';
export type { OnboardingState, OnboardingAction, IncompleteProfileEntry } from './reducers/onboarding';
export { compareIds, mergeById, initialPaging, pagingReducer, mergePages } from './reducers/paging';
export type { Identified, ListPage, PagingState } from './reducers/paging';

// --- onboarding (sections 2, 3, 4) ---
export {
  onboardingSteps,
  isOnboardingStep,
  onboardingProgress,
  nextOnboardingStep,
  welcomeCheckPasses,
  isOnboardingFamily,
  onboardingAhead,
  welcomeUaction,
  uactionDestination,
} from './onboarding-steps';
export type { OnboardingStep, OnboardingProgress, OnboardingUser, UactionInput } from './onboarding-steps';
export {
  onboardingMessages,
  stepRefusal,
  userActionMaxLength,
  userActionSchema,
  playerAgeRange,
  birthYearLabel,
  birthYearRange,
  profileCompletionSchema,
  familySurveyForm,
  familySurveyGoals,
  familySurveyPlayTimes,
  familySurveyNotesMax,
  familySurveyNotesLabel,
  familySurveySchema,
  formNameSchema,
} from './onboarding';
export type {
  ProfileCompletion,
  FamilySurveyGoal,
  FamilySurveyPlayTime,
  FamilySurveyAnswers,
} from './onboarding';

// --- the account: devices, caregivers, privacy, interactions, the special user kind (sections 3, 4, 7) ---
export {
  specialUserKind,
  hasSpecialKind,
  accountMessages,
  invitationDays,
  kioskModeSchema,
  caregiverInviteSchema,
  canInviteCaregivers,
  eraseDataSchema,
  marketingOptOutSchema,
  erasureBlockedBySubscription,
  socialAccessSchema,
  customerInteractionKinds,
  customerInteractionSummaryMax,
  customerInteractionSummaryLabel,
  customerInteractionSchema,
} from './account';
export type {
  CaregiverInvite,
  AccountUserStatus,
  CustomerInteractionKind,
  CustomerInteractionInput,
} from './account';

// --- changing the sign-in email (docs/security.md) ---
export {
  emailChangeConfirmHours,
  emailChangeKeepDays,
  confirmDeadline,
  keepDeadline,
  isAwaitingConfirmation,
  isNewEmail,
  emailChangeTransition,
  emailChangeMessages,
} from './email-change';
export type {
  EmailChange,
  EmailChangeState,
  EmailChangeEvent,
  EmailChangeRefusal,
  EmailChangeResult,
} from './email-change';

// --- checkout: plan tag, promo codes, taxes and shipping, the order (issue 11) ---
export {
  defaultCheckoutTag,
  planTagMaxLength,
  isPlanTag,
  checkoutPlanTag,
  taxTable,
  shippingTable,
  remoteUsStates,
  taxRateFor,
  shippingFor,
  taxOn,
  orderTotals,
  promoCodeMaxLength,
  normalizePromoCode,
  promoMessages,
  isPromoExpired,
  promoProblem,
  orderStates,
  isOrderState,
  orderTransition,
  formatOrderNumber,
  checkoutMessages,
  describeCheckoutMessage,
  billingFieldNames,
  validateCheckoutForm,
  validateCheckoutBody,
  checkoutWarnings,
  checkoutRequiredFields,
  emptyCheckoutForm,
  checkoutBodyFields,
} from './checkout';
export type {
  TaxRule,
  ShippingRule,
  OrderTotals,
  PromoCodeOffer,
  PromoProblem,
  OrderState,
  OrderStatus,
  OrderEvent,
  OrderErrorCode,
  OrderTransitionResult,
  BillingAddress,
  CheckoutDetails,
  CheckoutFormValues,
} from './checkout';

// --- admin: list queries, account and user changes, notes, shipments, billing requests, migration (issue 13) ---
export * from './admin';

// --- coaching: calls, free slots, webinars (issue 14) ---
export * from './coaching';

// --- content: resources and tutorials (issue 14) ---
export {
  contentKinds,
  contentSections,
  contentSearchMaxLength,
  matchesContentSearch,
  contentQuerySchema,
} from './content';
export type { ContentKind, ContentSection, SearchableContent, ContentQuery } from './content';

// --- email delivery: queued, sent, retrying, failed (issue 25) ---
export { emailDeliveryStatuses, emailDeliveryTransition, isPermanentSmtpRefusal } from './email-delivery';
export type { EmailDeliveryStatus, EmailDeliveryEvent, EmailDeliveryResult } from './email-delivery';
