// The public surface of @hub/domain. Each block is one area of the spec; keep exports grouped by it.

// --- languages and translatable messages ---
export * from './languages';
export * from './messages';

// --- constants, validation, phones, addresses and dates, form modes (section 5, 9) ---
export * from './constants';
export * from './form-mode';
export * from './phones';
export * from './addresses';
export * from './dates';
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

// --- the order and billing history (issue 28) ---
export * from './billing-history';

// --- pricing, money, invoices and subscription (sections 3, 4, 9) ---
export * from './money';
export * from './invoices';
export * from './pricing';
export * from './subscription';
export * from './billing-run';

// --- access, roles, sunset, menu (sections 2, 4, 6) ---
export * from './access';

// --- activity (sections 4, 9) ---
export * from './activity';

// --- player stats: the daily goal, streaks and player input (issue 12) ---
export * from './stats/goal';
export * from './stats/player-input';
export * from './stats/game-profile';

// --- errors (section 8) ---
export * from './errors';

// --- reducers: notes, onboarding, paging (section 4) ---
export * from './reducers/notes';
export * from './reducers/onboarding';
export * from './reducers/paging';

// --- onboarding (sections 2, 3, 4) ---
export * from './onboarding-steps';
export * from './onboarding';

// --- the account: devices, caregivers, privacy, interactions, the special user kind (sections 3, 4, 7) ---
export * from './account';

// --- changing the sign-in email (docs/security.md) ---
export * from './email-change';

// --- checkout: plan tag, promo codes, taxes and shipping, the order (issue 11) ---
export * from './checkout';

// --- admin: list queries, account and user changes, notes, shipments, billing requests, migration (issue 13) ---
export * from './admin';

// --- coaching: calls, free slots, webinars (issue 14) ---
export * from './coaching';

// --- content: resources and tutorials (issue 14) ---
export * from './content';

// --- email delivery: queued, sent, retrying, failed (issue 25) ---
export * from './email-delivery';
