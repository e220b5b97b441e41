/** @jsxRuntime automatic */
import type { CalendarDate } from '@hub/domain';
import { cardText } from '../internal/card';
import { Lines, Paragraph } from '../internal/parts';
import { defineEmail } from '../render';

/** The paid invoice a receipt is for. */
export interface ReceiptInvoice {
  number: string;
  date: CalendarDate;
  description: string;
  /** In minor units of `currency`. */
  amount: number;
  currency: string;
  brand: string;
  last4: string;
}

export interface ReceiptEmailProps {
  firstName: string;
  invoice: ReceiptInvoice;
}

/** A receipt for an invoice that was paid. */
export const ReceiptEmail = defineEmail<ReceiptEmailProps>(
  'ReceiptEmail',
  ({ write, invoice }) =>
    write.t(/*i18n*/ { id: 'Receipt for invoice {number}', values: { number: invoice.number } }),
  ({ write, firstName, invoice }) => (
    <>
      <Paragraph>{write.greeting(firstName)}</Paragraph>
      <Paragraph>{write.t(/*i18n*/ { id: 'Thank you: your payment went through.' })}</Paragraph>
      <Lines
        lines={[
          write.t(/*i18n*/ { id: 'Invoice: {number}', values: { number: invoice.number } }),
          write.t(/*i18n*/ { id: 'Date: {day}', values: { day: write.date(invoice.date) } }),
          write.t(/*i18n*/ { id: 'For: {description}', values: { description: invoice.description } }),
          write.t(
            /*i18n*/ {
              id: 'Amount: {amount}',
              values: { amount: write.money(invoice.amount, invoice.currency) },
            },
          ),
          write.t(
            /*i18n*/ {
              id: 'Paid with: {card}',
              values: { card: cardText(write, invoice.brand, invoice.last4) },
            },
          ),
        ]}
      />
      <Paragraph>
        {write.t(/*i18n*/ { id: 'You can print it from Subscription & Billing in your account.' })}
      </Paragraph>
    </>
  ),
);
