// The billing area's calls (docs/billing-api.md), registered by src/app.ts.
import type { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { invoiceRoutes } from './invoices';
import { paymentRoutes } from './payment';
import { planRoutes } from './plans';
import { stripeWebhookRoutes } from './stripe-webhooks';
import { subscriptionRoutes } from './subscriptions';
import { testClockRoutes } from './test-clock';

export function billingRoutes(app: Hono<AppEnv>) {
  planRoutes(app);
  subscriptionRoutes(app);
  invoiceRoutes(app);
  paymentRoutes(app);
  testClockRoutes(app);
  stripeWebhookRoutes(app);
}
