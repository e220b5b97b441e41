import { expect, test } from './server';
import { demo, signIn } from './support';

// Where signing in lands a family (docs/decisions.md "Issue 28: menu, booking, onboarding landing"):
// welcome@ has onboarding steps still to pass (apps/server/src/seed/demo-account.ts; onboarding.spec.ts
// may have passed the first on the same server, which leaves two), family@ has passed them all.

test('welcome@demo.test lands on onboarding after sign-in, and Home asks to finish setting up', async ({
  page,
}) => {
  await signIn(page, demo.welcome);
  await expect(page).toHaveURL('/dashboard/welcome', { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Priya!' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'First steps' }).getByText('To do').first()).toBeVisible();

  // Home, from the menu: the card says how many steps are left and leads back to the welcome page.
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL('/dashboard');
  const card = page.getByRole('region', { name: 'Finish setting up' });
  await expect(card).toContainText(/\d steps? (is|are) left to get your family started\./);
  await card.getByRole('link', { name: 'Continue setting up' }).click();
  await expect(page).toHaveURL('/dashboard/welcome');
  await expect(page.getByRole('list', { name: 'First steps' })).toBeVisible();
});

test('a family with every step passed lands on Home after sign-in', async ({ page }) => {
  await signIn(page, demo.family);
  await expect(page).toHaveURL('/dashboard/', { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Tessa' })).toBeVisible();
});
