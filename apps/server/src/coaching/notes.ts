// Coaches' notes about a client family (issue 14): the family's coach (a call booked with them, in any
// status) and staff read and write them; a family never does (403), and a coach asking about a family not
// theirs learns nothing (404).
import { coachNoteSchema, notesQuerySchema } from '@hub/domain';
import { count, desc, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { checked, checkedQuery } from '../admin/staff';
import { fullName, usersById } from '../admin/store';
import { withUser } from '../auth/principal';
import type { Db } from '../billing/store';
import { readBody } from '../http/body';
import type { AppEnv } from '../http/context';
import { paginate } from '../http/pagination';
import { route } from '../http/route';
import { coachNotes } from './schema';
import { assertCoachOrStaff, assertFamilyAccess } from './store';

type NoteRow = typeof coachNotes.$inferSelect;

/** `CoachNote`s on the wire. */
async function notesJson(db: Db, rows: NoteRow[]) {
  const authors = await usersById(
    db,
    rows.map((row) => row.authorId),
  );
  return rows.map((row) => {
    const author = row.authorId === null ? undefined : authors.get(row.authorId);
    return {
      id: row.id,
      client_id: row.accountId,
      author: author ? { id: author.id, name: fullName(author) } : null,
      body: row.body,
      created_at: row.createdAt.toISOString(),
    };
  });
}

export function coachNoteRoutes(app: Hono<AppEnv>) {
  route(app, '/api/v2/coaching/notes/', {
    GET: withUser(async (c, { user }) => {
      const { db } = c.var.settings;
      assertCoachOrStaff(user);
      const { client_id } = checkedQuery(c, notesQuerySchema);
      await assertFamilyAccess(db, user, client_id);
      const where = eq(coachNotes.accountId, client_id);
      const page = await paginate(
        c,
        async () => (await db.select({ n: count() }).from(coachNotes).where(where))[0]!.n,
        (limit, offset) =>
          db
            .select()
            .from(coachNotes)
            .where(where)
            .orderBy(desc(coachNotes.createdAt), desc(coachNotes.id))
            .limit(limit)
            .offset(offset),
      );
      return c.json({ ...page, results: await notesJson(db, page.results) });
    }),
    POST: withUser(async (c, { user }) => {
      const { db, now } = c.var.settings;
      assertCoachOrStaff(user);
      const note = checked(coachNoteSchema, await readBody(c));
      await assertFamilyAccess(db, user, note.client_id);
      const [created] = await db
        .insert(coachNotes)
        .values({ accountId: note.client_id, authorId: user.id, body: note.body, createdAt: now() })
        .returning();
      const [body] = await notesJson(db, [created!]);
      return c.json(body, 201);
    }),
  });
}
