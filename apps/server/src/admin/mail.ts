// The admin area's emails, in the recipient's language (src/mail-language.ts): a sign-in email staff
// changed is told to both addresses, so a change nobody asked for does not go unseen.
import type { Email } from '../mail';
import { emailWriter, type Recipient } from '../mail-language';

/** To the old and the new address: the sign-in email was changed by the support team. */
export function emailChangedByStaffEmail(to: Recipient, newEmail: string): Email {
  const write = emailWriter(to.language);
  return {
    to: to.email,
    subject: write.t(/*i18n*/ { id: 'Your sign-in email was changed' }),
    body: [
      write.greeting(to.firstName),
      '',
      write.t(
        /*i18n*/ {
          id: 'Our support team changed the email you sign in with to {email}.',
          values: { email: newEmail },
        },
      ),
      '',
      write.t(
        /*i18n*/ { id: 'If you did not ask for this, reply to this email or contact the family care team.' },
      ),
    ].join('\n'),
  };
}
