// The public surface of @hub/emails: the writer, rendering, and each email kind with its Props type.

// --- the words and the rendering ---
export { emailWriter } from './writer';
export type { EmailWriter, EmailWriterOptions, EmailCatalog, EmailCatalogs } from './writer';
export { renderEmail, subjectLine } from './render';
export type { EmailComponent, EmailBaseProps, RenderedEmail } from './render';

// --- auth ---
export { PasswordResetEmail } from './auth/PasswordResetEmail';
export type { PasswordResetEmailProps } from './auth/PasswordResetEmail';

// --- account ---
export { InvitationEmail } from './account/InvitationEmail';
export type { InvitationEmailProps } from './account/InvitationEmail';
export { MarketingEmail } from './account/MarketingEmail';
export type { MarketingEmailProps } from './account/MarketingEmail';
export { ErasureEmail, erasureScopes } from './account/ErasureEmail';
export type { ErasureEmailProps, ErasureScope } from './account/ErasureEmail';
export { AccountClosedEmail } from './account/AccountClosedEmail';
export type { AccountClosedEmailProps } from './account/AccountClosedEmail';
export { ConfirmNewEmailEmail } from './account/ConfirmNewEmailEmail';
export type { ConfirmNewEmailEmailProps } from './account/ConfirmNewEmailEmail';
export { EmailAlreadyUsedEmail } from './account/EmailAlreadyUsedEmail';
export type { EmailAlreadyUsedEmailProps } from './account/EmailAlreadyUsedEmail';
export { EmailChangedNoticeEmail } from './account/EmailChangedNoticeEmail';
export type { EmailChangedNoticeEmailProps } from './account/EmailChangedNoticeEmail';

// --- admin ---
export { EmailChangedByStaffEmail } from './admin/EmailChangedByStaffEmail';
export type { EmailChangedByStaffEmailProps } from './admin/EmailChangedByStaffEmail';

// --- billing ---
export { CancellationEmail } from './billing/CancellationEmail';
export type { CancellationEmailProps } from './billing/CancellationEmail';
export { ReturnInstructionsEmail } from './billing/ReturnInstructionsEmail';
export type { ReturnInstructionsEmailProps } from './billing/ReturnInstructionsEmail';
export { RenewalInstructionsEmail } from './billing/RenewalInstructionsEmail';
export type { RenewalInstructionsEmailProps } from './billing/RenewalInstructionsEmail';
export { PaymentMethodChangedEmail } from './billing/PaymentMethodChangedEmail';
export type { PaymentMethodChangedEmailProps } from './billing/PaymentMethodChangedEmail';
export { ReceiptEmail } from './billing/ReceiptEmail';
export type { ReceiptEmailProps, ReceiptInvoice } from './billing/ReceiptEmail';
export { UpdatePaymentMethodEmail } from './billing/UpdatePaymentMethodEmail';
export type { UpdatePaymentMethodEmailProps } from './billing/UpdatePaymentMethodEmail';
export { PaymentFailedEmail } from './billing/PaymentFailedEmail';
export type { PaymentFailedEmailProps } from './billing/PaymentFailedEmail';
export { SubscriptionEndedEmail } from './billing/SubscriptionEndedEmail';
export type { SubscriptionEndedEmailProps } from './billing/SubscriptionEndedEmail';

// --- checkout ---
export { OrderConfirmationEmail } from './checkout/OrderConfirmationEmail';
export type {
  OrderConfirmationEmailProps,
  OrderSummary,
  OrderNextStep,
} from './checkout/OrderConfirmationEmail';

// --- coaching ---
export { CoachingCallEmail, coachingCallKinds } from './coaching/CoachingCallEmail';
export type { CoachingCallEmailProps, CoachingCallKind } from './coaching/CoachingCallEmail';
