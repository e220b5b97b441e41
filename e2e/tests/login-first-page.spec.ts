import { expect, test, type Page } from './server';
import { demo, demoPassword, openSignedOutPage } from './support';

// Issue 30: the language select of the prerendered /login works before the page has hydrated (a phone can
// take a second or more to load and run the hub's JavaScript), through /choose-language.js, and after
// hydration switches the page at once, as before (docs/decisions.md "The first page").

/** The hub's own JavaScript (its built chunks) never arrives: the page stays as the server sent it. */
async function withoutHubScripts(page: Page) {
  await page.route('**/assets/*.js', (route) => route.abort());
}

/** Keeps the login request from the server (no language is saved on the demo user): its body. */
async function holdLogin(page: Page) {
  let sent!: (body: unknown) => void;
  const body = new Promise<unknown>((resolve) => (sent = resolve));
  await page.route('**/api/v2/auth/session/login/', async (route) => {
    sent(route.request().postDataJSON());
    await route.abort();
  });
  return body;
}

test('the language changes on the prerendered page while the hub’s JavaScript cannot load', async ({
  page,
}) => {
  await withoutHubScripts(page);
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome');

  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Español' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bienvenida');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es');

  await page.getByRole('combobox', { name: 'Idioma' }).selectOption({ label: 'العربية' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('مرحبًا');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // All of it without the hub's scripts: the page never became the app's.
  await expect(page.locator('#root')).not.toHaveAttribute('data-ready');
});

test('a language picked before hydration is the page’s once the scripts run, and is sent at sign-in', async ({
  page,
}) => {
  await withoutHubScripts(page);
  await page.goto('/login');
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Español' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bienvenida');

  // The scripts arrive (a reload of the address the choice led to).
  await page.unrouteAll();
  await page.reload();
  await page.locator('#root[data-ready]').waitFor({ state: 'attached' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bienvenida');
  await expect(page).toHaveURL('/login');

  const login = holdLogin(page);
  await page.locator('input[name="email"]').fill(demo.parent);
  await page.locator('input[name="password"]').fill(demoPassword);
  await page.keyboard.press('Enter');
  expect(await login).toMatchObject({ languageCode: 'es' });
});

test('after hydration the select switches the page at once, keeping what was typed', async ({ page }) => {
  await openSignedOutPage(page, '/login');
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest()) documents.push(request.url());
  });
  await page.locator('input[name="email"]').fill(demo.parent);

  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'العربية' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('مرحبًا');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('input[name="email"]')).toHaveValue(demo.parent);

  await page.getByRole('combobox', { name: 'اللغة' }).selectOption({ label: 'English' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  // Switched in place: no page load.
  expect(documents).toEqual([]);
});
