// The public surface of @hub/domain. Each block is one area of the spec; keep exports grouped by it.

// --- languages and translatable messages ---
export {
  uiLanguages,
  fallbackLanguage,
  isUiLanguage,
  languageDirection,
  supportCentreLocale,
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

// --- pricing, money, invoices and subscription (sections 3, 4, 9) ---

// --- access, roles, sunset, menu (sections 2, 4, 6) ---

// --- activity (sections 4, 9) ---

// --- errors (section 8) ---

// --- reducers: notes, onboarding, paging (section 4) ---
