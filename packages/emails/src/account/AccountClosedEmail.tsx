/** @jsxRuntime automatic */
import { Paragraph } from '../internal/parts';
import { defineEmail } from '../render';

export interface AccountClosedEmailProps {
  firstName: string;
}

/** Tells a caregiver that the family's account they were on was erased, and their data with it. */
export const AccountClosedEmail = defineEmail<AccountClosedEmailProps>(
  'AccountClosedEmail',
  ({ write }) => write.t(/*i18n*/ { id: 'The family account you were on has been closed' }),
  ({ write, firstName }) => (
    <>
      <Paragraph>{write.greeting(firstName)}</Paragraph>
      <Paragraph>
        {write.t(
          /*i18n*/ {
            id: "The person who paid for the family's customer hub account asked us to erase its data. Your access ended and your personal data was erased with it.",
          },
        )}
      </Paragraph>
    </>
  ),
);
