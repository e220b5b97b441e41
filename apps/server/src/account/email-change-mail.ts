// The emails of an email change (@hub/emails, in the user's language).
import { ConfirmNewEmailEmail, EmailAlreadyUsedEmail, EmailChangedNoticeEmail } from '@hub/emails';
import { letter, type Email } from '../mail';
import type { Recipient } from '../mail-language';

/** To the new address: the link that confirms it. */
export function confirmNewEmailEmail(to: Recipient, link: string): Email {
  return letter(to, ConfirmNewEmailEmail, { firstName: to.firstName, link });
}

/** To the new address when it already signs in to another account: nothing changes. */
export function emailAlreadyUsedEmail(to: Recipient): Email {
  return letter(to, EmailAlreadyUsedEmail, {});
}

/** To the old address: the account is moving to `newEmail`, and the link that keeps this one. */
export function emailChangedNoticeEmail(to: Recipient, newEmail: string, keepLink: string): Email {
  return letter(to, EmailChangedNoticeEmail, { firstName: to.firstName, newEmail, keepLink });
}
