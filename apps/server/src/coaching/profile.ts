// Coaches (issue 14): the caller's own coach account (`coach_account/`, 404 for anyone not a coach, which the
// hub hides), the profile a coach edits, the list of coaches families pick from, a coach's free slots and the
// link of their calendar feed.
import {
  bookingHorizonDays,
  coachingCallMinutes,
  coachingFieldLabels,
  coachingLimits,
  coachProfileSchema,
  formatMessage,
  freeSlots,
  requiredMessage,
} from '@hub/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { users } from '../account/schema';
import { withUser } from '../auth/principal';
import { checked } from '../admin/staff';
import { readBody } from '../http/body';
import type { AppEnv } from '../http/context';
import { forbidden, invalid, notFound } from '../http/errors';
import { paginate } from '../http/pagination';
import { route } from '../http/route';
import { coachProfiles } from './schema';
import { coachJson, coachOfWidget, profileOf, publicBase, takenStarts } from './store';

export function coachProfileRoutes(app: Hono<AppEnv>) {
  route(app, '/api/v2/coaching/coach_account/', {
    GET: withUser(async (c, { user }) => {
      const profile = await profileOf(c.var.settings.db, user);
      if (!profile) throw notFound();
      return c.json(coachJson(user, profile));
    }),
  });

  route(app, '/api/v2/coaching/profile/', {
    GET: withUser(async (c, { user }) => {
      const profile = await profileOf(c.var.settings.db, user);
      if (!profile) throw forbidden();
      return c.json(coachJson(user, profile));
    }),
    PATCH: withUser(async (c, { user }) => {
      const { db, now } = c.var.settings;
      const profile = await profileOf(db, user);
      if (!profile) throw forbidden();
      const change = checked(coachProfileSchema, await readBody(c));
      const [updated] = await db
        .update(coachProfiles)
        .set({
          ...(change.bio !== undefined ? { bio: change.bio } : {}),
          ...(change.photo_url !== undefined ? { photoUrl: change.photo_url } : {}),
          ...(change.languages !== undefined ? { languages: change.languages } : {}),
          ...(change.time_zone !== undefined ? { timeZone: change.time_zone } : {}),
          updatedAt: now(),
        })
        .where(eq(coachProfiles.userId, user.id))
        .returning();
      return c.json(coachJson(user, updated!));
    }),
  });

  route(app, '/api/v2/coaching/coaches/', {
    GET: withUser(async (c) => {
      const { db } = c.var.settings;
      const where = and(eq(users.isCoach, true), eq(users.isActive, true));
      const page = await paginate(
        c,
        async () =>
          (
            await db
              .select({ id: users.id })
              .from(coachProfiles)
              .innerJoin(users, eq(users.id, coachProfiles.userId))
              .where(where)
          ).length,
        (limit, offset) =>
          db
            .select({ user: users, profile: coachProfiles })
            .from(coachProfiles)
            .innerJoin(users, eq(users.id, coachProfiles.userId))
            .where(where)
            .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
            .limit(limit)
            .offset(offset),
      );
      return c.json({ ...page, results: page.results.map((row) => coachJson(row.user, row.profile)) });
    }),
  });

  route(app, '/api/v2/coaching/available_hours/', {
    GET: withUser(async (c) => {
      const { db, now } = c.var.settings;
      const widgetId = c.req.query('widget_id') ?? '';
      if (widgetId === '')
        throw invalid({ widget_id: [formatMessage(requiredMessage(coachingFieldLabels.widget))] });
      // Longer than any widget id: none has it.
      const coach = widgetId.length <= coachingLimits.widgetId ? await coachOfWidget(db, widgetId) : null;
      if (!coach) throw notFound();
      const slots = freeSlots({
        hours: coach.profile.weeklyHours,
        timeZone: coach.profile.timeZone,
        now: now(),
        days: bookingHorizonDays,
        taken: await takenStarts(db, coach.user.id),
      });
      return c.json({
        widget_id: coach.profile.widgetId,
        coach_id: coach.user.id,
        time_zone: coach.profile.timeZone,
        slot_minutes: coachingCallMinutes,
        slots: slots.map((slot) => ({ starts_at: slot.startsAt, ends_at: slot.endsAt })),
      });
    }),
  });

  route(app, '/api/v2/coaching/calendar_link/', {
    GET: withUser(async (c, { user }) => {
      const { db, publicUrl } = c.var.settings;
      const profile = await profileOf(db, user);
      if (!profile) throw forbidden();
      const url = `${publicBase(publicUrl)}/api/v2/coaching/calendar/${profile.calendarToken}.ics`;
      return c.json({ url, webcal_url: url.replace(/^https?:\/\//, 'webcal://') });
    }),
  });
}
