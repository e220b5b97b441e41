import { addCalendarDays, addCalendarMonths } from '@hub/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { outboundEmails } from '../platform/schema';
import { createFamily, expectParses, invoicesOf, today, type SubscriptionSetup } from '../test/billing';
import { databases } from '../test/databases';
import { accessToken, fingerprint, json, send, testApp, type TestApp } from '../test/helpers';
import { subscriptionActions } from './schema';

const forbidden = { detail: 'You do not have permission to perform this action.' };
const retrySentence = 'We’ve experienced an unexpected issue with our payment service. Please try again.';
const noRetrySentence = 'We’ve experienced an unexpected issue with our payment service.';

describe.each(databases())('invoices on $name', (database) => {
  let handle: DatabaseHandle;
  let app: TestApp;
  let staff: string;

  beforeAll(async () => {
    handle = await database.open();
    app = testApp(handle);
    staff = await accessToken(app, 'staff@demo.test');
  });
  afterAll(() => handle.close());

  async function family(setup: SubscriptionSetup) {
    const made = await createFamily(handle.db, setup);
    return { ...made, token: await accessToken(app, made.email) };
  }

  const staffAction = (action: 'refund' | 'remove', externalId: string, bearer: string, entity = 'stripe') =>
    send(app, `/api/v2/billing/invoices/${externalId}/${action}/?billing_entity_name=${entity}`, {
      method: 'POST',
      bearer,
      json: {},
    });

  const pay = (externalId: string, bearer: string) =>
    send(app, `/api/v2/billing/invoices/${externalId}/pay/`, { method: 'POST', bearer, json: {} });

  function actionsOf(accountId: number) {
    return handle.db
      .select()
      .from(subscriptionActions)
      .where(eq(subscriptionActions.accountId, accountId))
      .orderBy(subscriptionActions.id);
  }

  describe('the list and the printable invoice', () => {
    it('pages the invoices newest first, ten at a time as the hub asks, in the client’s shapes', async () => {
      const start = addCalendarMonths(today(), -14);
      const f = await family({
        state: 'active',
        plan: 'monthly',
        startedOn: start,
        paidThrough: addCalendarMonths(start, 15),
        invoices: Array.from({ length: 14 }, (_, month) => ({
          status: month === 3 ? 'FAILED' : 'PAID',
          date: addCalendarMonths(start, month),
        })),
      });
      const first = await send(app, `/api/v2/billing/accounts/${f.accountId}/invoices/?page=1&page_size=10`, {
        bearer: f.token,
      });
      const page = (await first.json()) as {
        count: number;
        next: string;
        results: { date: string; status: string }[];
      };
      await expectParses('invoicePageSchema', page);
      expect(page.count).toBe(15);
      expect(page.next).toBe(`/api/v2/billing/accounts/${f.accountId}/invoices/?page=2&page_size=10`);
      expect(page.results[0]!.status).toBe('UPCOMING');
      const dates = page.results.map((invoice) => invoice.date);
      expect(dates).toEqual([...dates].sort().reverse());
      const second = (await (await send(app, page.next, { bearer: f.token })).json()) as {
        results: unknown[];
        next: null;
      };
      expect(second.results).toHaveLength(5);
      expect(second.next).toBeNull();
    });

    it('answers one invoice with the account it is addressed to and the card, for the family and for staff', async () => {
      const f = await family({ state: 'active', invoices: [{ status: 'PAID', externalId: 'in_print_me' }] });
      for (const bearer of [f.token, staff]) {
        const response = await send(app, `/api/v2/billing/accounts/${f.accountId}/invoices/in_print_me/`, {
          bearer,
        });
        expect(response.status).toBe(200);
        const body = await response.json();
        await expectParses('invoiceDetailSchema', body);
        expect(body).toMatchObject({
          external_id: 'in_print_me',
          amount: 29900,
          account: { id: f.accountId, name: 'Test User', email: f.email, billing_address: null },
          payment_method: { brand: 'visa', last4: '4242' },
        });
      }
      const missing = await send(app, `/api/v2/billing/accounts/${f.accountId}/invoices/in_nope/`, {
        bearer: f.token,
      });
      expect(missing.status).toBe(404);
    });

    it('answers the last order with 404 Not found. (orders come with checkout)', async () => {
      const f = await family({ state: 'active' });
      const response = await send(app, `/api/v2/billing/accounts/${f.accountId}/order/`, { bearer: f.token });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ detail: 'Not found.' });
    });
  });

  describe('refunds and removals (staff only)', () => {
    it('refunds a paid invoice once: the second refund is 409 and changes nothing', async () => {
      const f = await family({
        state: 'active',
        invoices: [{ status: 'PAID', externalId: 'in_refund_twice' }],
      });
      const first = await staffAction('refund', 'in_refund_twice', staff);
      expect(first.status).toBe(200);
      const body = await first.json();
      await expectParses('invoiceSchema', body);
      expect(body).toMatchObject({ external_id: 'in_refund_twice', status: 'REFUNDED' });
      const before = await fingerprint(handle.db);
      const second = await staffAction('refund', 'in_refund_twice', staff);
      expect(second.status).toBe(409);
      expect(await second.json()).toEqual({ detail: 'Only a paid invoice can be refunded.' });
      expect(await fingerprint(handle.db)).toEqual(before);
      const actions = await actionsOf(f.accountId);
      expect(actions.map((action) => action.event)).toEqual(['INVOICE_REFUND']);
      expect(actions[0]).toMatchObject({
        fromStatus: 'ACTIVE',
        toStatus: 'ACTIVE',
        detail: { invoice: 'in_refund_twice' },
      });
    });

    it('refunds once when two refunds come at the same moment', async () => {
      const f = await family({
        state: 'active',
        invoices: [{ status: 'PAID', externalId: 'in_refund_race' }],
      });
      const answers = await Promise.all([
        staffAction('refund', 'in_refund_race', staff),
        staffAction('refund', 'in_refund_race', staff),
        staffAction('refund', 'in_refund_race', staff),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
      expect(await actionsOf(f.accountId)).toHaveLength(1);
    });

    it('removes a failed invoice, and refuses to remove a paid one or refund a failed one', async () => {
      const f = await family({
        state: 'active',
        invoices: [
          { status: 'PAID', externalId: 'in_paid_keep' },
          { status: 'FAILED', externalId: 'in_failed_drop' },
        ],
      });
      const refused = [
        await staffAction('remove', 'in_paid_keep', staff),
        await staffAction('refund', 'in_failed_drop', staff),
      ];
      expect(refused.map((answer) => answer.status)).toEqual([409, 409]);
      expect(await refused[0]!.json()).toEqual({ detail: 'Only a failed invoice can be removed.' });
      const removed = await staffAction('remove', 'in_failed_drop', staff);
      expect(await removed.json()).toMatchObject({ status: 'REMOVED' });
      expect((await actionsOf(f.accountId)).map((action) => action.event)).toEqual(['INVOICE_REMOVE']);
    });

    it('answers a parent 403 on both, even for their own invoices, and changes nothing', async () => {
      const f = await family({
        state: 'active',
        invoices: [
          { status: 'PAID', externalId: 'in_parent_paid' },
          { status: 'FAILED', externalId: 'in_parent_failed' },
        ],
      });
      const before = await fingerprint(handle.db);
      for (const [action, id] of [
        ['refund', 'in_parent_paid'],
        ['remove', 'in_parent_failed'],
      ] as const) {
        const response = await staffAction(action, id, f.token);
        expect(response.status).toBe(403);
        expect(await response.json()).toEqual(forbidden);
      }
      expect(await fingerprint(handle.db)).toEqual(before);
    });

    it('answers an invoice of another billing entity, or none, with 404', async () => {
      await family({ state: 'active', invoices: [{ status: 'PAID', externalId: 'in_entity' }] });
      expect((await staffAction('refund', 'in_entity', staff, 'paypal')).status).toBe(404);
      expect((await staffAction('refund', 'in_no_such_invoice', staff)).status).toBe(404);
    });
  });

  describe('paying a failed invoice again', () => {
    it('charges the card on file: PAID, numbered, a receipt in the outbox, one row in the log', async () => {
      const f = await family({
        state: 'active',
        invoices: [{ status: 'FAILED', externalId: 'in_pay_ok', amount: 2999 }],
      });
      const response = await pay('in_pay_ok', f.token);
      expect(response.status).toBe(200);
      const body = await response.json();
      await expectParses('invoiceSchema', body);
      expect(body).toMatchObject({ external_id: 'in_pay_ok', status: 'PAID', amount: 2999 });
      const emails = await handle.db
        .select()
        .from(outboundEmails)
        .where(eq(outboundEmails.toAddress, f.email));
      expect(emails.map((email) => email.subject)).toEqual([expect.stringMatching(/^Receipt for invoice /)]);
      expect((await actionsOf(f.accountId)).map((action) => action.event)).toEqual(['INVOICE_PAY']);
      // Paying it again answers the paid invoice, and charges, emails and logs nothing more.
      const again = await pay('in_pay_ok', f.token);
      expect(again.status).toBe(200);
      expect(await again.json()).toEqual(body);
      expect(
        await handle.db.select().from(outboundEmails).where(eq(outboundEmails.toAddress, f.email)),
      ).toHaveLength(1);
      expect((await actionsOf(f.accountId)).map((action) => action.event)).toEqual(['INVOICE_PAY']);
    });

    it.each(['UPCOMING', 'REFUNDED'] as const)('refuses a %s invoice with 409', async (status) => {
      const f = await family({
        state: 'active',
        invoices: [{ status, externalId: `in_pay_${status.toLowerCase()}` }],
      });
      const before = await fingerprint(handle.db);
      const response = await pay(`in_pay_${status.toLowerCase()}`, f.token);
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({ detail: 'Only a failed invoice can be paid again.' });
      expect(await fingerprint(handle.db)).toEqual(before);
    });

    it('gives an invoice charged for the first time a number of its year', async () => {
      const f = await family({
        state: 'active',
        invoices: [{ status: 'FAILED', externalId: 'in_unnumbered', number: null }],
      });
      const [invoice] = await invoicesOf(handle.db, f.accountId);
      const response = await pay('in_unnumbered', f.token);
      expect(await response.json()).toMatchObject({
        number: expect.stringMatching(new RegExp(`^HUB-${invoice!.date.slice(0, 4)}-\\d{4,}$`)),
      });
    });

    it.each([
      ['an expired card', 'expired', 402, retrySentence],
      ['no card on file', null, 402, noRetrySentence],
    ] as const)(
      'answers %s with 402 and the payment sentence, changing nothing',
      async (_, card, status, detail) => {
        const f = await family({
          state: 'active',
          card,
          invoices: [{ status: 'FAILED', externalId: `in_pay_${card}` }],
        });
        const before = await fingerprint(handle.db);
        const response = await pay(`in_pay_${card}`, f.token);
        expect(response.status).toBe(status);
        expect(await response.json()).toEqual({ detail });
        expect(await fingerprint(handle.db)).toEqual(before);
      },
    );

    it('answers another family’s invoice with 403, whether or not it exists, and lets staff pay it', async () => {
      const owner = await family({
        state: 'active',
        invoices: [{ status: 'FAILED', externalId: 'in_not_yours' }],
      });
      const other = await family({ state: 'active' });
      const before = await fingerprint(handle.db);
      expect((await pay('in_not_yours', other.token)).status).toBe(403);
      expect((await pay('in_nowhere', other.token)).status).toBe(403);
      expect(await fingerprint(handle.db)).toEqual(before);
      expect((await pay('in_nowhere', staff)).status).toBe(404);
      expect((await pay('in_not_yours', staff)).status).toBe(200);
      expect(owner.accountId).toBeGreaterThan(0);
    });
  });

  it('answers an upcoming invoice of a cancelled subscription as removed, and the staff list as the family sees it', async () => {
    const day = today();
    const f = await family({ state: 'cancelRequested', startedOn: addCalendarDays(day, -2) });
    await send(app, `/api/v2/billing/account/${f.accountId}/subscription/cancel/confirm`, {
      method: 'POST',
      bearer: f.token,
      json: {},
    });
    const list = await send(app, `/api/v2/billing/accounts/${f.accountId}/invoices/`, { bearer: staff });
    const body = (await json(list)) as { results: { status: string }[] };
    expect(body.results.map((invoice) => invoice.status)).toEqual(['REMOVED', 'PAID']);
  });
});
