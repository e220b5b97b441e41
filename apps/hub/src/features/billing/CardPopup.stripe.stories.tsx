import { billingFixtureClock, handlers, loading, ok, paymentGatewayFixtures } from '@hub/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ScreenStory } from '../../shared/ScreenStory';
import { closeBankWindows, withStripe } from '../../shared/billing/stripe-stub';
import type { Queries } from '../../shared/story-support';
import { arabic, parent, popupNamed, rtl } from './stories-support';

const meta = {
  title: 'Screens/Subscription and billing/Card with Stripe',
  component: ScreenStory,
  // The fixtures are made for 25 November 2026 in New York: the story reads the same on any day.
  args: { path: '/dashboard/account?segment=billing', clock: billingFixtureClock },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A bank window left open by a story is gone before the next one. */
function closeBankWindowsAfter() {
  return closeBankWindows;
}

/** The parent's world with the server's gateway Stripe. */
function stripeParent() {
  return [handlers.paymentGateway(ok(paymentGatewayFixtures.stripe)), ...parent()];
}

/** Opens the card popup (by its button and title, in the story's language) and waits for its form. */
async function openCardPopup(canvasElement: HTMLElement, button = 'Update card', title = 'Update your card') {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: button }));
  return popupNamed(canvasElement, title);
}

/** The Elements are mounted and ready (the form marks itself `data-ready`). */
async function elementsReady(popup: Queries, canvasElement: HTMLElement) {
  await waitFor(() =>
    expect(
      canvasElement.ownerDocument.body.querySelector('[role="dialog"] [data-ready="true"]'),
    ).not.toBeNull(),
  );
  return popup;
}

/** Types a card into the Elements: `number`, an expiry still to come and a security code. */
async function typeCard(
  popup: Queries,
  number: string,
  labels = ['Card number', 'Expiry date (MM/YY)', 'Security code (CVC)'],
) {
  await userEvent.type(popup.getByLabelText(labels[0]!), number);
  await userEvent.type(popup.getByLabelText(labels[1]!), '12/30');
  await userEvent.type(popup.getByLabelText(labels[2]!), '123');
}

/** The popup open with its Elements ready, by its button and title in the story's language. */
async function readyPopup(canvasElement: HTMLElement, button?: string, title?: string) {
  return elementsReady(await openCardPopup(canvasElement, button, title), canvasElement);
}

/** The popup ready, a card typed (`number`) and saved; the popup, to read its outcome in. */
async function saveCard(
  canvasElement: HTMLElement,
  number: string,
  language: { button?: string; title?: string; labels?: string[]; save?: string } = {},
) {
  const popup = await readyPopup(canvasElement, language.button, language.title);
  await typeCard(popup, number, language.labels);
  await userEvent.click(popup.getByRole('button', { name: language.save ?? 'Save card' }));
  return popup;
}

/** The old card is still on file (a failed save changes nothing): the popup left with Not now. */
async function oldCardStays(canvasElement: HTMLElement, popup: Queries) {
  await userEvent.click(popup.getByRole('button', { name: 'Not now' }));
  const method = within(within(canvasElement).getByRole('region', { name: 'Payment method' }));
  await expect(method.getByText('Visa ending in 4242')).toBeVisible();
}

const declined = 'We’ve experienced an unexpected issue with our payment service. Please try again.';
const declinedArabic = 'واجهنا مشكلة غير متوقعة في خدمة الدفع. يُرجى المحاولة مرة أخرى.';

/** Stripe.js is still loading: the form says so where the card's fields come. */
export const LoadingStripe: Story = {
  decorators: [withStripe({ load: 'pending' })],
  beforeEach({ msw }) {
    msw.use(...stripeParent());
  },
  play: async ({ canvasElement }) => {
    const popup = await openCardPopup(canvasElement);
    // Asked afresh each time: on a loaded machine the status was found, then drawn again as the popup's
    // content settled, and the node first found had left the page (a CI run of 2026-11-30).
    await waitFor(() => expect(popup.getByText('Loading the card form…')).toBeVisible());
  },
};

