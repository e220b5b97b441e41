import {
  billingFixtureClock,
  billingDetailsFixture,
  handlers,
  invoiceFixtures,
  loading,
  paymentDeclined,
  serverError,
  subscriptionFixtures,
  subscriptionRefused,
} from '@hub/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ScreenStory } from '../../shared/ScreenStory';
import {
  arabic,
  body,
  coach,
  expectLoading,
  expectNotBillingUser,
  heading,
  narrow,
  parent,
  parentIsStaff,
  popupNamed,
  rtl,
  section,
} from './stories-support';

const meta = {
  title: 'Screens/Subscription and billing',
  component: ScreenStory,
  // The fixtures are made for 25 November 2026 in New York: the story reads the same on any day.
  args: { path: '/dashboard/account?segment=billing', clock: billingFixtureClock },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

function planCard(canvasElement: HTMLElement, name = 'Your plan') {
  return section(canvasElement, name);
}

/** Types a card into the card form: `number`, an expiry still to come and a security code. */
async function typeCard(popup: Awaited<ReturnType<typeof popupNamed>>, number: string) {
  await userEvent.type(popup.getByLabelText('Card number'), number);
  await userEvent.type(popup.getByLabelText('Expiry date (MM/YY)'), '12/30');
  await userEvent.type(popup.getByLabelText('Security code (CVC)'), '123');
}

// --- the states of the subscription ---

/**
 * Active within the 30-day grace period: the plan, its price and effective monthly price, the next charge;
 * Change plan and Cancel subscription (no return request beside the cancellation).
 */
export const InGrace: Story = {
  beforeEach({ msw }) {
    msw.use(...parent());
  },
  play: async ({ canvasElement }) => {
    const plan = await planCard(canvasElement);
    await expect(plan.getByText('Yearly plan')).toBeVisible();
    await expect(plan.getByText('Active')).toBeVisible();
    await expect(plan.getByText('$299.00 every 12 months')).toBeVisible();
    await expect(plan.getByText('$24.92 a month')).toBeVisible();
    await expect(plan.getByText('Next charge: $299.00 on Nov 10, 2027')).toBeVisible();
    await expect(plan.getByRole('button', { name: 'Change plan' })).toBeVisible();
    await expect(plan.getByRole('button', { name: 'Cancel subscription' })).toBeVisible();
    await expect(plan.queryByRole('button', { name: 'Request a return' })).toBeNull();
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Visa ending in 4242')).toBeVisible();
    await expect(canvas.getByText('1200 Maple Avenue')).toBeVisible();
    const invoices = within(canvas.getByRole('region', { name: 'Invoices' }));
    await expect(await invoices.findByText('Invoice HUB-2026-0019')).toBeVisible();
    await expect(
      invoices.getByRole('link', { name: 'Print invoice HUB-2026-0019 (opens in a new tab)' }),
    ).toHaveAttribute('href', '/invoice?ext_id=in_1Q2w3E&account_id=101');
  },
};

/** The same below 900px: the page shows the segment under its own heading, the actions stacked. */
export const InGraceNarrow: Story = {
  ...InGrace,
  globals: narrow,
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, 'Subscription & Billing', 1)).toBeVisible();
    const plan = await planCard(canvasElement);
    await expect(plan.getByRole('button', { name: 'Cancel subscription' })).toBeVisible();
  },
};

