// Demo data of the staff (admin) area for stories and tests, the same people as the demo world
// (src/seed/demo-admin.ts of the server): accounts, one account whole, the known tags, notes by two staff
// authors, shipments in every status (more than a page, so "Show more" has a second), tickets, survey
// responses, orders, one outstanding billing request of each kind, and an account's timeline with an
// email in every delivery status. Every list comes in four states (`adminListStates`): empty, one, many,
// failed. Moments are fixed, so stories never age.
import { customerInteractionsMetadata, mergeTimeline, type EmailDeliveryStatus } from '@hub/domain';
import {
  billingFixtureClock,
  planFixtures,
  subscriptionFixtures,
  testClockFixtures,
} from '../billing/fixtures';
import { orderFixture } from '../checkout/fixtures';
import { shippingFixture } from '../account/fixtures';
import { failing, ok, type MockState } from '../msw/states';
import type { CustomerInteraction } from '../account/call-schemas';
import { errorBodies } from '../msw/error-bodies';
import type {
  AccountMigration,
  AccountNote,
  AccountTag,
  AdminAccount,
  AdminAccountSummary,
  AdminOrder,
  AdminUser,
  BillingRequestResolution,
  BillingRequestResponse,
  ShipmentResponse,
  StaffPerson,
  SupportTicket,
  SurveyResponse,
  TimelineEmail,
  TimelineEvent,
} from './schemas';

const now = billingFixtureClock.now.getTime();
const day = 24 * 60 * 60 * 1000;
/** A moment `days` before the fixtures' day (25 November 2026), at `hour` UTC. */
const daysAgo = (days: number, hour = 15) => {
  const moment = new Date(now - days * day);
  moment.setUTCHours(hour, 0, 0, 0);
  return moment.toISOString();
};

/** The staff who write notes and make shipments. */
export const staffFixtures = {
  staff: { id: 3, name: 'Alex Staff', email: 'staff@demo.test' },
  support: { id: 15, name: 'Sky Support', email: 'support@demo.test' },
} satisfies Record<string, StaffPerson>;

const summary = (
  id: number,
  name: string,
  email: string,
  rest: Partial<AdminAccountSummary> = {},
): AdminAccountSummary => ({
  id,
  name,
  email,
  phone: null,
  tags: ['hub-dashboard'],
  account_status: 'ACTIVE',
  billing_status: { status_name: 'ACTIVE' },
  coach: null,
  platform: 'hub',
  created_at: daysAgo(540, 12),
  last_play_at: daysAgo(1, 18),
  churn_risk: [],
  ...rest,
});

/** The account list: the parent first, then a few of every kind. */
export const adminAccountFixtures: AdminAccountSummary[] = [
  summary(101, 'Dana Rivera', 'parent@demo.test', {
    phone: '+12025550143',
    coach: { id: 4, name: 'Chris Coach', email: 'coach@demo.test' },
  }),
  summary(102, 'Sam Okafor', 'sunset@demo.test', {
    tags: ['legacy'],
    last_play_at: daysAgo(40, 17),
    churn_risk: ['no_recent_play'],
  }),
  summary(106, 'Blair Blocked', 'blocked@demo.test', { account_status: 'BLOCKED', last_play_at: null }),
  summary(115, 'Quinn Harper', 'returning@demo.test', {
    tags: ['hub-dashboard', 'vip-support'],
    billing_status: { status_name: 'RETURN_REQUESTED' },
  }),
  summary(116, 'Avery Kim', 'renewing@demo.test', {
    tags: ['hub-dashboard', 'school-pilot'],
    billing_status: { status_name: 'RENEWAL_REQUESTED' },
  }),
  summary(117, 'Rowan Diaz', 'moved@demo.test', { tags: ['legacy'], platform: 'lq', last_play_at: null }),
  summary(118, 'Morgan Lee', 'cancelling@demo.test', {
    billing_status: { status_name: 'CANCEL_REQUESTED' },
    last_play_at: daysAgo(20, 16),
    churn_risk: ['no_recent_play', 'cancel_requested'],
  }),
];

const parentUser: AdminUser = {
  id: 1,
  account: 101,
  email: 'parent@demo.test',
  first_name: 'Dana',
  last_name: 'Rivera',
  name: 'Dana Rivera',
  phone: '+12025550143',
  language: 'en',
  is_billing_user: true,
  is_staff: false,
  is_coach: false,
  is_active: true,
  last_login_at: daysAgo(1, 18),
};

