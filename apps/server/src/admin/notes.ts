// Staff notes on an account (spec sections 3 and 4; issue 13): newest first, each with its author and
// time; a new note comes first and the count goes up, a deleted one leaves and the count goes down. Only a
// note's author edits it; any staff member may delete one (its text stays in the admin log).
import {
  adminMessages,
  formatMessage,
  newNoteSchema,
  noteChangeSchema,
  pageQuerySchema,
  withValues,
} from '@hub/domain';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { accountExists } from '../auth/access';
import type { Db } from '../billing/store';
import type { Transaction } from '../db/database';
import { readBody } from '../http/body';
import type { AppContext, AppEnv } from '../http/context';
import { forbidden, invalid, notFound } from '../http/errors';
import { paginate } from '../http/pagination';
import { idParam } from '../http/params';
import { route } from '../http/route';
import { assertAccountExists } from './accounts';
import { accountNotes } from './schema';
import { checked, checkedQuery, recordAdminAction, staffCall } from './staff';
import { personJson, usersById, type UserRow } from './store';

type NoteRow = typeof accountNotes.$inferSelect;

/** Notes on the wire, each with its author (null once that user is gone). */
async function notesJson(db: Db, rows: NoteRow[]) {
  const authors = await usersById(
    db,
    rows.map((row) => row.authorId),
  );
  return rows.map((row) => ({
    id: row.id,
    account: row.accountId,
    text: row.text,
    author: personJson(row.authorId === null ? null : (authors.get(row.authorId) ?? null)),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    edited: row.updatedAt.getTime() !== row.createdAt.getTime(),
  }));
}

/** The note of the path under the account of the path, or 404 (a note of another account too). */
async function noteOfPath(c: AppContext): Promise<NoteRow> {
  const accountId = idParam(c);
  const noteId = idParam(c, 'noteId');
  const [row] = await c.var.settings.db
    .select()
    .from(accountNotes)
    .where(and(eq(accountNotes.id, noteId), eq(accountNotes.accountId, accountId)));
  if (!row) throw notFound();
  return row;
}

/** One note, locked for its change (null when it went since it was read). */
async function lockNote(tx: Transaction, id: number) {
  const [row] = await tx.select().from(accountNotes).where(eq(accountNotes.id, id)).for('update');
  return row ?? null;
}

export function adminNoteRoutes(app: Hono<AppEnv>) {
  route(app, '/api/v2/admin/accounts/:id{[0-9]+}/notes/', {
    GET: staffCall(async (c) => {
      const { db } = c.var.settings;
      const accountId = idParam(c);
      await assertAccountExists(db, accountId);
      checkedQuery(c, pageQuerySchema);
      const where = eq(accountNotes.accountId, accountId);
      const page = await paginate(
        c,
        async () => (await db.select({ n: count() }).from(accountNotes).where(where))[0]!.n,
        (limit, offset) =>
          db
            .select()
            .from(accountNotes)
            .where(where)
            .orderBy(desc(accountNotes.id))
            .limit(limit)
            .offset(offset),
      );
      return c.json({ ...page, results: await notesJson(db, page.results) });
    }),
  });

  route(app, '/api/v2/admin/accounts/notes/', {
    POST: staffCall(async (c, staff) => {
      const { db, now } = c.var.settings;
      const note = checked(newNoteSchema, await readBody(c));
      if (!(await accountExists(db, note.account)())) {
        throw invalid({
          account: [formatMessage(withValues(adminMessages.noSuchObject, { value: String(note.account) }))],
        });
      }
      const at = now();
      const row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(accountNotes)
          .values({
            accountId: note.account,
            authorId: staff.id,
            text: note.text,
            createdAt: at,
            updatedAt: at,
          })
          .returning();
        await recordAdminAction(tx, {
          actor: staff,
          accountId: note.account,
          action: 'note.create',
          targetType: 'note',
          targetId: created!.id,
          detail: { text: note.text },
          at,
        });
        return created!;
      });
      const [body] = await notesJson(db, [row]);
      return c.json(body, 201);
    }),
  });

  route(app, '/api/v2/admin/accounts/:id{[0-9]+}/notes/:noteId{[0-9]+}/', {
    PATCH: staffCall(async (c, staff) => {
      const { db, now } = c.var.settings;
      const note = await noteOfPath(c);
      if (note.authorId !== staff.id) throw forbidden(formatMessage(adminMessages.noteAuthorOnly));
      const { text } = checked(noteChangeSchema, await readBody(c));
      const at = now();
      const row = await db.transaction(async (tx) => {
        const locked = await lockNote(tx, note.id);
        if (!locked) throw notFound();
        if (locked.text === text) return locked;
        const [updated] = await tx
          .update(accountNotes)
          .set({ text, updatedAt: at })
          .where(eq(accountNotes.id, note.id))
          .returning();
        await recordAdminAction(tx, {
          actor: staff,
          accountId: note.accountId,
          action: 'note.update',
          targetType: 'note',
          targetId: note.id,
          detail: { changes: { text: { from: locked.text, to: text } } },
          at,
        });
        return updated!;
      });
      const [body] = await notesJson(db, [row]);
      return c.json(body);
    }),
    DELETE: staffCall(async (c, staff: UserRow) => {
      const { db, now } = c.var.settings;
      const note = await noteOfPath(c);
      const at = now();
      await db.transaction(async (tx) => {
        const locked = await lockNote(tx, note.id);
        // Deleted meanwhile by someone else: gone either way, but only one of them is logged.
        if (!locked) throw notFound();
        await tx.delete(accountNotes).where(eq(accountNotes.id, note.id));
        await recordAdminAction(tx, {
          actor: staff,
          accountId: note.accountId,
          action: 'note.delete',
          targetType: 'note',
          targetId: note.id,
          detail: { text: locked.text, author: locked.authorId, created_at: locked.createdAt.toISOString() },
          at,
        });
      });
      return c.body(null, 204);
    }),
  });
}
