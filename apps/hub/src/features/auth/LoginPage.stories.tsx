import {
  errorBodies,
  failing,
  handlers,
  loginHandlers,
  serverError,
  loading,
  throttled,
  wrongPassword,
} from '@hub/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ScreenStory } from '../../shared/ScreenStory';

const meta = {
  title: 'Screens/Login',
  component: ScreenStory,
  args: { path: '/login', signedIn: false },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const narrow = { viewport: { value: 'narrow', isRotated: false } };

/** The user call answers 401 once (the token expired), then as the persona's handlers say. */
function sessionExpiresOnce() {
  return http.get('*/api/v2/user/info/', () => HttpResponse.json(errorBodies.unauthorized, { status: 401 }), {
    once: true,
  });
}

async function fillAndSubmit(canvasElement: HTMLElement, email: string, password: string) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText('Email'), email);
  await userEvent.type(canvas.getByLabelText('Password', { exact: true }), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
  return canvas;
}

/** The empty form: Log in waits for both fields. */
export const Default: Story = {
  beforeEach({ msw }) {
    msw.use(...loginHandlers('parent'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Welcome' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Log in' })).toBeDisabled();
    await expect(canvas.getByRole('link', { name: 'Forgot your password? Reset it' })).toHaveAttribute(
      'href',
      '/passwordreset?ref=web-login',
    );
    await expect(canvas.getByRole('link', { name: 'Get access' }).getAttribute('href')).toMatch(
      /^https:\/\//,
    );
  },
};

/** A field's error shows once it is left, not while typing. */
export const ErrorAfterBlur: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = await canvas.findByLabelText('Email');
    await userEvent.type(email, 'not-an-email');
    await expect(canvas.queryByText('Please input a valid email on login')).toBeNull();
    await userEvent.tab();
    await expect(await canvas.findByText('Please input a valid email on login')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
  },
};

/** `?email=` fills in the email. */
export const PrefilledEmail: Story = {
  args: { path: '/login?email=parent%40demo.test' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('Email')).toHaveValue('parent@demo.test');
  },
};

/** Signing in goes to the dashboard, where the shell greets the parent. */
export const SignsIn: Story = {
  beforeEach({ msw }) {
    msw.use(...loginHandlers('parent'));
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement, 'parent@demo.test', 'HubDemo#2026');
    await expect(await canvas.findByText('Hi, Dana')).toBeVisible();
  },
};

/** While the server answers, the button says so and is busy. */
export const Pending: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.sessionLogin(loading()), ...loginHandlers('parent'));
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement, 'parent@demo.test', 'HubDemo#2026');
    const button = await canvas.findByRole('button', { name: 'Logging in…' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

/** A wrong password (400): the title and the check-your-credentials text. */
export const WrongPassword: Story = {
  beforeEach({ msw }) {
    msw.use(...loginHandlers('parent', wrongPassword()));
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement, 'parent@demo.test', 'wrong-password');
    const alert = await canvas.findByText('Failed to log in!');
    await expect(alert.closest('[role="alert"]')).toHaveTextContent(
      'Please make sure your email and password are correct.',
    );
  },
};

/** The server refuses a field (400 with field errors): the error shows under the field at once. */
export const ServerFieldError: Story = {
  beforeEach({ msw }) {
    msw.use(...loginHandlers('parent', failing(400, { email: ['Please input a valid email on login'] })));
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement, 'parent@demo.test', 'HubDemo#2026');
    await expect(await canvas.findByText('Please input a valid email on login')).toBeVisible();
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Too many failed attempts (429 with Retry-After): when to try again. */
export const Throttled: Story = {
  beforeEach({ msw }) {
    msw.use(...loginHandlers('parent', throttled(600)));
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement, 'parent@demo.test', 'wrong-password');
    await expect(
      await canvas.findByText('Too many failed sign-in attempts. Please try again in 10 minutes.'),
    ).toBeVisible();
  },
};

/** Any other failure: the unknown-error text (spelled as the spec spells it). */
export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(...loginHandlers('parent', serverError()));
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement, 'parent@demo.test', 'HubDemo#2026');
    await expect(await canvas.findByText('An unknown error has occured.')).toBeVisible();
  },
};

