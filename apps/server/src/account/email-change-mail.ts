// The emails of an email change, in the user's language (src/mail-language.ts).
import { emailChangeConfirmHours, emailChangeKeepDays } from '@hub/domain';
import type { Email } from '../mail';
import { emailWriter, type Recipient } from '../mail-language';

/** To the new address: the link that makes it the account's sign-in email. */
export function confirmNewEmailEmail(to: Recipient, link: string): Email {
  const write = emailWriter(to.language);
  return {
    to: to.email,
    subject: write.t(/*i18n*/ { id: 'Confirm the new email of your customer hub account' }),
    body: [
      write.greeting(to.firstName),
      '',
      write.t(
        /*i18n*/ {
          id: 'You asked to sign in to your customer hub account with this address. To confirm it, open this link within {hours} hours:',
          values: { hours: emailChangeConfirmHours },
        },
      ),
      '',
      link,
      '',
      write.t(
        /*i18n*/ {
          id: 'Until you do, you sign in with your current email. If you did not ask for this, ignore this email: nothing changes.',
        },
      ),
    ].join('\n'),
  };
}

/** To the new address when it already has an account: nothing can change, and it is told so. */
export function emailAlreadyUsedEmail(to: Recipient): Email {
  const write = emailWriter(to.language);
  return {
    to: to.email,
    subject: write.t(/*i18n*/ { id: 'Your email was entered in a customer hub account' }),
    body: [
      write.greeting(''),
      '',
      write.t(
        /*i18n*/ {
          id: 'Someone asked to use this address for a customer hub account, but it already belongs to an account. Nothing changed.',
        },
      ),
      '',
      write.t(
        /*i18n*/ {
          id: 'If it was you, sign in with this address instead, or choose another one. If it was not, you need do nothing.',
        },
      ),
    ].join('\n'),
  };
}

/** To the old address: what is happening, and the link that keeps it (and signs everyone out). */
export function emailChangedNoticeEmail(to: Recipient, newEmail: string, keepLink: string): Email {
  const write = emailWriter(to.language);
  return {
    to: to.email,
    subject: write.t(/*i18n*/ { id: 'The email of your customer hub account is being changed' }),
    body: [
      write.greeting(to.firstName),
      '',
      write.t(
        /*i18n*/ {
          id: 'Someone signed in to your customer hub account asked to change its email to {email}.',
          values: { email: newEmail },
        },
      ),
      '',
      write.t(
        /*i18n*/ {
          id: 'If this was not you, open this link within {days} days to keep this email (or take it back) and sign everyone out of your account:',
          values: { days: emailChangeKeepDays },
        },
      ),
      '',
      keepLink,
      '',
      write.t(/*i18n*/ { id: 'Then choose a new password. If it was you, you need do nothing.' }),
    ].join('\n'),
  };
}
