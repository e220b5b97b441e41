// The staff (admin) area (issue 13; the paths in docs/decisions.md "Admin calls"): the shapes the server
// answers, parsed at the edge.
//
// Choices where the contract is silent:
// - A status or kind the hub does not know (an account status, a shipment's status or kind, a ticket's
//   status, a billing request's kind or decision, an email's delivery) is kept as the raw string, never
//   refused, as billing's enums are: one new value on the server must not blank a staff page. Known values
//   come out as they are.
// - Moments are ISO 8601 with their zone; a shipment's address is a map of strings (its `name` and the
//   address lines at the time it was made).
// - A person staff see beside a record (a note's author, who made a shipment, who resolved a request) is
//   `{id, name, email}`, null once that user is gone.
// - An order is checkout's wire shape of an order (`orderDetailSchema`) with its `id` and `user`.
import {
  accountStatuses,
  churnRiskReasons,
  billingRequestKinds,
  emailDeliveryStatuses,
  shipmentKinds,
  shipmentStatuses,
  supportTicketStatuses,
  type AccountStatus,
  type ChurnRiskReason,
  type BillingRequestDecision,
  type BillingRequestKind,
  type EmailDeliveryStatus,
  type ShipmentKind,
  type ShipmentStatus,
  type SupportTicketStatus,
} from '@hub/domain';
import * as v from 'valibot';
import { shippingSchema } from '../account/schemas';
import { accountTestClockSchema, subscriptionSchema } from '../billing/schemas';
import { orderDetailSchema } from '../checkout/schemas';
import { pageSchema } from '../http/schemas';

/** A raw value the hub does not know, kept as it came. */
type Unknown = string & {};

/** A string read as one of `known` when it is one, else kept raw. */
function knownOr<T extends string>(known: readonly T[]) {
  return v.pipe(
    v.string(),
    v.transform((raw): T | Unknown => known.find((value) => value === raw) ?? raw),
  );
}

const moment = v.pipe(v.string(), v.isoTimestamp());

/** A person beside a record (an author, who made or resolved something): null once they are gone. */
export const staffPersonSchema = v.object({ id: v.number(), name: v.string(), email: v.string() });
export type StaffPerson = v.InferOutput<typeof staffPersonSchema>;

const billingStatus = v.nullable(v.object({ status_name: v.string() }));

/** An account in the list: its holder's name, email and phone, tags, statuses, coach and platform. */
export const adminAccountSummarySchema = v.object({
  id: v.number(),
  name: v.string(),
  email: v.nullable(v.string()),
  phone: v.nullable(v.string()),
  tags: v.array(v.string()),
  account_status: knownOr<AccountStatus>(accountStatuses),
  billing_status: billingStatus,
  coach: v.nullable(staffPersonSchema),
  /** `hub`, or the platform the account was moved to (`lq`). */
  platform: v.string(),
  created_at: moment,
  /** The latest play of any of its players, null when none ever played. */
  last_play_at: v.nullable(moment),
  /** Why the account is at risk of churning (@hub/domain's churnRisk), empty when it is not. */
  churn_risk: v.array(knownOr<ChurnRiskReason>(churnRiskReasons)),
});
export type AdminAccountSummary = v.InferOutput<typeof adminAccountSummarySchema>;
export const adminAccountPageSchema = pageSchema(adminAccountSummarySchema);

/** A user of an account as staff see them (`PATCH /api/v2/admin/users/{id}/` answers one). */
export const adminUserSchema = v.object({
  id: v.number(),
  account: v.number(),
  email: v.string(),
  first_name: v.string(),
  last_name: v.string(),
  name: v.string(),
  phone: v.nullable(v.string()),
  language: v.nullable(v.string()),
  is_billing_user: v.boolean(),
  is_staff: v.boolean(),
  is_coach: v.boolean(),
  is_active: v.boolean(),
  last_login_at: v.nullable(moment),
});
export type AdminUser = v.InferOutput<typeof adminUserSchema>;

/**
 * One account, whole: its people, devices, players, subscription, notes count and migration; in demo mode
 * its test clock (null elsewhere, and missing from servers before issue 26: read as null).
 */
export const adminAccountSchema = v.object({
  ...adminAccountSummarySchema.entries,
  users: v.array(adminUserSchema),
  devices: v.array(v.object({ id: v.number(), name: v.string(), is_kiosk_mode: v.boolean() })),
  players: v.array(
    v.object({
      id: v.number(),
      name: v.string(),
      in_program: v.boolean(),
      is_active: v.boolean(),
      first_play_date: v.nullable(v.string()),
    }),
  ),
  subscription: v.nullable(subscriptionSchema),
  notes_count: v.pipe(v.number(), v.integer(), v.minValue(0)),
  migration: v.nullable(
    v.object({ platform: v.string(), migrated_at: moment, migrated_by: v.nullable(staffPersonSchema) }),
  ),
  test_clock: v.optional(v.nullable(accountTestClockSchema), null),
});
export type AdminAccount = v.InferOutput<typeof adminAccountSchema>;

