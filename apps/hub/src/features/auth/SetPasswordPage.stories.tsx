import {
  errorBodies,
  handlers,
  invalidResetLink,
  serverError,
  loading,
  validationFailed,
} from '@hub/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ScreenStory } from '../../shared/ScreenStory';

const meta = {
  title: 'Screens/Set password',
  component: ScreenStory,
  args: { path: '/start?o=story-reset-token', signedIn: false },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const narrow = { viewport: { value: 'narrow', isRotated: false } };
const invalidLinkText = 'This link to set a password is invalid, has expired or was already used.';

async function fill(canvasElement: HTMLElement, password: string, confirmation = password) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText('New password'), password);
  await userEvent.type(canvas.getByLabelText('Password confirmation'), confirmation);
  return canvas;
}

async function submit(canvasElement: HTMLElement, password = 'Fresh#Start2026') {
  const canvas = await fill(canvasElement, password);
  await userEvent.click(canvas.getByRole('button', { name: 'Set password' }));
  return canvas;
}

/** The form: new password with its rules to do, the confirmation, Set password waiting for both. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
    await expect(canvas.getAllByText('To do:').length).toBeGreaterThan(0);
    await expect(canvas.getByRole('button', { name: 'Set password' })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: 'Language' })).toBeVisible();
  },
};

/** The rules tick as the password meets them. */
export const RulesMet: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, 'Fresh#Start2026');
    await expect(canvas.queryAllByText('To do:')).toEqual([]);
    await expect(canvas.getAllByText('Done:').length).toBeGreaterThan(0);
  },
};

/** A password the rules refuse: the domain's message once the field is left. */
export const WeakPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('New password'), 'password');
    await userEvent.tab();
    await expect(
      await canvas.findByText('Password must include letters, numbers, and special symbols'),
    ).toBeVisible();
  },
};

/** The confirmation differs: 'Passwords must match', and Set password stays disabled. */
export const ConfirmationDiffers: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, 'Fresh#Start2026', 'Fresh#Start2025');
    await userEvent.tab();
    await expect(await canvas.findByText('Passwords must match')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Set password' })).toBeDisabled();
  },
};

/** As long as a password may be (255): allowed with no warning, since sign-in takes as many (docs/decisions.md). */
export const LongestPasswordAllowed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const longest = `Fresh#Start${'x'.repeat(244)}`;
    await userEvent.click(await canvas.findByLabelText('New password'));
    await userEvent.paste(longest);
    await userEvent.click(canvas.getByLabelText('Password confirmation'));
    await userEvent.paste(longest);
    await expect(canvas.getByLabelText('New password')).toHaveValue(longest);
    await expect(canvas.getByRole('button', { name: 'Set password' })).toBeEnabled();
    await expect(canvas.queryByText(/login page takes passwords/)).toBeNull();
  },
};

/** The server refuses the password (it holds the user's name): its message under the field. */
export const ServerRefusesThePassword: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.setPassword(validationFailed(errorBodies.passwordWithName)));
  },
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement, 'Dana#Rivera2026');
    await expect(await canvas.findByText('Password must not contain your first or last name')).toBeVisible();
    await expect(canvas.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Set: the message, this device signed out, and a link to log in with the email filled in. */
export const Set: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.setPassword());
  },
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Password set' })).toHaveFocus();
    await expect(canvas.getByText('Your new password is set. You can log in with it now.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?email=parent%40demo.test',
    );
  },
};

/** An invalid, expired or used link (400 under token): said so, with a way to ask for a new one. */
export const InvalidLink: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.setPassword(invalidResetLink()));
  },
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'This link no longer works' }),
    ).toHaveFocus();
    await expect(canvas.getByText(invalidLinkText)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/passwordreset',
    );
  },
};

/** A link without its token: the same message at once, no form. */
export const MissingToken: Story = {
  args: { path: '/start' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'This link no longer works' }),
    ).toBeVisible();
    await expect(canvas.queryByLabelText('New password')).toBeNull();
  },
};

/** While the server answers, the button says so and is busy. */
export const Pending: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.setPassword(loading()));
  },
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Setting password…' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** Any other failure: the whoops texts; the form keeps what was typed. */
export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.setPassword(serverError()));
  },
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement);
    const alert = (await canvas.findByText('Whoops, an error occurred')).closest('[role="alert"]');
    await expect(alert).toHaveTextContent('Please try again. If it persists, contact support.');
    await expect(canvas.getByLabelText('New password')).toHaveValue('Fresh#Start2026');
  },
};

export const Narrow: Story = {
  globals: narrow,
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, 'Fresh#Start2026');
    await expect(canvas.getByRole('button', { name: 'Set password' })).toBeEnabled();
  },
};

/**
 * Offline (the request never reaches the server): the whoops texts, the form keeps both passwords, and
 * Set password again once back online sets it. (A signed-out page: no session to expire.)
 */
export const AfterNetworkFailure: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('*/api/v2/user/set_password/', () => HttpResponse.error(), { once: true }),
      handlers.setPassword(),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement);
    const alert = (await canvas.findByText('Whoops, an error occurred')).closest('[role="alert"]');
    await expect(alert).toHaveTextContent('Please try again. If it persists, contact support.');
    await expect(canvas.getByLabelText('New password')).toHaveValue('Fresh#Start2026');
    await expect(canvas.getByLabelText('Password confirmation')).toHaveValue('Fresh#Start2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Set password' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Password set' })).toBeVisible();
  },
};

export const DefaultArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'عيّن كلمة مرور جديدة' })).toBeVisible();
    await expect(canvas.getByLabelText('كلمة المرور الجديدة')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'تعيين كلمة المرور' })).toBeDisabled();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
  },
};

/** The rules met, in Arabic: the checklist ticks right-to-left and Set password is ready. */
export const RulesMetArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('كلمة المرور الجديدة'), 'Fresh#Start2026');
    await userEvent.type(canvas.getByLabelText('تأكيد كلمة المرور'), 'Fresh#Start2026');
    await expect(canvas.getByRole('button', { name: 'تعيين كلمة المرور' })).toBeEnabled();
  },
};

/** Hmong, the catalog with the longest texts: the rules checklist wraps line by line. */
export const DefaultHmong: Story = {
  globals: { locale: 'hmn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Teem tus lej zais tshiab' }),
    ).toBeVisible();
    await expect(
      canvas.getByText('Peb yam ntawm plaub yam no: tus ntawv me, tus ntawv loj, tus lej, cov cim'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Teem tus lej zais' })).toBeDisabled();
  },
};

/** The longest texts on a phone, the form filled in. */
export const NarrowHmong: Story = {
  globals: { locale: 'hmn', ...narrow },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Tus lej zais tshiab'), 'Fresh#Start2026');
    await userEvent.type(canvas.getByLabelText('Lees paub tus lej zais'), 'Fresh#Start2026');
    await expect(canvas.getByRole('button', { name: 'Teem tus lej zais' })).toBeEnabled();
  },
};
