import {
  errorBodies,
  handlers,
  loading,
  loginHandlers,
  notFound,
  personaHandlers,
  serverError,
  unauthorized,
} from '@hub/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ScreenStory } from '../../shared/ScreenStory';
import { detailsForm } from './stories-support';

const meta = {
  title: 'Screens/Account details/Loading and failures',
  component: ScreenStory,
  args: { path: '/dashboard/account?segment=details' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

async function logInAgain(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
  await userEvent.type(canvas.getByLabelText('Email'), 'parent@demo.test');
  await userEvent.type(canvas.getByLabelText('Password', { exact: true }), 'HubDemo#2026');
  await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
}

/** The details are loading: a placeholder that says so. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.userDetails(loading()), ...personaHandlers('parent'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading your account details…')).toBeInTheDocument();
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
      await canvas.findByRole('heading', { name: 'Your account details could not be loaded' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Try again/ })).toBeVisible();
  },
};

/**
 * The address answers 404, which spec section 8 does not show for the shipping fetch: the form as for a
 * user without an address yet ("Not provided"), to be given with Edit.
 */
export const AddressNotFound: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.shipping(notFound()), ...personaHandlers('parent'));
  },
  play: async ({ canvasElement }) => {
    const form = await detailsForm(canvasElement);
    // Only the address: the phone on file still shows.
    await expect(form.getByText('Not provided')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Edit' })).toBeVisible();
    await expect(within(canvasElement).queryByText('Your account details could not be loaded')).toBeNull();
  },
};

export const AddressNotFoundArabic: Story = {
  ...AddressNotFound,
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const form = await detailsForm(canvasElement, 'تفاصيل الحساب');
    await expect(form.getByText('غير محدد')).toBeVisible();
    await expect(form.getByRole('button', { name: 'تعديل' })).toBeVisible();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
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
    const heading = await canvas.findByRole('heading', { name: 'Your account details could not be loaded' });
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
 * The user's details answer 404, which spec section 8 does not show for a user-data fetch: as an expired
 * session, the login page, and back to the account details after signing in again.
 */
export const DetailsNotFound: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('*/api/v2/user/', () => HttpResponse.json(errorBodies.notFound, { status: 404 }), {
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
