/** @jsxRuntime automatic */
import { cardText } from '../internal/card';
import { Paragraph } from '../internal/parts';
import { defineEmail } from '../render';

export interface PaymentMethodChangedEmailProps {
  firstName: string;
  /** The new card's brand as the gateway names it (`visa`, `mastercard`, `amex`, ...). */
  brand: string;
  last4: string;
}

/** The account's card on file changed (to the owner, so a change they did not make is noticed). */
export const PaymentMethodChangedEmail = defineEmail<PaymentMethodChangedEmailProps>(
  'PaymentMethodChangedEmail',
  ({ write }) => write.t(/*i18n*/ { id: 'Your payment method was changed' }),
  ({ write, firstName, brand, last4 }) => (
    <>
      <Paragraph>{write.greeting(firstName)}</Paragraph>
      <Paragraph>
        {write.t(
          /*i18n*/ {
            id: 'The card your subscription is charged to is now your {card}.',
            values: { card: cardText(write, brand, last4) },
          },
        )}
      </Paragraph>
      <Paragraph>
        {write.t(
          /*i18n*/ { id: 'If you did not make this change, contact our Family Care team right away.' },
        )}
      </Paragraph>
    </>
  ),
);
