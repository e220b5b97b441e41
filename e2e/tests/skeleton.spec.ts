import { expect, test } from '@playwright/test';

test.describe('the hub served by the real server', () => {
  test('the server answers its health check from the database', async ({ request }) => {
    const response = await request.get('/api/health/');
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok' });
  });

  test('an unknown address shows the not-found page with a way back', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the start page' })).toHaveAttribute('href', '/');
    await page.screenshot({ path: 'test-results/e2e/not-found.png' });
  });

  test('an unknown API path answers 404 with a detail, not the web app', async ({ request }) => {
    const response = await request.get('/api/v2/no-such-endpoint/');
    expect(response.status()).toBe(404);
    expect(await response.json()).toEqual({ detail: 'Not found.' });
  });

  test('Arabic turns the page right-to-left and loads its catalog', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('hub.language', 'ar'));
    await page.goto('/no/such/page');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { name: 'الصفحة غير موجودة' })).toBeVisible();
    await page.screenshot({ path: 'test-results/e2e/not-found-ar.png' });
  });
});
