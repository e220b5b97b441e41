// The emails of an email change (English, as every email of the hub so far: no translated emails yet).
import { emailChangeConfirmHours, emailChangeKeepDays } from '@hub/domain';
import type { Email } from '../mail';

const greeting = (firstName: string) => (firstName.trim() ? `Hello ${firstName.trim()},` : 'Hello,');

/** To the new address: the link that makes it the account's sign-in email. */
export function confirmNewEmailEmail(to: string, firstName: string, link: string): Email {
  return {
    to,
    subject: 'Confirm the new email of your customer hub account',
    body: [
      greeting(firstName),
      '',
      `You asked to sign in to your customer hub account with this address. To confirm it, open this link within ${emailChangeConfirmHours} hours:`,
      '',
      link,
      '',
      'Until you do, you sign in with your current email. If you did not ask for this, ignore this email: nothing changes.',
    ].join('\n'),
  };
}

/** To the new address when it already has an account: nothing can change, and it is told so. */
export function emailAlreadyUsedEmail(to: string): Email {
  return {
    to,
    subject: 'Your email was entered in a customer hub account',
    body: [
      'Hello,',
      '',
      'Someone asked to use this address for a customer hub account, but it already belongs to an account. Nothing changed.',
      '',
      'If it was you, sign in with this address instead, or choose another one. If it was not, you need do nothing.',
    ].join('\n'),
  };
}

/** To the old address: what is happening, and the link that keeps it (and signs everyone out). */
export function emailChangedNoticeEmail(
  to: string,
  firstName: string,
  newEmail: string,
  keepLink: string,
): Email {
  return {
    to,
    subject: 'The email of your customer hub account is being changed',
    body: [
      greeting(firstName),
      '',
      `Someone signed in to your customer hub account asked to change its email to ${newEmail}.`,
      '',
      `If this was not you, open this link within ${emailChangeKeepDays} days to keep this email (or take it back) and sign everyone out of your account:`,
      '',
      keepLink,
      '',
      'Then choose a new password. If it was you, you need do nothing.',
    ].join('\n'),
  };
}
