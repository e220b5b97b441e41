// Checkout (issue 11; docs/decisions.md "Checkout"): the shapes the server answers, parsed at the edge.
//
// Choices where the contract is silent:
// - Money is an integer in minor units with its `currency` (as billing's); moments are ISO 8601 with zone.
// - An order's `status` is @hub/domain's order state (`placed`, `confirmed`); another value is kept raw.
// - `billing_address` is always an address: the shipping address's when `billing_same_as_shipping`.
// - `confirmation_token` may be null in a replayed answer whose sealed token no longer opens (the server's
//   outbox key changed): the order is placed, and the page says so.
// - The program plan texts are a map from a plan's id to its `name` and `description`; other keys of a plan
//   are kept (a later `features` list must not fail the page).
import type { OrderState } from '@hub/domain';
import * as v from 'valibot';
import { billingAddressSchema, subscriptionPlanSchema } from '../billing/schemas';
import { pageSchema } from '../http/schemas';

const minorUnits = v.pipe(v.number(), v.integer());
const moment = v.pipe(v.string(), v.isoTimestamp());

/** `GET /api/v2/billing/promo/{code}`: the spec's fields (external_id, codeString, amount_off, percent_off). */
export const promoCodeSchema = v.object({
  external_id: v.string(),
  codeString: v.string(),
  amount_off: v.nullable(minorUnits),
  percent_off: v.nullable(v.number()),
  /** The currency of `amount_off`. */
  currency: v.nullable(v.string()),
  expires_at: v.nullable(moment),
});
export type PromoCodeResponse = v.InferOutput<typeof promoCodeSchema>;

/** An order's state: @hub/domain's (`placed`, `confirmed`), or a value the hub does not know, kept raw. */
const orderStatus = v.pipe(
  v.string(),
  v.transform((raw): OrderState | (string & {}) => raw),
);

/** An order (spec section 3): number, dates, amounts, card type and last four, addresses. */
export const orderDetailSchema = v.object({
  order_number: v.string(),
  status: orderStatus,
  date_placed: moment,
  date_confirmed: v.nullable(moment),
  plan: subscriptionPlanSchema,
  promo_code: v.nullable(v.string()),
  currency: v.string(),
  subtotal: minorUnits,
  discount: minorUnits,
  taxes: minorUnits,
  shipping: minorUnits,
  total: minorUnits,
  recurring_total: v.nullable(minorUnits),
  card_type: v.string(),
  last_four: v.string(),
  email: v.string(),
  first_name: v.string(),
  last_name: v.string(),
  shipping_address: billingAddressSchema,
  billing_same_as_shipping: v.boolean(),
  billing_address: billingAddressSchema,
  account: v.nullable(v.number()),
  conversion_tracked_at: v.nullable(moment),
});
export type OrderDetail = v.InferOutput<typeof orderDetailSchema>;

/** `POST /api/v2/billing/order/`: the order, with the token its confirmation needs. */
export const placedOrderSchema = v.object({
  ...orderDetailSchema.entries,
  confirmation_token: v.nullable(v.string()),
});
export type PlacedOrder = v.InferOutput<typeof placedOrderSchema>;

/** `POST /api/v2/billing/order/confirm/`: the order, and whether (and with what) a password is to be set. */
export const confirmedOrderSchema = v.object({
  ...orderDetailSchema.entries,
  needs_password: v.boolean(),
  /** Only in the answer of the confirm that made the family's user; the page keeps it. */
  set_password_token: v.nullable(v.string()),
});
export type ConfirmedOrder = v.InferOutput<typeof confirmedOrderSchema>;

/** `GET /api/v2/user/info/orders/`: the caller's orders, newest first, and their most recent confirmed one. */
export const userOrdersSchema = v.object({
  ...pageSchema(orderDetailSchema).entries,
  recentConfirmedOrder: v.nullable(orderDetailSchema),
});
export type UserOrders = v.InferOutput<typeof userOrdersSchema>;

/** One attempt at placing an order (`GET /api/v2/billing/order_trials/`). */
export const orderTrialSchema = v.object({
  id: v.number(),
  order_number: v.nullable(v.string()),
  user: v.nullable(v.number()),
  email: v.string(),
  plan: v.string(),
  promo_code: v.nullable(v.string()),
  /** `placed` or `declined` (kept raw when another). */
  outcome: v.string(),
  detail: v.nullable(v.string()),
  total: minorUnits,
  currency: v.string(),
  created_at: moment,
});
export type OrderTrial = v.InferOutput<typeof orderTrialSchema>;
export const orderTrialPageSchema = pageSchema(orderTrialSchema);

/** `/locales/{lang}/program_plans.json`: each plan's texts by its id. */
export const programPlanTextsSchema = v.record(
  v.string(),
  v.looseObject({ name: v.string(), description: v.optional(v.string()) }),
);
export type ProgramPlanTexts = v.InferOutput<typeof programPlanTextsSchema>;
