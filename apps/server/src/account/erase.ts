// Erasing personal data (`gdpr_forget`, docs/decisions.md "Onboarding and account"). What goes: names,
// emails, phone, address, language, password, every session and token, what the person did and answered
// (user actions, form responses, settings), email changes, reset links, queued emails and counted
// failures under their address. For the billing user it is the family's account: every user on it, the
// children (profiles, play, experiments), the devices, the card on file, the customer interactions and
// staff's note, and the free texts of the cancel and return forms. What stays: the user rows (anonymised
// and switched off, so the actor ids of the billing log and the unique email index still hold), the
// account (status ERASED), subscriptions and invoices with their amounts, dates and numbers (the law
// keeps invoices), the billing log without its free texts, and one `data_erasures` row.
//
// Another area that stores personal data adds it here.
import { eq, sql } from 'drizzle-orm';
import { endEverySignIn } from '../auth/issue';
import type { UserRow } from '../auth/principal';
import { loginFailures, passwordResetRequests, passwordResetTokens } from '../auth/schema';
import { paymentMethods, subscriptionActions, subscriptions } from '../billing/schema';
import type { Transaction } from '../db/database';
import type { JobQueue } from '../jobs/queue';
import { queueEmails, type Email, type QueuedEmail } from '../mail';
import { formResponses, userActions } from '../onboarding/schema';
import { outboundEmails } from '../platform/schema';
import { accountExperiments, gameProfiles, players } from '../stats/schema';
import { accountClosedEmail, erasureEmail } from './account-mail';
import {
  accountCustomNotes,
  accountInvitations,
  accounts,
  customerInteractions,
  dataErasures,
  devices,
  emailChanges,
  shippingAddresses,
  users,
  userSettings,
} from './schema';
import type { KeyRing } from '../sealing';

/** The status an erased account keeps. */
export const erasedAccountStatus = 'ERASED';

/** The address an erased user keeps: unique, and never deliverable (`.invalid`, RFC 2606). */
export function erasedEmail(userId: number): string {
  return `erased-${userId}@erased.invalid`;
}

/** One person's data, in the caller's transaction. */
async function eraseUser(tx: Transaction, user: UserRow, now: Date): Promise<void> {
  const email = user.email.toLowerCase();
  await tx
    .update(users)
    .set({
      email: erasedEmail(user.id),
      firstName: '',
      lastName: '',
      phone: null,
      language: null,
      passwordHash: null,
      isActive: false,
      userKind: null,
      lastLoginAt: null,
      updatedAt: now,
    })
    .where(eq(users.id, user.id));
  await endEverySignIn(tx, user.id, now);
  await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
  await tx.delete(shippingAddresses).where(eq(shippingAddresses.userId, user.id));
  await tx.delete(userActions).where(eq(userActions.userId, user.id));
  await tx.delete(formResponses).where(eq(formResponses.userId, user.id));
  await tx.delete(userSettings).where(eq(userSettings.userId, user.id));
  await tx.delete(emailChanges).where(eq(emailChanges.userId, user.id));
  await tx.delete(outboundEmails).where(sql`lower(${outboundEmails.toAddress}) = ${email}`);
  await tx.delete(loginFailures).where(eq(loginFailures.email, email));
  await tx.delete(passwordResetRequests).where(eq(passwordResetRequests.email, email));
}

export interface ErasureOptions {
  outboxKey: KeyRing;
  jobs: JobQueue | null;
  publicUrl: string;
  now: Date;
}

/**
 * Erases the person's data, or the whole account's for its billing user (`scope`), and queues the
 * confirmations (to the addresses they had). Returns the emails queued, for the demo console.
 */
export async function erasePersonalData(
  tx: Transaction,
  user: UserRow,
  scope: 'user' | 'account',
  { outboxKey, jobs, publicUrl, now }: ErasureOptions,
): Promise<QueuedEmail[]> {
  const people =
    scope === 'account' ? await tx.select().from(users).where(eq(users.accountId, user.accountId)) : [user];
  const emails: Email[] = [];
  for (const person of people) {
    await eraseUser(tx, person, now);
    if (!person.isActive) continue;
    const to = { email: person.email, firstName: person.firstName, language: person.language };
    emails.push(person.id === user.id ? erasureEmail(to, scope) : accountClosedEmail(to));
  }
  if (scope === 'account') {
    const accountId = user.accountId;
    await tx.delete(players).where(eq(players.accountId, accountId));
    // The tablets' game profiles carry the names the children typed (issue 28).
    await tx.delete(gameProfiles).where(eq(gameProfiles.accountId, accountId));
    await tx.delete(devices).where(eq(devices.accountId, accountId));
    await tx.delete(paymentMethods).where(eq(paymentMethods.accountId, accountId));
    await tx.delete(customerInteractions).where(eq(customerInteractions.accountId, accountId));
    await tx.delete(accountCustomNotes).where(eq(accountCustomNotes.accountId, accountId));
    await tx.delete(accountExperiments).where(eq(accountExperiments.accountId, accountId));
    await tx.delete(accountInvitations).where(eq(accountInvitations.accountId, accountId));
    await tx
      .update(subscriptions)
      .set({ cancelOtherReason: null, cancelNotInterestedReason: null, returnReason: null, updatedAt: now })
      .where(eq(subscriptions.accountId, accountId));
    await tx
      .update(subscriptionActions)
      .set({ detail: {} })
      .where(eq(subscriptionActions.accountId, accountId));
    await tx.update(accounts).set({ accountStatus: erasedAccountStatus }).where(eq(accounts.id, accountId));
  }
  await tx.insert(dataErasures).values({ accountId: user.accountId, userId: user.id, scope, erasedAt: now });
  // Queued last, after the person's old emails were deleted: these are the only ones left to them.
  return queueEmails(tx, { outboxKey, jobs, publicUrl }, emails, now);
}
