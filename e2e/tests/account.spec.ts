import { expect, test } from './server';
import { chooseOption, demo, signedIn } from './support';

test.describe('the account details', () => {
  test('edited and saved, they survive a reload', async ({ page }) => {
    await signedIn(page, demo.coach);
    await page.goto('/dashboard/account?segment=details');
    const form = page.getByRole('form', { name: 'Account details' });
    await form.getByRole('button', { name: 'Edit' }).click();
    await form.getByLabel('First name').fill('Christa');
    await form.getByLabel('Phone', { exact: true }).fill('2025550177');
    await form.getByLabel('Address', { exact: true }).fill('42 Harbor Road');
    await form.getByLabel('City').fill('Portland');
    await chooseOption(page, form.getByRole('combobox', { name: 'State' }), 'Oregon');
    await form.getByLabel('Zipcode').fill('97201');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByRole('status')).toHaveText('Account information saved');
    // The greeting reads the saved first name too.
    await expect(page.getByText('Hi, Christa').first()).toBeVisible();

    await page.reload();
    const reloaded = page.getByRole('form', { name: 'Account details' });
    await expect(reloaded).toContainText('Christa');
    await expect(reloaded).toContainText('42 Harbor Road');
    await expect(reloaded).toContainText('Portland, OR 97201');
  });

  test('an invalid phone shows its message and saves nothing', async ({ page }) => {
    await signedIn(page, demo.parent);
    await page.goto('/dashboard/account?segment=details');
    const form = page.getByRole('form', { name: 'Account details' });
    await form.getByRole('button', { name: 'Edit' }).click();
    const phone = form.getByLabel('Phone', { exact: true });
    await phone.fill('12345');
    await phone.blur();
    await expect(form.getByText('Please input a valid phone number')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
    await form.getByRole('button', { name: 'Cancel' }).click();

    await page.reload();
    await expect(page.getByRole('form', { name: 'Account details' })).toContainText('+1 202 555 0143');
  });

  test('what is being typed survives the window narrowing and widening', async ({ page }) => {
    await signedIn(page, demo.parent);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/dashboard/account?segment=details');
    const form = page.getByRole('form', { name: 'Account details' });
    await form.getByRole('button', { name: 'Edit' }).click();
    await form.getByLabel('City').fill('Narrowville');

    // A tablet turned to portrait: the tab row gives way to the menu, the form stays as it was.
    await page.setViewportSize({ width: 600, height: 900 });
    await expect(page.getByRole('heading', { level: 1, name: 'Account details' })).toBeVisible();
    await expect(page.getByRole('tablist')).toHaveCount(0);
    await expect(form.getByLabel('City')).toHaveValue('Narrowville');

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
    await expect(form.getByLabel('City')).toHaveValue('Narrowville');
    await expect(form.getByLabel('City')).toBeEditable();
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(form).toContainText('Springfield');
  });

  test('two tabs: a save based on an old address is refused, nothing typed is lost, and Save again saves it', async ({
    page,
    context,
  }) => {
    await signedIn(page, demo.parent);
    await page.goto('/dashboard/account?segment=details');
    const other = await context.newPage();
    await other.goto('/dashboard/account?segment=details');
    const here = page.getByRole('form', { name: 'Account details' });
    const there = other.getByRole('form', { name: 'Account details' });
    // The tab a person works in is the one in front (a tab behind gets its frames throttled).
    await page.bringToFront();
    await here.getByRole('button', { name: 'Edit' }).click();
    await other.bringToFront();
    await there.getByRole('button', { name: 'Edit' }).click();

    await there.getByLabel('Zipcode').fill('62701');
    await there.getByRole('button', { name: 'Save' }).click();
    await expect(there.getByRole('status')).toHaveText('Account information saved');

    await page.bringToFront();
    await here.getByLabel('City').fill('Chicago');
    await here.getByRole('button', { name: 'Save' }).click();
    await expect(here.getByRole('alert')).toContainText('Your address was changed somewhere else');
    await expect(here.getByLabel('City')).toHaveValue('Chicago');
    await expect(here.getByLabel('Zipcode')).toHaveValue('62701');
    await here.getByRole('button', { name: 'Save' }).click();
    await expect(here.getByRole('status')).toHaveText('Account information saved');
    await expect(here).toContainText('Chicago, IL 62701');

    // Put the demo parent's address back for the other tests.
    await here.getByRole('button', { name: 'Edit' }).click();
    await here.getByLabel('City').fill('Springfield');
    await here.getByLabel('Zipcode').fill('62704');
    await here.getByRole('button', { name: 'Save' }).click();
    await expect(here).toContainText('Springfield, IL 62704');
  });
});
