// Business constants and limits of the hub (spec section 9, with the validation limits of section 5).
// One typed module so the forms, the query options, the charts and the server read the same numbers.

const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;

/** Maximum (and minimum) lengths of user input, in characters (spec sections 5 and 9). */
export const limits = {
  name: 56,
  fullName: 114,
  email: 254,
  // The spec gives the login email's limit as "254 plus one in one reading" without the constant: we
  // take 255 so that every address the other forms accept (at most 254) can also sign in.
  loginEmail: 255,
  // The spec gives the login password 40 characters and a new one 255: a password that can be set but
  // not typed at sign-in would lock its owner out, so sign-in takes as many as may be set (issue 28,
  // docs/decisions.md "Validation").
  loginPassword: 255,
  passwordMin: 8,
  passwordMax: 255,
  address: 255,
  city: 50,
  zipcode: 12,
  phoneInput: 20,
} as const;

/** Values used when the server or the user gives none (spec section 9). */
export const defaults = {
  planType: 'PROFESSIONAL',
  country: 'US',
  timezone: 'America/New_York',
  status: 'NOT_PURCHASED',
  dateFormat: 'MM-DD-YYYY h:mm:ss a zz',
  phoneMask: 'xxx xxx xxxx',
} as const;

/** Page size of paged list calls (spec section 9). */
export const pageSize = 1000;

/** How long a query's data stays fresh, per kind of query, in milliseconds (spec section 9). */
export const staleTimes = {
  players: 5 * minute,
  allTimeActivity: hour,
  /** Heart-rate rises and cooldown events never go stale. */
  risesAndCooldownEvents: Infinity,
  userInfo: hour,
  /** Any query without a kind of its own. */
  other: 60 * second,
  authStatus: 5 * second,
  /** Translations and the global configuration pages never expire. */
  translations: Infinity,
  globalConfigPages: Infinity,
} as const;

/** Below this viewport width the side menu becomes a slide-in panel (spec sections 2 and 9). */
export const narrowBreakpointPx = 900;

/** A subscription can be cancelled within this many days (spec sections 4 and 9). */
export const cancelGracePeriodDays = 30;

/** An email with instructions follows a return or renewal request within this many hours (spec sections 4 and 9). */
export const instructionsEmailHours = 24;

/** The play-activity chart (spec section 9): goal line, y axis and the steps its ticks may take. */
export const chart = {
  goalMinutes: 45,
  yMaxDefault: 60,
  yStep: 10,
  tickSteps: [5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000],
} as const;

/** Countries listed first in the phone country list, in the spec's order (section 9). */
export const priorityPhoneCountries = [
  'US',
  'AU',
  'CA',
  'DE',
  'ES',
  'IT',
  'IE',
  'GB',
  'JP',
  'KR',
  'FR',
  'NL',
  'ZA',
  'NZ',
  'MX',
  'BE',
  'PR',
  'HK',
] as const;