/** The parent's account, whole. */
export const adminAccountFixture: AdminAccount = {
  ...adminAccountFixtures[0]!,
  users: [parentUser],
  devices: [{ id: 1, name: 'Living-room tablet', is_kiosk_mode: false }],
  players: [
    { id: 1, name: 'Maya', in_program: true, is_active: true, first_play_date: '2025-11-25' },
    { id: 2, name: 'Leo', in_program: true, is_active: true, first_play_date: '2025-12-07' },
  ],
  subscription: { ...subscriptionFixtures.active, account: 101 },
  notes_count: 3,
  migration: null,
  test_clock: null,
};

/** The parent's account as the demo's server answers it: with its test clock, never moved (issue 26). */
export const testClockAccountFixture: AdminAccount = {
  ...adminAccountFixture,
  test_clock: testClockFixtures.fresh,
};

/** The account moved to the other platform. */
export const migratedAccountFixture: AdminAccount = {
  ...adminAccountFixtures[5]!,
  users: [
    {
      ...parentUser,
      id: 18,
      account: 117,
      email: 'moved@demo.test',
      first_name: 'Rowan',
      last_name: 'Diaz',
      name: 'Rowan Diaz',
      phone: null,
    },
  ],
  devices: [],
  players: [],
  subscription: null,
  notes_count: 0,
  migration: { platform: 'lq', migrated_at: daysAgo(60), migrated_by: staffFixtures.staff },
  test_clock: null,
};

/** The known tags. */
export const accountTagFixtures: AccountTag[] = [
  {
    name: 'early-access',
    description: 'Tries new features first (a supported tag).',
    account_count: 0,
    supports_dashboard: true,
  },
  {
    name: 'hub-dashboard',
    description: 'Sees the dashboard in the hub (a supported tag).',
    account_count: 13,
    supports_dashboard: true,
  },
  {
    name: 'legacy',
    description: 'Signed up before the hub; the dashboard is sunset for them.',
    account_count: 2,
    supports_dashboard: false,
  },
  {
    name: 'school-pilot',
    description: 'Part of the school pilot programme.',
    account_count: 1,
    supports_dashboard: false,
  },
  {
    name: 'vip-support',
    description: 'Gets a call back from the family care team within a day.',
    account_count: 1,
    supports_dashboard: false,
  },
];

const note = (id: number, author: StaffPerson, days: number, text: string, edited = false): AccountNote => ({
  id,
  account: 101,
  text,
  author,
  created_at: daysAgo(days),
  updated_at: edited ? daysAgo(days - 1) : daysAgo(days),
  edited,
});

/** The parent's notes, newest first. */
export const accountNoteFixtures: AccountNote[] = [
  note(3, staffFixtures.support, 3, 'Replacement sensor sent (the old one stopped charging).'),
  note(
    2,
    staffFixtures.support,
    12,
    'Switched from monthly to yearly on the phone. Reminded them of the 30-day grace period.',
    true,
  ),
  note(
    1,
    staffFixtures.staff,
    40,
    'Called about the sensor not pairing; walked them through a reset. Working now.',
  ),
];

/** A note of 2000 characters (the longest allowed), for the layout. */
export const longNoteFixture: AccountNote = note(
  4,
  staffFixtures.staff,
  1,
  `${'A long call. '.repeat(154)}`.slice(0, 1996) + 'End.',
);

const { timezone: _timezone, ...shippingLines } = shippingFixture;
/** Where the parent's parcels go: the name and address lines when each was made. */
const address: Record<string, string> = { name: 'Dana Rivera', ...shippingLines };

const shipment = (
  id: number,
  kind: ShipmentResponse['kind'],
  status: ShipmentResponse['status'],
  days: number,
  rest: Partial<ShipmentResponse> = {},
): ShipmentResponse => {
  const sent = status !== 'pending' && status !== 'cancelled';
  return {
    id,
    account: 101,
    kind,
    status,
    reason: null,
    carrier: sent ? 'UPS' : null,
    tracking_number: sent ? `1Z999AA1012345${String(6700 + id)}` : null,
    address,
    created_by: kind === 'kit' ? null : staffFixtures.support,
    created_at: daysAgo(days, 9),
    updated_at: daysAgo(days, 17),
    shipped_at: sent ? daysAgo(days, 17) : null,
    delivered_at: status === 'delivered' || status === 'returned' ? daysAgo(Math.max(0, days - 3), 12) : null,
    ...rest,
  };
};

