// The error catalogue (spec section 8): the text a failed call shows, the payment-provider sentences,
// and the fixed error and success texts of login, account update, invoices and order confirmation.
//
// Choices where the spec is silent:
// - "Unknown error" is for a failure that carries nothing to show (no body, an empty string, no status
//   text that applies); "Unknown type of error" for a body that is there but unreadable: a number, a
//   boolean, an HTML page, an object or array without any text in it.
// - Flattened object and array values are the texts found at any depth, in order, joined by a space
//   (DRF's `{field: ['Message.']}` reads as sentences).
// - A 5xx answer without a status text (HTTP/2 has none) gets the standard reason phrase of its code.
// - A provider error is a text of the body that starts with 'Gateway error' or matches one of the known
//   provider errors; a known one maps to the spec's sentence, any other shows stripped of the prefix.
// - A throttled login or password reset request (429) says when to try again from Retry-After: seconds
//   under a minute, whole minutes (rounded up) from a minute on, a minute when the header is missing;
//   ICU plurals.
// - Password reset: one answer whether or not the email has an account; one text for a link that is
//   unknown, expired, used or replaced (telling them apart helps nobody but a guesser).
import { formatMessage, withValues, type MessageDescriptor } from './messages';

/** What the generic caller knows about a failed response (the shape api-client passes in). */
export interface ErrorTextInput {
  status: number;
  statusText: string;
  body: unknown;
  givenMessage?: string;
  payment?: boolean;
}

/** Payment-provider errors the user may retry after (spec section 8). */
export const paymentServiceRetryError: MessageDescriptor = /*i18n*/ {
  id: 'error.payment.retry',
  message: 'We’ve experienced an unexpected issue with our payment service. Please try again.',
};

/** Payment-provider errors a retry will not fix (spec section 8). */
export const paymentServiceError: MessageDescriptor = /*i18n*/ {
  id: 'error.payment.noRetry',
  message: 'We’ve experienced an unexpected issue with our payment service.',
};

/** A failure whose body is there but cannot be read as text. */
export const unknownTypeOfError: MessageDescriptor = /*i18n*/ {
  id: 'error.unknownType',
  message: 'Unknown type of error',
};

/** A failure that carries nothing to show. */
export const unknownError: MessageDescriptor = /*i18n*/ { id: 'error.unknown', message: 'Unknown error' };

/** The words of a text, lower-cased, in order (a linear scan: no pattern here can backtrack). */
function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean);
}

/** Whether `words` holds `phrase` (words in a row) before (or without) `then` (words in a row) later on. */
function phraseAt(words: readonly string[], phrase: string): number {
  const wanted = phrase.split(' ');
  for (let start = 0; start + wanted.length <= words.length; start += 1) {
    if (wanted.every((word, offset) => words[start + offset] === word)) return start;
  }
  return -1;
}
const has = (words: readonly string[], phrase: string) => phraseAt(words, phrase) >= 0;
/** `first` somewhere before `later`, each a phrase. */
const before = (words: readonly string[], first: string, later: string) => {
  const at = phraseAt(words, first);
  return at >= 0 && has(words.slice(at + first.split(' ').length), later);
};

/**
 * The kinds of payment-provider error the spec names, each with how it is recognised. They read words,
 * not patterns, so a provider text of any length is matched in linear time.
 */
export const paymentProviderErrors = [
  { kind: 'backend error', matches: (w) => has(w, 'backend error'), message: paymentServiceRetryError },
  {
    kind: 'declined test or live card',
    matches: (w) => w.includes('declined') && (w.includes('test') || w.includes('live')),
    message: paymentServiceRetryError,
  },
  {
    kind: 'customer not found',
    matches: (w) =>
      has(w, 'customer not found') || has(w, 'customer was not found') || has(w, 'no such customer'),
    message: paymentServiceRetryError,
  },
  {
    kind: 'processing error',
    matches: (w) => has(w, 'processing error') || has(w, 'error occurred while processing'),
    message: paymentServiceRetryError,
  },
  {
    kind: 'missing id',
    matches: (w) => w.includes('missing') && w.includes('id'),
    message: paymentServiceError,
  },
  {
    kind: 'no payment method on file',
    matches: (w) =>
      [
        'no payment method',
        'no payment source',
        'no attached payment method',
        'no attached payment source',
      ].some((phrase) => has(w, phrase)) || before(w, 'payment method', 'not on file'),
    message: paymentServiceError,
  },
  {
    kind: 'all billing dates passed',
    matches: (w) => before(w, 'billing date', 'passed') || before(w, 'billing dates', 'passed'),
    message: paymentServiceError,
  },
] as const satisfies readonly {
  kind: string;
  matches: (words: readonly string[]) => boolean;
  message: MessageDescriptor;
}[];

