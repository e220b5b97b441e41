import { personaHandlers } from '@hub/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ScreenStory } from '../../app/ScreenStory';

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

/** A BLOCKED account: what happened, how to reach support, and sign out. */
export const Blocked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Your account is unavailable' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: /^support@/ }).getAttribute('href')).toMatch(/^mailto:/);
    await expect(canvas.getByRole('link', { name: /^1-800/ }).getAttribute('href')).toMatch(/^tel:/);
  },
};

/** Opening the dashboard also lands here. */
export const FromTheDashboard: Story = {
  args: { path: '/dashboard/account' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole(
        'heading',
        { name: 'Your account is unavailable' },
        { timeout: 5000 },
      ),
    ).toBeVisible();
  },
};

/** Sign out goes to the login page. */
export const SignsOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign out' }, { timeout: 5000 }));
    await expect(await canvas.findByRole('heading', { name: 'Welcome' })).toBeVisible();
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Sign out' }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', {}, { timeout: 5000 });
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
  },
};