/** The parent's shipments, newest first: every status, twelve in all (a page is ten). */
export const shipmentFixtures: ShipmentResponse[] = [
  shipment(12, 'replacement_strap', 'pending', 1, { reason: 'Strap worn out.' }),
  shipment(11, 'replacement_sensor', 'shipped', 3, { reason: 'The sensor stopped charging.' }),
  shipment(10, 'replacement_tablet', 'cancelled', 4, { reason: 'Sent by mistake: the tablet works.' }),
  shipment(9, 'return_label', 'delivered', 19),
  shipment(8, 'replacement_strap', 'delivered', 60),
  shipment(7, 'replacement_sensor', 'returned', 90, { reason: 'Refused at the door.' }),
  shipment(6, 'replacement_sensor', 'delivered', 120),
  shipment(5, 'replacement_strap', 'delivered', 200),
  shipment(4, 'replacement_tablet', 'delivered', 260),
  shipment(3, 'replacement_sensor', 'delivered', 320),
  shipment(2, 'replacement_strap', 'delivered', 400),
  shipment(1, 'kit', 'delivered', 540),
];

/** The parent's help-desk tickets, newest first. */
export const supportTicketFixtures: SupportTicket[] = [
  {
    id: 3,
    external_id: 'demo-ticket-3',
    user: 1,
    subject: 'When does the yearly plan renew?',
    status: 'open',
    channel: 'chat',
    created_at: daysAgo(2, 10),
    updated_at: daysAgo(1, 16),
  },
  {
    id: 1,
    external_id: 'demo-ticket-1',
    user: 1,
    subject: 'Sensor does not pair with the tablet',
    status: 'solved',
    channel: 'email',
    created_at: daysAgo(41, 10),
    updated_at: daysAgo(40, 16),
  },
  {
    id: 2,
    external_id: 'demo-ticket-2',
    user: 1,
    subject: 'Change of shipping address',
    status: 'closed',
    channel: 'phone',
    created_at: daysAgo(90, 10),
    updated_at: daysAgo(89, 16),
  },
];

/** Maya's survey responses, newest first. */
export const surveyResponseFixtures: SurveyResponse[] = [
  {
    id: 2,
    player: 1,
    survey: { id: 2, slug: 'mood-check', title: 'How did today feel?' },
    answered_at: daysAgo(6),
  },
  {
    id: 1,
    player: 1,
    survey: { id: 1, slug: 'first-week', title: 'Your first week' },
    answered_at: daysAgo(358),
  },
];

/** Two confirmed orders, newest first. */
export const adminOrderFixtures: AdminOrder[] = [
  {
    ...orderFixture(planFixtures[2]!, {
      number: 'ORD-2026-0002',
      email: 'parent@demo.test',
      firstName: 'Dana',
      lastName: 'Rivera',
      account: 101,
    }),
    status: 'confirmed',
    date_placed: daysAgo(10, 13),
    date_confirmed: daysAgo(10, 13),
    id: 2,
    user: 1,
  },
  {
    ...orderFixture(planFixtures[2]!, {
      number: 'ORD-2026-0001',
      email: 'sunset@demo.test',
      firstName: 'Sam',
      lastName: 'Okafor',
      account: 102,
    }),
    status: 'confirmed',
    date_placed: daysAgo(200, 13),
    date_confirmed: daysAgo(200, 13),
    id: 1,
    user: 2,
  },
];

