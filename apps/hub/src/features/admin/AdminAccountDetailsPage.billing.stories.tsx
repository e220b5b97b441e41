import {
  adminAccountFixture,
  billingErrorBodies,
  billingFixtureClock,
  failing,
  handlers,
  invoiceFixtures,
  serverError,
  subscriptionFixtures,
} from '@hub/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ScreenStory } from '../../shared/ScreenStory';
import { arabic, body, card, popupNamed, rtl, staffWorld } from './stories-support';

const meta = {
  title: 'Screens/Admin/Account details/Billing',
  component: ScreenStory,
  // The fixtures are made for 25 November 2026 in New York: the story reads the same on any day.
  args: { path: '/admin/accounts/101', clock: billingFixtureClock },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A paid invoice refunded: the popup names it and its amount; the outcome is said and the status follows. */
export const RefundSucceeds: Story = {
  args: { path: '/admin/accounts/101?tab=billing' },
  beforeEach({ msw }) {
    msw.use(...staffWorld());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Refund invoice HUB-2026-0019' }));
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
    const found = await within(canvasElement).findAllByText(/HUB-2026-0019/);
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
    await userEvent.click(await canvas.findByRole('button', { name: 'Refund invoice HUB-2026-0019' }));
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
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove invoice HUB-2026-0031' }));
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
