// What the checkout tests share: the body of a new family's order as the hub's checkout sends it.
import { randomUUID } from 'node:crypto';

/** A new family's checkout: contact, a shipping address in Illinois, the test visa. */
export function orderBody(overrides: Record<string, unknown> = {}) {
  return {
    idempotency_key: randomUUID(),
    plan: 'yearly',
    tag: 'default',
    promo_code: null,
    first_name: 'Ana',
    last_name: 'Lima',
    email: `ana-${randomUUID()}@example.test`,
    phone: '+12025550143',
    address1: '12 Elm Street',
    address2: '',
    city: 'Springfield',
    state: 'IL',
    zipcode: '62704',
    country: 'US',
    timezone: 'America/Chicago',
    billing_same_as_shipping: true,
    token: 'tok_visa',
    exp_month: 4,
    exp_year: 2030,
    language: 'en',
    ...overrides,
  };
}
