import { mergeTimeline } from '@hub/domain';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  accountMigrationFixture,
  accountNoteFixtures,
  accountTagFixtures,
  adminAccountFixture,
  adminAccountFixtures,
  adminOrderFixtures,
  billingRequestFixtures,
  billingRequestResolutionFixture,
  longNoteFixture,
  migratedAccountFixture,
  shipmentFixtures,
  supportTicketFixtures,
  surveyResponseFixtures,
  testClockAccountFixture,
  timelineEmailFixtures,
  timelineFixtures,
  timelineWithEmailsFixtures,
} from './fixtures';
import {
  accountMigrationSchema,
  accountNoteSchema,
  accountTagSchema,
  adminAccountSchema,
  adminAccountSummarySchema,
  adminOrderSchema,
  billingRequestResolvedSchema,
  billingRequestSchema,
  shipmentPageSchema,
  shipmentSchema,
  supportTicketSchema,
  surveyResponseSchema,
  timelineEmailSchema,
  timelineEventSchema,
} from './schemas';

const parses = (schema: v.GenericSchema, value: unknown) => v.safeParse(schema, value).success;

describe('the admin fixtures match the response schemas, so stories never show data the hub would refuse', () => {
  it.each([
    { name: 'accounts', schema: adminAccountSummarySchema, values: adminAccountFixtures },
    {
      name: 'an account whole',
      schema: adminAccountSchema,
      values: [adminAccountFixture, testClockAccountFixture, migratedAccountFixture],
    },
    { name: 'tags', schema: accountTagSchema, values: accountTagFixtures },
    { name: 'notes', schema: accountNoteSchema, values: [...accountNoteFixtures, longNoteFixture] },
    { name: 'shipments', schema: shipmentSchema, values: shipmentFixtures },
    { name: 'tickets', schema: supportTicketSchema, values: supportTicketFixtures },
    { name: 'survey responses', schema: surveyResponseSchema, values: surveyResponseFixtures },
    { name: 'orders', schema: adminOrderSchema, values: adminOrderFixtures },
    { name: 'billing requests', schema: billingRequestSchema, values: billingRequestFixtures },
    { name: 'a resolution', schema: billingRequestResolvedSchema, values: [billingRequestResolutionFixture] },
    { name: 'a migration', schema: accountMigrationSchema, values: [accountMigrationFixture] },
  ])('$name', ({ schema, values }) => {
    for (const value of values) expect(v.safeParse(schema, value).issues).toBeUndefined();
  });

  it('has a shipment of every status and a note of the longest length', () => {
    expect(new Set(shipmentFixtures.map((shipment) => shipment.status))).toEqual(
      new Set(['pending', 'shipped', 'delivered', 'returned', 'cancelled']),
    );
    expect(longNoteFixture.text).toHaveLength(2000);
    expect(billingRequestFixtures.map((request) => request.kind)).toEqual([
      'update_email',
      'renewal',
      'return',
      'cancel',
    ]);
  });
});

// What the server answers (apps/server/src/admin), written out: the client reads it.
const serverShipment = {
  id: 7,
  account: 12,
  kind: 'replacement_sensor',
  status: 'shipped',
  reason: 'Stopped charging.',
  carrier: 'UPS',
  tracking_number: '1Z999',
  address: {
    name: 'Dana Rivera',
    address1: '1200 Maple Avenue',
    address2: '',
    city: 'Springfield',
    state: 'IL',
    zipcode: '62704',
    country: 'US',
  },
  created_by: { id: 3, name: 'Alex Staff', email: 'staff@demo.test' },
  created_at: '2026-11-22T09:00:00.000Z',
  updated_at: '2026-11-22T17:00:00.000Z',
  shipped_at: '2026-11-22T17:00:00.000Z',
  delivered_at: null,
};

