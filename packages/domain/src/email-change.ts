// Changing the email a family signs in with, as ONE state machine that the server and the hub share.
// The spec shows the email as an editable field of the account details; what it does not show is how
// a change is made safe, so (docs/security.md, "taking over an account by its email"):
//
//   (none) ──request──▶ pending ──confirm (link to the NEW address, within 24 h)──▶ confirmed
//                          │  └──superseded by a newer request──▶ cancelled
//                          └──keep (link to the OLD address, within 7 days)──▶ cancelled
//   confirmed ──keep (the old address's link, within 7 days of the request)──▶ reverted
//
// A request needs the current password; the email changes only once the new address confirms; the old
// address hears of it at once and can undo it for a week, which also signs everyone out. Whether the
// new address already has an account is never told to the one asking (the answer is the same).
import type { MessageDescriptor } from './messages';

/** How long the new address has to confirm. */
export const emailChangeConfirmHours = 24;
/** How long the old address can keep (or take back) its email. */
export const emailChangeKeepDays = 7;

export type EmailChangeState = 'pending' | 'confirmed' | 'cancelled' | 'reverted';

export interface EmailChange {
  state: EmailChangeState;
  requestedAt: Date;
}

export type EmailChangeEvent = { type: 'CONFIRM' } | { type: 'KEEP_OLD' } | { type: 'SUPERSEDE' };

/** Why an event was refused: the link's time is over, or the change already ended another way. */
export type EmailChangeRefusal = 'expired' | 'used';

export type EmailChangeResult =
  { ok: true; state: EmailChangeState } | { ok: false; error: EmailChangeRefusal };

const hourMs = 60 * 60 * 1000;

/** Until when the new address may confirm. */
export function confirmDeadline(change: Pick<EmailChange, 'requestedAt'>): Date {
  return new Date(change.requestedAt.getTime() + emailChangeConfirmHours * hourMs);
}

/** Until when the old address may keep its email. */
export function keepDeadline(change: Pick<EmailChange, 'requestedAt'>): Date {
  return new Date(change.requestedAt.getTime() + emailChangeKeepDays * 24 * hourMs);
}

/** Whether the change still waits for the new address (pending and not past its 24 hours). */
export function isAwaitingConfirmation(change: EmailChange, now: Date): boolean {
  return change.state === 'pending' && now < confirmDeadline(change);
}

/**
 * Whether a typed email is a new address rather than another case of the stored one: a new address is a
 * request (the password, then the link); another case is saved at once.
 */
export function isNewEmail(typed: string, stored: string): boolean {
  return typed.trim().toLowerCase() !== stored.trim().toLowerCase();
}

/** Applies an event: the next state, or why it is refused. */
export function emailChangeTransition(
  change: EmailChange,
  event: EmailChangeEvent,
  now: Date,
): EmailChangeResult {
  switch (event.type) {
    case 'CONFIRM':
      if (change.state !== 'pending') return { ok: false, error: 'used' };
      if (now >= confirmDeadline(change)) return { ok: false, error: 'expired' };
      return { ok: true, state: 'confirmed' };
    case 'KEEP_OLD':
      if (change.state === 'cancelled' || change.state === 'reverted') return { ok: false, error: 'used' };
      if (now >= keepDeadline(change)) return { ok: false, error: 'expired' };
      return { ok: true, state: change.state === 'pending' ? 'cancelled' : 'reverted' };
    case 'SUPERSEDE':
      if (change.state !== 'pending') return { ok: false, error: 'used' };
      return { ok: true, state: 'cancelled' };
  }
}

/** The texts of an email change, for the server's answers and the hub's screens. */
export const emailChangeMessages = {
  needsPassword: /*i18n*/ {
    id: 'emailChange.needsPassword',
    message: 'Enter your current password to change your email.',
  },
  wrongPassword: /*i18n*/ {
    id: 'emailChange.wrongPassword',
    message: 'That is not your current password.',
  },
  pending: /*i18n*/ {
    id: 'emailChange.pending',
    message: 'Waiting for {email} to be confirmed: open the link we sent there.',
  },
  confirmed: /*i18n*/ { id: 'emailChange.confirmed', message: 'Your email is now {email}.' },
  kept: /*i18n*/ {
    id: 'emailChange.kept',
    message:
      'Your email stays {email}, and everyone signed in to your account has been signed out. To be safe, choose a new password.',
  },
  linkInvalid: /*i18n*/ {
    id: 'emailChange.linkInvalid',
    message: 'This link has expired or has already been used.',
  },
  taken: /*i18n*/ {
    id: 'emailChange.taken',
    message: 'This email now belongs to another account, so your email has not changed.',
  },
} satisfies Record<string, MessageDescriptor>;
