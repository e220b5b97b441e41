// The account's devices (spec sections 3 and 7): the list, and kiosk mode turned on or off per device.
import { kioskModeSchema } from '@hub/domain';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { accountExists, assertAccountAccess } from '../auth/access';
import { withUser } from '../auth/principal';
import { readBody } from '../http/body';
import type { AppEnv } from '../http/context';
import { notFound } from '../http/errors';
import { paginate } from '../http/pagination';
import { idParam } from '../http/params';
import { route } from '../http/route';
import { schemaInput } from './input';
import { devices } from './schema';

const deviceColumns = { id: devices.id, name: devices.name, is_kiosk_mode: devices.isKioskMode };

export function deviceRoutes(app: Hono<AppEnv>) {
  route(app, '/api/v2/user/accounts/:id{[0-9]+}/devices/', {
    GET: withUser(async (c, { user }) => {
      const { db } = c.var.settings;
      const id = idParam(c);
      await assertAccountAccess(user, id, accountExists(db, id));
      const where = eq(devices.accountId, id);
      const page = await paginate(
        c,
        async () => (await db.select({ n: count() }).from(devices).where(where))[0]!.n,
        (limit, offset) =>
          db
            .select(deviceColumns)
            .from(devices)
            .where(where)
            .orderBy(asc(devices.id))
            .limit(limit)
            .offset(offset),
      );
      return c.json(page);
    }),
  });

  route(app, '/api/v2/user/accounts/:id{[0-9]+}/devices/:deviceId{[0-9]+}/toggle_kiosk_mode/', {
    // A PUT of the new value (not a flip): sent twice it leaves the device as asked, never back again.
    PUT: withUser(async (c, { user }) => {
      const { db } = c.var.settings;
      const id = idParam(c);
      const deviceId = idParam(c, 'deviceId');
      await assertAccountAccess(user, id, accountExists(db, id));
      const { is_kiosk_mode } = schemaInput(kioskModeSchema, await readBody(c));
      const [device] = await db
        .update(devices)
        .set({ isKioskMode: is_kiosk_mode })
        .where(and(eq(devices.id, deviceId), eq(devices.accountId, id)))
        .returning(deviceColumns);
      if (!device) throw notFound();
      return c.json(device);
    }),
  });
}
