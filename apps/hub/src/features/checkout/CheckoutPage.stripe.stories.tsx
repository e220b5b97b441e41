import { handlers, ok, paymentGatewayFixtures } from '@hub/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { closeBankWindows, withStripe } from '../../shared/billing/stripe-stub';
import { ScreenStory } from '../../shared/ScreenStory';
import { checkoutArgs, choosePlan, fillDetails, forgetStoredCheckout, newFamily } from './stories-support';

const meta = {
  title: 'Screens/Checkout with Stripe',
  component: ScreenStory,
  args: checkoutArgs,
  parameters: { layout: 'fullscreen' },
  beforeEach() {
    // Nothing stored, and no bank window left open when the story ends.
    forgetStoredCheckout();
    return closeBankWindows;
  },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new family's checkout with the server's gateway Stripe. */
function stripeFamily() {
  return [handlers.paymentGateway(ok(paymentGatewayFixtures.stripe)), ...newFamily()];
}

/** The card's Elements are mounted and ready (the card fields mark themselves `data-ready`). */
async function elementsReady(canvasElement: HTMLElement) {
  await waitFor(() => expect(canvasElement.querySelector('[data-ready="true"]')).not.toBeNull());
}

/** The bank's 3-D Secure window, over the page, once Stripe.js has opened it. */
async function bankWindow(canvasElement: HTMLElement) {
  const body = within(canvasElement.ownerDocument.body);
  return within(await body.findByRole('dialog', { name: 'Your bank' }));
}

/** A family fills in the checkout with Stripe's 3-D Secure test card and places the order. */
async function placeOrderAskingForThreeDSecure(canvasElement: HTMLElement) {
  await choosePlan(canvasElement, /^Yearly/);
  await elementsReady(canvasElement);
  const canvas = await fillDetails(canvasElement, '4000 0025 0000 3155');
  await userEvent.click(canvas.getByRole('button', { name: 'Place order' }));
  return canvas;
}

const declined = 'We’ve experienced an unexpected issue with our payment service. Please try again.';

/** Ready: the card number, expiry and security code as Stripe Elements, drawn as the hub's inputs. */
export const Ready: Story = {
  decorators: [withStripe()],
  beforeEach({ msw }) {
    msw.use(...stripeFamily());
  },
  play: async ({ canvasElement }) => {
    const canvas = await choosePlan(canvasElement, /^Yearly/);
    await elementsReady(canvasElement);
    await expect(canvas.getByText('We keep only the last four digits of your card.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Card number' })).toBeVisible();
  },
};

/**
 * The bank asks for 3-D Secure: its window opens over the checkout, the cardholder types the code and
 * presses Complete, the order goes again with the confirmed intent and is placed.
 */
export const ThreeDSecureConfirmed: Story = {
  decorators: [withStripe({ threeDSecure: 'succeeded' })],
  beforeEach({ msw }) {
    msw.use(...stripeFamily());
  },
  play: async ({ canvasElement }) => {
    const canvas = await placeOrderAskingForThreeDSecure(canvasElement);
    const bank = await bankWindow(canvasElement);
    await expect(bank.getByLabelText('Code from your bank')).toHaveFocus();
    await userEvent.keyboard('123456');
    await userEvent.click(bank.getByRole('button', { name: 'Complete' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Thank you for your order!' }),
    ).toBeVisible();
  },
};

/** 3-D Secure failed or cancelled: the 402's sentence, no order, the family stays on checkout with what they typed. */
export const ThreeDSecureFailed: Story = {
  decorators: [withStripe({ threeDSecure: 'failed' })],
  beforeEach({ msw }) {
    msw.use(...stripeFamily());
  },
  play: async ({ canvasElement }) => {
    const canvas = await placeOrderAskingForThreeDSecure(canvasElement);
    await expect(await canvas.findByText(declined)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveValue('Ana');
  },
};

/** Ready in Arabic: right to left, the card's Elements in the hub's inputs, numbers left to right. */
export const ReadyArabic: Story = {
  decorators: [withStripe()],
  globals: { locale: 'ar' },
  beforeEach({ msw }) {
    msw.use(...stripeFamily());
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    await choosePlan(canvasElement, /^سنوي/);
    await elementsReady(canvasElement);
    await expect(within(canvasElement).getByRole('textbox', { name: 'رقم البطاقة' })).toBeVisible();
  },
};