/** Active after the grace period: the return request takes the cancellation's place. */
export const Active: Story = {
  beforeEach({ msw }) {
    msw.use(...parent({ subscription: subscriptionFixtures.activePastGrace }));
  },
  play: async ({ canvasElement }) => {
    const plan = await planCard(canvasElement);
    await expect(plan.getByText('Next charge: $299.00 on Feb 10, 2027')).toBeVisible();
    await expect(plan.getByRole('button', { name: 'Request a return' })).toBeVisible();
    await expect(plan.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
  },
};

/** A cancellation asked for: keep the subscription, see the offer, or confirm. */
export const CancelRequested: Story = {
  beforeEach({ msw }) {
    msw.use(...parent({ subscription: subscriptionFixtures.cancelRequested }));
  },
  play: async ({ canvasElement }) => {
    const plan = await planCard(canvasElement);
    await expect(plan.getByText('Cancellation requested')).toBeVisible();
    const buttons = plan.getAllByRole('button').map((button) => button.textContent);
    await expect(buttons).toEqual(['Keep my subscription', 'See your offer', 'Confirm cancellation']);
  },
};

/** Cancelled within the grace period: no next charge, access until the paid term's end; resume it. */
export const Cancelled: Story = {
  beforeEach({ msw }) {
    msw.use(...parent({ subscription: subscriptionFixtures.cancelled }));
  },
  play: async ({ canvasElement }) => {
    const plan = await planCard(canvasElement);
    await expect(plan.getByText('Cancelled')).toBeVisible();
    await expect(plan.getByText('Your access ends on Nov 10, 2027')).toBeVisible();
    await expect(plan.queryByText(/^Next charge/)).toBeNull();
    await expect(plan.getByRole('button', { name: 'Resume subscription' })).toBeVisible();
    await expect(plan.getByRole('button', { name: 'Request a renewal' })).toBeVisible();
  },
};

/** Cancelled, and access has ended: reactivate (a new term). */
export const CancelledAccessEnded: Story = {
  beforeEach({ msw }) {
    msw.use(...parent({ subscription: subscriptionFixtures.cancelledAccessEnded }));
  },
  play: async ({ canvasElement }) => {
    const plan = await planCard(canvasElement);
    await expect(plan.getByText('Monthly plan')).toBeVisible();
    await expect(plan.getByText('Your access ended on Jul 25, 2026')).toBeVisible();
    await expect(plan.getByRole('button', { name: 'Reactivate subscription' })).toBeVisible();
  },
};

/** Returned: the return date; reactivate or ask for a renewal, and follow the return. */
export const Returned: Story = {
  beforeEach({ msw }) {
    msw.use(...parent({ subscription: subscriptionFixtures.returned }));
  },
  play: async ({ canvasElement }) => {
    const plan = await planCard(canvasElement);
    await expect(plan.getByText('Returned on Nov 15, 2026')).toBeVisible();
    await expect(plan.getByRole('link', { name: 'Follow the return of your kit' })).toHaveAttribute(
      'href',
      '/packagereturns',
    );
    await expect(plan.getByRole('button', { name: 'Reactivate subscription' })).toBeVisible();
  },
};

/** A return asked for: the instructions email follows within 24 hours; nothing to do meanwhile. */
export const ReturnRequested: Story = {
  beforeEach({ msw }) {
    msw.use(...parent({ subscription: subscriptionFixtures.returnRequested }));
  },
  play: async ({ canvasElement }) => {
    const plan = await planCard(canvasElement);
    await expect(plan.getByText('Return requested')).toBeVisible();
    await expect(
      plan.getByText('You will receive an email with instructions within 24 hours.'),
    ).toBeVisible();
    await expect(plan.queryAllByRole('button')).toHaveLength(0);
  },
};

/** A renewal due (asked for after the return): the instructions email follows within 24 hours. */
export const RenewalRequested: Story = {
  beforeEach({ msw }) {
    msw.use(...parent({ subscription: subscriptionFixtures.renewalRequested }));
  },
  play: async ({ canvasElement }) => {
    const plan = await planCard(canvasElement);
    await expect(plan.getByText('Renewal requested')).toBeVisible();
    await expect(
      plan.getByText('You will receive an email with instructions within 24 hours.'),
    ).toBeVisible();
  },
};

/** No subscription yet (a new customer): where to choose a plan. */
export const NoSubscription: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...parent({
        subscription: null,
        invoices: [],
        billingDetails: { ...billingDetailsFixture, payment_method: null, billing_address: null },
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await heading(canvasElement, 'No subscription yet')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Choose a plan' })).toHaveAttribute('href', '/checkout');
    await expect(await canvas.findByText('No card on file')).toBeVisible();
    await expect(canvas.getByText('No invoices yet')).toBeVisible();
  },
};

// --- invoices ---

/** A failed charge: said above the plan, with "Update card and pay now". */
export const FailedInvoice: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...parent({ subscription: subscriptionFixtures.activeMonthly, invoices: invoiceFixtures.failed }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('A payment did not go through', {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByText('Invoice HUB-2026-0031 of Nov 10, 2026: $29.99.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Update card and pay now' })).toBeVisible();
  },
};

async function payFailedInvoice(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(
    await canvas.findByRole('button', { name: 'Update card and pay now' }, { timeout: 5000 }),
  );
  const popup = await popupNamed(canvasElement, 'Update card and pay now');
  await typeCard(popup, '5555 5555 5555 4444');
  await userEvent.click(popup.getByRole('button', { name: 'Save card and pay' }));
}

