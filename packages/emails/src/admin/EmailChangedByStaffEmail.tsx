/** @jsxRuntime automatic */
import { Paragraph } from '../internal/parts';
import { defineEmail } from '../render';

export interface EmailChangedByStaffEmailProps {
  firstName: string;
  /** The sign-in email the support team set. */
  newEmail: string;
}

/** To the old and the new address: the sign-in email was changed by the support team. */
export const EmailChangedByStaffEmail = defineEmail<EmailChangedByStaffEmailProps>(
  'EmailChangedByStaffEmail',
  ({ write }) => write.t(/*i18n*/ { id: 'Your sign-in email was changed' }),
  ({ write, firstName, newEmail }) => (
    <>
      <Paragraph>{write.greeting(firstName)}</Paragraph>
      <Paragraph>
        {write.t(
          /*i18n*/ {
            id: 'Our support team changed the email you sign in with to {email}.',
            values: { email: newEmail },
          },
        )}
      </Paragraph>
      <Paragraph>
        {write.t(
          /*i18n*/ {
            id: 'If you did not ask for this, reply to this email or contact the family care team.',
          },
        )}
      </Paragraph>
    </>
  ),
);
