import { handlers, errorBodies, loginHandlers, personaHandlers } from '@hub/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ScreenStory } from '../../shared/ScreenStory';

const meta = {
  title: 'Screens/Account unavailable',
  component: ScreenStory,
  args: { path: '/blocked' },
  parameters: { layout: 'fullscreen' },
  beforeEach({ msw }) {
    msw.use(...personaHandlers('blocked'));
  },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const narrow = { viewport: { value: 'narrow', isRotated: false } };

async function blockedHeading(canvasElement: HTMLElement, name = 'Your account is unavailable') {
  return within(canvasElement).findByRole('heading', { level: 1, name });
}

/** A BLOCKED account: what happened, how to reach support, and sign out. */
export const Blocked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Your account is unavailable' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /^support@/ }).getAttribute('href')).toMatch(/^mailto:/);
    await expect(canvas.getByRole('link', { name: /^1-800/ }).getAttribute('href')).toMatch(/^tel:/);
  },
};

/** Opening the dashboard also lands here. */
export const FromTheDashboard: Story = {
  args: { path: '/dashboard/account' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Your account is unavailable' }),
    ).toBeVisible();
  },
};

/** Sign out goes to the login page. */
export const SignsOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign out' }));
    await expect(await canvas.findByRole('heading', { name: 'Welcome' })).toBeVisible();
  },
};

/**
 * Offline when the page loads (the user call never reaches the server): the whoops page with a retry,
 * which opens the page once back online.
 */
export const AfterNetworkFailure: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/api/v2/user/info/', () => HttpResponse.error(), { once: true }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(within(alert).getByRole('heading', { name: 'Whoops, an error occurred' })).toBeVisible();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await blockedHeading(canvasElement)).toBeVisible();
  },
};

/**
 * The session expired (the user call answers 401): the login page; signing in again comes back here,
 * the account still unavailable.
 */
export const AfterSessionExpired: Story = {
  beforeEach({ msw }) {
    msw.use(
      handlers.refreshRefused(),

      http.get('*/api/v2/user/info/', () => HttpResponse.json(errorBodies.unauthorized, { status: 401 }), {
        once: true,
      }),
      ...loginHandlers('blocked'),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Email'), 'blocked@demo.test');
    await userEvent.type(canvas.getByLabelText('Password', { exact: true }), 'HubDemo#2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(await blockedHeading(canvasElement)).toBeVisible();
  },
};

/** The page's own language select: picking Hmong switches the page at once. */
export const SwitchesLanguage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await blockedHeading(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Language' }));
    await userEvent.click(await body.findByRole('option', { name: 'Hmoob' }));
    await expect(await blockedHeading(canvasElement, 'Koj tus as khauj siv tsis tau')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tawm' })).toBeVisible();
  },
};

export const Narrow: Story = {
  globals: narrow,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Sign out' })).toBeVisible();
  },
};

export const BlockedArabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await blockedHeading(canvasElement, 'حسابك غير متاح')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /^support@/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'تسجيل الخروج' })).toBeVisible();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
  },
};

/** Hmong, the catalog with the longest texts. */
export const BlockedHmong: Story = {
  globals: { locale: 'hmn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await blockedHeading(canvasElement, 'Koj tus as khauj siv tsis tau')).toBeVisible();
    await expect(canvas.getByText(/^Hu rau peb ntawm/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tawm' })).toBeVisible();
  },
};

/** The longest texts on a phone: the language select and Sign out stack. */
export const NarrowHmong: Story = {
  globals: { locale: 'hmn', ...narrow },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await blockedHeading(canvasElement, 'Koj tus as khauj siv tsis tau')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Lus' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tawm' })).toBeVisible();
  },
};
