// The one place PAYMENT_GATEWAY becomes an adapter, apart from the adapters themselves so that none of them
// imports another.
import { testPaymentGateway, type PaymentGateway, type PaymentGatewayName } from './gateway';
import { stripePaymentGateway, type StripeKeys } from './stripe-gateway';

/** The adapter PAYMENT_GATEWAY names (src/config.ts has checked the name, and Stripe's keys when named). */
export function createPaymentGateway(name: PaymentGatewayName, stripe: StripeKeys | null): PaymentGateway {
  switch (name) {
    case 'test':
      return testPaymentGateway();
    case 'stripe':
      if (!stripe)
        throw new Error('PAYMENT_GATEWAY=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET.');
      return stripePaymentGateway(stripe);
  }
}

/**
 * The start-up line that says which gateway takes the money, so that whoever starts a server sees at once
 * whether real cards are charged. Stripe's mode is its publishable key's (`pk_test_` or `pk_live_`; a
 * secret is never printed), and the line gives the webhook address to enter in Stripe's dashboard.
 */
export function paymentsLine(name: PaymentGatewayName, stripe: StripeKeys | null, publicUrl: string): string {
  if (name === 'test' || !stripe)
    return 'Payments: the test-mode gateway (test cards only, no money moves; PAYMENT_GATEWAY).';
  const webhooks = new URL('/api/v2/billing/webhooks/stripe/', publicUrl).href;
  return stripe.publishableKey.startsWith('pk_live_')
    ? `Payments: Stripe in live mode: real cards are charged. Webhooks: ${webhooks}`
    : `Payments: Stripe in test mode (Stripe's test cards, no money moves). Webhooks: ${webhooks}`;
}
