// What the billing tests share: a family with a subscription in any state of the machine, written straight
// into the database (dates relative to today), and the client's response schemas to parse answers with.
import {
  addCalendarDays,
  addCalendarMonths,
  billingStatusNames,
  calendarDateIn,
  defaults,
  type CalendarDate,
  type SubscriptionState,
} from '@hub/domain';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../db/database';
import { accounts, invoices, paymentMethods, subscriptions } from '../db/schema';
import { createUser, type NewUser } from './helpers';

/** Today in New York, the calendar of a test family (no shipping address: the default time zone). */
export function today(now: Date = new Date()): CalendarDate {
  return calendarDateIn(now, defaults.timezone);
}

export interface SubscriptionSetup {
  state: SubscriptionState;
  plan?: string;
  startedOn?: CalendarDate | null;
  paidThrough?: CalendarDate | null;
  accessEndsOn?: CalendarDate | null;
  returnedOn?: CalendarDate | null;
  requestedOn?: CalendarDate | null;
  requestedFrom?: 'CANCELLED' | 'RETURNED' | null;
  offer?: string | null;
  /** An UPCOMING invoice at `paid_through` (by default when the state has upcoming invoices). */
  upcoming?: boolean;
  /** The card on file: the test visa 4242 by default; null for none; `expired` for one that expired. */
  card?: 'visa' | 'expired' | null;
  /** More invoices, each with its status (a PAID one at the start by default). */
  invoices?: {
    status: string;
    date?: CalendarDate;
    amount?: number;
    externalId?: string;
    /** A charged invoice gets a test number unless this says null. */
    number?: string | null;
  }[];
}

export interface Family extends NewUser {
  subscriptionId: number;
}

let invoiceCount = 0;

/** The dates a state has when nothing else is said, all relative to today. */
function defaultsFor(state: SubscriptionState, day: CalendarDate) {
  const startedOn = addCalendarDays(day, -5);
  const paidThrough = addCalendarMonths(startedOn, 12);
  switch (state) {
    case 'cancelled':
      return { startedOn, paidThrough, accessEndsOn: paidThrough, upcoming: false };
    case 'returned':
      return { startedOn, paidThrough, accessEndsOn: day, returnedOn: day, upcoming: false };
    case 'renewalRequested':
      return {
        startedOn,
        paidThrough,
        accessEndsOn: day,
        returnedOn: day,
        requestedOn: day,
        requestedFrom: 'RETURNED' as const,
        upcoming: false,
      };
    case 'cancelRequested':
    case 'returnRequested':
      return { startedOn, paidThrough, requestedOn: day, upcoming: true };
    case 'notPurchased':
      return { startedOn: null, paidThrough: null, upcoming: false };
    default:
      return { startedOn, paidThrough, upcoming: true };
  }
}

/** A family (a user with an account of their own) whose subscription is in the state asked for. */
export async function createFamily(db: Database, setup: SubscriptionSetup): Promise<Family> {
  const user = await createUser(db);
  const day = today();
  const dates = { ...defaultsFor(setup.state, day), ...setup };
  const status = billingStatusNames[setup.state];
  const plan = setup.plan ?? 'yearly';
  const [row] = await db
    .insert(subscriptions)
    .values({
      accountId: user.accountId,
      planId: plan,
      status,
      startedOn: dates.startedOn ?? null,
      paidThrough: dates.paidThrough ?? null,
      accessEndsOn: dates.accessEndsOn ?? null,
      returnedOn: dates.returnedOn ?? null,
      requestedOn: dates.requestedOn ?? null,
      requestedFrom: dates.requestedFrom ?? null,
      offer: setup.offer ?? null,
    })
    .returning({ id: subscriptions.id });
  await db.update(accounts).set({ billingStatusName: status }).where(eq(accounts.id, user.accountId));
  const price = { monthly: 2999, half_year: 14999, yearly: 29900, prepaid_year: 27900 }[plan] ?? 29900;
  const rows: NonNullable<SubscriptionSetup['invoices']> = [
    ...(setup.invoices ?? [{ status: 'PAID', date: dates.startedOn ?? day }]),
    ...(dates.upcoming && dates.paidThrough ? [{ status: 'UPCOMING', date: dates.paidThrough }] : []),
  ];
  for (const invoice of rows) {
    invoiceCount += 1;
    await db.insert(invoices).values({
      accountId: user.accountId,
      subscriptionId: row!.id,
      externalId: invoice.externalId ?? `in_test_${user.accountId}_${invoiceCount}`,
      billingEntityName: 'stripe',
      number:
        invoice.number !== undefined
          ? invoice.number
          : invoice.status === 'UPCOMING'
            ? null
            : `TEST-${user.accountId}-${invoiceCount}`,
      date: invoice.date ?? day,
      description: 'Yearly plan',
      amount: invoice.amount ?? price,
      currency: 'USD',
      status: invoice.status,
    });
  }
  const card = setup.card === undefined ? 'visa' : setup.card;
  if (card) {
    await db.insert(paymentMethods).values({
      accountId: user.accountId,
      gateway: 'test',
      gatewayReference: `pm_test_family_${user.accountId}`,
      brand: 'visa',
      last4: '4242',
      expMonth: card === 'expired' ? 1 : 4,
      expYear: card === 'expired' ? 2020 : 2099,
    });
  }
  return { ...user, subscriptionId: row!.id };
}

/** The invoices of an account, oldest first. */
export function invoicesOf(db: Database, accountId: number) {
  return db.select().from(invoices).where(eq(invoices.accountId, accountId)).orderBy(invoices.id);
}

/** A schema of the client, as far as these tests use it: Standard Schema's `validate` (valibot has it). */
interface ClientSchema {
  '~standard': {
    validate(value: unknown): { issues?: readonly { message: string; path?: readonly unknown[] }[] };
  };
}

// The client's module name in a variable: the server's typecheck does not follow it (the client's sources
// need the DOM's types), while Vitest loads it as the hub does, from the workspace.
const clientModule = '@hub/api-client';

let loaded: Promise<Record<string, ClientSchema>> | null = null;

/** The response schemas of @hub/api-client (`schemas`), the ones the hub parses every answer with. */
export function clientSchemas(): Promise<Record<string, ClientSchema>> {
  loaded ??= (
    import(/* @vite-ignore */ clientModule) as Promise<{ schemas: Record<string, ClientSchema> }>
  ).then((module) => module.schemas);
  return loaded;
}

/** Expects an answer to parse with the client's schema of that name (`subscriptionSchema`, ...). */
export async function expectParses(schemaName: string, value: unknown): Promise<void> {
  const schema = (await clientSchemas())[schemaName];
  if (!schema) throw new Error(`The client has no schema ${schemaName}`);
  const result = schema['~standard'].validate(value);
  const problems = (result.issues ?? []).map(
    (issue) =>
      `${JSON.stringify(issue.path?.map((step) => (step as { key?: unknown }).key))}: ${issue.message}`,
  );
  expect(problems, `${schemaName}: ${JSON.stringify(value).slice(0, 400)}`).toEqual([]);
}
