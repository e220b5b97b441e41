// The Content-Security-Policy with Stripe (issue 31): Stripe's origins on the pages with a card form only,
// and only when the gateway is Stripe.
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers';

async function policyOf(path: string, stripe: boolean): Promise<string> {
  const app = new Hono();
  app.use(securityHeaders({ production: false, stripe }));
  app.get('*', (c) => c.html('<!doctype html><html></html>'));
  const response = await app.request(path);
  return response.headers.get('content-security-policy') ?? '';
}

describe('the Content-Security-Policy with Stripe', () => {
  it.each([
    '/checkout',
    '/s3/stage/feature/card-form/checkout',
    '/dashboard/account',
    '/account/manage/billing',
  ])('lets %s load Stripe.js, call Stripe’s API and show its 3-D Secure frames', async (path) => {
    const policy = await policyOf(path, true);
    expect(policy).toContain("script-src 'self' https://js.stripe.com https://*.js.stripe.com");
    expect(policy).toContain('https://api.stripe.com');
    expect(policy).toContain(
      "frame-src 'self' https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com",
    );
  });

  it.each(['/login', '/', '/dashboard', '/checkout/confirmation', '/api/v2/billing/payment/'])(
    'keeps Stripe off %s',
    async (path) => {
      expect(await policyOf(path, true)).not.toContain('stripe.com');
    },
  );

  it('keeps Stripe off every page with the test gateway', async () => {
    expect(await policyOf('/checkout', false)).not.toContain('stripe.com');
    expect(await policyOf('/checkout', false)).toContain("script-src 'self'");
  });
});
