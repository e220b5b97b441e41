// What the coaching calls share (issue 14, docs/decisions.md "Coaching calls"): who the caller is (staff,
// a coach, a family), the families a coach may see (those with a call booked with them, in any status),
// coach profiles (made on first use for a user with `is_coach`), and the wire shapes.
import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { users } from '../account/schema';
import type { UserRow } from '../auth/principal';
import type { Db } from '../billing/store';
import { forbidden, notFound } from '../http/errors';
import { fullName, holdersOf, usersById } from '../admin/store';
import { coachingCalls, coachNotes, coachProfiles } from './schema';

export type CoachProfileRow = typeof coachProfiles.$inferSelect;
export type CallRow = typeof coachingCalls.$inferSelect;

/** Who the caller is for the coaching calls: staff see everything, a coach their families, a family its own. */
export type Role = 'staff' | 'coach' | 'family';

export function roleOf(user: UserRow): Role {
  if (user.isStaff) return 'staff';
  if (user.isCoach) return 'coach';
  return 'family';
}

/** 403 unless the caller is a coach or staff (a family never reads coaches' notes, registrants, messages). */
export function assertCoachOrStaff(user: UserRow): Role {
  const role = roleOf(user);
  if (role === 'family') throw forbidden();
  return role;
}

/** A random token: 32 bytes, base64url (43 characters). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The coach's profile, made with defaults on first use; null for a user who is not a coach. */
export async function profileOf(db: Db, user: UserRow): Promise<CoachProfileRow | null> {
  if (!user.isCoach || !user.isActive) return null;
  const [found] = await db.select().from(coachProfiles).where(eq(coachProfiles.userId, user.id));
  if (found) return found;
  await db
    .insert(coachProfiles)
    .values({
      userId: user.id,
      widgetId: randomBytes(9).toString('base64url'),
      calendarToken: randomToken(),
    })
    .onConflictDoNothing();
  const [made] = await db.select().from(coachProfiles).where(eq(coachProfiles.userId, user.id));
  return made ?? null;
}

/** `Coach` on the wire. */
export function coachJson(user: Pick<UserRow, 'id' | 'firstName' | 'lastName'>, profile: CoachProfileRow) {
  return {
    id: user.id,
    name: fullName(user),
    bio: profile.bio,
    photo_url: profile.photoUrl,
    languages: profile.languages,
    time_zone: profile.timeZone,
    widget_id: profile.widgetId,
  };
}

/** The accounts that booked a call with the coach (in any status), as a subquery. */
export function coachAccounts(db: Db, coachId: number) {
  return db
    .selectDistinct({ accountId: coachingCalls.accountId })
    .from(coachingCalls)
    .where(eq(coachingCalls.coachUserId, coachId));
}

/** Whether the coach has (had) a call with the family. */
export async function coachesFamily(db: Db, coachId: number, accountId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: coachingCalls.id })
    .from(coachingCalls)
    .where(and(eq(coachingCalls.coachUserId, coachId), eq(coachingCalls.accountId, accountId)))
    .limit(1);
  return row !== undefined;
}

/**
 * Checks the caller may read about a family: staff any that exists, a coach one booked with them, else 404
 * (a family not theirs says nothing); a family gets 403 (notes and messages are not for families).
 */
export async function assertFamilyAccess(db: Db, user: UserRow, accountId: number): Promise<void> {
  const role = assertCoachOrStaff(user);
  if (role === 'coach' && !(await coachesFamily(db, user.id, accountId))) throw notFound();
  if (role === 'staff') {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.accountId, accountId))
      .limit(1);
    if (!row) throw notFound();
  }
}

/** Where a caller's calls are: staff all, a coach those booked with them, a family its own. */
export function callScope(user: UserRow) {
  const role = roleOf(user);
  if (role === 'staff') return undefined;
  if (role === 'coach') return eq(coachingCalls.coachUserId, user.id);
  return eq(coachingCalls.accountId, user.accountId);
}

