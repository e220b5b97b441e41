/** @jsxRuntime automatic */
import { Paragraph, LinkLine } from '../internal/parts';
import { defineEmail } from '../render';

export interface PasswordResetEmailProps {
  /** The recipient's first name; empty greets without one. */
  firstName: string;
  /** The set-password page with the reset token. */
  link: string;
}

/** The email with a link to set a new password (an hour to use it). */
export const PasswordResetEmail = defineEmail<PasswordResetEmailProps>(
  'PasswordResetEmail',
  ({ write }) => write.t(/*i18n*/ { id: 'Set a new password for your customer hub account' }),
  ({ write, firstName, link }) => (
    <>
      <Paragraph>{write.greeting(firstName)}</Paragraph>
      <Paragraph>
        {write.t(
          /*i18n*/ {
            id: 'Someone asked to reset the password of your customer hub account. To choose a new password, open this link within one hour:',
          },
        )}
      </Paragraph>
      <LinkLine href={link} write={write} />
      <Paragraph>
        {write.t(
          /*i18n*/ {
            id: 'The link works once. If you did not ask for it, ignore this email: your password stays as it is.',
          },
        )}
      </Paragraph>
    </>
  ),
);
