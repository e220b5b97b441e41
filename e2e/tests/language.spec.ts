import { expect, test } from '@playwright/test';
import { demo, signedIn, signOut } from './support';

// One server for the whole run: each test puts the language it saved back to English.

test('the language chosen in the shell survives a reload and a new sign-in on another device', async ({
  page,
}) => {
  await signedIn(page, demo.coach);
  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'Español' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  // Sign out and forget this device's choice: the one saved on the user comes back at sign-in.
  await signOut(page);
  await expect(page).toHaveURL(/\/login/);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await signedIn(page, demo.coach);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  await page.getByRole('combobox', { name: /Language|Idioma/ }).click();
  await page.getByRole('option', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('Arabic turns the login page right to left and the choice is sent at sign-in', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const login = page.waitForRequest('**/api/v2/auth/session/login/');
  await page.locator('input[type="email"]').fill(demo.newCustomer);
  await page.locator('input[type="password"]').fill('HubDemo#2026');
  await page.keyboard.press('Enter');
  expect((await login).postDataJSON()).toMatchObject({ languageCode: 'ar' });
  // Chosen on the login page, it becomes the user's saved language and stays.
  await expect(page).toHaveURL('/dashboard/account?segment=details', { timeout: 20_000 });
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');

  await page
    .getByRole('combobox', { name: /Language|اللغة/ })
    .first()
    .click();
  await page.getByRole('option', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