/** Update card and pay now: the new card is saved and the invoice charged again at once; it is paid. */
export const PaysFailedInvoice: Story = {
  ...FailedInvoice,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await payFailedInvoice(canvasElement);
    await expect(await canvas.findByText('Payment received. Thank you.')).toBeVisible();
    await expect(await canvas.findByText('Mastercard ending in 4444')).toBeVisible();
    await waitFor(() => expect(canvas.queryByText('A payment did not go through')).toBeNull());
    await expect(body(canvasElement).queryByRole('dialog')).toBeNull();
  },
};

/** The card is saved but the charge is declined again: the payment sentence of spec section 8. */
export const PayFailedInvoiceDeclined: Story = {
  beforeEach({ msw }) {
    msw.use(
      handlers.payInvoice(paymentDeclined()),
      ...parent({ subscription: subscriptionFixtures.activeMonthly, invoices: invoiceFixtures.failed }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await payFailedInvoice(canvasElement);
    await expect(
      await canvas.findByText(
        'We’ve experienced an unexpected issue with our payment service. Please try again.',
      ),
    ).toBeVisible();
    await expect(canvas.getByText('A payment did not go through')).toBeVisible();
  },
};

/** No invoices yet. */
export const NoInvoices: Story = {
  beforeEach({ msw }) {
    msw.use(...parent({ invoices: [] }));
  },
  play: async ({ canvasElement }) => {
    const invoices = await section(canvasElement, 'Invoices');
    await expect(await invoices.findByText('No invoices yet')).toBeVisible();
  },
};

function invoiceRows(canvasElement: HTMLElement) {
  const invoices = within(within(canvasElement).getByRole('region', { name: 'Invoices' }));
  return invoices.queryAllByRole('listitem');
}

/** Nineteen invoices, ten at a time: Show more reads the next page and moves focus to its first invoice. */
export const ManyInvoices: Story = {
  beforeEach({ msw }) {
    msw.use(...parent({ subscription: subscriptionFixtures.activeMonthly, invoices: invoiceFixtures.many }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(invoiceRows(canvasElement)).toHaveLength(10), { timeout: 5000 });
    await expect(canvas.getByText('Refunded')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(invoiceRows(canvasElement)).toHaveLength(19));
    await waitFor(() => expect(invoiceRows(canvasElement)[10]).toHaveFocus());
    await expect(canvas.queryByRole('button', { name: 'Show more' })).toBeNull();
  },
};

/** Staff see Refund and Remove; a refund the server fails is titled 'Error Refunding Invoice'. */
export const StaffRefundFails: Story = {
  beforeEach({ msw }) {
    msw.use(
      parentIsStaff(),
      handlers.refundInvoice(serverError()),
      ...parent({ subscription: subscriptionFixtures.activeMonthly, invoices: invoiceFixtures.failed }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Refund invoice HUB-2026-0030' }, { timeout: 5000 }),
    );
    const popup = await popupNamed(canvasElement, 'Refund invoice HUB-2026-0030?', 'alertdialog');
    await userEvent.click(popup.getByRole('button', { name: 'Refund' }));
    await expect(await popup.findByText('Error Refunding Invoice')).toBeVisible();
    await expect(popup.getByText('Please try again. If it persists, contact support.')).toBeVisible();
  },
};

/** Staff remove a failed invoice: confirmed first, then it shows as removed. */
export const StaffRemovesInvoice: Story = {
  beforeEach({ msw }) {
    msw.use(
      parentIsStaff(),
      ...parent({
        subscription: subscriptionFixtures.activeMonthly,
        invoices: invoiceFixtures.failed,
        actor: { id: 1, name: 'Dana Rivera', is_staff: true },
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Remove invoice HUB-2026-0031' }, { timeout: 5000 }),
    );
    const popup = await popupNamed(canvasElement, 'Remove invoice HUB-2026-0031?', 'alertdialog');
    await userEvent.click(popup.getByRole('button', { name: 'Remove' }));
    await expect(await canvas.findByText('Invoice HUB-2026-0031 is removed.')).toBeVisible();
    await expect(await canvas.findByText('Removed')).toBeVisible();
  },
};

// --- the payment method ---

async function updateCard(canvasElement: HTMLElement, number: string) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Update card' }, { timeout: 5000 }));
  const popup = await popupNamed(canvasElement, 'Update your card');
  await typeCard(popup, number);
  await userEvent.click(popup.getByRole('button', { name: 'Save card' }));
  return popup;
}

/** A new card: tokenized in the browser, saved, and shown by brand and last four digits. */
export const UpdatesCard: Story = {
  beforeEach({ msw }) {
    msw.use(...parent());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await updateCard(canvasElement, '5555 5555 5555 4444');
    await expect(await canvas.findByText('Your card is saved.')).toBeVisible();
    await expect(canvas.getByText('Mastercard ending in 4444')).toBeVisible();
  },
};

/** A declined card: spec section 8's sentence in the form, and the old card stays on file. */
export const CardDeclined: Story = {
  beforeEach({ msw }) {
    msw.use(...parent());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const popup = await updateCard(canvasElement, '4000 0000 0000 0002');
    await expect(
      await popup.findByText(
        'We’ve experienced an unexpected issue with our payment service. Please try again.',
      ),
    ).toBeVisible();
    await userEvent.click(popup.getByRole('button', { name: 'Not now' }));
    await expect(canvas.getByText('Visa ending in 4242')).toBeVisible();
  },
};

/** The card form's own checks, each under its field after leaving it. */
export const CardValidation: Story = {
  beforeEach({ msw }) {
    msw.use(...parent());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Update card' }, { timeout: 5000 }));
    const popup = await popupNamed(canvasElement, 'Update your card');
    await userEvent.type(popup.getByLabelText('Card number'), '4242 4242 4242 4241');
    await userEvent.type(popup.getByLabelText('Expiry date (MM/YY)'), '10/26');
    await userEvent.tab();
    await expect(await popup.findByText('This card number is not valid')).toBeVisible();
    await expect(popup.getByText('This card has expired')).toBeVisible();
    await userEvent.click(popup.getByRole('button', { name: 'Save card' }));
    await expect(await popup.findByText('Enter the security code')).toBeVisible();
  },
};

// --- loading and failures ---

/** Everything loading: placeholders that say what is coming. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      handlers.subscriptions(loading()),
      handlers.invoices(loading()),
      handlers.billingDetails(loading()),
      ...parent(),
    );
  },
  play: async ({ canvasElement }) => {
    await expectLoading(canvasElement, 'Loading your subscription…');
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Loading invoices…')).toBeInTheDocument();
    await expect(canvas.getAllByText('Loading…')[0]!).toBeInTheDocument();
  },
};

/** The server fails: 'Whoops, an error occurred' with the contact-support line, and a retry. */
export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(
      handlers.subscriptions(serverError()),
      handlers.invoices(serverError()),
      handlers.billingDetails(serverError()),
      ...parent(),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByText('Whoops, an error occurred')).toHaveLength(3), {
      timeout: 5000,
    });
    await expect(canvas.getAllByText('Please try again. If it persists, contact support.')).toHaveLength(3);
    await expect(canvas.getAllByRole('button', { name: /Try again|Retry/ }).length).toBeGreaterThan(0);
  },
};

/** A user who is not the billing user follows a link to the segment: told why it is not there. */
export const NotBillingUser: Story = {
  beforeEach({ msw }) {
    msw.use(...coach());
  },
  play: async ({ canvasElement }) => {
    await expectNotBillingUser(canvasElement);
    await expect(within(canvasElement).queryByRole('tab', { name: 'Subscription & Billing' })).toBeNull();
  },
};

// --- the popups ---

async function openCancel(canvasElement: HTMLElement) {
  const plan = await planCard(canvasElement);
  await userEvent.click(plan.getByRole('button', { name: 'Cancel subscription' }));
  return await popupNamed(canvasElement, 'Cancel your subscription');
}

/** Cancel with reasons, then the coaching call and the win-back offer: accepted, the next charge is discounted. */
export const CancelThenAcceptOffer: Story = {
  beforeEach({ msw }) {
    msw.use(...parent());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const reasons = await openCancel(canvasElement);
    await userEvent.click(reasons.getByRole('checkbox', { name: 'It costs too much' }));
    await userEvent.click(reasons.getByRole('checkbox', { name: 'Other' }));
    await userEvent.type(reasons.getByRole('textbox', { name: 'Other reason' }), 'We are moving abroad.');
    await userEvent.click(reasons.getByRole('button', { name: 'Continue' }));

    const offer = await popupNamed(canvasElement, 'Before you go');
    await expect(offer.getByRole('link', { name: 'Book a coaching call' })).toHaveAttribute(
      'href',
      '/dashboard/coaches?ref=cancel',
    );
    await expect(offer.getByText('30% off for 12 months')).toBeVisible();
    await expect(offer.getByText('Your next charge: $209.30 instead of $299.00')).toBeVisible();
    await userEvent.click(offer.getByRole('button', { name: 'Accept 30% off for 12 months' }));

    await expect(
      await canvas.findByText('Offer accepted. Your next charge is $209.30 on Nov 10, 2027.'),
    ).toBeVisible();
    const plan = await planCard(canvasElement);
    await expect(plan.getByText('Active')).toBeVisible();
    await expect(plan.getByText('30% off for 12 months')).toBeVisible();
    await expect(plan.getByText('Next charge: $209.30 on Nov 10, 2027')).toBeVisible();
    await expect(body(canvasElement).queryByRole('dialog')).toBeNull();
  },
};

/** The step before the offers: a coaching call, then the win-back offer with its price (left open). */
export const CancelOffer: Story = {
  beforeEach({ msw }) {
    msw.use(...parent({ subscription: subscriptionFixtures.activeMonthly }));
  },
  play: async ({ canvasElement }) => {
    const reasons = await openCancel(canvasElement);
    await userEvent.click(reasons.getByRole('checkbox', { name: 'We don’t use it enough' }));
    await userEvent.click(reasons.getByRole('button', { name: 'Continue' }));
    const offer = await popupNamed(canvasElement, 'Before you go');
    await expect(offer.getByRole('heading', { name: 'Talk to a coach first' })).toBeVisible();
    // Each child's play of the past month against the goal (Maya and Leo), before the offers.
    const play = within(
      await offer.findByRole('region', { name: 'Your children’s play this past month' }, { timeout: 5000 }),
    );
    await expect(play.getByText('Maya')).toBeVisible();
    await expect(play.getByText('Leo')).toBeVisible();
    await waitFor(() => expect(play.getAllByRole('heading', { name: /Past Month/ })).toHaveLength(2));
    // A monthly plan may take each of the three offers.
    await expect(offer.getAllByRole('button', { name: /^Accept / })).toHaveLength(3);
    await expect(offer.getByText('Your next charge: $14.99 instead of $29.99')).toBeVisible();
  },
};

/** The confirmation, with the day access ends (left open). */
export const CancelConfirmation: Story = {
  ...CancelRequested,
  play: async ({ canvasElement }) => {
    const plan = await planCard(canvasElement);
    await userEvent.click(plan.getByRole('button', { name: 'Confirm cancellation' }));
    const confirm = await popupNamed(canvasElement, 'Confirm your cancellation', 'alertdialog');
    await expect(confirm.getByText('Your access ends on Nov 10, 2027')).toBeVisible();
    await expect(confirm.getByText('You will not be charged again.')).toBeVisible();
  },
};

/** The reasons' own messages (the domain's): a reason is needed, and the text of Other or Not interested. */
export const CancelReasonsValidation: Story = {
  beforeEach({ msw }) {
    msw.use(...parent());
  },
  play: async ({ canvasElement }) => {
    const reasons = await openCancel(canvasElement);
    await userEvent.click(reasons.getByRole('button', { name: 'Continue' }));
    await expect(await reasons.findByText('Please choose at least one reason')).toBeVisible();
    await userEvent.click(reasons.getByRole('checkbox', { name: 'Other' }));
    await userEvent.click(reasons.getByRole('checkbox', { name: 'My child is no longer interested' }));
    await userEvent.click(reasons.getByRole('button', { name: 'Continue' }));
    await expect(await reasons.findByText('Other reason is required')).toBeVisible();
    await expect(reasons.getByText('Not interested reason is required')).toBeVisible();
    // Nothing was sent: the popup is still the reasons'.
    await expect(reasons.getByRole('group', { name: 'Why are you cancelling?' })).toBeVisible();
  },
};

/** The whole cancellation with the keyboard alone: Space ticks, Tab moves on, Enter presses. */
export const CancelByKeyboard: Story = {
  beforeEach({ msw }) {
    msw.use(...parent());
  },
  play: async ({ canvasElement }) => {
    const plan = await planCard(canvasElement);
    plan.getByRole('button', { name: 'Cancel subscription' }).focus();
    await userEvent.keyboard('{Enter}');
    const reasons = await popupNamed(canvasElement, 'Cancel your subscription');
    const first = reasons.getByRole('checkbox', { name: 'It costs too much' });
    await waitFor(() => expect(first).toHaveFocus());
    await userEvent.keyboard(' ');
    await expect(first).toBeChecked();
    const continueButton = reasons.getByRole('button', { name: 'Continue' });
    while (document.activeElement !== continueButton) await userEvent.tab();
    await userEvent.keyboard('{Enter}');

    const offer = await popupNamed(canvasElement, 'Before you go');
    const noThanks = offer.getByRole('button', { name: 'No thanks, cancel' });
    while (document.activeElement !== noThanks) await userEvent.tab();
    await userEvent.keyboard('{Enter}');

    const confirm = await popupNamed(canvasElement, 'Confirm your cancellation', 'alertdialog');
    // Focus starts on the safe way out.
    await waitFor(() => expect(confirm.getByRole('button', { name: 'Back' })).toHaveFocus());
    await userEvent.tab();
    await expect(confirm.getByRole('button', { name: 'Confirm cancellation' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await within(canvasElement).findByText('Your subscription is cancelled.')).toBeVisible();
  },
};

/** No offer taken: confirmed, the subscription is cancelled and access ends with the paid term. */
export const CancelConfirmed: Story = {
  beforeEach({ msw }) {
    msw.use(...parent());
  },
  play: async ({ canvasElement }) => {
    const reasons = await openCancel(canvasElement);
    await userEvent.click(reasons.getByRole('checkbox', { name: 'We found something else' }));
    await userEvent.click(reasons.getByRole('button', { name: 'Continue' }));
    const offer = await popupNamed(canvasElement, 'Before you go');
    await userEvent.click(offer.getByRole('button', { name: 'No thanks, cancel' }));
    const confirm = await popupNamed(canvasElement, 'Confirm your cancellation', 'alertdialog');
    await expect(confirm.getByText('Your access ends on Nov 10, 2027')).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: 'Confirm cancellation' }));
    const plan = await planCard(canvasElement);
    await expect(await plan.findByText('Cancelled')).toBeVisible();
    await expect(plan.getByText('Your access ends on Nov 10, 2027')).toBeVisible();
  },
};

/** The server refuses the cancellation (409, the grace period is over): its detail, and the return instead. */
export const CancelRefused: Story = {
  beforeEach({ msw }) {
    msw.use(
      handlers.cancelRequest(subscriptionRefused('grace_period_over', 'active', 'CANCEL_REQUEST')),
      ...parent(),
    );
  },
  play: async ({ canvasElement }) => {
    const reasons = await openCancel(canvasElement);
    await userEvent.click(reasons.getByRole('checkbox', { name: 'It costs too much' }));
    await userEvent.click(reasons.getByRole('button', { name: 'Continue' }));
    await expect(await reasons.findByText('This change is not possible right now')).toBeVisible();
    await expect(
      reasons.getByText('The 30 days to cancel online are over. You can request a return instead.'),
    ).toBeVisible();
    await userEvent.click(reasons.getByRole('button', { name: 'Request a return' }));
    await popupNamed(canvasElement, 'Request a return');
  },
};

/** A cancellation asked for earlier: Keep my subscription undoes it. */
export const KeepsSubscription: Story = {
  ...CancelRequested,
  play: async ({ canvasElement }) => {
    const plan = await planCard(canvasElement);
    await userEvent.click(plan.getByRole('button', { name: 'Keep my subscription' }));
    await expect(await within(canvasElement).findByText('Your subscription is active again.')).toBeVisible();
    await expect(await plan.findByText('Active')).toBeVisible();
  },
};

/** Change plan: each plan with its price and effective monthly price; the yearly one is current. */
export const ChangesPlan: Story = {
  beforeEach({ msw }) {
    msw.use(...parent());
  },
  play: async ({ canvasElement }) => {
    const plan = await planCard(canvasElement);
    await userEvent.click(plan.getByRole('button', { name: 'Change plan' }));
    const popup = await popupNamed(canvasElement, 'Change plan');
    await expect(await popup.findByText('$149.99 every 6 months')).toBeVisible();
    await expect(popup.getByText('$25.00 a month')).toBeVisible();
    await expect(popup.getByText('$29.99 every month')).toBeVisible();
    await expect(popup.getByText('Your current plan')).toBeVisible();
    await userEvent.click(popup.getByRole('button', { name: 'Switch to the Monthly plan' }));
    await expect(await within(canvasElement).findByText('Your plan is now the Monthly plan.')).toBeVisible();
    await expect(await plan.findByText('Monthly plan')).toBeVisible();
  },
};

/** Access ended: the reactivation popup says what the new term costs and when it is billed. */
export const Reactivates: Story = {
  ...CancelledAccessEnded,
  play: async ({ canvasElement }) => {
    const plan = await planCard(canvasElement);
    await userEvent.click(plan.getByRole('button', { name: 'Reactivate subscription' }));
    const popup = await popupNamed(canvasElement, 'Reactivate your subscription');
    await expect(popup.getByText('A new term starts today. Next billing date: Dec 25, 2026.')).toBeVisible();
    await userEvent.click(popup.getByRole('button', { name: 'Reactivate subscription' }));
    await expect(await within(canvasElement).findByText('Your subscription is active again.')).toBeVisible();
    await expect(await plan.findByText('Next charge: $29.99 on Dec 25, 2026')).toBeVisible();
  },
};

/** Cancelled with access running: resume keeps the plan, billing continues. */
export const Resumes: Story = {
  ...Cancelled,
  play: async ({ canvasElement }) => {
    const plan = await planCard(canvasElement);
    await userEvent.click(plan.getByRole('button', { name: 'Resume subscription' }));
    const popup = await popupNamed(canvasElement, 'Resume your subscription');
    await expect(popup.getByText('Your plan continues, and billing resumes on Nov 10, 2027.')).toBeVisible();
    await userEvent.click(popup.getByRole('button', { name: 'Resume subscription' }));
    await expect(await plan.findByText('Active')).toBeVisible();
  },
};

/** After the grace period: the return request, with an optional note; then the instructions email follows. */
export const RequestsReturn: Story = {
  ...Active,
  play: async ({ canvasElement }) => {
    const plan = await planCard(canvasElement);
    await userEvent.click(plan.getByRole('button', { name: 'Request a return' }));
    const popup = await popupNamed(canvasElement, 'Request a return');
    await userEvent.type(
      popup.getByRole('textbox', { name: /Anything we should know/ }),
      'The sensor strap broke.',
    );
    await userEvent.click(popup.getByRole('button', { name: 'Request a return' }));
    await expect(await within(canvasElement).findByText('Your request is sent.')).toBeVisible();
    await expect(await plan.findByText('Return requested')).toBeVisible();
  },
};

// --- Arabic, right to left ---

export const InGraceArabic: Story = {
  ...InGrace,
  globals: arabic,
  play: async ({ canvasElement }) => {
    const plan = await planCard(canvasElement, 'خطتك');
    await rtl();
    await expect(plan.getByText('نشط')).toBeVisible();
    await expect(plan.getByRole('button', { name: 'تغيير الخطة' })).toBeVisible();
    await expect(plan.getByRole('button', { name: 'إلغاء الاشتراك' })).toBeVisible();
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'طريقة الدفع' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'تفاصيل الفوترة' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'الفواتير' })).toBeVisible();
  },
};