/** A call the caller may see, or 404 (someone else's call says nothing). */
export async function visibleCall(db: Db, user: UserRow, id: number): Promise<CallRow> {
  const [row] = await db
    .select()
    .from(coachingCalls)
    .where(and(eq(coachingCalls.id, id), callScope(user)));
  if (!row) throw notFound();
  return row;
}

/** `CoachingCall`s on the wire; families see no count of the notes about them (they are for coaches). */
export async function callsJson(db: Db, rows: CallRow[], viewer: UserRow) {
  const accountIds = [...new Set(rows.map((row) => row.accountId))];
  const [coaches, holders] = await Promise.all([
    usersById(
      db,
      rows.map((row) => row.coachUserId),
    ),
    holdersOf(db, accountIds),
  ]);
  const noteCounts = new Map<number, number>();
  if (roleOf(viewer) !== 'family' && accountIds.length > 0) {
    const counted = await db
      .select({ accountId: coachNotes.accountId, n: count() })
      .from(coachNotes)
      .where(inArray(coachNotes.accountId, accountIds))
      .groupBy(coachNotes.accountId);
    for (const row of counted) noteCounts.set(row.accountId, row.n);
  }
  return rows.map((row) => {
    const coach = coaches.get(row.coachUserId);
    const holder = holders.get(row.accountId);
    return {
      id: row.id,
      coach: { id: row.coachUserId, name: coach ? fullName(coach) : '' },
      // The holder's user id: what was sent to the family is asked by user (`communications/?user=`).
      client: { id: row.accountId, name: holder ? fullName(holder) : '', user_id: holder?.id ?? null },
      starts_at: row.startsAt.toISOString(),
      ends_at: row.endsAt.toISOString(),
      status: row.status,
      ref: row.ref,
      created_at: row.createdAt.toISOString(),
      notes_count: noteCounts.get(row.accountId) ?? 0,
    };
  });
}

/** The starts of the coach's scheduled calls (optionally but one), for the free slots. */
export async function takenStarts(db: Db, coachId: number, except?: number): Promise<string[]> {
  const rows = await db
    .select({ id: coachingCalls.id, startsAt: coachingCalls.startsAt })
    .from(coachingCalls)
    .where(and(eq(coachingCalls.coachUserId, coachId), eq(coachingCalls.status, 'scheduled')))
    .orderBy(asc(coachingCalls.startsAt));
  return rows.filter((row) => row.id !== except).map((row) => row.startsAt.toISOString());
}

/** A unique index said no (two requests raced past the check); both drivers carry SQLSTATE 23505. */
export function isUniqueViolation(error: unknown): boolean {
  for (
    let current = error;
    current && typeof current === 'object';
    current = (current as { cause?: unknown }).cause
  ) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** The coach (active, `is_coach`) of a widget id, with the profile; null when none. */
export async function coachOfWidget(db: Db, widgetId: string) {
  const [row] = await db
    .select({ user: users, profile: coachProfiles })
    .from(coachProfiles)
    .innerJoin(users, eq(users.id, coachProfiles.userId))
    .where(and(eq(coachProfiles.widgetId, widgetId), eq(users.isCoach, true), eq(users.isActive, true)));
  return row ?? null;
}

/** `scheduled` first by start ascending, then the rest newest first. */
export const callOrder = [
  sql`case when ${coachingCalls.status} = 'scheduled' then 0 else 1 end`,
  sql`case when ${coachingCalls.status} = 'scheduled' then ${coachingCalls.startsAt} end asc`,
  sql`${coachingCalls.startsAt} desc`,
  asc(coachingCalls.id),
];

/** The public URL without its trailing slashes (links are built on it, never on the request's Host). */
export function publicBase(publicUrl: string): string {
  let end = publicUrl.length;
  while (end > 0 && publicUrl[end - 1] === '/') end -= 1;
  return publicUrl.slice(0, end);
}
