import { handlers, loading, personaHandlers, serverError } from '@hub/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ScreenStory } from '../../app/ScreenStory';

const meta = {
  title: 'Screens/Signed-in shell',
  component: ScreenStory,
  args: { path: '/dashboard' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const narrow = { viewport: { value: 'narrow', isRotated: false } };

async function mainMenu(canvasElement: HTMLElement) {
  return within(
    await within(canvasElement).findByRole('navigation', { name: 'Main menu' }, { timeout: 5000 }),
  );
}

/** A parent: greeting, their menu, the promo block. */
export const Parent: Story = {
  beforeEach({ msw }) {
    msw.use(...personaHandlers('parent'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = await mainMenu(canvasElement);
    await expect(canvas.getByText('Hi, Dana')).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: 'Player Stats' })).toBeVisible();
    await expect(menu.getByRole('link', { name: /Community/ })).toBeVisible();
    await expect(menu.queryByText('Coaching')).toBeNull();
    await expect(canvas.getByRole('region', { name: 'Get the free parent app' })).toBeVisible();
  },
};

/** The dashboard is sunset for this account: the banner, no Home, the account page. */
export const Sunset: Story = {
  args: { path: '/dashboard/account?segment=details' },
  beforeEach({ msw }) {
    msw.use(...personaHandlers('sunset'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = await mainMenu(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Player stats have moved' })).toBeVisible();
    await expect(menu.queryByText('Home')).toBeNull();
  },
};

/** Staff: the admin bar with its four links, their name and Logout; Admin in the menu. */
export const Staff: Story = {
  beforeEach({ msw }) {
    msw.use(...personaHandlers('staff'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = within(await canvas.findByRole('navigation', { name: 'Staff' }, { timeout: 5000 }));
    for (const name of ['Accounts', 'Orders', 'Outstanding Billing Requests', 'Shipments']) {
      await expect(bar.getByRole('link', { name })).toBeVisible();
    }
    await expect(canvas.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect((await mainMenu(canvasElement)).getByRole('link', { name: /Admin/ })).toBeVisible();
  },
};

/** A coach: Coaching, and no Community. */
export const Coach: Story = {
  beforeEach({ msw }) {
    msw.use(...personaHandlers('coach'));
  },
  play: async ({ canvasElement }) => {
    const menu = await mainMenu(canvasElement);
    await expect(menu.getByRole('link', { name: 'Coaching' })).toBeVisible();
    await expect(menu.queryByText('Community')).toBeNull();
  },
};

/** No players on the account: Player Stats is disabled and says why. */
export const NoPlayers: Story = {
  beforeEach({ msw }) {
    msw.use(...personaHandlers('parent', { players: false }));
  },
  play: async ({ canvasElement }) => {
    const menu = await mainMenu(canvasElement);
    await expect(menu.getByRole('link', { name: 'Player Stats' })).toHaveAttribute('aria-disabled', 'true');
    await expect(menu.getByText('Add a player to your account to see stats.')).toBeVisible();
  },
};

/** The player list failed: said so, with a retry; the rest of the shell works (Home says it itself). */
export const PlayersFailed: Story = {
  args: { path: '/dashboard/account?segment=details' },
  beforeEach({ msw }) {
    msw.use(handlers.players(serverError()), ...personaHandlers('parent'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Your players could not be loaded', {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** The user is still loading: the loading screen. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.userInfo(loading()), ...personaHandlers('parent'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading…');
  },
};

/** The user could not be loaded: the whoops page with a retry. */
export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.userInfo(serverError()), ...personaHandlers('parent'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Whoops, an error occurred' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Below 900px: the menu button opens the slide-in menu with Account Details and Subscription & Billing. */
export const Narrow: Story = {
  globals: narrow,
  beforeEach({ msw }) {
    msw.use(...personaHandlers('parent'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Open menu' }, { timeout: 5000 }));
    const panel = within(await within(document.body).findByRole('dialog', { name: 'Menu' }));
    await expect(panel.getByRole('link', { name: 'Account Details' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Subscription & Billing' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Sign out' })).toHaveAttribute('href', '/logout');
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  beforeEach({ msw }) {
    msw.use(...personaHandlers('parent'));
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findAllByRole('navigation', {}, { timeout: 5000 });
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
  },
};
