import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  billingDetailsSchema,
  billingRulesSchema,
  invoiceDetailSchema,
  invoicePageSchema,
  invoiceSchema,
  orderSchema,
  programPlanPageSchema,
  subscriptionActionPageSchema,
  subscriptionPageSchema,
  subscriptionSchema,
} from './schemas';
import { toDomainSubscription, toPricingPlan } from './to-domain';

// The examples of docs/billing-api.md, as written there.
const plansExample = {
  count: 3,
  next: null,
  previous: null,
  results: [
    {
      id: 'yearly',
      months: 12,
      price: 29900,
      currency: 'USD',
      recurring: true,
      tags: ['default'],
      monthly_effective_price: 2492,
      discounted_price: null,
      billing_date: '2027-11-25',
    },
  ],
};
const rulesExample = {
  grace_period_days: 30,
  instructions_email_hours: 24,
  currency: 'USD',
  win_back_offers: [{ id: 'thirtyOffSixMonths', percent_off: 30, duration_months: 6, plan_months: null }],
  cancel_reasons: [
    'too_expensive',
    'not_using_enough',
    'technical_issues',
    'found_alternative',
    'not_interested',
    'other',
  ],
};
const subscriptionExample = {
  id: 7,
  account: 12,
  plan: { id: 'yearly', months: 12, price: 29900, currency: 'USD', recurring: true },
  status: 'ACTIVE',
  started_on: '2026-11-10',
  paid_through: '2027-11-10',
  access_ends_on: null,
  returned_on: null,
  requested_on: null,
  requested_from: null,
  offer: null,
  has_upcoming_invoices: true,
  next_charge: { date: '2027-11-10', amount: 29900, currency: 'USD' },
  cancel_reasons: [],
  cancel_other_reason: null,
  cancel_not_interested_reason: null,
  return_status: null,
};
const actionsExample = {
  count: 3,
  next: '…offset=25&limit=25',
  previous: null,
  results: [
    {
      id: 40,
      account: 12,
      subscription: 7,
      event: 'CANCEL_REQUEST',
      from_status: 'ACTIVE',
      to_status: 'CANCEL_REQUESTED',
      actor: { id: 3, name: 'Dana Rivera', is_staff: false },
      detail: { reasons: ['too_expensive'] },
      created_at: '2026-11-25T17:02:00Z',
    },
  ],
};
const invoiceExample = {
  external_id: 'in_1Q2w3E',
  billing_entity_name: 'stripe',
  number: 'HUB-2026-0019',
  date: '2026-11-10',
  description: 'Yearly plan, 2026-11-10 to 2027-11-10',
  amount: 29900,
  currency: 'USD',
  status: 'PAID',
  updated: '2026-11-10T09:00:00Z',
};
const invoicesExample = {
  count: 19,
  next: '…page=2&page_size=10',
  previous: null,
  results: [invoiceExample],
};
const billingAddressExample = {
  address1: '…',
  address2: '',
  city: '…',
  state: 'NY',
  zipcode: '10001',
  country: 'US',
};
const billingDetailsExample = {
  user: 3,
  account: 12,
  name: 'Dana Rivera',
  email: 'parent@demo.test',
  currency: 'USD',
  payment_method: { brand: 'visa', last4: '4242', exp_month: 4, exp_year: 2029 },
  billing_address: billingAddressExample,
};
// The contract describes the printable invoice in words: the invoice, `account` and `payment_method`.
const invoiceDetailExample = {
  ...invoiceExample,
  account: { id: 12, name: 'Dana Rivera', email: 'parent@demo.test', billing_address: billingAddressExample },
  payment_method: { brand: 'visa', last4: '4242' },
};

describe("the contract's examples parse", () => {
  it.each([
    { answer: 'the plans page', schema: programPlanPageSchema, example: plansExample },
    { answer: 'the rules', schema: billingRulesSchema, example: rulesExample },
    { answer: 'a subscription', schema: subscriptionSchema, example: subscriptionExample },
    {
      answer: 'a page of subscriptions',
      schema: subscriptionPageSchema,
      example: { count: 1, next: null, previous: null, results: [subscriptionExample] },
    },
    {
      answer: 'a page of subscription actions',
      schema: subscriptionActionPageSchema,
      example: actionsExample,
    },
    { answer: 'a page of invoices', schema: invoicePageSchema, example: invoicesExample },
    {
      answer: 'one invoice with its account and card',
      schema: invoiceDetailSchema,
      example: invoiceDetailExample,
    },
    { answer: 'the billing details', schema: billingDetailsSchema, example: billingDetailsExample },
  ])('$answer, unchanged', ({ schema, example }) => {
    expect(v.parse(schema as v.GenericSchema, example)).toEqual(example);
  });

  it('an order: any object until issue 11 gives its fields', () => {
    expect(v.parse(orderSchema, { number: 'HUB-1', total: 29900 })).toEqual({
      number: 'HUB-1',
      total: 29900,
    });
  });
});

