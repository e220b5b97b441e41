/** @jsxRuntime automatic */
import { emailChangeConfirmHours } from '@hub/domain';
import { Paragraph, LinkLine } from '../internal/parts';
import { defineEmail } from '../render';

export interface ConfirmNewEmailEmailProps {
  firstName: string;
  /** The `/email/confirm?token=` page. */
  link: string;
}

/** To the new address of an email change: the link that makes it the account's sign-in email. */
export const ConfirmNewEmailEmail = defineEmail<ConfirmNewEmailEmailProps>(
  'ConfirmNewEmailEmail',
  ({ write }) => write.t(/*i18n*/ { id: 'Confirm the new email of your customer hub account' }),
  ({ write, firstName, link }) => (
    <>
      <Paragraph>{write.greeting(firstName)}</Paragraph>
      <Paragraph>
        {write.t(
          /*i18n*/ {
            id: 'You asked to sign in to your customer hub account with this address. To confirm it, open this link within {hours} hours:',
            values: { hours: emailChangeConfirmHours },
          },
        )}
      </Paragraph>
      <LinkLine href={link} write={write} />
      <Paragraph>
        {write.t(
          /*i18n*/ {
            id: 'Until you do, you sign in with your current email. If you did not ask for this, ignore this email: nothing changes.',
          },
        )}
      </Paragraph>
    </>
  ),
);