describe('reading the server’s answers', () => {
  it('reads a page of shipments', () => {
    const page = v.parse(shipmentPageSchema, {
      count: 11,
      next: '/api/v2/admin/billing/account/12/shipments/?page=2',
      previous: null,
      results: [serverShipment],
    });
    expect(page.results[0]).toEqual(serverShipment);
  });

  it('reads an account without a test clock (a server before issue 26) as one with none', () => {
    const { test_clock: _left, ...older } = testClockAccountFixture;
    expect(v.parse(adminAccountSchema, older).test_clock).toBeNull();
    expect(v.parse(adminAccountSchema, adminAccountFixture).test_clock).toBeNull();
    expect(v.parse(adminAccountSchema, testClockAccountFixture).test_clock).toEqual({
      advanced_days: 0,
      now: '2026-11-25T17:00:00.000Z',
    });
  });

  it.each([
    {
      what: 'a shipment status',
      schema: shipmentSchema,
      value: { ...serverShipment, status: 'lost_in_transit' },
      field: 'status',
    },
    {
      what: 'a shipment kind',
      schema: shipmentSchema,
      value: { ...serverShipment, kind: 'poster' },
      field: 'kind',
    },
    {
      what: 'a request kind',
      schema: billingRequestSchema,
      value: { ...billingRequestFixtures[0], kind: 'refund' },
      field: 'kind',
    },
    {
      what: 'an account status',
      schema: adminAccountSummarySchema,
      value: { ...adminAccountFixtures[0], account_status: 'SUSPENDED' },
      field: 'account_status',
    },
  ])('keeps $what it does not know as it came', ({ schema, value, field }) => {
    const parsed = v.parse(schema, value) as Record<string, unknown>;
    expect(parsed[field]).toBe((value as Record<string, unknown>)[field]);
  });

  it.each([
    {
      what: 'a shipment without its status',
      schema: shipmentSchema,
      value: { ...serverShipment, status: undefined },
    },
    {
      what: 'a note whose time is not a moment',
      schema: accountNoteSchema,
      value: { ...accountNoteFixtures[0], created_at: 'yesterday' },
    },
    {
      what: 'a tag count that is not whole',
      schema: accountTagSchema,
      value: { ...accountTagFixtures[0], account_count: 1.5 },
    },
    {
      what: 'an account without its users',
      schema: adminAccountSchema,
      value: { ...adminAccountFixture, users: undefined },
    },
    {
      what: 'a test clock moved back',
      schema: adminAccountSchema,
      value: { ...testClockAccountFixture, test_clock: { advanced_days: -1, now: '2026-11-25T17:00:00Z' } },
    },
    {
      what: 'a shipment address with a number',
      schema: shipmentSchema,
      value: { ...serverShipment, address: { zipcode: 62704 } },
    },
  ])('refuses $what (a broken contract)', ({ schema, value }) => {
    expect(parses(schema, value)).toBe(false);
  });
});

describe('a timeline event is read by the schema of its kind', () => {
  const play = timelineFixtures.find((event) => event.kind === 'play')!;
  const shipment = timelineFixtures.find((event) => event.kind === 'shipment')!;

  it('has the fixtures in the order the server answers them (newest first, ties by kind)', () => {
    expect(mergeTimeline([timelineFixtures])).toEqual(timelineFixtures);
  });

  it('reads every kind of the fixtures as it came', () => {
    for (const event of timelineFixtures) expect(v.parse(timelineEventSchema, event)).toEqual(event);
  });

  it.each([
    { rule: 'an unknown kind', value: { ...play, kind: 'party' } },
    { rule: 'no kind', value: { ...play, kind: undefined } },
    { rule: 'not an object', value: 'play' },
    { rule: 'a play day that is not a date', value: { ...play, day: '24/11/2026' } },
    { rule: 'a field of another kind missing', value: { ...shipment, kind: 'note' } },
    { rule: 'a kind inherited, not its own', value: { ...play, kind: 'toString' } },
  ])('refuses $rule', ({ value }) => {
    expect(parses(timelineEventSchema, value)).toBe(false);
  });

  it('keeps a shipment status it does not know, raw', () => {
    const parsed = v.parse(timelineEventSchema, { ...shipment, status: 'lost_at_sea' });
    expect(parsed).toMatchObject({ kind: 'shipment', status: 'lost_at_sea' });
  });
});

describe('an email on the timeline', () => {
  const failed = timelineEmailFixtures.failed;

  it('has an email in every delivery status, merged among the other events as the server answers', () => {
    expect(Object.values(timelineEmailFixtures).map((email) => email.status)).toEqual([
      'queued',
      'retrying',
      'failed',
      'sent',
    ]);
    expect(mergeTimeline([timelineWithEmailsFixtures])).toEqual(timelineWithEmailsFixtures);
    for (const event of timelineWithEmailsFixtures)
      expect(v.parse(timelineEventSchema, event)).toEqual(event);
  });

  it('reads an email as the timeline’s event and as a resend’s answer', () => {
    expect(v.parse(timelineEventSchema, failed)).toEqual(failed);
    expect(v.parse(timelineEmailSchema, failed)).toEqual(failed);
  });

  it('keeps a delivery status it does not know, raw', () => {
    expect(v.parse(timelineEventSchema, { ...failed, status: 'bounced' })).toMatchObject({
      status: 'bounced',
    });
  });

  it.each([
    { rule: 'no subject', value: { ...failed, subject: undefined } },
    { rule: 'no recipient', value: { ...failed, to: null } },
    { rule: 'tries that are not a whole number', value: { ...failed, attempts: 1.5 } },
    { rule: 'a sending time that is not a moment', value: { ...failed, sent_at: 'yesterday' } },
  ])('refuses $rule', ({ value }) => {
    expect(parses(timelineEventSchema, value)).toBe(false);
  });
});
