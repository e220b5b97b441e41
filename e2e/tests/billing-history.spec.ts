import { expect, test, type Page } from './server';
import {
  accountIdOf,
  daysPast,
  familyEmail,
  familyPassword,
  money,
  newMonthlyFamily,
  staffAdvance,
} from './families';
import { apiHeaders, demo, mailedLink, signedIn, signIn } from './support';

// Issue 28: the billing segment's order history (orders and checkout attempts) and billing history (the
// subscription actions in words), and the card update email of a failed payment, whose link opens the card
// popup. One server and one database for the whole run: the demo families are only read here; the failed
// payment is a family of its own, checked out in the test (as billing-run.spec.ts does), so no demo account
// is moved.

const billingPath = '/dashboard/account?segment=billing';

interface Order {
  order_number: string;
  total: number;
  currency: string;
  status: string;
}

/** The caller's orders as the server has them. */
async function ordersOf(page: Page): Promise<Order[]> {
  const response = await page.request.get('/api/v2/user/info/orders/', { headers: await apiHeaders(page) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { results: Order[] }).results;
}

/** The date of the account's next charge. */
async function nextChargeOf(page: Page, accountId: number): Promise<string> {
  const response = await page.request.get(`/api/v3/subscriptions/?account=${accountId}`, {
    headers: await apiHeaders(page),
  });
  expect(response.status()).toBe(200);
  const [subscription] = ((await response.json()) as { results: { next_charge: { date: string } | null }[] })
    .results;
  if (!subscription?.next_charge) throw new Error(`Account ${accountId} has no next charge`);
  return subscription.next_charge.date;
}

test.describe('order and billing history', () => {
  test('the parent sees their confirmed order with its plan, total, card and shipment', async ({ page }) => {
    await signedIn(page, demo.parent);
    const [order] = await ordersOf(page);
    if (!order) throw new Error('The demo parent has no order');
    await page.goto(billingPath);
    const history = page.getByRole('region', { name: 'Order history' });
    const entry = history
      .getByRole('list', { name: 'Orders' })
      .getByRole('listitem')
      .filter({ hasText: `Order ${order.order_number}` });
    await expect(entry).toContainText('Confirmed');
    await expect(entry).toContainText(
      `Yearly: ${money(order.total, order.currency)}, paid with Visa ending in 4242`,
    );
    await expect(entry).toContainText(/Ships (free )?to/);
    await expect(history.getByRole('heading', { name: 'Checkout attempts' })).toBeVisible();
    // The plan is named by its program plan text, as checkout names it.
    const plan = page.getByRole('region', { name: 'Your plan' });
    await expect(plan).toContainText('Yearly');
    await expect(plan).not.toContainText('Yearly plan');
    await expect(
      page.getByRole('region', { name: 'Your plan' }).getByRole('list', { name: 'Billing rules' }),
    ).toContainText('You can cancel within 30 days of your plan starting.');
  });

  test('a returned family reads its billing history in words, with who did each change', async ({ page }) => {
    await signedIn(page, demo.returned);
    await page.goto(billingPath);
    const log = page
      .getByRole('region', { name: 'Billing history' })
      .getByRole('list', { name: 'Billing history' });
    const requested = log.getByRole('listitem').filter({ hasText: 'Return of the kit requested' });
    await expect(requested).toContainText('By you');
    const received = log.getByRole('listitem').filter({ hasText: 'Returned kit received' });
    await expect(received).toContainText('By our family care team');
    await expect(log).not.toContainText('RETURN_REQUEST');
    await expect(log).not.toContainText('CONFIRM_RETURN');
  });

  test('after a failed payment the family asks for the card update email, and its link opens the card popup', async ({
    page,
    browser,
  }) => {
    const family = { email: familyEmail('update-email'), name: 'Robin Emailed' };
    await newMonthlyFamily(page, family.email, 'Emailed');
    const accountId = await accountIdOf(page);

    // Its order and checkout attempt, and the start of its subscription, are in the histories at once.
    const [order] = await ordersOf(page);
    if (!order) throw new Error('The new family has no order');
    await page.goto(billingPath);
    const orders = page.getByRole('region', { name: 'Order history' });
    await expect(
      orders
        .getByRole('list', { name: 'Orders' })
        .getByRole('listitem')
        .filter({ hasText: `Order ${order.order_number}` }),
    ).toContainText('Monthly');
    await expect(orders.getByRole('list', { name: 'Checkout attempts' })).toContainText(
      `Order ${order.order_number} placed`,
    );
    const log = page.getByRole('list', { name: 'Billing history' });
    await expect(log.getByRole('listitem').filter({ hasText: 'Subscription started' })).toContainText(
      'By you',
    );

    // The card whose every charge is declined, then the renewal's day: the payment fails.
    const method = page.getByRole('region', { name: 'Payment method' });
    await method.getByRole('button', { name: 'Update card' }).click();
    const cardPopup = page.getByRole('dialog', { name: 'Update your card' });
    await cardPopup.getByLabel('Card number').fill('4000 0000 0000 3063');
    await cardPopup.getByLabel('Expiry date (MM/YY)').fill('12/34');
    await cardPopup.getByLabel('Security code (CVC)').fill('123');
    await cardPopup.getByRole('button', { name: 'Save card' }).click();
    await expect(cardPopup).toBeHidden();
    const { context, clock } = await staffAdvance(
      browser,
      family,
      daysPast(await nextChargeOf(page, accountId)),
    );
    try {
      await expect(clock.getByRole('status')).toContainText('1 declined');
    } finally {
      await context.close();
    }

    await page.reload();
    const notice = page.getByRole('status').filter({ hasText: 'A payment did not go through' });
    await notice.getByRole('button', { name: 'Email me a secure link instead' }).click();
    await expect(
      page.getByText(
        'We emailed you a secure link to update your card. It opens this page with the card form.',
      ),
    ).toBeVisible();
    await expect(log.getByRole('listitem').first()).toContainText('Card update email sent');
    // The billing run's decline, in words (never RENEWAL_DECLINED).
    await expect(log.getByRole('listitem').filter({ hasText: 'Renewal payment failed' })).toBeVisible();
    await expect(log).not.toContainText('RENEWAL_DECLINED');

    // The email's link (from the mail catcher) opens the segment with the card popup, to pay the invoice.
    const link = await mailedLink(page.request, family.email, 'update_card=1');
    expect(link).toBe('/dashboard/account?segment=billing&update_card=1');

    // Opened in a browser that is signed out, the link passes through the login and still opens the popup.
    const elsewhere = await browser.newContext();
    try {
      const other = await elsewhere.newPage();
      await other.goto(link);
      await expect(other).toHaveURL(`/login?next=${encodeURIComponent(link)}`);
      await signIn(other, family.email, familyPassword, `/login?next=${encodeURIComponent(link)}`);
      await expect(other.getByRole('dialog', { name: 'Update card and pay now' })).toBeVisible({
        timeout: 20_000,
      });
    } finally {
      await elsewhere.close();
    }

    await page.goto(link);
    const payPopup = page.getByRole('dialog', { name: 'Update card and pay now' });
    await expect(payPopup).toBeVisible();
    await expect(page).toHaveURL('/dashboard/account?segment=billing');
    await payPopup.getByLabel('Card number').fill('4242 4242 4242 4242');
    await payPopup.getByLabel('Expiry date (MM/YY)').fill('12/34');
    await payPopup.getByLabel('Security code (CVC)').fill('123');
    await payPopup.getByRole('button', { name: 'Save card and pay' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Payment received. Thank you.' })).toBeVisible();
  });
});
