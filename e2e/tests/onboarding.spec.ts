import { expect, test } from './server';
import { apiHeaders, axeViolations, demo, signedIn } from './support';

// welcome@ starts with every onboarding step to pass (apps/server/src/seed/demo-account.ts). One server for
// the whole run: this test passes the first step; the others stay for people trying the demo.

test('a new family goes through /dashboard/welcome and sets up the kit: the step is passed for good', async ({
  page,
}) => {
  await signedIn(page, demo.welcome);
  await page.goto('/dashboard/welcome');
  // Texts with values are matched loosely: they read as the catalogs have them (compiled at build).
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
  const steps = page.getByRole('list', { name: 'First steps' });
  await expect(steps.getByRole('listitem')).toHaveCount(3);
  await expect(steps.getByText('To do')).toHaveCount(3);
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Start with the first step' }).click();
  await expect(page).toHaveURL('/dashboard/welcome/kit_setup');
  await expect(page.getByRole('heading', { level: 1, name: 'Set up the kit' })).toBeVisible();
  await page.getByRole('button', { name: 'The kit is set up' }).click();

  // On to the next step: the children's profiles, two of them incomplete.
  await expect(page).toHaveURL('/dashboard/welcome/player_profiles');
  await expect(page.getByRole('form', { name: 'Theo' })).toBeVisible();
  const milaForm = page.getByRole('form', { name: 'Mila' });
  await milaForm.getByLabel('Birth year').fill('2017');
  await milaForm.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByRole('form', { name: 'Mila' })).toHaveCount(0);
  await expect(page.getByRole('form', { name: 'Theo' })).toBeVisible();

  // The server has it: the step is passed, the profile no longer incomplete, after a reload too.
  const headers = await apiHeaders(page);
  const hasDone = await page.request.get('/api/v1/actions/has_done?action=kit_setup', { headers });
  expect(await hasDone.json()).toEqual({ action: 'kit_setup', has_done: true });
  await page.goto('/dashboard/welcome');
  const after = page.getByRole('list', { name: 'First steps' });
  await expect(after.getByRole('listitem').first()).toContainText('Done');
  await expect(after.getByText('To do')).toHaveCount(2);
  const info = (await (await page.request.get('/api/v3/user_info/', { headers })).json()) as {
    account: { id: number };
    onboarding: { steps_to_pass: string[] };
  };
  expect(info.onboarding.steps_to_pass).toEqual(['player_profiles', 'family_survey']);
  const incomplete = await page.request.get(`/api/v2/accounts/${info.account.id}/incomplete_profiles/`, {
    headers,
  });
  expect(await incomplete.json()).toMatchObject({ count: 1, results: [{ player_name: 'Theo' }] });
});

test('a family with every step passed goes from /dashboard/welcome to Home', async ({ page }) => {
  await signedIn(page, demo.family);
  await page.goto('/dashboard/welcome');
  await expect(page).toHaveURL('/dashboard');
});

test('another family gets 403 on onboarding calls of an account not theirs, and sees only their own actions', async ({
  page,
}) => {
  await signedIn(page, demo.welcome);
  const welcomeAccount = (
    (await (await page.request.get('/api/v2/user/info/', { headers: await apiHeaders(page) })).json()) as {
      account: { id: number };
    }
  ).account.id;
  await page.goto('/logout');
  await page.locator('main form[method="post"] button[type="submit"]').click();
  await page.waitForURL(/\/login/);

  // pending@ has done no step (the demo's established families, parent@ among them, have done them all).
  await signedIn(page, demo.pending);
  const headers = await apiHeaders(page);
  const profiles = await page.request.get(`/api/v2/accounts/${welcomeAccount}/incomplete_profiles/`, {
    headers,
  });
  expect(profiles.status()).toBe(403);
  const complete = await page.request.post(
    `/api/v2/accounts/${welcomeAccount}/incomplete_profiles/1/complete/`,
    {
      headers,
      data: { birth_year: 2017 },
    },
  );
  expect(complete.status()).toBe(403);
  // The actions are always the caller's own: pending@ has done none of welcome@'s.
  const hasDone = await page.request.get('/api/v1/actions/has_done?action=kit_setup', { headers });
  expect(await hasDone.json()).toEqual({ action: 'kit_setup', has_done: false });
});
