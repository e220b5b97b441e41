import { handlers, loading, personaHandlers, serverError, slow, validationFailed } from '@hub/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ScreenStory } from '../../app/ScreenStory';

const meta = {
  title: 'Screens/Account details',
  component: ScreenStory,
  args: { path: '/dashboard/account?segment=details' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const narrow = { viewport: { value: 'narrow', isRotated: false } };

async function detailsForm(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  return within(await canvas.findByRole('form', { name: 'Account details' }, { timeout: 5000 }));
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
      handlers.updateUserDetails(validationFailed({ email: ['A user with this email already exists.'] })),
      ...personaHandlers('parent'),
    );
  },
  play: async ({ canvasElement }) => {
    const form = await detailsForm(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Edit' }));
    const email = form.getByLabelText('Email');
    await userEvent.clear(email);
    await userEvent.type(email, 'taken@demo.test');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(await form.findByText('Error processing user data')).toBeVisible();
    await expect(form.getByText('A user with this email already exists.')).toBeVisible();
    await expect(form.getByLabelText('Email')).toHaveValue('taken@demo.test');
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

export const Arabic: Story = {
  globals: { locale: 'ar' },
  beforeEach({ msw }) {
    msw.use(...personaHandlers('parent'));
  },
  play: async ({ canvasElement }) => {
    await detailsForm(canvasElement).catch(() => null);
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
  },
};
