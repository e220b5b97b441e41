// A user's shipping address for staff (issue 13: `GET`/`PATCH /api/v2/admin/{id}/shipping/`, the id a
// user's, as addresses belong to users): the same answer and rules as the user's own
// `/api/v2/user/shipping/` (its version as the ETag, 412 when it changed since it was read), the same lock
// against a save of the user's own at the same moment, and one row of the admin log.
import {
  emptyShippingAddress,
  formatMessage,
  shippingChangedElsewhere,
  shippingFields,
  validationMessages,
  type ShippingAddress,
} from '@hub/domain';
import { eq, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { shippingAddresses } from '../account/schema';
import { shippingVersion } from '../account/users';
import { readBody, type Body } from '../http/body';
import type { AppContext, AppEnv } from '../http/context';
import { HttpError, invalid } from '../http/errors';
import { idParam } from '../http/params';
import { route } from '../http/route';
import { shippingUpdate } from '../validation';
import { changesOf, recordAdminAction, staffCall } from './staff';
import { userOr404 } from './store';

/** The address fields of a stored row, in the wire's order. */
function addressOf(row: ShippingAddress): ShippingAddress {
  return Object.fromEntries(shippingFields.map((field) => [field, row[field]])) as ShippingAddress;
}

/** The address with its version, in the body and as the ETag. */
function versioned(c: AppContext, address: ShippingAddress) {
  const version = shippingVersion(address);
  c.header('ETag', `"${version}"`);
  return c.json({ ...address, version });
}

/** The version a save expects (`If-Match`, else the body's `version`; `*` is any); null when none is sent. */
function expectedVersion(ifMatch: string | undefined, body: Body): string | null {
  if (ifMatch !== undefined) {
    const tag = ifMatch.trim();
    if (tag === '*') return null;
    const strong = tag.startsWith('W/') ? tag.slice(2) : tag;
    return strong.startsWith('"') && strong.endsWith('"') && strong.length >= 2
      ? strong.slice(1, -1)
      : strong;
  }
  const { version } = body;
  if (version === undefined) return null;
  if (typeof version !== 'string') throw invalid({ version: [formatMessage(validationMessages.notAString)] });
  return version;
}

export function adminShippingRoutes(app: Hono<AppEnv>) {
  route(app, '/api/v2/admin/:id{[0-9]+}/shipping/', {
    GET: staffCall(async (c) => {
      const { db } = c.var.settings;
      const user = await userOr404(db, idParam(c));
      const [row] = await db.select().from(shippingAddresses).where(eq(shippingAddresses.userId, user.id));
      return versioned(c, addressOf(row ?? emptyShippingAddress));
    }),
    PATCH: staffCall(async (c, staff) => {
      const { db, now } = c.var.settings;
      const user = await userOr404(db, idParam(c));
      const body = await readBody(c);
      const expected = expectedVersion(c.req.header('if-match'), body);
      const at = now();
      const saved = await db.transaction(async (tx) => {
        // The user's own save takes the same lock (src/account/users.ts): one save of an address at a time.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`shipping:${user.id}`}, 0))`);
        const [row] = await tx.select().from(shippingAddresses).where(eq(shippingAddresses.userId, user.id));
        const stored = row ? addressOf(row) : null;
        if (expected !== null && expected !== shippingVersion(stored ?? emptyShippingAddress)) {
          throw new HttpError(412, { detail: formatMessage(shippingChangedElsewhere) });
        }
        const address = shippingUpdate(stored, body);
        const changed = changesOf(stored ?? emptyShippingAddress, address);
        if (row && Object.keys(changed).length === 0) return address;
        const values = { ...address, updatedAt: at };
        await tx
          .insert(shippingAddresses)
          .values({ ...values, userId: user.id })
          .onConflictDoUpdate({ target: shippingAddresses.userId, set: values });
        await recordAdminAction(tx, {
          actor: staff,
          accountId: user.accountId,
          action: 'shipping.update',
          targetType: 'shipping',
          targetId: user.id,
          detail: { changes: changed },
          at,
        });
        return address;
      });
      return versioned(c, saved);
    }),
  });
}
