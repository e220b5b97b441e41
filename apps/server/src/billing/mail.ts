// The emails of billing, one function each (as src/account/email-change-mail.ts). English for now, as every
// email of the hub: translation follows once emails are translated (the user's `language` is on the user,
// and the texts will move to the catalogs then). Only a card's brand and last four digits ever appear.
import { formatMoney, instructionsEmailHours, type CalendarDate } from '@hub/domain';
import type { Email } from '../mail';

const greeting = (firstName: string) => (firstName.trim() ? `Hello ${firstName.trim()},` : 'Hello,');

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** A calendar day as a person reads it: "November 10, 2027". */
export function emailDate(day: CalendarDate): string {
  return longDate.format(new Date(`${day}T00:00:00Z`));
}

const brandNames: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
};

/** "Visa ending in 4242". */
function cardText(brand: string, last4: string): string {
  return `${brandNames[brand] ?? brand} ending in ${last4}`;
}

/** The subscription is cancelled: access runs to the end of the paid term, the day it ends is given. */
export function cancellationEmail(to: string, firstName: string, accessEndsOn: CalendarDate): Email {
  return {
    to,
    subject: 'Your subscription is cancelled',
    body: [
      greeting(firstName),
      '',
      `Your subscription is cancelled and will not renew. You keep access until ${emailDate(accessEndsOn)}; nothing more will be charged.`,
      '',
      'Changed your mind? You can resume it from Subscription & Billing in your account until then.',
    ].join('\n'),
  };
}

/** A return of the kit was asked for: how to send it back; a staff member confirms it. */
export function returnInstructionsEmail(to: string, firstName: string): Email {
  return {
    to,
    subject: 'How to return your kit',
    body: [
      greeting(firstName),
      '',
      'We received your request to return the kit. To send it back:',
      '',
      '1. Pack the heart-rate sensor, the tablet and its charger in the box they came in.',
      `2. Watch your inbox: our Family Care team emails a prepaid shipping label within ${instructionsEmailHours} hours.`,
      '3. Stick the label on the box and drop it at any post office.',
      '',
      'Once the kit arrives we confirm the return, and nothing more is charged.',
    ].join('\n'),
  };
}

/** A renewal was asked for after the subscription ended: what happens next. */
export function renewalInstructionsEmail(to: string, firstName: string): Email {
  return {
    to,
    subject: 'Renewing your subscription',
    body: [
      greeting(firstName),
      '',
      `We received your request to renew your subscription. Our Family Care team will email you within ${instructionsEmailHours} hours with the next steps to get your kit playing again.`,
      '',
      'You do not need to do anything until then.',
    ].join('\n'),
  };
}

/** The account's card on file changed (to the owner, so a change they did not make is noticed). */
export function paymentMethodChangedEmail(
  to: string,
  firstName: string,
  brand: string,
  last4: string,
): Email {
  return {
    to,
    subject: 'Your payment method was changed',
    body: [
      greeting(firstName),
      '',
      `The card your subscription is charged to is now your ${cardText(brand, last4)}.`,
      '',
      'If you did not make this change, contact our Family Care team right away.',
    ].join('\n'),
  };
}

/** A receipt for an invoice that was paid. */
export function receiptEmail(
  to: string,
  firstName: string,
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
  return {
    to,
    subject: `Receipt for invoice ${invoice.number}`,
    body: [
      greeting(firstName),
      '',
      'Thank you: your payment went through.',
      '',
      `Invoice: ${invoice.number}`,
      `Date: ${emailDate(invoice.date)}`,
      `For: ${invoice.description}`,
      `Amount: ${formatMoney(invoice.amount, invoice.currency, 'en-US')}`,
      `Paid with: ${cardText(invoice.brand, invoice.last4)}`,
      '',
      'You can print it from Subscription & Billing in your account.',
    ].join('\n'),
  };
}

/** A link to the billing segment to update the card (asked for by the family or by staff). */
export function updatePaymentMethodEmail(to: string, firstName: string, link: string): Email {
  return {
    to,
    subject: 'Update the card of your subscription',
    body: [
      greeting(firstName),
      '',
      'To update the card your subscription is charged to, sign in and open Subscription & Billing:',
      '',
      link,
      '',
      'Enter the new card there; the hub never asks for your card number by email.',
    ].join('\n'),
  };
}
