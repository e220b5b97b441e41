// The checkout calls' input, checked before anything is read or written: 400 `{field: [messages]}` in the
// domain's English otherwise. The contact and addresses go through @hub/domain's checkout form rules (the
// same the hub's form runs); the card is billing's `cardInput` (a gateway token, never a card number).
import { createHash } from 'node:crypto';
import {
  fallbackLanguage,
  formatMessage,
  isUiLanguage,
  normalizePromoCode,
  promoMessages,
  toEnglish,
  validateCheckoutBody,
  validationMessages,
  type CheckoutDetails,
  type UiLanguage,
} from '@hub/domain';
import { cardInput, confirmedIntentInput } from '../billing/input';
import type { Body } from '../http/body';
import { invalid } from '../http/errors';

const required = () => formatMessage(validationMessages.fieldRequired);
const notAString = () => formatMessage(validationMessages.notAString);

/** An idempotency key: 16 to 64 letters, digits and dashes (a UUID is one). */
const idempotencyKeyPattern = /^[A-Za-z0-9-]{16,64}$/;

/** A plan id as the program plans name them. */
const planIdPattern = /^[A-Za-z0-9_-]{1,64}$/;

/** An order number (`ORD-2026-0001`). */
const orderNumberPattern = /^ORD-\d{4}-\d{4,10}$/;

/** A confirmation token: a secret of 32 bytes in base64url. */
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** What a submit of the checkout asks for. */
export interface OrderInput {
  idempotencyKey: string;
  planId: string;
  tag: string;
  /** Upper case, as looked up; null when none was given. */
  promoCode: string | null;
  details: CheckoutDetails;
  card: { token: string; expMonth: number; expYear: number };
  /** The Stripe intent the family confirmed after a 402 with `requires_action` (3-D Secure), or null. */
  confirmedIntent: string | null;
  language: UiLanguage;
  /** SHA-256 of the above (the card's token and expiry included), to tell a retry from another order. */
  requestHash: string;
}

function text(body: Body, field: string): string {
  const value = body[field];
  if (value === undefined) throw invalid({ [field]: [required()] });
  if (typeof value !== 'string') throw invalid({ [field]: [notAString()] });
  return value;
}

/** The body of `POST /api/v2/billing/order/` (docs/decisions.md "Checkout"). */
export function orderInput(body: Body, now: Date): OrderInput {
  const key = text(body, 'idempotency_key');
  // Each text is bounded before a pattern reads it (docs/security.md).
  if (key.length > 64 || !idempotencyKeyPattern.test(key)) {
    throw invalid({ idempotency_key: ['Send a key of 16 to 64 letters, digits and dashes (a UUID).'] });
  }
  const planId = text(body, 'plan');
  if (planId.length > 64 || !planIdPattern.test(planId)) throw invalid({ plan: ['Choose a plan.'] });

  let promoCode: string | null = null;
  const rawPromo = body.promo_code;
  if (rawPromo !== undefined && rawPromo !== null && rawPromo !== '') {
    promoCode = normalizePromoCode(rawPromo);
    if (promoCode === null) throw invalid({ promo_code: [formatMessage(promoMessages.unknown)] });
  }

  const checked = validateCheckoutBody(body);
  if (!checked.success) throw invalid(toEnglish(checked.errors));
  const card = cardInput(body, now);
  const confirmedIntent = confirmedIntentInput(body);

  const tagValue = body.tag;
  const tag =
    typeof tagValue === 'string' && tagValue.length <= 64 && /^[A-Za-z0-9_.-]{1,64}$/.test(tagValue.trim())
      ? tagValue.trim()
      : 'default';
  const languageValue = body.language;
  const language = isUiLanguage(languageValue) ? languageValue : fallbackLanguage;

  const requestHash = createHash('sha256')
    .update(JSON.stringify({ planId, promoCode, details: checked.output, card }))
    .digest('hex');
  return {
    idempotencyKey: key,
    planId,
    tag,
    promoCode,
    details: checked.output,
    card,
    confirmedIntent,
    language,
    requestHash,
  };
}

/** `{order, token}` of the confirm and conversion calls: which order, and the proof of having placed it. */
export function orderRefInput(body: Body): { number: string; token: string } {
  const number = text(body, 'order');
  if (number.length > 20 || !orderNumberPattern.test(number)) {
    throw invalid({ order: ['This is not an order number.'] });
  }
  const token = text(body, 'token');
  if (token.length !== 43 || !tokenPattern.test(token)) {
    throw invalid({ token: ['This is not the order’s confirmation token.'] });
  }
  return { number, token };
}