/** One outstanding request of each kind, oldest first: the renewal and the return overdue (days old). */
export const billingRequestFixtures: BillingRequestResponse[] = [
  {
    id: 10,
    kind: 'update_email',
    account: { id: 110, name: 'Morgan Lee', email: 'monthly@demo.test' },
    subscription: 8,
    subscription_status: 'ACTIVE',
    opened_at: daysAgo(4),
    overdue: false,
    opened_by: { id: 11, name: 'Morgan Lee', is_staff: false },
    detail: { recipients: 1 },
    decisions: ['resend', 'dismiss'],
  },
  {
    id: 9,
    kind: 'renewal',
    account: { id: 116, name: 'Avery Kim', email: 'renewing@demo.test' },
    subscription: 11,
    subscription_status: 'RENEWAL_REQUESTED',
    opened_at: daysAgo(3),
    overdue: true,
    opened_by: { id: 17, name: 'Avery Kim', is_staff: false },
    detail: {},
    decisions: ['confirm', 'decline'],
  },
  {
    id: 6,
    kind: 'return',
    account: { id: 115, name: 'Quinn Harper', email: 'returning@demo.test' },
    subscription: 10,
    subscription_status: 'RETURN_REQUESTED',
    opened_at: daysAgo(2),
    overdue: true,
    opened_by: { id: 16, name: 'Quinn Harper', is_staff: false },
    detail: { reason: 'The sensor strap hurts our son.' },
    decisions: ['confirm', 'decline'],
  },
  {
    id: 5,
    kind: 'cancel',
    account: { id: 109, name: 'Jordan Patel', email: 'grace@demo.test' },
    subscription: 6,
    subscription_status: 'CANCEL_REQUESTED',
    opened_at: daysAgo(1),
    overdue: false,
    opened_by: { id: 9, name: 'Jordan Patel', is_staff: false },
    detail: { reasons: ['not_using_enough'] },
    decisions: ['confirm', 'decline'],
  },
];

/** Quinn's return, confirmed by staff. */
export const billingRequestResolutionFixture: BillingRequestResolution = {
  id: 6,
  kind: 'return',
  account: 115,
  decision: 'confirm',
  note: 'Kit received.',
  resolved_by: staffFixtures.staff,
  resolved_at: billingFixtureClock.now.toISOString(),
  subscription: { ...subscriptionFixtures.returned, account: 115 },
};

/** A migration's answer. */
export const accountMigrationFixture: AccountMigration = {
  account: 101,
  platform: 'lq',
  migrated_at: billingFixtureClock.now.toISOString(),
  migrated_by: staffFixtures.staff,
};

/** The error bodies of the admin calls (docs/decisions.md "Admin calls"). */
export const adminErrorBodies = {
  searchTooLong: { search: ['Search must be less than 100 characters'] },
  unknownTag: (tag: string) => ({ tag: [`"${tag}" is not a valid choice.`] }),
  noteRequired: { text: ['Note is required'] },
  noteTooLong: { text: ['Note must be less than 2000 characters'] },
  noteAuthorOnly: { detail: 'Only the author of a note can edit it.' },
  requestResolved: { detail: 'This request has already been resolved.' },
  alreadyMigrated: {
    detail: 'This account has already been moved to the other game platform.',
    code: 'already_migrated',
  },
  confirmAccountMismatch: {
    confirm_account: ['Type the account’s id or the account holder’s full name exactly to confirm.'],
  },
  shipmentRefused: (from: string, to: string) => ({
    detail: `A shipment that is ${from} cannot be marked ${to}.`,
    code: 'illegal_transition',
    from,
    to,
  }),
  emailResendRefused: (from: string) => ({
    detail: 'Only a failed email can be sent again.',
    code: 'illegal_transition',
    from,
    event: 'RESEND',
  }),
  forbidden: errorBodies.forbidden,
} as const;

/** The four states of a list: empty, one item, all of them, and a failed read. */
export function adminListStates<T>(items: T[]): Record<'empty' | 'one' | 'many' | 'failed', MockState<T[]>> {
  return {
    empty: ok([]),
    one: ok(items.slice(0, 1)),
    many: ok(items),
    failed: failing(500, errorBodies.serverError),
  };
}