export const ActiveArabic: Story = {
  ...Active,
  globals: arabic,
  play: async ({ canvasElement }) => {
    const plan = await planCard(canvasElement, 'خطتك');
    await rtl();
    await expect(plan.getByRole('button', { name: 'طلب إرجاع' })).toBeVisible();
  },
};

export const CancelRequestedArabic: Story = {
  ...CancelRequested,
  globals: arabic,
  play: async ({ canvasElement }) => {
    const plan = await planCard(canvasElement, 'خطتك');
    await rtl();
    await expect(plan.getByText('طُلب الإلغاء')).toBeVisible();
    const buttons = plan.getAllByRole('button').map((button) => button.textContent);
    await expect(buttons).toEqual(['الإبقاء على اشتراكي', 'عرض العرض المقدَّم لك', 'تأكيد الإلغاء']);
  },
};

export const CancelledArabic: Story = {
  ...Cancelled,
  globals: arabic,
  play: async ({ canvasElement }) => {
    const plan = await planCard(canvasElement, 'خطتك');
    await rtl();
    await expect(plan.getByText('ملغى')).toBeVisible();
    await expect(plan.getByText(/^ينتهي وصولك/)).toBeVisible();
    await expect(plan.getByRole('button', { name: 'استئناف الاشتراك' })).toBeVisible();
  },
};

