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
