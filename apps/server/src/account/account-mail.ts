// The account's emails (@hub/emails, in the recipient's language): a caregiver's invitation, the marketing
// choice's and the erasure's confirmations, and the note to caregivers of an erased account.
import { AccountClosedEmail, ErasureEmail, InvitationEmail, MarketingEmail } from '@hub/emails';
import { letter, type Email } from '../mail';
import type { Recipient } from '../mail-language';

/** The invitation of a caregiver, with the link to choose a password (the set-password page). */
export function invitationEmail(to: Recipient, inviterName: string, link: string, days: number): Email {
  return letter(to, InvitationEmail, { firstName: to.firstName, inviterName, link, days });
}

/** The confirmation of a marketing choice: opted out, or opted in again. */
export function marketingEmail(to: Recipient, optedOut: boolean): Email {
  return letter(to, MarketingEmail, { firstName: to.firstName, optedOut });
}

/** The confirmation of an erasure, of the user or of the whole account. */
export function erasureEmail(to: Recipient, scope: 'user' | 'account'): Email {
  return letter(to, ErasureEmail, { firstName: to.firstName, scope });
}

/** The note to a caregiver that the account they belonged to is closed. */
export function accountClosedEmail(to: Recipient): Email {
  return letter(to, AccountClosedEmail, { firstName: to.firstName });
}
