import { expect, test, type APIRequestContext } from './server';
import { chooseOption, demo, demoPassword, mailedLink, signedIn } from './support';

/** The address of the newest link of this kind mailed to `email`. */
function latestLink(request: APIRequestContext, email: string, kind: 'confirm' | 'keep') {
  return mailedLink(request, email, `/email/${kind}?token=`);
}

// The sunset parent's email changes here and is taken back at the end, so other files sign in as before.
test('a new email waits for its link, and the old address can take it back', async ({ page, request }) => {
  const newEmail = 'sunset.new@demo.test';
  await signedIn(page, demo.sunset);
  await page.goto('/dashboard/account?segment=details');
  const form = page.getByRole('form', { name: 'Account details' });
  await form.getByRole('button', { name: 'Edit' }).click();
  await form.getByLabel('Email').fill(newEmail);
  await form.getByLabel('Current password').fill(demoPassword);
  // This parent never gave a phone or an address: the form needs them to save.
  await form.getByLabel('Phone', { exact: true }).fill('2025550188');
  await form.getByLabel('Address', { exact: true }).fill('7 Elm Street');
  await form.getByLabel('City').fill('Salem');
  await chooseOption(page, form.getByRole('combobox', { name: 'State' }), 'Oregon');
  await form.getByLabel('Zipcode').fill('97301');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('status')).toHaveText('Account information saved');
  // Nothing changed yet: the form shows the current email, and a notice the one that waits.
  await expect(form).toContainText(demo.sunset);
  await expect(
    page.getByText(`Waiting for ${newEmail} to be confirmed: open the link we sent there.`),
  ).toBeVisible();

  // The new address opens its link: from now on it signs in.
  await page.goto(await latestLink(request, newEmail, 'confirm'));
  await page.getByRole('button', { name: 'Confirm my new email' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Email changed' })).toBeVisible();
  await expect(page.getByText(`Your email is now ${newEmail}.`)).toBeVisible();

  // The old address was told, with a link that takes the email back and signs everyone out.
  await page.goto(await latestLink(request, demo.sunset, 'keep'));
  await page.getByRole('button', { name: 'Keep my email and sign everyone out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Email kept' })).toBeVisible();
  await page.goto('/dashboard/account?segment=details');
  await expect(page).toHaveURL(/\/login/);
  await signedIn(page, demo.sunset);
});
