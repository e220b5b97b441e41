import { expect, test, type Page } from './server';
import { apiHeaders, chooseOption, demo, signedIn } from './support';

// Staff's contacts with a family and an account's remote configuration on the started server (issue 28), as
// staff@demo.test on Morgan Lee's account (monthly@demo.test): the demo seeds its `metagame` entry
// ({"product":"city"}, apps/server/src/seed/demo.ts). Each test writes values of its own run, so it passes
// again on the same database.

/** Finds an account by its email in the list and opens its details. */
async function openAccount(page: Page, email: string, name: string) {
  await page.goto(`/admin/accounts?search=${encodeURIComponent(email)}`);
  await page
    .getByRole('table', { name: 'Accounts' })
    .getByRole('row')
    .filter({ hasText: name })
    .getByRole('link', { name })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
}

test.describe('staff’s contacts and remote configuration', () => {
  test('a call staff log shows among the contacts and on the account’s timeline', async ({ page }) => {
    await signedIn(page, demo.staff);
    await openAccount(page, 'monthly@demo.test', 'Morgan Lee');
    const sections = page.getByRole('tablist', { name: 'Account sections' });
    await sections.getByRole('tab', { name: 'Support' }).click();

    const contacts = page.getByRole('region', { name: 'Contacts with the family' });
    const kind = contacts.getByRole('combobox', { name: /What kind of contact/ });
    await kind.click();
    // The choices are what OPTIONS offers staff.
    await expect(page.getByRole('option')).toHaveText(['Phone call', 'Email', 'Chat']);
    await page.keyboard.press('Escape');
    await chooseOption(page, kind, 'Phone call');
    const summary = `Talked through the failed charge (${test.info().project.name} ${Date.now()}).`;
    await contacts.getByRole('textbox', { name: /Summary/ }).fill(summary);
    await contacts.getByRole('button', { name: 'Log contact' }).click();
    await expect(contacts.getByText('Phone call logged. It is on the timeline.')).toBeVisible();
    await expect(
      contacts.getByRole('list', { name: 'Contacts, newest first' }).getByRole('listitem').first(),
    ).toContainText(summary);

    await sections.getByRole('tab', { name: 'Timeline' }).click();
    const timeline = page.getByRole('region', { name: 'Timeline' });
    await chooseOption(page, timeline.getByRole('combobox', { name: 'Show' }), 'Contact');
    const first = timeline.getByRole('list', { name: 'Events, newest first' }).getByRole('listitem').first();
    await expect(first).toContainText('Contact');
    await expect(first).toContainText(`Phone call: ${summary}`);
    await expect(first).toContainText('Alex Staff');

    // Kept by the server: a reload reads it back. The filter again, since the demo's play of the day can be
    // later than now and come first among all events.
    await page.reload();
    await chooseOption(page, timeline.getByRole('combobox', { name: 'Show' }), 'Contact');
    await expect(
      timeline.getByRole('list', { name: 'Events, newest first' }).getByRole('listitem').first(),
    ).toContainText(summary);
  });

  test('a remote config edited: JSON is required, and the saved value replaces the entry', async ({
    page,
  }) => {
    await signedIn(page, demo.staff);
    await openAccount(page, 'monthly@demo.test', 'Morgan Lee');
    const configs = page.getByRole('region', { name: 'Remote configuration' });
    const entries = configs.getByRole('list', { name: 'Remote configuration entries' });
    await expect(entries.getByRole('heading', { name: 'metagame' })).toBeVisible();

    await configs.getByRole('button', { name: 'Edit metagame' }).click();
    const popup = page.getByRole('dialog', { name: /metagame/ });
    const value = popup.getByRole('textbox', { name: 'Value (JSON)' });
    await value.fill('{product}city');
    await value.blur();
    await expect(
      popup.getByText(
        'Value must be valid JSON: text in double quotes ("city"), a number (42), a list (["a", "b"]) or an object',
      ),
    ).toBeVisible();

    const product = `city-${Date.now()}`;
    await value.fill(`{"product": "${product}"}`);
    await popup.getByRole('button', { name: 'Save value' }).click();
    await expect(popup).toBeHidden();
    await expect(configs.getByText('metagame saved.')).toBeVisible();
    await expect(entries.getByRole('listitem')).toHaveCount(1);
    await expect(entries.getByRole('listitem').first()).toContainText(product);

    // The server kept it, as the family's own read of its configs shows.
    await page.reload();
    await expect(
      page.getByRole('list', { name: 'Remote configuration entries' }).getByRole('listitem').first(),
    ).toContainText(product);
  });

  test('a family may neither edit a remote config nor log a call', async ({ page }) => {
    await signedIn(page, demo.monthly);
    const headers = await apiHeaders(page);
    const info = (await (await page.request.get('/api/v2/user/info/', { headers })).json()) as {
      account: { id: number };
    };
    const account = info.account.id;
    const edit = await page.request.patch(`/api/v2/accounts/${account}/remote_configs/metagame/`, {
      headers,
      data: { config_value: '{"product":"mine"}' },
    });
    expect(edit.status()).toBe(403);
    const call = await page.request.post(`/api/v1/accounts/${account}/customer_interactions/`, {
      headers,
      data: { kind: 'call' },
    });
    expect(call.status()).toBe(400);
    expect(await call.json()).toEqual({ kind: ['"call" is not a valid choice.'] });
  });
});
