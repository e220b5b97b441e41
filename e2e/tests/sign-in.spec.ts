import { expect, test } from '@playwright/test';
import { demo, signIn } from './support';

test.describe('signing in', () => {
  test('a parent lands on the dashboard home', async ({ page }) => {
    await signIn(page, demo.parent);
    await expect(page).toHaveURL('/dashboard/');
  });

  test('a wrong password shows the failure texts and stays on the login page', async ({ page }) => {
    await signIn(page, demo.parent, 'not-the-password');
    const alert = page.getByRole('alert').filter({ hasText: 'Failed to log in!' });
    await expect(alert).toContainText('Please make sure your email and password are correct.');
    await expect(page).toHaveURL('/login');
  });
});
