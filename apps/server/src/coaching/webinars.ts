// Webinars (issue 14): the upcoming ones, a seat for the caller (capacity checked under a row lock of the
// webinar, so two last-seat registrations at once give one seat and one 409), giving a seat back, and the
// registrants for the host coach and staff.
import { coachingMessages, formatMessage, seatsLeft } from '@hub/domain';
import { and, asc, count, eq, gt, inArray } from 'drizzle-orm';
import type { Hono } from 'hono';
import { users } from '../account/schema';
import { fullName, usersById } from '../admin/store';
import { withUser, type UserRow } from '../auth/principal';
import type { Db } from '../billing/store';
import type { AppEnv } from '../http/context';
import { HttpError, notFound } from '../http/errors';
import { paginate } from '../http/pagination';
import { idParam } from '../http/params';
import { route } from '../http/route';
import { webinarRegistrations, webinars } from './schema';
import { assertCoachOrStaff, isUniqueViolation } from './store';

type WebinarRow = typeof webinars.$inferSelect;
type RegistrationRow = typeof webinarRegistrations.$inferSelect;

/** `Webinar`s on the wire, with the seats taken and the viewer's registration. */
async function webinarsJson(db: Db, rows: WebinarRow[], viewer: UserRow) {
  const ids = rows.map((row) => row.id);
  const counts = new Map<number, number>();
  const mine = new Map<number, number>();
  if (ids.length > 0) {
    const counted = await db
      .select({ webinarId: webinarRegistrations.webinarId, n: count() })
      .from(webinarRegistrations)
      .where(inArray(webinarRegistrations.webinarId, ids))
      .groupBy(webinarRegistrations.webinarId);
    for (const row of counted) counts.set(row.webinarId, row.n);
    const own = await db
      .select()
      .from(webinarRegistrations)
      .where(and(inArray(webinarRegistrations.webinarId, ids), eq(webinarRegistrations.userId, viewer.id)));
    for (const row of own) mine.set(row.webinarId, row.id);
  }
  const hosts = await usersById(
    db,
    rows.map((row) => row.hostUserId),
  );
  return rows.map((row) => {
    const registered = counts.get(row.id) ?? 0;
    const host = row.hostUserId === null ? undefined : hosts.get(row.hostUserId);
    const registration = mine.get(row.id);
    return {
      id: row.id,
      title: row.title,
      description: row.description,
      starts_at: row.startsAt.toISOString(),
      ends_at: row.endsAt.toISOString(),
      time_zone: row.timeZone,
      language: row.language,
      capacity: row.capacity,
      registered_count: registered,
      seats_left: seatsLeft({ capacity: row.capacity, registered }),
      host: host ? { id: host.id, name: fullName(host) } : null,
      registration: registration === undefined ? null : { id: registration },
    };
  });
}

async function registrationJson(db: Db, registration: RegistrationRow, webinar: WebinarRow, viewer: UserRow) {
  const [body] = await webinarsJson(db, [webinar], viewer);
  return { id: registration.id, webinar: body, created_at: registration.createdAt.toISOString() };
}

export function webinarRoutes(app: Hono<AppEnv>) {
  route(app, '/api/v2/webinars/', {
    GET: withUser(async (c, { user }) => {
      const { db, now } = c.var.settings;
      const where = gt(webinars.endsAt, now());
      const page = await paginate(
        c,
        async () => (await db.select({ n: count() }).from(webinars).where(where))[0]!.n,
        (limit, offset) =>
          db
            .select()
            .from(webinars)
            .where(where)
            .orderBy(asc(webinars.startsAt), asc(webinars.id))
            .limit(limit)
            .offset(offset),
      );
      return c.json({ ...page, results: await webinarsJson(db, page.results, user) });
    }),
  });

  route(app, '/api/v2/webinars/:id{[0-9]+}/register/', {
    POST: withUser(async (c, { user }) => {
      const { db, now } = c.var.settings;
      const id = idParam(c);
      const at = now();
      const attempt = () =>
        db.transaction(async (tx) => {
          const [webinar] = await tx.select().from(webinars).where(eq(webinars.id, id)).for('update');
          if (!webinar) throw notFound();
          const [existing] = await tx
            .select()
            .from(webinarRegistrations)
            .where(and(eq(webinarRegistrations.webinarId, id), eq(webinarRegistrations.userId, user.id)));
          if (existing) return { status: 200 as const, registration: existing, webinar };
          if (webinar.endsAt <= at) {
            throw new HttpError(409, { detail: formatMessage(coachingMessages.webinarPast) });
          }
          const [taken] = await tx
            .select({ n: count() })
            .from(webinarRegistrations)
            .where(eq(webinarRegistrations.webinarId, id));
          if (seatsLeft({ capacity: webinar.capacity, registered: taken!.n }) === 0) {
            throw new HttpError(409, { detail: formatMessage(coachingMessages.webinarFull) });
          }
          const [created] = await tx
            .insert(webinarRegistrations)
            .values({ webinarId: id, userId: user.id, createdAt: at })
            .returning();
          return { status: 201 as const, registration: created!, webinar };
        });
      let result;
      try {
        result = await attempt();
      } catch (error) {
        // The same user twice at once: the second finds the first's seat.
        if (!isUniqueViolation(error)) throw error;
        result = await attempt();
      }
      return c.json(await registrationJson(db, result.registration, result.webinar, user), result.status);
    }),
  });

  route(app, '/api/v2/webinars/registrations/:id{[0-9]+}/', {
    DELETE: withUser(async (c, { user }) => {
      const { db } = c.var.settings;
      const deleted = await db
        .delete(webinarRegistrations)
        .where(and(eq(webinarRegistrations.id, idParam(c)), eq(webinarRegistrations.userId, user.id)))
        .returning({ id: webinarRegistrations.id });
      if (deleted.length === 0) throw notFound();
      return c.body(null, 204);
    }),
  });

  route(app, '/api/v2/webinars/:id{[0-9]+}/registrants/', {
    GET: withUser(async (c, { user }) => {
      const { db } = c.var.settings;
      const role = assertCoachOrStaff(user);
      const id = idParam(c);
      const [webinar] = await db.select().from(webinars).where(eq(webinars.id, id));
      // A coach reads the registrants of the webinars they host; another's says nothing.
      if (!webinar || (role === 'coach' && webinar.hostUserId !== user.id)) throw notFound();
      const where = eq(webinarRegistrations.webinarId, id);
      const page = await paginate(
        c,
        async () => (await db.select({ n: count() }).from(webinarRegistrations).where(where))[0]!.n,
        (limit, offset) =>
          db
            .select({ registration: webinarRegistrations, user: users })
            .from(webinarRegistrations)
            .innerJoin(users, eq(users.id, webinarRegistrations.userId))
            .where(where)
            .orderBy(asc(webinarRegistrations.createdAt), asc(webinarRegistrations.id))
            .limit(limit)
            .offset(offset),
      );
      return c.json({
        ...page,
        results: page.results.map((row) => ({
          id: row.registration.id,
          user_id: row.user.id,
          name: fullName(row.user),
          email: row.user.email,
          account_id: row.user.accountId,
          registered_at: row.registration.createdAt.toISOString(),
        })),
      });
    }),
  });
}
