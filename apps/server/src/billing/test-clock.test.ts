// The demo's test clock (issue 26): staff move an account's time forward and the billing run acts on it
// before the answer; outside demo mode, and to anyone but staff, the call does not exist.
import { addCalendarDays, addCalendarMonths } from '@hub/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { outboundEmails } from '../platform/schema';
import { createFamily, expectParses, invoicesOf, today, type Family } from '../test/billing';
import { databases } from '../test/databases';
import { accessToken, json, send, testApp, type TestApp } from '../test/helpers';
import { testPaymentGateway } from './gateway';
import { paymentMethods, subscriptions } from './schema';

describe.each(databases())('the test clock on $name', (database) => {
  let handle: DatabaseHandle;
  let app: TestApp;
  let staff: string;

  beforeAll(async () => {
    handle = await database.open();
    app = testApp(handle, { demo: true, paymentGateway: testPaymentGateway() });
    staff = await accessToken(app, 'staff@demo.test');
  });
  afterAll(() => handle.close());

  const advance = (accountId: number, body: unknown, bearer = staff, on = app) =>
    send(on, `/api/v2/admin/accounts/${accountId}/test_clock/`, { method: 'POST', bearer, json: body });

  /** A monthly family due in `days` days (by the real clock), its card good or always declined. */
  async function dueIn(days: number, card: 'good' | 'declines' = 'good'): Promise<Family> {
    const due = addCalendarDays(today(), days);
    const family = await createFamily(handle.db, {
      state: 'active',
      plan: 'monthly',
      startedOn: addCalendarMonths(due, -1),
      paidThrough: due,
    });
    if (card === 'declines')
      await handle.db
        .update(paymentMethods)
        .set({ gatewayReference: `pm_test_declines_${family.accountId}` })
        .where(eq(paymentMethods.accountId, family.accountId));
    return family;
  }

  const statusOf = async (family: Family) =>
    (await handle.db.select().from(subscriptions).where(eq(subscriptions.id, family.subscriptionId)))[0]!
      .status;

  it('moves an account past its next charge: the answer comes with the new PAID invoice', async () => {
    const family = await dueIn(10);
    const response = await advance(family.accountId, { advance_days: 10 });
    expect(response.status).toBe(200);
    const answer = await json(response);
    expect(answer).toMatchObject({
      account: family.accountId,
      advanced_days: 10,
      billing_run: { paid: 1, declined: 0, ended: 0, expired: 0 },
    });
    await expectParses('testClockAdvanceSchema', answer);
    const paid = (await invoicesOf(handle.db, family.accountId)).filter(
      (invoice) => invoice.status === 'PAID',
    );
    expect(paid).toHaveLength(2);
    expect(await statusOf(family)).toBe('ACTIVE');
    // The clock adds up: a month later, the next renewal.
    const again = await json(await advance(family.accountId, { advance_days: 31 }));
    expect(again).toMatchObject({ advanced_days: 41, billing_run: { paid: 1 } });
  });

  it('shows a decline and its dunning, step by step, to the end of access', async () => {
    const family = await dueIn(1, 'declines');
    expect(await json(await advance(family.accountId, { advance_days: 1 }))).toMatchObject({
      billing_run: { declined: 1 },
    });
    expect(await statusOf(family)).toBe('PAST_DUE');
    for (const [days, outcome] of [
      [1, { declined: 1 }],
      [2, { declined: 1 }],
      [4, { ended: 1 }],
    ] as const) {
      expect(await json(await advance(family.accountId, { advance_days: days }))).toMatchObject({
        billing_run: outcome,
      });
    }
    expect(await statusOf(family)).toBe('CANCELLED');
    const asks = await handle.db
      .select()
      .from(outboundEmails)
      .where(eq(outboundEmails.toAddress, family.email));
    expect(asks.filter((email) => email.subject === 'Your payment did not go through')).toHaveLength(3);
    expect(asks.filter((email) => email.subject === 'Your subscription has ended')).toHaveLength(1);
  });

  it.each([
    [{ advance_days: 0 }, { advance_days: ['Advance by 1 to 400 days.'] }],
    [{ advance_days: 401 }, { advance_days: ['Advance by 1 to 400 days.'] }],
    [{ advance_days: 'ten' }, { advance_days: ['A valid integer is required.'] }],
    [{}, { advance_days: ['This field is required.'] }],
  ])('refuses %j with 400 and the field’s message, moving nothing', async (body, errors) => {
    const family = await dueIn(5);
    const response = await advance(family.accountId, body);
    expect(response.status).toBe(400);
    expect(await json(response)).toEqual(errors);
    expect(await json(await advance(family.accountId, { advance_days: 1 }))).toMatchObject({
      advanced_days: 1,
    });
  });

  it('does not exist for a parent, for an unknown account, or outside demo mode', async () => {
    const family = await dueIn(3);
    const parent = await accessToken(app, family.email);
    expect((await advance(family.accountId, { advance_days: 3 }, parent)).status).toBe(404);
    expect((await advance(999_999_999, { advance_days: 3 })).status).toBe(404);
    const production = testApp(handle, { demo: false });
    const staffThere = await accessToken(production, 'staff@demo.test');
    expect((await advance(family.accountId, { advance_days: 3 }, staffThere, production)).status).toBe(404);
    expect(await statusOf(family)).toBe('ACTIVE');
    expect(
      (await invoicesOf(handle.db, family.accountId)).filter((invoice) => invoice.status === 'PAID'),
    ).toHaveLength(1);
  });
});
