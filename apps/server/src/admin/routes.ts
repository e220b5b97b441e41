// The staff (admin) area's calls (issue 13; the paths in docs/decisions.md "Admin calls"), registered by
// src/app.ts. Every one is staff only, checked on the server (`staffCall`).
import type { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { adminAccountRoutes } from './accounts';
import { adminBillingRequestRoutes } from './billing-requests';
import { adminEmailRoutes } from './emails';
import { adminMigrationRoutes } from './migration';
import { adminNoteRoutes } from './notes';
import { adminOrderRoutes } from './orders';
import { adminPlayerRoutes } from './players';
import { adminShipmentRoutes } from './shipments';
import { adminShippingRoutes } from './shipping';
import { adminTimelineRoutes } from './timeline';
import { adminUserRoutes } from './users';

export function adminRoutes(app: Hono<AppEnv>) {
  adminAccountRoutes(app);
  adminNoteRoutes(app);
  adminUserRoutes(app);
  adminShippingRoutes(app);
  adminShipmentRoutes(app);
  adminPlayerRoutes(app);
  adminOrderRoutes(app);
  adminBillingRequestRoutes(app);
  adminMigrationRoutes(app);
  adminTimelineRoutes(app);
  adminEmailRoutes(app);
}
