import { emailChangeFixtures, handlers, serverError, loading, validationFailed } from '@hub/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ScreenStory } from '../../shared/ScreenStory';

// The pages of the two links an email change mails: /email/confirm (new address), /email/keep (old one).
const meta = {
  title: 'Screens/Email change links',
  component: ScreenStory,
  args: { path: '/email/confirm?token=story-confirm-token', signedIn: false },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const keepPath = '/email/keep?token=story-keep-token';
const narrow = { viewport: { value: 'narrow', isRotated: false } };

/** The confirm link opened: nothing happens until the button (a mail scanner must not confirm). */
export const ConfirmReady: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Confirm your new email' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Confirm my new email' })).toBeEnabled();
  },
};

/** Confirmed: the server's sentence, and Log in with the new email filled in. */
export const Confirmed: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.confirmEmail());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Confirm my new email' }));
    const title = await canvas.findByRole('heading', { level: 1, name: 'Email changed' });
    await waitFor(() => expect(title).toHaveFocus());
    await expect(canvas.getByText('Your email is now dana.new@demo.test.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?email=dana.new%40demo.test',
    );
  },
};

/** While the server answers, the button says so and cannot be pressed twice. */
export const Confirming: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.confirmEmail(loading()));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('button', { name: 'Confirm my new email' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
  },
};

/** Expired or used: the server's reason, and the way back to log in. */
export const LinkExpired: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.confirmEmail(validationFailed(emailChangeFixtures.linkInvalid)));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Confirm my new email' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'This link no longer works' }),
    ).toBeVisible();
    await expect(canvas.getByText('This link has expired or has already been used.')).toBeVisible();
  },
};

/** The address was taken since the request: said plainly, nothing changed. */
export const AddressTaken: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.confirmEmail(validationFailed(emailChangeFixtures.taken)));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Confirm my new email' }));
    await expect(
      await canvas.findByText('This email now belongs to another account, so your email has not changed.'),
    ).toBeVisible();
  },
};

/** A link without its token (cut by a mail program) says at once that it does not work. */
export const MissingToken: Story = {
  args: { path: '/email/confirm' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'This link no longer works' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Confirm my new email' })).toBeNull();
  },
};

/** The server fails, then works: the whoops texts, and the same button again succeeds. */
export const ServerFailsThenWorks: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('*/api/v2/user/email/confirm/', () => HttpResponse.error(), { once: true }),
      handlers.confirmEmail(),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Confirm my new email' }));
    await expect(await canvas.findByText('Whoops, an error occurred')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm my new email' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Email changed' })).toBeVisible();
  },
};

/** A 500 keeps the page as it was, with the whoops texts. */
export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.confirmEmail(serverError()));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Confirm my new email' }));
    await expect(await canvas.findByText('Please try again. If it persists, contact support.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Confirm my new email' })).toBeEnabled();
  },
};

/** The old address's link: what pressing does is said before it is pressed. */
export const KeepReady: Story = {
  args: { path: keepPath },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Keep your email' })).toBeVisible();
    await expect(canvas.getByText(/everyone signed in to your account is signed out/)).toBeVisible();
  },
};

/** Kept: everyone is signed out, and the page offers a new password first. */
export const Kept: Story = {
  args: { path: keepPath },
  beforeEach({ msw }) {
    msw.use(handlers.keepEmail());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Keep my email and sign everyone out' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Email kept' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Choose a new password' })).toHaveAttribute(
      'href',
      '/passwordreset',
    );
  },
};

/** Keeping after seven days: the link no longer works. */
export const KeepExpired: Story = {
  args: { path: keepPath },
  beforeEach({ msw }) {
    msw.use(handlers.keepEmail(validationFailed(emailChangeFixtures.linkInvalid)));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Keep my email and sign everyone out' }));
    await expect(await canvas.findByText('This link has expired or has already been used.')).toBeVisible();
  },
};

export const ConfirmNarrow: Story = {
  globals: narrow,
  play: ConfirmReady.play,
};

export const ConfirmArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'أكّد بريدك الإلكتروني الجديد' }),
    ).toBeVisible();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
  },
};

export const KeepArabic: Story = {
  args: { path: keepPath },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'احتفظ ببريدك الإلكتروني' }),
    ).toBeVisible();
  },
};

/** A long-text language: the keep page in Hmong. */
export const KeepHmong: Story = {
  args: { path: keepPath },
  globals: { locale: 'hmn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
  },
};
