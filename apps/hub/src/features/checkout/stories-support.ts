// What the checkout's stories share (stories only; the app never imports it): a new family's world, choosing
// a plan and filling in the details, for the test gateway's card inputs and the Stripe.js stub's alike.
import { billingFixtureClock, checkoutWorldHandlers, handlers } from '@hub/api-client/msw';
import { userEvent, within } from 'storybook/test';
import type { Queries } from '../../shared/story-support';
import { orderStorageKey, planTagStorageKey } from './checkout-storage';

/** The checkout screen's story arguments: signed out, on the default tag's plans. */
export const checkoutArgs = {
  path: '/checkout?tag=default',
  signedIn: false,
  // The plans' billing dates are made for 25 November 2026 in New York: the story reads the same on any day.
  clock: billingFixtureClock,
};

/** Each story starts from a device that stored nothing. */
export function forgetStoredCheckout() {
  localStorage.removeItem(planTagStorageKey);
  sessionStorage.removeItem(orderStorageKey);
}

/** A new family's checkout: the plans, the promo codes, the order and its confirmation as the server runs them. */
export function newFamily() {
  return [handlers.plans(), ...checkoutWorldHandlers()];
}

/** Chooses a plan by its radio's name. */
export async function choosePlan(canvasElement: HTMLElement, name: RegExp | string): Promise<Queries> {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('radio', { name }));
  return canvas;
}

/** Fills contact, an Illinois address and a card (the success visa unless another is given). */
export async function fillDetails(
  canvasElement: HTMLElement,
  cardNumber = '4242 4242 4242 4242',
): Promise<Queries> {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: 'First name' }), 'Ana');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Last name' }), 'Lima');
  await userEvent.type(canvas.getByRole('textbox', { name: /^Email/ }), 'ana@example.test');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Phone' }), '2025550143');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Address' }), '12 Elm Street');
  await userEvent.type(canvas.getByRole('textbox', { name: 'City' }), 'Springfield');
  await userEvent.click(canvas.getByRole('combobox', { name: 'State' }));
  await userEvent.click(
    await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'Illinois' }),
  );
  await userEvent.type(canvas.getByRole('textbox', { name: 'Zipcode' }), '62704');
  await userEvent.type(await canvas.findByRole('textbox', { name: 'Card number' }), cardNumber);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Expiry date (MM/YY)' }), '12/30');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Security code (CVC)' }), '123');
  return canvas;
}
