import { expect, test } from './server';
import { axeViolations, demo, openSignedOutPage, signedIn, signOut } from './support';

// WCAG 2.2 AA through axe, as the stories check their components.
test.describe('accessibility', () => {
  test('the login page', async ({ page }) => {
    await openSignedOutPage(page, '/login');
    await page.getByRole('heading', { name: 'Welcome' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the login page with a failed login', async ({ page }) => {
    await openSignedOutPage(page, '/login');
    await page.getByLabel('Email').fill(demo.parent);
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('Failed to log in!').waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the shell (staff: admin bar and full menu)', async ({ page }) => {
    await signedIn(page, demo.staff);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the account details, read and while editing', async ({ page }) => {
    await signedIn(page, demo.parent);
    await page.goto('/dashboard/account?segment=details');
    const form = page.getByRole('form', { name: 'Account details' });
    await form.getByRole('button', { name: 'Edit' }).click();
    await form.getByLabel('City').fill('');
    await form.getByLabel('City').blur();
    await form.getByText('City is required').waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the sunset shell and the blocked page', async ({ page }) => {
    await signedIn(page, demo.sunset);
    await page.getByRole('region', { name: 'Player stats have moved' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await signOut(page);
    await signedIn(page, demo.blocked);
    await page.getByRole('heading', { name: 'Your account is unavailable' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});
