import { expect, test, type Page } from './server';
import { apiHeaders, axeViolations, demo, signedIn } from './support';

// Social access (issue 28): the Privacy card's switch for joining the parents' community group, saved with
// `POST /api/v2/user/social_access/` and read back from the v3 user info. parent@'s choice is read or changed
// by no other spec; this one puts it back as it found it (off).

const accountPath = '/dashboard/account?segment=details';

async function storedSocialAccess(page: Page): Promise<boolean> {
  const response = await page.request.get('/api/v3/user_info/', { headers: await apiHeaders(page) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { social_access: boolean }).social_access;
}

function privacy(page: Page) {
  return page.getByRole('region', { name: 'Privacy' });
}

function communitySwitch(page: Page) {
  return privacy(page).getByRole('switch', { name: 'Join the parents’ community' });
}

test('joins the parents’ community, kept after a reload, then leaves it, kept too', async ({ page }) => {
  await signedIn(page, demo.parent);
  await page.goto(accountPath);
  const toggle = communitySwitch(page);
  await expect(toggle).not.toBeChecked();

  // By keyboard, as the switch is a checkbox.
  await toggle.press('Space');
  await expect(privacy(page).getByRole('status')).toContainText(
    'Saved: you asked to join the parents’ community.',
  );
  await expect(toggle).toBeChecked();
  await expect(toggle).toBeEnabled();
  expect(await storedSocialAccess(page)).toBe(true);

  await page.reload();
  await expect(communitySwitch(page)).toBeChecked();
  expect(await axeViolations(page)).toEqual([]);

  // Back as it was, and that is kept as well.
  await communitySwitch(page).click();
  await expect(privacy(page).getByRole('status')).toContainText(
    'Saved: you are no longer in the parents’ community.',
  );
  await expect(communitySwitch(page)).not.toBeChecked();
  await expect(communitySwitch(page)).toBeEnabled();
  expect(await storedSocialAccess(page)).toBe(false);

  await page.reload();
  await expect(communitySwitch(page)).not.toBeChecked();
});

test('the educator, who has no Community link, has no switch to join it', async ({ page }) => {
  await signedIn(page, demo.educator);
  await page.goto(accountPath);
  await expect(privacy(page).getByRole('heading', { name: 'Erase your personal data' })).toBeVisible();
  await expect(privacy(page).getByRole('heading', { name: 'Parents’ community' })).toHaveCount(0);
  await expect(privacy(page).getByRole('switch')).toHaveCount(0);
});
