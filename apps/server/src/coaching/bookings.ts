// Bookings and calls (issue 14): a family's or a coach's upcoming calls, all calls filtered by status and
// family, booking a free slot, moving and cancelling a call. A slot is booked once: the unique partial index
// on (coach, start) among scheduled calls turns the second of two bookings at once into a 409. Each change
// is one transaction (the call's row locked, the move one `callTransition`) with the family's email; a moved
// call gets its reminder again for the new time (src/coaching/reminders.ts).
import {
  bookSchema,
  callActions,
  callsQuerySchema,
  callTransition,
  coachingCallMinutes,
  coachingMessages,
  formatMessage,
  getsReminder,
  isFreeSlot,
  rescheduleSchema,
  type CallEvent,
  type CallStatus,
} from '@hub/domain';
import { and, count, eq, gt } from 'drizzle-orm';
import type { Hono } from 'hono';
import { checked, checkedQuery } from '../admin/staff';
import { withUser, type UserRow } from '../auth/principal';
import type { Db } from '../billing/store';
import { readBody } from '../http/body';
import type { AppContext, AppEnv } from '../http/context';
import { forbidden, HttpError, invalid, notFound } from '../http/errors';
import { paginate } from '../http/pagination';
import { idParam } from '../http/params';
import { route } from '../http/route';
import { tellFamily } from './mail';
import { coachingCalls, coachProfiles } from './schema';
import {
  callOrder,
  callScope,
  callsJson,
  coachOfWidget,
  isUniqueViolation,
  roleOf,
  takenStarts,
  visibleCall,
} from './store';

const slotTaken = () => new HttpError(409, { detail: formatMessage(coachingMessages.slotTaken) });
const notChangeable = () => new HttpError(409, { detail: formatMessage(coachingMessages.callNotChangeable) });
const slotNotFree = () => invalid({ starts_at: [formatMessage(coachingMessages.slotNotFree)] });

/** A paged list of calls in the caller's scope. */
async function callPage(c: AppContext, user: UserRow, where: ReturnType<typeof and>) {
  const { db } = c.var.settings;
  const page = await paginate(
    c,
    async () => (await db.select({ n: count() }).from(coachingCalls).where(where))[0]!.n,
    (limit, offset) =>
      db
        .select()
        .from(coachingCalls)
        .where(where)
        .orderBy(...callOrder)
        .limit(limit)
        .offset(offset),
  );
  return { ...page, results: await callsJson(db, page.results, user) };
}

/** The free-slot input of a coach (their hours and zone, now, the other scheduled calls). */
async function slotInput(db: Db, coachId: number, now: Date, except?: number) {
  const [profile] = await db.select().from(coachProfiles).where(eq(coachProfiles.userId, coachId));
  if (!profile) return null;
  return {
    hours: profile.weeklyHours,
    timeZone: profile.timeZone,
    now,
    taken: await takenStarts(db, coachId, except),
  };
}

/**
 * Cancels or moves a call, its row locked: 409 when the call can no longer change (not scheduled, or within
 * the notice), 400 when the new time is not a free slot, 409 when another family holds it.
 */
