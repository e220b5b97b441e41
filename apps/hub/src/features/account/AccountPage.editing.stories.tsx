import {
  handlers,
  ok,
  personaHandlers,
  serverError,
  loading,
  userDetailsFixture,
  validationFailed,
} from '@hub/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ScreenStory } from '../../shared/ScreenStory';
import { detailsForm } from './stories-support';

const meta = {
  title: 'Screens/Account details/Editing',
  component: ScreenStory,
  args: { path: '/dashboard/account?segment=details' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

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
  // The refusal is said in its own words only: spec section 8 does not show a shipping update's 412.
  await expect(form.queryByText('Error processing user data')).toBeNull();
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

/**
 * A hub configured for the United Kingdom (`DEFAULT_PHONE_COUNTRY=GB`): a user without a phone starts on
 * it, with its grouping (spec section 9: the default phone country comes from configuration).
 */
export const PhoneCountryFromConfiguration: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.hubConfig(ok({ default_phone_country: 'GB' })), ...personaHandlers('sunset'));
  },
  play: async ({ canvasElement }) => {
    const form = await detailsForm(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Edit' }));
    await expect(form.getByRole('combobox', { name: 'Phone country' })).toHaveTextContent(
      'United Kingdom (+44)',
    );
    const phone = form.getByLabelText('Phone', { exact: true });
    await userEvent.type(phone, '07400123456');
    await expect(phone).toHaveValue('7400 123456');
  },
};

/** The configured United Kingdom in Arabic: its name in Arabic, the code left to right. */
export const PhoneCountryFromConfigurationArabic: Story = {
  ...PhoneCountryFromConfiguration,
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const form = await detailsForm(canvasElement, 'تفاصيل الحساب');
    await userEvent.click(form.getByRole('button', { name: 'تعديل' }));
    // The phone's country is the form's first select (the address's country and state follow).
    const [country] = form.getAllByRole('combobox');
    await expect(country).toHaveTextContent('(+44)');
    await expect(country).toHaveTextContent('المملكة المتحدة');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
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

/** The user call refused with 409, a status spec section 8 does not show, after a moment (so Saving… shows). */
const refusedWithoutError = http.patch('*/api/v2/user/', async () => {
  await delay(300);
  return HttpResponse.json({ detail: 'Conflict.' }, { status: 409 });
});

/** The form's texts in the story's language. */
interface FormTexts {
  form: string;
  edit: string;
  save: string;
  lastName: string;
  failed: string;
  saved: string;
}

/**
 * Edits the last name and saves into a refusal spec section 8 does not show: once the save is over, no
 * error text and nothing claimed saved; the form stays in edit with what was typed.
 */
async function saveRefusedWithoutError(canvasElement: HTMLElement, texts: FormTexts) {
  const form = await detailsForm(canvasElement, texts.form);
  await userEvent.click(form.getByRole('button', { name: texts.edit }));
  const lastName = form.getByRole('textbox', { name: texts.lastName });
  await userEvent.clear(lastName);
  await userEvent.type(lastName, 'Rivera-Okafor');
  await userEvent.click(form.getByRole('button', { name: texts.save }));
  const element = within(canvasElement).getByRole('form', { name: texts.form });
  await waitFor(() => expect(element).toHaveAttribute('aria-busy', 'true'));
  await waitFor(() => expect(element).not.toHaveAttribute('aria-busy'));
  await expect(form.getByRole('button', { name: texts.save })).toBeVisible();
  await expect(form.getByRole('textbox', { name: texts.lastName })).toHaveValue('Rivera-Okafor');
  await expect(form.queryByText(texts.failed)).toBeNull();
  await expect(form.queryByText(texts.saved)).toBeNull();
}

/**
 * The server refuses the save with a status spec section 8 does not show (409): no error text, nothing
 * claimed saved; the form stays in edit with what was typed, to save again or cancel.
 */
export const SaveRefusedWithoutError: Story = {
  beforeEach({ msw }) {
    msw.use(refusedWithoutError, ...personaHandlers('parent'));
  },
  play: async ({ canvasElement }) => {
    await saveRefusedWithoutError(canvasElement, {
      form: 'Account details',
      edit: 'Edit',
      save: 'Save',
      lastName: 'Last name',
      failed: 'Error processing user data',
      saved: 'Account information saved',
    });
  },
};

export const SaveRefusedWithoutErrorArabic: Story = {
  ...SaveRefusedWithoutError,
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await saveRefusedWithoutError(canvasElement, {
      form: 'تفاصيل الحساب',
      edit: 'تعديل',
      save: 'حفظ',
      lastName: 'اسم العائلة',
      failed: 'خطأ في معالجة بيانات المستخدم',
      saved: 'تم حفظ معلومات الحساب',
    });
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
  },
};

/** While saving, the button says so. */
export const Saving: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.updateShipping(loading()), ...personaHandlers('parent'));
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