const gatewayPrefix = /^\s*gateway error\b[\s:.\-–—]*/i;

/** Every text in a body, at any depth, in order. */
function textsOf(body: unknown, depth = 0): string[] {
  if (typeof body === 'string') return body.trim() ? [body.trim()] : [];
  if (depth > 20 || body === null || typeof body !== 'object') return [];
  const values = Array.isArray(body) ? body : Object.values(body);
  return values.flatMap((value) => textsOf(value, depth + 1));
}

/**
 * The payment-specific message of an error body: the spec's sentence for a known provider error, the
 * provider's own text without the 'Gateway error' prefix for another prefixed one, else null.
 */
export function paymentErrorMessage(body: unknown): MessageDescriptor | string | null {
  for (const text of textsOf(body)) {
    const stripped = text.replace(gatewayPrefix, '').trim();
    const words = wordsOf(stripped);
    const known = paymentProviderErrors.find((entry) => entry.matches(words));
    if (known) return known.message;
    if (gatewayPrefix.test(text) && stripped) return stripped;
  }
  return null;
}

const reasonPhrases: Record<number, string> = {
  500: 'Internal Server Error',
  501: 'Not Implemented',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
  505: 'HTTP Version Not Supported',
  507: 'Insufficient Storage',
  508: 'Loop Detected',
  511: 'Network Authentication Required',
};

function looksLikeHtml(text: string): boolean {
  return /^\s*<(!doctype|html|head|body)\b/i.test(text);
}

/**
 * The message of a failed call in the spec's order: payment-specific message, given message, 5xx
 * status text, body string, flattened object or array values, else 'Unknown type of error' or
 * 'Unknown error'. Texts from the server or the caller come back as strings; the hub's own as descriptors.
 */
export function errorMessage(input: ErrorTextInput): MessageDescriptor | string {
  const { status, statusText, body, givenMessage, payment } = input;
  if (payment) {
    const message = paymentErrorMessage(body);
    if (message) return message;
  }
  if (givenMessage?.trim()) return givenMessage;
  if (status >= 500 && status <= 599) {
    const text = statusText.trim() || reasonPhrases[status];
    if (text) return text;
  }
  if (typeof body === 'string') {
    if (!body.trim()) return unknownError;
    return looksLikeHtml(body) ? unknownTypeOfError : body.trim();
  }
  if (body === null || body === undefined) return unknownError;
  if (typeof body === 'object') {
    const texts = textsOf(body);
    if (texts.length > 0) return texts.join(' ');
  }
  return unknownTypeOfError;
}

/** The English text of a failed call, for the generic caller (spec section 8's order, see errorMessage). */
export function errorText(input: ErrorTextInput): string {
  const message = errorMessage(input);
  return typeof message === 'string' ? message : formatMessage(message);
}

/** Title of a failed login (spec section 8). */
export const loginFailedTitle: MessageDescriptor = /*i18n*/ {
  id: 'error.login.title',
  message: 'Failed to log in!',
};

/** A login refused with status 400: the credentials are wrong. */
export const loginCheckCredentials: MessageDescriptor = /*i18n*/ {
  id: 'error.login.credentials',
  message: 'Please make sure your email and password are correct.',
};

/** Any other failed login; the spec's spelling ("occured") is kept on purpose. */
export const loginUnknownError: MessageDescriptor = /*i18n*/ {
  id: 'error.login.unknown',
  message: 'An unknown error has occured.',
};

/** How long to wait before a throttled call may be tried again, in the unit a person reads it in. */
export interface RetryWait {
  unit: 'seconds' | 'minutes';
  count: number;
}

