import {
  billingFixtureClock,
  errorBodies,
  handlers,
  loading,
  loginHandlers,
  ok,
  personaHandlers,
  serverError,
  slow,
  unauthorized,
  userDetailsFixture,
  validationFailed,
} from '@hub/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ScreenStory } from '../../shared/ScreenStory';

const meta = {
  title: 'Screens/Account details',
  component: ScreenStory,
  args: { path: '/dashboard/account?segment=details' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const narrow = { viewport: { value: 'narrow', isRotated: false } };

async function detailsForm(canvasElement: HTMLElement, name = 'Account details') {
  const canvas = within(canvasElement);
  return within(await canvas.findByRole('form', { name }, { timeout: 5000 }));
}

async function logInAgain(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(
    await canvas.findByRole('heading', { level: 1, name: 'Welcome' }, { timeout: 5000 }),
  ).toBeVisible();
  await userEvent.type(canvas.getByLabelText('Email'), 'parent@demo.test');
  await userEvent.type(canvas.getByLabelText('Password', { exact: true }), 'HubDemo#2026');
  await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
}

/** A parent's details, read-only until Edit. */
export const Parent: Story = {
  beforeEach({ msw }) {
    msw.use(...personaHandlers('parent'));
  },
  play: async ({ canvasElement }) => {
    const form = await detailsForm(canvasElement);
    await expect(form.getByText('1200 Maple Avenue', { exact: false })).toBeVisible();
    await expect(form.getByRole('button', { name: 'Edit' })).toBeVisible();
  },
};

/** Edit, change, Save: the saved text shows and the form is read-only again. */
export const SavesChanges: Story = {
  beforeEach({ msw }) {
    msw.use(...personaHandlers('parent'));
  },
  play: async ({ canvasElement }) => {
    const form = await detailsForm(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Edit' }));
    const city = form.getByLabelText('City');
    await userEvent.clear(city);
    await userEvent.type(city, 'Chicago');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(await form.findByText('Account information saved')).toBeVisible();
    await expect(await form.findByRole('button', { name: 'Edit' })).toBeVisible();
  },
};

/**
 * A new email asks for the current password, and is only asked for: the form keeps the current email,
 * and a notice says which address waits for its link (docs/decisions.md "Changing the email").
 */
export const ChangesEmail: Story = {
  beforeEach({ msw }) {
    msw.use(...personaHandlers('parent'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await detailsForm(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Edit' }));
    await expect(form.queryByLabelText('Current password')).toBeNull();
    const email = form.getByLabelText('Email');
    await userEvent.clear(email);
    await userEvent.type(email, 'dana.new@demo.test');
    const password = form.getByLabelText('Current password');
    await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.type(password, 'HubDemo#2026');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(await form.findByText('Account information saved')).toBeVisible();
    await expect(form.getByText('parent@demo.test')).toBeVisible();
    await expect(
      await canvas.findByText('Waiting for dana.new@demo.test to be confirmed: open the link we sent there.'),
    ).toBeVisible();
  },
};

/** A wrong current password: said under the field, the new email kept in the form, nothing asked for. */
export const ChangesEmailWrongPassword: Story = {
  beforeEach({ msw }) {
    msw.use(...personaHandlers('parent'));
  },
  play: async ({ canvasElement }) => {
    const form = await detailsForm(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Edit' }));
    const email = form.getByLabelText('Email');
    await userEvent.clear(email);
    await userEvent.type(email, 'dana.new@demo.test');
    await userEvent.type(form.getByLabelText('Current password'), 'not-my-password');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(await form.findByText('That is not your current password.')).toBeVisible();
    await expect(form.getByLabelText('Email')).toHaveValue('dana.new@demo.test');
  },
};

/** An email change waiting for its link, as any later visit shows it. */
export const EmailChangePending: Story = {
  beforeEach({ msw }) {
    msw.use(
      handlers.userDetails(ok({ ...userDetailsFixture, pending_email: 'dana.new@demo.test' })),
      ...personaHandlers('parent'),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Waiting for dana.new@demo.test to be confirmed: open the link we sent there.'),
    ).toBeVisible();
  },
};

export const EmailChangePendingArabic: Story = {
  ...EmailChangePending,
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/dana\.new@demo\.test/)).toBeVisible();
  },
};

/** Edits the city while "another tab" saves the zipcode, then presses Save: the save is refused. */
async function saveOverAnotherTab(canvasElement: HTMLElement) {
  const form = await detailsForm(canvasElement);
  await userEvent.click(form.getByRole('button', { name: 'Edit' }));
  const city = form.getByLabelText('City');
  await userEvent.clear(city);
  await userEvent.type(city, 'Chicago');
  // The other tab: the same address saved with another zipcode.
  await fetch('/api/v2/user/shipping/', {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ zipcode: '62701' }),
  });
  await userEvent.click(form.getByRole('button', { name: 'Save' }));
  await expect(
    await form.findByText(
      'Your address was changed somewhere else (another tab or device) after you opened it. What you typed is kept: check the address and save again.',
    ),
  ).toBeVisible();
  await expect(form.getByLabelText('City')).toHaveValue('Chicago');
  await waitFor(() => expect(form.getByLabelText('Zipcode')).toHaveValue('62701'));
  return form;
}

/**
 * Another tab saved the address while this one was editing: the save is refused rather than overwriting
 * it, the message says so, what was typed stays, and the untouched zipcode takes the other tab's value.
 */
export const AddressChangedElsewhere: Story = {
  beforeEach({ msw }) {
    msw.use(...personaHandlers('parent'));
  },
  play: async ({ canvasElement }) => {
    await saveOverAnotherTab(canvasElement);
  },
};

/** Save again after the refusal: saved on top of the other tab's address. */
export const AddressChangedElsewhereSavedAgain: Story = {
  beforeEach({ msw }) {
    msw.use(...personaHandlers('parent'));
  },
  play: async ({ canvasElement }) => {
    const form = await saveOverAnotherTab(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(await form.findByText('Account information saved')).toBeVisible();
    await expect(form.getByText('Chicago, IL 62701', { exact: false })).toBeVisible();
  },
};

/** Cancel puts back what was there before Edit. */
export const CancelRestores: Story = {
  beforeEach({ msw }) {
    msw.use(...personaHandlers('parent'));
  },
  play: async ({ canvasElement }) => {
    const form = await detailsForm(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Edit' }));
    const first = form.getByLabelText('First name');
    await userEvent.clear(first);
    await userEvent.type(first, 'Someone');
    await userEvent.click(form.getByRole('button', { name: 'Cancel' }));
    await expect(form.getByText('Dana')).toBeVisible();
    await expect(form.queryByText('Someone')).toBeNull();
  },
};

/** An invalid phone: its message after leaving the field, and Save stays disabled. */
export const InvalidPhone: Story = {
  beforeEach({ msw }) {
    msw.use(...personaHandlers('parent'));
  },
  play: async ({ canvasElement }) => {
    const form = await detailsForm(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Edit' }));
    const phone = form.getByLabelText('Phone', { exact: true });
    await userEvent.clear(phone);
    await userEvent.type(phone, '12345');
    await userEvent.tab();
    await expect(await form.findByText('Please input a valid phone number')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

/** The server refuses the save (400): its field errors in the form and the error text. */
export const ServerRefusesSave: Story = {
  beforeEach({ msw }) {
    msw.use(
      handlers.updateUserDetails(
        validationFailed({ last_name: ['Ensure this field has no more than 56 characters.'] }),
      ),
      ...personaHandlers('parent'),
    );
  },
  play: async ({ canvasElement }) => {
    const form = await detailsForm(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Edit' }));
    const lastName = form.getByLabelText('Last name');
    await userEvent.clear(lastName);
    await userEvent.type(lastName, 'Rivera-Okafor');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(await form.findByText('Error processing user data')).toBeVisible();
    await expect(form.getByText('Ensure this field has no more than 56 characters.')).toBeVisible();
    await expect(form.getByLabelText('Last name')).toHaveValue('Rivera-Okafor');
  },
};

/** The save fails on the server's side (500): the error text, nothing lost. */
export const SaveFails: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.updateShipping(serverError()), ...personaHandlers('parent'));
  },
  play: async ({ canvasElement }) => {
    const form = await detailsForm(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Edit' }));
    const city = form.getByLabelText('City');
    await userEvent.clear(city);
    await userEvent.type(city, 'Chicago');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(await form.findByText('Error processing user data')).toBeVisible();
    await expect(form.getByLabelText('City')).toHaveValue('Chicago');
  },
};

/** While saving, the button says so. */
export const Saving: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.updateShipping(slow({}, 60_000)), ...personaHandlers('parent'));
  },
  play: async ({ canvasElement }) => {
    const form = await detailsForm(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Edit' }));
    const city = form.getByLabelText('City');
    await userEvent.clear(city);
    await userEvent.type(city, 'Chicago');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(await form.findByRole('button', { name: 'Saving…' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The details are loading: a placeholder that says so. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.userDetails(loading()), ...personaHandlers('parent'));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Loading your account details…', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};

/** The details could not be loaded: a clear error and a retry. */
export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.shipping(serverError()), ...personaHandlers('parent'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole(
        'heading',
        { name: 'Your account details could not be loaded' },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Try again/ })).toBeVisible();
  },
};

/** A user without phone or address yet: both "not provided". */
export const NothingOnFileYet: Story = {
  beforeEach({ msw }) {
    msw.use(...personaHandlers('coach'));
  },
  play: async ({ canvasElement }) => {
    const form = await detailsForm(canvasElement);
    await expect(form.getAllByText('Not provided')).toHaveLength(2);
  },
};

/**
 * Offline (the details and the address never reach the server): a clear error with a retry, which
 * loads the form once back online.
 */
export const AfterNetworkFailure: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('*/api/v2/user/', () => HttpResponse.error(), { once: true }),
      http.get('*/api/v2/user/shipping/', () => HttpResponse.error(), { once: true }),
      ...personaHandlers('parent'),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The details' alert (the cards below have forms with alert slots of their own).
    const heading = await canvas.findByRole(
      'heading',
      { name: 'Your account details could not be loaded' },
      { timeout: 5000 },
    );
    const alert = heading.closest<HTMLElement>('[role="alert"]')!;
    await expect(heading).toBeVisible();
    await expect(alert).toHaveTextContent('Please try again. If it persists, contact support.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    const form = await detailsForm(canvasElement);
    await expect(form.getByText('1200 Maple Avenue', { exact: false })).toBeVisible();
  },
};

/**
 * The session expired before the page opened (the user call answers 401): the login page; signing in
 * again comes back to the account details (`next`).
 */
export const AfterSessionExpired: Story = {
  beforeEach({ msw }) {
    msw.use(
      handlers.refreshRefused(),

      http.get('*/api/v2/user/info/', () => HttpResponse.json(errorBodies.unauthorized, { status: 401 }), {
        once: true,
      }),
      ...loginHandlers('parent'),
    );
  },
  play: async ({ canvasElement }) => {
    await logInAgain(canvasElement);
    const form = await detailsForm(canvasElement);
    await expect(form.getByRole('button', { name: 'Edit' })).toBeVisible();
  },
};

/**
 * The session expired while editing (the save answers 401): the login page, and back to the account
 * details after signing in again.
 */
export const SaveAfterSessionExpired: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.updateShipping(unauthorized()), ...loginHandlers('parent'));
  },
  play: async ({ canvasElement }) => {
    const form = await detailsForm(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Edit' }));
    const city = form.getByLabelText('City');
    await userEvent.clear(city);
    await userEvent.type(city, 'Chicago');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await logInAgain(canvasElement);
    await expect((await detailsForm(canvasElement)).getByRole('button', { name: 'Edit' })).toBeVisible();
  },
};

/** The Subscription & Billing tab shows its segment (features/billing, loaded when it opens). */
export const SwitchesToBilling: Story = {
  args: { clock: billingFixtureClock },
  beforeEach({ msw }) {
    msw.use(...personaHandlers('parent'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await detailsForm(canvasElement);
    const billing = canvas.getByRole('tab', { name: 'Subscription & Billing' });
    await userEvent.click(billing);
    // The segment is in the address: the tab turns selected once the router has navigated.
    await expect(
      await canvas.findByRole('tab', { name: 'Subscription & Billing', selected: true }),
    ).toBeVisible();
    await expect(
      await within(canvas.getByRole('tabpanel')).findByRole(
        'region',
        { name: 'Your plan' },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('form', { name: 'Account details' })).toBeNull();
  },
};

/** Below 900px the page shows the chosen segment under its own heading. */
export const Narrow: Story = {
  globals: narrow,
  beforeEach({ msw }) {
    msw.use(...personaHandlers('parent'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Account details' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.queryByRole('tablist')).toBeNull();
  },
};

/** On a phone the slide-in menu lists the segments: Subscription & Billing opens that one. */
export const NarrowSwitchesSegment: Story = {
  globals: narrow,
  args: { clock: billingFixtureClock },
  beforeEach({ msw }) {
    msw.use(...personaHandlers('parent'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await detailsForm(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const panel = within(await body.findByRole('dialog', { name: 'Menu' }));
    await userEvent.click(panel.getByRole('link', { name: 'Subscription & Billing' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Subscription & Billing' }),
    ).toBeVisible();
    await expect(await canvas.findByRole('region', { name: 'Your plan' }, { timeout: 5000 })).toBeVisible();
  },
};

export const ParentArabic: Story = {
  globals: { locale: 'ar' },
  beforeEach({ msw }) {
    msw.use(...personaHandlers('parent'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await detailsForm(canvasElement, 'تفاصيل الحساب');
    await expect(canvas.getByRole('tab', { name: 'تفاصيل الحساب' })).toHaveAttribute('aria-selected', 'true');
    await expect(form.getByRole('button', { name: 'تعديل' })).toBeVisible();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
  },
};

/** Editing in Arabic: the fields right-to-left, with Save and Cancel. */
export const EditingArabic: Story = {
  globals: { locale: 'ar' },
  beforeEach({ msw }) {
    msw.use(...personaHandlers('parent'));
  },
  play: async ({ canvasElement }) => {
    const form = await detailsForm(canvasElement, 'تفاصيل الحساب');
    await userEvent.click(form.getByRole('button', { name: 'تعديل' }));
    await expect(form.getByRole('button', { name: 'حفظ' })).toBeVisible();
    await expect(form.getByRole('button', { name: 'إلغاء' })).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'البريد الإلكتروني' })).toHaveValue('parent@demo.test');
  },
};

/** Hmong, the catalog with the longest texts: the tabs and the read-only details. */
export const ParentHmong: Story = {
  globals: { locale: 'hmn' },
  beforeEach({ msw }) {
    msw.use(...personaHandlers('parent'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await detailsForm(canvasElement, 'Cov ntsiab lus as khauj');
    await expect(canvas.getByRole('tab', { name: 'Kev Sau Npe & Kev Them Nqi' })).toBeVisible();
    await expect(form.getByRole('button', { name: 'Kho' })).toBeVisible();
  },
};

/** Editing in Hmong: the longest labels in the fields, Save and Cancel. */
export const EditingHmong: Story = {
  globals: { locale: 'hmn' },
  beforeEach({ msw }) {
    msw.use(...personaHandlers('parent'));
  },
  play: async ({ canvasElement }) => {
    const form = await detailsForm(canvasElement, 'Cov ntsiab lus as khauj');
    await userEvent.click(form.getByRole('button', { name: 'Kho' }));
    await expect(form.getByRole('button', { name: 'Khaws' })).toBeVisible();
    await expect(form.getByRole('button', { name: 'Tso tseg' })).toBeVisible();
  },
};

/** The longest texts on a phone, editing. */
export const NarrowHmong: Story = {
  globals: { locale: 'hmn', ...narrow },
  beforeEach({ msw }) {
    msw.use(...personaHandlers('parent'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Cov ntsiab lus as khauj' }, { timeout: 5000 }),
    ).toBeVisible();
    const form = await detailsForm(canvasElement, 'Cov ntsiab lus as khauj');
    await userEvent.click(form.getByRole('button', { name: 'Kho' }));
    await expect(form.getByRole('button', { name: 'Khaws' })).toBeVisible();
  },
};

/** A user who is not the billing user follows a link to the billing segment: the details, and why. */
export const BillingSegmentNotForThisUser: Story = {
  args: { path: '/dashboard/account?segment=billing' },
  beforeEach({ msw }) {
    msw.use(...personaHandlers('coach'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        'Only the person who pays for the account sees its subscription and billing.',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await detailsForm(canvasElement);
    await expect(canvas.queryByRole('tab', { name: 'Subscription & Billing' })).toBeNull();
  },
};
