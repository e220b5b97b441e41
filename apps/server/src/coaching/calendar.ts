// A coach's calendar feed (issue 14): `GET /api/v2/coaching/calendar/{token}.ics`, no sign-in (calendar apps
// cannot sign in): the token is 32 random bytes, so the link is the secret. The coach's scheduled calls from
// 30 days back on, with links built from PUBLIC_URL, never from the request's Host.
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Hono } from 'hono';
import { users } from '../account/schema';
import { fullName, holdersOf } from '../admin/store';
import type { AppEnv } from '../http/context';
import { notFound } from '../http/errors';
import { icsCalendar } from './ics';
import { coachingCalls, coachProfiles } from './schema';
import { publicBase } from './store';

/** The longest file name of a feed (a 43-character token and `.ics`) and its shape. */
const maxFileName = 60;
const feedFile = /^([A-Za-z0-9_-]{43})\.ics$/;

export function coachCalendarRoutes(app: Hono<AppEnv>) {
  app.get('/api/v2/coaching/calendar/:file', async (c) => {
    const { db, now, publicUrl } = c.var.settings;
    const file = c.req.param('file');
    const match = file.length <= maxFileName ? feedFile.exec(file) : null;
    if (!match) throw notFound();
    const [coach] = await db
      .select({ user: users, profile: coachProfiles })
      .from(coachProfiles)
      .innerJoin(users, eq(users.id, coachProfiles.userId))
      .where(
        and(eq(coachProfiles.calendarToken, match[1]!), eq(users.isCoach, true), eq(users.isActive, true)),
      );
    if (!coach) throw notFound();
    const at = now();
    const calls = await db
      .select()
      .from(coachingCalls)
      .where(
        and(
          eq(coachingCalls.coachUserId, coach.user.id),
          eq(coachingCalls.status, 'scheduled'),
          gt(coachingCalls.startsAt, new Date(at.getTime() - 30 * 24 * 60 * 60_000)),
        ),
      )
      .orderBy(asc(coachingCalls.startsAt));
    const holders = await holdersOf(db, [...new Set(calls.map((call) => call.accountId))]);
    const base = publicBase(publicUrl);
    const host = new URL(base).host;
    const body = icsCalendar(
      calls.map((call) => {
        const holder = holders.get(call.accountId);
        return {
          uid: `coaching-call-${call.id}@${host}`,
          start: call.startsAt,
          end: call.endsAt,
          stamp: at,
          summary: `Coaching call: ${holder ? fullName(holder) : `family ${call.accountId}`}`,
          description: `${base}/dashboard/coaching`,
          url: `${base}/dashboard/coaching`,
        };
      }),
      { name: `Coaching calls (${fullName(coach.user)})` },
    );
    return c.body(body, 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'inline; filename="coaching-calls.ics"',
      'Cache-Control': 'private, no-store',
    });
  });
}
