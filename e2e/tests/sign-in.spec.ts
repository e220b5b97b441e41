import { expect, test } from '@playwright/test';
import { demo, signIn, signedIn } from './support';

test.describe('signing in', () => {
  // Login goes to /dashboard/ (spec section 2); the dashboard's own redirects then apply.
  for (const { who, email, lands } of [
    { who: 'a parent', email: demo.parent, lands: '/dashboard/' },
    { who: 'a coach', email: demo.coach, lands: '/dashboard/' },
    { who: 'staff', email: demo.staff, lands: '/dashboard/' },
    { who: 'a sunset parent', email: demo.sunset, lands: '/dashboard/account?segment=details' },
    // Checkout not completed: the root rule sends them to checkout after sign-in too (issue 11).
    { who: 'a new customer', email: demo.pending, lands: '/checkout' },
    { who: 'a blocked account', email: demo.blocked, lands: '/blocked' },
  ]) {
    test(`${who} lands on ${lands}`, async ({ page }) => {
      await signIn(page, email);
      await expect(page).toHaveURL(lands, { timeout: 20_000 });
    });
  }

  test('the start page sends a new customer to checkout', async ({ page }) => {
    await signedIn(page, demo.pending);
    await page.goto('/');
    await expect(page).toHaveURL('/checkout');
  });

  test('a wrong password shows the failure texts and stays on the login page', async ({ page }) => {
    await signIn(page, demo.parent, 'not-the-password');
    const alert = page.getByRole('alert').filter({ hasText: 'Failed to log in!' });
    await expect(alert).toContainText('Please make sure your email and password are correct.');
    await expect(page).toHaveURL('/login');
  });

  test('the email parameter fills in the email', async ({ page }) => {
    await page.goto(`/login?email=${encodeURIComponent(demo.parent)}`);
    await expect(page.getByLabel('Email')).toHaveValue(demo.parent);
  });

  test('next is honoured after login', async ({ page }) => {
    await signIn(
      page,
      demo.parent,
      undefined,
      `/login?next=${encodeURIComponent('/dashboard/account?segment=details')}`,
    );
    await expect(page).toHaveURL('/dashboard/account?segment=details', { timeout: 20_000 });
  });

  test('a next that leaves the hub is ignored', async ({ page }) => {
    await signIn(page, demo.parent, undefined, `/login?next=${encodeURIComponent('//evil.example/')}`);
    await expect(page).toHaveURL('/dashboard/', { timeout: 20_000 });
  });

  test('a keyboard alone signs in', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').focus();
    await page.keyboard.type(demo.parent);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
    await page.keyboard.type('HubDemo#2026');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/dashboard/', { timeout: 20_000 });
  });

  test('a keyboard reaches the email field from the top of the page', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Welcome' }).waitFor();
    // The language select comes first, then the form.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('combobox', { name: 'Language' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Email')).toBeFocused();
  });
});

test.describe('signing out', () => {
  test('clears the tokens and the token cookie; a protected page then asks to sign in with next', async ({
    page,
    context,
  }) => {
    await signedIn(page, demo.parent);
    expect(await page.evaluate(() => localStorage.getItem('oauth2Token'))).toBeTruthy();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL('/login');
    expect(await page.evaluate(() => localStorage.getItem('oauth2Token'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('oauth2RefreshToken'))).toBeNull();
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('hub_token');

    await page.goto('/dashboard/account?segment=details');
    await expect(page).toHaveURL(`/login?next=${encodeURIComponent('/dashboard/account?segment=details')}`);
  });

  test('the revoked token no longer opens the API', async ({ page, request }) => {
    await signedIn(page, demo.parent);
    const token = await page.evaluate(() => localStorage.getItem('oauth2Token'));
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL('/login');
    const response = await request.get('/api/v2/user/info/', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.status()).toBe(401);
  });
});
