import { expect, test, type APIRequestContext, type Page } from './server';
import { demo, demoPassword, mailedLink, openSignedOutPage } from './support';

// One server for the whole run (e2e/playwright.config.ts): the demo parent's password changes here and
// is put back at the end, so the other files sign in as before.
const newPassword = 'Fresh#Start2026';

/** The set-password address (`/start?o=…`) newly mailed to `email`. */
function latestLink(request: APIRequestContext, email: string): Promise<string> {
  return mailedLink(request, email, '/start?o=');
}

/** Asks for a link on the reset page, as a person does. */
async function askForLink(page: Page, email: string) {
  await openSignedOutPage(page, '/passwordreset');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
}

let usedLink = '';

test.describe.configure({ mode: 'serial' });

test.afterAll(async ({ playwright, hubServer }) => {
  // Put the demo password back through the same two calls, with the CSRF cookie the server sets.
  const api = await playwright.request.newContext({ baseURL: hubServer.url });
  await api.get('/api/health/');
  const csrf = (await api.storageState()).cookies.find((cookie) => cookie.name === 'csrftoken')!.value;
  const headers = { 'X-CSRFTOKEN': csrf };
  const asked = await api.post('/api/v2/user/password_reset/', { data: { email: demo.parent }, headers });
  expect(asked.status()).toBe(200);
  const token = new URL(await latestLink(api, demo.parent), 'http://hub.invalid').searchParams.get('o');
  const set = await api.post('/api/v2/user/set_password/', {
    data: { token, password: demoPassword },
    headers,
  });
  expect(set.status()).toBe(200);
  await api.dispose();
});

test('a parent resets the password from the login page and signs in with the new one', async ({
  page,
  request,
}) => {
  await openSignedOutPage(page, '/login');
  await page.getByRole('link', { name: 'Forgot your password? Reset it' }).click();
  await expect(page).toHaveURL('/passwordreset?ref=web-login');
  await page.getByLabel('Email').fill(demo.parent);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

  usedLink = await latestLink(request, demo.parent);
  await page.goto(usedLink);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Password confirmation', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByRole('heading', { name: 'Password set' })).toBeVisible();

  await page.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(`/login?email=${encodeURIComponent(demo.parent)}`);
  await expect(page.getByLabel('Email')).toHaveValue(demo.parent);
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/dashboard/', { timeout: 20_000 });
});

test('the old password no longer signs in', async ({ page }) => {
  await openSignedOutPage(page, '/login');
  await page.getByLabel('Email').fill(demo.parent);
  await page.getByLabel('Password', { exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to log in!' })).toBeVisible();
});

test('a used link says so, with a way to ask for a new one', async ({ page }) => {
  await page.goto(usedLink);
  await page.getByLabel('New password', { exact: true }).fill('Another#Pass2026');
  await page.getByLabel('Password confirmation', { exact: true }).fill('Another#Pass2026');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByRole('heading', { name: 'This link no longer works' })).toBeVisible();
  await expect(
    page.getByText('This link to set a password is invalid, has expired or was already used.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Ask for a new link' }).click();
  await expect(page).toHaveURL('/passwordreset');
});

test('a weak password shows the domain’s messages, from the form and from the server', async ({
  page,
  request,
}) => {
  await askForLink(page, demo.parent);
  await page.goto(await latestLink(request, demo.parent));
  const password = page.getByLabel('New password', { exact: true });
  await password.fill('password');
  await password.blur();
  await expect(page.getByText('Password must include letters, numbers, and special symbols')).toBeVisible();

  // Only the server knows whose link it is: a password with the parent's first name comes back refused.
  await password.fill('Dana#2026play');
  await page.getByLabel('Password confirmation', { exact: true }).fill('Dana#2026play');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('Password must not contain your first or last name')).toBeVisible();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
});

test('an unknown email gets the same confirmation and no email', async ({ page, request }) => {
  await askForLink(page, 'nobody-here@demo.test');
  const response = await request.get('/api/dev/outbox/?to=nobody-here%40demo.test');
  expect(((await response.json()) as { count: number }).count).toBe(0);
});
