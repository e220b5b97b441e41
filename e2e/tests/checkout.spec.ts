import { expect, test, type APIRequestContext, type Page } from './server';
import {
  apiHeaders,
  axeViolations,
  chooseOption,
  demo,
  demoPassword,
  mailedLink,
  outbox,
  signIn,
  signOut,
} from './support';

// One server and one database for the whole run (e2e/playwright.config.ts). New families order with an
// email of their own; newcustomer@demo.test's checkout is completed here once (sign-in.spec.ts and
// language.spec.ts use pending@demo.test, who never checks out, so the order of the files does not matter).

/** Spec section 8's sentence for a card the payment service refused. */
const paymentSentence = 'We’ve experienced an unexpected issue with our payment service. Please try again.';

/** A new family's email, unique in the run. */
function familyEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
}

/** The value beside a term of a definition list in a region ("Total" of the order summary). */
async function valueOf(page: Page, region: string, term: string) {
  return page
    .getByRole('region', { name: region })
    .locator('dt', { hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]')
    .textContent();
}

/** Fills the contact (unless signed in), an Illinois address and a card. */
async function fillDetails(page: Page, options: { email?: string; card?: string } = {}) {
  if (options.email) {
    await page.getByRole('textbox', { name: 'First name' }).fill('Ana');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Lima');
    await page.getByRole('textbox', { name: /^Email/ }).fill(options.email);
  }
  await page.getByRole('textbox', { name: 'Phone' }).fill('2025550143');
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('12 Elm Street');
  await page.getByRole('textbox', { name: 'City' }).fill('Springfield');
  await chooseOption(page, page.getByRole('combobox', { name: 'State' }), 'Illinois');
  await page.getByRole('textbox', { name: 'Zipcode' }).fill('62704');
  await page.getByRole('textbox', { name: 'Card number' }).fill(options.card ?? '4242 4242 4242 4242');
  await page.getByRole('textbox', { name: 'Expiry date (MM/YY)' }).fill('12/35');
  await page.getByRole('textbox', { name: 'Security code (CVC)' }).fill('123');
}

/** Staff's bearer token, to read what the server recorded. */
async function staffHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const response = await request.post('/api/v2/auth/oauth2/token/', {
    form: {
      grant_type: 'password',
      username: demo.staff,
      password: demoPassword,
      client_id: 'hub-web',
      scope: 'read write groups',
    },
  });
  expect(response.status()).toBe(200);
  return { Authorization: `Bearer ${((await response.json()) as { access_token: string }).access_token}` };
}

/** The attempts at ordering with an email, as staff read them. */
async function trialsOf(request: APIRequestContext, email: string) {
  const response = await request.get('/api/v2/billing/order_trials/?page=1', {
    headers: await staffHeaders(request),
  });
  expect(response.status()).toBe(200);
  const { results } = (await response.json()) as {
    results: { email: string; outcome: string; order_number: string | null }[];
  };
  return results.filter((trial) => trial.email === email);
}

