import {
  billingFixtureClock,
  handlers,
  subscriptionFixtures,
  subscriptionRefused,
} from '@hub/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ScreenStory } from '../../shared/ScreenStory';
import { arabic, body, parent, planCard, popupNamed, rtl } from './stories-support';
import { CancelRequested } from './BillingSegment.subscription.stories';

const meta = {
  title: 'Screens/Subscription and billing/Cancel flow',
  component: ScreenStory,
  // The fixtures are made for 25 November 2026 in New York: the story reads the same on any day.
  args: { path: '/dashboard/account?segment=billing', clock: billingFixtureClock },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

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
    const play = within(await offer.findByRole('region', { name: 'Your children’s play this past month' }));
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

// --- Arabic, right to left ---

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
