import { expect, test } from './server';
import { demo, signedIn } from './support';

// Only in the run against two processes (e2e/playwright.two-servers.config.ts): the balancer names the
// process that answered in X-Hub-Upstream.
test.describe('two server processes behind a balancer', () => {
  test('a session made by one process is honoured by the other, page after page', async ({ page }) => {
    test.skip(test.info().project.name !== 'two-processes', 'needs the two-process run');
    const upstreams = new Set<string>();
    page.on('response', (response) => {
      const upstream = response.headers()['x-hub-upstream'];
      if (upstream && response.url().includes('/api/')) upstreams.add(upstream);
    });
    await signedIn(page, demo.parent);
    await page.goto('/dashboard/account?segment=details');
    await expect(page.getByRole('form', { name: 'Account details' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('form', { name: 'Account details' })).toBeVisible();
    expect([...upstreams].sort()).toEqual(['1', '2']);
  });
});
