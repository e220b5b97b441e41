import {
  adminAccountFixture,
  billingFixtureClock,
  handlers,
  loading,
  migratedAccountFixture,
  notFound,
  serverError,
} from '@hub/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ScreenStory } from '../../shared/ScreenStory';
import { arabic, byContent, card, heading, narrow, rtl, staffWorld } from './stories-support';

const meta = {
  title: 'Screens/Admin/Account details/States',
  component: ScreenStory,
  // The fixtures are made for 25 November 2026 in New York: the story reads the same on any day.
  args: { path: '/admin/accounts/101', clock: billingFixtureClock },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Loaded: the header (name, id, status, platform, subscription, last play), the tabs, and the overview's
 * account (status, tags, coach), its user's details (read-only until Edit) and the migration.
 */
export const Loaded: Story = {
  beforeEach({ msw }) {
    msw.use(...staffWorld());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'Dana Rivera');
    const facts = within(canvas.getByRole('list', { name: 'Account facts' }));
    await expect(facts.getByText(byContent(/^Account #101$/))).toBeVisible();
    await expect(facts.getByText('Active')).toBeVisible();
    await expect(facts.getByText('Platform: This hub')).toBeVisible();
    await expect(facts.getByText('Subscription: Active')).toBeVisible();
    await expect(facts.queryByText(/^Churn risk/)).toBeNull();
    await expect(canvas.getByText(byContent(/^Last play: Nov 24, 2026/))).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to all accounts' })).toHaveAttribute(
      'href',
      '/admin/accounts',
    );
    const tabs = canvas.getAllByRole('tab').map((tab) => tab.textContent);
    await expect(tabs).toEqual([
      'Overview',
      'Notes (3)',
      'Shipments & orders',
      'Billing',
      'Support',
      'Timeline',
    ]);
    const account = await card(canvasElement, 'Account');
    await expect(account.getByText('Active: the family can use the hub.')).toBeVisible();
    await expect(account.getByText('hub-dashboard')).toBeVisible();
    await expect(account.getByRole('button', { name: 'Remove tag hub-dashboard' })).toBeEnabled();
    await expect(account.getByText(/Chris Coach/)).toBeVisible();
    const users = await card(canvasElement, 'Users');
    await expect(users.getByRole('heading', { name: 'Dana Rivera' })).toBeVisible();
    await expect(users.getByText('parent@demo.test')).toBeVisible();
    await expect(await users.findByRole('button', { name: 'Edit' })).toBeVisible();
    const migration = await card(canvasElement, 'Platform migration');
    await expect(migration.getByRole('button', { name: 'Migrate to the other platform…' })).toBeVisible();
  },
};

/** The same in Arabic: right to left, the family's data as it is. */
export const LoadedArabic: Story = {
  ...Loaded,
  globals: arabic,
  play: async ({ canvasElement }) => {
    await rtl();
    await heading(canvasElement, 'Dana Rivera');
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('tab')).toHaveLength(6);
    await expect(await canvas.findByText('hub-dashboard')).toBeVisible();
    await expect(canvas.getAllByText('parent@demo.test')[0]).toBeVisible();
  },
};

/** Below 900px: the tabs scroll sideways, the cards stack, the buttons take the full width. */
export const LoadedNarrow: Story = {
  ...Loaded,
  globals: narrow,
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Dana Rivera');
    const account = await card(canvasElement, 'Account');
    await expect(account.getByRole('button', { name: 'Block account' })).toBeVisible();
    await expect(within(canvasElement).getByRole('tab', { name: 'Timeline' })).toBeInTheDocument();
  },
};

/** While the account loads: its number as the title and a placeholder. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.adminAccount(loading()), ...staffWorld());
  },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Account #101');
    await expect(within(canvasElement).getByText('Loading the account…')).toBeInTheDocument();
  },
};

/** The account could not be read: said, with Try again. */
export const AccountFetchFailed: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.adminAccount(serverError()), ...staffWorld());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'Account #101');
    await expect(await canvas.findByText('The account could not be loaded')).toBeVisible();
    await expect(canvas.getByText('Please try again. If it persists, contact support.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** An account that does not exist (404): said, with the way back to the list. */
export const AccountNotFound: Story = {
  args: { path: '/admin/accounts/999' },
  beforeEach({ msw }) {
    msw.use(handlers.adminAccount(notFound()), ...staffWorld());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('This account does not exist')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Find an account' })).toHaveAttribute(
      'href',
      '/admin/accounts',
    );
  },
};

/** An account at risk of churning: the flag names why, in the header. */
export const AtRiskOfChurning: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...staffWorld({
        account: {
          ...adminAccountFixture,
          last_play_at: '2026-11-01T18:00:00.000Z',
          churn_risk: ['no_recent_play', 'cancel_requested'],
        },
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Dana Rivera');
    const facts = within(within(canvasElement).getByRole('list', { name: 'Account facts' }));
    await expect(facts.getByText('Churn risk: No play in 14 days, Cancellation requested')).toBeVisible();
    await expect(within(canvasElement).getByText(byContent(/^Last play: Nov 1, 2026/))).toBeVisible();
  },
};

/** A migrated account: the platform, and when and by whom it was moved; nothing to migrate again. */
export const Migrated: Story = {
  args: { path: '/admin/accounts/117' },
  beforeEach({ msw }) {
    msw.use(...staffWorld({ account: migratedAccountFixture }));
  },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Rowan Diaz');
    const facts = within(within(canvasElement).getByRole('list', { name: 'Account facts' }));
    await expect(facts.getByText('Platform: Other game platform')).toBeVisible();
    const migration = await card(canvasElement, 'Platform migration');
    await expect(
      migration.getByText(byContent(/^Moved to the other game platform on 09-26-2026 .* by Alex Staff\.$/)),
    ).toBeVisible();
    await expect(migration.queryByRole('button')).toBeNull();
  },
};

/** The same in Arabic. */
export const MigratedArabic: Story = {
  ...Migrated,
  globals: arabic,
  play: async ({ canvasElement }) => {
    await rtl();
    await heading(canvasElement, 'Rowan Diaz');
    // The card in Arabic ("Platform migration"): who moved the account, and no button.
    const migration = await card(canvasElement, 'النقل إلى منصة أخرى');
    await expect(migration.getByText(/Alex Staff/)).toBeVisible();
    await expect(migration.queryByRole('button')).toBeNull();
  },
};
