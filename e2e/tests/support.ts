import { expect, type Page } from '@playwright/test';

/** Every demo user signs in with this password (apps/server/src/seed/demo.ts). */
export const demoPassword = 'HubDemo#2026';

export const demo = {
  parent: 'parent@demo.test',
  sunset: 'sunset@demo.test',
  staff: 'staff@demo.test',
  coach: 'coach@demo.test',
  newCustomer: 'newcustomer@demo.test',
  blocked: 'blocked@demo.test',
} as const;

/** Fills the login form and presses Log in; `path` is the login address (with `next` or `email`). */
export async function signIn(page: Page, email: string, password = demoPassword, path = '/login') {
  await page.goto(path);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Signs in and waits until the login page is gone. */
export async function signedIn(page: Page, email: string) {
  await signIn(page, email);
  await expect(page).not.toHaveURL(/\/login/);
}
