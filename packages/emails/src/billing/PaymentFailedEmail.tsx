/** @jsxRuntime automatic */
import type { CalendarDate } from '@hub/domain';
import { LinkLine, Paragraph } from '../internal/parts';
import { defineEmail } from '../render';

export interface PaymentFailedEmailProps {
  firstName: string;
  /** What the renewal tried to charge, in minor units of `currency`. */
  amount: number;
  currency: string;
  invoiceNumber: string;
  /**
   * The day the card is tried again; null when no try is left (the server sends SubscriptionEndedEmail
   * then, but the email still reads well without it).
   */
  nextTryOn: CalendarDate | null;
  /** The billing segment of the hub, where the family updates the card and pays. */
  payLink: string;
}

/** A renewal charge was declined: when the card is tried again, and the link to update it and pay. */
export const PaymentFailedEmail = defineEmail<PaymentFailedEmailProps>(
  'PaymentFailedEmail',
  ({ write }) => write.t(/*i18n*/ { id: 'Your payment did not go through' }),
  ({ write, firstName, amount, currency, invoiceNumber, nextTryOn, payLink }) => (
    <>
      <Paragraph>{write.greeting(firstName)}</Paragraph>
      <Paragraph>
        {write.t(
          /*i18n*/ {
            id: 'We could not charge {amount} to your card for invoice {number}.',
            values: { amount: write.money(amount, currency), number: invoiceNumber },
          },
        )}
      </Paragraph>
      <Paragraph>
        {nextTryOn !== null
          ? write.t(
              /*i18n*/ {
                id: "We will try again on {day}. To keep your children's access, update your card and pay now:",
                values: { day: write.date(nextTryOn) },
              },
            )
          : write.t(/*i18n*/ { id: "To keep your children's access, update your card and pay now:" })}
      </Paragraph>
      <LinkLine href={payLink} write={write} />
      {nextTryOn !== null && (
        <Paragraph>{write.t(/*i18n*/ { id: 'Your access goes on while we try again.' })}</Paragraph>
      )}
    </>
  ),
);