/** A known tag, how many accounts carry it, and whether the dashboard supports it. */
export const accountTagSchema = v.object({
  name: v.string(),
  description: v.string(),
  account_count: v.pipe(v.number(), v.integer(), v.minValue(0)),
  supports_dashboard: v.boolean(),
});
export type AccountTag = v.InferOutput<typeof accountTagSchema>;
export const accountTagPageSchema = pageSchema(accountTagSchema);

/** A staff note: its text, author and time (`edited` once changed after it was written). */
export const accountNoteSchema = v.object({
  id: v.number(),
  account: v.number(),
  text: v.string(),
  author: v.nullable(staffPersonSchema),
  created_at: moment,
  updated_at: moment,
  edited: v.boolean(),
});
export type AccountNote = v.InferOutput<typeof accountNoteSchema>;
export const accountNotePageSchema = pageSchema(accountNoteSchema);

/** A shipment: what, where to, where it stands, tracking, who made it. */
export const shipmentSchema = v.object({
  id: v.number(),
  account: v.number(),
  kind: knownOr<ShipmentKind>(shipmentKinds),
  status: knownOr<ShipmentStatus>(shipmentStatuses),
  reason: v.nullable(v.string()),
  carrier: v.nullable(v.string()),
  tracking_number: v.nullable(v.string()),
  address: v.record(v.string(), v.string()),
  created_by: v.nullable(staffPersonSchema),
  created_at: moment,
  updated_at: moment,
  shipped_at: v.nullable(moment),
  delivered_at: v.nullable(moment),
});
export type ShipmentResponse = v.InferOutput<typeof shipmentSchema>;
export const shipmentPageSchema = pageSchema(shipmentSchema);

/** `GET`/`PATCH /api/v2/admin/{userId}/shipping/`: the user's own call's shape, with its version. */
export const adminShippingSchema = shippingSchema;

/** A help-desk ticket of a user. */
export const supportTicketSchema = v.object({
  id: v.number(),
  external_id: v.string(),
  user: v.number(),
  subject: v.string(),
  status: knownOr<SupportTicketStatus>(supportTicketStatuses),
  channel: v.string(),
  created_at: moment,
  updated_at: moment,
});
export type SupportTicket = v.InferOutput<typeof supportTicketSchema>;
export const supportTicketPageSchema = pageSchema(supportTicketSchema);

/** A survey a player answered, and when. */
export const surveyResponseSchema = v.object({
  id: v.number(),
  player: v.number(),
  survey: v.object({ id: v.number(), slug: v.string(), title: v.string() }),
  answered_at: moment,
});
export type SurveyResponse = v.InferOutput<typeof surveyResponseSchema>;
export const surveyResponsePageSchema = pageSchema(surveyResponseSchema);

/** An order for staff: checkout's order with its id and the user who placed it. */
export const adminOrderSchema = v.object({
  ...orderDetailSchema.entries,
  id: v.number(),
  user: v.nullable(v.number()),
});
export type AdminOrder = v.InferOutput<typeof adminOrderSchema>;
export const adminOrderPageSchema = pageSchema(adminOrderSchema);

const requestKind = knownOr<BillingRequestKind>(billingRequestKinds);
const decision = v.pipe(
  v.string(),
  v.transform((raw): BillingRequestDecision | Unknown => raw),
);

/** An outstanding billing request: its kind, account, when and by whom it was opened, what staff may decide. */
export const billingRequestSchema = v.object({
  id: v.number(),
  kind: requestKind,
  account: v.object({ id: v.number(), name: v.string(), email: v.nullable(v.string()) }),
  subscription: v.nullable(v.number()),
  subscription_status: v.nullable(v.string()),
  opened_at: moment,
  /** A return or renewal waiting longer than the 24 hours the family was promised (false when absent). */
  overdue: v.optional(v.boolean(), false),
  opened_by: v.nullable(v.object({ id: v.number(), name: v.string(), is_staff: v.boolean() })),
  detail: v.record(v.string(), v.unknown()),
  decisions: v.array(decision),
});
export type BillingRequestResponse = v.InferOutput<typeof billingRequestSchema>;
/** A page of outstanding requests, with how many of the whole list are overdue. */
export const billingRequestPageSchema = v.object({
  ...pageSchema(billingRequestSchema).entries,
  overdue_count: v.optional(v.number(), 0),
});
export type BillingRequestPage = v.InferOutput<typeof billingRequestPageSchema>;

/** The answer of a resolution: the decision, who made it and when, the subscription after it (or null). */
export const billingRequestResolvedSchema = v.object({
  id: v.number(),
  kind: requestKind,
  account: v.number(),
  decision,
  note: v.nullable(v.string()),
  resolved_by: staffPersonSchema,
  resolved_at: moment,
  subscription: v.nullable(subscriptionSchema),
});
export type BillingRequestResolution = v.InferOutput<typeof billingRequestResolvedSchema>;