export const ReturnedArabic: Story = {
  ...Returned,
  globals: arabic,
  play: async ({ canvasElement }) => {
    const plan = await planCard(canvasElement, 'خطتك');
    await rtl();
    await expect(plan.getByText('تم الإرجاع')).toBeVisible();
    await expect(plan.getByRole('link', { name: 'تابِع إرجاع مجموعتك' })).toBeVisible();
  },
};

export const ReturnRequestedArabic: Story = {
  ...ReturnRequested,
  globals: arabic,
  play: async ({ canvasElement }) => {
    const plan = await planCard(canvasElement, 'خطتك');
    await rtl();
    await expect(plan.getByText('طُلب الإرجاع')).toBeVisible();
    await expect(plan.getByText(/^ستتلقى رسالة بريد إلكتروني/)).toBeVisible();
  },
};

export const RenewalRequestedArabic: Story = {
  ...RenewalRequested,
  globals: arabic,
  play: async ({ canvasElement }) => {
    const plan = await planCard(canvasElement, 'خطتك');
    await rtl();
    await expect(plan.getByText('طُلب التجديد')).toBeVisible();
  },
};

export const FailedInvoiceArabic: Story = {
  ...FailedInvoice,
  globals: arabic,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('لم تتم عملية دفع', {}, { timeout: 5000 })).toBeVisible();
    await rtl();
    await expect(canvas.getByRole('button', { name: 'تحديث البطاقة والدفع الآن' })).toBeVisible();
  },
};

