// The payment method: billing details, setting a card through the payment gateway, the email with a link to
// update it, and the browser side of the test-mode gateway (docs/billing-api.md "Payment method").
import {
  paymentServiceError,
  paymentServiceRetryError,
  staleTimes,
  type MessageDescriptor,
} from '@hub/domain';
import { queryOptions } from '@tanstack/react-query';
import { unwrap, type ApiClient, type CallResult } from '../http/client';
import { queryKeys } from '../http/query-keys';
import { detailSchema, type DetailResponse } from '../http/schemas';
import { withRequiredAction, type PaymentCallResult } from './gateway';
import { billingDetailsSchema, type BillingDetails } from './schemas';

/** `GET /api/v2/billing/users/{id}/billing_details/` (the user themselves, or staff). */
export function getBillingDetails(
  api: ApiClient,
  userId: number,
  signal?: AbortSignal,
): Promise<CallResult<BillingDetails>> {
  return api.call(`/api/v2/billing/users/${userId}/billing_details/`, {
    auth: true,
    signal,
    schema: billingDetailsSchema,
  });
}

/** What the gateway's browser side gives for a card: never the card's number. */
export interface CardToken {
  token: string;
  expMonth: number;
  expYear: number;
}

/**
 * `POST /api/v2/billing/payment/ {account, token, exp_month, exp_year}`: sets the payment method; answers
 * the billing details, or 402 with the payment sentence of spec section 8 (the old card is kept), with
 * `requiredAction` when the bank asks for 3-D Secure. After the cardholder confirmed, the same call goes
 * again with the intent confirmed (`confirmedIntent`).
 */
export async function setPaymentMethod(
  api: ApiClient,
  accountId: number,
  card: CardToken,
  confirmedIntent?: string,
): Promise<PaymentCallResult<BillingDetails>> {
  const result = await api.call('/api/v2/billing/payment/', {
    method: 'POST',
    auth: true,
    // Only these: whatever else the caller's object holds stays in the browser.
    body: {
      account: accountId,
      token: card.token,
      exp_month: card.expMonth,
      exp_year: card.expYear,
      ...(confirmedIntent ? { confirmed_intent: confirmedIntent } : {}),
    },
    payment: true,
    keepErrorBody: true,
    schema: billingDetailsSchema,
  });
  return withRequiredAction(result);
}

/** `POST /api/v2/billing/request_update_email/ {account}`: an email with a link to update the card (202). */
export function requestPaymentUpdateEmail(
  api: ApiClient,
  accountId: number,
): Promise<CallResult<DetailResponse>> {
  return api.call('/api/v2/billing/request_update_email/', {
    method: 'POST',
    auth: true,
    body: { account: accountId },
    schema: detailSchema,
  });
}

/** A user's billing details (card and billing address), fresh for a minute (spec section 9). */
export function billingDetailsQueryOptions(api: ApiClient, ids: { accountId: number; userId: number }) {
  return queryOptions({
    queryKey: queryKeys.billingDetails(ids.accountId, ids.userId),
    queryFn: async ({ signal }) => unwrap(await getBillingDetails(api, ids.userId, signal)),
    staleTime: staleTimes.other,
  });
}

// --- the test-mode gateway, browser side ---

/** A card of the test-mode gateway and what setting it as the payment method leads to. */
export interface TestCard {
  /** The number as printed, in groups of four. */
  number: string;
  token: string;
  brand: 'visa' | 'mastercard';
  last4: string;
  /** `saved`, or `declined`: 402 with `message` (spec section 8), the old card kept. */
  outcome: 'saved' | 'declined';
  message: MessageDescriptor | null;
}

