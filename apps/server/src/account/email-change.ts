// Changing the sign-in email safely (`@hub/domain`'s email-change machine, docs/security.md): asked with
// the current password, effective once the new address confirms, undoable by the old address for a
// week. Every step is one transition of the machine, written with the emails it sends in one transaction.
import {
  emailChangeTransition,
  isAwaitingConfirmation,
  type EmailChangeEvent,
  type EmailChangeRefusal,
  type EmailChangeState,
} from '@hub/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import { endEverySignIn } from '../auth/issue';
import type { UserRow } from '../auth/principal';
import { newSecret, secretHash } from '../auth/secrets';
import type { Database } from '../db/database';
import { queueEmails, type Outbox, type QueuedEmail } from '../mail';
import { emailAlreadyUsedEmail, emailChangedNoticeEmail, confirmNewEmailEmail } from './email-change-mail';
import { emailChanges, users } from './schema';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type EmailChangeRow = typeof emailChanges.$inferSelect;

/** Where the hub's pages for the two links live (docs/decisions.md "Changing the email"). */
export const emailChangeLinks = {
  confirm: (origin: string, token: string) => `${origin}/email/confirm?${new URLSearchParams({ token })}`,
  keep: (origin: string, token: string) => `${origin}/email/keep?${new URLSearchParams({ token })}`,
};

/** Whether an address (any case) is another user's sign-in email. */
export async function isAnotherUsersEmail(
  db: Pick<Database, 'select'>,
  email: string,
  userId: number,
): Promise<boolean> {
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, ne(users.id, userId)))
    .limit(1);
  return Boolean(other);
}

/** The machine's next state for a stored change, or why not. */
function next(
  row: EmailChangeRow,
  event: EmailChangeEvent,
  now: Date,
): EmailChangeState | EmailChangeRefusal {
  const result = emailChangeTransition(
    { state: row.state as EmailChangeState, requestedAt: row.requestedAt },
    event,
    now,
  );
  return result.ok ? result.state : result.error;
}

/** The address the user is waiting to confirm, or null. */
export async function pendingEmailOf(db: Database, userId: number, now: Date): Promise<string | null> {
  const [row] = await db
    .select()
    .from(emailChanges)
    .where(and(eq(emailChanges.userId, userId), eq(emailChanges.state, 'pending')))
    .orderBy(sql`${emailChanges.requestedAt} desc`)
    .limit(1);
  if (!row) return null;
  return isAwaitingConfirmation({ state: 'pending', requestedAt: row.requestedAt }, now)
    ? row.newEmail
    : null;
}

/**
 * Records a request to move the user to `newEmail` (the password was checked by the caller) and queues
 * its emails, in the caller's transaction: a link to confirm to the new address, or, when that address
 * already has an account, a note to it instead (the caller's answer is the same either way); and a
 * notice with a link to keep the current email to the old address. An earlier pending request ends.
 */
export async function requestEmailChange(
  tx: Transaction,
  user: UserRow,
  newEmail: string,
  outbox: Outbox,
  now: Date,
): Promise<QueuedEmail[]> {
  const earlier = await tx
    .select()
    .from(emailChanges)
    .where(and(eq(emailChanges.userId, user.id), eq(emailChanges.state, 'pending')));
  for (const row of earlier) {
    const state = next(row, { type: 'SUPERSEDE' }, now);
    await tx.update(emailChanges).set({ state, updatedAt: now }).where(eq(emailChanges.id, row.id));
  }

  const taken = await isAnotherUsersEmail(tx, newEmail, user.id);
  const confirmToken = taken ? null : newSecret();
  const keepToken = newSecret();
  await tx.insert(emailChanges).values({
    userId: user.id,
    oldEmail: user.email,
    newEmail,
    state: 'pending',
    confirmTokenHash: confirmToken ? secretHash(confirmToken) : null,
    keepTokenHash: secretHash(keepToken),
    requestedAt: now,
    updatedAt: now,
  });
  const sent = [
    confirmToken
      ? confirmNewEmailEmail(
          { ...user, email: newEmail },
          emailChangeLinks.confirm(outbox.publicUrl, confirmToken),
        )
      : // The address is someone else's: written in this user's language, the only one known here.
        emailAlreadyUsedEmail({ email: newEmail, firstName: '', language: user.language }),
    emailChangedNoticeEmail(user, newEmail, emailChangeLinks.keep(outbox.publicUrl, keepToken)),
  ];
  return queueEmails(tx, outbox, sent, now);
}

export type EmailChangeOutcome = { ok: true; email: string } | { ok: false; reason: 'invalid' | 'taken' };

/** The change a token of this kind opens, locked for the rest of the transaction. */
async function changeOfToken(
  tx: Transaction,
  column: 'confirmTokenHash' | 'keepTokenHash',
  token: string,
): Promise<EmailChangeRow | null> {
  const [row] = await tx
    .select()
    .from(emailChanges)
    .where(eq(emailChanges[column], secretHash(token)))
    .for('update');
  return row ?? null;
}

/** The new address confirms: the user signs in with it from now on. */
export async function confirmEmailChange(
  db: Database,
  token: string,
  now: Date,
): Promise<EmailChangeOutcome> {
  return db.transaction(async (tx) => {
    const row = await changeOfToken(tx, 'confirmTokenHash', token);
    if (!row) return { ok: false, reason: 'invalid' };
    const state = next(row, { type: 'CONFIRM' }, now);
    if (state !== 'confirmed') return { ok: false, reason: 'invalid' };
    // Someone took the address since the request: it cannot become a second account's.
    if (await isAnotherUsersEmail(tx, row.newEmail, row.userId)) return { ok: false, reason: 'taken' };
    await tx.update(users).set({ email: row.newEmail, updatedAt: now }).where(eq(users.id, row.userId));
    await tx.update(emailChanges).set({ state, updatedAt: now }).where(eq(emailChanges.id, row.id));
    return { ok: true, email: row.newEmail };
  });
}

/**
 * The old address keeps its email: a pending change is cancelled; a confirmed one is taken back, and then
 * everyone signed in to the account is signed out (whoever changed it may be one of them).
 */
export async function keepOldEmail(db: Database, token: string, now: Date): Promise<EmailChangeOutcome> {
  return db.transaction(async (tx) => {
    const row = await changeOfToken(tx, 'keepTokenHash', token);
    if (!row) return { ok: false, reason: 'invalid' };
    const state = next(row, { type: 'KEEP_OLD' }, now);
    if (state !== 'cancelled' && state !== 'reverted') return { ok: false, reason: 'invalid' };
    if (state === 'reverted') {
      if (await isAnotherUsersEmail(tx, row.oldEmail, row.userId)) return { ok: false, reason: 'taken' };
      await tx.update(users).set({ email: row.oldEmail, updatedAt: now }).where(eq(users.id, row.userId));
    }
    await tx.update(emailChanges).set({ state, updatedAt: now }).where(eq(emailChanges.id, row.id));
    await endEverySignIn(tx, row.userId, now);
    return { ok: true, email: row.oldEmail };
  });
}