/** The answer of a migration to the other platform. */
export const accountMigrationSchema = v.object({
  account: v.number(),
  platform: v.string(),
  migrated_at: moment,
  migrated_by: v.nullable(staffPersonSchema),
});
export type AccountMigration = v.InferOutput<typeof accountMigrationSchema>;

// --- the account's timeline (GET /api/v2/admin/accounts/{id}/timeline/?page=&kind=) ---

/** What every event of the timeline has: an id unique within its kind, its moment, who did it (staff). */
const timelineBase = { id: v.string(), at: moment, actor: v.nullable(staffPersonSchema) };

/**
 * An email sent to the account (issue 25), at the moment it was queued: its outbox row's id, recipient,
 * subject and delivery (`failed` ones staff may send again). Never its body. It is also the answer of a
 * resend.
 */
export const timelineEmailSchema = v.object({
  ...timelineBase,
  kind: v.picklist(['email']),
  email_id: v.number(),
  to: v.string(),
  subject: v.string(),
  status: knownOr<EmailDeliveryStatus>(emailDeliveryStatuses),
  attempts: v.pipe(v.number(), v.integer(), v.minValue(0)),
  last_error: v.nullable(v.string()),
  sent_at: v.nullable(moment),
});
export type TimelineEmail = v.InferOutput<typeof timelineEmailSchema>;

/**
 * Each kind's event. Dispatched on `kind` by hand below rather than with valibot's `variant`, `literal` and
 * `isoDate`: valibot is one module in the entry chunk, so every valibot function any lazy area uses is
 * downloaded on the first paint; these three were used here only.
 */
const timelineKindSchemas = {
  order: v.object({
    ...timelineBase,
    kind: v.picklist(['order']),
    order_number: v.string(),
    status: v.string(),
    total_cents: v.pipe(v.number(), v.integer()),
    currency: v.string(),
  }),
  shipment: v.object({
    ...timelineBase,
    kind: v.picklist(['shipment']),
    shipment_kind: knownOr<ShipmentKind>(shipmentKinds),
    status: knownOr<ShipmentStatus>(shipmentStatuses),
    tracking_number: v.nullable(v.string()),
  }),
  note: v.object({ ...timelineBase, kind: v.picklist(['note']), text: v.string() }),
  billing: v.object({
    ...timelineBase,
    kind: v.picklist(['billing']),
    /** The subscription action (billing's event, e.g. CANCEL_REQUEST) and the states around it. */
    action: v.string(),
    from_state: v.nullable(v.string()),
    to_state: v.nullable(v.string()),
  }),
  play: v.object({
    ...timelineBase,
    kind: v.picklist(['play']),
    /** One player's play on one day (in the account's zone): `at` is the day's last session. */
    player: v.object({ id: v.number(), name: v.string() }),
    day: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/)),
    minutes: v.pipe(v.number(), v.integer(), v.minValue(0)),
    sessions: v.pipe(v.number(), v.integer(), v.minValue(1)),
  }),
  cancel_reason: v.object({
    ...timelineBase,
    kind: v.picklist(['cancel_reason']),
    reasons: v.array(v.string()),
    other_reason: v.nullable(v.string()),
  }),
  email: timelineEmailSchema,
  interaction: v.object({
    ...timelineBase,
    kind: v.picklist(['interaction']),
    /** @hub/domain's customerInteractionKinds, kept raw (a kind of a later server shows as it is). */
    interaction_kind: v.string(),
    summary: v.string(),
  }),
};
type TimelineKindSchemas = typeof timelineKindSchemas;

/** One event of an account's timeline, by kind (@hub/domain's timelineKinds). */
export type TimelineEvent = {
  [K in keyof TimelineKindSchemas]: v.InferOutput<TimelineKindSchemas[K]>;
}[keyof TimelineKindSchemas];

/** The schema of a value's kind, when it names one. */
function kindSchemaOf(value: unknown): TimelineKindSchemas[keyof TimelineKindSchemas] | undefined {
  if (!value || typeof value !== 'object' || !('kind' in value) || typeof value.kind !== 'string')
    return undefined;
  return Object.hasOwn(timelineKindSchemas, value.kind)
    ? timelineKindSchemas[value.kind as keyof TimelineKindSchemas]
    : undefined;
}

/** One event of an account's timeline: read by its kind's schema; an unknown kind is refused. */
export const timelineEventSchema = v.pipe(
  v.custom<unknown>((value) => {
    const schema = kindSchemaOf(value);
    return schema !== undefined && v.safeParse(schema, value).success;
  }, 'Not a timeline event of a known kind'),
  // Checked above: the kind's schema reads it (its output, e.g. a status kept raw).
  v.transform((value) => v.safeParse(kindSchemaOf(value)!, value).output as TimelineEvent),
);
export const timelinePageSchema = pageSchema(timelineEventSchema);
