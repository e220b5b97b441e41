// The emails of billing, one function each, in the recipient's language (src/mail-language.ts: the
// texts are translated in locales/<language>/emails.po). Only a card's brand and last four digits ever
// appear.
import { instructionsEmailHours, type CalendarDate } from '@hub/domain';
import type { Email } from '../mail';
import { emailWriter, type EmailWriter, type Recipient } from '../mail-language';

const brandNames: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
};

/** "Visa ending in 4242". */
function cardText(write: EmailWriter, brand: string, last4: string): string {
  return write.t(
    /*i18n*/ { id: '{brand} ending in {last4}', values: { brand: brandNames[brand] ?? brand, last4 } },
  );
}

/** The subscription is cancelled: access runs to the end of the paid term, the day it ends is given. */
export function cancellationEmail(to: Recipient, accessEndsOn: CalendarDate): Email {
  const write = emailWriter(to.language);
  return {
    to: to.email,
    subject: write.t(/*i18n*/ { id: 'Your subscription is cancelled' }),
    body: [
      write.greeting(to.firstName),
      '',
      write.t(
        /*i18n*/ {
          id: 'Your subscription is cancelled and will not renew. You keep access until {day}; nothing more will be charged.',
          values: { day: write.date(accessEndsOn) },
        },
      ),
      '',
      write.t(
        /*i18n*/ {
          id: 'Changed your mind? You can resume it from Subscription & Billing in your account until then.',
        },
      ),
    ].join('\n'),
  };
}

/** A return of the kit was asked for: how to send it back; a staff member confirms it. */
export function returnInstructionsEmail(to: Recipient): Email {
  const write = emailWriter(to.language);
  return {
    to: to.email,
    subject: write.t(/*i18n*/ { id: 'How to return your kit' }),
    body: [
      write.greeting(to.firstName),
      '',
      write.t(/*i18n*/ { id: 'We received your request to return the kit. To send it back:' }),
      '',
      write.t(
        /*i18n*/ { id: '1. Pack the heart-rate sensor, the tablet and its charger in the box they came in.' },
      ),
      write.t(
        /*i18n*/ {
          id: '2. Watch your inbox: our Family Care team emails a prepaid shipping label within {hours} hours.',
          values: { hours: instructionsEmailHours },
        },
      ),
      write.t(/*i18n*/ { id: '3. Stick the label on the box and drop it at any post office.' }),
      '',
      write.t(/*i18n*/ { id: 'Once the kit arrives we confirm the return, and nothing more is charged.' }),
    ].join('\n'),
  };
}

/** A renewal was asked for after the subscription ended: what happens next. */
export function renewalInstructionsEmail(to: Recipient): Email {
  const write = emailWriter(to.language);
  return {
    to: to.email,
    subject: write.t(/*i18n*/ { id: 'Renewing your subscription' }),
    body: [
      write.greeting(to.firstName),
      '',
      write.t(
        /*i18n*/ {
          id: 'We received your request to renew your subscription. Our Family Care team will email you within {hours} hours with the next steps to get your kit playing again.',
          values: { hours: instructionsEmailHours },
        },
      ),
      '',
      write.t(/*i18n*/ { id: 'You do not need to do anything until then.' }),
    ].join('\n'),
  };
}

/** The account's card on file changed (to the owner, so a change they did not make is noticed). */
export function paymentMethodChangedEmail(to: Recipient, brand: string, last4: string): Email {
  const write = emailWriter(to.language);
  return {
    to: to.email,
    subject: write.t(/*i18n*/ { id: 'Your payment method was changed' }),
    body: [
      write.greeting(to.firstName),
      '',
      write.t(
        /*i18n*/ {
          id: 'The card your subscription is charged to is now your {card}.',
          values: { card: cardText(write, brand, last4) },
        },
      ),
      '',
      write.t(/*i18n*/ { id: 'If you did not make this change, contact our Family Care team right away.' }),
    ].join('\n'),
  };
}

/** A receipt for an invoice that was paid. */
export function receiptEmail(
  to: Recipient,
  invoice: {
    number: string;
    date: CalendarDate;
    description: string;
    amount: number;
    currency: string;
    brand: string;
    last4: string;
  },
): Email {
  const write = emailWriter(to.language);
  return {
    to: to.email,
    subject: write.t(/*i18n*/ { id: 'Receipt for invoice {number}', values: { number: invoice.number } }),
    body: [
      write.greeting(to.firstName),
      '',
      write.t(/*i18n*/ { id: 'Thank you: your payment went through.' }),
      '',
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
        /*i18n*/ { id: 'Paid with: {card}', values: { card: cardText(write, invoice.brand, invoice.last4) } },
      ),
      '',
      write.t(/*i18n*/ { id: 'You can print it from Subscription & Billing in your account.' }),
    ].join('\n'),
  };
}

/** A link to the billing segment to update the card (asked for by the family or by staff). */
export function updatePaymentMethodEmail(to: Recipient, link: string): Email {
  const write = emailWriter(to.language);
  return {
    to: to.email,
    subject: write.t(/*i18n*/ { id: 'Update the card of your subscription' }),
    body: [
      write.greeting(to.firstName),
      '',
      write.t(
        /*i18n*/ {
          id: 'To update the card your subscription is charged to, sign in and open Subscription & Billing:',
        },
      ),
      '',
      link,
      '',
      write.t(/*i18n*/ { id: 'Enter the new card there; the hub never asks for your card number by email.' }),
    ].join('\n'),
  };
}
