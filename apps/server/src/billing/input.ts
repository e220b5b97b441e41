// The billing calls' input, checked before anything is read or written: 400 `{field: [messages]}` in DRF's
// words otherwise. The cancel form goes through @hub/domain's `cancelReasonsSchema`; the other bodies are a
// field or two each, checked here with the domain's texts and limits where it has them.
import {
  cancelReasonsSchema,
  cancelReasonTextMax,
  choiceText,
  fieldLabels,
  formatMessage,
  toEnglish,
  tooLongMessage,
  validate,
  validationMessages,
  winBackOfferIds,
  withValues,
  type CancelReasonsValues,
  type WinBackOfferId,
} from '@hub/domain';
import type { Context } from 'hono';
import type { Body } from '../http/body';
import { invalid, notFound } from '../http/errors';

const required = () => formatMessage(validationMessages.fieldRequired);
const notNull = () => formatMessage(validationMessages.notNull);
const notAString = () => formatMessage(validationMessages.notAString);
const notAnInteger = 'A valid integer is required.';

/** `"x" is not a valid choice.`, repeating what was sent as the domain's choices do (`choiceText`). */
function invalidChoice(value: unknown): string {
  return formatMessage(withValues(validationMessages.invalidChoice, { value: choiceText(value) }));
}

/** The largest id PostgreSQL's integer holds. */
const maxId = 2_147_483_647;

/** A whole number as DRF's IntegerField reads it (a number, or digits in a string), or null. */
function wholeNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : null;
  if (typeof value === 'string' && /^\s*-?\d{1,15}\s*$/.test(value)) return Number(value.trim());
  return null;
}

/** A required field's value, or the 400 for its absence. */
function present(body: Body, field: string): unknown {
  const value = body[field];
  if (value === undefined) throw invalid({ [field]: [required()] });
  if (value === null) throw invalid({ [field]: [notNull()] });
  return value;
}

/** An account id in a body (`{account}`): a positive integer. */
export function accountInput(body: Body): number {
  const id = wholeNumber(present(body, 'account'));
  if (id === null || id < 1 || id > maxId) throw invalid({ account: [notAnInteger] });
  return id;
}

/** The cancel form (spec section 5) through @hub/domain's schema: reasons, and their texts when needed. */
export function cancelReasonsInput(body: Body): CancelReasonsValues {
  const result = validate(cancelReasonsSchema, body);
  if (!result.success) throw invalid(toEnglish(result.errors));
  return result.output;
}

/** `{offer}`: one of the domain's win-back offers. */
export function offerInput(body: Body): WinBackOfferId {
  const offer = present(body, 'offer');
  const id = winBackOfferIds.find((known) => known === offer);
  if (!id) throw invalid({ offer: [invalidChoice(offer)] });
  return id;
}

/** A return request's `{reason?}`: at most 500 characters (the cancel form's limit), trimmed; '' is none. */
export function returnReasonInput(body: Body): string | null {
  const { reason } = body;
  if (reason === undefined || reason === null) return null;
  if (typeof reason !== 'string') throw invalid({ reason: [notAString()] });
  const text = reason.trim();
  if (Array.from(text).length > cancelReasonTextMax) {
    throw invalid({
      reason: [formatMessage(tooLongMessage(fieldLabels.cancelReasons, cancelReasonTextMax))],
    });
  }
  return text === '' ? null : text;
}

/** What `PUT /api/v2/billing/order/renew/` does: the account asks; staff confirm or decline. */
export const renewActions = ['request', 'confirm', 'decline'] as const;
export type RenewAction = (typeof renewActions)[number];

/** `{action}` of the renew call. */
export function renewActionInput(body: Body): RenewAction {
  const action = present(body, 'action');
  const known = renewActions.find((candidate) => candidate === action);
  if (!known) throw invalid({ action: [invalidChoice(action)] });
  return known;
}

/** The longest extension staff may give at once, in months (docs/billing-api.md). */
export const maxExtendMonths = 24;

/** `{months}` of an extension: 1 to 24. */
export function extendMonthsInput(body: Body): number {
  const months = wholeNumber(present(body, 'months'));
  if (months === null) throw invalid({ months: [notAnInteger] });
  if (months < 1 || months > maxExtendMonths) {
    throw invalid({ months: [`Ensure this value is between 1 and ${maxExtendMonths}.`] });
  }
  return months;
}

/** `{plan}` of a plan change: a plan id as text (whether it is a plan that renews is the database's question). */
export function planInput(body: Body): string {
  const plan = present(body, 'plan');
  if (typeof plan !== 'string') throw invalid({ plan: [invalidChoice(plan)] });
  return plan;
}

