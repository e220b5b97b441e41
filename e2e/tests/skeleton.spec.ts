import { expect, test } from './server';

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

  test('the hub runs under a CSP that refuses inline script, signing in included, and breaks none of it', async ({
    page,
  }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) violations.push(message.text());
    });
    const response = await page.goto('/login');
    const csp = response!.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    await page.getByLabel('Email').fill('parent@demo.test');
    await page.getByLabel('Password', { exact: true }).fill('HubDemo#2026');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).not.toHaveURL(/\/login/, { timeout: 20_000 });
    await expect(page.getByRole('main')).toBeVisible();
    expect(violations).toEqual([]);
    // An injected inline script would not run.
    // The browser announces the refusal (a securitypolicyviolation event); an inline script runs as it is
    // appended, so by then it would have run.
    const ran = await page.evaluate(async () => {
      const refused = new Promise((resolve) =>
        document.addEventListener('securitypolicyviolation', resolve, { once: true }),
      );
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.append(script);
      await refused;
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
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