/** Ready: the card number, expiry and security code as Stripe Elements, drawn as the hub's inputs. */
export const Ready: Story = {
  decorators: [withStripe()],
  beforeEach({ msw }) {
    msw.use(...stripeParent());
  },
  play: async ({ canvasElement }) => {
    const popup = await readyPopup(canvasElement);
    await expect(popup.getByLabelText('Card number')).toBeVisible();
    await expect(popup.getByLabelText('Expiry date (MM/YY)')).toBeVisible();
    await expect(popup.getByLabelText('Security code (CVC)')).toBeVisible();
  },
};

/** The Elements' own checks, in the messages of the test form, each under its field after leaving it. */
export const ElementError: Story = {
  decorators: [withStripe()],
  beforeEach({ msw }) {
    msw.use(...stripeParent());
  },
  play: async ({ canvasElement }) => {
    const popup = await readyPopup(canvasElement);
    await userEvent.type(popup.getByLabelText('Card number'), '4242 4242');
    await userEvent.type(popup.getByLabelText('Expiry date (MM/YY)'), '04/24');
    await userEvent.type(popup.getByLabelText('Security code (CVC)'), '1');
    await userEvent.tab();
    await expect(await popup.findByText('This card number is not valid')).toBeVisible();
    await expect(popup.getByText('This card has expired')).toBeVisible();
    await expect(popup.getByText('This security code is incomplete')).toBeVisible();
  },
};

/** Saving: the card became a PaymentMethod and the server has not answered yet. */
export const Saving: Story = {
  decorators: [withStripe()],
  beforeEach({ msw }) {
    msw.use(handlers.setPaymentMethod(loading()), ...stripeParent());
  },
  play: async ({ canvasElement }) => {
    const popup = await saveCard(canvasElement, '4242 4242 4242 4242');
    await waitFor(() =>
      expect(popup.getByRole('button', { name: /Save card/ })).toHaveAttribute('aria-busy', 'true'),
    );
  },
};

/** Saved: the PaymentMethod's card shows by brand and last four digits. */
export const Saved: Story = {
  decorators: [withStripe()],
  beforeEach({ msw }) {
    msw.use(...stripeParent());
  },
  play: async ({ canvasElement }) => {
    await saveCard(canvasElement, '5555 5555 5555 4444');
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your card is saved.')).toBeVisible();
    await expect(canvas.getByText('Mastercard ending in 4444')).toBeVisible();
  },
};

/** A declined card: spec section 8's sentence in the popup, and the old card stays on file. */
export const Declined: Story = {
  decorators: [withStripe()],
  beforeEach({ msw }) {
    msw.use(...stripeParent());
  },
  play: async ({ canvasElement }) => {
    const popup = await saveCard(canvasElement, '4000 0000 0000 0002');
    await expect(await popup.findByText(declined)).toBeVisible();
    await oldCardStays(canvasElement, popup);
  },
};

/** The bank asks for 3-D Secure: its window is open over the popup and the save waits for the cardholder. */
export const ThreeDSecureAsked: Story = {
  decorators: [withStripe({ threeDSecure: 'pending' })],
  beforeEach({ msw }) {
    msw.use(...stripeParent());
    return closeBankWindowsAfter();
  },
  play: async ({ canvasElement }) => {
    const popup = await saveCard(canvasElement, '4000 0025 0000 3155');
    await waitFor(() =>
      expect(popup.getByRole('button', { name: /Save card/ })).toHaveAttribute('aria-busy', 'true'),
    );
    const bank = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Your bank' });
    await expect(within(bank).getByLabelText('Code from your bank')).toHaveFocus();
  },
};

/**
 * 3-D Secure confirmed: in the bank's window, over the popup and outside it, the cardholder types the code
 * and presses Complete (the popup lets go of focus and clicks meanwhile); the same call goes again with the
 * intent and the card is saved.
 */