/** The refused plan of a change: unknown, or one that does not renew by itself. */
export function invalidPlan(plan: string) {
  return invalid({ plan: [invalidChoice(plan)] });
}

/** The token of the payment call: a gateway's token, never a card number. */
const tokenPattern = /^[A-Za-z0-9_]{1,255}$/;

/** What a card number looks like once spaces and dashes are gone: 12 to 19 digits. */
function looksLikeCardNumber(value: string): boolean {
  const digits = value.replace(/[\s-]/g, '');
  return /^\d{12,19}$/.test(digits);
}

/**
 * `{token, exp_month, exp_year}` of the payment call. A card number sent as the token is refused without
 * being repeated anywhere (it is neither echoed nor logged). A card past its expiry month is refused.
 */
export function cardInput(body: Body, now: Date): { token: string; expMonth: number; expYear: number } {
  const token = present(body, 'token');
  if (typeof token !== 'string') throw invalid({ token: [notAString()] });
  if (looksLikeCardNumber(token)) {
    throw invalid({
      token: ['Send the token the payment gateway gave for the card, never the card number.'],
    });
  }
  if (!tokenPattern.test(token)) throw invalid({ token: ['This is not a token of the payment gateway.'] });
  const month = wholeNumber(present(body, 'exp_month'));
  if (month === null) throw invalid({ exp_month: [notAnInteger] });
  if (month < 1 || month > 12) throw invalid({ exp_month: ['Ensure this value is between 1 and 12.'] });
  const year = wholeNumber(present(body, 'exp_year'));
  if (year === null) throw invalid({ exp_year: [notAnInteger] });
  const thisYear = now.getUTCFullYear();
  if (year < 2000 || year > thisYear + 50) {
    throw invalid({ exp_year: [`Ensure this value is a four-digit year up to ${thisYear + 50}.`] });
  }
  if (year * 12 + month < thisYear * 12 + now.getUTCMonth() + 1) {
    throw invalid({ exp_month: ['This card has expired.'] });
  }
  return { token, expMonth: month, expYear: year };
}

/**
 * `confirmed_intent`: the Stripe intent (`seti_…` or `pi_…`) the cardholder confirmed in the browser after a
 * 402 with `requires_action` (3-D Secure); absent or null for none.
 */
export function confirmedIntentInput(body: Body): string | null {
  const value = body.confirmed_intent;
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw invalid({ confirmed_intent: [notAString()] });
  if (value.length > 255 || !/^(seti|pi)_[A-Za-z0-9_]{1,250}$/.test(value)) {
    throw invalid({ confirmed_intent: ['This is not an intent of the payment gateway.'] });
  }
  return value;
}

/** A query parameter naming an account (`?account=`): absent is null; anything but an id is 400. */
export function accountQuery(c: Context): number | null {
  const raw = c.req.query('account');
  if (raw === undefined || raw === '') return null;
  if (!/^\d{1,10}$/.test(raw) || Number(raw) < 1 || Number(raw) > maxId) {
    throw invalid({ account: [notAnInteger] });
  }
  return Number(raw);
}

/** Billing entity names are short words of letters, digits, `_` and `-` (`stripe`). */
const entityPattern = /^[A-Za-z0-9_-]{1,64}$/;

/** `?billing_entity_name=`: required by the staff calls, optional elsewhere (null when absent). */
export function billingEntityQuery(c: Context, options: { required: boolean }): string | null {
  const raw = c.req.query('billing_entity_name');
  if (raw === undefined || raw === '') {
    if (options.required) throw invalid({ billing_entity_name: [required()] });
    return null;
  }
  if (!entityPattern.test(raw)) throw invalid({ billing_entity_name: [invalidChoice(raw)] });
  return raw;
}

/** An invoice's external id in a path: letters, digits and `_ . -`, at most 100; anything else is 404. */
export function externalIdParam(c: Context): string {
  const raw = c.req.param('externalId') ?? '';
  if (!/^[A-Za-z0-9_.-]{1,100}$/.test(raw)) throw notFound();
  return raw;
}

/** `offset` and `limit` of the log, as DRF's LimitOffsetPagination reads them: anything unreadable is the default. */
export function offsetLimit(c: Context, defaultLimit: number, maxLimit: number) {
  const number = (raw: string | undefined) =>
    raw !== undefined && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  const limit = number(c.req.query('limit'));
  return {
    offset: number(c.req.query('offset')) ?? 0,
    limit: limit === null || limit < 1 ? defaultLimit : Math.min(limit, maxLimit),
  };
}