export const NoInvoicesArabic: Story = {
  ...NoInvoices,
  globals: arabic,
  play: async ({ canvasElement }) => {
    const invoices = await section(canvasElement, 'الفواتير');
    await expect(await invoices.findByText('لا توجد فواتير بعد')).toBeVisible();
    await rtl();
  },
};

export const ManyInvoicesArabic: Story = {
  ...ManyInvoices,
  globals: arabic,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const invoices = () =>
      within(canvas.getByRole('region', { name: 'الفواتير' })).queryAllByRole('listitem');
    await waitFor(() => expect(invoices()).toHaveLength(10), { timeout: 5000 });
    await rtl();
    await userEvent.click(canvas.getByRole('button', { name: 'عرض المزيد' }));
    await waitFor(() => expect(invoices()).toHaveLength(19));
  },
};

export const CardDeclinedArabic: Story = {
  ...CardDeclined,
  globals: arabic,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'تحديث البطاقة' }, { timeout: 5000 }));
    await rtl();
    const popup = await popupNamed(canvasElement, 'تحديث بطاقتك');
    await userEvent.type(popup.getByLabelText('رقم البطاقة'), '4000 0000 0000 0002');
    await userEvent.type(popup.getByLabelText('تاريخ الانتهاء (MM/YY)'), '12/30');
    await userEvent.type(popup.getByLabelText('رمز الأمان (CVC)'), '123');
    await userEvent.click(popup.getByRole('button', { name: 'حفظ البطاقة' }));
    await expect(
      await popup.findByText('واجهنا مشكلة غير متوقعة في خدمة الدفع. يُرجى المحاولة مرة أخرى.'),
    ).toBeVisible();
  },
};

