/** @jsxRuntime automatic */
import { emailChangeKeepDays } from '@hub/domain';
import { Paragraph, LinkLine } from '../internal/parts';
import { defineEmail } from '../render';

export interface EmailChangedNoticeEmailProps {
  firstName: string;
  /** The address the account is being moved to. */
  newEmail: string;
  /** The `/email/keep?token=` page that keeps (or takes back) this address. */
  keepLink: string;
}

/** To the old address of an email change: what is happening, and the link that keeps it. */
export const EmailChangedNoticeEmail = defineEmail<EmailChangedNoticeEmailProps>(
  'EmailChangedNoticeEmail',
  ({ write }) => write.t(/*i18n*/ { id: 'The email of your customer hub account is being changed' }),
  ({ write, firstName, newEmail, keepLink }) => (
    <>
      <Paragraph>{write.greeting(firstName)}</Paragraph>
      <Paragraph>
        {write.t(
          /*i18n*/ {
            id: 'Someone signed in to your customer hub account asked to change its email to {email}.',
            values: { email: newEmail },
          },
        )}
      </Paragraph>
      <Paragraph>
        {write.t(
          /*i18n*/ {
            id: 'If this was not you, open this link within {days} days to keep this email (or take it back) and sign everyone out of your account:',
            values: { days: emailChangeKeepDays },
          },
        )}
      </Paragraph>
      <LinkLine href={keepLink} write={write} />
      <Paragraph>
        {write.t(/*i18n*/ { id: 'Then choose a new password. If it was you, you need do nothing.' })}
      </Paragraph>
    </>
  ),
);
