// The admin area's emails (@hub/emails, in the recipient's language): a sign-in email staff changed.
import { EmailChangedByStaffEmail } from '@hub/emails';
import { letter, type Email } from '../mail';
import type { Recipient } from '../mail-language';

/** To the old address: the support team set a new sign-in email. */
export function emailChangedByStaffEmail(to: Recipient, newEmail: string): Email {
  return letter(to, EmailChangedByStaffEmail, { firstName: to.firstName, newEmail });
}
