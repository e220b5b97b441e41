// The emails of billing (@hub/emails, in the recipient's language). Only a card's brand and last four
// digits ever appear.
import type { CalendarDate } from '@hub/domain';
import {
  CancellationEmail,
  PaymentFailedEmail,
  PaymentMethodChangedEmail,
  ReceiptEmail,
  RenewalInstructionsEmail,
  ReturnInstructionsEmail,
  SubscriptionEndedEmail,
  UpdatePaymentMethodEmail,
  type ReceiptInvoice,
} from '@hub/emails';
import { letter, type Email } from '../mail';
import type { Recipient } from '../mail-language';

/** Where the hub updates the card: the account page's billing segment (the billing emails link there). */
export const billingSegmentPath = '/dashboard/account?segment=billing';

/** The parameter of the billing segment's address that opens its card popup (issue 28). */
export const updateCardParam = 'update_card';

/** The link of the card update email: the billing segment with its card popup open. */
export const updateCardPath = `${billingSegmentPath}&${updateCardParam}=1`;

/** The subscription is cancelled: access runs to the end of the paid term, the day it ends is given. */
export function cancellationEmail(to: Recipient, accessEndsOn: CalendarDate): Email {
  return letter(to, CancellationEmail, { firstName: to.firstName, accessEndsOn });
}

/** A return of the kit was asked for: how to send it back; a staff member confirms it. */
export function returnInstructionsEmail(to: Recipient): Email {
  return letter(to, ReturnInstructionsEmail, { firstName: to.firstName });
}

/** A renewal was asked for after the subscription ended: what happens next. */
export function renewalInstructionsEmail(to: Recipient): Email {
  return letter(to, RenewalInstructionsEmail, { firstName: to.firstName });
}

/** The account's card on file changed (to the owner, so a change they did not make is noticed). */
export function paymentMethodChangedEmail(to: Recipient, brand: string, last4: string): Email {
  return letter(to, PaymentMethodChangedEmail, { firstName: to.firstName, brand, last4 });
}

/** A receipt for an invoice that was paid. */
export function receiptEmail(to: Recipient, invoice: ReceiptInvoice): Email {
  return letter(to, ReceiptEmail, { firstName: to.firstName, invoice });
}

/** The billing run could not charge the renewal: when it tries again, and the link to update the card and pay. */
export function paymentFailedEmail(
  to: Recipient,
  invoice: { amount: number; currency: string; number: string },
  nextTryOn: CalendarDate | null,
  payLink: string,
): Email {
  return letter(to, PaymentFailedEmail, {
    firstName: to.firstName,
    amount: invoice.amount,
    currency: invoice.currency,
    invoiceNumber: invoice.number,
    nextTryOn,
    payLink,
  });
}

/** The last try was declined: the subscription ended that day, and where to reactivate it. */
export function subscriptionEndedEmail(to: Recipient, endedOn: CalendarDate, renewLink: string): Email {
  return letter(to, SubscriptionEndedEmail, { firstName: to.firstName, endedOn, renewLink });
}

/** A link to the billing segment to update the card (asked for by the family or by staff). */
export function updatePaymentMethodEmail(to: Recipient, link: string): Email {
  return letter(to, UpdatePaymentMethodEmail, { firstName: to.firstName, link });
}
