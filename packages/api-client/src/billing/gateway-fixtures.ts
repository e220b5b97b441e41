// Fixtures of the payment gateway (docs/billing-api.md "Payment gateway"): both answers of the gateway call,
// the Stripe test PaymentMethods the hub's stories send in Stripe mode, and the 402 that asks for 3-D Secure.
import { formatMessage, paymentServiceRetryError, type MessageDescriptor } from '@hub/domain';
import type { PaymentGateway } from './gateway';

/** The gateway call's two answers: the test gateway (the default) and Stripe in test mode. */
export const paymentGatewayFixtures = {
  test: { gateway: 'test' },
  stripe: { gateway: 'stripe', publishable_key: 'pk_test_51HubStoriesOnly0000000000' },
} as const satisfies Record<string, PaymentGateway>;

/** A Stripe test card, the PaymentMethod Stripe's test mode names it by, and what saving it leads to. */
export interface StripeTestCard {
  number: string;
  paymentMethod: string;
  brand: 'visa' | 'mastercard';
  last4: string;
  /** `authenticate`: the bank asks for 3-D Secure (a 402 with `requires_action`) before it is saved. */
  outcome: 'saved' | 'declined' | 'authenticate';
  message: MessageDescriptor | null;
}

/** Stripe's test cards (stripe.com/docs/testing) by their test PaymentMethods, as the stories use them. */
export const stripeTestCards: readonly StripeTestCard[] = [
  {
    number: '4242 4242 4242 4242',
    paymentMethod: 'pm_card_visa',
    brand: 'visa',
    last4: '4242',
    outcome: 'saved',
    message: null,
  },
  {
    number: '5555 5555 5555 4444',
    paymentMethod: 'pm_card_mastercard',
    brand: 'mastercard',
    last4: '4444',
    outcome: 'saved',
    message: null,
  },
  {
    number: '4000 0000 0000 0002',
    paymentMethod: 'pm_card_chargeDeclined',
    brand: 'visa',
    last4: '0002',
    outcome: 'declined',
    message: paymentServiceRetryError,
  },
  {
    number: '4000 0025 0000 3155',
    paymentMethod: 'pm_card_authenticationRequired',
    brand: 'visa',
    last4: '3155',
    outcome: 'authenticate',
    message: paymentServiceRetryError,
  },
];

/** The intent a 3-D Secure fixture asks to confirm: a SetupIntent (saving a card) or a PaymentIntent (checkout). */
export const threeDSecureIntents = {
  seti: 'seti_1HubStories3DSecure',
  pi: 'pi_1HubStories3DSecure',
} as const;

/** The 402 of a payment call when the bank asks for 3-D Secure (its detail is the sentence shown when it fails). */
export function requiresActionBody(intent: keyof typeof threeDSecureIntents = 'seti') {
  const id = threeDSecureIntents[intent];
  return {
    detail: formatMessage(paymentServiceRetryError),
    requires_action: { client_secret: `${id}_secret_stories`, intent: id },
  };
}