/** The test cards of the contract's table, the only cards `tokenizeTestCard` knows. */
export const testCards: readonly TestCard[] = [
  {
    number: '4242 4242 4242 4242',
    token: 'tok_visa',
    brand: 'visa',
    last4: '4242',
    outcome: 'saved',
    message: null,
  },
  {
    number: '5555 5555 5555 4444',
    token: 'tok_mastercard',
    brand: 'mastercard',
    last4: '4444',
    outcome: 'saved',
    message: null,
  },
  {
    number: '4000 0000 0000 0002',
    token: 'tok_chargeDeclined',
    brand: 'visa',
    last4: '0002',
    outcome: 'declined',
    message: paymentServiceRetryError,
  },
  {
    number: '4000 0000 0000 0119',
    token: 'tok_processingError',
    brand: 'visa',
    last4: '0119',
    outcome: 'declined',
    message: paymentServiceRetryError,
  },
  {
    number: '4000 0000 0000 0341',
    token: 'tok_customerNotFound',
    brand: 'visa',
    last4: '0341',
    outcome: 'declined',
    message: paymentServiceRetryError,
  },
  {
    // Saved like any good card, but every charge to it is declined: the billing run's dunning (issue 26).
    number: '4000 0000 0000 3063',
    token: 'tok_chargesDeclined',
    brand: 'visa',
    last4: '3063',
    outcome: 'saved',
    message: null,
  },
  {
    number: '4000 0000 0000 9987',
    token: 'tok_noPaymentMethod',
    brand: 'visa',
    last4: '9987',
    outcome: 'declined',
    message: paymentServiceError,
  },
];

/** A card as typed in the payment form. */
export interface CardInput {
  /** Spaces and dashes between digits are allowed. */
  number: string;
  expMonth: number | string;
  /** Four digits, or two (`29` is 2029). */
  expYear: number | string;
  cvc: string;
}

/** The field of the card form an error belongs to. */
export type CardField = 'number' | 'expiry' | 'cvc';

/**
 * What is wrong with it: `required` (empty), `invalid` (not a card number: not 12 to 19 digits or the
 * Luhn check fails; a month or year that is not one; a CVC that is not 3 digits), `notTestCard` (a
 * well-formed number the test gateway does not know), `expired` (a month before this one).
 */
export type CardErrorKind = 'required' | 'invalid' | 'notTestCard' | 'expired';

/** A tokenized card, or the first field that is wrong (number, then expiry, then CVC). */
export type TokenizeResult =
  | ({ ok: true; brand: TestCard['brand']; last4: string } & CardToken)
  | { ok: false; field: CardField; kind: CardErrorKind };

/** The Luhn (mod 10) check of a card number's digits. */
function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function wholeNumberOf(value: number | string): number | null {
  const text = String(value).trim();
  return /^\d{1,4}$/.test(text) ? Number(text) : null;
}

function isBlank(value: number | string): boolean {
  return String(value).trim() === '';
}

/**
 * The browser side of the test-mode payment gateway: turns one of `testCards` into its token, brand,
 * last four digits and expiry. It keeps nothing and sends nothing: the number never leaves this function,
 * and only the token goes to the server (`setPaymentMethod`). A card is good through the last day of its
 * expiry month, in the browser's calendar (`now`).
 */
export function tokenizeTestCard(card: CardInput, now: Date = new Date()): TokenizeResult {
  const digits = card.number.replace(/[\s-]/g, '');
  if (digits === '') return { ok: false, field: 'number', kind: 'required' };
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits))
    return { ok: false, field: 'number', kind: 'invalid' };
  const known = testCards.find((test) => test.number.replace(/ /g, '') === digits);
  if (!known) return { ok: false, field: 'number', kind: 'notTestCard' };

  if (isBlank(card.expMonth) || isBlank(card.expYear))
    return { ok: false, field: 'expiry', kind: 'required' };
  const month = wholeNumberOf(card.expMonth);
  const year = wholeNumberOf(card.expYear);
  const yearText = String(card.expYear).trim();
  if (month === null || month < 1 || month > 12 || year === null || ![2, 4].includes(yearText.length)) {
    return { ok: false, field: 'expiry', kind: 'invalid' };
  }
  const fullYear = yearText.length === 2 ? 2000 + year : year;
  if (fullYear * 12 + month < now.getFullYear() * 12 + now.getMonth() + 1) {
    return { ok: false, field: 'expiry', kind: 'expired' };
  }

  const cvc = card.cvc.trim();
  if (cvc === '') return { ok: false, field: 'cvc', kind: 'required' };
  if (!/^\d{3}$/.test(cvc)) return { ok: false, field: 'cvc', kind: 'invalid' };

  return {
    ok: true,
    token: known.token,
    brand: known.brand,
    last4: known.last4,
    expMonth: month,
    expYear: fullYear,
  };
}