describe('a value the hub does not know is kept, never a crash', () => {
  it.each([
    { field: 'an invoice status', schema: invoiceSchema, input: { ...invoiceExample, status: 'DISPUTED' } },
    {
      field: 'a billing status',
      schema: subscriptionSchema,
      input: { ...subscriptionExample, status: 'PAUSED' },
    },
    {
      field: 'a return status',
      schema: subscriptionSchema,
      input: { ...subscriptionExample, return_status: 'lost_in_transit' },
    },
    { field: 'an offer', schema: subscriptionSchema, input: { ...subscriptionExample, offer: 'freeMonth' } },
    {
      field: 'a cancel reason',
      schema: billingRulesSchema,
      input: { ...rulesExample, cancel_reasons: ['moving'] },
    },
    {
      field: 'an event of the log',
      schema: subscriptionActionPageSchema,
      input: { ...actionsExample, results: [{ ...actionsExample.results[0], event: 'PAUSE' }] },
    },
  ])('$field', ({ schema, input }) => {
    expect(v.safeParse(schema as v.GenericSchema, input).success).toBe(true);
  });

  it('known statuses come out in the domain spelling, whatever their case', () => {
    expect(v.parse(invoiceSchema, { ...invoiceExample, status: 'paid' }).status).toBe('PAID');
    expect(v.parse(invoiceSchema, { ...invoiceExample, status: 'Disputed' }).status).toBe('Disputed');
    expect(v.parse(subscriptionSchema, { ...subscriptionExample, status: 'cancel_requested' }).status).toBe(
      'CANCEL_REQUESTED',
    );
  });
});

describe('a broken answer is refused at the edge', () => {
  it.each([
    { problem: 'money in major units', input: { ...invoiceExample, amount: 299.0 + 0.5 } },
    { problem: 'money as a string', input: { ...invoiceExample, amount: '299.00' } },
    { problem: 'a date that is a moment', input: { ...invoiceExample, date: '2026-11-10T00:00:00Z' } },
    { problem: 'a day that does not exist', input: { ...invoiceExample, date: '2026-02-30' } },
    { problem: 'a moment without a zone', input: { ...invoiceExample, updated: '2026-11-10 09:00' } },
    { problem: 'a missing status', input: { ...invoiceExample, status: undefined } },
  ])('$problem', ({ input }) => {
    expect(v.safeParse(invoiceSchema, input).success).toBe(false);
  });
});

describe('the wire read as the domain', () => {
  it('a subscription becomes the state machine’s', () => {
    const subscription = v.parse(subscriptionSchema, {
      ...subscriptionExample,
      status: 'RENEWAL_REQUESTED',
      requested_from: 'RETURNED',
      offer: 'thirtyOffTwelveMonths',
    });
    expect(toDomainSubscription(subscription)).toEqual({
      state: 'renewalRequested',
      planId: 'yearly',
      planMonths: 12,
      startedOn: '2026-11-10',
      paidThrough: '2027-11-10',
      accessEndsOn: null,
      returnedOn: null,
      requestedOn: null,
      requestedFrom: 'returned',
      offer: 'thirtyOffTwelveMonths',
      hasUpcomingInvoices: true,
    });
  });

  it('a status it does not know gives no domain subscription, and an unknown offer reads as none', () => {
    const paused = v.parse(subscriptionSchema, { ...subscriptionExample, status: 'PAUSED' });
    expect(toDomainSubscription(paused)).toBeNull();
    const unknownOffer = v.parse(subscriptionSchema, { ...subscriptionExample, offer: 'freeMonth' });
    expect(toDomainSubscription(unknownOffer)?.offer).toBeNull();
  });

  it('a plan becomes the pricing rules’ plan', () => {
    const [plan] = v.parse(programPlanPageSchema, plansExample).results;
    expect(plan && toPricingPlan({ ...plan, discounted_price: 24900 })).toEqual({
      months: 12,
      priceMinor: 29900,
      discountedPriceMinor: 24900,
      currency: 'USD',
    });
    expect(toPricingPlan(subscriptionExample.plan).discountedPriceMinor).toBeNull();
  });
});