/** The wait assumed when a 429 carries no readable Retry-After (our choice: the spec shows none). */
export const defaultRetryAfterSeconds = 60;

/**
 * A Retry-After in seconds as a person reads it: whole seconds under a minute, whole minutes (rounded
 * up, so the wait is never shorter than said) from a minute on; never less than 1. A missing, negative
 * or unreadable value counts as `defaultRetryAfterSeconds`.
 */
export function retryWait(seconds: number | null | undefined): RetryWait {
  const known =
    typeof seconds === 'number' && Number.isFinite(seconds) && seconds >= 0
      ? seconds
      : defaultRetryAfterSeconds;
  const whole = Math.max(1, Math.ceil(known));
  return whole < 60 ? { unit: 'seconds', count: whole } : { unit: 'minutes', count: Math.ceil(whole / 60) };
}

/** A login refused with 429, the wait under a minute; `count` is the seconds (ICU plural). */
export const loginThrottledSeconds: MessageDescriptor = /*i18n*/ {
  id: 'error.login.throttled.seconds',
  message:
    '{count, plural, one {Too many failed sign-in attempts. Please try again in # second.} other {Too many failed sign-in attempts. Please try again in # seconds.}}',
};

/** A login refused with 429, the wait a minute or more; `count` is the minutes (ICU plural). */
export const loginThrottledMinutes: MessageDescriptor = /*i18n*/ {
  id: 'error.login.throttled.minutes',
  message:
    '{count, plural, one {Too many failed sign-in attempts. Please try again in # minute.} other {Too many failed sign-in attempts. Please try again in # minutes.}}',
};

/** The descriptor of a wait, in seconds or in minutes, with its count. */
function waitMessage(
  retryAfterSeconds: number | null | undefined,
  inSeconds: MessageDescriptor,
  inMinutes: MessageDescriptor,
): MessageDescriptor {
  const wait = retryWait(retryAfterSeconds);
  return withValues(wait.unit === 'minutes' ? inMinutes : inSeconds, { count: wait.count });
}

/** The text of a throttled login (429) for its Retry-After in seconds (null when the header was missing). */
export function loginThrottledMessage(retryAfterSeconds: number | null | undefined): MessageDescriptor {
  return waitMessage(retryAfterSeconds, loginThrottledSeconds, loginThrottledMinutes);
}

/**
 * The message under 'Failed to log in!' for a failed login (spec section 8): 400 checks the credentials,
 * 429 says when to try again (from Retry-After, the spec leaves 429 to us), anything else is unknown.
 */
export function loginErrorMessage(status: number, retryAfterSeconds?: number | null): MessageDescriptor {
  if (status === 400) return loginCheckCredentials;
  if (status === 429) return loginThrottledMessage(retryAfterSeconds);
  return loginUnknownError;
}

/**
 * The answer to every password reset request, whether or not an account has the email: the same words
 * either way, so the page tells nobody which emails have accounts. The link lasts an hour (server).
 */
export const passwordResetRequested: MessageDescriptor = /*i18n*/ {
  id: 'success.passwordReset.requested',
  message:
    'If an account uses this email, a link to set a new password is on its way. The link works for one hour.',
};

/** A set-password link that is unknown, expired, already used or replaced by a newer one. */
export const passwordResetLinkInvalid: MessageDescriptor = /*i18n*/ {
  id: 'error.passwordReset.invalidLink',
  message: 'This link to set a password is invalid, has expired or was already used.',
};

/** A new password was set through a reset link. */
export const passwordSetSuccess: MessageDescriptor = /*i18n*/ {
  id: 'success.passwordReset.set',
  message: 'Your new password is set. You can log in with it now.',
};

/** Password reset requests refused with 429, the wait under a minute; `count` is the seconds. */
export const passwordResetThrottledSeconds: MessageDescriptor = /*i18n*/ {
  id: 'error.passwordReset.throttled.seconds',
  message:
    '{count, plural, one {Too many password reset requests. Please try again in # second.} other {Too many password reset requests. Please try again in # seconds.}}',
};