async function changeCall(c: AppContext, user: UserRow, id: number, change: 'CANCEL' | { startsAt: string }) {
  const settings = c.var.settings;
  const at = settings.now();
  try {
    return await settings.db.transaction(async (tx) => {
      const [locked] = await tx
        .select()
        .from(coachingCalls)
        .where(and(eq(coachingCalls.id, id), callScope(user)))
        .for('update');
      if (!locked) throw notFound();
      const status = locked.status as CallStatus;
      const allowed = callActions(status, locked.startsAt.toISOString(), at);
      if (!(change === 'CANCEL' ? allowed.cancel : allowed.reschedule)) throw notChangeable();
      let event: CallEvent = { type: 'CANCEL' };
      if (change !== 'CANCEL') {
        const input = await slotInput(tx, locked.coachUserId, at, locked.id);
        if (!input || !isFreeSlot({ ...input, taken: [] }, change.startsAt)) throw slotNotFree();
        if (input.taken.some((taken) => Date.parse(taken) === Date.parse(change.startsAt))) throw slotTaken();
        event = { type: 'RESCHEDULE', startsAt: new Date(change.startsAt).toISOString() };
      }
      const result = callTransition({ status, startsAt: locked.startsAt.toISOString() }, event);
      if (!result.ok) throw notChangeable();
      const startsAt = new Date(result.call.startsAt);
      const [updated] = await tx
        .update(coachingCalls)
        .set({
          status: result.call.status,
          startsAt,
          endsAt: new Date(startsAt.getTime() + coachingCallMinutes * 60_000),
          updatedAt: at,
          // Moved: reminded again a day before the new time, unless this email about it is already within the day.
          ...(event.type === 'RESCHEDULE'
            ? { remindedAt: getsReminder(result.call.startsAt, at) ? null : at }
            : {}),
        })
        .where(eq(coachingCalls.id, id))
        .returning();
      await tellFamily(tx, settings, updated!, change === 'CANCEL' ? 'cancelled' : 'rescheduled', at);
      return updated!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw slotTaken();
    throw error;
  }
}

export function coachingBookingRoutes(app: Hono<AppEnv>) {
  route(app, '/api/v2/coaching/bookings/', {
    GET: withUser(async (c, { user }) => {
      const { now } = c.var.settings;
      const where = and(
        callScope(user),
        eq(coachingCalls.status, 'scheduled'),
        gt(coachingCalls.startsAt, now()),
      );
      return c.json(await callPage(c, user, where));
    }),
  });

  route(app, '/api/v2/coaching/calls/', {
    GET: withUser(async (c, { user }) => {
      const query = checkedQuery(c, callsQuerySchema);
      const where = and(
        callScope(user),
        query.status === null ? undefined : eq(coachingCalls.status, query.status),
        query.client_id === null ? undefined : eq(coachingCalls.accountId, query.client_id),
      );
      return c.json(await callPage(c, user, where));
    }),
  });

  route(app, '/api/v2/coaching/book/', {
    POST: withUser(async (c, { user }) => {
      const settings = c.var.settings;
      const { db } = settings;
      if (roleOf(user) !== 'family') throw forbidden();
      const booking = checked(bookSchema, await readBody(c));
      const coach = await coachOfWidget(db, booking.widget_id);
      if (!coach) throw invalid({ widget_id: [formatMessage(coachingMessages.notACoach)] });
      const at = settings.now();
      const input = await slotInput(db, coach.user.id, at);
      // Free of hours, notice and horizon; whether someone holds it is the index's to say (409).
      if (!input || !isFreeSlot({ ...input, taken: [] }, booking.starts_at)) throw slotNotFree();
      const startsAt = new Date(booking.starts_at);
      if (input.taken.some((taken) => Date.parse(taken) === startsAt.getTime())) throw slotTaken();
      try {
        const call = await db.transaction(async (tx) => {
          const [created] = await tx
            .insert(coachingCalls)
            .values({
              coachUserId: coach.user.id,
              accountId: user.accountId,
              bookedBy: user.id,
              startsAt,
              endsAt: new Date(startsAt.getTime() + coachingCallMinutes * 60_000),
              status: 'scheduled',
              ref: booking.ref === '' ? null : booking.ref,
              createdAt: at,
              updatedAt: at,
            })
            .returning();
          await tellFamily(tx, settings, created!, 'booked', at);
          return created!;
        });
        const [body] = await callsJson(db, [call], user);
        return c.json(body, 201);
      } catch (error) {
        if (isUniqueViolation(error)) throw slotTaken();
        throw error;
      }
    }),
  });

  route(app, '/api/v2/coaching/bookings/:id{[0-9]+}/cancel/', {
    POST: withUser(async (c, { user }) => {
      const id = idParam(c);
      await visibleCall(c.var.settings.db, user, id);
      const call = await changeCall(c, user, id, 'CANCEL');
      const [body] = await callsJson(c.var.settings.db, [call], user);
      return c.json(body);
    }),
  });

  route(app, '/api/v2/coaching/bookings/:id{[0-9]+}/reschedule/', {
    POST: withUser(async (c, { user }) => {
      const { db } = c.var.settings;
      const id = idParam(c);
      await visibleCall(db, user, id);
      // Only the family moves its call (the coach cancels instead).
      if (roleOf(user) !== 'family') throw forbidden();
      const { starts_at } = checked(rescheduleSchema, await readBody(c));
      const call = await changeCall(c, user, id, { startsAt: starts_at });
      const [body] = await callsJson(db, [call], user);
      return c.json(body);
    }),
  });
}