export const ThreeDSecureConfirmed: Story = {
  decorators: [withStripe({ threeDSecure: 'succeeded' })],
  beforeEach({ msw }) {
    msw.use(...stripeParent());
    return closeBankWindowsAfter();
  },
  play: async ({ canvasElement }) => {
    await saveCard(canvasElement, '4000 0025 0000 3155');
    const bank = within(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Your bank' }),
    );
    await userEvent.click(bank.getByLabelText('Code from your bank'));
    await userEvent.keyboard('123456');
    await expect(bank.getByLabelText('Code from your bank')).toHaveValue('123456');
    await userEvent.click(bank.getByRole('button', { name: 'Complete' }));
    await expect(await within(canvasElement).findByText('Visa ending in 3155')).toBeVisible();
    // The popup closes and the page is usable again (Radix's modal hold goes with it).
    const body = canvasElement.ownerDocument.body;
    await waitFor(() => expect(within(body).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(body.style.pointerEvents).toBe(''));
  },
};

/** 3-D Secure failed or cancelled: the 402's sentence, nothing saved, the old card stays. */
export const ThreeDSecureFailed: Story = {
  decorators: [withStripe({ threeDSecure: 'failed' })],
  beforeEach({ msw }) {
    msw.use(...stripeParent());
  },
  play: async ({ canvasElement }) => {
    const popup = await saveCard(canvasElement, '4000 0025 0000 3155');
    await expect(await popup.findByText(declined)).toBeVisible();
    await oldCardStays(canvasElement, popup);
  },
};

/** Stripe.js could not load (offline, or blocked): said, with a way out, never a dead form. */
export const StripeCouldNotLoad: Story = {
  decorators: [withStripe({ load: 'failed' })],
  beforeEach({ msw }) {
    msw.use(...stripeParent());
  },
  play: async ({ canvasElement }) => {
    const popup = await openCardPopup(canvasElement);
    await expect(await popup.findByText('The card form could not load')).toBeVisible();
    await expect(popup.getByRole('button', { name: 'Reload the page' })).toBeVisible();
  },
};

// --- Arabic, right to left ---

const arabicLabels = ['رقم البطاقة', 'تاريخ الانتهاء (MM/YY)', 'رمز الأمان (CVC)'];
const arabicPopup = { button: 'تحديث البطاقة', title: 'تحديث بطاقتك' };

export const ReadyArabic: Story = {
  ...Ready,
  globals: arabic,
  play: async ({ canvasElement }) => {
    const popup = await readyPopup(canvasElement, arabicPopup.button, arabicPopup.title);
    await rtl();
    await expect(popup.getByLabelText(arabicLabels[0]!)).toBeVisible();
  },
};

export const ElementErrorArabic: Story = {
  ...ElementError,
  globals: arabic,
  play: async ({ canvasElement }) => {
    const popup = await readyPopup(canvasElement, arabicPopup.button, arabicPopup.title);
    await rtl();
    await userEvent.type(popup.getByLabelText(arabicLabels[2]!), '1');
    await userEvent.tab();
    await expect(await popup.findByText('رمز الأمان هذا غير مكتمل')).toBeVisible();
  },
};

export const ThreeDSecureFailedArabic: Story = {
  ...ThreeDSecureFailed,
  globals: arabic,
  play: async ({ canvasElement }) => {
    const popup = await saveCard(canvasElement, '4000 0025 0000 3155', {
      ...arabicPopup,
      labels: arabicLabels,
      save: 'حفظ البطاقة',
    });
    await rtl();
    await expect(await popup.findByText(declinedArabic)).toBeVisible();
  },
};

export const StripeCouldNotLoadArabic: Story = {
  ...StripeCouldNotLoad,
  globals: arabic,
  play: async ({ canvasElement }) => {
    const popup = await openCardPopup(canvasElement, arabicPopup.button, arabicPopup.title);
    await rtl();
    await expect(await popup.findByText('تعذّر تحميل نموذج البطاقة')).toBeVisible();
    await expect(popup.getByRole('button', { name: 'إعادة تحميل الصفحة' })).toBeVisible();
  },
};