/** Password reset requests refused with 429, the wait a minute or more; `count` is the minutes. */
export const passwordResetThrottledMinutes: MessageDescriptor = /*i18n*/ {
  id: 'error.passwordReset.throttled.minutes',
  message:
    '{count, plural, one {Too many password reset requests. Please try again in # minute.} other {Too many password reset requests. Please try again in # minutes.}}',
};

/** The text of a throttled password reset request (429) for its Retry-After in seconds. */
export function passwordResetThrottledMessage(
  retryAfterSeconds: number | null | undefined,
): MessageDescriptor {
  return waitMessage(retryAfterSeconds, passwordResetThrottledSeconds, passwordResetThrottledMinutes);
}

/** Saving account details failed (spec section 8). */
export const accountUpdateError: MessageDescriptor = /*i18n*/ {
  id: 'error.account.update',
  message: 'Error processing user data',
};

/**
 * The shipping address changed elsewhere (another tab or device) after it was loaded: the save is refused
 * (412) rather than overwriting it unseen. Not in the spec, which shows no version (docs/decisions.md).
 */
export const shippingChangedElsewhere: MessageDescriptor = /*i18n*/ {
  id: 'error.shipping.changedElsewhere',
  message:
    'Your address was changed somewhere else (another tab or device) after you opened it. What you typed is kept: check the address and save again.',
};

/** Saving account details succeeded (spec section 8). */
export const accountUpdateSuccess: MessageDescriptor = /*i18n*/ {
  id: 'success.account.update',
  message: 'Account information saved',
};

/** Title of an unexpected failure (invoices and elsewhere, spec section 8). */
export const whoopsTitle: MessageDescriptor = /*i18n*/ {
  id: 'error.whoops.title',
  message: 'Whoops, an error occurred',
};

/** The line under 'Whoops, an error occurred'. */
export const whoopsDetail: MessageDescriptor = /*i18n*/ {
  id: 'error.whoops.detail',
  message: 'Please try again. If it persists, contact support.',
};

/** Title of the order confirmation's error view: a temporary processing problem (spec sections 2, 8). */
export const orderConfirmationErrorTitle: MessageDescriptor = /*i18n*/ {
  id: 'error.orderConfirmation.title',
  message: 'We’re having a temporary problem processing your order',
};

/** Body of the order confirmation's error view; takes the support `phone` and `email` as values. */
export const orderConfirmationErrorBody: MessageDescriptor = /*i18n*/ {
  id: 'error.orderConfirmation.body',
  message:
    'No further action is needed: your order is confirmed, and a confirmation email is on its way. If you have any questions, contact our Family Care team at {phone} or {email}.',
};

/** The calls whose errors the spec shows selectively (section 8); every other call is 'other'. */
export const errorDisplayKinds = [
  'profileUpdate',
  'shippingUpdate',
  'userFetch',
  'shippingFetch',
  'coachAccount',
  'orderFetch',
  'shipmentsFetch',
  'other',
] as const;

/** One of the kinds of call with its own error-display rule. */
export type ErrorDisplayKind = (typeof errorDisplayKinds)[number];

/**
 * Whether a failed call's error is shown (spec section 8): profile and shipping updates only on a
 * validation status (400) or 5xx; user-data and shipping fetches only on 5xx; the coach account and the
 * order fetch hide 404; shipments show all but 404; other calls show every error. The rule reads the
 * error statuses a server answers (4xx, 5xx): a call that got no answer (status 0: offline, server down)
 * or an answer it could not read (a 2xx of the wrong shape) always shows, as nothing says what it meant;
 * so does a 429, which tells the person to wait.
 */
export function shouldShowError(kind: ErrorDisplayKind, status: number): boolean {
  if (status < 400 || status > 599) return true;
  // A throttle (too many tries) is always said: hidden, Save would do nothing visible and the person
  // would try again, and be throttled longer (docs/decisions.md, "which errors a call shows").
  if (status === 429) return true;
  const serverError = status >= 500;
  switch (kind) {
    case 'profileUpdate':
    case 'shippingUpdate':
      return status === 400 || serverError;
    case 'userFetch':
    case 'shippingFetch':
      return serverError;
    case 'coachAccount':
    case 'orderFetch':
    case 'shipmentsFetch':
      return status !== 404;
    case 'other':
      return true;
  }
}
