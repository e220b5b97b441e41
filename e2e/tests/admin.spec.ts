import { expect, test, type Page } from './server';
import { apiHeaders, chooseOption, demo, signedIn } from './support';

// The staff area on the started server (issue 13), as staff@demo.test and, for the refusals, as the demo
// parent. The demo world (apps/server/src/seed/demo-admin.ts) has the accounts, tags, orders, shipments
// and one outstanding billing request of each kind these tests read.

/** The accounts list's row of an account, found by its holder's name. */
function accountRow(page: Page, name: string) {
  return page.getByRole('table', { name: 'Accounts' }).getByRole('row').filter({ hasText: name });
}

/** A popup by its title: a dialog, or an alert dialog where the step cannot be undone. */
function popup(page: Page, name: string | RegExp) {
  return page.getByRole('dialog', { name }).or(page.getByRole('alertdialog', { name }));
}

/** Finds an account by its email in the list and opens its details. */
async function openAccount(page: Page, email: string, name: string) {
  await page.goto(`/admin/accounts?search=${encodeURIComponent(email)}`);
  await accountRow(page, name).getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
}

test.describe('the staff area', () => {
  test('a search finds the sunset account, flagged at risk, and opens its details', async ({ page }) => {
    await signedIn(page, demo.staff);
    await page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Accounts' }).click();
    await expect(page).toHaveURL(/\/admin\/accounts$/);
    await page.getByRole('searchbox', { name: 'Search accounts' }).fill('sunset@demo');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/search=sunset%40demo/);
    const row = accountRow(page, 'Sam Okafor');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('sunset@demo.test');
    await expect(row).toContainText('No play in 14 days');
    await expect(page.getByRole('table', { name: 'Accounts' }).getByRole('row')).toHaveCount(2);

    // The search is in the address: a reload keeps it.
    await page.reload();
    await expect(accountRow(page, 'Sam Okafor')).toHaveCount(1);
    await row.getByRole('link', { name: 'Sam Okafor' }).click();
    await expect(page).toHaveURL(/\/admin\/accounts\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Sam Okafor');
  });

  test('the tag filter lists the accounts with that tag', async ({ page }) => {
    await signedIn(page, demo.staff);
    await page.goto('/admin/accounts');
    await chooseOption(page, page.getByRole('combobox', { name: 'Tag' }), 'legacy');
    await expect(page).toHaveURL(/tag=legacy/);
    await expect(accountRow(page, 'Sam Okafor')).toHaveCount(1);
    await expect(accountRow(page, 'Dana Rivera')).toHaveCount(0);
  });

  test('churn risk and last play order the whole list on the server, and the address keeps the order', async ({
    page,
  }) => {
    await signedIn(page, demo.staff);
    await page.goto('/admin/accounts');
    const table = page.getByRole('table', { name: 'Accounts' });
    const firstRow = table.getByRole('row').nth(1);
    await expect(firstRow).toBeVisible();
    const riskHeader = table.getByRole('columnheader', { name: 'Churn risk' });
    await riskHeader.getByRole('button').click();
    await expect(page).toHaveURL(/ordering=churn_risk/);
    await riskHeader.getByRole('button').click();
    await expect(page).toHaveURL(/ordering=-churn_risk/);
    await expect(riskHeader).toHaveAttribute('aria-sort', 'descending');
    // The most at risk first: a requested cancel (the demo world's cancelling@demo.test has one).
    await expect(firstRow).toContainText('Cancellation requested');

    await page.reload();
    await expect(riskHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(firstRow).toContainText('Cancellation requested');

    const playHeader = table.getByRole('columnheader', { name: 'Last play' });
    await playHeader.getByRole('button').click();
    await expect(page).toHaveURL(/ordering=last_play_at/);
    await expect(playHeader).toHaveAttribute('aria-sort', 'ascending');
    // Never played first (the demo world's blocked account never played).
    await expect(firstRow.getByRole('cell').last()).toHaveText('Never');
  });

  test('the orders, outstanding requests and shipments pages list the demo world’s items', async ({
    page,
  }) => {
    await signedIn(page, demo.staff);
    const bar = page.getByRole('navigation', { name: 'Staff' });

    await bar.getByRole('link', { name: 'Orders' }).click();
    await expect(page).toHaveURL(/\/admin\/orders$/);
    const orders = page.getByRole('table', { name: 'Orders' });
    await expect(orders.getByRole('row').filter({ hasText: 'sunset@demo.test' }).first()).toBeVisible();
    await expect(orders.getByRole('row').filter({ hasText: 'parent@demo.test' }).first()).toBeVisible();

    await bar.getByRole('link', { name: 'Outstanding Billing Requests' }).click();
    await expect(page).toHaveURL(/\/admin\/billing-requests$/);
    const requests = page.getByRole('table', { name: 'Outstanding billing requests, oldest first' });
    for (const email of ['returning@demo.test', 'renewing@demo.test']) {
      await expect(requests.getByRole('row').filter({ hasText: email }).first()).toBeVisible();
    }

    await bar.getByRole('link', { name: 'Shipments' }).click();
    await expect(page).toHaveURL(/\/admin\/shipments$/);
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  });

  test('an account’s details show its notes, tags, shipments, orders and invoices; a note added stays first', async ({
    page,
  }) => {
    await signedIn(page, demo.staff);
    await openAccount(page, 'parent@demo.test', 'Dana Rivera');
    const sections = page.getByRole('tablist', { name: 'Account sections' });

    // Overview: the tags.
    await expect(page.getByRole('button', { name: 'Remove tag hub-dashboard' })).toBeVisible();

    // Notes: the demo's three, newest first; a new one comes first and the count goes up.
    await sections.getByRole('tab', { name: 'Notes (3)' }).click();
    const notes = page.getByRole('list', { name: 'Notes, newest first' });
    await expect(notes.getByRole('listitem')).toHaveCount(3);
    await expect(notes.getByRole('listitem').first()).toContainText('Replacement sensor sent');
    const text = `Called back about the strap (${test.info().project.name}).`;
    await page.getByRole('textbox', { name: 'New note' }).fill(text);
    await page.getByRole('button', { name: 'Add note' }).click();
    await expect(page.getByText('Note added.')).toBeVisible();
    await expect(notes.getByRole('listitem').first()).toContainText(text);
    await expect(notes.getByRole('listitem').first()).toContainText('Alex Staff');
    await expect(sections.getByRole('tab', { name: 'Notes (4)' })).toBeVisible();
    await page.reload();
    await expect(
      page.getByRole('list', { name: 'Notes, newest first' }).getByRole('listitem').first(),
    ).toContainText(text);

    // Shipments and orders.
    await sections.getByRole('tab', { name: 'Shipments & orders' }).click();
    await expect(page.getByRole('heading', { name: 'Shipments' })).toBeVisible();
    await expect(page.getByText('No shipments yet')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Orders' })).toBeVisible();
    await expect(page.getByText('No orders', { exact: true })).toHaveCount(0);

    // Billing: the subscription and the invoices.
    await sections.getByRole('tab', { name: 'Billing' }).click();
    await expect(page.getByRole('heading', { name: 'Subscription' })).toBeVisible();
    await expect(
      page
        .getByRole('button', { name: /^Print invoice/ })
        .or(page.getByRole('link', { name: /^Print invoice/ }))
        .first(),
    ).toBeVisible();
  });

  test('a tag added on the details shows in the list’s filter', async ({ page }) => {
    await signedIn(page, demo.staff);
    await openAccount(page, 'sunset@demo.test', 'Sam Okafor');
    await chooseOption(page, page.getByRole('combobox', { name: 'Add a tag' }), 'vip-support');
    await page.getByRole('button', { name: 'Add tag' }).click();
    await expect(page.getByText('Tag vip-support added.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove tag vip-support' })).toBeVisible();

    await page.getByRole('link', { name: 'Back to all accounts' }).click();
    await chooseOption(page, page.getByRole('combobox', { name: 'Tag' }), 'vip-support');
    await expect(accountRow(page, 'Sam Okafor')).toHaveCount(1);
    await expect(accountRow(page, 'Sam Okafor')).toContainText('vip-support');
  });

  test('staff confirm a waiting renewal and refund a paid invoice', async ({ page }) => {
    await signedIn(page, demo.staff);
    await openAccount(page, 'renewing@demo.test', 'Avery Kim');
    await page
      .getByRole('tablist', { name: 'Account sections' })
      .getByRole('tab', { name: 'Billing' })
      .click();
    await page.getByRole('button', { name: 'Confirm renewal' }).click();
    const confirm = popup(page, 'Confirm the renewal of Avery Kim?');
    await confirm.getByRole('button', { name: 'Confirm renewal' }).click();
    await expect(page.getByText('Renewal confirmed: a new term has started.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Confirm renewal' })).toHaveCount(0);

    await openAccount(page, 'sunset@demo.test', 'Sam Okafor');
    await page
      .getByRole('tablist', { name: 'Account sections' })
      .getByRole('tab', { name: 'Billing' })
      .click();
    const refund = page.getByRole('button', { name: /^Refund invoice/ }).first();
    const name = (await refund.getAttribute('aria-label')) ?? (await refund.innerText());
    const number = name.replace('Refund invoice ', '');
    await refund.click();
    const refundPopup = popup(page, new RegExp(`^Refund invoice ${number} of`));
    await refundPopup.getByRole('button', { name: /^Refund / }).click();
    await expect(page.getByText(new RegExp(`Invoice ${number} is refunded`))).toBeVisible();
    await expect(page.getByRole('button', { name: `Refund invoice ${number}` })).toHaveCount(0);
  });

  test('a parent sees no staff data at /admin, and every admin call answers 403', async ({ page }) => {
    await signedIn(page, demo.parent);
    await page.goto('/admin/accounts');
    await expect(page).not.toHaveURL(/\/admin/);
    await expect(page.getByRole('navigation', { name: 'Staff' })).toHaveCount(0);
    await expect(page.getByRole('table', { name: 'Accounts' })).toHaveCount(0);

    const headers = await apiHeaders(page);
    const forbidden = { detail: 'You do not have permission to perform this action.' };
    const calls: [method: 'get' | 'post' | 'patch' | 'put' | 'delete', path: string][] = [
      ['get', '/api/v2/admin/accounts/'],
      ['get', '/api/v2/admin/accounts/1/'],
      ['patch', '/api/v2/admin/accounts/1/'],
      ['get', '/api/v2/admin/accounts/tags/'],
      ['get', '/api/v2/admin/accounts/1/notes/'],
      ['post', '/api/v2/admin/accounts/notes/'],
      ['get', '/api/v2/admin/accounts/1/timeline/'],
      ['get', '/api/v2/admin/billing/account/1/shipments/'],
      ['get', '/api/v2/admin/shipments/'],
      ['post', '/api/v2/admin/shipping/'],
      ['get', '/api/v2/admin/orders/'],
      ['get', '/api/v2/admin/billing/requests/'],
      ['post', '/api/v2/admin/billing/account/1/renew/'],
      ['put', '/api/v2/admin/transit_account_to_lq/1/'],
    ];
    for (const [method, path] of calls) {
      const response = await page.request[method](path, { headers, data: method === 'get' ? undefined : {} });
      expect(response.status(), `${method.toUpperCase()} ${path}`).toBe(403);
      expect(await response.json()).toEqual(forbidden);
    }
  });
});
