// The checkout area's calls (docs/decisions.md "Checkout"), registered by src/app.ts.
import type { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { confirmRoutes } from './confirm';
import { orderListRoutes } from './lists';
import { placeOrderRoutes } from './place';

export function checkoutRoutes(app: Hono<AppEnv>) {
  placeOrderRoutes(app);
  confirmRoutes(app);
  orderListRoutes(app);
}
