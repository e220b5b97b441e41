import { errorBodies, personaHandlers } from '@hub/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { ScreenStory } from '../../shared/ScreenStory';

/** /logout opened by a link: it asks before signing out (following a link never signs anyone out). */
const meta = {
  title: 'Screens/Sign out',
  component: ScreenStory,
  args: { path: '/logout' },
  parameters: { layout: 'fullscreen' },
  beforeEach({ msw }) {
    msw.use(...personaHandlers('parent'));
  },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed in: the question, Sign out, and a way to stay signed in. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Sign out?' })).toBeVisible();
    await expect(canvas.getByText('You are signed in to the customer hub on this device.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign out' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: 'Stay signed in' })).toHaveAttribute('href', '/');
  },
};

/** Sign out ends the session and shows the login page. */
export const SignsOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign out' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
  },
};

/** A failing sign-out call is reported and signing out goes on: the login page all the same. */
export const SignsOutWhenTheServerFails: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('*/api/v2/auth/oauth2/revoke_token/', () =>
        HttpResponse.json(errorBodies.serverError, { status: 500 }),
      ),
      http.post('*/api/v2/auth/session/logout/', () => HttpResponse.error()),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign out' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
  },
};

/** Stay signed in goes to the start page: Home. */
export const StaysSignedIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: 'Stay signed in' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Welcome, Dana' })).toBeVisible();
  },
};

/** Nobody signed in: straight on to the login page. */
export const SignedOut: Story = {
  args: { signedIn: false },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Welcome' }),
    ).toBeVisible();
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Sign out' })).toBeVisible();
  },
};
