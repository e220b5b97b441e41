import type { AdminAccount } from '@hub/api-client';
import {
  adminAccountFixture,
  adminErrorBodies,
  adminHandlers,
  adminNotesWorldHandlers,
  accountNoteFixtures,
  billingErrorBodies,
  billingFixtureClock,
  billingWorldHandlers,
  failing,
  handlers,
  invoiceFixtures,
  loading,
  migratedAccountFixture,
  notFound,
  ok,
  serverError,
  staffFixtures,
  subscriptionFixtures,
  type BillingWorld,
} from '@hub/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ScreenStory } from '../../shared/ScreenStory';
import { arabic, body, heading, narrow, popupNamed, rtl, staff } from './stories-support';

const meta = {
  title: 'Screens/Admin/Account details',
  component: ScreenStory,
  // The fixtures are made for 25 November 2026 in New York: the story reads the same on any day.
  args: { path: '/admin/accounts/101', clock: billingFixtureClock },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const staffActor = { id: staffFixtures.staff.id, name: staffFixtures.staff.name, is_staff: true };
const accountPath = '*/api/v2/admin/accounts/:accountId/';

/**
 * The account as the server keeps it: read, changed by PATCH (status, tags, coach), renewed or declined,
 * migrated; each answer is what the next read gives.
 */
function accountWorld(start: AdminAccount): HttpHandler[] {
  let account = start;
  const numeric = (value: unknown) => typeof value === 'string' && /^\d+$/.test(value);
  const renewal = (status: 'ACTIVE' | 'RETURNED') => () => {
    if (!account.subscription || account.subscription.status !== 'RENEWAL_REQUESTED') {
      return HttpResponse.json(
        billingErrorBodies.conflict('illegal_transition', 'active', 'CONFIRM_RENEWAL'),
        { status: 409 },
      );
    }
    const subscription =
      status === 'ACTIVE'
        ? { ...subscriptionFixtures.renewed, account: account.id }
        : { ...subscriptionFixtures.returned, account: account.id };
    account = { ...account, subscription, billing_status: { status_name: subscription.status } };
    return HttpResponse.json(subscription);
  };
  return [
    http.get(accountPath, ({ params }) =>
      numeric(params.accountId) ? HttpResponse.json(account) : undefined,
    ),
    http.patch(accountPath, async ({ request }) => {
      const changes = (await request.json()) as Partial<AdminAccount> & { coach?: number | null };
      const { coach, ...rest } = changes;
      account = {
        ...account,
        ...rest,
        ...(coach === undefined
          ? {}
          : { coach: coach === null ? null : { id: coach, name: 'Chris Coach', email: 'coach@demo.test' } }),
      };
      return HttpResponse.json(account);
    }),
    http.post('*/api/v2/admin/billing/account/:accountId/renew/', renewal('ACTIVE')),
    http.post('*/api/v2/admin/billing/account/:accountId/renew/decline/', renewal('RETURNED')),
    http.put('*/api/v2/admin/transit_account_to_lq/:accountId/', async ({ request }) => {
      const body = (await request.json()) as { confirm_account?: string; confirm_irreversible?: boolean };
      if (account.migration) return HttpResponse.json(adminErrorBodies.alreadyMigrated, { status: 409 });
      const typed = String(body.confirm_account ?? '').trim();
      if (typed !== String(account.id) && typed.toLowerCase() !== account.name.toLowerCase()) {
        return HttpResponse.json(adminErrorBodies.confirmAccountMismatch, { status: 400 });
      }
      const migration = {
        platform: 'lq',
        migrated_at: billingFixtureClock.now.toISOString(),
        migrated_by: staffFixtures.staff,
      };
      account = { ...account, platform: 'lq', migration };
      return HttpResponse.json({ account: account.id, ...migration });
    }),
  ];
}

/**
 * Staff signed in, looking at `account` (the parent's by default): the account world, its notes (a staff
 * member's writes kept), shipments, tickets, responses, orders, the holder's address, the timeline, and
 * billing's world for its subscription and invoices with staff as the actor.
 */
function staffWorld(
  options: { account?: AdminAccount; billing?: BillingWorld; before?: HttpHandler[] } = {},
): HttpHandler[] {
  const account = options.account ?? adminAccountFixture;
  return staff(
    ...(options.before ?? []),
    ...accountWorld(account),
    ...adminNotesWorldHandlers(accountNoteFixtures, {
      author: staffFixtures.staff,
      at: billingFixtureClock.now.toISOString(),
    }),
    adminHandlers.adminAccountTags(),
    adminHandlers.adminAccountShipments(),
    adminHandlers.adminCreateShipment(),
    adminHandlers.adminUserShipping(),
    adminHandlers.adminUpdateUserShipping(),
    adminHandlers.adminUserTickets(),
    adminHandlers.adminPlayerResponses(),
    adminHandlers.adminOrders(),
    adminHandlers.adminChangeUser(),
    adminHandlers.adminAccountTimeline(),
    ...billingWorldHandlers({
      actor: staffActor,
      subscription: account.subscription,
      invoices: invoiceFixtures.active,
      ...options.billing,
    }),
  );
}

/** A card (a titled region) once it shows. */
async function card(canvasElement: HTMLElement, name: string | RegExp) {
  return within(await within(canvasElement).findByRole('region', { name }, { timeout: 5000 }));
}

/**
 * Matches the innermost element whose whole text (its children's too) fits `pattern`: for lines whose
 * words are split by markup (a date, a name isolated for direction).
 */
function byContent(pattern: RegExp) {
  return (_content: string, element: Element | null) =>
    element !== null &&
    pattern.test(element.textContent ?? '') &&
    ![...element.children].some((child) => pattern.test(child.textContent ?? ''));
}

/** The list item (a note, a shipment, an event) that holds `text`. */
async function itemWith(scope: ReturnType<typeof within>, text: string | RegExp) {
  const found = await scope.findByText(typeof text === 'string' ? text : byContent(text));
  const item = found.closest('li');
  if (!item) throw new Error(`no list item holds ${String(text)}`);
  return within(item);
}

// --- the account and its states ---

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
    await expect(users.getByRole('button', { name: 'Edit' })).toBeVisible();
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
    await expect(await canvas.findByText('This account does not exist', {}, { timeout: 5000 })).toBeVisible();
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
    await userEvent.click(users.getByRole('button', { name: 'Edit' }));
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
    await userEvent.click(users.getByRole('button', { name: 'Edit' }));
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

// --- notes ---

/**
 * A note written goes first and the count goes up (the tab and the card); deleted after its confirmation,
 * it leaves the list and the count goes down.
 */
export const NotesWrittenAndDeleted: Story = {
  args: { path: '/admin/accounts/101?tab=notes' },
  beforeEach({ msw }) {
    msw.use(...staffWorld());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notes = await card(canvasElement, 'Notes');
    await expect(await notes.findByText('3 notes')).toBeVisible();
    const list = within(await notes.findByRole('list', { name: 'Notes, newest first' }));
    await expect(list.getAllByRole('listitem')).toHaveLength(3);
    // Author, time and the edited mark.
    const edited = await itemWith(list, /Switched from monthly to yearly/);
    await expect(edited.getByText(/Sky Support/)).toBeVisible();
    await expect(edited.getByText(/^Edited/)).toBeVisible();

    await userEvent.type(notes.getByLabelText(/New note/), 'Asked for a call back on Friday.');
    await userEvent.click(notes.getByRole('button', { name: 'Add note' }));
    await expect(await notes.findByText('Note added.')).toBeVisible();
    await expect(notes.getByText('4 notes')).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Notes (4)' })).toBeVisible();
    const first = list.getAllByRole('listitem')[0]!;
    await expect(within(first).getByText('Asked for a call back on Friday.')).toBeVisible();
    await expect(within(first).getByText(/Alex Staff/)).toBeVisible();
    await expect(notes.getByLabelText(/New note/)).toHaveValue('');

    await userEvent.click(within(first).getByRole('button', { name: 'Delete' }));
    const popup = await popupNamed(canvasElement, 'Delete this note?', 'alertdialog');
    await expect(popup.getByText('Asked for a call back on Friday.')).toBeVisible();
    await userEvent.click(popup.getByRole('button', { name: 'Delete note' }));
    await expect(await notes.findByText('Note deleted.')).toBeVisible();
    await expect(notes.getByText('3 notes')).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Notes (3)' })).toBeVisible();
    await expect(notes.queryByText('Asked for a call back on Friday.')).toBeNull();
  },
};

/** The same in Arabic: right to left, the notes as written. */
export const NotesArabic: Story = {
  args: { path: '/admin/accounts/101?tab=notes' },
  globals: arabic,
  beforeEach({ msw }) {
    msw.use(...staffWorld());
  },
  play: async ({ canvasElement }) => {
    await rtl();
    await expect(
      await within(canvasElement).findByText(/Replacement sensor sent/, {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** An empty note is not sent: the rule's message under the field. */
export const EmptyNoteRefused: Story = {
  args: { path: '/admin/accounts/101?tab=notes' },
  beforeEach({ msw }) {
    msw.use(...staffWorld());
  },
  play: async ({ canvasElement }) => {
    const notes = await card(canvasElement, 'Notes');
    await userEvent.type(notes.getByLabelText(/New note/), '   ');
    await userEvent.click(notes.getByRole('button', { name: 'Add note' }));
    await expect(await notes.findByText('Note may not contain only empty characters')).toBeVisible();
    await expect(notes.getByText('3 notes')).toBeVisible();
  },
};

/**
 * Only a note's author edits it: Edit is offered on one's own notes; when the server refuses all the
 * same (403), its reason is shown and the note is unchanged.
 */
export const NoteEditRefused: Story = {
  args: { path: '/admin/accounts/101?tab=notes' },
  beforeEach({ msw }) {
    msw.use(
      ...staffWorld({
        before: [handlers.adminUpdateNote(failing(403, adminErrorBodies.noteAuthorOnly))],
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const notes = await card(canvasElement, 'Notes');
    const others = await itemWith(notes, /Replacement sensor sent/);
    await expect(others.queryByRole('button', { name: 'Edit' })).toBeNull();
    const mine = await itemWith(notes, /Called about the sensor not pairing/);
    await userEvent.click(mine.getByRole('button', { name: 'Edit' }));
    const field = mine.getByLabelText('Note');
    await userEvent.type(field, ' Followed up.');
    await userEvent.click(mine.getByRole('button', { name: 'Save note' }));
    await expect(await mine.findByText('The note could not be saved')).toBeVisible();
    await expect(mine.getByText('Only the author of a note can edit it.')).toBeVisible();
  },
};

/** One's own note edited: the new text in place, marked as edited. */
export const NoteEdited: Story = {
  args: { path: '/admin/accounts/101?tab=notes' },
  beforeEach({ msw }) {
    msw.use(...staffWorld());
  },
  play: async ({ canvasElement }) => {
    const notes = await card(canvasElement, 'Notes');
    const mine = await itemWith(notes, /Called about the sensor not pairing/);
    await userEvent.click(mine.getByRole('button', { name: 'Edit' }));
    const field = mine.getByLabelText('Note');
    await userEvent.clear(field);
    await userEvent.type(field, 'Sensor paired after a reset.');
    await userEvent.click(mine.getByRole('button', { name: 'Save note' }));
    // The note's text as shown (the edit box, while it saves, holds the same words).
    await expect(
      await notes.findByText('Sensor paired after a reset.', { selector: 'p > bdi' }),
    ).toBeVisible();
    const saved = await itemWith(notes, /^Sensor paired after a reset\.$/);
    await expect(saved.getByText(/^Edited/)).toBeVisible();
  },
};

// --- shipments, address and orders ---

/**
 * Ten shipments at first (of twelve); Show more reads the rest. A new shipment is chosen, reviewed and
 * made, and said so.
 */
export const ShipmentsAndANewOne: Story = {
  args: { path: '/admin/accounts/101?tab=shipments' },
  beforeEach({ msw }) {
    msw.use(...staffWorld());
  },
  play: async ({ canvasElement }) => {
    const shipments = await card(canvasElement, 'Shipments');
    const list = within(await shipments.findByRole('list', { name: 'Shipments, newest first' }));
    await expect(list.getAllByRole('listitem')).toHaveLength(10);
    await expect(shipments.getByText('Showing 10 of 12')).toBeVisible();
    const first = list.getAllByRole('listitem')[0]!;
    await expect(within(first).getByText('Replacement strap')).toBeVisible();
    await expect(within(first).getByText('Pending')).toBeVisible();
    await userEvent.click(shipments.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(list.getAllByRole('listitem')).toHaveLength(12));
    await expect(shipments.queryByRole('button', { name: 'Show more' })).toBeNull();

    await userEvent.click(shipments.getByRole('button', { name: 'New shipment' }));
    const popup = await popupNamed(canvasElement, 'New shipment for Dana Rivera');
    await expect(popup.getByRole('button', { name: 'Review' })).toBeDisabled();
    await userEvent.click(popup.getByRole('combobox', { name: /What to ship/ }));
    await userEvent.click(await body(canvasElement).findByRole('option', { name: 'Replacement strap' }));
    await userEvent.type(popup.getByLabelText(/Reason/), 'Strap worn out.');
    await userEvent.click(popup.getByRole('button', { name: 'Review' }));
    const review = await popupNamed(canvasElement, 'Send this shipment?');
    await expect(review.getByText('Strap worn out.')).toBeVisible();
    await userEvent.click(review.getByRole('button', { name: 'Create shipment' }));
    await expect(await shipments.findByText('Shipment created: Replacement strap, pending.')).toBeVisible();
  },
};

/** No shipments (the server's 404, which is not an error): said plainly. */
export const NoShipments: Story = {
  args: { path: '/admin/accounts/101?tab=shipments' },
  beforeEach({ msw }) {
    msw.use(...staffWorld({ before: [handlers.adminAccountShipments(notFound())] }));
  },
  play: async ({ canvasElement }) => {
    const shipments = await card(canvasElement, 'Shipments');
    await expect(await shipments.findByText('No shipments yet')).toBeVisible();
  },
};

/** The shipments could not be read (any failure but 404): shown, with Try again. */
export const ShipmentsFailed: Story = {
  args: { path: '/admin/accounts/101?tab=shipments' },
  beforeEach({ msw }) {
    msw.use(...staffWorld({ before: [handlers.adminAccountShipments(serverError())] }));
  },
  play: async ({ canvasElement }) => {
    const shipments = await card(canvasElement, 'Shipments');
    await expect(await shipments.findByText('The shipments could not be loaded')).toBeVisible();
    await expect(shipments.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** The holder's address saved over a change made elsewhere (412): said, with what was typed kept. */
export const AddressChangedElsewhere: Story = {
  args: { path: '/admin/accounts/101?tab=shipments' },
  beforeEach({ msw }) {
    msw.use(
      ...staffWorld({
        before: [handlers.adminUpdateUserShipping(failing(412, { detail: 'Precondition failed.' }))],
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const address = await card(canvasElement, 'Shipping address');
    await userEvent.click(await address.findByRole('button', { name: 'Edit' }));
    const line = address.getByLabelText('Address');
    await userEvent.clear(line);
    await userEvent.type(line, '14 Oak Street');
    await userEvent.click(address.getByRole('button', { name: 'Save' }));
    await expect(await address.findByText(/This address was changed somewhere else/)).toBeVisible();
    await expect(address.getByLabelText('Address')).toHaveValue('14 Oak Street');
  },
};

/** The account's orders, found by its holder's email: number, date, status, plan and total. */
export const Orders: Story = {
  args: { path: '/admin/accounts/101?tab=shipments' },
  beforeEach({ msw }) {
    msw.use(...staffWorld());
  },
  play: async ({ canvasElement }) => {
    const orders = await card(canvasElement, 'Orders');
    const table = within(await orders.findByRole('table'));
    await expect(table.getByRole('rowheader', { name: 'ORD-2026-0002' })).toBeVisible();
    // The other family's order the search may bring is not this account's.
    await expect(table.queryByText('ORD-2026-0001')).toBeNull();
    await expect(table.getByText('Confirmed')).toBeVisible();
  },
};

// --- billing ---

/** A paid invoice refunded: the popup names it and its amount; the outcome is said and the status follows. */
export const RefundSucceeds: Story = {
  args: { path: '/admin/accounts/101?tab=billing' },
  beforeEach({ msw }) {
    msw.use(...staffWorld());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Refund invoice HUB-2026-0019' }, { timeout: 5000 }),
    );
    const popup = await popupNamed(canvasElement, 'Refund invoice HUB-2026-0019 of $299.00?', 'alertdialog');
    await expect(
      popup.getByText('The family gets $299.00 back on their card. This cannot be undone.'),
    ).toBeVisible();
    await userEvent.click(popup.getByRole('button', { name: 'Refund $299.00' }));
    await expect(
      await canvas.findByText('Invoice HUB-2026-0019 is refunded: $299.00 goes back to the family.'),
    ).toBeVisible();
    await expect(await canvas.findByText('Refunded')).toBeVisible();
  },
};

/** The same in Arabic. */
export const RefundArabic: Story = {
  args: { path: '/admin/accounts/101?tab=billing' },
  globals: arabic,
  beforeEach({ msw }) {
    msw.use(...staffWorld());
  },
  play: async ({ canvasElement }) => {
    await rtl();
    const found = await within(canvasElement).findAllByText(/HUB-2026-0019/, {}, { timeout: 5000 });
    await expect(found[0]).toBeVisible();
  },
};

/** A refund the server fails: the popup stays, titled 'Error Refunding Invoice'; nothing changes. */
export const RefundFails: Story = {
  args: { path: '/admin/accounts/101?tab=billing' },
  beforeEach({ msw }) {
    msw.use(...staffWorld({ before: [handlers.refundInvoice(serverError())] }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Refund invoice HUB-2026-0019' }, { timeout: 5000 }),
    );
    const popup = await popupNamed(canvasElement, 'Refund invoice HUB-2026-0019 of $299.00?', 'alertdialog');
    await userEvent.click(popup.getByRole('button', { name: 'Refund $299.00' }));
    await expect(await popup.findByText('Error Refunding Invoice')).toBeVisible();
    await expect(popup.getByText('Please try again. If it persists, contact support.')).toBeVisible();
    await expect(canvas.queryByText('Refunded')).toBeNull();
  },
};

/** A failed invoice removed after its confirmation. */
export const FailedInvoiceRemoved: Story = {
  args: { path: '/admin/accounts/101?tab=billing' },
  beforeEach({ msw }) {
    msw.use(
      ...staffWorld({
        billing: { subscription: subscriptionFixtures.activeMonthly, invoices: invoiceFixtures.failed },
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Remove invoice HUB-2026-0031' }, { timeout: 5000 }),
    );
    const popup = await popupNamed(canvasElement, 'Remove invoice HUB-2026-0031 of $29.99?', 'alertdialog');
    await userEvent.click(popup.getByRole('button', { name: 'Remove invoice' }));
    await expect(await canvas.findByText('Invoice HUB-2026-0031 ($29.99) is removed.')).toBeVisible();
    await expect(await canvas.findByText('Removed')).toBeVisible();
  },
};

/** A renewal that waits: confirmed after its confirmation; the subscription is active again. */
export const RenewalConfirmed: Story = {
  args: { path: '/admin/accounts/101?tab=billing' },
  beforeEach({ msw }) {
    msw.use(
      ...staffWorld({
        account: {
          ...adminAccountFixture,
          billing_status: { status_name: 'RENEWAL_REQUESTED' },
          subscription: { ...subscriptionFixtures.renewalRequested, account: 101 },
        },
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const subscription = await card(canvasElement, 'Subscription');
    await expect(subscription.getByText('Renewal requested')).toBeVisible();
    await expect(
      subscription.getByText('The family asked to renew. Confirm it to start a new term, or decline it.'),
    ).toBeVisible();
    await userEvent.click(subscription.getByRole('button', { name: 'Confirm renewal' }));
    const popup = await popupNamed(canvasElement, 'Confirm the renewal of Dana Rivera?');
    await expect(
      popup.getByText('A new term of the Yearly plan starts today and $299.00 is charged.'),
    ).toBeVisible();
    await userEvent.click(popup.getByRole('button', { name: 'Confirm renewal' }));
    await expect(await subscription.findByText('Renewal confirmed: a new term has started.')).toBeVisible();
    await expect(subscription.getByText('Active')).toBeVisible();
    await expect(subscription.queryByRole('button', { name: 'Confirm renewal' })).toBeNull();
    const facts = within(within(canvasElement).getByRole('list', { name: 'Account facts' }));
    await expect(facts.getByText('Subscription: Active')).toBeVisible();
  },
};

/** A renewal someone else already handled (409): the server's reason, in the popup. */
export const RenewalConflict: Story = {
  args: { path: '/admin/accounts/101?tab=billing' },
  beforeEach({ msw }) {
    msw.use(
      ...staffWorld({
        account: {
          ...adminAccountFixture,
          subscription: { ...subscriptionFixtures.renewalRequested, account: 101 },
        },
        before: [
          handlers.adminConfirmRenewal(
            failing(409, billingErrorBodies.conflict('illegal_transition', 'active', 'CONFIRM_RENEWAL')),
          ),
        ],
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const subscription = await card(canvasElement, 'Subscription');
    await userEvent.click(subscription.getByRole('button', { name: 'Confirm renewal' }));
    const popup = await popupNamed(canvasElement, 'Confirm the renewal of Dana Rivera?');
    await userEvent.click(popup.getByRole('button', { name: 'Confirm renewal' }));
    await expect(await popup.findByText('This change is not possible right now')).toBeVisible();
    await expect(popup.queryByText(/illegal_transition/)).toBeNull();
  },
};

const oneOffPlan = {
  ...subscriptionFixtures.activePastGrace,
  account: 101,
  plan: { ...subscriptionFixtures.activePastGrace.plan, recurring: false },
  has_upcoming_invoices: false,
  next_charge: null,
};

/** A plan that does not renew: its access extended by the months chosen, and the new end said. */
export const AccessExtended: Story = {
  args: { path: '/admin/accounts/101?tab=billing' },
  beforeEach({ msw }) {
    msw.use(...staffWorld({ account: { ...adminAccountFixture, subscription: oneOffPlan } }));
  },
  play: async ({ canvasElement }) => {
    const subscription = await card(canvasElement, 'Subscription');
    await expect(subscription.getByText(/once \(does not renew\)/)).toBeVisible();
    await userEvent.click(subscription.getByRole('button', { name: 'Extend access' }));
    const popup = await popupNamed(canvasElement, 'Extend the access of Dana Rivera?');
    await userEvent.click(popup.getByRole('combobox', { name: 'Extend by' }));
    await userEvent.click(await body(canvasElement).findByRole('option', { name: '3 months' }));
    await userEvent.click(popup.getByRole('button', { name: 'Extend access' }));
    await expect(
      await subscription.findByText(/^Access extended by 3 months: it now runs until/),
    ).toBeVisible();
  },
};

// --- support ---

/** Each user's tickets, and each child's survey responses. */
export const Support: Story = {
  args: { path: '/admin/accounts/101?tab=support' },
  beforeEach({ msw }) {
    msw.use(...staffWorld());
  },
  play: async ({ canvasElement }) => {
    const tickets = await card(canvasElement, 'Support tickets');
    await expect(await tickets.findByText('When does the yearly plan renew?')).toBeVisible();
    const ticket = await itemWith(tickets, 'When does the yearly plan renew?');
    await expect(ticket.getByText('Open')).toBeVisible();
    await expect(ticket.getByText(/By Chat/)).toBeVisible();
    const players = await card(canvasElement, 'Players and survey responses');
    await expect(players.getByRole('heading', { name: 'Maya' })).toBeVisible();
    await expect(players.getByRole('heading', { name: 'Leo' })).toBeVisible();
    await expect((await players.findAllByText('How did today feel?')).length).toBeGreaterThan(0);
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

// --- the timeline ---

/**
 * Every kind of event, newest first, each with its kind, time, who and a line; filtered to billing, only
 * the billing actions stay, each from a status to another.
 */
export const TimelineFiltered: Story = {
  args: { path: '/admin/accounts/101?tab=timeline' },
  beforeEach({ msw }) {
    msw.use(...staffWorld());
  },
  play: async ({ canvasElement }) => {
    const timeline = await card(canvasElement, 'Timeline');
    const list = within(await timeline.findByRole('list', { name: 'Events, newest first' }));
    await expect(list.getAllByRole('listitem')).toHaveLength(8);
    await expect(list.getByText(byContent(/^Maya played 42 minutes in 2 sessions$/))).toBeVisible();
    await expect(list.getByText(byContent(/^Leo played 25 minutes in 1 session$/))).toBeVisible();
    await expect(list.getByText(byContent(/^Note: Called about the sensor strap/))).toBeVisible();
    await expect(list.getByText('Replacement strap: Pending')).toBeVisible();
    await expect(
      list.getByText('Why they want to cancel: It costs too much; Other: “We are moving abroad for a year.”'),
    ).toBeVisible();
    await expect(list.getByText(byContent(/^Order HP-100007 \(Confirmed\): \$317\.69$/))).toBeVisible();
    const note = await itemWith(list, /^Note: Called about the sensor strap/);
    await expect(note.getByText(byContent(/ · by Alex Staff$/))).toBeVisible();

    await userEvent.click(timeline.getByRole('combobox', { name: 'Show' }));
    await userEvent.click(await body(canvasElement).findByRole('option', { name: 'Billing' }));
    // A new kind is a new query: the list is drawn again once its events come.
    await waitFor(() => expect(timeline.queryAllByRole('listitem')).toHaveLength(2), { timeout: 5000 });
    const filtered = within(timeline.getByRole('list', { name: 'Events, newest first' }));
    await expect(
      filtered.getByText('Cancellation requested: from Active to Cancellation requested'),
    ).toBeVisible();
    await expect(
      filtered.getByText('Cancellation undone: from Cancellation requested to Active'),
    ).toBeVisible();
    await expect(filtered.queryByText(/played/)).toBeNull();
  },
};

/** The same in Arabic: right to left, the children's names as they are. */
export const TimelineArabic: Story = {
  args: { path: '/admin/accounts/101?tab=timeline' },
  globals: arabic,
  beforeEach({ msw }) {
    msw.use(...staffWorld());
  },
  play: async ({ canvasElement }) => {
    await rtl();
    await expect(await within(canvasElement).findByText('Maya', {}, { timeout: 5000 })).toBeVisible();
  },
};

/** The timeline could not be read: said, with Try again. */
export const TimelineFailed: Story = {
  args: { path: '/admin/accounts/101?tab=timeline' },
  beforeEach({ msw }) {
    msw.use(...staffWorld({ before: [handlers.adminAccountTimeline(serverError())] }));
  },
  play: async ({ canvasElement }) => {
    const timeline = await card(canvasElement, 'Timeline');
    await expect(await timeline.findByText('The timeline could not be loaded')).toBeVisible();
  },
};
