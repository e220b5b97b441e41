// New families of the end-to-end tests' own (issue 26 and 28): each checks out as a guest with an email
// unique in the run, so no demo account is moved and the order of the files does not matter, and staff move
// its test clock from the account's Billing tab.
import { expect, type Browser, type Page } from './server';
import { apiHeaders, chooseOption, demo, signedIn } from './support';

/** The password the new families set after checking out. */
export const familyPassword = 'Kit&Play2026';

/** A new family's email, unique in the run. */
export function familyEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
}

/** An amount in cents as the hub writes it in English: "$31.86". */
export function money(amount: number, currency: string): string {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).format(amount / 100);
}

/**
 * The days to move an account's clock so that its time is past `date` (YYYY-MM-DD): the days from the
 * server's day in UTC, and one more, as the account counts its days in its own zone (up to a day behind).
 */
export function daysPast(date: string): number {
  const today = new Date().toISOString().slice(0, 10);
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000) + 1;
}

/**
 * A new family checks out the monthly plan with a good card as a guest, sets its password on the
 * confirmation and lands in the hub, signed in on `page`.
 */
export async function newMonthlyFamily(page: Page, email: string, lastName: string) {
  await page.goto('/checkout');
  await page.getByRole('radio', { name: /^Monthly/ }).check();
  await page.getByRole('textbox', { name: 'First name' }).fill('Robin');
  await page.getByRole('textbox', { name: 'Last name' }).fill(lastName);
  await page.getByRole('textbox', { name: /^Email/ }).fill(email);
  await page.getByRole('textbox', { name: 'Phone' }).fill('2025550143');
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('12 Elm Street');
  await page.getByRole('textbox', { name: 'City' }).fill('Springfield');
  await chooseOption(page, page.getByRole('combobox', { name: 'State' }), 'Illinois');
  await page.getByRole('textbox', { name: 'Zipcode' }).fill('62704');
  await page.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
  await page.getByRole('textbox', { name: 'Expiry date (MM/YY)' }).fill('12/35');
  await page.getByRole('textbox', { name: 'Security code (CVC)' }).fill('123');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible({
    timeout: 20_000,
  });
  await page.getByLabel('New password', { exact: true }).fill(familyPassword);
  await page.getByLabel('Password confirmation').fill(familyPassword);
  await page.getByRole('button', { name: 'Create password and sign in' }).click();
  await expect(page).toHaveURL('/dashboard/account?segment=details', { timeout: 20_000 });
}

/** The account of the user signed in on `page`. */
export async function accountIdOf(page: Page): Promise<number> {
  const response = await page.request.get('/api/v2/user/info/', { headers: await apiHeaders(page) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { account: { id: number } }).account.id;
}

/**
 * Staff, in a browser of their own, find the family by its email, open its Billing tab and advance its
 * clock by `days` with the test clock's control; resolves with the staff page once the control has said
 * what the billing run did (the caller closes its context).
 */
export async function staffAdvance(browser: Browser, family: { email: string; name: string }, days: number) {
  const context = await browser.newContext();
  const staff = await context.newPage();
  await signedIn(staff, demo.staff);
  await staff.goto(`/admin/accounts?search=${encodeURIComponent(family.email)}`);
  await staff
    .getByRole('table', { name: 'Accounts' })
    .getByRole('row')
    .filter({ hasText: family.email })
    .getByRole('link', { name: family.name })
    .click();
  await expect(staff.getByRole('heading', { level: 1 })).toContainText(family.name);
  await staff
    .getByRole('tablist', { name: 'Account sections' })
    .getByRole('tab', { name: 'Billing' })
    .click();

  const clock = staff.getByRole('region', { name: 'Test clock (demo)' });
  await expect(clock).toContainText('+0 days moved so far');
  await clock.getByRole('spinbutton', { name: 'Days to advance' }).fill(String(days));
  await clock.getByRole('button', { name: 'Advance time' }).click();
  return { context, staff, clock };
}