/** Offline: the same unknown-error text, nothing lost from the form; Log in again once back online. */
export const AfterNetworkFailure: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('*/api/v2/auth/session/login/', () => HttpResponse.error(), { once: true }),
      ...loginHandlers('parent'),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement, 'parent@demo.test', 'HubDemo#2026');
    await expect(await canvas.findByText('An unknown error has occured.')).toBeVisible();
    await expect(canvas.getByLabelText('Email')).toHaveValue('parent@demo.test');
    await expect(canvas.getByLabelText('Password', { exact: true })).toHaveValue('HubDemo#2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(await canvas.findByText('Hi, Dana')).toBeVisible();
  },
};

/**
 * The session expired (the user call answers 401 on a signed-in address): the login page, and signing
 * in again leads back to the page that was asked for (`next`).
 */
export const AfterSessionExpired: Story = {
  args: { path: '/dashboard/account?segment=details', signedIn: true },
  beforeEach({ msw }) {
    msw.use(handlers.refreshRefused(), sessionExpiresOnce(), ...loginHandlers('parent'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
    await expect(canvas.queryByRole('form', { name: 'Account details' })).toBeNull();
    await fillAndSubmit(canvasElement, 'parent@demo.test', 'HubDemo#2026');
    await expect(await canvas.findByRole('form', { name: 'Account details' })).toBeVisible();
  },
};

/** A blocked account signs in and is told so. */
export const BlockedAccount: Story = {
  beforeEach({ msw }) {
    msw.use(...loginHandlers('blocked'));
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement, 'blocked@demo.test', 'HubDemo#2026');
    await expect(await canvas.findByRole('heading', { name: 'Your account is unavailable' })).toBeVisible();
  },
};

export const Narrow: Story = {
  globals: narrow,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Log in' })).toBeVisible();
  },
};

/** Picking a language on the page switches it at once; Arabic turns the page right-to-left. */
export const SwitchesToArabic: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The browser's own select (NativeLanguageSelect): it works before the prerendered page hydrates.
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: 'Language' }), 'العربية');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'مرحبًا' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'اللغة' })).toHaveValue('ar');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
  },
};

export const DefaultArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'مرحبًا' })).toBeVisible();
    await expect(canvas.getByLabelText('البريد الإلكتروني')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'تسجيل الدخول' })).toBeDisabled();
    await expect(canvas.getByRole('link', { name: 'هل نسيت كلمة المرور؟ أعد تعيينها' })).toBeVisible();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
  },
};

/** A wrong password in Arabic: the title and text of the failure, right-to-left. */
export const WrongPasswordArabic: Story = {
  globals: { locale: 'ar' },
  beforeEach({ msw }) {
    msw.use(...loginHandlers('parent', wrongPassword()));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('البريد الإلكتروني'), 'parent@demo.test');
    await userEvent.type(canvas.getByLabelText('كلمة المرور', { exact: true }), 'wrong-password');
    await userEvent.click(canvas.getByRole('button', { name: 'تسجيل الدخول' }));
    const title = await canvas.findByText('تعذّر تسجيل الدخول!');
    await expect(title.closest('[role="alert"]')).toHaveTextContent(
      'يُرجى التأكد من صحة بريدك الإلكتروني وكلمة المرور.',
    );
  },
};

/** Hmong, the catalog with the longest texts: the intro and links wrap inside the panel. */
export const DefaultHmong: Story = {
  globals: { locale: 'hmn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Zoo siab txais tos' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Nkag' })).toBeDisabled();
    await expect(canvas.getByRole('link', { name: 'Tsis nco koj tus lej zais? Rov teem dua' })).toBeVisible();
  },
};

/** A wrong password in Hmong: the longer failure text stays inside the form. */
export const WrongPasswordHmong: Story = {
  globals: { locale: 'hmn' },
  beforeEach({ msw }) {
    msw.use(...loginHandlers('parent', wrongPassword()));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Email'), 'parent@demo.test');
    await userEvent.type(canvas.getByLabelText('Tus lej zais', { exact: true }), 'wrong-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Nkag' }));
    const title = await canvas.findByText('Nkag tsis tau!');
    await expect(title.closest('[role="alert"]')).toHaveTextContent(
      'Thov xyuas kom koj tus email thiab tus lej zais raug.',
    );
  },
};

/** The longest texts on a phone. */
export const NarrowHmong: Story = {
  globals: { locale: 'hmn', ...narrow },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Zoo siab txais tos' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Nkag' })).toBeVisible();
  },
};
