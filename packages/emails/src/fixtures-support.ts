// Example props of every email kind, as the server would pass them, for the tests and the stories. Fixed
// dates and links: a story or a test never reads the clock.
import type { AccountClosedEmailProps } from './account/AccountClosedEmail';
import type { ConfirmNewEmailEmailProps } from './account/ConfirmNewEmailEmail';
import type { EmailChangedNoticeEmailProps } from './account/EmailChangedNoticeEmail';
import type { ErasureEmailProps } from './account/ErasureEmail';
import type { InvitationEmailProps } from './account/InvitationEmail';
import type { MarketingEmailProps } from './account/MarketingEmail';
import type { EmailChangedByStaffEmailProps } from './admin/EmailChangedByStaffEmail';
import type { PasswordResetEmailProps } from './auth/PasswordResetEmail';
import type { CancellationEmailProps } from './billing/CancellationEmail';
import type { PaymentFailedEmailProps } from './billing/PaymentFailedEmail';
import type { PaymentMethodChangedEmailProps } from './billing/PaymentMethodChangedEmail';
import type { ReceiptEmailProps } from './billing/ReceiptEmail';
import type { SubscriptionEndedEmailProps } from './billing/SubscriptionEndedEmail';
import type { UpdatePaymentMethodEmailProps } from './billing/UpdatePaymentMethodEmail';
import type { OrderConfirmationEmailProps, OrderSummary } from './checkout/OrderConfirmationEmail';
import type { CoachingCallEmailProps } from './coaching/CoachingCallEmail';

/** The hub's public origin in every example. */
export const publicUrl = 'https://hub.example.com';

export const passwordReset: PasswordResetEmailProps = {
  firstName: 'Maya',
  link: `${publicUrl}/start?o=Zm9yLWEtc3Rvcnktb25seQ`,
};

export const invitation: InvitationEmailProps = {
  firstName: 'Sam',
  inviterName: 'Maya Lopez',
  link: `${publicUrl}/start?o=aW52aXRlZC1jYXJlZ2l2ZXI`,
  days: 7,
};

export const marketing: MarketingEmailProps = { firstName: 'Maya', optedOut: true };

export const erasure: ErasureEmailProps = { firstName: 'Maya', scope: 'user' };

export const accountClosed: AccountClosedEmailProps = { firstName: 'Sam' };

export const confirmNewEmail: ConfirmNewEmailEmailProps = {
  firstName: 'Maya',
  link: `${publicUrl}/email/confirm?token=Y29uZmlybS10aGUtbmV3LW9uZQ`,
};

export const emailChangedNotice: EmailChangedNoticeEmailProps = {
  firstName: 'Maya',
  newEmail: 'maya.new@example.com',
  keepLink: `${publicUrl}/email/keep?token=a2VlcC10aGUtb2xkLW9uZQ`,
};

export const emailChangedByStaff: EmailChangedByStaffEmailProps = {
  firstName: 'Maya',
  newEmail: 'maya.new@example.com',
};

export const cancellation: CancellationEmailProps = { firstName: 'Maya', accessEndsOn: '2027-11-10' };

export const paymentMethodChanged: PaymentMethodChangedEmailProps = {
  firstName: 'Maya',
  brand: 'visa',
  last4: '4242',
};

export const receipt: ReceiptEmailProps = {
  firstName: 'Maya',
  invoice: {
    number: 'INV-2027-0042',
    date: '2027-10-10',
    description: 'Monthly plan',
    amount: 1999,
    currency: 'USD',
    brand: 'mastercard',
    last4: '4444',
  },
};

export const updatePaymentMethod: UpdatePaymentMethodEmailProps = {
  firstName: 'Maya',
  link: `${publicUrl}/dashboard/account?segment=billing`,
};

/** A declined renewal charge, with the day the card is tried again. */
export const paymentFailed: PaymentFailedEmailProps = {
  firstName: 'Maya',
  amount: 1999,
  currency: 'USD',
  invoiceNumber: 'INV-2027-0043',
  nextTryOn: '2027-11-13',
  payLink: `${publicUrl}/dashboard/account?segment=billing`,
};

export const subscriptionEnded: SubscriptionEndedEmailProps = {
  firstName: 'Maya',
  endedOn: '2027-11-24',
  renewLink: `${publicUrl}/dashboard/account?segment=billing`,
};

const order: OrderSummary = {
  number: 'HUB-10428',
  currency: 'USD',
  subtotal: 24900,
  discount: 2490,
  promoCode: 'WELCOME10',
  shipping: 0,
  taxes: 1793,
  total: 24203,
  recurringTotal: 1999,
  cardBrand: 'visa',
  cardLast4: '4242',
};

/** A new family's order: they choose their password from the email. */
export const orderConfirmation: OrderConfirmationEmailProps = {
  firstName: 'Maya',
  order,
  planName: 'Monthly plan',
  next: { setPasswordLink: `${publicUrl}/start?o=bmV3LWZhbWlseS13ZWxjb21l`, days: 7 },
};

/** A signed-in customer's order: no discount, paid shipping, a plan that does not renew. */
export const orderConfirmationSignedIn: OrderConfirmationEmailProps = {
  firstName: 'Maya',
  order: { ...order, discount: 0, promoCode: null, shipping: 995, total: 27688, recurringTotal: null },
  planName: 'Kit only',
  next: { welcomeLink: `${publicUrl}/dashboard/welcome` },
};

export const coachingCall: CoachingCallEmailProps = {
  firstName: 'Maya',
  kind: 'booked',
  coachName: 'Chris Coach',
  startsAt: new Date('2027-03-15T16:00:00Z'),
  timeZone: 'America/Denver',
  callsLink: `${publicUrl}/dashboard/coaches`,
  calendarFile: 'coaching-call.ics',
};