test.describe('checkout', () => {
  test('a new family picks a plan from a tagged url, applies a promo code, pays, sees the confirmation with its totals, sets a password and signs in to the hub', async ({
    page,
  }) => {
    const email = familyEmail('family');
    // The url's tag is stored on entry (an unknown one is answered with the default plans)...
    const plansAsked = page.waitForRequest((request) =>
      request.url().includes('/api/v2/billing/program_plan/'),
    );
    await page.goto('/checkout?tag=spring');
    expect(new URL((await plansAsked).url()).searchParams.get('tag')).toBe('spring');
    expect(await page.evaluate(() => localStorage.getItem('hub.checkout.tag'))).toBe('spring');
    // ...and used when the url names none.
    const again = page.waitForRequest((request) => request.url().includes('/api/v2/billing/program_plan/'));
    await page.goto('/checkout');
    expect(new URL((await again).url()).searchParams.get('tag')).toBe('spring');
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('radio', { name: /^Yearly/ }).check();
    await page.getByRole('textbox', { name: 'Promo code' }).fill('welcome10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Promo code WELCOME10 applied.')).toBeVisible();
    await fillDetails(page, { email });
    // $299.00 - 10% = $269.10; Illinois's 6.25% = $16.82; shipping free.
    expect(await valueOf(page, 'Order summary', 'Taxes')).toBe('$16.82');
    expect(await valueOf(page, 'Order summary', 'Total today')).toBe('$285.92');
    await page.getByRole('button', { name: 'Place order' }).click();

    await expect(page).toHaveURL('/checkout/confirmation');
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible({
      timeout: 20_000,
    });
    const number = (await valueOf(page, 'Order summary', 'Order number'))!;
    expect(number).toMatch(/^ORD-\d{4}-\d{4,}$/);
    expect(await valueOf(page, 'Order summary', 'Subtotal')).toBe('$299.00');
    expect(await valueOf(page, 'Order summary', 'Promo code WELCOME10')).toBe('−$29.90');
    expect(await valueOf(page, 'Order summary', 'Taxes')).toBe('$16.82');
    expect(await valueOf(page, 'Order summary', 'Shipping')).toBe('Free');
    expect(await valueOf(page, 'Order summary', 'Total')).toBe('$285.92');
    expect(await valueOf(page, 'Order summary', 'Recurring total')).toBe('$317.69');
    expect(await valueOf(page, 'Order summary', 'Paid with')).toBe('Visa ending in 4242');
    await expect(page.getByRole('region', { name: 'Customer information' })).toContainText('12 Elm Street');
    expect(await axeViolations(page)).toEqual([]);

    // The confirmation email, with the link to set the password (the page's form sets the same).
    const [mail] = await outbox(page.request, email);
    expect(mail).toMatchObject({ subject: `Your order ${number} is confirmed` });
    expect(mail!.body).toContain('Total: $285.92');
    expect(mail!.body).toContain('/start?o=');

    await page.getByLabel('New password', { exact: true }).fill('Kit&Play2026');
    await page.getByLabel('Password confirmation').fill('Kit&Play2026');
    await page.getByRole('button', { name: 'Create password and sign in' }).click();
    // The hub: a new account has none of the dashboard's tags, so it lands on the account page.
    await expect(page).toHaveURL('/dashboard/account?segment=details', { timeout: 20_000 });

    // The first invoice is the order's total, to the cent.
    const headers = await apiHeaders(page);
    const info = (await (await page.request.get('/api/v2/user/info/', { headers })).json()) as {
      checkout_completed: boolean;
      account: { id: number };
    };
    expect(info.checkout_completed).toBe(true);
    const invoices = (await (
      await page.request.get(`/api/v2/billing/accounts/${info.account.id}/invoices/?page=1`, { headers })
    ).json()) as { results: { status: string; amount: number }[] };
    expect(invoices.results.find((invoice) => invoice.status === 'PAID')?.amount).toBe(28592);
    const orders = (await (await page.request.get('/api/v2/user/info/orders/', { headers })).json()) as {
      recentConfirmedOrder: { order_number: string; total: number };
    };
    expect(orders.recentConfirmedOrder).toMatchObject({ order_number: number, total: 28592 });
  });

  test('newcustomer@demo.test lands on checkout after sign-in and reaches the hub after checking out', async ({
    page,
  }) => {
    await signIn(page, demo.newCustomer);
    await expect(page).toHaveURL('/checkout', { timeout: 20_000 });
    await expect(page.getByText(`Signed in as ${demo.newCustomer}`, { exact: false })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Nia');
    await page.getByRole('radio', { name: /^Monthly/ }).check();
    await fillDetails(page);
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
    await page.getByRole('link', { name: 'Go to your hub' }).click();
    await expect(page).toHaveURL('/dashboard/account?segment=details', { timeout: 20_000 });

    // From now on, signing in goes to the hub.
    await signOut(page);
    await signIn(page, demo.newCustomer);
    await expect(page).toHaveURL('/dashboard/account?segment=details', { timeout: 20_000 });
    const [mail] = await outbox(page.request, demo.newCustomer);
    expect(mail!.subject).toMatch(/^Your order ORD-\d{4}-\d{4,} is confirmed$/);
  });

  test('a declined card keeps the family on checkout with the sentence; another card then goes through', async ({
    page,
  }) => {
    const email = familyEmail('declined');
    await page.goto('/checkout');
    await page.getByRole('radio', { name: /^Half-year/ }).check();
    await fillDetails(page, { email, card: '4000 0000 0000 0002' });
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByText(paymentSentence)).toBeVisible();
    await expect(page).toHaveURL('/checkout');
    expect(await trialsOf(page.request, email)).toMatchObject([{ outcome: 'declined', order_number: null }]);

    await page.getByRole('textbox', { name: 'Card number' }).fill('5555 5555 5555 4444');
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible({
      timeout: 20_000,
    });
    expect(await valueOf(page, 'Order summary', 'Paid with')).toBe('Mastercard ending in 4444');
  });

  test('a double submit yields one order: the second click and a resent request find the first', async ({
    page,
  }) => {
    const email = familyEmail('double');
    await page.goto('/checkout');
    await page.getByRole('radio', { name: /^Monthly/ }).check();
    await fillDetails(page, { email });
    const placing = page.waitForRequest(
      (request) => request.url().endsWith('/api/v2/billing/order/') && request.method() === 'POST',
    );
    await page.getByRole('button', { name: 'Place order' }).dblclick();
    const sent = await placing;
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible({
      timeout: 20_000,
    });
    const number = await valueOf(page, 'Order summary', 'Order number');

    // The same submit again (a retry after a lost answer): the same order, with the same key.
    const resent = await page.request.post('/api/v2/billing/order/', {
      headers: { 'Content-Type': 'application/json', 'X-CSRFTOKEN': sent.headers()['x-csrftoken']! },
      data: sent.postDataJSON(),
    });
    expect(resent.status()).toBe(200);
    expect(((await resent.json()) as { order_number: string }).order_number).toBe(number);
    expect(await trialsOf(page.request, email)).toMatchObject([{ outcome: 'placed', order_number: number }]);
    const [mail, ...more] = await outbox(page.request, email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(`Your order ${number} is confirmed`);
    // The emailed link sets the password too (the existing /start page).
    const link = await mailedLink(page.request, email, '/start?o=');
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('Kit&Play2026');
    await page.getByLabel('Password confirmation').fill('Kit&Play2026');
    await page.getByRole('button', { name: 'Set password' }).click();
    await expect(page.getByRole('heading', { name: 'Password set' })).toBeVisible();
    await signIn(page, email, 'Kit&Play2026');
    await expect(page).toHaveURL('/dashboard/account?segment=details', { timeout: 20_000 });
  });

  test('the development path of a branch renders the same checkout', async ({ page }) => {
    await page.goto('/s3/dev/feature/checkout-preview/checkout?tag=default');
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(page.getByRole('radio', { name: /^Yearly/ })).toBeVisible();
  });

  test('an unknown and an expired promo code say so and change nothing', async ({ page }) => {
    await page.goto('/checkout');
    await page.getByRole('radio', { name: /^Yearly/ }).check();
    const field = page.getByRole('textbox', { name: 'Promo code' });
    await field.fill('NOPE');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('This promo code is not valid. Check it and try again.')).toBeVisible();
    await field.fill('EXPIRED5');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('This promo code has expired.')).toBeVisible();
    expect(await valueOf(page, 'Order summary', 'Total today')).toBe('$299.00');
    await field.fill('FAMILY20');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Promo code FAMILY20 applied.')).toBeVisible();
    expect(await valueOf(page, 'Order summary', 'Total today')).toBe('$279.00');
  });
});