/** The parent's account's timeline, newest first: one event of every kind, play on several days. */
export const timelineFixtures: TimelineEvent[] = [
  {
    kind: 'play',
    id: '1:2026-11-24',
    at: daysAgo(1, 18),
    actor: null,
    player: { id: 1, name: 'Maya' },
    day: '2026-11-24',
    minutes: 42,
    sessions: 2,
  },
  {
    kind: 'note',
    id: '3',
    at: daysAgo(2, 16),
    actor: staffFixtures.staff,
    text: 'Called about the sensor strap; a replacement is on its way.',
  },
  {
    kind: 'shipment',
    id: '31',
    at: daysAgo(2, 15),
    actor: staffFixtures.staff,
    shipment_kind: 'replacement_strap',
    status: 'pending',
    tracking_number: null,
  },
  {
    kind: 'play',
    id: '2:2026-11-20',
    at: daysAgo(5, 17),
    actor: null,
    player: { id: 2, name: 'Leo' },
    day: '2026-11-20',
    minutes: 25,
    sessions: 1,
  },
  {
    kind: 'billing',
    id: '13',
    at: daysAgo(29, 10),
    actor: null,
    action: 'UNDO_CANCEL',
    from_state: 'CANCEL_REQUESTED',
    to_state: 'ACTIVE',
  },
  {
    kind: 'billing',
    id: '12',
    at: daysAgo(30, 14),
    actor: null,
    action: 'CANCEL_REQUEST',
    from_state: 'ACTIVE',
    to_state: 'CANCEL_REQUESTED',
  },
  {
    kind: 'cancel_reason',
    id: '12',
    at: daysAgo(30, 14),
    actor: null,
    reasons: ['too_expensive', 'other'],
    other_reason: 'We are moving abroad for a year.',
  },
  {
    kind: 'order',
    id: '7',
    at: daysAgo(365, 12),
    actor: null,
    order_number: 'HP-100007',
    status: 'CONFIRMED',
    total_cents: 31769,
    currency: 'USD',
  },
];

const email = (
  id: number,
  at: string,
  subject: string,
  delivery: Pick<TimelineEmail, 'status' | 'attempts' | 'last_error' | 'sent_at'>,
  to = 'parent@demo.test',
): TimelineEmail => ({
  kind: 'email',
  id: String(id),
  at,
  actor: null,
  email_id: id,
  to,
  subject,
  ...delivery,
});

/** The emails sent to the parent's account, newest first: one in each delivery status. */
export const timelineEmailFixtures = {
  queued: email(41, daysAgo(0, 16), 'Your coaching call is booked', {
    status: 'queued',
    attempts: 0,
    last_error: null,
    sent_at: null,
  }),
  retrying: email(40, daysAgo(1, 20), 'Your invoice for November', {
    status: 'retrying',
    attempts: 2,
    last_error: '421 4.7.0 Mailbox busy, try again later',
    sent_at: null,
  }),
  failed: email(
    39,
    daysAgo(3, 9),
    'Dana Rivera added you to their family’s customer hub account',
    {
      status: 'failed',
      attempts: 1,
      last_error: '550 5.1.1 The email account that you tried to reach does not exist',
      sent_at: null,
    },
    'jordan.rivera@example.test',
  ),
  sent: email(38, daysAgo(365, 12), 'Welcome to the customer hub', {
    status: 'sent',
    attempts: 1,
    last_error: null,
    sent_at: daysAgo(365, 12),
  }),
} satisfies Record<EmailDeliveryStatus, TimelineEmail>;

/** The parent's timeline with its emails among the other events, newest first (as the server merges them). */
export const timelineWithEmailsFixtures: TimelineEvent[] = mergeTimeline([
  timelineFixtures,
  Object.values(timelineEmailFixtures),
]);

/** The metadata `OPTIONS .../customer_interactions/` answers staff: the contacts they log (issue 28). */
export const staffInteractionsMetadataFixture = customerInteractionsMetadata({ is_staff: true });

/** The parent's account's interactions, newest first: a call staff logged and the family's feedback. */
export const customerInteractionFixtures: CustomerInteraction[] = [
  {
    id: 12,
    kind: 'call',
    summary: 'Walked the family through pairing the new strap; the sensor reads again.',
    user: staffFixtures.staff.id,
    created_at: daysAgo(1, 16),
  },
  { id: 11, kind: 'feedback', summary: 'Maya loves the forest level.', user: 7, created_at: daysAgo(9, 19) },
];

/** An interaction as the timeline shows it (the actor: staff's when staff logged it). */
export function interactionEvent(interaction: CustomerInteraction): TimelineEvent {
  return {
    kind: 'interaction',
    id: String(interaction.id),
    at: interaction.created_at,
    actor: interaction.user === staffFixtures.staff.id ? staffFixtures.staff : null,
    interaction_kind: interaction.kind,
    summary: interaction.summary,
  };
}

/** The parent's timeline with its interactions. */
export const timelineWithInteractionsFixtures: TimelineEvent[] = mergeTimeline([
  timelineFixtures,
  customerInteractionFixtures.map(interactionEvent),
]);
