// Shipments for staff (spec section 3; issue 13): an account's (`GET /api/v2/admin/billing/account/{id}/
// shipments/`, newest first, paged; the client follows `next`), all of them for the admin bar
// (`GET /api/v2/admin/shipments/?status=`), a new one (`POST /api/v2/admin/shipping/`, e.g. a replacement
// sensor, to the account holder's address as it is now) and a status change through @hub/domain's
// shipment machine (`PATCH /api/v2/admin/shipments/{id}/`, 409 when it forbids it). Each change is one
// transaction with its row of the admin log.
import {
  adminMessages,
  formatMessage,
  newShipmentSchema,
  pageQuerySchema,
  shipmentChangeSchema,
  shipmentEventTo,
  shipmentListQuerySchema,
  shipmentRefusalMessage,
  shipmentTransition,
  withValues,
  type ShipmentStatus,
} from '@hub/domain';
import { count, desc, eq, type SQL } from 'drizzle-orm';
import type { Hono } from 'hono';
import { shippingAddresses, users } from '../account/schema';
import { accountExists } from '../auth/access';
import type { Db } from '../billing/store';
import { readBody } from '../http/body';
import type { AppContext, AppEnv } from '../http/context';
import { HttpError, invalid, notFound } from '../http/errors';
import { paginate } from '../http/pagination';
import { idParam } from '../http/params';
import { route } from '../http/route';
import { assertAccountExists } from './accounts';
import { shipments } from './schema';
import { checked, checkedQuery, recordAdminAction, staffCall } from './staff';
import { fullName, personJson, usersById } from './store';

type ShipmentRow = typeof shipments.$inferSelect;

/** Shipments on the wire, each with who made it. */
async function shipmentsJson(db: Db, rows: ShipmentRow[]) {
  const makers = await usersById(
    db,
    rows.map((row) => row.createdBy),
  );
  return rows.map((row) => ({
    id: row.id,
    account: row.accountId,
    kind: row.kind,
    status: row.status,
    reason: row.reason,
    carrier: row.carrier,
    tracking_number: row.trackingNumber,
    address: row.address,
    created_by: personJson(row.createdBy === null ? null : (makers.get(row.createdBy) ?? null)),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    shipped_at: row.shippedAt?.toISOString() ?? null,
    delivered_at: row.deliveredAt?.toISOString() ?? null,
  }));
}

/** A paged list of shipments, newest first. */
async function shipmentPage(c: AppContext, where: SQL | undefined) {
  const { db } = c.var.settings;
  const page = await paginate(
    c,
    async () => (await db.select({ n: count() }).from(shipments).where(where))[0]!.n,
    (limit, offset) =>
      db.select().from(shipments).where(where).orderBy(desc(shipments.id)).limit(limit).offset(offset),
  );
  return { ...page, results: await shipmentsJson(db, page.results) };
}

/** Where the account's parcels go: its holder's shipping address (billing user first), with their name. */
async function destinationOf(db: Db, accountId: number): Promise<Record<string, string> | null> {
  const [row] = await db
    .select({ user: users, address: shippingAddresses })
    .from(users)
    .innerJoin(shippingAddresses, eq(shippingAddresses.userId, users.id))
    .where(eq(users.accountId, accountId))
    .orderBy(desc(users.isBillingUser), users.id)
    .limit(1);
  if (!row || row.address.address1.trim() === '') return null;
  const { address1, address2, city, state, zipcode, country } = row.address;
  return { name: fullName(row.user), address1, address2, city, state, zipcode, country };
}

export function adminShipmentRoutes(app: Hono<AppEnv>) {
  route(app, '/api/v2/admin/billing/account/:id{[0-9]+}/shipments/', {
    GET: staffCall(async (c) => {
      const accountId = idParam(c);
      await assertAccountExists(c.var.settings.db, accountId);
      checkedQuery(c, pageQuerySchema);
      return c.json(await shipmentPage(c, eq(shipments.accountId, accountId)));
    }),
  });

  route(app, '/api/v2/admin/shipments/', {
    GET: staffCall(async (c) => {
      const { status } = checkedQuery(c, shipmentListQuerySchema);
      return c.json(await shipmentPage(c, status === null ? undefined : eq(shipments.status, status)));
    }),
  });

  route(app, '/api/v2/admin/shipping/', {
    POST: staffCall(async (c, staff) => {
      const { db, now } = c.var.settings;
      const shipment = checked(newShipmentSchema, await readBody(c));
      if (!(await accountExists(db, shipment.account)())) {
        throw invalid({
          account: [
            formatMessage(withValues(adminMessages.noSuchObject, { value: String(shipment.account) })),
          ],
        });
      }
      const address = await destinationOf(db, shipment.account);
      if (!address) throw invalid({ account: [formatMessage(adminMessages.noShippingAddress)] });
      const at = now();
      const row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(shipments)
          .values({
            accountId: shipment.account,
            kind: shipment.kind,
            status: 'pending',
            reason: shipment.reason,
            address,
            createdBy: staff.id,
            createdAt: at,
            updatedAt: at,
          })
          .returning();
        await recordAdminAction(tx, {
          actor: staff,
          accountId: shipment.account,
          action: 'shipment.create',
          targetType: 'shipment',
          targetId: created!.id,
          detail: { kind: shipment.kind, reason: shipment.reason, address },
          at,
        });
        return created!;
      });
      const [body] = await shipmentsJson(db, [row]);
      return c.json(body, 201);
    }),
  });

  route(app, '/api/v2/admin/shipments/:id{[0-9]+}/', {
    PATCH: staffCall(async (c, staff) => {
      const { db, now } = c.var.settings;
      const id = idParam(c);
      const [found] = await db.select({ id: shipments.id }).from(shipments).where(eq(shipments.id, id));
      if (!found) throw notFound();
      const change = checked(shipmentChangeSchema, await readBody(c));
      const at = now();
      const row = await db.transaction(async (tx) => {
        const [locked] = await tx.select().from(shipments).where(eq(shipments.id, id)).for('update');
        if (!locked) throw notFound();
        const from = locked.status as ShipmentStatus;
        const event = shipmentEventTo(change.status, {
          carrier: change.carrier,
          trackingNumber: change.tracking_number,
        });
        const result = event
          ? shipmentTransition(
              { status: from, carrier: locked.carrier, trackingNumber: locked.trackingNumber },
              event,
            )
          : null;
        if (!result?.ok) {
          throw new HttpError(409, {
            detail: formatMessage(shipmentRefusalMessage(from, change.status)),
            code: 'illegal_transition',
            from,
            to: change.status,
          });
        }
        const next = result.shipment;
        const [updated] = await tx
          .update(shipments)
          .set({
            status: next.status,
            carrier: next.carrier,
            trackingNumber: next.trackingNumber,
            updatedAt: at,
            ...(next.status === 'shipped' ? { shippedAt: at } : {}),
            ...(next.status === 'delivered' ? { deliveredAt: at } : {}),
          })
          .where(eq(shipments.id, id))
          .returning();
        await recordAdminAction(tx, {
          actor: staff,
          accountId: locked.accountId,
          action: 'shipment.update',
          targetType: 'shipment',
          targetId: id,
          detail: {
            from,
            to: next.status,
            ...(event?.type === 'SHIP'
              ? { carrier: next.carrier, tracking_number: next.trackingNumber }
              : {}),
          },
          at,
        });
        return updated!;
      });
      const [body] = await shipmentsJson(db, [row]);
      return c.json(body);
    }),
  });
}
