// The account's emails, in the recipient's language (src/mail-language.ts): a caregiver's invitation,
// the marketing choice's and the erasure's confirmations, and the note to caregivers of an erased account.
import type { Email } from '../mail';
import { emailWriter, type Recipient } from '../mail-language';

/** The invitation of a caregiver, with the link to choose a password (the set-password page). */
export function invitationEmail(to: Recipient, inviterName: string, link: string, days: number): Email {
  const write = emailWriter(to.language);
  const inviter = inviterName.trim();
  return {
    to: to.email,
    subject: inviter
      ? write.t(
          /*i18n*/ { id: "{inviter} added you to their family's customer hub account", values: { inviter } },
        )
      : write.t(/*i18n*/ { id: "You were added to a family's customer hub account" }),
    body: [
      write.greeting(to.firstName),
      '',
      write.t(
        /*i18n*/ {
          id: "You were added as a caregiver to a family's customer hub account: you will see the children's play and the account, not its billing.",
        },
      ),
      '',
      write.t(
        /*i18n*/ { id: 'To choose your password, open this link within {days} days:', values: { days } },
      ),
      '',
      link,
      '',
      write.t(
        /*i18n*/ {
          id: 'The link works once. If you did not expect this email, ignore it: nothing happens without your password.',
        },
      ),
    ].join('\n'),
  };
}

/** Confirms a marketing opt-out (or opting in again). */
export function marketingEmail(to: Recipient, optedOut: boolean): Email {
  const write = emailWriter(to.language);
  return {
    to: to.email,
    subject: optedOut
      ? write.t(/*i18n*/ { id: 'You will no longer get marketing emails' })
      : write.t(/*i18n*/ { id: 'You will get our news and offers again' }),
    body: [
      write.greeting(to.firstName),
      '',
      optedOut
        ? write.t(
            /*i18n*/ {
              id: 'As you asked, we will no longer send you news or offers. Emails about your account, orders and billing still come.',
            },
          )
        : write.t(
            /*i18n*/ {
              id: 'As you asked, we will send you our news and offers again. You can opt out any time from the Account tab.',
            },
          ),
    ].join('\n'),
  };
}

/** Confirms that a person's data was erased (to the address they had). */
export function erasureEmail(to: Recipient, scope: 'user' | 'account'): Email {
  const write = emailWriter(to.language);
  return {
    to: to.email,
    subject: write.t(/*i18n*/ { id: 'Your personal data has been erased' }),
    body: [
      write.greeting(to.firstName),
      '',
      scope === 'account'
        ? write.t(
            /*i18n*/ {
              id: "As you asked, we erased the personal data of your family's account: your names, contact details and address, the children's profiles and play, the devices, and the other caregivers' accounts. Everyone has been signed out and no one can sign in to it again.",
            },
          )
        : write.t(
            /*i18n*/ {
              id: 'As you asked, we erased your personal data: your name, contact details and address. You have been signed out everywhere and cannot sign in again.',
            },
          ),
      '',
      write.t(
        /*i18n*/ {
          id: 'The law requires us to keep invoices for a number of years; they hold the amounts and dates, not your contact details.',
        },
      ),
      '',
      write.t(/*i18n*/ { id: 'This is the last email we send you.' }),
    ].join('\n'),
  };
}

/** Tells a caregiver that the family's account they were on was erased, and their data with it. */
export function accountClosedEmail(to: Recipient): Email {
  const write = emailWriter(to.language);
  return {
    to: to.email,
    subject: write.t(/*i18n*/ { id: 'The family account you were on has been closed' }),
    body: [
      write.greeting(to.firstName),
      '',
      write.t(
        /*i18n*/ {
          id: "The person who paid for the family's customer hub account asked us to erase its data. Your access ended and your personal data was erased with it.",
        },
      ),
    ].join('\n'),
  };
}
