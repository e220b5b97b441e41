// The billing run with a controlled clock (issue 26): a monthly subscription renews twelve times in a
// simulated year; a declined renewal goes through every dunning step to its end; two runs at once charge
// each invoice once; a run stopped halfway charges nothing twice. On PGlite, and on PostgreSQL when
// TEST_DATABASE_URL is set.
import { addCalendarDays, addCalendarMonths, dunningRetryDays } from '@hub/domain';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { developmentOutboxKey } from '../config';
import type { DatabaseHandle } from '../db/database';
import { openBody } from '../mail';
import { outboundEmails } from '../platform/schema';
import { createFamily, invoicesOf, type Family } from '../test/billing';
import { databases } from '../test/databases';
import { accessToken, send, testApp } from '../test/helpers';
import { testPaymentGateway, type PaymentGateway } from './gateway';
import type { BillingRunSettings } from './charge';
import { runBilling } from './run';
import { invoices, paymentMethods, subscriptionActions, subscriptions } from './schema';

const publicUrl = 'https://hub.example.test';

/** A moment in the afternoon of a day, in every zone the demo uses the same day. */
const onDay = (day: string) => new Date(`${day}T17:00:00Z`);

describe.each(databases())('the billing run on $name', (database) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await database.open();
  });
  afterAll(() => handle.close());

  const settingsWith = (paymentGateway: PaymentGateway): BillingRunSettings => ({
    db: handle.db,
    paymentGateway,
    outboxKey: developmentOutboxKey,
    jobs: null,
    publicUrl,
  });

  /** A family on the monthly plan, paid through `paidThrough`, its card charged or always declined. */
  async function monthly(paidThrough: string, card: 'good' | 'declines' = 'good'): Promise<Family> {
    const family = await createFamily(handle.db, {
      state: 'active',
      plan: 'monthly',
      startedOn: addCalendarMonths(paidThrough, -1),
      paidThrough,
    });
    if (card === 'declines')
      await handle.db
        .update(paymentMethods)
        .set({ gatewayReference: `pm_test_declines_${family.accountId}` })
        .where(eq(paymentMethods.accountId, family.accountId));
    return family;
  }

  const subscriptionOf = async (family: Family) =>
    (await handle.db.select().from(subscriptions).where(eq(subscriptions.id, family.subscriptionId)))[0]!;
  const emailsTo = (family: Family) =>
    handle.db.select().from(outboundEmails).where(eq(outboundEmails.toAddress, family.email));
  const logOf = (family: Family, event: string) =>
    handle.db
      .select()
      .from(subscriptionActions)
      .where(and(eq(subscriptionActions.accountId, family.accountId), eq(subscriptionActions.event, event)))
      .orderBy(asc(subscriptionActions.id));

  it('renews a monthly subscription twelve times in a year: twelve PAID invoices and twelve receipts', async () => {
    const gateway = testPaymentGateway();
    const settings = settingsWith(gateway);
    const family = await monthly('2027-01-15');
    let due = '2027-01-15';
    for (let month = 1; month <= 12; month += 1) {
      // The day before, nothing; on the day, one charge; the same day again, nothing more.
      expect(
        await runBilling(settings, onDay(addCalendarDays(due, -1)), { accountId: family.accountId }),
      ).toMatchObject({ paid: 0 });
      expect(await runBilling(settings, onDay(due), { accountId: family.accountId })).toMatchObject({
        paid: 1,
      });
      expect(await runBilling(settings, onDay(due), { accountId: family.accountId })).toMatchObject({
        paid: 0,
      });
      due = addCalendarMonths(due, 1);
      expect((await subscriptionOf(family)).paidThrough).toBe(due);
    }
    const all = await invoicesOf(handle.db, family.accountId);
    const renewals = all.filter((invoice) => invoice.date >= '2027-01-15');
    expect(renewals.filter((invoice) => invoice.status === 'PAID')).toHaveLength(12);
    expect(
      renewals
        .filter((invoice) => invoice.status === 'PAID')
        .every((invoice) => invoice.number && invoice.cardLast4 === '4242'),
    ).toBe(true);
    // The next term's invoice is waiting.
    expect(
      renewals.filter((invoice) => invoice.status === 'UPCOMING').map((invoice) => invoice.date),
    ).toEqual(['2028-01-15']);
    expect(gateway.charged).toHaveLength(12);
    expect(gateway.charged.every((charge) => charge.ok && charge.amount === 2999)).toBe(true);
    const receipts = (await emailsTo(family)).filter((email) =>
      email.subject.startsWith('Receipt for invoice'),
    );
    expect(receipts).toHaveLength(12);
    expect(await logOf(family, 'CHARGE_PAID')).toHaveLength(12);
    expect(await logOf(family, 'RENEWAL_PAID')).toHaveLength(12);
    expect((await subscriptionOf(family)).status).toBe('ACTIVE');
  });

  it('charges a family taxed at checkout the same recurring total, tax included, at every renewal', async () => {
    const gateway = testPaymentGateway();
    const settings = settingsWith(gateway);
    const family = await monthly('2027-03-10');
    // As checkout leaves it for an Illinois address (6.25 %): $29.99 + $1.87 = $31.86 ("Recurring total").
    await handle.db
      .update(subscriptions)
      .set({ taxRateBasisPoints: 625 })
      .where(eq(subscriptions.id, family.subscriptionId));
    await handle.db
      .update(invoices)
      .set({ amount: 3186 })
      .where(and(eq(invoices.subscriptionId, family.subscriptionId), eq(invoices.status, 'UPCOMING')));
    let due = '2027-03-10';
    for (let month = 1; month <= 3; month += 1) {
      await runBilling(settings, onDay(due), { accountId: family.accountId });
      due = addCalendarMonths(due, 1);
    }
    expect(gateway.charged.map((charge) => charge.amount)).toEqual([3186, 3186, 3186]);
    const upcoming = (await invoicesOf(handle.db, family.accountId)).filter(
      (invoice) => invoice.status === 'UPCOMING',
    );
    expect(upcoming.map((invoice) => [invoice.date, invoice.amount])).toEqual([['2027-06-10', 3186]]);
  });

  it('takes a declined renewal through every dunning step to its end, emailing at each', async () => {
    const gateway = testPaymentGateway();
    const settings = settingsWith(gateway);
    const due = '2027-03-10';
    const family = await monthly(due, 'declines');
    const run = (day: string) => runBilling(settings, onDay(day), { accountId: family.accountId });

    expect(await run(due)).toMatchObject({ declined: 1 });
    let subscription = await subscriptionOf(family);
    expect(subscription.status).toBe('PAST_DUE');
    const [open] = (await invoicesOf(handle.db, family.accountId)).filter(
      (invoice) => invoice.status === 'FAILED',
    );
    expect(open).toMatchObject({ date: due, declines: 1, firstDeclinedOn: due });
    expect(open!.number).toBeTruthy();
    // Nothing again until the day of the next try.
    expect(await run(due)).toMatchObject({ declined: 0 });
    for (const [index, days] of dunningRetryDays.entries()) {
      const tryDay = addCalendarDays(due, days);
      expect(await run(addCalendarDays(tryDay, -1))).toMatchObject({ declined: 0, ended: 0 });
      const last = index === dunningRetryDays.length - 1;
      expect(await run(tryDay)).toMatchObject(last ? { ended: 1 } : { declined: 1 });
    }
    subscription = await subscriptionOf(family);
    expect(subscription).toMatchObject({ status: 'CANCELLED', accessEndsOn: addCalendarDays(due, 7) });
    expect(gateway.charged.map((charge) => [charge.idempotencyKey.split(':').at(-1), charge.ok])).toEqual([
      ['1', false],
      ['2', false],
      ['3', false],
      ['4', false],
    ]);
    const declines = await logOf(family, 'CHARGE_DECLINED');
    expect(declines.map((row) => (row.detail as { attempt: number }).attempt)).toEqual([1, 2, 3, 4]);
    expect(await logOf(family, 'RENEWAL_DECLINED')).toHaveLength(1);
    expect(await logOf(family, 'DUNNING_EXHAUSTED')).toHaveLength(1);
    // Each declined try but the last says so, with the next try's day (the last one ends it, and says so).
    const emails = await emailsTo(family);
    const failed = emails.filter((email) => email.subject === 'Your payment did not go through');
    expect(failed).toHaveLength(3);
    const texts = failed.map((email) => openBody(developmentOutboxKey, email)!);
    expect(texts[0]).toContain('We will try again on March 11, 2027.');
    expect(texts[2]).toContain('We will try again on March 17, 2027.');
    expect(texts[0]).toContain(`${publicUrl}/dashboard/account?segment=billing&update_card=1`);
    const ended = emails.filter((email) => email.subject === 'Your subscription has ended');
    expect(ended).toHaveLength(1);
    expect(openBody(developmentOutboxKey, ended[0]!)).toContain('your subscription ended on March 17, 2027.');
    // Ended: no invoice is upcoming, and later runs do nothing.
    const after = await invoicesOf(handle.db, family.accountId);
    expect(after.filter((invoice) => invoice.status === 'UPCOMING')).toHaveLength(0);
    expect(await run(addCalendarDays(due, 40))).toMatchObject({ seen: 0 });
  });

  it('charges each invoice once when two runs (two processes, two gateways) start at the same moment', async () => {
    const due = '2027-05-20';
    const families = await Promise.all(Array.from({ length: 6 }, () => monthly(due)));
    const one = testPaymentGateway();
    const two = testPaymentGateway();
    const reports = await Promise.all([
      runBilling(settingsWith(one), onDay(due)),
      runBilling(settingsWith(two), onDay(due)),
    ]);
    const keys = [...one.charged, ...two.charged].map((charge) => charge.idempotencyKey);
    for (const family of families) {
      const paid = (await invoicesOf(handle.db, family.accountId)).filter(
        (invoice) => invoice.status === 'PAID' && invoice.date === due,
      );
      expect(paid).toHaveLength(1);
      expect(keys.filter((key) => key.includes(paid[0]!.externalId))).toHaveLength(1);
      expect((await emailsTo(family)).filter((email) => email.subject.startsWith('Receipt'))).toHaveLength(1);
    }
    expect(reports[0]!.paid + reports[1]!.paid).toBeGreaterThanOrEqual(families.length);
  });

  it('charges nothing twice when a run stops halfway and starts again', async () => {
    const due = '2027-07-01';
    const family = await monthly(due);
    const gateway = testPaymentGateway();
    // The first run's process dies after the gateway charged, before its transaction commits.
    let crash = true;
    const crashing: PaymentGateway = {
      ...gateway,
      async charge(input) {
        const answer = await gateway.charge(input);
        if (crash) {
          crash = false;
          throw new Error('the process stopped');
        }
        return answer;
      },
    };
    await expect(
      runBilling(settingsWith(crashing), onDay(due), { accountId: family.accountId }),
    ).rejects.toThrow('the process stopped');
    expect((await subscriptionOf(family)).status).toBe('ACTIVE');
    expect((await subscriptionOf(family)).paidThrough).toBe(due);
    expect(
      await runBilling(settingsWith(crashing), onDay(due), { accountId: family.accountId }),
    ).toMatchObject({
      paid: 1,
    });
    // One charge at the gateway: the second try had the same idempotency key and got the first answer.
    expect(gateway.charged).toHaveLength(1);
    expect((await subscriptionOf(family)).paidThrough).toBe(addCalendarMonths(due, 1));
    expect((await emailsTo(family)).filter((email) => email.subject.startsWith('Receipt'))).toHaveLength(1);
  });

  describe('paying during dunning', () => {
    /** A past-due family (its renewal on `due` declined) and an app on the same gateway and clock. */
    async function pastDue(due: string) {
      const gateway = testPaymentGateway();
      const family = await monthly(due, 'declines');
      expect(
        await runBilling(settingsWith(gateway), onDay(due), { accountId: family.accountId }),
      ).toMatchObject({
        declined: 1,
      });
      const app = testApp(handle, { paymentGateway: gateway, now: () => onDay(addCalendarDays(due, 2)) });
      const token = await accessToken(app, family.email);
      const [open] = (await invoicesOf(handle.db, family.accountId)).filter(
        (invoice) => invoice.status === 'FAILED',
      );
      return { gateway, family, app, token, open: open! };
    }

    it('a card saved during dunning pays the open invoice at once, exactly once', async () => {
      const due = '2027-09-05';
      const { gateway, family, app, token, open } = await pastDue(due);
      for (let times = 0; times < 2; times += 1) {
        const saved = await send(app, '/api/v2/billing/payment/', {
          method: 'POST',
          bearer: token,
          json: { account: family.accountId, token: 'tok_visa', exp_month: 7, exp_year: 2031 },
        });
        expect(saved.status).toBe(200);
      }
      const paid = (await invoicesOf(handle.db, family.accountId)).find((invoice) => invoice.id === open.id);
      expect(paid).toMatchObject({ status: 'PAID', cardLast4: '4242' });
      expect(await subscriptionOf(family)).toMatchObject({
        status: 'ACTIVE',
        paidThrough: addCalendarMonths(due, 1),
      });
      expect(gateway.charged.filter((charge) => charge.ok)).toHaveLength(1);
      expect((await emailsTo(family)).filter((email) => email.subject.startsWith('Receipt'))).toHaveLength(1);
      // The retry day comes and goes: nothing is charged again.
      expect(
        await runBilling(settingsWith(gateway), onDay(addCalendarDays(due, 3)), {
          accountId: family.accountId,
        }),
      ).toMatchObject({ paid: 0, declined: 0 });
    });

    it('paying the declined invoice ("pay now") makes the subscription active again', async () => {
      const due = '2027-10-12';
      const { family, app, token, open } = await pastDue(due);
      await handle.db
        .update(paymentMethods)
        .set({ gatewayReference: `pm_test_good_${family.accountId}` })
        .where(eq(paymentMethods.accountId, family.accountId));
      const response = await send(app, `/api/v2/billing/invoices/${open.externalId}/pay/`, {
        method: 'POST',
        bearer: token,
        json: {},
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ status: 'PAID' });
      expect(await subscriptionOf(family)).toMatchObject({
        status: 'ACTIVE',
        paidThrough: addCalendarMonths(due, 1),
      });
      const upcoming = (await invoicesOf(handle.db, family.accountId)).filter(
        (invoice) => invoice.status === 'UPCOMING',
      );
      expect(upcoming.map((invoice) => invoice.date)).toEqual([addCalendarMonths(due, 1)]);
    });
  });
});
