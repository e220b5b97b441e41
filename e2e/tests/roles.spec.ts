import { expect, test } from './server';
import { demo, signedIn, signOut } from './support';

test.describe('the menu per role', () => {
  for (const { who, email, shows, hides } of [
    {
      who: 'a parent',
      email: demo.parent,
      shows: ['Home', 'Player Stats', 'Game Directions', 'Account', 'Support', 'Community'],
      hides: ['Coaching', 'Admin'],
    },
    {
      who: 'a coach',
      email: demo.coach,
      shows: ['Home', 'Player Stats', 'Coaching', 'Account', 'Support'],
      hides: ['Community', 'Admin'],
    },
    {
      who: 'staff',
      email: demo.staff,
      shows: ['Home', 'Player Stats', 'Account', 'Support', 'Community', 'Admin'],
      hides: ['Coaching'],
    },
  ]) {
    test(`${who} sees ${shows.join(', ')} and not ${hides.join(', ')}`, async ({ page }) => {
      await signedIn(page, email);
      const menu = page.getByRole('navigation', { name: 'Main menu' });
      for (const label of shows) await expect(menu.getByText(label, { exact: true })).toBeVisible();
      for (const label of hides) await expect(menu.getByText(label, { exact: true })).toHaveCount(0);
    });
  }

  test('staff see the admin bar with their name and Logout', async ({ page }) => {
    await signedIn(page, demo.staff);
    const bar = page.getByRole('navigation', { name: 'Staff' });
    for (const label of ['Accounts', 'Orders', 'Outstanding Billing Requests', 'Shipments']) {
      await expect(bar.getByRole('link', { name: label })).toBeVisible();
    }
    await expect(page.getByText('Alex Staff')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  });

  test('a parent sees no admin bar', async ({ page }) => {
    await signedIn(page, demo.parent);
    await expect(page.getByRole('navigation', { name: 'Staff' })).toHaveCount(0);
  });

  test('a parent greeted by first name, with Player Stats usable (two players)', async ({ page }) => {
    await signedIn(page, demo.parent);
    await expect(page.getByText('Hi, Dana')).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Player Stats' }),
    ).toBeVisible();
  });

  test('a sunset account sees the banner and neither Home nor Player Stats', async ({ page }) => {
    await signedIn(page, demo.sunset);
    await expect(page.getByRole('region', { name: 'Player stats have moved' })).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('link', { name: 'Account' })).toBeVisible();
    await expect(menu.getByText('Home', { exact: true })).toHaveCount(0);
    await expect(menu.getByText('Player Stats', { exact: true })).toHaveCount(0);
    // Sam's only child (Ivy, deactivated: the demo's quiet account) has play, but the stats have moved.
    await page.goto('/dashboard/stats');
    await expect(page).toHaveURL('/dashboard/account?segment=details');
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/dashboard/account?segment=details');
  });

  test('a coach reaches coaching from a booking link; a parent reaches the booking page, and is sent home from coaching', async ({
    page,
  }) => {
    await signedIn(page, demo.coach);
    await page.goto('/dashboard/booking?ref=mail');
    await expect(page).toHaveURL('/dashboard/coaching?ref=mail');
    await signOut(page);
    await signedIn(page, demo.parent);
    await page.goto('/dashboard/booking?ref=mail');
    await expect(page).toHaveURL('/dashboard/coaches?ref=mail');
    await expect(page.getByRole('heading', { level: 1, name: 'Book a call' })).toBeVisible();
    await page.goto('/dashboard/coaching');
    await expect(page).toHaveURL('/dashboard');
  });

  test('staff open the hub’s own account list from the menu’s Admin, with no parent promotions', async ({
    page,
  }) => {
    await signedIn(page, demo.staff);
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'Admin', exact: true }).click();
    await expect(page).toHaveURL('/admin/accounts');
    await expect(page.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Admin', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('region', { name: 'Get the free parent app' })).toHaveCount(0);
  });

  test('below 900px the menu slides in and closes with its close button', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signedIn(page, demo.parent);
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const panel = page.getByRole('dialog', { name: 'Menu' });
    await expect(panel.getByRole('link', { name: 'Account Details' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Subscription & Billing' })).toBeVisible();
    await panel.getByRole('button', { name: 'Close' }).click();
    await expect(panel).toBeHidden();
  });

  test('Sign out in the mobile menu posts to /logout and lands on the login page', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signedIn(page, demo.parent);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL('/login');
    expect(await page.evaluate(() => localStorage.getItem('oauth2Token'))).toBeNull();
  });
});

test('a link to /logout signs nobody out: the page asks first', async ({ page }) => {
  await signedIn(page, demo.parent);
  await page.goto('/logout');
  await expect(page.getByRole('heading', { name: 'Sign out?' })).toBeVisible();
  await page.getByRole('link', { name: 'Stay signed in' }).click();
  await expect(page).toHaveURL('/dashboard');
  expect(await page.evaluate(() => localStorage.getItem('oauth2Token'))).not.toBeNull();
});

test.describe('a blocked account', () => {
  test('is stopped on a clear page with support contacts and a way to sign out', async ({ page }) => {
    await signedIn(page, demo.blocked);
    await expect(page).toHaveURL('/blocked');
    await expect(page.getByRole('heading', { name: 'Your account is unavailable' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^support@/ })).toHaveAttribute('href', /^mailto:/);
    await expect(page.getByRole('link', { name: /^1-800/ })).toHaveAttribute('href', /^tel:/);

    await page.goto('/dashboard/account');
    await expect(page).toHaveURL('/blocked');

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL('/login');
  });

  test("gets 403 from its own account's endpoints", async ({ page, request }) => {
    await signedIn(page, demo.blocked);
    const token = await page.evaluate(() => localStorage.getItem('oauth2Token'));
    const response = await request.get('/api/v2/user/', { headers: { Authorization: `Bearer ${token}` } });
    expect(response.status()).toBe(403);
  });
});

test("another account's user cannot read an account that is not theirs", async ({ page, request }) => {
  await signedIn(page, demo.parent);
  const token = await page.evaluate(() => localStorage.getItem('oauth2Token'));
  const headers = { Authorization: `Bearer ${token}` };
  const own = (await (await request.get('/api/v2/user/info/', { headers })).json()) as {
    account: { id: number };
  };
  expect((await request.get(`/api/v2/accounts/${own.account.id}/`, { headers })).status()).toBe(200);
  for (const other of [own.account.id + 1, own.account.id + 2, 999_999]) {
    const status = (await request.get(`/api/v2/accounts/${other}/`, { headers })).status();
    expect([403, 404]).toContain(status);
  }
});
