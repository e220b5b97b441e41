// What the admin tests share: a family with everything staff look at (a subscription in the state asked
// for, a shipping address, a player, a staff note, a shipment, a help-desk ticket, the billing log's row
// of an open request), and a fingerprint of every row an admin call could change.
import type { SubscriptionState } from '@hub/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import {
  accountMigrations,
  accountNotes,
  accounts,
  accountTags,
  adminActions,
  billingRequestResolutions,
  players,
  shipments,
  shippingAddresses,
  subscriptionActions,
  supportTickets,
  users,
} from '../db/schema';
import { createFamily, type Family } from './billing';
import { fingerprint } from './helpers';

export const address = {
  address1: '1200 Maple Avenue',
  address2: 'Apt 4B',
  city: 'Springfield',
  state: 'IL',
  zipcode: '62704',
  country: 'US',
  timezone: 'America/Chicago',
};

export interface AdminFamily extends Family {
  playerId: number;
  noteId: number;
  shipmentId: number;
  ticketId: number;
  /** The billing log's row that opened the request the state waits on (null for an active family). */
  requestId: number | null;
}

/** The event that puts a family in each requested state. */
const openingOf: Partial<Record<SubscriptionState, string>> = {
  cancelRequested: 'CANCEL_REQUEST',
  returnRequested: 'RETURN_REQUEST',
  renewalRequested: 'RENEW_REQUEST',
};

let tickets = 0;

/** A family staff can do everything to, its subscription in `state` (active by default). */
export async function createAdminFamily(
  db: Database,
  options: { state?: SubscriptionState; author: number; name?: { first: string; last: string } },
): Promise<AdminFamily> {
  const state = options.state ?? 'active';
  const family = await createFamily(db, { state });
  if (options.name) {
    await db
      .update(users)
      .set({ firstName: options.name.first, lastName: options.name.last })
      .where(eq(users.id, family.id));
  }
  await db.update(users).set({ isBillingUser: true }).where(eq(users.id, family.id));
  await db.insert(shippingAddresses).values({ ...address, userId: family.id });
  const [player] = await db
    .insert(players)
    .values({ accountId: family.accountId, name: 'Maya' })
    .returning({ id: players.id });
  const at = new Date();
  const [note] = await db
    .insert(accountNotes)
    .values({
      accountId: family.accountId,
      authorId: options.author,
      text: 'First call.',
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: accountNotes.id });
  const [shipment] = await db
    .insert(shipments)
    .values({
      accountId: family.accountId,
      kind: 'kit',
      status: 'pending',
      address: { name: 'Test User', ...address },
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: shipments.id });
  tickets += 1;
  const [ticket] = await db
    .insert(supportTickets)
    .values({
      userId: family.id,
      externalId: `test-ticket-${family.id}-${tickets}`,
      subject: 'The sensor does not pair',
      status: 'open',
      channel: 'email',
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: supportTickets.id });
  const event = openingOf[state];
  let requestId: number | null = null;
  if (event) requestId = await openRequest(db, family, event);
  return {
    ...family,
    playerId: player!.id,
    noteId: note!.id,
    shipmentId: shipment!.id,
    ticketId: ticket!.id,
    requestId,
  };
}

/** Logs a request's opening event for a family (what billing's call would have logged), answering its id. */
export async function openRequest(
  db: Database,
  family: Family,
  event: string,
  at: Date = new Date(),
): Promise<number> {
  const [row] = await db
    .insert(subscriptionActions)
    .values({
      accountId: family.accountId,
      subscriptionId: family.subscriptionId,
      actorId: family.id,
      event,
      fromStatus: null,
      toStatus: null,
      detail: {},
      createdAt: at,
    })
    .returning({ id: subscriptionActions.id });
  return row!.id;
}

/** Every row any call could change, the admin area's tables with the others: equal when nothing changed. */
export async function adminFingerprint(db: Database): Promise<unknown> {
  const tables = {
    accountNotes,
    shipments,
    supportTickets,
    billingRequestResolutions,
    adminActions,
  };
  const rows: Record<string, unknown[]> = { base: [await fingerprint(db)] };
  for (const [name, table] of Object.entries(tables))
    rows[name] = await db.select().from(table).orderBy(table.id);
  rows.accountTags = await db.select().from(accountTags).orderBy(accountTags.name);
  rows.accountMigrations = await db.select().from(accountMigrations).orderBy(accountMigrations.accountId);
  return rows;
}

/** The admin log's rows of an account, oldest first. */
export function adminActionsOf(db: Database, accountId: number) {
  return db.select().from(adminActions).where(eq(adminActions.accountId, accountId)).orderBy(adminActions.id);
}

/** An account's tags and status as stored. */
export async function accountRow(db: Database, accountId: number) {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, accountId));
  return row!;
}
