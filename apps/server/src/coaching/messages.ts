// What was sent to a family (issue 14): `GET /api/v2/sms/messages/?user=&type=` (texts) and
// `GET /api/v2/communications/?user=&type=` (texts and emails), newest first. Staff read anyone's; a coach
// the users of the families booked with them (another user is 404); a family never (403).
import { messagesQuerySchema } from '@hub/domain';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Hono } from 'hono';
import { users } from '../account/schema';
import { checkedQuery } from '../admin/staff';
import { withUser } from '../auth/principal';
import type { AppEnv } from '../http/context';
import { notFound } from '../http/errors';
import { paginate } from '../http/pagination';
import { route } from '../http/route';
import { sentMessages } from './schema';
import { assertCoachOrStaff, coachAccounts } from './store';

function messageList(channel: 'sms' | null) {
  return withUser(async (c, { user }) => {
    const { db } = c.var.settings;
    const role = assertCoachOrStaff(user);
    const query = checkedQuery(c, messagesQuerySchema);
    const coachUsers =
      role === 'coach'
        ? db
            .select({ id: users.id })
            .from(users)
            .where(inArray(users.accountId, coachAccounts(db, user.id)))
        : null;
    if (query.user !== null) {
      const [target] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, query.user), coachUsers ? inArray(users.id, coachUsers) : undefined));
      if (!target) throw notFound();
    }
    const where = and(
      channel === null ? undefined : eq(sentMessages.channel, channel),
      query.user === null ? undefined : eq(sentMessages.userId, query.user),
      query.type === '' ? undefined : eq(sentMessages.type, query.type),
      coachUsers ? inArray(sentMessages.userId, coachUsers) : undefined,
    );
    const page = await paginate(
      c,
      async () => (await db.select({ n: count() }).from(sentMessages).where(where))[0]!.n,
      (limit, offset) =>
        db
          .select()
          .from(sentMessages)
          .where(where)
          .orderBy(desc(sentMessages.sentAt), desc(sentMessages.id))
          .limit(limit)
          .offset(offset),
    );
    return c.json({
      ...page,
      results: page.results.map((row) => ({
        id: row.id,
        user_id: row.userId,
        channel: row.channel,
        type: row.type,
        subject: row.subject,
        body: row.body,
        sent_at: row.sentAt.toISOString(),
      })),
    });
  });
}

export function sentMessageRoutes(app: Hono<AppEnv>) {
  route(app, '/api/v2/sms/messages/', { GET: messageList('sms') });
  route(app, '/api/v2/communications/', { GET: messageList(null) });
}
