/** @jsxRuntime automatic */
import { Paragraph } from '../internal/parts';
import { defineEmail } from '../render';

/** Nothing but the language: the address belongs to another account, whose name is not told. */
export type EmailAlreadyUsedEmailProps = Record<never, never>;

/** To the new address of an email change when it already has an account: nothing changed. */
export const EmailAlreadyUsedEmail = defineEmail<EmailAlreadyUsedEmailProps>(
  'EmailAlreadyUsedEmail',
  ({ write }) => write.t(/*i18n*/ { id: 'Your email was entered in a customer hub account' }),
  ({ write }) => (
    <>
      <Paragraph>{write.greeting('')}</Paragraph>
      <Paragraph>
        {write.t(
          /*i18n*/ {
            id: 'Someone asked to use this address for a customer hub account, but it already belongs to an account. Nothing changed.',
          },
        )}
      </Paragraph>
      <Paragraph>
        {write.t(
          /*i18n*/ {
            id: 'If it was you, sign in with this address instead, or choose another one. If it was not, you need do nothing.',
          },
        )}
      </Paragraph>
    </>
  ),
);