export const ServerErrorArabic: Story = {
  ...ServerError,
  globals: arabic,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByText('عذرًا، حدث خطأ')).toHaveLength(3), { timeout: 5000 });
    await rtl();
    await expect(
      canvas.getAllByText('يُرجى المحاولة مرة أخرى. إذا استمرت المشكلة، فتواصل مع الدعم.'),
    ).toHaveLength(3);
  },
};

export const LoadingArabic: Story = {
  ...Loading,
  globals: arabic,
  play: async ({ canvasElement }) => {
    await expectLoading(canvasElement, 'جارٍ تحميل اشتراكك…');
    await rtl();
  },
};

/** The cancel popups right to left: reasons, then the offer, accepted. */
export const CancelThenAcceptOfferArabic: Story = {
  ...CancelThenAcceptOffer,
  globals: arabic,
  play: async ({ canvasElement }) => {
    const plan = await planCard(canvasElement, 'خطتك');
    await rtl();
    await userEvent.click(plan.getByRole('button', { name: 'إلغاء الاشتراك' }));
    const reasons = await popupNamed(canvasElement, 'إلغاء اشتراكك');
    await expect(reasons.getByRole('group', { name: 'لماذا تلغي الاشتراك؟' })).toBeVisible();
    await userEvent.click(reasons.getByRole('checkbox', { name: 'التكلفة مرتفعة جدًا' }));
    await userEvent.click(reasons.getByRole('button', { name: 'متابعة' }));
    const offer = await popupNamed(canvasElement, 'قبل أن تغادر');
    await expect(offer.getByRole('link', { name: 'احجز مكالمة مع مدرب' })).toBeVisible();
    await userEvent.click(offer.getByRole('button', { name: 'قبول خصم 30% لمدة 12 شهرًا' }));
    await expect(await within(canvasElement).findByText(/^تم قبول العرض/)).toBeVisible();
  },
};
