import { expect, test, type Page } from './server';
import { accountIdOf, daysPast, familyEmail, money, newMonthlyFamily, staffAdvance } from './families';
import { apiHeaders, outbox } from './support';

// The billing run through the demo's test clock (issue 26), as staff and a family meet it: staff move an
// account's time past its next charge on the account's Billing tab, and the run charges the renewal before
// the control answers. One server and one database for the whole run (e2e/playwright.config.ts): each test
// checks out a family of its own (a new email), so no demo account is moved and the order of the files does
// not matter; staff@demo.test only reads and moves those families.

const billingPath = '/dashboard/account?segment=billing';

interface Subscription {
  status: string;
  next_charge: { date: string; amount: number; currency: string } | null;
}

interface Invoice {
  external_id: string;
  number: string | null;
  date: string;
  amount: number;
  currency: string;
  status: string;
}

/** A calendar day as the hub writes it in English: "Nov 15, 2027". */
function day(date: string): string {
  return new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** The subscription of an account, as the server has it now (read as the user signed in on `page`). */
async function subscriptionOf(page: Page, accountId: number): Promise<Subscription> {
  const response = await page.request.get(`/api/v3/subscriptions/?account=${accountId}`, {
    headers: await apiHeaders(page),
  });
  expect(response.status()).toBe(200);
  const [subscription] = ((await response.json()) as { results: Subscription[] }).results;
  if (!subscription) throw new Error(`Account ${accountId} has no subscription`);
  return subscription;
}

/** An account's invoice of a day (its renewal), as the server has it now. */
async function invoiceOn(page: Page, accountId: number, date: string): Promise<Invoice> {
  const response = await page.request.get(
    `/api/v2/billing/accounts/${accountId}/invoices/?page=1&page_size=10`,
    { headers: await apiHeaders(page) },
  );
  expect(response.status()).toBe(200);
  const invoice = ((await response.json()) as { results: Invoice[] }).results.find(
    (candidate) => candidate.date === date,
  );
  if (!invoice) throw new Error(`Account ${accountId} has no invoice of ${date}`);
  return invoice;
}

test.describe('the billing run on the test clock', () => {
  test('staff advance an account’s clock past its next charge and see the new PAID invoice; so does the family', async ({
    page,
    browser,
  }) => {
    const family = { email: familyEmail('renewal'), name: 'Robin Renewal' };
    await newMonthlyFamily(page, family.email, 'Renewal');
    const accountId = await accountIdOf(page);
    const before = await subscriptionOf(page, accountId);
    if (!before.next_charge) throw new Error('The new monthly subscription has no next charge');
    const due = before.next_charge.date;
    const amount = money(before.next_charge.amount, before.next_charge.currency);
    const days = daysPast(due);

    await page.goto(billingPath);
    const invoices = page.getByRole('region', { name: 'Invoices' });
    const renewalRow = invoices.getByRole('listitem').filter({ hasText: day(due) });
    await expect(renewalRow).toContainText('Upcoming');
    await expect(renewalRow).toContainText(amount);

    const { context, staff, clock } = await staffAdvance(browser, family, days);
    try {
      await expect(clock.getByRole('status')).toHaveText(
        `Moved ${days} days. Billing run: 1 paid, 0 declined, 0 ended.`,
      );
      await expect(clock).toContainText(`+${days} days moved so far`);

      const renewal = await invoiceOn(page, accountId, due);
      expect(renewal).toMatchObject({ status: 'PAID', amount: before.next_charge.amount });
      if (!renewal.number) throw new Error('The paid renewal has no number');
      const after = await subscriptionOf(page, accountId);
      expect(after.status).toBe('ACTIVE');
      if (!after.next_charge) throw new Error('The renewed subscription has no next charge');
      expect(after.next_charge.date > due).toBe(true);
      // The next term costs the recurring total checkout promised, its Illinois tax included.
      expect(after.next_charge.amount).toBe(before.next_charge.amount);

      // The Billing tab shows the renewal paid (its lists were read again) and the next term's charge.
      const staffRow = staff
        .getByRole('region', { name: 'Invoices' })
        .getByRole('listitem')
        .filter({ hasText: `Invoice ${renewal.number}` });
      await expect(staffRow).toContainText('Paid');
      await expect(staffRow).toContainText(amount);
      await expect(staffRow).toContainText(day(due));
      await expect(staff.getByRole('region', { name: 'Subscription' })).toContainText(
        `${money(after.next_charge.amount, after.next_charge.currency)} on ${day(after.next_charge.date)}`,
      );
      await staff.reload();
      await expect(staffRow).toContainText('Paid');
      await expect(clock).toContainText(`+${days} days moved so far`);

      // The family sees it too.
      await page.reload();
      const familyRow = invoices.getByRole('listitem').filter({ hasText: `Invoice ${renewal.number}` });
      await expect(familyRow).toContainText('Paid');
      await expect(familyRow).toContainText(amount);
      await expect(page.getByRole('region', { name: 'Your plan' })).toContainText('Active');
      await expect(
        invoices.getByRole('listitem').filter({ hasText: day(after.next_charge.date) }),
      ).toContainText('Upcoming');
      await expect(page.getByText('A payment did not go through')).toHaveCount(0);
    } finally {
      await context.close();
    }
  });

  test('with the declining card the family sees the failed-payment notice and pays after updating the card', async ({
    page,
    browser,
  }) => {
    const family = { email: familyEmail('declining'), name: 'Robin Declining' };
    await newMonthlyFamily(page, family.email, 'Declining');
    const accountId = await accountIdOf(page);

    // The family saves the card that is accepted but whose every charge is declined.
    await page.goto(billingPath);
    const method = page.getByRole('region', { name: 'Payment method' });
    await expect(method).toContainText('Visa ending in 4242');
    await method.getByRole('button', { name: 'Update card' }).click();
    const cardPopup = page.getByRole('dialog', { name: 'Update your card' });
    await cardPopup.getByLabel('Card number').fill('4000 0000 0000 3063');
    await cardPopup.getByLabel('Expiry date (MM/YY)').fill('12/34');
    await cardPopup.getByLabel('Security code (CVC)').fill('123');
    await cardPopup.getByRole('button', { name: 'Save card' }).click();
    await expect(cardPopup).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Your card is saved.' })).toBeVisible();
    await expect(method).toContainText('Visa ending in 3063');

    const before = await subscriptionOf(page, accountId);
    if (!before.next_charge) throw new Error('The new monthly subscription has no next charge');
    const due = before.next_charge.date;
    const amount = money(before.next_charge.amount, before.next_charge.currency);
    const days = daysPast(due);

    const { context, clock } = await staffAdvance(browser, family, days);
    try {
      await expect(clock.getByRole('status')).toHaveText(
        `Moved ${days} days. Billing run: 0 paid, 1 declined, 0 ended.`,
      );
    } finally {
      await context.close();
    }

    const failed = await invoiceOn(page, accountId, due);
    expect(failed.status).toBe('FAILED');
    if (!failed.number) throw new Error('The failed renewal has no number');
    // The run emailed the family a link to update the card and pay (queued after its answer: waited for).
    await expect
      .poll(async () => (await outbox(page.request, family.email)).map((email) => email.subject))
      .toContain('Your payment did not go through');

    // The family's billing: the notice of the failed payment, the plan past due, the invoice failed.
    await page.reload();
    const segment = page.getByRole('tabpanel', { name: 'Subscription & Billing' });
    const plan = segment.getByRole('region', { name: 'Your plan' });
    const invoices = segment.getByRole('region', { name: 'Invoices' });
    const failedRow = invoices.getByRole('listitem').filter({ hasText: `Invoice ${failed.number}` });
    const notice = page.getByRole('status').filter({ hasText: 'A payment did not go through' });
    await expect(notice).toContainText(`Invoice ${failed.number} of ${day(due)}: ${amount}.`);
    await expect(plan).toContainText('Payment past due');
    await expect(failedRow).toContainText('Failed');

    // A good card, through the notice: saved, and the invoice charged at once.
    await notice.getByRole('button', { name: 'Update card and pay now' }).click();
    const payPopup = page.getByRole('dialog', { name: 'Update card and pay now' });
    await payPopup.getByLabel('Card number').fill('4242 4242 4242 4242');
    await payPopup.getByLabel('Expiry date (MM/YY)').fill('12/34');
    await payPopup.getByLabel('Security code (CVC)').fill('123');
    await payPopup.getByRole('button', { name: 'Save card and pay' }).click();
    await expect(payPopup).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Payment received. Thank you.' })).toBeVisible();
    await expect(segment.getByRole('alert')).toHaveCount(0);
    await expect(notice).toHaveCount(0);
    await expect(failedRow).toContainText('Paid');
    await expect(method).toContainText('Visa ending in 4242');
    await expect(plan).toContainText('Active');
    expect(await invoiceOn(page, accountId, due)).toMatchObject({ status: 'PAID' });

    await page.reload();
    await expect(failedRow).toContainText('Paid');
    await expect(plan).toContainText('Active');
    await expect(method).toContainText('Visa ending in 4242');
    await expect(page.getByText('A payment did not go through')).toHaveCount(0);
  });
});
