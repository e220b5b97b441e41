import { adminAccountFixture, billingFixtureClock, failing, handlers, ok } from '@hub/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ScreenStory } from '../../shared/ScreenStory';
import { arabic, body, byContent, card, heading, popupNamed, rtl, staffWorld } from './stories-support';

const meta = {
  title: 'Screens/Admin/Account details/Settings, users and migration',
  component: ScreenStory,
  // The fixtures are made for 25 November 2026 in New York: the story reads the same on any day.
  args: { path: '/admin/accounts/101', clock: billingFixtureClock },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

// --- the account's settings and users ---

/** Tags: one added from the known tags (then offered no more), one removed; each says so. */
export const TagsAddedAndRemoved: Story = {
  beforeEach({ msw }) {
    msw.use(...staffWorld());
  },
  play: async ({ canvasElement }) => {
    const account = await card(canvasElement, 'Account');
    const adding = account.getByRole('combobox', { name: /Add a tag/ });
    // Enabled once the known tags have come.
    await waitFor(() => expect(adding).toBeEnabled());
    await userEvent.click(adding);
    await userEvent.click(await body(canvasElement).findByRole('option', { name: 'vip-support' }));
    await userEvent.click(account.getByRole('button', { name: 'Add tag' }));
    await expect(await account.findByText('Tag vip-support added.')).toBeVisible();
    await expect(account.getByRole('button', { name: 'Remove tag vip-support' })).toBeVisible();
    await userEvent.click(account.getByRole('button', { name: 'Remove tag hub-dashboard' }));
    await expect(await account.findByText('Tag hub-dashboard removed.')).toBeVisible();
    await expect(account.queryByRole('button', { name: 'Remove tag hub-dashboard' })).toBeNull();
  },
};

/** Blocking asks first, says what it does, and then shows the account as blocked. */
export const BlockedAfterConfirmation: Story = {
  beforeEach({ msw }) {
    msw.use(...staffWorld());
  },
  play: async ({ canvasElement }) => {
    const account = await card(canvasElement, 'Account');
    await userEvent.click(account.getByRole('button', { name: 'Block account' }));
    const popup = await popupNamed(canvasElement, 'Block the account of Dana Rivera?', 'alertdialog');
    await expect(
      popup.getByText('Its people can no longer use the hub until the account is unblocked.'),
    ).toBeVisible();
    await userEvent.click(popup.getByRole('button', { name: 'Block account' }));
    await expect(await account.findByText('The account is blocked.')).toBeVisible();
    await expect(account.getByText('Blocked: the family cannot use the hub.')).toBeVisible();
    await expect(account.getByRole('button', { name: 'Unblock account' })).toBeVisible();
  },
};

/** A user's new email the server refuses: its message under the field, nothing saved. */
export const UserEditRefused: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...staffWorld({
        before: [
          handlers.adminChangeUser(failing(400, { email: ['A user with this email already exists.'] })),
        ],
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const users = await card(canvasElement, 'Users');
    await userEvent.click(await users.findByRole('button', { name: 'Edit' }));
    const email = users.getByLabelText('Email');
    await userEvent.clear(email);
    await userEvent.type(email, 'taken@demo.test');
    await userEvent.click(users.getByRole('button', { name: 'Save' }));
    await expect(await users.findByText('A user with this email already exists.')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A user's phone and language changed: saved, and said so. */
export const UserEdited: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...staffWorld({
        before: [
          handlers.adminChangeUser(
            ok({ ...adminAccountFixture.users[0]!, language: 'es', first_name: 'Dani' }),
          ),
        ],
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const users = await card(canvasElement, 'Users');
    await userEvent.click(await users.findByRole('button', { name: 'Edit' }));
    const first = users.getByLabelText('First name');
    await userEvent.clear(first);
    await userEvent.type(first, 'Dani');
    await userEvent.click(users.getByRole('combobox', { name: 'Language' }));
    await userEvent.click(await body(canvasElement).findByRole('option', { name: 'Español' }));
    await userEvent.click(users.getByRole('button', { name: 'Save' }));
    await expect(await users.findByText('Account information saved')).toBeVisible();
    await expect(users.getByText('Español')).toBeVisible();
  },
};

// --- the migration ---

/**
 * Migrating: the first confirmation names the account and waits until its id or full name is typed; the
 * second says it cannot be undone; then the account shows as moved, by whom.
 */
export const MigrationConfirmedTwice: Story = {
  beforeEach({ msw }) {
    msw.use(...staffWorld());
  },
  play: async ({ canvasElement }) => {
    const migration = await card(canvasElement, 'Platform migration');
    await userEvent.click(migration.getByRole('button', { name: 'Migrate to the other platform…' }));
    const first = await popupNamed(canvasElement, 'Migrate the account of Dana Rivera?');
    const typed = first.getByLabelText('Account id or full name');
    await userEvent.type(typed, 'Dana');
    await expect(first.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await userEvent.type(typed, ' rivera');
    await expect(first.getByRole('button', { name: 'Continue' })).toBeEnabled();
    await userEvent.click(first.getByRole('button', { name: 'Continue' }));
    const second = await popupNamed(canvasElement, 'This cannot be undone', 'alertdialog');
    await expect(
      second.getByText(
        'The account of Dana Rivera (#101) moves to the other game platform for good. It cannot be moved back.',
      ),
    ).toBeVisible();
    await userEvent.click(second.getByRole('button', { name: 'Migrate account' }));
    await expect(
      await migration.findByText('The account of Dana Rivera is moved to the other game platform.'),
    ).toBeVisible();
    await expect(
      migration.getByText(byContent(/^Moved to the other game platform on .* by Alex Staff\.$/)),
    ).toBeVisible();
    const facts = within(within(canvasElement).getByRole('list', { name: 'Account facts' }));
    await expect(facts.getByText('Platform: Other game platform')).toBeVisible();
  },
};

/**
 * The same in Arabic, by the page's structure rather than its words (the new texts are translated later):
 * the overview's last card is the migration; each popup's main action is its last button; the account's id
 * typed confirms it.
 */
export const MigrationArabic: Story = {
  globals: arabic,
  beforeEach({ msw }) {
    msw.use(...staffWorld());
  },
  play: async ({ canvasElement }) => {
    await rtl();
    await heading(canvasElement, 'Dana Rivera');
    // The card in Arabic ("Platform migration").
    const migration = await card(canvasElement, 'النقل إلى منصة أخرى');
    await userEvent.click(migration.getByRole('button'));
    const first = await body(canvasElement).findByRole('dialog');
    await waitFor(() => expect(first).toBeVisible());
    const firstButtons = () => within(first).getAllByRole('button');
    await expect(firstButtons().at(-1)).toBeDisabled();
    await userEvent.type(within(first).getByRole('textbox'), '101');
    await expect(firstButtons().at(-1)).toBeEnabled();
    await userEvent.click(firstButtons().at(-1)!);
    const second = await body(canvasElement).findByRole('alertdialog');
    await waitFor(() => expect(second).toBeVisible());
    await expect(within(second).getByText(/#101/)).toBeVisible();
    await userEvent.click(within(second).getAllByRole('button').at(-1)!);
    await expect(await migration.findByText('Alex Staff')).toBeVisible();
    // The outcome is said; the only button left dismisses it.
    await expect(migration.getByRole('status')).toBeVisible();
    await expect(migration.getAllByRole('button')).toHaveLength(1);
  },
};
