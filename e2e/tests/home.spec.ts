import { expect, test } from './server';
import { axeViolations, demo, signedIn } from './support';

interface PlayerRow {
  id: number;
  name: string;
}

test.describe('Home', () => {
  test('the demo parent lands on Home and sees both players with links to their stats', async ({
    page,
    request,
  }) => {
    await signedIn(page, demo.parent);
    await expect(page).toHaveURL('/dashboard/');

    // The ids the server gave Maya and Leo, read as the hub reads them.
    const headers = {
      Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('oauth2Token'))}`,
    };
    const info = (await (await request.get('/api/v2/user/info/', { headers })).json()) as {
      account: { id: number };
    };
    const players = (await (
      await request.get(`/api/v2/player/accounts/${info.account.id}`, { headers })
    ).json()) as {
      results: PlayerRow[];
    };
    const idOf = (name: string) => players.results.find((player) => player.name === name)!.id;

    for (const name of ['Maya', 'Leo']) {
      const card = page.getByRole('region', { name });
      await expect(card).toBeVisible();
      await expect(card.getByRole('link', { name: 'View stats' })).toHaveAttribute(
        'href',
        `/dashboard/stats?pid=${idOf(name)}`,
      );
    }
    const account = page.getByRole('region', { name: 'Your account' });
    await expect(account.getByRole('link', { name: /Account details/ })).toBeVisible();
    await expect(account.getByRole('link', { name: /Subscription & Billing/ })).toBeVisible();

    await page.getByRole('region', { name: 'Leo' }).getByRole('link', { name: 'View stats' }).click();
    await expect(page).toHaveURL(`/dashboard/stats?pid=${idOf('Leo')}`);
  });

  test('a parent reaches the account details from Home', async ({ page }) => {
    await signedIn(page, demo.parent);
    await page
      .getByRole('region', { name: 'Your account' })
      .getByRole('link', { name: /Account details/ })
      .click();
    await expect(page).toHaveURL('/dashboard/account?segment=details');
    await expect(page.getByRole('form', { name: 'Account details' })).toBeVisible();
  });

  test('has no WCAG 2.2 AA violations', async ({ page }) => {
    await signedIn(page, demo.parent);
    await page.getByRole('region', { name: 'Maya' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});
