import {
  errorBodies,
  handlers,
  resetThrottled,
  serverError,
  loading,
  validationFailed,
} from '@hub/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ScreenStory } from '../../shared/ScreenStory';

const meta = {
  title: 'Screens/Password reset',
  component: ScreenStory,
  args: { path: '/passwordreset?ref=web-login', signedIn: false },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const narrow = { viewport: { value: 'narrow', isRotated: false } };
const requested =
  'If an account uses this email, a link to set a new password is on its way. The link works for one hour.';

async function send(canvasElement: HTMLElement, email: string) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText('Email'), email);
  await userEvent.click(canvas.getByRole('button', { name: 'Send the link' }));
  return canvas;
}

/** The empty form: the button waits for an email; a way back to log in. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send the link' })).toBeDisabled();
    await expect(canvas.getByRole('link', { name: 'Back to log in' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('combobox', { name: 'Language' })).toBeVisible();
  },
};

/** The login page's link opens it. */
export const FromTheLoginPage: Story = {
  args: { path: '/login' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: 'Forgot your password? Reset it' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  },
};

/** The domain's email rule, once the field is left. */
export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Email'), 'parent@demo');
    await userEvent.tab();
    await expect(await canvas.findByText('Please enter a valid email.')).toBeVisible();
  },
};

/** Sent: the same confirmation whatever the email, focus on it, back to log in with the email filled in. */
export const Sent: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.passwordReset());
  },
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement, 'parent@demo.test');
    const heading = await canvas.findByRole('heading', { level: 1, name: 'Check your email' });
    await expect(heading).toHaveFocus();
    await expect(canvas.getByText(requested)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to log in' })).toHaveAttribute(
      'href',
      '/login?email=parent%40demo.test',
    );
  },
};

/** "Use another email" brings the form back with the email sent to, to correct a typo. */
export const UseAnotherEmail: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.passwordReset());
  },
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement, 'parnet@demo.test');
    await userEvent.click(await canvas.findByRole('button', { name: 'Use another email' }));
    await expect(await canvas.findByLabelText('Email')).toHaveValue('parnet@demo.test');
  },
};

/** While the server answers, the button says so and is busy. */
export const Pending: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.passwordReset(loading()));
  },
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement, 'parent@demo.test');
    await expect(await canvas.findByRole('button', { name: 'Sending…' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** Asked too often (429 with Retry-After): when to try again. */
export const Throttled: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.passwordReset(resetThrottled(600)));
  },
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement, 'parent@demo.test');
    await expect(
      await canvas.findByText('Too many password reset requests. Please try again in 10 minutes.'),
    ).toBeVisible();
  },
};

/** The server refuses the email: its message under the field. */
export const ServerFieldError: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.passwordReset(validationFailed(errorBodies.passwordResetValidation)));
  },
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement, 'parent@demo.test');
    await expect(await canvas.findByText('Please enter a valid email.')).toBeVisible();
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Any other failure: the whoops texts, and the email kept. */
export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.passwordReset(serverError()));
  },
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement, 'parent@demo.test');
    const alert = (await canvas.findByText('Whoops, an error occurred')).closest('[role="alert"]');
    await expect(alert).toHaveTextContent('Please try again. If it persists, contact support.');
    await expect(canvas.getByLabelText('Email')).toHaveValue('parent@demo.test');
  },
};

/**
 * Offline (the request never reaches the server): the whoops texts with the email kept, and sending
 * again once back online gets the confirmation. (A signed-out page: no session to expire.)
 */
export const AfterNetworkFailure: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('*/api/v2/user/password_reset/', () => HttpResponse.error(), { once: true }),
      handlers.passwordReset(),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement, 'parent@demo.test');
    const alert = (await canvas.findByText('Whoops, an error occurred')).closest('[role="alert"]');
    await expect(alert).toHaveTextContent('Please try again. If it persists, contact support.');
    await expect(canvas.getByLabelText('Email')).toHaveValue('parent@demo.test');
    await userEvent.click(canvas.getByRole('button', { name: 'Send the link' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
  },
};

export const Narrow: Story = {
  globals: narrow,
  beforeEach({ msw }) {
    msw.use(handlers.passwordReset());
  },
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement, 'parent@demo.test');
    await expect(await canvas.findByRole('heading', { name: 'Check your email' })).toBeVisible();
  },
};

export const DefaultArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'إعادة تعيين كلمة المرور' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'إرسال الرابط' })).toBeDisabled();
    await expect(canvas.getByRole('link', { name: 'العودة إلى تسجيل الدخول' })).toBeVisible();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
  },
};

/** Sent, in Arabic: the confirmation, right-to-left, with focus on its heading. */
export const SentArabic: Story = {
  globals: { locale: 'ar' },
  beforeEach({ msw }) {
    msw.use(handlers.passwordReset());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('البريد الإلكتروني'), 'parent@demo.test');
    await userEvent.click(canvas.getByRole('button', { name: 'إرسال الرابط' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'تحقق من بريدك الإلكتروني' }),
    ).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'استخدام بريد إلكتروني آخر' })).toBeVisible();
  },
};

/** Hmong, the catalog with the longest texts: the intro wraps inside the panel. */
export const DefaultHmong: Story = {
  globals: { locale: 'hmn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Rov teem koj tus lej zais' }),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        'Sau tus email ntawm koj tus as khauj, ces peb yuav xa ib qhov txuas rau koj los teem tus lej zais tshiab.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Xa qhov txuas' })).toBeDisabled();
  },
};

/** Sent, in Hmong, on a phone: the longest confirmation on the smallest screen. */
export const SentNarrowHmong: Story = {
  globals: { locale: 'hmn', ...narrow },
  beforeEach({ msw }) {
    msw.use(handlers.passwordReset());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Email'), 'parent@demo.test');
    await userEvent.click(canvas.getByRole('button', { name: 'Xa qhov txuas' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Xyuas koj tus email' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Rov qab mus nkag' })).toBeVisible();
  },
};
