import { expect, test, type Page } from './server';
import { apiHeaders, axeViolations, demo, mailedLink, openSignedOutPage, signedIn, signOut } from './support';

// One server and one database for the whole run (e2e/playwright.config.ts). These tests change family@'s
// account (a tablet's kiosk mode, a new caregiver, the marketing choice) and put back what others read.

const accountPath = '/dashboard/account?segment=details';

async function userInfo(page: Page) {
  const response = await page.request.get('/api/v3/user_info/', { headers: await apiHeaders(page) });
  expect(response.status()).toBe(200);
  return (await response.json()) as { id: number; marketing_opt_out: boolean; account: { id: number } };
}

test('turns a tablet’s kiosk mode on, and it is still on after a reload', async ({ page }) => {
  await signedIn(page, demo.family);
  await page.goto(accountPath);
  const devices = page.getByRole('region', { name: 'Devices' });
  const bedroom = devices.getByRole('switch', { name: 'Bedroom tablet Kiosk mode' });
  await expect(bedroom).not.toBeChecked();
  await expect(devices.getByRole('switch', { name: 'Kitchen tablet Kiosk mode' })).toBeChecked();

  await bedroom.press('Space');
  await expect(bedroom).toBeChecked();
  await expect(bedroom).toBeEnabled();

  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Devices' }).getByRole('switch', { name: 'Bedroom tablet Kiosk mode' }),
  ).toBeChecked();

  // Put back for the tests after this one.
  await page.getByRole('switch', { name: 'Bedroom tablet Kiosk mode' }).click();
  await expect(page.getByRole('switch', { name: 'Bedroom tablet Kiosk mode' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Bedroom tablet Kiosk mode' })).toBeEnabled();
});

test('invites a caregiver, who sets a password from the emailed link and sees the same children', async ({
  page,
  browser,
}) => {
  const email = `grandpa-${Date.now()}@example.test`;
  await signedIn(page, demo.family);
  await page.goto(accountPath);
  const people = page.getByRole('region', { name: 'People on this account' });
  const form = people.getByRole('form', { name: 'Add a caregiver' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('First name').fill('Louis');
  await form.getByLabel('Last name').fill('Moreau');
  await form.getByRole('button', { name: 'Send invitation' }).click();
  // The sentence names the address (its other words come from the catalogs).
  await expect(form.getByText(email)).toBeVisible();
  const list = people.getByRole('list', { name: 'People on this account' });
  await expect(list.getByRole('listitem').filter({ hasText: email })).toContainText('Invitation sent');
  const familyPlayers = await page.request.get(
    `/api/v2/player/accounts/${(await userInfo(page)).account.id}`,
    {
      headers: await apiHeaders(page),
    },
  );
  const names = ((await familyPlayers.json()) as { results: { name: string }[] }).results.map((p) => p.name);

  // The caregiver, in a browser of their own: the link from the email, a password, then the sign-in.
  const context = await browser.newContext();
  const caregiver = await context.newPage();
  const link = await mailedLink(page.request, email, '/start?o=');
  await caregiver.goto(link);
  const password = 'Grand#Parent2026';
  await caregiver.getByLabel('New password', { exact: true }).fill(password);
  await caregiver.getByLabel('Password confirmation', { exact: true }).fill(password);
  await caregiver.getByRole('button', { name: 'Set password' }).click();
  await expect(caregiver.getByRole('heading', { name: 'Password set' })).toBeVisible();

  // The link works once.
  const again = await context.newPage();
  await again.goto(link);
  await again.getByLabel('New password', { exact: true }).fill('Another#Pass2026');
  await again.getByLabel('Password confirmation', { exact: true }).fill('Another#Pass2026');
  await again.getByRole('button', { name: 'Set password' }).click();
  await expect(again.getByRole('heading', { name: 'This link no longer works' })).toBeVisible();

  await openSignedOutPage(caregiver, '/login');
  await caregiver.getByLabel('Email').fill(email);
  await caregiver.getByLabel('Password', { exact: true }).fill(password);
  await caregiver.getByRole('button', { name: 'Log in' }).click();
  await expect(caregiver).not.toHaveURL(/\/login/, { timeout: 20_000 });
  const info = await userInfo(caregiver);
  expect(info.account.id).toBe((await userInfo(page)).account.id);
  const theirs = await caregiver.request.get(`/api/v2/player/accounts/${info.account.id}`, {
    headers: await apiHeaders(caregiver),
  });
  expect(((await theirs.json()) as { results: { name: string }[] }).results.map((p) => p.name)).toEqual(
    names,
  );

  // The account tab lists both of them, the caregiver active now; no billing for the caregiver.
  await caregiver.goto(accountPath);
  const theirList = caregiver.getByRole('list', { name: 'People on this account' });
  await expect(theirList.getByText(demo.family)).toBeVisible();
  await expect(theirList.getByRole('listitem').filter({ hasText: email })).toContainText('You');
  await expect(theirList.getByRole('listitem').filter({ hasText: email })).not.toContainText(
    'Invitation sent',
  );
  await expect(caregiver.getByRole('tab', { name: 'Subscription & Billing' })).toHaveCount(0);
  expect(await axeViolations(caregiver)).toEqual([]);
  await context.close();
});

test('opts out of marketing emails, and the choice survives a reload', async ({ page }) => {
  await signedIn(page, demo.family);
  await page.goto(accountPath);
  const privacy = page.getByRole('region', { name: 'Privacy' });
  await privacy.getByRole('button', { name: 'Stop marketing emails' }).click();
  await expect(privacy.getByText('You will no longer get marketing emails from us.')).toBeVisible();
  expect((await userInfo(page)).marketing_opt_out).toBe(true);
  await page.reload();
  const button = page
    .getByRole('region', { name: 'Privacy' })
    .getByRole('button', { name: 'Get marketing emails again' });
  await expect(button).toBeVisible();

  // Put back for the tests after this one.
  await button.click();
  await expect(
    page.getByRole('region', { name: 'Privacy' }).getByRole('button', { name: 'Stop marketing emails' }),
  ).toBeVisible();
});

test('the educator (the special user kind) has its own menu: no Community', async ({ page }) => {
  await signedIn(page, demo.educator);
  await page.goto(accountPath);
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Account' })).toBeVisible();
  await expect(menu.getByRole('link', { name: /Community/ })).toHaveCount(0);
  await expect(
    page.getByText('Your classroom’s two spare heart-rate sensors shipped on Monday.'),
  ).toBeVisible();
  await signOut(page);
});

test('another family gets 403 on each of these calls', async ({ page }) => {
  await signedIn(page, demo.family);
  const family = await userInfo(page);
  const devices = (await (
    await page.request.get(`/api/v2/user/accounts/${family.account.id}/devices/`, {
      headers: await apiHeaders(page),
    })
  ).json()) as { results: { id: number }[] };
  await signOut(page);

  await signedIn(page, demo.parent);
  const headers = await apiHeaders(page);
  const a = family.account.id;
  const calls: [string, string, unknown?][] = [
    ['GET', `/api/v2/user/accounts/${a}/devices/`],
    [
      'PUT',
      `/api/v2/user/accounts/${a}/devices/${devices.results[0]!.id}/toggle_kiosk_mode/`,
      { is_kiosk_mode: false },
    ],
    [
      'POST',
      `/api/v2/accounts/${a}/add_user/`,
      { email: 'eve@example.test', first_name: 'Eve', last_name: 'Stranger' },
    ],
    ['GET', `/api/v1/accounts/${a}/status/`],
    ['GET', `/api/v1/accounts/${a}/custom_note/`],
    ['GET', `/api/v2/accounts/${a}/experimental_data`],
    ['GET', `/api/v1/accounts/${a}/customer_interactions/`],
    ['POST', `/api/v1/accounts/${a}/customer_interactions/`, { kind: 'feedback' }],
    ['POST', `/api/v2/accounts/${a}/incomplete_profiles/1/complete/`, { birth_year: 2017 }],
    ['POST', `/api/v3/users/${family.id}/marketing_opt_out/`, {}],
    ['POST', `/api/v3/users/${family.id}/gdpr_forget/`, { password: 'HubDemo#2026' }],
  ];
  for (const [method, path, data] of calls) {
    const response = await page.request.fetch(path, { method, headers, data });
    expect([403, 404], `${method} ${path}`).toContain(response.status());
  }
});
