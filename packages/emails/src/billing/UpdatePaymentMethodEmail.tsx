/** @jsxRuntime automatic */
import { LinkLine, Paragraph } from '../internal/parts';
import { defineEmail } from '../render';

export interface UpdatePaymentMethodEmailProps {
  firstName: string;
  /** The billing segment of the hub, where the card is updated. */
  link: string;
}

/** A link to the billing segment to update the card (asked for by the family or by staff). */
export const UpdatePaymentMethodEmail = defineEmail<UpdatePaymentMethodEmailProps>(
  'UpdatePaymentMethodEmail',
  ({ write }) => write.t(/*i18n*/ { id: 'Update the card of your subscription' }),
  ({ write, firstName, link }) => (
    <>
      <Paragraph>{write.greeting(firstName)}</Paragraph>
      <Paragraph>
        {write.t(
          /*i18n*/ {
            id: 'To update the card your subscription is charged to, sign in and open Subscription & Billing:',
          },
        )}
      </Paragraph>
      <LinkLine href={link} write={write} />
      <Paragraph>
        {write.t(
          /*i18n*/ { id: 'Enter the new card there; the hub never asks for your card number by email.' },
        )}
      </Paragraph>
    </>
  ),
);
