import { test } from '@playwright/test';
import { demo, signedIn, signedInAnyLanguage } from './support';

// Pictures of the first slice for people to look at (desktop, a 375px phone, Arabic). They land in
// test-results/e2e/screens, which git ignores; nothing is compared against them.
const viewports = {
  desktop: { width: 1280, height: 800 },
  narrow: { width: 375, height: 740 },
} as const;

for (const [name, viewport] of Object.entries(viewports)) {
  for (const language of ['en', 'ar'] as const) {
    test(`screens at ${name} in ${language}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.addInitScript((lang) => localStorage.setItem('hub.language', lang), language);
      const shot = (screen: string) =>
        page.screenshot({
          path: `test-results/e2e/screens/${screen}-${name}-${language}.png`,
          fullPage: true,
        });

      await page.goto('/login');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await shot('login');

      await page.goto('/passwordreset?ref=web-login');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await shot('password-reset');

      // The set-password form with a password half typed, so the rules show some done and some to do.
      await page.goto('/start?o=screenshot-token');
      await page.locator('input[name="password"]').fill('Fresh#start');
      await shot('set-password');

      await signedInAnyLanguage(page, demo.parent);
      // Signing in applies the user's saved language; a new page load takes the one of this test again.
      await page.goto('/dashboard/');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.locator('time').first().waitFor();
      await shot('home');

      await page.goto('/dashboard/account?segment=details');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.locator('form').waitFor();
      await shot('account');
      await page.locator('form button').first().click();
      await page.locator('form input').first().waitFor();
      await shot('account-editing');

      if (name === 'narrow') {
        await page
          .getByRole('button', { name: /menu|القائمة/i })
          .first()
          .click();
        await page.getByRole('dialog').waitFor();
        await shot('mobile-menu');
      }
    });
  }
}

test('the sunset shell and the staff shell', async ({ page }) => {
  await signedIn(page, demo.sunset);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.screenshot({ path: 'test-results/e2e/screens/shell-sunset-desktop-en.png', fullPage: true });
  await page.goto('/logout');
  await signedIn(page, demo.staff);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.screenshot({ path: 'test-results/e2e/screens/shell-staff-desktop-en.png', fullPage: true });
});
