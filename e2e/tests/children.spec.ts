import { expect, test } from './server';
import { axeViolations, demo, signedIn } from './support';

// Issue 28: a parent adds a child, edits the child's profile, links the game profile made on the tablet
// (the demo's free code HN4R 8WZE, apps/server/src/seed/demo-stats.ts) and unlinks it again.
test.describe('Children', () => {
  test('a parent adds a child from Home, edits the profile, links and unlinks the game profile', async ({
    page,
  }) => {
    await signedIn(page, demo.parent);
    await page
      .getByRole('region', { name: 'Your children' })
      .getByRole('link', { name: 'Add a child' })
      .click();
    await expect(page).toHaveURL('/dashboard/children/new');

    const form = page.getByRole('form', { name: 'New child' });
    await form.getByRole('textbox', { name: 'Name' }).fill('Ada');
    await form.getByRole('button', { name: 'Add the child' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ada' })).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/children\/\d+$/);
    await expect(page.getByText('Ada is added to your account.')).toBeVisible();
    // No birth date yet: the profile is incomplete, and the welcome step that completes it is offered.
    await expect(page.getByText('Ada’s profile is not complete')).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'complete the children’s profiles in the welcome steps' }),
    ).toHaveAttribute('href', '/dashboard/welcome/player_profiles');

    const profile = page.getByRole('form', { name: 'Profile' });
    await profile.getByRole('button', { name: 'Edit' }).click();
    await profile.getByRole('textbox', { name: 'Name' }).fill('Adaline');
    await profile.getByRole('textbox', { name: /^Birth date/ }).fill('2017-06-15');
    await profile.getByRole('button', { name: 'Save' }).click();
    await expect(profile.getByText('The profile is saved.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Adaline' })).toBeVisible();
    await expect(page.getByText('Adaline’s profile is not complete')).toHaveCount(0);

    const game = page.getByRole('region', { name: 'Game profile' });
    // Maya's code is taken: the server says so and nothing is linked.
    await game.getByRole('textbox', { name: 'Game profile code' }).fill('KX7P 2QMA');
    await game.getByRole('button', { name: 'Link' }).click();
    await expect(
      game.getByText('This game profile is linked to another child. Unlink it there first.'),
    ).toBeVisible();
    await game.getByRole('textbox', { name: 'Game profile code' }).fill('hn4r-8wze');
    await game.getByRole('button', { name: 'Link' }).click();
    await expect(game.getByText('The game profile is linked to Adaline.')).toBeVisible();
    await expect(game.getByText('HN4R 8WZE')).toBeVisible();

    // Still linked after a reload: the server keeps it.
    await page.reload();
    await expect(page.getByRole('region', { name: 'Game profile' }).getByText('HN4R 8WZE')).toBeVisible();

    await page.getByRole('button', { name: 'Unlink the game profile' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Unlink the game profile from Adaline?' });
    await confirm.getByRole('button', { name: 'Unlink' }).click();
    await expect(page.getByText('The game profile is unlinked from Adaline.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Game profile code' })).toBeVisible();

    // The child is on Home and on the account page, each with the way to the profile.
    await page.goto('/dashboard');
    await expect(
      page.getByRole('region', { name: 'Adaline' }).getByRole('link', { name: 'Adaline’s profile' }),
    ).toBeVisible();
    await page.goto('/dashboard/account?segment=details');
    const children = page.getByRole('region', { name: 'Children' });
    await expect(children.getByRole('link', { name: 'Adaline’s profile' })).toBeVisible();
    await expect(children.getByRole('link', { name: 'Add a child' })).toHaveAttribute(
      'href',
      '/dashboard/children/new',
    );
  });

  test('the child profile page has no WCAG 2.2 AA violations', async ({ page }) => {
    await signedIn(page, demo.parent);
    await page.getByRole('region', { name: 'Maya' }).getByRole('link', { name: 'Maya’s profile' }).click();
    await expect(page.getByRole('region', { name: 'Game profile' }).getByText('KX7P 2QMA')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Surveys' }).getByRole('list')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
