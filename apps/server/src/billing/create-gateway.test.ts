import { describe, expect, it } from 'vitest';
import { paymentsLine } from './create-gateway';

const keys = (publishableKey: string) => ({
  secretKey: 'sk_test_51Hx',
  webhookSecret: 'whsec_abc',
  publishableKey,
});

describe('the payments start-up line', () => {
  it.each([
    {
      case: 'the test gateway',
      name: 'test' as const,
      stripe: null,
      line: 'Payments: the test-mode gateway (test cards only, no money moves; PAYMENT_GATEWAY).',
    },
    {
      case: 'Stripe with test keys',
      name: 'stripe' as const,
      stripe: keys('pk_test_51Hx'),
      line: "Payments: Stripe in test mode (Stripe's test cards, no money moves). Webhooks: https://hub.example.com/api/v2/billing/webhooks/stripe/",
    },
    {
      case: 'Stripe with live keys',
      name: 'stripe' as const,
      stripe: keys('pk_live_51Hx'),
      line: 'Payments: Stripe in live mode: real cards are charged. Webhooks: https://hub.example.com/api/v2/billing/webhooks/stripe/',
    },
  ])('$case', ({ name, stripe, line }) => {
    expect(paymentsLine(name, stripe, 'https://hub.example.com/')).toBe(line);
  });

  it('never prints a key', () => {
    const line = paymentsLine('stripe', keys('pk_live_51Hx'), 'https://hub.example.com/');
    expect(line).not.toMatch(/sk_|whsec_|pk_/);
  });
});
